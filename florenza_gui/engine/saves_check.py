"""The invariants of a saved game that a schema cannot express (FORMAT.md):
every id known, every character in exactly one place, Kinsmen adding up,
Preacher slots holding Preachers. Each problem comes with its JSON path."""

from __future__ import annotations

from collections import Counter

from .boarddata import standard_board
from .eventcodec import problems as event_problems
from .limits import text_problem
from .schema import KinsmanSlot, PreacherSlot, SaveFile

Problem = tuple[str, str]


def semantic_errors(m: SaveFile) -> list[Problem]:
    out: list[Problem] = _text_errors(m)
    out += _family_errors(m)
    if out:
        return out
    out += _character_errors(m)
    out += _board_errors(m)
    out += event_problems(m)
    return out


def _text_errors(m: SaveFile) -> list[Problem]:
    """Names, titles and log lines are plain text (FORMAT.md): no control
    characters, no bidirectional controls that would turn around the words
    shown after them (lengths are the schema's)."""
    texts = [(f"families[{i}].name", f.name, False) for i, f in enumerate(m.families)]
    texts += [(f"characters.{cid}.name", c.name, False) for cid, c in m.characters.items()]
    texts += [(f"log[{i}].text", line.text, False) for i, line in enumerate(m.log)]
    if m.scenario is not None:
        texts += [("scenario.title", m.scenario.title, False), ("scenario.description", m.scenario.description, True)]
    out: list[Problem] = []
    for where, text, lines in texts:
        problem = text_problem(text, len(text), least=0, lines=lines)
        if problem:
            out.append((where, problem))
    return out


def _family_errors(m: SaveFile) -> list[Problem]:
    out: list[Problem] = []
    ids = [f.id for f in m.families]
    seen: set[str] = set()
    for i, fid in enumerate(ids):
        if fid in seen:
            out.append((f"families[{i}].id", f"{fid!r} appears twice"))
        seen.add(fid)
    if sorted(m.turn_order) != sorted(ids) or len(m.turn_order) != len(set(m.turn_order)):
        out.append(("turn_order", "must list every family exactly once"))
    denominations = set(standard_board().board.tokens.denominations)
    for i, f in enumerate(m.families):
        for j, t in enumerate(f.tokens):
            if t not in denominations:
                out.append((f"families[{i}].tokens[{j}]", f"{t} is not a token value (10, 5, 2 or 1)"))
    for field in ("active", "captain", "bishop"):
        value = getattr(m, field)
        if value is not None and value not in seen:
            out.append((field, f"{value!r} is not a family of this game"))
    if m.first_player_card.holder not in seen:
        out.append(("first_player_card.holder", f"{m.first_player_card.holder!r} is not a family of this game"))
    if m.first_player_card.side == "captain" and m.first_player_card.holder != m.captain:
        out.append(("first_player_card", "the Captain side is up but its holder is not the Captain"))
    for i, fid in enumerate(m.bishop_card):
        if fid not in seen:
            out.append((f"bishop_card[{i}]", f"{fid!r} is not a family of this game"))
    for i, slot in enumerate(m.predicatore):
        if isinstance(slot, KinsmanSlot) and slot.kinsman not in seen:
            out.append((f"predicatore[{i}].kinsman", f"{slot.kinsman!r} is not a family of this game"))
    out += _kinsmen_errors(m)
    out += _turn_errors(m)
    if any(f.seat == "ghost" for f in m.families) and m.ghosts is None:
        out.append(("ghosts", "the game has Ghost seats, so it needs the Ghost deck"))
    return out


def _kinsmen_errors(m: SaveFile) -> list[Problem]:
    kinsmen = standard_board().kinsmen
    on_board = Counter(m.bishop_card)
    on_board.update(s.kinsman for s in m.predicatore if isinstance(s, KinsmanSlot))
    return [
        (
            f"families[{i}].pool",
            f"{f.id} has {f.pool} in the pool and {on_board[f.id]} on the board, not {kinsmen} Kinsmen in all",
        )
        for i, f in enumerate(m.families)
        if f.pool + on_board[f.id] != kinsmen
    ]


def _turn_errors(m: SaveFile) -> list[Problem]:
    by_id = {f.id: f for f in m.families}
    if m.phase == "game_over":
        out = [] if m.standings is not None else [("standings", "a finished game must have its standings")]
        if m.standings is not None and sorted(s.family for s in m.standings.standings) != sorted(by_id):
            out.append(("standings.standings", "must list every family exactly once"))
        if m.active is not None:
            out.append(("active", "must be null once the game is over"))
        return out
    out = []
    if m.standings is not None:
        out.append(("standings", "only a finished game has standings"))
    if m.active is not None and m.active in by_id:  # an unknown id is reported above
        fam = by_id[m.active]
        if fam.passed:
            out.append(("active", f"{m.active!r} has passed, so it cannot be the family to act"))
        if fam.seat == "ghost":
            out.append(("active", f"{m.active!r} is a Ghost seat; Ghosts pass at once"))
    elif not all(f.passed for f in m.families):
        out.append(("active", "is null, but not every family has passed"))
    return out


def _character_errors(m: SaveFile) -> list[Problem]:
    out: list[Problem] = []
    where: Counter[str] = Counter()
    listed: list[tuple[str, str]] = []
    for card in ("I", "II", "III", "IV", "V", "VI"):
        for j, c in enumerate(getattr(m.row, card)):
            listed.append((f"row.{card}[{j}]", c))
    listed += [(f"bag[{j}]", c) for j, c in enumerate(m.bag)]
    listed += [(f"out_of_game[{j}]", c) for j, c in enumerate(m.out_of_game)]
    for path, c in listed:
        if c not in m.characters:
            out.append((path, f"{c!r} is not in characters"))
        where[c] += 1
        if where[c] == 2:
            out.append((path, f"{c!r} is in two places"))
    for c in m.characters:
        if where[c] == 0:
            out.append((f"characters.{c}", "is not in the row, the bag or out of the game"))
    return out


def _board_errors(m: SaveFile) -> list[Problem]:
    out: list[Problem] = []
    in_row = {c for card in ("I", "II", "III", "IV", "V", "VI") for c in getattr(m.row, card)}
    preaching: set[str] = set()
    for i, slot in enumerate(m.predicatore):
        if isinstance(slot, PreacherSlot):
            ch = m.characters.get(slot.preacher)
            path = f"predicatore[{i}].preacher"
            if ch is None:
                out.append((path, f"{slot.preacher!r} is not in characters"))
            elif ch.kind != "preacher":
                out.append((path, f"{ch.name} is an Artist; only a Preacher may stand here"))
            elif slot.preacher not in in_row:
                out.append((path, f"{ch.name} is not in the Life in Florenza row"))
            elif slot.preacher in preaching:
                out.append((path, f"{ch.name} already stands on another space"))
            preaching.add(slot.preacher)
    if m.detained is not None:
        if m.detained not in in_row:
            out.append(("detained", f"{m.detained!r} is not in the Life in Florenza row"))
        elif m.detained in preaching:
            out.append(("detained", f"{m.detained!r} stands on a Predicatore space, not on the Captain card"))
        # A finished game keeps the tile where it was: R8.1 skips R8.2 after round 7.
        if m.captain is None and m.phase == "actions":
            out.append(("detained", "only a Captain can detain a character, and there is no Captain"))
    return out
