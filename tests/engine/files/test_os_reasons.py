"""Why the system would not read or write a file is typed by its error
number and worded in both languages; an error no kind names keeps the
system's own words, quoted as such in Italian."""

from __future__ import annotations

import errno

import pytest

from florenza_gui.engine.model.filereasons import FileProblem, os_reason
from florenza_gui.engine.words.filewords import why_text


@pytest.mark.parametrize(("number", "writing", "english", "italian"), [
    (errno.ENOENT, False, "cannot read it: there is no such file", "impossibile leggerlo: il file non esiste"),
    (errno.ENAMETOOLONG, False, "cannot read it: the file name is too long",
     "impossibile leggerlo: il nome del file è troppo lungo"),
    (errno.ENOTDIR, False, "cannot read it: a part of its path is not a folder",
     "impossibile leggerlo: una parte del suo percorso non è una cartella"),
    (errno.EACCES, True, "cannot write it: permission denied", "impossibile scriverlo: permesso negato"),
    (errno.ENOENT, True, "cannot write it: its folder does not exist",
     "impossibile scriverlo: la sua cartella non esiste"),
    (errno.EISDIR, True, "cannot write it: it is a directory", "impossibile scriverlo: è una cartella"),
    (errno.ENOSPC, True, "cannot write it: the disk is full", "impossibile scriverlo: il disco è pieno"),
    (errno.EROFS, True, "cannot write it: the disk is read-only",
     "impossibile scriverlo: il disco è di sola lettura"),
])
def test_an_error_number_is_worded_in_both_languages(number: int, writing: bool, english: str, italian: str) -> None:
    reason = os_reason(number, "the system's words", writing)
    assert why_text(reason) == english
    assert why_text(reason, "it") == italian


@pytest.mark.parametrize("writing", [False, True])
def test_an_error_no_kind_names_keeps_the_system_s_words(writing: bool) -> None:
    reason = os_reason(errno.EIO, "Input/output error", writing)
    assert reason.kind is (FileProblem.WRITE_OS_ERROR if writing else FileProblem.OS_ERROR)
    assert why_text(reason).endswith(": Input/output error")
    assert why_text(reason, "it").endswith("il sistema risponde: «Input/output error»")
    assert os_reason(None, "Unknown error", writing).kind is reason.kind
