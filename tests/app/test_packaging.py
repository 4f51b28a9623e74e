"""Packaging: the desktop entry, the AppStream metainfo and the icons agree
and pass their validators, and a wheel carries ``resources/`` to where
``boarddata.resource_dir()`` finds it once installed."""

from __future__ import annotations

import configparser
import os
import shutil
import struct
import subprocess
import sys
import textwrap
import tomllib
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.florenza_table.FlorenzaTable"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICONS = PACKAGING / "icons" / "hicolor"
PNG_SIZES = (48, 128, 256)


def _tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed (Debian package {package}; CI installs it)")
    return path


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


# --- validators -----------------------------------------------------------


def test_desktop_file_validates() -> None:
    tool = _tool("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run([tool, str(DESKTOP)], capture_output=True, text=True, timeout=60)
    output = (result.stdout + result.stderr).strip()
    assert result.returncode == 0, output
    assert "error" not in output.lower(), output


def test_metainfo_validates() -> None:
    tool = _tool("appstreamcli", "appstream")
    result = subprocess.run(
        [tool, "validate", "--no-net", "--no-color", str(METAINFO)],
        capture_output=True, text=True, timeout=60,
    )
    output = (result.stdout + result.stderr).strip()
    assert result.returncode == 0, output
    # not only no errors: no warnings either (E: / W: lines)
    assert not [line for line in output.splitlines() if line.startswith(("E:", "W:"))], output


# --- the files agree ------------------------------------------------------


def test_desktop_entry_matches_metainfo() -> None:
    entry = _desktop_entry()
    component = _metainfo()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID

    launchable = component.find("launchable")
    assert launchable is not None and launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name

    binary = entry["Exec"].split()[0]
    assert binary == "florenza-table"  # the PyInstaller bundle's executable name
    assert entry.get("TryExec", binary) == binary
    assert [b.text for b in component.iterfind("provides/binary")] == [binary]
    assert entry["Icon"] == APP_ID
    assert entry["Name"] == component.findtext("name")


def test_icons_exist_at_each_size() -> None:
    icon = _desktop_entry()["Icon"]
    for size in PNG_SIZES:
        png = ICONS / f"{size}x{size}" / "apps" / f"{icon}.png"
        assert png.is_file(), png
        head = png.read_bytes()[:24]
        assert head[:8] == b"\x89PNG\r\n\x1a\n", png
        assert struct.unpack(">II", head[16:24]) == (size, size), png
        # a copy of the app's own icon, not a stale one
        assert png.read_bytes() == (ROOT / "resources" / "art" / "icons" / f"florenza-table-{size}.png").read_bytes()
    svg = ICONS / "scalable" / "apps" / f"{icon}.svg"
    assert svg.is_file(), svg
    assert ET.parse(svg).getroot().tag == "{http://www.w3.org/2000/svg}svg"
    assert svg.read_bytes() == (ROOT / "resources" / "art" / "icon.svg").read_bytes()


def test_metainfo_release_is_the_project_version() -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    releases = [r.get("version") for r in _metainfo().iterfind("releases/release")]
    assert releases and releases[0] == version


def test_pyinstaller_files_are_in_place() -> None:
    spec = (PACKAGING / "florenza-table.spec").read_text(encoding="utf-8")
    compile(spec, "florenza-table.spec", "exec")  # at least valid Python
    assert "SPECPATH" in spec
    assert "launcher.py" in spec
    launcher = (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    assert "florenza_gui.app.main import main" in launcher
    assert os.access(PACKAGING / "build.sh", os.X_OK)


# --- the wheel ------------------------------------------------------------


def _checkout_resources() -> list[str]:
    base = ROOT / "resources"
    return sorted(
        p.relative_to(base).as_posix()
        for p in base.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
    )


@pytest.mark.slow
def test_wheel_carries_resources_and_finds_them_installed(tmp_path: Path) -> None:
    wheel_dir, target, elsewhere = tmp_path / "wheel", tmp_path / "site", tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PIP_NO_INPUT": "1"}
    env.pop("PYTHONPATH", None)
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(wheel_dir)],
        capture_output=True, text=True, timeout=240, env=env, cwd=elsewhere,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    (wheel,) = wheel_dir.glob("florenza_table-*.whl")

    names = set(zipfile.ZipFile(wheel).namelist())
    res = "florenza_gui/resources/"
    for name in ("board.toml", "characters.toml", "ghost_deck.toml"):
        assert res + name in names
    assert any(n.startswith(res + "art/") and n.endswith(".svg") for n in names)
    assert any(n.startswith(res + "fonts/") and n.endswith(".otf") for n in names)
    assert any(n.startswith(res + "scenarios/") and not n.endswith("/") for n in names)
    missing = [f for f in _checkout_resources() if res + f not in names]
    assert not missing, f"resources/ files not in the wheel: {missing}"
    assert "florenza_gui/app/main.py" in names

    install = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target", str(target), str(wheel)],
        capture_output=True, text=True, timeout=120, env=env, cwd=elsewhere,
    )
    assert install.returncode == 0, install.stdout + install.stderr

    probe = textwrap.dedent(
        """
        import sys
        from pathlib import Path
        import florenza_gui
        from florenza_gui.engine.model import boarddata

        target = Path(sys.argv[1]).resolve()
        assert Path(florenza_gui.__file__).resolve().is_relative_to(target), florenza_gui.__file__
        where = boarddata.resource_dir().resolve()
        assert where == target / "florenza_gui" / "resources", where
        board = boarddata.standard_board()
        assert board is not None
        assert (where / "art" / "icon.svg").is_file()
        print("OK", where)
        """
    )
    run = subprocess.run(
        [sys.executable, "-c", probe, str(target)],
        capture_output=True, text=True, timeout=60, cwd=elsewhere,
        env={**env, "PYTHONPATH": str(target)},
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("OK")
