"""What a saved game may hold that a game cannot (FORMAT.md), beyond what
its schema says: texts that are not plain, ids twice or unknown, a character
in two places or none, a position the rules never reach between two rounds,
more than the format's limits can carry. Each problem comes with its JSON
path. The rules' invariants are not repeated here: ``saves`` runs them on
the game read, and ``position_refusal`` names the field each found."""

from __future__ import annotations

from collections import Counter
from string import Formatter

from ..model.boarddata import standard_board
from ..model.filereasons import FileProblem as P
from ..model.filereasons import Why, why
from ..model.limits import text_reason
from ..model.ruleids import Rule
from ..model.state import GameState
from ..model.types import LifeCard
from ..model.violation import Violation
from ..words.filewords import FILE_WORDS
from .eventcodec import problems as event_problems
from .headroom import headroom_errors
from .schema import KinsmanSlot, PreacherSlot, SaveFile

Problem = tuple[str, Why]


def semantic_errors(m: SaveFile) -> list[Problem]:
    out: list[Problem] = _text_errors(m)
    out += _family_errors(m)
    if out:
        return out
    out += _character_errors(m)
    out += _board_errors(m)
    out += headroom_errors(m)
    out += event_problems(m)
    return out


def _text_errors(m: SaveFile) -> list[Problem]:
    """Names, titles and log lines are plain text (FORMAT.md): no control
    characters, no bidirectional controls that would turn around the words
    shown after them, and a name or a title shows something (lengths are
    the schema's). A log line's rule is an id from RULES.md."""
    texts = [(f"families[{i}].name", f.name, False, True) for i, f in enumerate(m.families)]
    texts += [(f"characters.{cid}.name", c.name, False, True) for cid, c in m.characters.items()]
    texts += [(f"log[{i}].text", line.text, False, False) for i, line in enumerate(m.log)]
    if m.scenario is not None:
        texts += [("scenario.title", m.scenario.title, False, True),
                  ("scenario.description", m.scenario.description, True, False),
                  ("scenario.intro", m.scenario.intro, True, False),
                  ("scenario.closing", m.scenario.closing, True, False)]
        texts += [(f"scenario.asks[{i}].hint", a.hint, False, False) for i, a in enumerate(m.scenario.asks)]
    out: list[Problem] = []
    for where, text, lines, visible in texts:
        problem = text_reason(text, len(text), least=0, lines=lines, visible=visible)
        if problem:
            out.append((where, problem))
    if m.scenario is not None:  # a lesson asks each question once
        asked: set[str] = set()
        for i, a in enumerate(m.scenario.asks):
            if a.ask in asked:
                out.append((f"scenario.asks[{i}].ask", why(P.APPEARS_TWICE, name=repr(a.ask))))
            asked.add(a.ask)
    for i, line in enumerate(m.log):
        if line.rule not in _RULE_IDS:
            out.append((f"log[{i}].rule", why(P.NOT_A_RULE, rule=repr(line.rule))))
    return out


_RULE_IDS = frozenset(r.value for r in Rule)


def _family_errors(m: SaveFile) -> list[Problem]:
    out: list[Problem] = []
    ids = [f.id for f in m.families]
    seen: set[str] = set()
    for i, fid in enumerate(ids):
        if fid in seen:
            out.append((f"families[{i}].id", why(P.APPEARS_TWICE, name=repr(fid))))
        seen.add(fid)
    if sorted(m.turn_order) != sorted(ids) or len(m.turn_order) != len(set(m.turn_order)):
        out.append(("turn_order", why(P.EVERY_FAMILY_ONCE)))
    *values, last = standard_board().board.tokens.denominations
    for i, f in enumerate(m.families):
        for j, t in enumerate(f.tokens):
            if t not in values and t != last:
                out.append((f"families[{i}].tokens[{j}]",
                            why(P.NOT_A_TOKEN, value=t, values=", ".join(map(str, values)), last=last)))
    for field in ("active", "captain", "bishop"):
        value = getattr(m, field)
        if value is not None and value not in seen:
            out.append((field, why(P.NOT_A_FAMILY, name=repr(value))))
    if m.first_player_card.holder not in seen:
        out.append(("first_player_card.holder", why(P.NOT_A_FAMILY, name=repr(m.first_player_card.holder))))
    if m.first_player_card.side == "captain" and m.first_player_card.holder != m.captain:
        out.append(("first_player_card", why(P.CAPTAIN_SIDE_HOLDER)))
    elif m.captain in seen and m.first_player_card.side != "captain" and _at_rest(m):
        # R7.1b: the Captain takes the card, Captain side up, and no move of the action phase takes it away
        out.append(("first_player_card", why(P.CAPTAIN_WITHOUT_CARD, name=repr(m.captain))))
    out += _round_1_errors(m)
    for i, fid in enumerate(m.bishop_card):
        if fid not in seen:
            out.append((f"bishop_card[{i}]", why(P.NOT_A_FAMILY, name=repr(fid))))
    for i, slot in enumerate(m.predicatore):
        if isinstance(slot, KinsmanSlot) and slot.kinsman not in seen:
            out.append((f"predicatore[{i}].kinsman", why(P.NOT_A_FAMILY, name=repr(slot.kinsman))))
    out += _turn_errors(m)
    if any(f.seat == "ghost" for f in m.families) and m.ghosts is None:
        out.append(("ghosts", why(P.NEEDS_DECK)))
    return out


def _at_rest(m: SaveFile) -> bool:
    """No end of round can be under way: a family is still to act, or the game is over. (With every
    family passed, the file may hold a step of Phase 7 or 8, as ``--dump-state`` writes: between R7.1
    and R7.1b the new Captain has not taken the First Player card yet, and in round 1 it is Captain.)"""
    return m.active is not None or m.phase == "game_over"


def _round_1_errors(m: SaveFile) -> list[Problem]:
    """D7: round 1 is played with no Captain and no Bishop (nobody is elected before its Phase 7)."""
    if m.round != 1 or not _at_rest(m):
        return []
    return [(office, why(P.OFFICE_IN_ROUND_1, name=repr(getattr(m, office))))
            for office in ("captain", "bishop") if getattr(m, office) is not None]


def _turn_errors(m: SaveFile) -> list[Problem]:
    by_id = {f.id: f for f in m.families}
    if m.phase == "game_over":
        out: list[Problem] = []
        if m.standings is not None and sorted(s.family for s in m.standings.standings) != sorted(by_id):
            out.append(("standings.standings", why(P.EVERY_FAMILY_ONCE)))
        if m.active is not None:
            out.append(("active", why(P.ACTIVE_AFTER_END)))
        return out + _final_errors(m)
    out = []
    if m.standings is not None:
        out.append(("standings", why(P.STANDINGS_TOO_EARLY)))
    if m.active is not None and m.active in by_id:  # an unknown id is reported above
        if by_id[m.active].seat == "ghost":
            out.append(("active", why(P.ACTIVE_GHOST, name=repr(m.active))))
    elif not all(f.passed for f in m.families):
        out.append(("active", why(P.ACTIVE_NULL)))
    # D10: a round opens with every Ghost passed; one still to act would be handed the turn
    out += [(f"families[{i}].passed", why(P.GHOST_NOT_PASSED, name=repr(f.id)))
            for i, f in enumerate(m.families) if f.seat == "ghost" and not f.passed]
    return out


def _final_errors(m: SaveFile) -> list[Problem]:
    """A finished game's standings are the board's (R9.1: every token revealed and spent into
    its Captain marker; R9.2: the marker's position is the family's Victory Points)."""
    by_id = {f.id: f for f in m.families}
    out: list[Problem] = [(f"families[{i}].tokens", why(P.TOKENS_AFTER_END))
                          for i, f in enumerate(m.families) if f.tokens]
    if m.standings is None:
        return out
    if not m.standings.final:
        out.append(("standings.final", why(P.STANDINGS_NOT_FINAL)))
    for k, s in enumerate(m.standings.standings):
        f = by_id.get(s.family)
        if f is not None and s.victory_points != f.prestige:
            out.append((f"standings.standings[{k}].victory_points",
                        why(P.POINTS_NOT_PRESTIGE, family=f.id, prestige=f.prestige, points=s.victory_points)))
    return out


def _character_errors(m: SaveFile) -> list[Problem]:
    out: list[Problem] = []
    where: Counter[str] = Counter()
    listed: list[tuple[str, str]] = []
    for card in _CARDS:
        for j, c in enumerate(getattr(m.row, card)):
            listed.append((f"row.{card}[{j}]", c))
    listed += [(f"bag[{j}]", c) for j, c in enumerate(m.bag)]
    listed += [(f"out_of_game[{j}]", c) for j, c in enumerate(m.out_of_game)]
    for path, c in listed:
        if c not in m.characters:
            out.append((path, why(P.NOT_IN_CHARACTERS, name=repr(c))))
        where[c] += 1
        if where[c] == 2:
            out.append((path, why(P.TWO_PLACES, name=repr(c))))
    for c in m.characters:
        if where[c] == 0:
            out.append((f"characters.{c}", why(P.NOWHERE)))
    return out + _row_errors(m)


_CARDS = tuple(card.name for card in LifeCard)  # the row's keys in a file


def position_refusal(state: GameState, found: list[Violation]) -> Problem:
    """Why a file whose position breaks the invariants (``found``, in the
    order the checks run) is refused: at the first one's JSON path, in the
    file's words of the same name where its arguments say all they name
    (they name what the file holds), else as a position (every invariant it
    breaks)."""
    first = found[0]
    kind = next((p for p in P if p.value == first.kind.value), None)
    names = {name for name, _ in first.args}
    if kind is not None and {f for _, f, _, _ in Formatter().parse(FILE_WORDS["en"][kind.value]) if f} <= names:
        return violation_path(state, first), Why(kind, first.args)
    return violation_path(state, first), why(P.POSITION, broken=tuple(found))


def violation_path(state: GameState, v: Violation) -> str:
    """The JSON path of the field ``v`` is about, as the check that found it
    wrote it: ``families[]`` is the place of the family it names."""
    head, rest = "families[]", v.at
    if rest.startswith(head):
        family = dict(v.args).get("family")
        place = next((i for i, f in enumerate(state.families) if f.id == family), None)
        return f"families[{place}]{rest[len(head):]}" if place is not None else "families"
    return rest or "$"


def _row_errors(m: SaveFile) -> list[Problem]:
    """D1 and R8.7 fill the row to (at most) six characters and R8.5 makes room for each drawn: it
    never holds more. (A card beyond its rounds is the invariants' to find, named by its place.)"""
    most = standard_board().board.life_cards.characters_at_setup
    count = sum(len(getattr(m.row, card)) for card in _CARDS)
    return [("row", why(P.ROW_TOO_MANY, count=count, most=most))] if count > most else []


def _board_errors(m: SaveFile) -> list[Problem]:
    out: list[Problem] = []
    in_row = {c for card in _CARDS for c in getattr(m.row, card)}
    preaching: set[str] = set()
    for i, slot in enumerate(m.predicatore):
        if isinstance(slot, PreacherSlot):
            ch = m.characters.get(slot.preacher)
            path = f"predicatore[{i}].preacher"
            if ch is None:
                out.append((path, why(P.NOT_IN_CHARACTERS, name=repr(slot.preacher))))
            elif ch.kind != "preacher":
                out.append((path, why(P.ARTIST_ON_SPACE, name=ch.name)))
            elif slot.preacher not in in_row:
                out.append((path, why(P.NOT_IN_ROW, name=ch.name)))
            elif slot.preacher in preaching:
                out.append((path, why(P.ALREADY_PREACHING, name=ch.name)))
            preaching.add(slot.preacher)
    if m.detained is not None:
        if m.detained in preaching:
            out.append(("detained", why(P.DETAINED_ON_SPACE, name=repr(m.detained))))
        # A finished game keeps the tile where it was: R8.1 skips R8.2 after round 7.
        if m.captain is None and m.phase == "actions":
            out.append(("detained", why(P.NO_CAPTAIN_DETAINS)))
    return out
