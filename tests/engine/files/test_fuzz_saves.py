"""Corrupted saves: thousands of broken files, each refused with exit 2, a
reason on standard error, no traceback and nothing written (FORMAT.md).

The corruptions are generated deterministically from valid saves of several
random games. A corruption that happens to leave a valid save (a flipped bit
inside a name, say) may be accepted; at least 2,000 must be refused.
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from florenza_gui import cli
from florenza_gui.engine.fast.working import end_round
from florenza_gui.engine.files import saves
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.model.types import Difficulty, Phase
from florenza_gui.engine.rules.setup import new_game
from florenza_gui.engine.sim import simulate

ROOT = Path(__file__).resolve().parents[3]
CORRUPTIONS_PER_BASE = 180
MIN_REFUSED = 2000


# -- valid saves to corrupt -------------------------------------------------------------
def _snapshots(seed: int, humans: int, ghosts: int) -> list[GameState]:
    """Setup, mid-round, the start of round 3 and the finished game."""
    r = random.Random(seed)
    state = new_game(simulate.seatings(humans, ghosts), seed=seed, difficulty=r.choice(list(Difficulty)))
    picked = [state]
    while state.phase is Phase.ACTIONS:
        for n, after in enumerate(simulate.random_action_phase(state, r, give_up_after=40)):
            if after.round == 2 and n == 4:  # one state in the middle of round 2
                picked.append(after)
            state = after
        state, _ = end_round(state)
        if state.round == 3 and state.phase is Phase.ACTIONS and len(picked) < 3:
            picked.append(state)
    picked.append(state)
    return picked


def base_saves() -> list[str]:
    """Valid saves; the log is cut to its last entries (still valid) to keep them quick to corrupt."""
    out: list[str] = []
    for seed, humans, ghosts in [(1, 3, 0), (2, 1, 2), (3, 5, 0), (4, 2, 2)]:
        out += [saves.dumps(replace(s, log=s.log[-12:])) for s in _snapshots(seed, humans, ghosts)]
    return out


# -- corruptions ----------------------------------------------------------------------------
Path_ = tuple[str | int, ...]


def _paths(node: Any, here: Path_ = ()) -> Iterator[Path_]:
    yield here
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*here, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*here, i))


def _get(node: Any, path: Path_) -> Any:
    for p in path:
        node = node[p]
    return node


def _set(node: Any, path: Path_, value: Any) -> None:
    _get(node, path[:-1])[path[-1]] = value


def _leaves(data: Any, kind: type | tuple[type, ...]) -> list[Path_]:
    return [p for p in _paths(data) if p and isinstance(_get(data, p), kind) and not isinstance(_get(data, p), bool)]


HUGE = [10**30, -1, 2**64, -(2**63), 2**63, 10**300, 101_000, -(10**30)]
WRONG = ["7", 7, 7.5, True, None, [], {}, [1, 2], {"a": 1}, "", "x" * 5000]
UNKNOWN = ["nobody", "zz", "Red", "red ", "", "a" * 41, "ghost9", "botticelli", "__proto__", "../../etc/passwd"]


def _structured(data: dict[str, Any], r: random.Random, kind: str) -> bytes:
    d = json.loads(json.dumps(data))  # (a deep copy of plain JSON, in C)
    if kind == "wrong_type":
        path = r.choice([p for p in _paths(d) if p])
        current = _get(d, path)
        choices = [w for w in WRONG if type(w) is not type(current)]
        _set(d, path, r.choice(choices))
    elif kind == "huge_number":
        path = r.choice(_leaves(d, int))
        _set(d, path, r.choice(HUGE))
    elif kind == "unknown_id":
        path = r.choice(_leaves(d, str))
        _set(d, path, r.choice(UNKNOWN))
    elif kind == "future_version":
        d["version"] = r.choice([2, 3, 99, 10**30, -5, 0])
    elif kind == "deleted_field":
        path = r.choice([p for p in _paths(d) if p and isinstance(p[-1], str)])
        del _get(d, path[:-1])[path[-1]]
    elif kind == "deleted_item":
        path = r.choice([p for p in _paths(d) if p and isinstance(p[-1], int)] or [("version",)])
        parent = _get(d, path[:-1])
        if isinstance(parent, list):
            del parent[path[-1]]
        else:
            del d["version"]
    elif kind == "extra_field":
        dicts = [p for p in _paths(d) if isinstance(_get(d, p), dict) and "log" not in p]
        _get(d, r.choice(dicts))[r.choice(["extra", "gold", "__class__", "eval"])] = r.choice(WRONG)
    elif kind == "deep_nesting":
        depth = r.choice([40, 900, 5000, 200_000])
        path = r.choice([p for p in _paths(d) if p])
        text = json.dumps(d)
        marker = "\u0000MARK\u0000"
        _set(d, path, marker)
        text = json.dumps(d).replace(json.dumps(marker), "[" * depth + "1" + "]" * depth, 1)
        return text.encode()
    elif kind == "nan":
        path = r.choice(_leaves(d, (int, float)))
        marker = "\u0000MARK\u0000"
        _set(d, path, marker)
        token = r.choice(["NaN", "Infinity", "-Infinity", "1e999", "-1e999", "1.0", "1e3"])
        return json.dumps(d).replace(json.dumps(marker), token, 1).encode()
    elif kind == "swap_values":
        a, b = r.sample([p for p in _paths(d) if p], 2)
        if a[: len(b)] == b or b[: len(a)] == a:
            _set(d, a, None)
        else:
            va, vb = _get(d, a), _get(d, b)
            _set(d, a, vb)
            _set(d, b, va)
    elif kind == "duplicate":
        lists = [p for p in _paths(d) if isinstance(_get(d, p), list) and _get(d, p)]
        lst = _get(d, r.choice(lists))
        lst.append(copy.deepcopy(r.choice(lst)))
    elif kind == "not_an_object":
        return json.dumps(r.choice([[], [d], "save", 1, None, True])).encode()
    else:  # pragma: no cover
        raise AssertionError(kind)
    return json.dumps(d, ensure_ascii=r.random() < 0.5).encode()


def _raw(text: str, r: random.Random, kind: str) -> bytes:
    raw = text.encode()
    if kind == "truncation":
        return raw[: r.randrange(0, len(raw) - 1)]
    if kind == "bit_flip":
        out = bytearray(raw)
        for _ in range(r.choice([1, 1, 2, 8])):
            i = r.randrange(len(out))
            out[i] ^= 1 << r.randrange(8)
        return bytes(out)
    if kind == "non_utf8":
        i = r.randrange(len(raw))
        junk = r.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xfe\xff", b"\x80\x80", b"\xf8\x88\x80\x80\x80"])
        return raw[:i] + junk + raw[i:]
    if kind == "latin1":
        return text.replace('"name": "', '"name": "Caf\u00e9 ', 1).encode("latin-1", "replace")
    if kind == "garbage":
        return bytes(r.randrange(256) for _ in range(r.randrange(0, 200)))
    raise AssertionError(kind)  # pragma: no cover


STRUCTURED = [
    "wrong_type",
    "huge_number",
    "unknown_id",
    "future_version",
    "deleted_field",
    "deleted_item",
    "extra_field",
    "deep_nesting",
    "nan",
    "swap_values",
    "duplicate",
    "not_an_object",
]
RAW = ["truncation", "bit_flip", "non_utf8", "latin1", "garbage"]
KINDS = STRUCTURED + RAW
# Heavier weight on the kinds that reach the deep checks.
WEIGHTS = {k: 3 for k in ("wrong_type", "huge_number", "unknown_id", "deleted_field", "swap_values")}


def corruptions() -> Iterator[tuple[str, bytes]]:
    kinds = [k for k in KINDS for _ in range(WEIGHTS.get(k, 1))]
    for b, text in enumerate(base_saves()):
        data = json.loads(text)
        r = random.Random(1000 + b)
        for n in range(CORRUPTIONS_PER_BASE):
            kind = kinds[(n + b) % len(kinds)]
            raw = _structured(data, r, kind) if kind in STRUCTURED else _raw(text, r, kind)
            yield f"base{b}-{n}-{kind}", raw


# -- running them ---------------------------------------------------------------------------
def _run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    try:
        code = cli.main(argv)
    except SystemExit as exc:  # argparse; should not happen here
        code = int(exc.code or 0)
    except Exception as exc:  # what we are hunting: report it, with where it was raised
        captured = capsys.readouterr()
        where = "".join(traceback.format_exception(exc)[-3:])
        return 99, captured.out, f"{captured.err}uncaught {type(exc).__name__}: {exc}\n{where}"
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_base_saves_are_valid() -> None:
    bases = base_saves()
    assert len(bases) >= 12
    assert any('"phase": "game_over"' in t for t in bases)
    assert any('"ghosts": {' in t for t in bases)
    for text in bases:
        saves.loads(text)


@pytest.mark.slow
def test_corrupted_saves_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    refused = 0
    accepted: Counter[str] = Counter()
    by_kind: Counter[str] = Counter()
    failures: list[str] = []
    path = tmp_path / "broken.json"
    out = tmp_path / "out.json"
    for i, (name, raw) in enumerate(corruptions()):
        kind = name.rsplit("-", 1)[1]
        path.write_bytes(raw)
        code, stdout, stderr = _run(capsys, ["validate", str(path)])
        if "Traceback" in stdout + stderr:
            failures.append(f"{name}: a traceback\n{stderr}")
            continue
        if code == 0:
            if stdout.strip() != "ok":
                failures.append(f"{name}: exit 0 without ok: {stdout!r}")
            accepted[kind] += 1
            saves.loads(raw)  # really valid, then
            continue
        if code != 2:
            failures.append(f"{name}: validate exited {code}")
            continue
        if not stderr.startswith("florenza-engine: ") or len(stderr.strip()) < 25 or stdout:
            failures.append(f"{name}: no reason on stderr ({stderr!r}, stdout {stdout!r})")
            continue
        refused += 1
        by_kind[kind] += 1
        if i % 7 == 0:
            code, stdout, stderr = _run(capsys, ["end-round", str(path), "-o", str(out)])
            if code != 2 or out.exists() or "Traceback" in stdout + stderr or not stderr.strip():
                failures.append(f"{name}: end-round exited {code}, wrote {out.exists()}, said {stderr!r}")
                out.unlink(missing_ok=True)
        if i % 11 == 0:
            code, stdout, stderr = _run(capsys, ["move", str(path), '{"move": "pass"}', "-o", str(out)])
            if code != 2 or out.exists() or "Traceback" in stdout + stderr:
                failures.append(f"{name}: move exited {code}, wrote {out.exists()}, said {stderr!r}")
                out.unlink(missing_ok=True)
        if i % 13 == 0:
            code, stdout, stderr = _run(capsys, ["score", str(path)])
            if code != 2 or stdout or "Traceback" in stderr:
                failures.append(f"{name}: score exited {code}, printed {stdout[:80]!r}")
    assert not failures, f"{len(failures)} failures, first ones:\n" + "\n".join(failures[:10])
    assert refused >= MIN_REFUSED, f"only {refused} refused; accepted {dict(accepted)}"
    assert set(by_kind) == set(KINDS), f"kinds never refused: {set(KINDS) - set(by_kind)}"


def test_corrupted_saves_through_a_real_process(tmp_path: Path) -> None:
    picked = [c for i, c in enumerate(corruptions()) if i % 131 == 5][:20]
    assert len(picked) == 20
    runs = []
    for name, raw in picked:
        path = tmp_path / f"{name}.json"
        out = tmp_path / f"{name}.out.json"
        path.write_bytes(raw)
        cmd = "end-round" if name.endswith(("version", "type", "number", "field")) else "validate"
        argv = [sys.executable, "-m", "florenza_gui.cli", cmd, str(path)]
        if cmd == "end-round":
            argv += ["-o", str(out)]
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT)
        runs.append((name, raw, out, proc))
    refused = 0
    for name, raw, out, proc in runs:
        stdout, stderr = proc.communicate(timeout=120)
        assert "Traceback" not in stdout + stderr, f"{name}:\n{stderr}"
        if proc.returncode == 0:
            saves.loads(raw)
            continue
        assert proc.returncode == 2, f"{name}: exit {proc.returncode}\n{stderr}"
        assert stderr.startswith("florenza-engine: "), f"{name}: {stderr!r}"
        assert not out.exists()
        refused += 1
    assert refused >= 15


def test_corruptions_are_deterministic() -> None:
    first = [raw for _, raw in zip(range(300), corruptions(), strict=False)]
    again = [raw for _, raw in zip(range(300), corruptions(), strict=False)]
    assert first == again


KnownCase = tuple[str, Callable[[dict[str, Any]], Any]]


@pytest.mark.parametrize(
    ("label", "change"),
    [
        ("seed 2**64", lambda d: d.__setitem__("seed", 2**64)),
        ("prestige 10**30", lambda d: d["families"][0].__setitem__("prestige", 10**30)),
        ("resources -1", lambda d: d["families"][0].__setitem__("resources", -1)),
        ("round 8", lambda d: d.__setitem__("round", 8)),
        ("tokens huge list", lambda d: d["families"][0].__setitem__("tokens", [10] * 20_000)),
        ("characters empty", lambda d: d.__setitem__("characters", {})),
        ("five predicatore", lambda d: d["predicatore"].append(None)),
        ("bool as int", lambda d: d["families"][0].__setitem__("church", True)),
        ("float as int", lambda d: d["families"][0].__setitem__("church", 2.0)),
        ("active ghost", lambda d: d.__setitem__("active", "yellow")),
    ],
)
def test_named_corruptions_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str], label: str, change: Any) -> None:
    state = new_game(simulate.seatings(3, 1), seed=5)
    d = saves.to_dict(state)
    change(d)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    code, stdout, stderr = _run(capsys, ["validate", str(path)])
    assert code == 2, label
    assert stderr.startswith(f"florenza-engine: {path}: ")
    assert stdout == ""
