"""``florenza-engine end-round`` on the last round tells R9.3 for every place
a tie-break decides, each clause citing R9.3, in the line of the final
standings (FORMAT.md: one narrated line a step, its rule id first)."""

from __future__ import annotations

from pathlib import Path

import pytest

from florenza_gui import cli
from florenza_gui.engine.files import saves
from tests.engine.builders import fam, game


def test_the_last_end_of_round_narrates_every_tie_break(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Anna is Captain in round 7 (D8) and banks her 25; at 24: Bruno and Dario equal on all three, Carla fewer Fiorini
    state = game(fam("anna", prestige=25), fam("bruno", prestige=20, tokens=(2, 2), resources=2, fiorini=5),
                 fam("carla", prestige=24, resources=2, fiorini=3),
                 fam("dario", prestige=14, tokens=(10,), resources=2, fiorini=5), round=7)
    path, out = tmp_path / "last.json", tmp_path / "over.json"
    saves.save_path(state, path)
    assert cli.main(["end-round", str(path), "-o", str(out)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == (
        "R9.2 Anna wins with 25 Victory Points; then Bruno 2nd (24), Dario 2nd (24), Carla 4th (24). "
        "Bruno and Dario share 2nd place: tied on Victory Points, Resources and Fiorini (R9.3); "
        "Carla is 4th: tied on Victory Points and Resources with Bruno and Dario, fewer Fiorini (R9.3)")
    assert saves.load_path(out).log[-1].written == lines[-1].removeprefix("R9.2 ")
