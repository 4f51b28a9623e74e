"""Every rule id has a one-line summary, in English and Italian, and every
rule id the engine narrates is one of them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from florenza_gui.engine.sim.simulate import SimulationResult, play_random_game
from florenza_gui.engine.words.glossary import rule_ids, summary

RULES = Path(__file__).resolve().parents[3] / "docs" / "rules" / "RULES.md"


def test_the_glossary_covers_exactly_the_rule_ids_of_rules_md() -> None:
    ids = set(re.findall(r"\b(R\d+\.\d+[a-z]?|[DGM]\d+)\b", RULES.read_text(encoding="utf-8")))
    assert rule_ids() == ids


def test_every_rule_the_engine_narrates_has_a_summary_in_both_languages() -> None:
    seen: set[str] = set()
    result = SimulationResult()
    for seed in range(40):
        final = play_random_game(seed, 2 + seed % 2, 1 + seed % 3, check_invariants=False, result=result)
        seen |= {entry.rule for entry in final.log}
    assert {"R7.1", "R8.7", "G4", "R9.2", "D10"} <= seen
    for rule in seen:
        assert summary(rule, "en") and summary(rule, "it"), rule
    assert summary("R7.2f") == "The Bishop plays second, or first when there is no Captain."
    assert summary("nonsense") == ""


def test_a_summary_reads_the_boards_numbers_from_the_board_data() -> None:
    """R7.2's minimum, the Bishop card's room, the last round and the Church
    track's top are the board's: written once, in board.toml."""
    from florenza_gui.engine.model.boarddata import compiled, standard_board
    from florenza_gui.engine.words.glossary import summary

    board = standard_board()
    raw = compiled("rules.toml")["rules"]
    for rule, name, value in (("R7.2", "bishop_minimum", board.board.church_track.bishop_minimum),
                              ("M4", "bishop_card_capacity", board.bishop_card_capacity),
                              ("R9.1", "last_round", board.last_round), ("M2", "church_max", board.church_max)):
        for language in ("en", "it"):
            assert "{" + name + "}" in raw[rule][language], (rule, language)
            assert str(value) in summary(rule, language) and "{" not in summary(rule, language)


def test_a_summary_naming_no_number_of_the_board_is_refused() -> None:
    from florenza_gui.engine.model.boarddata import BoardDataError
    from florenza_gui.engine.words.glossary import parse_glossary

    with pytest.raises(BoardDataError, match="names no number of the board"):
        parse_glossary({"rules": {"R7.2": {"en": "At {bishop_maximum} or more", "it": "Almeno 3 di Chiesa"}}})
