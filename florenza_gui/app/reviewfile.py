"""The learner's score and review set on disk: ``review.json`` in the user's data folder, beside the
autosave, written whole and atomically (``saves.write_atomic``: a temporary file, flushed, renamed over it).
It is read as every file is (``readfile.read_json``: a regular file, within a size limit, strict JSON) and
then as untrusted data (``lessons.review.from_data``): one that cannot be trusted is kept aside and a new
record begun, and the user is told why; nothing in it can stop the app."""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..engine.files.readfile import SaveError, read_json
from ..engine.lessons.review import Record, from_data, to_data
from .autosave import data_dir, set_aside

MAX_BYTES = 256 * 1024  # a hundred lessons' scores and the review set take a few dozen kilobytes


def review_path() -> Path:
    return data_dir() / "review.json"


def read_review(path: Path | None = None) -> Record:
    """The record kept (an empty one if there is none); a ``SaveError`` naming the field if it cannot be
    trusted."""
    p = path or review_path()
    if not os.path.lexists(p):
        return Record()
    return from_data(read_json(p, MAX_BYTES))


def write_review(record: Record, path: Path | None = None) -> None:
    """Keep ``record`` (an ``OSError`` if the disk refuses it; the file stays as it was)."""
    from ..engine.files.saves import write_atomic

    text = json.dumps(to_data(record), ensure_ascii=False, separators=(",", ":")) + "\n"
    write_atomic(path or review_path(), text)


def put_aside(path: Path | None = None) -> Path | None:
    """A record that could not be read, kept beside it (``review.rejected-<UTC time>.json``); None if it
    could not be moved."""
    return set_aside(path or review_path())


__all__ = ["MAX_BYTES", "SaveError", "put_aside", "read_review", "review_path", "write_review"]
