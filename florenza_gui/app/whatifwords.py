"""What if in words: each part of an end of round's outcome, the difference the first step that differs made
and the rule it followed, in the interface's language. Families are named as the game names them and
characters as the interface shows them; nothing here decides what a rule does (the engine's comparison,
:mod:`..engine.lessons.whatif`, says what differs). In play a part of an outcome an end of round stopped before
deciding says so, naming the rule it stopped before: the tiles drawn and the standings as not shown, the others
as they stood there (RULES.md §9)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.lessons.whatif import NOT_SHOWN, Aspect, Comparison, Outcome
from ..engine.model.ruleids import Rule
from ..engine.model.state import GameState
from ..engine.model.types import LIFE_CARDS
from ..engine.words.glossary import summary
from ..qt.language import character_text, language

translate = QCoreApplication.translate

# the rules that leave an office empty on a tie (R7.1a, R7.2a) or below the Church minimum (R7.2b)
_TIES = frozenset({Rule.R7_1A, Rule.R7_2A})


def aspect_name(aspect: Aspect) -> str:
    return {
        Aspect.CAPTAIN: translate("WhatIf", "Captain of the People"),
        Aspect.BISHOP: translate("WhatIf", "Bishop"),
        Aspect.CARDINAL: translate("WhatIf", "Made Cardinal"),
        Aspect.TURN_ORDER: translate("WhatIf", "Next turn order"),
        Aspect.PRESTIGE: translate("WhatIf", "Captain markers"),
        Aspect.LEFT: translate("WhatIf", "Left the game"),
        Aspect.DRAWN: translate("WhatIf", "Drawn from the bag"),
        Aspect.ROW: translate("WhatIf", "Life in Florenza"),
        Aspect.STANDINGS: translate("WhatIf", "Final standings"),
    }[aspect]


def _nobody() -> str:
    return translate("WhatIf", "nobody")


def _families(game: GameState, ids: tuple[str, ...]) -> str:
    return ", ".join(game.name(f) for f in ids) if ids else _nobody()


def _characters(game: GameState, ids: tuple[str, ...]) -> str:
    return ", ".join(character_text(game.characters[c].name) for c in ids) if ids else _nobody()


def value_text(aspect: Aspect, outcome: Outcome, game: GameState) -> str:
    """What ``outcome`` says of ``aspect`` (``game`` names the families and characters)."""
    match aspect:
        case Aspect.CAPTAIN | Aspect.BISHOP:
            family = outcome.captain if aspect is Aspect.CAPTAIN else outcome.bishop
            return game.name(family) if family is not None else _nobody()
        case Aspect.CARDINAL:
            return _families(game, outcome.cardinals)
        case Aspect.TURN_ORDER:
            return "  ".join(f"{n}. {game.name(f)}" for n, f in enumerate(outcome.turn_order, start=1))
        case Aspect.PRESTIGE:
            return ", ".join(f"{game.name(f)} {at}" for f, at in outcome.prestige)
        case Aspect.LEFT:
            return _characters(game, outcome.left)
        case Aspect.DRAWN:
            if not outcome.drawn:
                return _nobody()
            return ", ".join(
                translate("WhatIf", "{0} (under {1})").format(character_text(game.characters[c].name), card.name)
                for c, card in outcome.drawn
            )
        case Aspect.ROW:
            return "; ".join(
                f"{card.name}: {_characters(game, under)}"
                for card, under in zip(LIFE_CARDS, outcome.row, strict=True)
                if under
            )
    if outcome.standings is None:
        return translate("WhatIf", "the game goes on")
    return "  ".join(
        translate("WhatIf", "{0}. {1} {2} VP").format(place, game.name(f), points)
        for f, place, points in outcome.standings
    )


def cell_text(aspect: Aspect, outcome: Outcome, game: GameState) -> str:
    """What ``outcome`` shows of ``aspect`` in its column: ``value_text``, or, for a part the end of round stopped
    before deciding (in play), that it is not shown, or the part as it stood there."""
    stopped = outcome.stopped
    if stopped is None or aspect not in outcome.undecided:
        return value_text(aspect, outcome, game)
    if aspect in NOT_SHOWN:
        return translate("WhatIf", "not shown in play ({0})").format(stopped)
    return _before(value_text(aspect, outcome, game), stopped)


def _before(text: str, stopped: Rule) -> str:
    return translate("WhatIf", "{0} (before {1})").format(text, stopped)


def stop_text(rule: Rule) -> str:
    """Why an end of round was played out only up to the step of ``rule``, in play (RULES.md §9)."""
    if rule is Rule.G1:
        text = translate("WhatIf", "Played out to {0}: the Ghost deck's cards are not shown in play")
    elif rule is Rule.R9_1:
        text = translate("WhatIf", "Played out to {0}: the tokens' values are not shown in play before the game's end")
    else:
        text = translate("WhatIf", "Played out to {0}: the bag's tiles are not shown in play")
    return text.format(rule)


def _prestige_change(c: Comparison, game: GameState) -> str:
    was = dict(c.real.prestige)
    return "; ".join(
        translate("WhatIf", "{0}'s Captain marker ends at {1} instead of {2}").format(game.name(f), at, was.get(f, at))
        for f, at in c.what_if.prestige
        if was.get(f) != at
    )


def difference_text(c: Comparison, game: GameState) -> str:
    """The difference the headline names, in a sentence (no rule id; the step both stopped before, if they
    stopped before deciding it)."""
    aspect = c.headline
    assert aspect is not None
    new, old = value_text(aspect, c.what_if, game), value_text(aspect, c.real, game)
    said = {
        Aspect.CAPTAIN: lambda: translate("WhatIf", "{0} is Captain instead of {1}").format(new, old),
        Aspect.BISHOP: lambda: translate("WhatIf", "{0} is Bishop instead of {1}").format(new, old),
        Aspect.CARDINAL: lambda: translate("WhatIf", "{0} made Cardinal instead of {1}").format(new, old),
        Aspect.TURN_ORDER: lambda: translate("WhatIf", "the next turn order is {0} instead of {1}").format(
            ", ".join(game.name(f) for f in c.what_if.turn_order), ", ".join(game.name(f) for f in c.real.turn_order)
        ),
        Aspect.PRESTIGE: lambda: _prestige_change(c, game),
        Aspect.LEFT: lambda: translate("WhatIf", "leaving the game: {0} instead of {1}").format(new, old),
        Aspect.DRAWN: lambda: translate("WhatIf", "drawn from the bag: {0} instead of {1}").format(new, old),
        Aspect.ROW: lambda: translate("WhatIf", "the characters stand otherwise under the Life cards"),
        Aspect.STANDINGS: lambda: translate("WhatIf", "the final standings: {0} instead of {1}").format(new, old),
    }[aspect]()
    stopped = c.what_if.stopped
    return _before(said, stopped) if stopped is not None and aspect in c.what_if.undecided else said


def _why(c: Comparison) -> str:
    """What changed in the rule's own condition, where it is a tie or the Church minimum."""
    first = c.first
    if first is None or first.real is None or first.what_if is None:
        return ""
    if first.real in _TIES and first.what_if not in _TIES:
        return translate("WhatIf", " (the tie is broken)")
    if first.what_if in _TIES and first.real not in _TIES:
        return translate("WhatIf", " (now a tie)")
    if first.real is Rule.R7_2B and first.what_if is not Rule.R7_2B:
        return translate("WhatIf", " (now at 3 or more)")
    if first.what_if is Rule.R7_2B and first.real is not Rule.R7_2B:
        return translate("WhatIf", " (now nobody at 3 or more)")
    return ""


def headline_text(c: Comparison, game: GameState) -> str:
    """The difference in a line, led by the rule that made it ("R7.2: Strozzi is Bishop instead of nobody")."""
    if c.headline is None:
        stopped = c.stopped
        if c.first is None and stopped:
            return translate("WhatIf", "Nothing changes up to {0}: the end of round plays out as in the game").format(
                stopped[0]
            )
        if c.first is None:
            return translate("WhatIf", "Nothing changes: the end of round plays out as in the game")
        if stopped:
            return translate("WhatIf", "{0}: the steps differ from here, the outcome is the same up to {1}").format(
                c.first.rule, stopped[0]
            )
        return translate("WhatIf", "{0}: the steps differ from here, the outcome is the same").format(c.first.rule)
    said = difference_text(c, game)
    if c.first is None:  # every step did as in the game: what differs is the change itself
        return translate("WhatIf", "As you changed it: {0}").format(said)
    return translate("WhatIf", "{0}: {1}{2}").format(c.first.rule, said, _why(c))


def rule_lines(c: Comparison) -> str:
    """The first step that differs, as each end of round played it: its rule and what the rule says."""
    first = c.first
    if first is None:
        return ""
    lines = []
    for rule, form in (
        (first.real, translate("WhatIf", "In the game, {0}: {1}")),
        (first.what_if, translate("WhatIf", "What if, {0}: {1}")),
    ):
        if rule is not None:
            lines.append(form.format(rule, summary(rule, language())))
        else:
            lines.append(form.format("—", translate("WhatIf", "the end of round is over")))
    return "\n".join(lines)
