"""Why a step of Phase 7 or Phase 8 changed nothing: a quiet step.

A step that has nothing to do returns a ``Quiet``: ``(rule, (), ())``, like
any step that changed nothing (the walk, the working copy and the log pass
it by: it reports no event and writes no line), which also says why, as its
rule decided (``Why``), and whom it names. A lesson shows it as a step of
its own: the narration says why (``steps.quiet_text``) and the board lights
what the rule looked at (``looked_at``).

Each reason is declared once, here: the rules that may give it
(``REASONS``) and what it looks at. A quiet step is a value made once for
its rule, reason and family (``quiet``), so a game nobody watches makes
none afresh.
"""

from __future__ import annotations

from enum import StrEnum

from . import places
from .boarddata import board_numbers
from .changes import StepResult
from .places import BAG_PIECE, BISHOP_CARD, BISHOP_CARD_PIECE, CAPTAIN_CARD, FIRST_PLAYER_CARD, AnyPiece, Target
from .ruleids import Rule
from .types import LIFE_CARDS, LifeCard


class Why(StrEnum):
    """Why a step changed nothing (each rule's own condition, decided by its step)."""

    NO_CAPTAIN = "no_captain"  # nobody was elected Captain (R7.1a): no Captain's step has anyone to act on
    CAPTAIN_LEADS = "captain_leads"  # R7.5: a Captain took the First Player card at R7.1b and plays first
    NO_BISHOP = "no_bishop"  # nobody was elected Bishop (R7.2a, R7.2b)
    NEW_BISHOP = "new_bishop"  # R7.3: the Bishop did not hold the Bishop card in the round just played
    NOBODY_DETAINED = "nobody_detained"  # R8.2: no tile waits on the Captain card
    NO_KINSMAN_OUT = "no_kinsman_out"  # R8.3: no Kinsman on a Predicatore space nor on the Bishop card
    NO_PREACHER_OUT = "no_preacher_out"  # R8.4: no Preacher tile on a Predicatore space
    NOTHING_UNDER_CARD_I = "nothing_under_card_i"  # R8.5: no character under Life card I
    NOTHING_TO_SHIFT = "nothing_to_shift"  # R8.6: no character under any other Life card
    NOBODY_LEFT = "nobody_left"  # R8.7: nobody left at R8.5, so no tile is drawn


REASONS: dict[Why, frozenset[Rule]] = {
    Why.NO_CAPTAIN: frozenset({Rule.R7_1B, Rule.R7_1C, Rule.R7_1D, Rule.R7_1E}),
    Why.CAPTAIN_LEADS: frozenset({Rule.R7_5}),
    Why.NO_BISHOP: frozenset({Rule.R7_2C, Rule.R7_2D, Rule.R7_2E, Rule.R7_2F, Rule.R7_3}),
    Why.NEW_BISHOP: frozenset({Rule.R7_3}),
    Why.NOBODY_DETAINED: frozenset({Rule.R8_2}),
    Why.NO_KINSMAN_OUT: frozenset({Rule.R8_3}),
    Why.NO_PREACHER_OUT: frozenset({Rule.R8_4}),
    Why.NOTHING_UNDER_CARD_I: frozenset({Rule.R8_5}),
    Why.NOTHING_TO_SHIFT: frozenset({Rule.R8_6}),
    Why.NOBODY_LEFT: frozenset({Rule.R8_7}),
}
"""The rules that may give each reason."""


def words_key(rule: Rule, why: Why) -> str:
    """The catalogue's entry saying why ``rule``'s step changed nothing."""
    return f"quiet.{why.value}.{rule.value}"


WORDS = tuple(words_key(rule, why) for why, rules in REASONS.items() for rule in sorted(rules))
"""Every catalogue entry a quiet step may use."""


class Quiet(StepResult):
    """A step that changed nothing, and why: ``(rule, (), ())`` with its
    reason and the family it names (its id and name, if any)."""

    why: Why
    family: str | None
    name: str

    def __new__(cls, rule: Rule, why: Why, family: str | None = None, name: str = "") -> Quiet:
        made = super().__new__(cls, rule, (), ())
        made.why, made.family, made.name = why, family, name
        return made

    def __repr__(self) -> str:
        return f"Quiet({self.rule.value}, {self.why.value}, {self.family!r}, {self.name!r})"


_MADE: dict[tuple[Rule, Why, str | None, str], Quiet] = {}
_KEPT = 512  # a family's name comes from its players: made afresh past so many


def quiet(rule: Rule, why: Why, family: str | None = None, name: str = "") -> Quiet:
    """``rule``'s step changed nothing, for ``why``: the same value each time
    for the same rule, reason and family."""
    key = (rule, why, family, name)
    made = _MADE.get(key)
    if made is None:
        if len(_MADE) >= _KEPT:
            _MADE.clear()
        made = _MADE[key] = Quiet(rule, why, family, name)
    return made


def looked_at(step: Quiet) -> tuple[AnyPiece | Target, ...]:
    """The pieces and places the rule looked at to find it had nothing to do
    (what a lesson lights while the step is shown)."""
    family, why = step.family, step.why
    spaces = tuple(places.predicatore(n) for n in range(1, board_numbers().spaces + 1))
    match why:
        case Why.NO_CAPTAIN:
            return (FIRST_PLAYER_CARD,)
        case Why.CAPTAIN_LEADS:
            return (FIRST_PLAYER_CARD,) + ((places.turn_marker(family),) if family is not None else ())
        case Why.NO_BISHOP:
            return (BISHOP_CARD_PIECE,)
        case Why.NEW_BISHOP:
            return (BISHOP_CARD_PIECE,) + ((places.bishop_marker(family),) if family is not None else ())
        case Why.NOBODY_DETAINED:
            return (CAPTAIN_CARD,)
        case Why.NO_KINSMAN_OUT:
            return spaces + (BISHOP_CARD,)
        case Why.NO_PREACHER_OUT:
            return spaces
        case Why.NOTHING_UNDER_CARD_I:
            return (places.life(LifeCard.I),)
        case Why.NOTHING_TO_SHIFT:
            return tuple(places.life(card) for card in LIFE_CARDS[1:])
        case Why.NOBODY_LEFT:  # (Life card I holds the cards R8.6 moved down by now: only the bag)
            return (BAG_PIECE,)
