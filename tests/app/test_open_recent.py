"""File ▸ Open Recent says where each game is: two saves of one name in
different folders read differently, a long folder is shortened in its middle,
the tooltip holds the whole path, and a file's name is shown as written."""

from __future__ import annotations

from pathlib import Path

from florenza_gui.qt.plain import shown_text


def recent(window) -> list[tuple[str, str]]:  # type: ignore[no-untyped-def]
    """What Open Recent offers: each entry as it reads, and its tooltip."""
    menu = window.files.recent_menu
    menu.aboutToShow.emit()
    return [(shown_text(action.text()), action.toolTip()) for action in menu.actions()]


def test_two_games_of_one_name_in_two_folders_read_differently(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    home, work = tmp_path / "home", tmp_path / "work"
    home.mkdir()
    work.mkdir()
    assert window.files.save_to(str(home / "lesson.json")) and window.files.save_to(str(work / "lesson.json"))
    (first, first_tip), (second, second_tip) = recent(window)
    assert first != second
    assert first.startswith("lesson.json") and second.startswith("lesson.json")
    assert first.endswith("work") and second.endswith("home")  # the folder each is in, the latest first
    assert (first_tip, second_tip) == (str(work / "lesson.json"), str(home / "lesson.json"))


def test_a_game_in_the_home_folder_is_named_from_it(window, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("HOME", str(tmp_path))
    folder = tmp_path / "Florenza" / "lessons"
    folder.mkdir(parents=True)
    assert window.files.save_to(str(folder / "week 3.json"))
    [(entry, _)] = recent(window)
    assert entry == "week 3.json — " + str(Path("~") / "Florenza" / "lessons")


def test_a_long_folder_is_shortened_in_its_middle(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path.joinpath("start-of-the-way", *["a-rather-long-folder-name"] * 8, "end-of-the-way")
    folder.mkdir(parents=True)
    path = folder / "game.json"
    assert window.files.save_to(str(path))
    [(entry, tooltip)] = recent(window)
    assert tooltip == str(path)  # the whole path is in the tooltip
    assert len(entry) < 110 and "…" in entry
    assert entry.startswith("game.json — ") and entry.endswith("end-of-the-way")


def test_a_file_name_is_shown_as_written(window, tmp_path) -> None:  # type: ignore[no-untyped-def]
    name = "<b>R&D<i>\ttab\u202eevil.json"  # (no "/": a name, not a folder)
    path = tmp_path / name
    assert window.files.save_to(str(path))
    action = window.files.recent_menu
    [(entry, tooltip)] = recent(window)
    assert entry.startswith("<b>R&D<i>")  # no markup, and "&" is no shortcut mark
    assert "\t" not in entry and "\u202e" not in entry  # no shortcut column, nothing turned around
    assert "\t" not in action.actions()[0].text()
    assert tooltip != "" and "<b>" not in tooltip.replace("&lt;b&gt;", "")  # the tooltip shows it literally
