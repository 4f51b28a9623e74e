"""A fast lossless PNG writer for the one-shot ``--screenshot``.

Qt's PNG writer tries libpng's five row filters on every row and keeps the
best, which costs more than the compression itself, even at its fastest
level. This writes the same pixels with no row filter and zlib's fastest
level: the file is as small (the board is mostly flat colour) for less than
half the CPU. The top and the bottom half are
compressed at the same time, on two cores when there are two (zlib lets go of
the interpreter while it works), and joined into one zlib stream as ``pigz``
does: the first half ends on a byte boundary (a sync flush), the second
carries the final block, and the stream's Adler-32 is combined from the
halves' own. Any PNG reader opens it (8-bit RGB, one IDAT chunk).

The file appears whole or not at all: it is written next to its target and
renamed over it.
"""

from __future__ import annotations

import contextlib
import os
import struct
import threading
import zlib

from PySide6.QtGui import QImage

SIGNATURE = b"\x89PNG\r\n\x1a\n"
ZLIB_HEADER = b"\x78\x01"  # deflate, 32 KiB window, fastest level (the header's check bits hold)
ADLER_BASE = 65521


def _chunk(tag: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + tag + body + struct.pack(">I", zlib.crc32(tag + body))


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two pieces of data one after the other, from each
    piece's own (``second_length`` bytes in the second), as zlib's
    ``adler32_combine`` computes it."""
    rem = second_length % ADLER_BASE
    low = (first & 0xFFFF) + (second & 0xFFFF) - 1
    high = rem * (first & 0xFFFF) + (first >> 16) + (second >> 16) - rem
    return (low % ADLER_BASE) | ((high % ADLER_BASE) << 16)


def _deflate_rows(pixels: memoryview, stride: int, row_bytes: int, rows: range, level: int,
                  last: bool) -> tuple[bytes, int, int]:
    """These rows, each behind its filter type (0: none), as raw deflate
    blocks (ending the stream if ``last``, else on a byte boundary), with
    their Adler-32 and length."""
    packer = zlib.compressobj(level, zlib.DEFLATED, -15)
    parts: list[bytes] = []
    adler = 1
    for y in rows:
        row = pixels[y * stride:y * stride + row_bytes]
        parts.append(packer.compress(b"\x00"))
        parts.append(packer.compress(row))
        adler = zlib.adler32(row, zlib.adler32(b"\x00", adler))
    parts.append(packer.flush(zlib.Z_FINISH if last else zlib.Z_SYNC_FLUSH))
    return b"".join(parts), adler, len(rows) * (row_bytes + 1)


def _deflate_halves(pixels: memoryview, stride: int, row_bytes: int, height: int, level: int) -> bytes:
    """The IDAT's zlib stream, the top half compressed by a second thread
    while this one compresses the bottom half."""
    middle = height // 2
    top: list[tuple[bytes, int, int]] = []
    failed: list[BaseException] = []

    def compress_top() -> None:
        try:
            top.append(_deflate_rows(pixels, stride, row_bytes, range(middle), level, last=False))
        except BaseException as exc:  # handed to the caller's thread below
            failed.append(exc)

    worker = threading.Thread(target=compress_top, name="png-top-half")
    worker.start()
    try:
        body, adler, _ = _deflate_rows(pixels, stride, row_bytes, range(middle, height), level, last=True)
    finally:
        worker.join()
    if failed:
        raise failed[0]
    head, head_adler, _ = top[0]
    total = adler32_combine(head_adler, adler, (height - middle) * (row_bytes + 1))
    return ZLIB_HEADER + head + body + struct.pack(">I", total)


def png_bytes(image: QImage, level: int = 1) -> bytes:
    """The image as an 8-bit RGB PNG (alpha, if any, is dropped: a window is
    opaque). An image already in ``Format_RGB888`` is read without a copy."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = rgb.width(), rgb.height(), rgb.bytesPerLine()
    if width == 0 or height == 0:
        raise ValueError("an empty image has no PNG")
    pixels = memoryview(rgb.constBits()).cast("B")
    stream = _deflate_halves(pixels, stride, 3 * width, height, level)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8-bit, RGB, deflate, no filter set, no interlace
    return SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", stream) + _chunk(b"IEND", b"")
def write_png(image: QImage, path: str) -> bool:
    """Write ``image`` to ``path`` as PNG; False (and nothing left behind) if
    the image is empty or the file cannot be written."""
    try:
        data = png_bytes(image)
    except ValueError:
        return False
    folder, name = os.path.split(os.path.abspath(path))
    temp = os.path.join(folder, f".{name}.{os.getpid()}.part")
    try:  # created as any new file is (the umask decides who may read it)
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError:
        return False
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(temp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        return False
    return True
