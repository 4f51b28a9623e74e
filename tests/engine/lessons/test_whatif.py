"""What if: an end of round played again from the position before one of its steps, changed by hand, set
beside the one the rules gave. Both are the one walk's; the comparison names what differs and the rule of the
first step whose result differs; in play each is played out only as far as the game has shown (RULES.md §9)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from florenza_gui.engine.files.editor import move_card, set_church, set_counts, set_prestige, set_round
from florenza_gui.engine.files.scenarios import list_scenarios, load_scenario
from florenza_gui.engine.lessons.whatif import Aspect, Diverged, Edit, compare, played
from florenza_gui.engine.model.ruleids import Rule
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import LifeCard, Phase
from florenza_gui.engine.rules.end_of_round import walk
from tests.engine.lessons.test_predict import ends_of_round


def lesson(title: str) -> GameState:
    (entry,) = [e for e in list_scenarios() if e.title == title]
    return load_scenario(entry.path)


def before(start: GameState, rule: Rule) -> tuple[int, GameState]:
    """The steps of a quiet walk before the first step following ``rule``, and the position then."""
    at = start
    for k, (after, step) in enumerate(walk(start, quiet=True)):
        if step[0] is rule:
            return k, at
        at = after
    raise AssertionError(f"no {rule} step")


def test_one_more_church_influence_breaks_a_bishop_tie_and_r7_2_names_the_difference() -> None:
    """ "Level at the top of the Church track: who is Bishop?": Strozzi and Pazzi tie at 5, so nobody is Bishop
    (R7.2a). One more Church Influence for Strozzi, who held the Bishop card, makes it Bishop (R7.2) and
    Cardinal again (R7.3): it scores, plays second, and the first step that differs is the Bishop's election."""
    start = lesson("Level at the top of the Church track: who is Bishop?")
    assert (start.family("blue").church, start.family("green").church) == (5, 5) and start.bishop == "blue"
    c = compare(start, Edit(0, set_church(start, "blue", 6)))
    assert (c.real.bishop, c.what_if.bishop) == (None, "blue")
    assert (c.real.cardinals, c.what_if.cardinals) == ((), ("blue",))
    assert c.real.turn_order == ("red", "green", "blue", "yellow")
    assert c.what_if.turn_order == ("red", "blue", "green", "yellow")  # R7.2f: the Bishop second, after the Captain
    assert c.differ == (Aspect.BISHOP, Aspect.CARDINAL, Aspect.TURN_ORDER, Aspect.PRESTIGE)
    assert c.first is not None and (c.first.real, c.first.what_if) == (Rule.R7_2A, Rule.R7_2)
    assert c.first.rule is Rule.R7_2 and c.headline is Aspect.BISHOP
    assert c.real.captain == c.what_if.captain == "red" and c.real.left == c.what_if.left
    assert c.stopped == ()  # a lesson plays both out whole
    # the same change made to the position just before the Bishop's election plays out the same
    k, position = before(start, Rule.R7_2A)
    assert k > 0 and position.captain == "red"  # R7.1 has been played: Medici is Captain
    mid = compare(start, Edit(k, set_church(position, "blue", 6)))
    assert (mid.real, mid.what_if, mid.differ, mid.first) == (c.real, c.what_if, c.differ, c.first)


def test_a_captain_tie_broken_names_r7_1() -> None:
    start = lesson("Level at the top of the Prestige track: who is Captain?")
    assert start.family("red").prestige == start.family("blue").prestige == 12
    c = compare(start, Edit(0, set_prestige(start, "blue", 13)))
    assert (c.real.captain, c.what_if.captain) == (None, "blue")
    assert c.first == Diverged(0, Rule.R7_1A, Rule.R7_1) and c.headline is Aspect.CAPTAIN
    # the Captain plays first (R7.1e), the Bishop (Medici) second (R7.2f)
    assert (c.real.turn_order[0], c.what_if.turn_order[:2]) == ("red", ("blue", "red"))
    assert Aspect.TURN_ORDER in c.differ


def test_a_fiorino_more_changes_the_winner_from_the_position_before_the_standings() -> None:
    """A What if from inside the final scoring: the tokens revealed (R9.1), one more Fiorino for Blue before
    the winner is decided breaks the tie on Resources (R9.3)."""
    start = lesson("The last round: who wins?")
    _, steps, end = played(start)
    assert end.phase is Phase.GAME_OVER and end.standings is not None
    k, position = before(start, steps[-1][0])  # the standings' step
    assert position.phase is Phase.GAME_OVER and position.standings is None
    winner = next(s.family for s in end.standings.standings if s.place == 1)
    runner_up = next(s.family for s in end.standings.standings if s.place == 2)
    f = position.family(runner_up)
    top = position.family(winner)
    changed = set_counts(position, runner_up, f.resources, top.fiorini + 1)
    c = compare(start, Edit(k, changed))
    assert c.real.standings is not None and c.what_if.standings is not None
    assert c.what_if.standings[0][0] == runner_up and c.real.standings[0][0] == winner
    assert c.first is not None and c.first.step == k and c.headline is Aspect.STANDINGS
    assert c.differ == (Aspect.STANDINGS,)


def test_a_character_kept_from_leaving_changes_who_leaves_and_what_is_drawn() -> None:
    """A card moved up from Life card I does not leave (R8.5): fewer tiles are drawn (R8.7). The other way,
    one more character under Life card I draws one more tile. In play, before the game has drawn, neither
    end of round draws (R8.7): who leaves is shown, what is drawn and the row it goes into are not."""
    start = lesson("Level at the top of the Church track: who is Bishop?")
    real = compare(start, Edit(0, start)).real
    assert set(real.left) == {"filippo_lippi", "capestrano"} and len(real.drawn) == 2
    kept = compare(start, Edit(0, move_card(start, "capestrano", LifeCard.II)))
    assert kept.what_if.left == ("filippo_lippi",) and len(kept.what_if.drawn) == 1
    assert kept.first is not None and kept.first.rule is Rule.R8_5 and kept.headline is Aspect.LEFT
    more = compare(start, Edit(0, move_card(start, "alberti", LifeCard.I)))
    assert len(more.what_if.drawn) == 3
    in_play = compare(start, Edit(0, move_card(start, "alberti", LifeCard.I)), shown=())
    for o in (in_play.real, in_play.what_if):
        assert o.stopped is Rule.R8_7 and o.drawn == () and o.undecided == (Aspect.DRAWN, Aspect.ROW)
        assert not set(start.bag) & {c for under in o.row for c in under}
    assert len(in_play.what_if.left) == 3 and Aspect.LEFT in in_play.differ and in_play.stopped == (Rule.R8_7,)
    assert in_play.first is not None and in_play.first.rule is Rule.R8_5 and in_play.headline is Aspect.LEFT
    assert Aspect.DRAWN not in in_play.differ


def test_the_round_marker_moved_to_the_last_round_reveals_the_tokens_in_a_lesson_only() -> None:
    """Round 3 played as if it were the last: the final scoring reveals every family's tokens (R9.1). In play,
    where the game keeps them hidden, it stops before them, and the game's own end of round before its draws."""
    start = lesson("Level at the top of the Church track: who is Bishop?")
    c = compare(start, Edit(0, set_round(start, 7)))
    assert c.what_if.standings is not None and c.real.standings is None and c.stopped == ()
    assert Aspect.STANDINGS in c.differ
    in_play = compare(start, Edit(0, set_round(start, 7)), shown=())
    assert in_play.what_if.standings is None and in_play.what_if.stopped is Rule.R9_1
    assert in_play.what_if.undecided == (Aspect.PRESTIGE, Aspect.STANDINGS)
    assert in_play.real.stopped is Rule.R8_7 and in_play.stopped == (Rule.R8_7, Rule.R9_1)
    assert Aspect.STANDINGS not in in_play.differ and Aspect.PRESTIGE not in in_play.differ


def test_in_play_each_end_of_round_stops_before_what_the_game_has_not_shown() -> None:
    """A solo game: the draws the game has shown are played out again, the Ghost card it has not is not (G1),
    and the Captain markers the Ghosts' cards would move stand as they are there; once the game has shown every
    step, both are played out whole."""
    start = lesson("Where do the Ghosts' Kinsmen go?")
    walked = [step for _, step in walk(start, quiet=True)]
    rules = [step[0] for step in walked]
    drawn_at = rules.index(Rule.R8_7) + 1
    shown = [e for step in walked[:drawn_at] for e in step[1]]
    assert any(e.kind.value == "tile_drawn" for e in shown)
    c = compare(start, Edit(0, start), shown)
    whole = compare(start, Edit(0, start))
    assert c.real.stopped is c.what_if.stopped is Rule.G1 and c.real.undecided == (Aspect.PRESTIGE,)
    assert c.real.drawn == whole.real.drawn != () and c.first is None and c.differ == ()
    everything = compare(start, Edit(0, start), [e for step in walked for e in step[1]])
    assert everything.stopped == () and everything.real == whole.real
    nothing = compare(start, Edit(0, start), ())
    assert nothing.real.undecided == (Aspect.PRESTIGE, Aspect.DRAWN, Aspect.ROW)  # (G2 after the draws)


def test_an_unchanged_position_changes_nothing() -> None:
    start = lesson("Level at the top of the Church track: who is Bishop?")
    c = compare(start, Edit(0, start))
    assert c.differ == () and c.first is None and c.headline is None and c.real == c.what_if


@pytest.mark.parametrize("seed, humans, ghosts", [(1, 2, 2), (4, 1, 4), (7, 3, 0)])
def test_the_position_before_any_step_left_as_it_was_plays_out_as_the_game(seed: int, humans: int, ghosts: int) -> None:
    """Every end of round of a random game (the Ghosts' steps and the final scoring too): the walk played
    again from the position before any of its steps, unchanged, is the same walk, step for step."""
    for start, _, _ in ends_of_round(seed, humans, ghosts):
        walked = list(walk(start, quiet=True))
        positions = [start, *(after for after, _ in walked)]
        for k in range(0, len(walked), 3):
            again = list(walk(start, quiet=True, edit=Edit(k, positions[k])))
            assert again == walked, f"round {start.round}: the walk from step {k} went otherwise"
        c = compare(start, Edit(len(walked) - 1, positions[-2]))
        assert c.first is None and c.differ == ()


def test_the_edit_replaces_the_position_only_where_it_stands() -> None:
    """The steps before the edit are the game's; from it on, the changed position's."""
    start = lesson("Level at the top of the Church track: who is Bishop?")
    k, position = before(start, Rule.R7_2A)
    changed = replace(set_church(position, "blue", 6))
    real = [step for _, step in walk(start, quiet=True)]
    what_if = [step for _, step in walk(start, quiet=True, edit=Edit(k, changed))]
    assert what_if[:k] == real[:k] and what_if[k] != real[k] and what_if[k][0] is Rule.R7_2
