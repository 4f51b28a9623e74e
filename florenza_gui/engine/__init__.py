"""The rules engine of Florenza Table: pure Python, never imports Qt.

Everything a view or tool needs is exported here: set a game up, check and
apply moves, run the end of a round step by step, score, save and load. The
subpackages hold the rest, by concept: ``model`` (the game's data),
``checks`` (the invariants), ``words``, ``rules`` (the steps of the rules),
``fast`` (the working copy, the watcher, the random player), ``files`` and ``sim`` (whole random games).

Each public name is listed once, below, imported from the module that
defines it under its own name (an explicit re-export).
"""

from .checks.invariants import violations as violations
from .checks.phase7_postconditions import election_violations as election_violations
from .fast.working import end_round as end_round
from .model.boarddata import Board as Board
from .model.boarddata import resource_path as resource_path
from .model.boarddata import standard_board as standard_board
from .model.changes import StepResult as StepResult
from .model.changes import apply_changes as apply_changes
from .model.events import Event as Event
from .model.events import EventKind as EventKind
from .model.events import Events as Events
from .model.log import Log as Log
from .model.movetypes import BishopMarker as BishopMarker
from .model.movetypes import CaptainMarker as CaptainMarker
from .model.movetypes import Detain as Detain
from .model.movetypes import EndTurn as EndTurn
from .model.movetypes import FlipCard as FlipCard
from .model.movetypes import KinsmanToBishopCard as KinsmanToBishopCard
from .model.movetypes import KinsmanToPool as KinsmanToPool
from .model.movetypes import KinsmanToPredicatore as KinsmanToPredicatore
from .model.movetypes import Pass as Pass
from .model.movetypes import PreacherToPredicatore as PreacherToPredicatore
from .model.movetypes import SetCounts as SetCounts
from .model.movetypes import UseMuse as UseMuse
from .model.places import BishopCardSpot as BishopCardSpot
from .model.places import BishopMarkerPiece as BishopMarkerPiece
from .model.places import CaptainCard as CaptainCard
from .model.places import CaptainMarkerPiece as CaptainMarkerPiece
from .model.places import ChurchSpace as ChurchSpace
from .model.places import KinsmanPiece as KinsmanPiece
from .model.places import Pool as Pool
from .model.places import PredicatoreSpace as PredicatoreSpace
from .model.places import PrestigeSpace as PrestigeSpace
from .model.places import TilePiece as TilePiece
from .model.state import Character as Character
from .model.state import Family as Family
from .model.state import FirstPlayerCard as FirstPlayerCard
from .model.state import GameState as GameState
from .model.state import GhostCard as GhostCard
from .model.state import Ghosts as Ghosts
from .model.state import KinsmanOn as KinsmanOn
from .model.state import LogEntry as LogEntry
from .model.state import PreacherOn as PreacherOn
from .model.state import Standing as Standing
from .model.state import Standings as Standings
from .model.types import CardSide as CardSide
from .model.types import Difficulty as Difficulty
from .model.types import FirstPlayerSide as FirstPlayerSide
from .model.types import Kind as Kind
from .model.types import LifeCard as LifeCard
from .model.types import Muse as Muse
from .model.types import Phase as Phase
from .model.types import Seat as Seat
from .model.verdict import Verdict as Verdict
from .model.violation import Broken as Broken
from .model.violation import Violation as Violation
from .rules.end_of_round import end_round_steps as end_round_steps
from .rules.final_scoring import provisional as provisional
from .rules.moves import IllegalMove as IllegalMove
from .rules.moves import Move as Move
from .rules.moves import apply as apply
from .rules.moves import attempt as attempt
from .rules.moves import check as check
from .rules.setup import Seating as Seating
from .rules.setup import SetupError as SetupError
from .rules.setup import new_game as new_game
from .rules.targets import Piece as Piece
from .rules.targets import Target as Target
from .rules.targets import check_drop as check_drop
from .rules.targets import legal_targets as legal_targets
from .rules.targets import move_for as move_for
from .words.wording import render as render
