"""Reading an untrusted file, once, for everyone (FORMAT.md, issue 9).

The command line (``validate``, ``end-round``, ``move``, ``score``) and the
app (File ▸ Open, Open Recent, ``--open``, the autosave, scenarios) all read
through ``read_json``:

- only a regular file is read: a FIFO, a device, a directory or a loop of
  symbolic links is refused before a byte is read, and the file is opened
  non-blocking so that nothing can make the open wait;
- never more than ``MAX_BYTES`` + 1 bytes are read, whatever the file claims;
- the bytes must be UTF-8 with no byte-order mark, and JSON with no NaN or
  Infinity, no number longer than ``MAX_DIGITS`` digits, no object with the
  same key twice, and no nesting deeper than ``MAX_DEPTH``.

Every refusal is a ``SaveError`` naming the JSON path at fault (or ``""`` for
the file as a whole). This module needs neither Qt nor pydantic.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from .limits import MAX_BYTES

MAX_DIGITS = 30  # a whole number's digits; the format's largest (a seed) has 19
MAX_DEPTH = 64  # the format nests 4 deep
BOM = b"\xef\xbb\xbf"
LONG_DIGITS = re.compile(rf"\d{{{MAX_DIGITS + 1}}}")


class SaveError(ValueError):
    """A file that cannot be loaded; ``path`` is the JSON path at fault."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}" if path else reason)
        self.path = path
        self.reason = reason


# -- the bytes --------------------------------------------------------------------------
def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory, not a file"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe), not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device, not a regular file"
    if stat.S_ISSOCK(mode):
        return "a socket, not a regular file"
    return "not a regular file"


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "cannot read it: it is a symbolic link that loops (or one of too many links)"
    if exc.errno == errno.ENOENT:
        return "cannot read it: there is no such file"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "cannot read it: permission denied"
    return f"cannot read it: {exc.strerror or exc}"


def _mib(limit: int) -> str:
    return f"{limit / (1024 * 1024):g} MiB" if limit >= 1024 * 1024 else f"{limit}-byte"


def _refuse_unless_regular(mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise SaveError("", f"it is {_kind(mode)}; it was not read")


def _open_regular(path: str | os.PathLike[str]) -> int:
    """A descriptor open on a regular file; a device is refused before it is
    even opened, and the open never waits (``O_NONBLOCK``)."""
    try:
        _refuse_unless_regular(os.stat(path).st_mode)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
        return os.open(path, flags | getattr(os, "O_CLOEXEC", 0))
    except SaveError:
        raise
    except OSError as exc:
        raise SaveError("", _os_reason(exc)) from None
    except ValueError:  # a name with a NUL character in it
        raise SaveError("", "cannot read it: the file name holds a NUL character") from None


def read_bounded(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; anything else
    is refused, and no more than ``limit`` + 1 bytes are ever read."""
    fd = _open_regular(path)
    try:
        info = os.fstat(fd)
        _refuse_unless_regular(info.st_mode)  # what was opened, in case the name changed meanwhile
        if info.st_size > limit:
            raise SaveError("", f"the file is {info.st_size} bytes, over the {_mib(limit)} limit; it was not read")
        chunks: list[bytes] = []
        got = 0
        while got <= limit:  # the size may lie (a file in /proc, one still growing)
            chunk = os.read(fd, limit + 1 - got)
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as exc:
        raise SaveError("", _os_reason(exc)) from None
    finally:
        os.close(fd)
    if got > limit:
        raise SaveError("", f"the file is over the {_mib(limit)} limit; the rest was not read")
    return b"".join(chunks)


# -- the JSON ---------------------------------------------------------------------------
class _Refused:
    """Stands in the parsed tree where a value was refused, so the walk
    afterwards can name its path."""

    __slots__ = ("reason",)

    def __init__(self, reason: str) -> None:
        self.reason = reason


class _Duplicated(dict[str, Any]):
    """An object that had the key ``duplicate`` twice."""

    duplicate = ""


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj = dict(pairs)
    if len(obj) == len(pairs):
        return obj
    dup = _Duplicated(obj)
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            dup.duplicate = key
            break
        seen.add(key)
    return dup


def _int(text: str) -> object:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        return _Refused(f"a number with {digits} digits; a number here has at most {MAX_DIGITS}")
    return int(text)


def _float(text: str) -> object:
    if len(text) > 2 * MAX_DIGITS:
        return _Refused(f"a number written with {len(text)} characters is far too long")
    value = float(text)
    return value if math.isfinite(value) else _Refused(f"{text} is too large a number")


def _constant(name: str) -> object:
    return _Refused(f"{name} is not a JSON number")


def _bad_text(text: str, stray: str) -> str | None:
    """Why a string is not text: ``stray`` describes the file's first byte
    that was not UTF-8 (decoded as a lone surrogate), if there was one."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        if stray:
            return f"holds bytes that are not UTF-8 text ({stray})"
        return f"holds an unpaired surrogate (\\u{ord(text[exc.start]):04x}), which is not text"
    return None


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _first_problem(tree: object, stray: str = "") -> SaveError | None:
    """Walk the parsed tree (without recursion) in document order; the first
    refused value, duplicated key, non-text string or too-deep nesting."""
    stack: list[tuple[object, str, int]] = [(tree, "", 0)]
    while stack:
        node, path, depth = stack.pop()
        if depth > MAX_DEPTH:
            return SaveError(path, f"nested more than {MAX_DEPTH} levels deep")
        if isinstance(node, _Refused):
            return SaveError(path or "$", node.reason)
        if isinstance(node, str):
            bad = _bad_text(node, stray)
            if bad:
                return SaveError(path or "$", bad)
        elif isinstance(node, dict):
            if isinstance(node, _Duplicated):
                return SaveError(_join(path, node.duplicate), "this key appears twice in the same object")
            for key in node:
                bad = _bad_text(key, stray)
                if bad:
                    return SaveError(_join(path, "?"), f"a key {bad}")
            stack.extend((v, _join(path, k), depth + 1) for k, v in reversed(node.items()))
        elif isinstance(node, list):
            stack.extend((v, _join(path, i), depth + 1) for i, v in reversed(list(enumerate(node))))
    return None


def parse_json(raw: bytes, limit: int = MAX_BYTES) -> object:
    """The JSON value in ``raw``, refusing what FORMAT.md refuses."""
    if len(raw) > limit:
        raise SaveError("", f"the file is over the {_mib(limit)} limit; it was not read")
    if raw.startswith(BOM):
        raise SaveError("", "the file starts with a byte-order mark (BOM); a saved game is UTF-8 without one")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        where = f"byte {exc.start}: 0x{raw[exc.start]:02x}"
        text = raw.decode("utf-8", "surrogateescape")  # to find which field holds it
    else:
        where = ""
    try:
        # (whole numbers go through Python only if some run of digits is too long: 10x faster)
        tree = json.loads(text, object_pairs_hook=_pairs, parse_float=_float, parse_constant=_constant,
                          parse_int=_int if LONG_DIGITS.search(text) else None)
    except json.JSONDecodeError as exc:
        if where:
            raise SaveError("", f"not UTF-8 text ({where})") from None
        raise SaveError("", f"not valid JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise SaveError("", f"not valid JSON: nested far more than {MAX_DEPTH} levels deep") from None
    except ValueError as exc:  # any other number the decoder could not take
        raise SaveError("", f"not valid JSON: {exc}") from None
    problem = _first_problem(tree, where)
    if problem is not None:
        raise problem
    if where:  # (cannot happen: a stray byte is in a string or breaks the JSON)
        raise SaveError("", f"not UTF-8 text ({where})")
    return tree


def read_json(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> object:
    """The JSON value of the file at ``path``: ``read_bounded`` then ``parse_json``."""
    return parse_json(read_bounded(Path(path), limit), limit)
