"""The final standings a teacher can trace (R9.2, R9.3): the narration tells
R9.3 for every place a tie-break decides, in English and Italian; the Final
standings show each family's Victory Points as a ladder of lines (the
Captain marker at the reveal, the offices' points on it, each revealed
token, the total), and a line clicked is told by the narration, its log
line marked. Nothing of it shows before the reveal (RULES.md §9)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from florenza_gui.app.i18n import clear_language
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.model.state import GameState
from tests.engine.builders import fam, game

BRUNO_DARIO = "Bruno and Dario share 2nd place: tied on Victory Points, Resources and Fiorini (R9.3)"
CARLA = "Carla is 4th: tied on Victory Points and Resources with Bruno and Dario, fewer Fiorini (R9.3)"


def last_round() -> GameState:
    """Round 7, everyone passed: Anna is Captain (D8) and banks her 33; Bruno, Bishop this round, is re-elected
    (R7.2d, R7.3); Bruno, Carla and Dario end tied at 24, Bruno and Dario on everything."""
    return game(fam("anna", prestige=33), fam("bruno", prestige=12, tokens=(2, 2), church=5, resources=2, fiorini=5),
                fam("carla", prestige=24, resources=2, fiorini=3),
                fam("dario", prestige=14, tokens=(10,), resources=2, fiorini=5), round=7, bishop="bruno")


@pytest.fixture
def english_after(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    clear_language(qapp)


def test_the_narration_tells_each_tie_break_in_english_and_italian(window, driver, english_after) -> None:  # type: ignore[no-untyped-def]
    driver.put(end_round(last_round())[0])
    rule, words = driver.narration()
    assert rule == "R9.2"
    assert words == (f"Anna wins with 33 Victory Points; then Bruno 2nd (24), Dario 2nd (24), Carla 4th (24). "
                     f"{BRUNO_DARIO}; {CARLA}")
    assert driver.log_lines()[-1].endswith(CARLA)
    window.set_language("it")
    _, words = driver.narration()
    assert words.endswith("Bruno e Dario condividono il 2º posto: pari su Punti Vittoria, Risorse e Fiorini (R9.3); "
                          "Carla è al 4º posto: pari con Bruno e Dario su Punti Vittoria e Risorse, con meno Fiorini "
                          "(R9.3)")


def test_the_last_step_played_on_screen_tells_each_tie_break(window, driver) -> None:  # type: ignore[no-untyped-def]
    driver.put(last_round())
    driver.end_actions()
    while window.session.state.standings is None:
        assert driver.step()
    assert driver.narration() == ("R9.2", f"Anna wins with 33 Victory Points; then Bruno 2nd (24), Dario 2nd (24), "
                                          f"Carla 4th (24). {BRUNO_DARIO}; {CARLA}")


def test_the_final_standings_show_each_familys_points_line_by_line(window, driver, english_after) -> None:  # type: ignore[no-untyped-def]
    driver.put(end_round(last_round())[0])
    assert driver.ladder() == {
        "Anna: 33 Victory Points": ["Captain marker stood at 0 (R9.1)", "Prestige token revealed: +10 (R9.1)",
                                    "Prestige token revealed: +10 (R9.1)", "Prestige token revealed: +10 (R9.1)",
                                    "Prestige token revealed: +2 (R9.1)", "Prestige token revealed: +1 (R9.1)",
                                    "Victory Points: 33 (R9.2)"],
        "Bruno: 24 Victory Points": ["Captain marker stood at 20 (R9.1)", "of which Bishop, round 7: +4 (R7.2d)",
                                     "of which Cardinal, round 7: +4 (R7.3)", "Prestige token revealed: +2 (R9.1)",
                                     "Prestige token revealed: +2 (R9.1)", "Victory Points: 24 (R9.2)"],
        "Dario: 24 Victory Points": ["Captain marker stood at 14 (R9.1)", "Prestige token revealed: +10 (R9.1)",
                                     "Victory Points: 24 (R9.2)"],
        "Carla: 24 Victory Points": ["Captain marker stood at 24 (R9.1)", "Victory Points: 24 (R9.2)"],
    }
    window.set_language("it")
    assert driver.ladder()["Bruno: 24 Punti Vittoria"][:2] == ["Segnalino Capitano a 20 (R9.1)",
                                                              "di cui Vescovo, round 7: +4 (R7.2d)"]


def test_a_line_clicked_is_told_by_the_narration_and_marked_in_the_log(window, driver) -> None:  # type: ignore[no-untyped-def]
    path = driver.put(end_round(last_round())[0])
    driver.click_ladder_line("Bruno", "of which Bishop")
    assert driver.narration() == ("R7.2d", "Bruno scores 4, printed on Church space 5")
    marked = driver.log_marked()
    assert len(marked) == 1 and marked[0].endswith("Bruno scores 4, printed on Church space 5")
    driver.click_ladder_line("Dario", "Prestige token")
    assert driver.narration() == ("R9.1", "Dario reveals 1 token worth 10: from 14 to 24 Victory Points")
    marked = driver.log_marked()
    assert len(marked) == 1 and marked[0].endswith("Dario reveals 1 token worth 10: from 14 to 24 Victory Points")
    driver.click_ladder_line("Carla", "Victory Points")
    assert driver.narration()[0] == "R9.2" and driver.narration()[1].endswith(CARLA)
    driver.click_ladder_line("Bruno", "of which Cardinal")
    assert driver.narration()[0] == "R7.3"
    driver.open_file(path)  # another game on the table: the line pointed to was the last one's
    assert driver.narration()[0] == "R9.2" and driver.log_marked() == []


def test_nothing_of_the_ladder_shows_before_the_reveal(window, driver) -> None:  # type: ignore[no-untyped-def]
    """RULES.md §9: token values are hidden until R9.1; the ladder appears with the final standings only."""
    driver.put(last_round())
    driver.end_actions()
    told = []
    while window.session.state.standings is None:
        assert driver.ladder() == {} and not window.standings_dock.isVisible()
        assert driver.step()
        told.append(driver.narration()[0])
    assert "R9.1" in told and told[-1] == "R9.2"
    assert len(driver.ladder()) == 4
