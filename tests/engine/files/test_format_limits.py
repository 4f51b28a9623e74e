"""A move the engine accepts leaves a game a file can hold: M1 and M10 stop
at the numbers of the saved-game format (FORMAT.md, engine/model/limits.py), and a
game played at those numbers round after round still saves and reads back.
Before, M1 took any position (2,000,000,000 typed in the Families table):
the autosave then held a game no file may hold and was set aside on the next
start, and ``florenza-engine move`` wrote files that ``validate`` refused."""

from __future__ import annotations

import pytest

from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.limits import MAX_COUNT, MAX_POINTS, MAX_TOKENS, MOVE_PRESTIGE_MAX
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Phase, Seat
from florenza_gui.engine.model.verdict import RefusalKind
from florenza_gui.engine.rules.moves import BishopMarker, CaptainMarker, Pass, SetCounts, apply, attempt
from florenza_gui.engine.rules.setup import Seating, new_game
from florenza_gui.engine.words.wording import render


def _game() -> GameState:
    seats = [Seating(c, c.capitalize(), Seat.HUMAN) for c in ("red", "blue", "green")]
    return new_game(seats + [Seating("yellow", "Yellow", Seat.GHOST)], seed=5)


@pytest.mark.parametrize(("move", "rule", "kind", "number"), [
    (CaptainMarker(MOVE_PRESTIGE_MAX + 1), "M1", RefusalKind.PRESTIGE_RANGE, MOVE_PRESTIGE_MAX),
    (CaptainMarker(2_000_000_000), "M1", RefusalKind.PRESTIGE_RANGE, MOVE_PRESTIGE_MAX),
    (CaptainMarker(-1), "M1", RefusalKind.BELOW_ZERO, 0),
    (SetCounts(MAX_COUNT + 1, 0), "M10", RefusalKind.COUNTS_RANGE, MAX_COUNT),
    (SetCounts(0, 2_000_000_000), "M10", RefusalKind.COUNTS_RANGE, MAX_COUNT),
    (SetCounts(-1, 0), "M10", RefusalKind.NEGATIVE_COUNTS, 0),
])
def test_a_number_no_file_could_hold_is_refused_naming_the_range(move, rule, kind, number) -> None:  # type: ignore[no-untyped-def]
    game = _game()
    verdict, after, events = attempt(game, move)
    assert not verdict.ok and verdict.rule == rule and verdict.refusal is not None
    assert verdict.refusal.kind is kind and verdict.refusal.number == number
    assert after == game and not events
    if number:
        assert str(number) in render(verdict) and str(number) in render(verdict, None, "it")


def test_the_highest_numbers_are_legal() -> None:
    game = _game()
    for move in (CaptainMarker(MOVE_PRESTIGE_MAX), SetCounts(MAX_COUNT, MAX_COUNT)):
        verdict, game, _ = attempt(game, move)
        assert verdict.ok


def _play(policy: str) -> None:
    """Seven rounds at the top of M1, every state at a round's end saved and read back."""
    game = _game()
    while game.phase is not Phase.GAME_OVER:
        while game.active is not None:
            me = game.active
            if policy == "tied" and game.round == 1 and me in ("red", "blue"):
                game, _ = apply(game, CaptainMarker(MOVE_PRESTIGE_MAX))  # a tie: nobody banks (R7.1a)
            elif policy == "captain" and me == "red":
                game, _ = apply(game, CaptainMarker(MOVE_PRESTIGE_MAX))  # banked every round
            if me == "red":
                game, _ = apply(game, BishopMarker(10))  # Bishop every round: +10, and Cardinal (R7.2d, R7.3)
                game, _ = apply(game, SetCounts(MAX_COUNT, MAX_COUNT))
            game, _ = apply(game, Pass())
        game, _ = end_round(game)
        assert saves.from_dict(saves.to_dict(game)) == game, f"round {game.round} cannot be saved"
    assert game.standings is not None
    assert max(s.victory_points for s in game.standings.standings) <= MAX_POINTS


@pytest.mark.parametrize("policy", ["captain", "tied"])
def test_a_game_played_at_the_highest_numbers_is_always_saved_and_read_back(policy: str) -> None:
    _play(policy)
    assert MOVE_PRESTIGE_MAX * 8 + 8 * 7 * 15 <= MAX_POINTS and (MOVE_PRESTIGE_MAX // 10 + 20) * 7 <= MAX_TOKENS
