"""The screenshot's PNG writer: lossless, readable by any PNG reader, whole or absent."""

from __future__ import annotations

import struct
import zlib

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from florenza_gui.qt.png import adler32_combine, png_bytes, write_png


def picture(width: int = 61, height: int = 37) -> QImage:
    """Odd sizes (rows padded in memory) and every channel varying."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    for y in range(height):
        for x in range(width):
            image.setPixelColor(x, y, QColor((x * 7) % 256, (y * 11) % 256, (x * y) % 256))
    painter = QPainter(image)
    painter.fillRect(QRect(3, 4, 20, 9), Qt.GlobalColor.darkRed)
    painter.end()
    return image


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """Every chunk, each CRC checked."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    out, at = [], 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        tag, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(tag + body), tag
        out.append((tag, body))
        at += 12 + length
    return out


def test_the_png_holds_exactly_the_pixels(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    image = picture()
    out = tmp_path / "shot.png"
    assert write_png(image, str(out))
    back = QImage(str(out))
    assert (back.width(), back.height()) == (61, 37)
    assert back.convertToFormat(QImage.Format.Format_RGB32) == image


def test_its_chunks_are_well_formed(qapp) -> None:  # type: ignore[no-untyped-def]
    parts = chunks(png_bytes(picture(5, 3)))
    assert [tag for tag, _ in parts] == [b"IHDR", b"IDAT", b"IEND"]
    assert parts[0][1] == struct.pack(">IIBBBBB", 5, 3, 8, 2, 0, 0, 0)
    rows = zlib.decompress(parts[1][1])
    assert len(rows) == 3 * (1 + 5 * 3) and rows[0] == rows[16] == rows[32] == 0


def test_a_translucent_image_is_written_opaque(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    image = QImage(4, 4, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor(10, 200, 30))
    assert write_png(image, str(tmp_path / "a.png"))
    assert QImage(str(tmp_path / "a.png")).pixelColor(2, 2) == QColor(10, 200, 30)


def test_nothing_is_left_behind_when_it_cannot_be_written(qapp, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert not write_png(picture(), str(tmp_path / "missing" / "shot.png"))
    assert not write_png(QImage(), str(tmp_path / "empty.png"))
    (tmp_path / "a folder.png").mkdir()  # the rename over it fails (for root too)
    assert not write_png(picture(), str(tmp_path / "a folder.png"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a folder.png"]
    assert not any((tmp_path / "a folder.png").iterdir())


def test_the_halves_join_into_one_stream_with_the_whole_checksum(qapp) -> None:  # type: ignore[no-untyped-def]
    """The two halves, compressed apart, inflate to every row in order; zlib
    checks the combined Adler-32 while it inflates."""
    for height in (1, 2, 37, 1080):
        image = picture(61, 37).scaled(61, height)
        rows = zlib.decompress(chunks(png_bytes(image))[1][1])
        rgb = image.convertToFormat(QImage.Format.Format_RGB888)
        bits = bytes(rgb.constBits())
        stride = rgb.bytesPerLine()
        expected = b"".join(b"\x00" + bits[y * stride:y * stride + 3 * 61] for y in range(height))
        assert rows == expected, height


def test_adler32_combine_is_zlibs() -> None:
    for first, second in ((b"", b""), (b"a", b""), (b"", b"bc"), (b"\xff" * 70000, b"\x01" * 65521),
                          (bytes(range(256)) * 300, b"Florenza" * 9000)):
        assert adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second)) == zlib.adler32(first + second)
