"""Moves as JSON objects (FORMAT.md, ``florenza-engine move``)."""

from __future__ import annotations

from typing import Any

from .movetypes import (
    BishopMarker,
    CaptainMarker,
    Detain,
    EndTurn,
    FlipCard,
    KinsmanToBishopCard,
    KinsmanToPool,
    KinsmanToPredicatore,
    Move,
    Pass,
    PreacherToPredicatore,
    SetCounts,
    UseMuse,
)
from .places import parse, to_str


class MoveFormatError(ValueError):
    """A move that is not well-formed JSON of a known move."""


_FIELDS: dict[str, tuple[str, ...]] = {
    "captain_marker": ("to",),
    "bishop_marker": ("to",),
    "kinsman_to_predicatore": ("space",),
    "kinsman_to_bishop_card": (),
    "kinsman_to_pool": ("from",),
    "preacher_to_predicatore": ("character", "space"),
    "detain": ("character",),
    "use_muse": (),
    "flip_card": ("character",),
    "set_counts": ("resources", "fiorini"),
    "end_turn": (),
    "pass": (),
}


def _int(d: dict[str, Any], key: str) -> int:
    value = d[key]
    if type(value) is not int:
        raise MoveFormatError(f"{key}: must be a whole number")
    if abs(value) > 10**9:  # (the move's own rule names its range; this only keeps the number small)
        raise MoveFormatError(f"{key}: must be a whole number from -1000000000 to 1000000000")
    return value


def _str(d: dict[str, Any], key: str) -> str:
    value = d[key]
    if not isinstance(value, str) or len(value) > 60:
        raise MoveFormatError(f"{key}: must be a short string")
    return value


def move_from_dict(d: object) -> Move:
    if not isinstance(d, dict) or not isinstance(d.get("move"), str):
        raise MoveFormatError('a move is a JSON object with a "move" field')
    name = d["move"]
    if name not in _FIELDS:
        raise MoveFormatError(f"move: {name!r} is not a move (one of {', '.join(_FIELDS)})")
    expected = {"move", *_FIELDS[name]}
    if set(d) != expected:
        raise MoveFormatError(f"{name} takes the fields {', '.join(sorted(expected))}")
    match name:
        case "captain_marker":
            return CaptainMarker(_int(d, "to"))
        case "bishop_marker":
            return BishopMarker(_int(d, "to"))
        case "kinsman_to_predicatore":
            return KinsmanToPredicatore(_int(d, "space"))
        case "kinsman_to_bishop_card":
            return KinsmanToBishopCard()
        case "kinsman_to_pool":
            source = parse(_str(d, "from"))
            if source is None:
                raise MoveFormatError('from: must be "bishop_card" or "predicatore:N"')
            return KinsmanToPool(source)
        case "preacher_to_predicatore":
            return PreacherToPredicatore(_str(d, "character"), _int(d, "space"))
        case "detain":
            return Detain(_str(d, "character"))
        case "use_muse":
            return UseMuse()
        case "flip_card":
            return FlipCard(_str(d, "character"))
        case "set_counts":
            return SetCounts(_int(d, "resources"), _int(d, "fiorini"))
        case "end_turn":
            return EndTurn()
    return Pass()


def move_to_dict(move: Move) -> dict[str, Any]:
    match move:
        case CaptainMarker(to=to):
            return {"move": "captain_marker", "to": to}
        case BishopMarker(to=to):
            return {"move": "bishop_marker", "to": to}
        case KinsmanToPredicatore(space=s):
            return {"move": "kinsman_to_predicatore", "space": s}
        case KinsmanToBishopCard():
            return {"move": "kinsman_to_bishop_card"}
        case KinsmanToPool(source=source):
            return {"move": "kinsman_to_pool", "from": to_str(source)}
        case PreacherToPredicatore(character=c, space=s):
            return {"move": "preacher_to_predicatore", "character": c, "space": s}
        case Detain(character=c):
            return {"move": "detain", "character": c}
        case UseMuse():
            return {"move": "use_muse"}
        case FlipCard(character=c):
            return {"move": "flip_card", "character": c}
        case SetCounts(resources=r, fiorini=f):
            return {"move": "set_counts", "resources": r, "fiorini": f}
        case EndTurn():
            return {"move": "end_turn"}
    return {"move": "pass"}


def public_move_to_dict(move: Move) -> dict[str, Any]:
    """A move of the action phase as a saved event keeps it: as FORMAT.md
    writes it (``move_to_dict``), an M1 without its position (D13)."""
    if isinstance(move, (EndTurn, Pass)):
        raise ValueError(f"{move!r} is not a move of the action phase")
    out = move_to_dict(move)
    if isinstance(move, CaptainMarker):
        del out["to"]
    return out


def saved_move(m: Any) -> Move:
    """The move a saved event's well-formed ``move`` object (``eventschema.MoveModel``) stands for."""
    match m.move:
        case "captain_marker":
            return CaptainMarker(0)  # its position is not saved (D13); the public wording has none
        case "bishop_marker":
            return BishopMarker(m.to)
        case "kinsman_to_predicatore":
            return KinsmanToPredicatore(m.space)
        case "kinsman_to_bishop_card":
            return KinsmanToBishopCard()
        case "kinsman_to_pool":
            source = parse(m.source)
            assert source is not None  # the schema lists the places
            return KinsmanToPool(source)
        case "preacher_to_predicatore":
            return PreacherToPredicatore(m.character, m.space)
        case "detain":
            return Detain(m.character)
        case "use_muse":
            return UseMuse()
        case "flip_card":
            return FlipCard(m.character)
    return SetCounts(m.resources, m.fiorini)
