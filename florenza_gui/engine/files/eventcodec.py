"""A log line's typed event in a saved file, and back (the file boundary).

``to_dict(event)`` writes the event's kind and the arguments its PUBLIC
wording reads, as its kind's declaration (``eventkinds``) says, so a game
read back from its file renders its log in any language of the catalogue,
exactly as the game that wrote it. Nothing private is ever written (RULES.md
§9, D13): not the Captain's own position, not the banked position or the
token values, not the position of an M1; the bag's and the Ghost deck's
order were never part of an event.

Reading is strict: the schema checks the shape and the bounds, ``problems``
checks every id against the file's families and characters and every rule
against the kind of event it narrates (each problem naming its JSON path),
and ``from_model`` builds the event, marked ``public_only``: whoever views
it reads its public wording. ``saves`` keeps an event only if its English is
the line's ``text`` to the byte, so the text stays what the file says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..model.eventkinds import KINDS, public
from ..model.events import Event, EventKind
from ..model.filereasons import FileProblem as P
from ..model.filereasons import Why, why
from ..model.limits import text_reason
from ..model.ruleids import Rule

if TYPE_CHECKING:
    from .schema import SaveFile

Problem = tuple[str, Why]
R = Rule

# The rule of each move a ``move_made`` event may hold.
MOVE_RULES: dict[str, Rule] = {
    "captain_marker": R.M1, "bishop_marker": R.M2, "kinsman_to_predicatore": R.M3, "kinsman_to_bishop_card": R.M4,
    "kinsman_to_pool": R.M5, "preacher_to_predicatore": R.M6, "detain": R.M7, "use_muse": R.M8, "flip_card": R.M9,
    "set_counts": R.M10,
}


# The rules that may narrate an event of each kind, in order.
_ALLOWED: dict[EventKind, tuple[str, ...]] = {kind: tuple(sorted(r.value for r in declared.rules))
                                              for kind, declared in KINDS.items()}


# -- writing ----------------------------------------------------------------------------------------
def to_dict(event: Event) -> dict[str, Any]:
    """The event as a saved log line's ``event``: its public arguments only."""
    return public(event)


# -- reading ----------------------------------------------------------------------------------------
def problems(m: SaveFile) -> list[Problem]:
    """What is wrong with the log's events beyond their shape: a rule that
    does not narrate that kind of event, a family or character not of this
    game, a kept Bishop card that names no family."""
    families = {f.id for f in m.families}
    out: list[Problem] = []
    for i, entry in enumerate(m.log):
        ev = entry.event
        if ev is None:
            continue
        where = f"log[{i}].event"
        kind = EventKind(ev.kind)
        allowed = _ALLOWED[kind]
        move: Any = _field(ev, "move")
        if entry.rule not in allowed:
            out.append((f"log[{i}].rule", why(P.RULE_NOT_NARRATING, rule=repr(entry.rule), kind=kind.value,
                                                          allowed=", ".join(allowed))))
        elif kind is EventKind.MOVE_MADE and MOVE_RULES[move.move] != entry.rule:
            out.append((f"log[{i}].rule", why(P.MOVE_RULE, move=move.move, rule=MOVE_RULES[move.move])))
        if ev.family is not None and ev.family not in families:
            out.append((f"{where}.family", why(P.NOT_A_FAMILY, name=repr(ev.family))))
        character = _field(move, "character")
        if character is not None and character not in m.characters:
            out.append((f"{where}.move.character", why(P.NOT_IN_CHARACTERS, name=repr(character))))
        if _field(ev, "kept") and ev.family is None:
            out.append((f"{where}.kept", why(P.KEPT_NEEDS_FAMILY)))
        out += _name_problems(ev, where)
    return out


def _field(model: Any, name: str) -> Any:
    """The field ``name`` of a schema object, None if its kind has no such field (or no object). (Asked
    through its class: a pydantic model looks a missing attribute up at length before it raises.)"""
    return getattr(model, name) if name in getattr(type(model), "model_fields", ()) else None


def _name_problems(ev: Any, where: str) -> list[Problem]:
    """The names an event puts into its sentence are plain text (``limits.text_reason``)."""
    named = [(f"{where}.{field}", _field(ev, field)) for field in ("name", "other")]
    named += [(f"{where}.names[{k}]", n) for k, n in enumerate(_field(ev, "names") or ())]
    out: list[Problem] = []
    for path, text in named:
        problem = text_reason(text, len(text), least=0) if isinstance(text, str) else None
        if problem:
            out.append((path, problem))
    return out


def from_model(model: Any, rule: str) -> Event:
    """The event a well-formed ``event`` object (checked by ``problems``)
    stands for, as the public may read it."""
    kind = EventKind(model.kind)
    args, (from_, to) = KINDS[kind].read(model)
    return Event(kind, Rule(rule), args, model.family, from_=from_, to=to, public_only=True)
