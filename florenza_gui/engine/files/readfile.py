"""Reading an untrusted file, once, for everyone (FORMAT.md).

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
the file as a whole) and why, as a typed ``filereasons.Why`` (its English
words are ``reason``). This module needs neither Qt nor pydantic.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from ..model.filereasons import FileProblem as P
from ..model.filereasons import Why, os_reason, why
from ..model.limits import MAX_BYTES
from ..words.filewords import why_text

MAX_DIGITS = 30  # a whole number's digits; the format's largest (a seed) has 19
MAX_DEPTH = 64  # the format nests 4 deep
BOM = b"\xef\xbb\xbf"
LONG_DIGITS = re.compile(rf"\d{{{MAX_DIGITS + 1}}}")


class SaveError(ValueError):
    """A file that cannot be loaded; ``path`` is the JSON path at fault and
    ``why`` the typed reason (``reason`` is its English wording)."""

    def __init__(self, path: str, reason: Why) -> None:
        self.path = path
        self.why = reason
        self.reason = why_text(reason)
        super().__init__(f"{path}: {self.reason}" if path else self.reason)

    def reason_in(self, language: str) -> str:
        return why_text(self.why, language)


# -- the bytes --------------------------------------------------------------------------
def _kind(mode: int) -> P:
    if stat.S_ISDIR(mode):
        return P.IS_DIRECTORY
    if stat.S_ISFIFO(mode):
        return P.IS_FIFO
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return P.IS_DEVICE
    if stat.S_ISSOCK(mode):
        return P.IS_SOCKET
    return P.NOT_REGULAR


def _os_reason(exc: OSError) -> Why:
    return os_reason(exc.errno, str(exc.strerror or exc))


def _refuse_unless_regular(mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise SaveError("", why(_kind(mode)))


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
        raise SaveError("", why(P.NUL_IN_NAME)) from None


def read_bounded(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; anything else
    is refused, and no more than ``limit`` + 1 bytes are ever read."""
    fd = _open_regular(path)
    try:
        info = os.fstat(fd)
        _refuse_unless_regular(info.st_mode)  # what was opened, in case the name changed meanwhile
        if info.st_size > limit:
            raise SaveError("", why(P.TOO_LARGE, size=info.st_size, limit=limit))
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
        raise SaveError("", why(P.OVER_LIMIT, limit=limit))
    return b"".join(chunks)


# -- the JSON ---------------------------------------------------------------------------
class _Refused:
    """Stands in the parsed tree where a value was refused, so the walk
    afterwards can name its path."""

    __slots__ = ("reason",)

    def __init__(self, reason: Why) -> None:
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
        return _Refused(why(P.TOO_MANY_DIGITS, digits=digits, most=MAX_DIGITS))
    return int(text)


def _float(text: str) -> object:
    if len(text) > 2 * MAX_DIGITS:
        return _Refused(why(P.NUMBER_TOO_LONG, length=len(text)))
    value = float(text)
    return value if math.isfinite(value) else _Refused(why(P.NUMBER_TOO_LARGE, text=text))


def _constant(name: str) -> object:
    return _Refused(why(P.NOT_A_NUMBER, name=name))


Stray = tuple[int, str] | None  # the file's first byte that is not UTF-8: its offset and value


def _bad_text(text: str, stray: Stray, key: bool = False) -> Why | None:
    """Why a string (or a key) is not text: ``stray`` is the file's first
    byte that was not UTF-8 (decoded as a lone surrogate), if there was one."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        if stray:
            return why(P.KEY_NOT_UTF8 if key else P.STRING_NOT_UTF8, byte=stray[0], value=stray[1])
        return why(P.KEY_SURROGATE if key else P.STRING_SURROGATE, code=f"{ord(text[exc.start]):04x}")
    return None


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


Link = tuple["Link | None", "str | int"] | None  # where a value sits: its parent's link and its key (None: the root)


def _path(link: Link) -> str:
    """The JSON path of the value at ``link`` ("" for the whole file)."""
    keys: list[str | int] = []
    while link is not None:
        link, key = link
        keys.append(key)
    path = ""
    for key in reversed(keys):
        path = _join(path, key)
    return path


def _first_problem(tree: object, stray: Stray = None) -> SaveError | None:
    """Walk the parsed tree (without recursion) in document order; the first
    refused value, duplicated key, non-text string or too-deep nesting. A
    value's path is put into words only for the value refused."""
    stack: list[tuple[object, Link, int]] = [(tree, None, 0)]
    while stack:
        node, link, depth = stack.pop()
        if depth > MAX_DEPTH:
            return SaveError(_path(link), why(P.TOO_DEEP, most=MAX_DEPTH))
        too_deep = depth >= MAX_DEPTH  # (for its values: a number among them is refused too)
        if isinstance(node, _Refused):
            return SaveError(_path(link) or "$", node.reason)
        if isinstance(node, str):
            bad = _bad_text(node, stray)
            if bad:
                return SaveError(_path(link) or "$", bad)
        elif isinstance(node, dict):
            if isinstance(node, _Duplicated):
                return SaveError(_join(_path(link), node.duplicate), why(P.DUPLICATE_KEY))
            for key in node:
                bad = _bad_text(key, stray, key=True)
                if bad:
                    return SaveError(_join(_path(link), "?"), bad)
            stack.extend((v, (link, k), depth + 1) for k, v in reversed(node.items())
                         if too_deep or not isinstance(v, _PLAIN))
        elif isinstance(node, list):
            stack.extend((v, (link, i), depth + 1) for i, v in reversed(list(enumerate(node)))
                         if too_deep or not isinstance(v, _PLAIN))
    return None


# A number, true, false or null can be refused only for its depth: the walk passes over them, and a file's
# long lists of numbers (a family's tokens) with them, unless they lie deeper than a file may nest.
_PLAIN = (int, float, type(None))


def parse_json(raw: bytes, limit: int = MAX_BYTES) -> object:
    """The JSON value in ``raw``, refusing what FORMAT.md refuses."""
    if len(raw) > limit:
        raise SaveError("", why(P.OVER_LIMIT_UNREAD, limit=limit))
    if raw.startswith(BOM):
        raise SaveError("", why(P.BOM))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        where: Stray = (exc.start, f"0x{raw[exc.start]:02x}")
        text = raw.decode("utf-8", "surrogateescape")  # to find which field holds it
    else:
        where = None
    try:
        # (whole numbers go through Python only if some run of digits is too long: 10x faster)
        tree = json.loads(text, object_pairs_hook=_pairs, parse_float=_float, parse_constant=_constant,
                          parse_int=_int if LONG_DIGITS.search(text) else None)
    except json.JSONDecodeError as exc:
        if where:
            raise SaveError("", why(P.NOT_UTF8, byte=where[0], value=where[1])) from None
        # (some of Python's messages end in " at", which the wording's own "at line" follows)
        raise SaveError("", why(P.BAD_JSON, msg=exc.msg.removesuffix(" at"), line=exc.lineno,
                                column=exc.colno)) from None
    except RecursionError:
        raise SaveError("", why(P.JSON_TOO_DEEP, most=MAX_DEPTH)) from None
    except ValueError as exc:  # any other number the decoder could not take
        raise SaveError("", why(P.JSON_NUMBER, error=str(exc))) from None
    problem = _first_problem(tree, where)
    if problem is not None:
        raise problem
    if where:  # (cannot happen: a stray byte is in a string or breaks the JSON)
        raise SaveError("", why(P.NOT_UTF8, byte=where[0], value=where[1]))
    return tree


def read_json(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> object:
    """The JSON value of the file at ``path``: ``read_bounded`` then ``parse_json``."""
    return parse_json(read_bounded(Path(path), limit), limit)
