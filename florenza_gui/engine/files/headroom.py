"""What a file's game can still reach stays within the format's limits
(limits.py), so every file the engine writes from it reads back.

A game in its action phase has ``left`` ends of round to play (round 7's
included). Each can raise a family's Captain marker by M1 (to at most
``MOVE_PRESTIGE_MAX``, once a round), by R7.2d, R7.3 and G2 (``gain``,
from board data), bank its position into tokens (R7.1c), name it Cardinal
once more (R7.3) and reshuffle the Ghost deck (G1). A file is read only if
the most all that can add stays within the limits: then the game one end of
round later is within them again with one fewer left (a family's worth, its
tokens' count and its titles can only come nearer the bound it was checked
against), and a new game is far within them (tests/engine/files/test_headroom.py)."""

from __future__ import annotations

from ..model.boarddata import Board, standard_board
from ..model.filereasons import FileProblem as P
from ..model.filereasons import Why, why
from ..model.limits import MAX_CARDINAL, MAX_COUNT, MAX_POINTS, MAX_TOKENS, MOVE_PRESTIGE_MAX
from ..rules.phase7 import bank
from .schema import FamilyModel, SaveFile

Problem = tuple[str, Why]


def round_gain(board: Board) -> int:
    """The most a Captain marker rises in one end of round with no move: the
    Bishop's space (R7.2d), a Cardinal's one point a seat (R7.3) and a Ghost
    card's Prestige with its difficulty bonus (G2)."""
    ghost = max(c.p for c in board.ghost_deck) + max(board.board.ghosts.difficulty_bonus.values())
    return max(board.church_values) + board.board.families.max + ghost


def tokens_per_bank(board: Board) -> tuple[int, int]:
    """(largest denomination, the most tokens a remainder below it takes):
    banking ``p`` (R7.1c, fewest tokens) takes at most ``p // largest + most``."""
    largest = board.board.tokens.denominations[0]
    return largest, max(len(bank(r)) for r in range(largest))


def headroom_errors(m: SaveFile) -> list[Problem]:
    if m.phase != "actions":
        return []  # a finished game changes no more (its numbers are the schema's to bound)
    board = standard_board()
    left = board.last_round - m.round + 1
    out: list[Problem] = []
    for i, f in enumerate(m.families):
        out += _family_room(i, f, left, m.round, board)
    if m.ghosts is not None:
        most_a_round = board.board.families.max // len(board.ghost_deck) + 1  # every Ghost's card, G1
        if m.ghosts.reshuffles + left * most_a_round > MAX_COUNT:
            out.append(("ghosts.reshuffles", why(P.NO_ROOM_RESHUFFLES, count=m.ghosts.reshuffles, left=left,
                                                 most=MAX_COUNT)))
    return out


def _family_room(i: int, f: FamilyModel, left: int, round_: int, board: Board) -> list[Problem]:
    # the most that can yet stand on the track, to be banked or scored: its position (or M1's highest,
    # this round), then each end of round's gain and each later round's M1
    reach = max(f.prestige, MOVE_PRESTIGE_MAX) + left * round_gain(board) + (left - 1) * MOVE_PRESTIGE_MAX
    largest, remainder = tokens_per_bank(board)
    out: list[Problem] = []
    if reach + sum(f.tokens) > MAX_POINTS:
        # (the words name no token value: hidden, RULES.md §9)
        out.append((f"families[{i}].prestige", why(P.NO_ROOM_POINTS, family=f.id, prestige=f.prestige,
                                                    round=round_, left=left, most=MAX_POINTS)))
    if len(f.tokens) + reach // largest + left * remainder > MAX_TOKENS:
        out.append((f"families[{i}].tokens", why(P.NO_ROOM_TOKENS, family=f.id, count=len(f.tokens), round=round_,
                                                  left=left, most=MAX_TOKENS)))
    if f.cardinal + left > MAX_CARDINAL:
        out.append((f"families[{i}].cardinal", why(P.NO_ROOM_CARDINAL, family=f.id, count=f.cardinal,
                                                    round=round_, left=left, most=MAX_CARDINAL)))
    return out
