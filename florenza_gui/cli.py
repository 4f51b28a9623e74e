"""``florenza-engine``: the headless engine command (FORMAT.md). Never imports Qt.

Exit status: 0 done; 1 a simulation found violations; 2 unreadable or
invalid input; 3 a move refused. Nothing is written on 2 or 3.
"""

from __future__ import annotations

import argparse
import functools
import json
import secrets
import sys
import time
from collections.abc import Sequence
from typing import NoReturn

from .engine.fast.working import end_round
from .engine.files import saves
from .engine.files.readfile import SaveError, parse_json
from .engine.model.boarddata import standard_board
from .engine.model.events import Event
from .engine.model.movecodec import MoveFormatError, move_from_dict
from .engine.model.movetypes import Move
from .engine.model.state import GameState
from .engine.model.types import Difficulty, Phase, Seat
from .engine.rules.final_scoring import provisional
from .engine.rules.moves import IllegalMove, apply
from .engine.rules.setup import Seating, SetupError, new_game
from .engine.sim.simulate import COLOURS, SimulationResult, play_random_game
from .engine.words.wording import render

EXIT_OK, EXIT_VIOLATIONS, EXIT_INVALID, EXIT_REFUSED = 0, 1, 2, 3


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"florenza-engine: {message}", file=sys.stderr)
        raise SystemExit(EXIT_INVALID)


def _fail(code: int, message: str) -> int:
    print(f"florenza-engine: {message}", file=sys.stderr)
    return code


def _load(path: str) -> GameState:
    return saves.load_path(path)


def _emit(state: GameState, narration: Sequence[Event | str], out: str | None) -> int:
    """Write the game (file or stdout) and the narration (the other stream)."""
    text = saves.dumps(state)
    lines = "".join(f"{_line(e)}\n" for e in narration)
    if out:
        try:
            saves.write_atomic(out, text)
        except OSError as exc:
            return _fail(EXIT_INVALID, f"cannot write {out}: {exc.strerror or exc}")
        sys.stdout.write(lines)
    else:
        sys.stdout.write(text)
        sys.stderr.write(lines)
    return EXIT_OK


def _line(said: Event | str) -> str:
    """A narration line: an event's public wording, its rule id first (FORMAT.md)."""
    return f"{said.rule} {render(said)}" if isinstance(said, Event) else said


def cmd_new(args: argparse.Namespace) -> int:
    if args.ghosts < 0:
        return _fail(EXIT_INVALID, f"--ghosts must be 0 or more, not {args.ghosts}")
    if args.families.strip().isdigit():  # (simulate's --families is a count; new's names the families)
        return _fail(EXIT_INVALID, f"--families takes the families' ids, comma-separated (red,blue,green), "
                                   f"not a count ({args.families})")
    ids = [f.strip() for f in args.families.split(",") if f.strip()]
    free = [c for c in COLOURS if c not in ids] + [f"ghost{'abcde'[i]}" for i in range(5)]
    seats = [Seating(f, f.capitalize(), Seat.HUMAN) for f in ids]
    seats += [Seating(g, g.capitalize(), Seat.GHOST) for g in free[: args.ghosts]]  # the seat says Ghost
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    try:
        state = new_game(seats, seed=seed, difficulty=Difficulty(args.difficulty))
    except SetupError as exc:
        return _fail(EXIT_INVALID, str(exc))
    lines = [f"{e.rule} {render(e)}" for e in state.log]  # the public wording (FORMAT.md)
    return _emit(state, lines, args.output)


def cmd_end_round(args: argparse.Namespace) -> int:
    state = _load(args.file)
    if state.phase is not Phase.ACTIONS:
        return _fail(EXIT_INVALID, "phase: the game is over; there is no round to end")
    state, events = end_round(state)
    return _emit(state, events, args.output)


def parse_move(text: str) -> Move:
    """The move given on the command line (FORMAT.md), read as strictly as a file."""
    try:  # as strict as a file: no duplicate keys, NaN or overlong numbers
        d = parse_json(text.encode("utf-8", "surrogatepass"))
    except SaveError as exc:
        raise MoveFormatError(f"the move is not valid JSON: {exc}") from None
    return move_from_dict(d)


def cmd_move(args: argparse.Namespace) -> int:
    state = _load(args.file)
    try:
        move = parse_move(args.move)
    except MoveFormatError as exc:
        return _fail(EXIT_INVALID, f"MOVE: {exc}")
    try:
        state, events = apply(state, move)
    except IllegalMove as exc:
        return _fail(EXIT_REFUSED, f"refused: {exc.verdict.rule}: {render(exc.verdict)}")
    return _emit(state, events, args.output)


def cmd_score(args: argparse.Namespace) -> int:
    state = _load(args.file)
    print(json.dumps(saves.standings_dict(provisional(state)), indent=2))
    return EXIT_OK


def cmd_validate(args: argparse.Namespace) -> int:
    _load(args.file)
    print("ok")
    return EXIT_OK


def cmd_simulate(args: argparse.Namespace) -> int:
    if args.games < 0 or not 0 <= args.families <= 5 or not 0 <= args.ghosts <= 5:
        return _fail(EXIT_INVALID, "--games must be >= 0; --families and --ghosts 0..5")
    if not 2 <= args.families + args.ghosts <= 5:
        return _fail(EXIT_INVALID, "D1: a game has 2 to 5 families (--families plus --ghosts)")
    result = SimulationResult()
    standard_board()  # (read once for the whole run, before the clock starts: the figure is the games')
    started, cpu = time.perf_counter(), time.process_time()
    for i in range(args.games):
        play_random_game(args.seed + i, args.families, args.ghosts, result=result, log=False)  # nobody reads it
    # games per second on one core: the CPU time this process spent on them
    # (the wall clock also counts the time other programs had the core)
    wall, spent = time.perf_counter() - started, time.process_time() - cpu
    if result.first_problem:
        print(f"first violation: {result.first_problem}")
    print(f"wall_seconds={wall:.6f} cpu_seconds={spent:.6f}")
    rate = result.games / spent if spent > 0 else 0.0
    print(f"games={result.games} violations={result.violations} games_per_second={rate:.1f}")
    return EXIT_VIOLATIONS if result.violations else EXIT_OK


@functools.cache  # (once a process: each argument's help goes through gettext, which looks for catalogues on disk)
def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="florenza-engine", description="The Florenza Table rules engine, headless.")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    new = sub.add_parser("new", help="set a new game up")
    new.add_argument("--families", default="red,blue,green",
                     help="the human families' ids, comma-separated (default: red,blue,green)")
    new.add_argument("--ghosts", type=int, default=0, help="how many Ghost seats to add (default: 0)")
    new.add_argument("--difficulty", choices=[d.value for d in Difficulty], default="normal")
    new.add_argument("--seed", type=int)
    new.add_argument("-o", "--output")
    new.set_defaults(run=cmd_new)
    end = sub.add_parser("end-round", help="run Phase 7 and Phase 8")
    end.add_argument("file")
    end.add_argument("-o", "--output")
    end.set_defaults(run=cmd_end_round)
    move = sub.add_parser("move", help="apply one action-phase move given as JSON")
    move.add_argument("file")
    move.add_argument("move")
    move.add_argument("-o", "--output")
    move.set_defaults(run=cmd_move)
    score = sub.add_parser("score", help="print the standings as JSON")
    score.add_argument("file")
    score.set_defaults(run=cmd_score)
    validate = sub.add_parser("validate", help="check a saved game")
    validate.add_argument("file")
    validate.set_defaults(run=cmd_validate)
    sim = sub.add_parser("simulate", help="play random games, checking every invariant")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--families", type=int, default=3, help="how many human families (default: 3)")
    sim.add_argument("--ghosts", type=int, default=0)
    sim.add_argument("--seed", type=int, default=0)
    sim.set_defaults(run=cmd_simulate)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except saves.SaveError as exc:
        return _fail(EXIT_INVALID, f"{args.file}: {exc}")
    return code


if __name__ == "__main__":
    raise SystemExit(main())
