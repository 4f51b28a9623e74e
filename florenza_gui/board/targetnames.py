"""What each place a piece may be dropped on is called, in the interface's
language: the keyboard's announcements and a target's accessible name."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from ..engine.model.places import (
    BishopCardSpot,
    CaptainCard,
    ChurchSpace,
    EditorTarget,
    HeldBy,
    LifeCardSpot,
    Pool,
    PredicatoreSpace,
    PrestigeSpace,
    RoundSpace,
)
from ..engine.rules.targets import Target


def describe_target(target: Target | EditorTarget, names: Mapping[str, str] | None = None) -> str:
    """The place in the board's words; a family's pool or front by the family's name (``names``, by id)."""
    named = (names or {}).get
    match target:
        case PrestigeSpace(position=n):
            return QCoreApplication.translate("Board", "Prestige track space {0}").format(n)
        case ChurchSpace(space=n):
            return QCoreApplication.translate("Board", "Church track space {0}").format(n)
        case PredicatoreSpace(space=n):
            return QCoreApplication.translate("Board", "Predicatore space {0}").format(n)
        case BishopCardSpot():
            return QCoreApplication.translate("Board", "the Bishop card")
        case Pool(family=family):
            return QCoreApplication.translate("Board", "the pool of {0}").format(named(family, family))
        case CaptainCard():
            return QCoreApplication.translate("Board", "the Captain card")
        case LifeCardSpot(card=card):
            return QCoreApplication.translate("Board", "under Life card {0}").format(card.name)
        case HeldBy(family=family):
            return QCoreApplication.translate("Board", "in front of {0}").format(named(family, family))
        case RoundSpace(round=n):
            return QCoreApplication.translate("Board", "round {0}").format(n)
    return str(target)


def target_number(target: Target | EditorTarget) -> int | None:
    """The number a player types for ``target``: a track's space, a Predicatore space (None: a place with no number)."""
    match target:
        case PrestigeSpace(position=n) | ChurchSpace(space=n) | PredicatoreSpace(space=n):
            return n
    return None
