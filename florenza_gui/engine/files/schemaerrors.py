"""What the save file's schema refused, as the JSON path of the field and a
typed reason (``filereasons.Why``): pydantic's error type and context, the
value found, and pydantic's English message for the English wording."""

from __future__ import annotations

import json
from typing import Any

from ..model.filereasons import FileProblem as P
from ..model.filereasons import Why, why


def schema_refusal(err: Any) -> tuple[str, Why]:
    """The first error pydantic found in a file: where, and why. An event's
    kind or a move's name that no model has is named as a tag."""
    where = json_path(err["loc"])
    if err["type"] in ("union_tag_invalid", "union_tag_not_found"):  # an event's kind, a move's name
        tag = "move" if where.endswith(".move") else "kind"
        return f"{where}.{tag}", _unknown_tag(tag, err)
    return where, _reason(err)


def json_path(loc: tuple[int | str, ...]) -> str:
    from ..model.eventkinds import KIND_TAGS
    from .eventschema import MOVE_TAGS

    out = ""
    after = None
    for part in loc:
        tagged = (after == "event" and part in KIND_TAGS) or (after == "move" and part in MOVE_TAGS)
        after = part
        if tagged:  # the member of a union chosen by the object's "kind" or "move"
            continue
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in (
            "KinsmanSlot",
            "PreacherSlot",
            "GhostsModel",
            "StandingsModel",
            "function-after[...]",
            "constrained-str",
            "int",
            "str",
            "none",
        ) or (isinstance(part, str) and part[:1].isupper() and "Model" in part):
            continue
        else:
            out += ("." if out else "") + str(part)
    return out or "$"


def _unknown_tag(tag: str, err: Any) -> Why:
    found = err.get("input", {}).get(tag) if isinstance(err.get("input"), dict) else None
    if found is None:
        return why(P.TAG_MISSING_KIND if tag == "kind" else P.TAG_MISSING_MOVE)
    return why(P.TAG_UNKNOWN_KIND if tag == "kind" else P.TAG_UNKNOWN_MOVE, found=_as_json(found)[:60])


def _as_json(value: Any) -> str:
    """A value found in a file, quoted as the file writes it (true, null, "7"; an object or a list elided)."""
    if isinstance(value, dict):
        return "{…}"
    if isinstance(value, list):
        return "[…]"
    return json.dumps(value, ensure_ascii=False) if isinstance(value, (int, float, str, bool)) or value is None \
        else type(value).__name__


def _reason(err: Any) -> Why:
    """A schema error as a typed reason: pydantic's error type and its
    context (bounds, lengths, the values allowed), the value found, and
    pydantic's English message for the English wording."""
    msg = str(err.get("msg", "is not valid"))
    inp = err.get("input")
    if err.get("type") == "extra_forbidden":
        return why(P.NOT_A_FIELD)
    if err.get("type") == "missing":
        return why(P.MISSING)
    shown = _as_json(inp)
    if len(shown) > 60:
        shown = shown[:57] + "..."
    context = {str(k): v if isinstance(v, int) and not isinstance(v, bool) else str(v)
               for k, v in (err.get("ctx") or {}).items() if k not in ("type", "msg", "found")}
    return why(P.SCHEMA, type=str(err.get("type", "")), msg=f"{msg[0].lower()}{msg[1:]}", found=shown, **context)
