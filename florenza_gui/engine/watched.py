"""A draft that notes what changed, so a game is checked at every move and
every step without a snapshot (issue 7).

``simulate`` checks every invariant after every move of an action phase and
every step of an end of round. Made the immutable way, each of those is a
new snapshot, and the watcher compares two snapshots field by field to learn
what changed. A ``WatchedDraft`` is a ``Draft`` (the moves and the steps
change it in place, as when nobody watches) that also *notes* every change
it is given: the names of the fields (a ``GameState``'s, or a ``Family``'s
for a family changed in place) and which families. The moves and the steps
are the same functions either way, and every change they make goes through
``evolve``, ``with_family``, ``_copy``, ``families_with`` or
``with_character``, so the notes name every field that changed
(tests/engine/test_watched_draft.py holds it at every move and step of
many games). ``Watcher.violations_noted`` reads
the notes, runs again the checks that read a noted field, and clears them.

The notes are one dict used as a set (its keys): the fields' names, the
places (ints) of the families changed in place in the families' tuple, and
``NEW_FAMILIES`` when the tuple itself was replaced. One dict, so a watcher
reads them as one tuple, which names its plan (the checks to run and the
families to look at again), and clears them in one call.
"""

from __future__ import annotations

from typing import Any, Unpack

from .draft import Draft
from .state import Family, FamilyChanges, GameChanges, GameState, own_copies

NEW_FAMILIES = "families:new"
"""Noted when the families' tuple was replaced (all of them new; not a
field's name, nor a family's place)."""
CHARACTER_NOTE = "character."
"""How a character's field changed in place is noted: ``character.side``."""


class WatchedDraft(Draft):
    """A ``Draft`` whose changes are noted for a ``Watcher`` (see the module).
    The notes are a dict used as a set (its keys): a dict takes another's
    keys with ``|=``, without a method's call."""

    # the names of the fields changed (a GameState's, and a Family's), the places of the families changed
    # in place, and ``NEW_FAMILIES`` if the families' tuple was replaced
    _noted: dict[Any, object]  # (str | int keys: ``Any`` so a dict of fields' names merges in with ``|=``)
    # The draft's own dict and its families' dicts (in the families' order), read as attributes: Python
    # 3.11 reads ``obj.__dict__`` by its slow generic look-up, some 300 instructions at every change.
    _fields: dict[str, Any]
    _family_fields: list[dict[str, Any]]
    _OWN = ("_noted", "_fields", "_family_fields")  # (a watched draft's own keys, never a snapshot's)

    @staticmethod
    def watched(state: GameState) -> WatchedDraft:
        """A working copy of ``state`` (its families its own, as ``Draft.draft``
        makes them), nothing noted yet: the watcher is to have last looked at
        ``state``."""
        new = object.__new__(WatchedDraft)
        fields = {**state.__dict__}  # (a combined dict, not the class's split one: see ``Draft.draft``)
        object.__setattr__(new, "__dict__", fields)
        fields["families"] = own_copies(state.families)
        fields["_from"] = state  # (``Draft.done`` plays the moves again from it for their log lines)
        fields["_noted"] = {}
        fields["_fields"] = fields  # (a cycle the garbage collector ends, one a game: ``done`` breaks it)
        fields["_family_fields"] = [f.__dict__ for f in fields["families"]]
        return new

    def notes(self) -> tuple[set[str], set[str] | None]:
        """What changed since the notes were last cleared: the fields' names,
        and the families changed in place (None: all of them, replaced)."""
        noted, families = self._noted, self.families
        names = {name for name in noted if isinstance(name, str)}
        if NEW_FAMILIES in noted:
            return names - {NEW_FAMILIES}, None
        return names, {families[i].id for i in noted if isinstance(i, int)}

    def clear_notes(self) -> None:
        """Forget what changed (a ``Watcher`` has looked at the draft as it stands)."""
        self._noted.clear()

    # (``Draft``'s own bodies, with the notes added: each is on the hot path)
    def _copy(self, changes: GameChanges) -> GameState:
        fields = self._fields
        noted = self._noted
        noted |= changes
        if "families" in changes and changes["families"] is not fields["families"]:
            noted[NEW_FAMILIES] = None  # (not the draft's own families: ``families_with`` gives those)
            fields["_family_fields"] = [f.__dict__ for f in changes["families"]]
        fields |= changes
        return self

    def families_with(self, family_id: str, changes: FamilyChanges) -> tuple[Family, ...]:
        noted = self._noted
        noted |= changes
        noted[i := self._index[family_id]] = None
        fields = self._family_fields[i]
        fields |= changes
        return self.families

    def evolve(self, **changes: Unpack[GameChanges]) -> GameState:
        noted = self._noted
        noted |= changes
        fields = self._fields
        if "families" in changes:
            noted[NEW_FAMILIES] = None
            Draft.evolve(self, **changes)
            fields["_family_fields"] = [f.__dict__ for f in fields["families"]]
            return self
        fields |= changes
        return self

    def with_family(self, family_id: str, **changes: Unpack[FamilyChanges]) -> GameState:
        noted = self._noted
        noted |= changes
        noted[i := self._index[family_id]] = None
        fields = self._family_fields[i]
        fields |= changes
        return self

    def done(self, **changes: Unpack[GameChanges]) -> GameState:
        """``Draft.done``: the finished snapshot, without the notes (nor the
        draft's own dicts; the draft is not used again)."""
        new = Draft.done(self, **changes)
        _strip(new)
        del self.__dict__["_fields"]  # (the cycle broken)
        return new

    def round_end(self) -> GameState:
        """``Draft.round_end``, without the notes nor the draft's own dicts."""
        return _strip(Draft.round_end(self))

    def with_character(self, character: str, **changes: object) -> GameState:
        """``GameState.with_character``, noted by the character's fields that
        changed (``character.side``), not as ``characters``: the characters
        are the same (a character's values change), and what a check reads
        of them is told apart (``invariants.CHARACTER_READ``)."""
        noted = self._noted
        already = "characters" in noted
        GameState.with_character(self, character, **changes)  # (its ``evolve`` notes ``characters``)
        if not already:
            del noted["characters"]
        for name in changes:
            noted[CHARACTER_NOTE + name] = None
        return self


def _strip(state: GameState) -> GameState:
    """``state`` (a copy of a watched draft's dict) without the draft's own keys."""
    fields = state.__dict__
    for key in WatchedDraft._OWN:
        del fields[key]
    return state
