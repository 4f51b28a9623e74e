"""Where everything sits on the board, in scene coordinates (1600 × 900).

All counts come from the board data; this module only turns them into
rectangles and points. Improves on shared/BOARD.md: the Prestige track runs
along the top, the Church track down the left, the Life row in the middle
with the Predicatore spaces under it, offices and supplies on the right and
one board per family along the bottom.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF

from ..engine.model.boarddata import standard_board
from ..engine.model.types import LifeCard

WIDTH, HEIGHT = 1600.0, 900.0
CAPTAIN_MARKER = 28.0  # a Captain marker's size on the board
MARGIN = 24.0


class Layout:
    def __init__(self) -> None:
        board = standard_board()
        self.prestige_spaces = board.board.prestige_track.last_printed + 1
        self.church_spaces = board.church_max + 1
        self.rounds = board.last_round
        self.spaces = board.spaces
        self.max_families = board.board.families.max

    @property
    def board(self) -> QRectF:
        """The whole printed board."""
        return QRectF(0, 0, WIDTH, HEIGHT)

    # -- Prestige track: one row of printed spaces along the top ---------------------
    @property
    def prestige_rect(self) -> QRectF:
        return QRectF(MARGIN + 40, 18, WIDTH - 2 * MARGIN - 40, 92)

    @property
    def lap_badge_span(self) -> tuple[float, float]:
        """From where to where (scene x) a lap badge may reach: at either end
        of the track onto the board's frame, never off the board."""
        return 2.0, WIDTH - 2.0

    def prestige_space(self, n: int) -> QRectF:
        r = self.prestige_rect
        w = r.width() / self.prestige_spaces
        return QRectF(r.left() + (n % self.prestige_spaces) * w, r.top() + 22, w, r.height() - 22)

    # -- Church Influence track: a column on the left, 0 at the bottom ------------
    @property
    def church_rect(self) -> QRectF:
        return QRectF(MARGIN, 150, 198, 510)

    def church_space(self, n: int) -> QRectF:
        r = self.church_rect
        h = (r.height() - 30) / self.church_spaces
        return QRectF(r.left(), r.bottom() - (n + 1) * h, r.width(), h)

    # -- the Life in Florenza row: VI … I, left to right ---------------------------------
    @property
    def life_rect(self) -> QRectF:
        return QRectF(236, 150, 840, 400)

    @property
    def life_heading(self) -> QRectF:
        """The row's title: under the Prestige track, above the cards, touching neither."""
        return QRectF(self.life_rect.left(), self.prestige_rect.bottom() + 6, 400, 26)

    def life_card(self, card: LifeCard) -> QRectF:
        slot = 6 - card.value  # VI is leftmost
        w = self.life_rect.width() / 6
        return QRectF(self.life_rect.left() + slot * w + 4, self.life_rect.top(), w - 8, 122)

    def life_card_list(self) -> list[QRectF]:
        return [self.life_card(card) for card in LifeCard]

    def character_slot(self, card: LifeCard, index: int) -> QRectF:
        top = self.life_card(card)
        return QRectF(top.left(), top.bottom() + 8 + index * 50, top.width(), 46)

    def captain_fan(self, space: int, count: int, keep_off: QRectF | None = None) -> list[QPointF]:
        """Where each of ``count`` Captain markers on one Prestige space sits.
        Up to three stand one above another on the space itself, so that a
        tie reads at a glance as one space: rows 20 apart (more than half a
        marker plus half a letter, so every mark shows whole), the space's
        number clear below them; two high on the space where they cover
        nothing of ``keep_off`` (the track's heading, over its last spaces);
        a third in the track's top margin unless it would cover the heading.
        More, or a third kept off the heading, go two abreast, 26 apart (half
        a marker plus half a two-letter mark, each side), a fifth above the
        space or, under the heading, three in the second row. Every row stays
        within the track's ends."""
        r = self.prestige_space(space)
        x, half = r.center().x(), CAPTAIN_MARKER / 2
        above = QRectF(x - half, r.top() - 6 - half, CAPTAIN_MARKER, CAPTAIN_MARKER)
        clear_above = keep_off is None or not above.intersects(keep_off)
        high = above.translated(0, 8)  # two sit high, so that a light round them keeps off the space's number
        first = 14.0 if count == 1 or (keep_off is not None and high.intersects(keep_off)) else 2.0
        if count <= 2 or (count == 3 and clear_above):
            first = first if count <= 2 else -6.0  # (three: the first in the margin above the space)
            return [QPointF(x, r.top() + first + 20 * k) for k in range(count)]
        rows = [(r.top() + 14, 2), (r.top() + 34, 2), (r.top() - 6, 1)]
        if count == 5 and not clear_above:
            rows = [(r.top() + 14, 2), (r.top() + 34, 3)]
        track = self.prestige_rect
        fan: list[QPointF] = []
        for y, most in rows:
            in_row = min(most, count - len(fan))
            width = (in_row - 1) * 26
            left = min(max(x - width / 2, track.left() + half), track.right() - half - width)
            fan += [QPointF(left + col * 26, y) for col in range(max(in_row, 0))]
        return fan

    # -- Predicatore spaces under the row ---------------------------------------------------
    def predicatore_space(self, space: int) -> QRectF:
        w = 150.0
        gap = (self.life_rect.width() - self.spaces * w) / (self.spaces - 1 if self.spaces > 1 else 1)
        return QRectF(self.life_rect.left() + (space - 1) * (w + gap), 580, w, 80)

    @property
    def drawn_card_waiting(self) -> QPointF:
        """Where a card drawn from the bag waits to be placed by hand: at the row's right end, below its
        cards' columns and above the Predicatore spaces."""
        return QPointF(self.life_rect.right() - 76, self.first_player_card.bottom() - 6)

    # -- right column: rounds, turn order, cards, supplies -------------------------------
    def round_space(self, n: int) -> QRectF:
        return QRectF(1100 + (n - 1) * 66, 160, 56, 56)

    def turn_slot(self, n: int) -> QRectF:
        return QRectF(1100 + (n - 1) * 92, 262, 84, 64)

    @property
    def turn_order_area(self) -> QRectF:
        """The turn order track as a step about the order lights it: its
        slots, and the frame round them up to its heading."""
        return self.turn_slot(1).united(self.turn_slot(self.max_families)).adjusted(-10, -12, 8, 10)

    @property
    def first_player_card(self) -> QRectF:
        return QRectF(1100, 360, 180, 116)

    @property
    def bishop_card(self) -> QRectF:
        return QRectF(1300, 360, 252, 139)

    def bishop_slot(self, i: int) -> QRectF:
        card = self.bishop_card
        scale = card.width() / 200
        cx = card.left() + (95 + 40 * i) * scale
        cy = card.top() + 60 * scale
        return QRectF(cx - 18 * scale, cy - 18 * scale, 36 * scale, 36 * scale)

    @property
    def muse(self) -> QRectF:
        return QRectF(1100, 512, 100, 130)

    @property
    def bag(self) -> QRectF:
        return QRectF(1240, 534, 90, 100)

    @property
    def out_of_game(self) -> QRectF:
        return QRectF(1380, 532, 150, 100)

    # -- the captions printed under the right column's cards and supplies -----------------
    @property
    def first_player_label(self) -> QRectF:
        return QRectF(1090, self.first_player_card.bottom() + 2, 200, 24)

    @property
    def bishop_label(self) -> QRectF:
        return QRectF(1300, self.bishop_card.bottom() + 2, 252, 24)

    @property
    def muse_label(self) -> QRectF:
        return QRectF(self.muse.left() - 20, self.muse.bottom() + 2, 140, 24)

    @property
    def bag_label(self) -> QRectF:
        return QRectF(self.bag.left() - 20, self.bag.bottom() + 6, 130, 24)

    @property
    def out_label(self) -> QRectF:
        return QRectF(self.out_of_game.left() - 10, self.out_of_game.bottom() + 6, 170, 24)

    # -- family boards along the bottom ----------------------------------------------------
    family_gap = 12.0  # between two family boards: whatever lights one stays within its half

    def family_board(self, index: int) -> QRectF:
        gap = self.family_gap
        w = (WIDTH - 2 * MARGIN - (self.max_families - 1) * gap) / self.max_families
        return QRectF(MARGIN + index * (w + gap), 700, w, 180)

    def pool_area(self, index: int) -> QRectF:
        """Where a Kinsman is dropped to go home to family ``index``'s pool:
        its board under the heading, left of its tokens' column."""
        return self.family_board(index).adjusted(0, 48, -130, -60)

    def pool_slot(self, index: int, k: int) -> QRectF:
        board = self.family_board(index)
        return QRectF(board.left() + 14 + k * 34, board.top() + 52, 30, 44)

    def reveal_plate(self, board: QRectF) -> QRectF:
        """Where the plate of a family's tokens revealed at R9.1 lies: on the
        strip between the family's board (``board``) and what stands above it
        (the Church track's foot, the Predicatore spaces, the supplies'
        captions), so it covers no number, no name and no piece, and ends
        above the outline a lit board wears in its half of the gap."""
        top = max(self.church_rect.bottom(), self.predicatore_space(1).bottom()) + 3
        bottom = board.top() - self.family_gap / 2 - 2
        return QRectF(board.left() + 14, top, board.width() - 28, bottom - top)

    def center(self, rect: QRectF) -> QPointF:
        return rect.center()


@cache
def layout() -> Layout:
    return Layout()
