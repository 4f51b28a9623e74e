"""The English some log lines were saved with before their sentences took the words they have
(a family named as a person is never "it", and a Ghost card's +0 is told as a marker that stays):
a line of such a file still matches its typed event when read back (``saves``), so it keeps the
event, and is shown and saved again in today's words and in any language."""

from __future__ import annotations

from ..model.events import Event
from .catalogue import EN, Words
from .wording import SENTENCES

FORMER_EN: dict[str, str] = {
    "tokens_banked.one": "{name} banks its Prestige as 1 face-down token (now holding {holding})",
    "tokens_banked.many": "{name} banks its Prestige as {count} face-down tokens (now holding {holding})",
    "captain_marker.G2": "{name} moves up {amount} on the Prestige track, as its card says",
    "captain_marker.G2.none": "{name} moves up {amount} on the Prestige track, as its card says",
    "bishop_marker.G3": "{name} moves up {amount} on the Church track",
    "bishop_marker.G3.none": "{name} moves up {amount} on the Church track",
    "bishop_marker.G3.capped": "{name} moves up {amount} on the Church track "
    "(its card says {card}, but the track stops at {top})",
    "bishop_marker.G3.top": "{name} moves up {amount} on the Church track "
    "(its card says {card}, but the track stops at {top})",
    "turn_order.D6": "{name} is both Captain and Bishop: it stays first, and second place goes to the best of the "
    "others",
    "bishop_card.D4.one": "{name} returns the Bishop card to the board; its 1 Kinsman stay until R8.3",
    "bishop_card.D4.many": "{name} returns the Bishop card to the board; its {stay} Kinsmen stay until R8.3",
    "tile_returned.R8.2": "{name} is released: the detained tile goes back on its card",
    "kinsman_returned.space": "{name}'s Kinsman leaves Predicatore space {space} for its pool",
    "kinsman_returned.bishop_card": "{name}'s Kinsman leaves the Bishop card for its pool",
    "kinsman_placed.no_pool": "{name} has no Kinsman left in its pool",
    "M1": "{name} moves its Captain marker",
    "M2": "{name} moves its Bishop marker to {to}",
    "M9": "{name} turns {character}'s card to its {side} side",
    "D10.end_turn": "{name} ends its turn",
}

_FORMER = Words({**EN, **FORMER_EN}, "en")


def former_text(event: Event) -> str:
    """``event``'s public English as files written with the former sentences hold it."""
    return SENTENCES[event.kind](event, _FORMER, False)
