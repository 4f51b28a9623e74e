"""Names of pieces and places carried by events, one small grammar for views.

Pieces: ``captain_marker:<family>``, ``bishop_marker:<family>``,
``turn_marker:<family>``, ``kinsman:<family>``, ``tile:<character>``,
``card:<character>``, ``tokens:<family>``, ``first_player_card``,
``bishop_card``, ``round_marker``, ``muse``, ``ghost_card:<family>``.

Places: ``prestige:<n>``, ``church:<n>``, ``turn:<n>``, ``round:<n>``,
``pool:<family>``, ``predicatore:<n>``, ``bishop_card``, ``family:<family>``,
``board``, ``life:<I..VI>``, ``bag``, ``out_of_game``, ``captain_card``,
``available``, ``used``.
"""

from __future__ import annotations

from .types import LifeCard


def captain_marker(family: str) -> str:
    return f"captain_marker:{family}"


def bishop_marker(family: str) -> str:
    return f"bishop_marker:{family}"


def turn_marker(family: str) -> str:
    return f"turn_marker:{family}"


def kinsman(family: str) -> str:
    return f"kinsman:{family}"


def tile(character: str) -> str:
    return f"tile:{character}"


def card(character: str) -> str:
    return f"card:{character}"


def tokens(family: str) -> str:
    return f"tokens:{family}"


def prestige(n: int) -> str:
    return f"prestige:{n}"


def church(n: int) -> str:
    return f"church:{n}"


def turn(n: int) -> str:
    return f"turn:{n}"


def pool(family: str) -> str:
    return f"pool:{family}"


def predicatore(space: int) -> str:
    return f"predicatore:{space}"


def life(card_: LifeCard) -> str:
    return f"life:{card_.name}"


def holder(family: str | None) -> str:
    return f"family:{family}" if family is not None else "board"


def split(name: str) -> tuple[str, str]:
    """``"kinsman:red"`` -> ``("kinsman", "red")``; ``"bag"`` -> ``("bag", "")``."""
    head, _, tail = name.partition(":")
    return head, tail


def ghost_card(family: str) -> str:
    return f"ghost_card:{family}"
