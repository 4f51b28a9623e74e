"""Hostile files through ``florenza-engine`` (FORMAT.md): every case
through ``validate``, ``end-round`` and ``move``, the three one after another,
all the cases in a process of their own under a timeout and a memory limit. Expected: exit 2 with
the reason naming the field or what is wrong, no traceback, nothing written
anywhere."""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from florenza_gui import cli
from florenza_gui.engine.files import saves
from tests.hostile_cases import CASES, MARKUP, TEXT_FIELDS, Case, listing, with_text, wrong_type_at_every_field

MEMORY_LIMIT = 1024 * 1024 * 1024  # bytes of address space for one CLI run
COMMANDS = ("validate", "end-round", "move")
PASS = '{"move": "pass"}'


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def argv(command: str, file: str, out: Path | None) -> list[str]:
    args = [command, file] + ([PASS] if command == "move" else [])
    return args + (["-o", str(out)] if out is not None and command != "validate" else [])


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """One run of the real command, killed if it takes over 60 s or 1 GiB."""
    return subprocess.run([sys.executable, "-m", "florenza_gui.cli", *args], capture_output=True, text=True,
                          errors="replace", timeout=60, preexec_fn=_limit_memory, check=False)


# each command as ``florenza-engine`` runs it (its ``main``, its exit code), one after another in one process,
# case after case: one line for each case as soon as its three runs are done, the case's name and, for each run,
# [exit code, what it printed, what it said on stderr] (a crash or a traceback leaves the cases after it unprinted)
RUN_EACH = """
import contextlib, io, json, sys
from florenza_gui import cli
for name, runs in json.loads(sys.stdin.read()):
    said = []
    for args in runs:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = cli.main(args)
            except SystemExit as stop:
                code = stop.code
        said.append([code, out.getvalue(), err.getvalue()])
    print(json.dumps([name, said]), flush=True)
"""


@pytest.fixture(scope="module")
def refused(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """Every hostile case through the three commands, in one process of their own under a timeout and the
    memory limit (a process for each case would spend most of its time starting Python): for each case, the
    three runs' answers, and whether its two folders are as they were (the case's file alone in ``in``,
    nothing in ``out``); the process's stderr under ``""``, for a case it never reached."""
    root = tmp_path_factory.mktemp("hostile")
    batch, before = [], {}
    for case in CASES:
        inbox, outbox = root / case.id / "in", root / case.id / "out"
        inbox.mkdir(parents=True)
        outbox.mkdir()
        target = inbox / "game.json"
        case.make(target, False)
        before[case.id] = listing(inbox)
        batch.append([case.id, [argv(command, str(target), outbox / "next.json") for command in COMMANDS]])
    proc = subprocess.run([sys.executable, "-c", RUN_EACH], input=json.dumps(batch), capture_output=True,
                          text=True, errors="replace", timeout=300, preexec_fn=_limit_memory, check=False)
    answers: dict[str, object] = {"": proc.stderr}
    for line in proc.stdout.splitlines():
        name, said = json.loads(line)
        untouched = listing(root / name / "out") == [] and listing(root / name / "in") == before[name]
        answers[name] = (said, untouched)
    return answers


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_a_hostile_file_is_refused_with_exit_2_and_nothing_written(refused: dict[str, object], case: Case) -> None:
    assert case.id in refused, f"the process ended before this case: {refused['']}"
    said, untouched = refused[case.id]  # type: ignore[misc]
    for command, (code, out, err) in zip(COMMANDS, said, strict=True):
        assert code == 2, (command, err)
        assert "Traceback" not in err
        assert case.names() in err, (command, err)
        assert out == "", command
    assert untouched, "a refused file left something written, or its own folder changed"


@pytest.mark.parametrize("command", COMMANDS)
def test_dev_zero_itself_is_refused_unread(tmp_path: Path, command: str) -> None:
    proc = run_cli(*argv(command, "/dev/zero", tmp_path / "next.json"))
    assert proc.returncode == 2 and "device" in proc.stderr and "Traceback" not in proc.stderr
    assert listing(tmp_path) == []


def test_score_shares_the_same_reading(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.json"
    CASES[0].make(fifo, False)
    proc = run_cli("score", str(fifo))
    assert proc.returncode == 2 and "FIFO" in proc.stderr and proc.stdout == ""


# -- in one process: a wrong type at every field, markup in every text field ----------------
def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.main(list(args))
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err
    return code, captured.out, captured.err


WRONG = wrong_type_at_every_field()


@pytest.mark.parametrize(("field", "data"), WRONG, ids=[f for f, _ in WRONG])
def test_a_wrong_type_at_any_field_is_refused_naming_it(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, field: str, data: dict[str, object]) -> None:
    source = tmp_path / "game.json"
    source.write_text(json.dumps(data))
    for command in COMMANDS:
        code, out, err = run(capsys, *argv(command, str(source), tmp_path / "next.json"))
        assert code == 2, (command, err)
        assert f" {field}: " in err, err
        assert out == ""
    assert listing(tmp_path) == [("game.json", source.stat().st_size)]


@pytest.mark.parametrize("text", MARKUP)
@pytest.mark.parametrize("field", TEXT_FIELDS)
def test_markup_in_a_text_field_is_kept_as_text(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, field: str, text: str) -> None:
    source = tmp_path / "game.json"
    source.write_text(json.dumps(with_text(field, text), ensure_ascii=False))
    assert run(capsys, "validate", str(source)) == (0, "ok\n", "")
    for command in ("end-round", "move"):
        out = tmp_path / f"{command}.json"
        code, _, err = run(capsys, *argv(command, str(source), out))
        assert code == 0, err
        written = out.read_text("utf-8")
        assert json.dumps(text, ensure_ascii=False) in written
        saves.load_path(out)  # the game a hostile text made is a game that can be saved and read again


@pytest.mark.parametrize(("move", "names"), [
    ('{"move": "captain_marker", "to": 3, "to": 12}', "to: this key appears twice"),
    ('{"move": "captain_marker", "to": NaN}', "to: NaN is not a JSON number"),
    ('{"move": "captain_marker", "to": 1' + "0" * 5000 + "}", "to: a number with 5001 digits"),
])
def test_a_move_argument_is_read_as_strictly_as_a_file(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, move: str, names: str) -> None:
    source = tmp_path / "game.json"
    source.write_text(json.dumps(with_text("families[0].name", "Anna")))
    code, out, err = run(capsys, "move", str(source), move, "-o", str(tmp_path / "next.json"))
    assert code == 2 and names in err and out == ""
    assert listing(tmp_path) == [("game.json", source.stat().st_size)]
