"""Starting a game: New Game remembers the last set-up and offers Solo and
Hotseat presets; the first launch says what is on the screen and how to
begin; Peek's wording fits a solo game."""

from __future__ import annotations

from florenza_gui.app.newgame import NewGameDialog
from florenza_gui.app.settings import Preferences
from florenza_gui.engine.model.types import Difficulty, Seat
from tests.driver import Driver
from tests.guifixtures import three_humans


def test_the_solo_preset_is_one_person_against_two_ghosts(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(None, Preferences())
    qtbot.addWidget(dialog)
    dialog.count.setValue(5)
    dialog.solo_button.click()
    game = dialog.game()
    assert [f.seat for f in game.families] == [Seat.HUMAN, Seat.GHOST, Seat.GHOST]
    dialog.hotseat_button.click()
    assert [f.seat for f in dialog.game().families] == [Seat.HUMAN] * 3


def test_new_game_opens_on_the_last_set_up_accepted(qtbot) -> None:  # type: ignore[no-untyped-def]
    first = NewGameDialog(None, Preferences())
    qtbot.addWidget(first)
    first.count.setValue(4)
    first.names[0].setText("Medici")
    first.colours[0].setCurrentIndex(first.colours[0].findData("purple"))
    first.colours[3].setCurrentIndex(first.colours[3].findData("red"))
    for i, seat in enumerate((Seat.HUMAN, Seat.HUMAN, Seat.GHOST, Seat.HUMAN)):
        first.seats[i].setCurrentIndex(first.seats[i].findData(seat.value))
    first.difficulty.setCurrentIndex(2)
    first.accept()
    again = NewGameDialog(None, Preferences())
    qtbot.addWidget(again)
    game = again.game()
    assert len(game.families) == 4 and game.families[0].name == "Medici"
    assert game.families[0].id == "purple" and game.families[3].id == "red"
    assert [f.seat for f in game.families] == [Seat.HUMAN, Seat.HUMAN, Seat.GHOST, Seat.HUMAN]
    assert game.ghosts is not None and game.ghosts.difficulty is Difficulty.HARD


def test_a_refused_set_up_is_not_remembered(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(None, Preferences())
    qtbot.addWidget(dialog)
    for seat in dialog.seats:
        seat.setCurrentIndex(1)  # nobody plays: refused (D1)
    dialog.accept()
    assert Preferences().new_game_setup is None


def test_a_broken_remembered_set_up_falls_back_to_the_defaults(qtbot) -> None:  # type: ignore[no-untyped-def]
    prefs = Preferences()
    for junk in ("{not json", "[1, 2]", '{"count": "three", "names": [], "colours": [], "seats": []}'):
        prefs.settings.setValue("newgame/setup", junk)
        assert prefs.new_game_setup is None
    dialog = NewGameDialog(None, prefs)
    qtbot.addWidget(dialog)
    assert dialog.count.value() == 3
    assert [f.seat for f in dialog.game().families] == [Seat.HUMAN, Seat.GHOST, Seat.GHOST]  # (the first run's)


def test_the_first_new_game_is_the_solo_one_then_the_last_one_played(qtbot) -> None:  # type: ignore[no-untyped-def]
    """With nothing remembered the dialog offers what the main user plays: alone. The first time it is
    Solo (one person against two Ghosts); from then on, the set-up last started, kept in the settings
    (a hotseat one included), across runs."""
    assert Preferences().new_game_setup is None
    first = NewGameDialog(None, Preferences())
    qtbot.addWidget(first)
    assert first.count.value() == 3
    assert [f.seat for f in first.game().families] == [Seat.HUMAN, Seat.GHOST, Seat.GHOST]
    assert NewGameDialog().seatings() == first.seatings()  # (no settings at hand: the same default)
    first.hotseat_button.click()
    first.accept()
    again = NewGameDialog(None, Preferences())  # (a new Preferences: read back from the settings file)
    qtbot.addWidget(again)
    assert [f.seat for f in again.game().families] == [Seat.HUMAN] * 3
    again.solo_button.click()
    again.count.setValue(2)
    again.accept()
    third = NewGameDialog(None, Preferences())
    qtbot.addWidget(third)
    assert [f.seat for f in third.game().families] == [Seat.HUMAN, Seat.GHOST]


def test_the_first_launch_says_what_is_on_the_screen_and_how_to_begin(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert Preferences().first_launch
    window = first_window(qtbot)
    text = window.narration.why.text()
    assert window.narration.rule.text() == "Welcome"
    for words in ("Prestige track", "Church track", "End turn", "New game"):
        assert words in text
    assert not Preferences().first_launch
    assert first_window(qtbot).narration.rule.text() != "Welcome"  # only the first time


def test_the_welcome_names_the_family_as_the_game_names_it_in_any_language(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The family's name is the game's (set when it was made), the welcome's words the interface's: in
    Italian the welcome of a game whose family is called Red says Red, not Rosso."""
    from florenza_gui.engine.rules.setup import Seating, new_game

    ghosts = [Seating("blue", "Blue", Seat.GHOST), Seating("green", "Green", Seat.GHOST)]
    window = first_window(qtbot, new_game([Seating("red", "Anna", Seat.HUMAN), *ghosts], seed=4))
    assert "you (Anna) against two Ghosts" in window.narration.why.text()
    first = first_window(qtbot, new_game([Seating("red", "Red", Seat.HUMAN), *ghosts], seed=4), welcome=True)
    try:
        first.set_language("it")
        said = first.narration.why.text()
        assert first.narration.rule.text() == "Ti diamo il benvenuto"
        assert "sei tu (Red) contro due Fantasmi" in said and "Rosso" not in said
    finally:
        first.set_language("en")


def first_window(qtbot, state=None, welcome: bool = False):  # type: ignore[no-untyped-def]
    """What ``florenza`` shows when started with nothing to open (the event loop aside); ``welcome``: as on
    the first launch, whether it is one or not."""
    from florenza_gui.app.main import welcome_if_first
    from florenza_gui.app.window import MainWindow

    window = MainWindow(state or three_humans())
    if welcome:
        qtbot.addWidget(window)
        window.narration.welcome()
        return window
    qtbot.addWidget(window)
    welcome_if_first(window.prefs, window.narration.welcome)
    return window


def test_solo_peek_sends_nobody_away(window, driver) -> None:  # type: ignore[no-untyped-def]
    from florenza_gui.app.main import default_game

    driver.put(default_game(seed=3, solo=True))
    window.hotseat.peek()
    curtain = window.hotseat.curtain
    shown = " ".join((curtain.title.text(), curtain.hint.text(), curtain.go.text()))
    assert curtain.isVisible()
    assert "look away" not in shown and "Everyone" not in shown and "Pass the computer" not in shown
    assert "Only you" in shown


def test_hotseat_peek_still_asks_the_others_to_look_away(window) -> None:  # type: ignore[no-untyped-def]
    window.hotseat.peek()
    curtain = window.hotseat.curtain
    assert "look away" in curtain.hint.text() and "Pass the computer" in curtain.title.text()


def test_the_welcome_leaves_with_the_first_game(qtbot, loop, tmp_path, driver) -> None:  # type: ignore[no-untyped-def]
    """The welcome speaks of the first game ("you (Red) against two Ghosts"):
    a game opened or started after it gets its own narration, not the welcome."""
    from florenza_gui.app.main import default_game
    from florenza_gui.engine.files import saves
    from florenza_gui.engine.model.movetypes import CaptainMarker
    from florenza_gui.engine.rules.moves import apply

    window = first_window(qtbot)
    driver = Driver(window, qtbot, loop, tmp_path)
    assert window.narration.rule.text() == "Welcome"
    played, _ = apply(three_humans(seed=5), CaptainMarker(4))
    path = tmp_path / "game.json"
    path.write_text(saves.dumps(played), encoding="utf-8")
    assert driver.open_file(path)
    assert window.narration.rule.text() == "M1"
    assert "against two Ghosts" not in window.narration.why.text()
    driver.put(default_game(seed=4, solo=False))
    assert window.narration.rule.text() != "Welcome"
    assert "against two Ghosts" not in window.narration.why.text()
