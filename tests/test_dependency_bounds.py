"""The dependency ranges are the ones tried: .ci/lowest.txt (the versions
.ci/run starts the app and runs the smoke tests on) holds each dependency's
lower bound as pyproject.toml gives it, and the checkers the suite runs are
pinned to one version."""

from __future__ import annotations

import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]


def requirements() -> dict[str, Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = [Requirement(r) for r in project["dependencies"] + project["optional-dependencies"]["test"]]
    return {canonicalize_name(r.name): r for r in found}


def lowest() -> dict[str, Version]:
    out: dict[str, Version] = {}
    for line in (ROOT / ".ci" / "lowest.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            out[canonicalize_name(name)] = Version(version)
    return out


def lower_bound(req: Requirement) -> Version | None:
    bounds = [Version(s.version) for s in req.specifier if s.operator in (">=", "==")]
    return max(bounds) if bounds else None


def test_every_dependency_of_the_app_is_tried_at_its_lower_bound() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    runtime = {canonicalize_name(Requirement(r).name) for r in project["dependencies"]}
    assert runtime <= set(lowest()), runtime - set(lowest())


def test_each_lowest_version_is_the_lower_bound_pyproject_allows() -> None:
    reqs = requirements()
    for name, version in lowest().items():
        assert name in reqs, f".ci/lowest.txt names {name}, which pyproject.toml does not"
        assert lower_bound(reqs[name]) == version, f"{name}: pyproject.toml says {reqs[name]}, .ci/lowest.txt {version}"
        assert reqs[name].specifier.contains(version), reqs[name]


def test_the_checkers_the_suite_runs_are_pinned() -> None:
    reqs = requirements()
    for name in ("ruff", "mypy", "import-linter"):
        specs = list(reqs[name].specifier)
        assert len(specs) == 1 and specs[0].operator == "==", f"{name}: {reqs[name]}"
