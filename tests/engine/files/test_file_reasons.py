"""Why a file cannot be read is data (``filereasons.Why``: a kind and typed
arguments), worded in English (what ``florenza-engine`` prints, byte for
byte) and in Italian from the same arguments. No Qt here."""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.readfile import SaveError
from florenza_gui.engine.model.filereasons import FileProblem
from florenza_gui.engine.words.filewords import EN, IT, why_key, why_text
from tests.hostile_cases import CASES, Case, rich_game, wrong_type_at_every_field

ENGLISH_ONLY = (" the ", " is ", " not ", "must ", "cannot", " has ", " found ", " of this ")


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_kind_has_words_in_both_languages_over_the_same_fields() -> None:
    assert {k for k in EN if not k.startswith("schema.")} == {k.value for k in FileProblem}
    for key, template in EN.items():
        assert key in IT, key
        if key not in ("schema", "bad_json", "json_number"):  # (English keeps the library's message; Italian words it)
            assert fields(IT[key]) == fields(template), key
    extra = set(IT) - set(EN)
    assert all(k.startswith(("schema.", "bad_json.")) for k in extra), extra
    worded = [k for k in EN if k.startswith("schema.")]  # (a schema error English words itself, worded in Italian)
    assert worded and all(k in IT and fields(IT[k]) == fields(EN[k]) for k in worded), worded


def italian(error: SaveError) -> str:
    text = error.reason_in("it")
    assert text and "{" not in text.replace("\\u{", "").replace("{…}", ""), text  # (an object found: "{…}")
    assert text != error.reason, f"{error.path}: still English: {text}"
    padded = f" {text} "
    assert not [w for w in ENGLISH_ONLY if w in padded], f"{error.path}: English words in {text!r}"
    return text


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_every_hostile_file_is_refused_in_italian_too(case: Case, tmp_path: Path) -> None:
    where = tmp_path / "game.json"
    case.make(where, False)
    with pytest.raises(SaveError) as caught:
        saves.load_path(where)
    italian(caught.value)


def test_a_wrong_type_at_any_field_is_worded_in_italian_by_its_kind() -> None:
    seen = set()
    for path, data in wrong_type_at_every_field():
        with pytest.raises(SaveError) as caught:
            saves.from_dict(data)
        error = caught.value
        italian(error)
        key = why_key(error.why, IT)
        assert key != "schema", f"{path}: {error.why.get('type')} has no Italian wording of its own"
        seen.add(key)
    assert len(seen) >= 5


@pytest.mark.parametrize(("raw", "english", "italian_text"), [
    (b"{", "not valid JSON: Expecting property name enclosed in double quotes at line 1, column 2",
     "non è JSON valido: manca un nome di campo tra virgolette doppie alla riga 1, colonna 2"),
    (b"", "not valid JSON: Expecting value at line 1, column 1",
     "non è JSON valido: manca un valore alla riga 1, colonna 1"),
    (b"[1] 2", "not valid JSON: Extra data at line 1, column 5",
     "non è JSON valido: altri dati dopo la fine alla riga 1, colonna 5"),
    # (Python's own message ends in "at" here: said once, not "starting at at line")
    (b'{"a": "b', "not valid JSON: Unterminated string starting at line 1, column 7",
     "non è JSON valido: una stringa non chiusa inizia alla riga 1, colonna 7"),
    (b'{"a": "\x01"}', "not valid JSON: Invalid control character at line 1, column 8",
     "non è JSON valido: un carattere di controllo non ammesso alla riga 1, colonna 8"),
    (b"\xef\xbb\xbf{}", "the file starts with a byte-order mark (BOM); a saved game is UTF-8 without one",
     "il file inizia con un byte-order mark (BOM); una partita salvata è UTF-8 senza"),
    (b"[]", "a saved game must be a JSON object", "una partita salvata deve essere un oggetto JSON"),
    (b'{"format": "x"}', 'must be "florenza-save"', 'deve essere "florenza-save"'),
])
def test_reasons_in_english_and_in_italian(raw: bytes, english: str, italian_text: str) -> None:
    with pytest.raises(SaveError) as caught:
        saves.loads(raw)
    assert caught.value.reason == english
    assert caught.value.reason_in("it") == italian_text


def test_a_file_over_the_limit_and_a_field_out_of_bounds(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (1024 * 1024 + 1))
    with pytest.raises(SaveError) as caught:
        saves.load_path(big)
    assert caught.value.reason == "the file is 1048577 bytes, over the 1 MiB limit; it was not read"
    assert caught.value.reason_in("it") == "il file è di 1048577 byte, oltre il limite di 1 MiB; non è stato letto"
    assert caught.value.why.kind is FileProblem.TOO_LARGE and caught.value.why.get("size") == 1048577
    data = saves.to_dict(rich_game())
    data["families"][0]["prestige"] = -1
    with pytest.raises(SaveError) as caught:
        saves.loads(json.dumps(data))
    assert caught.value.path == "families[0].prestige"
    assert caught.value.reason == "must be 0 or more (found -1)"
    assert caught.value.reason_in("it") == "deve essere maggiore o uguale a 0 (trovato -1)"
    data = saves.to_dict(rich_game())
    data["turn_order"] = data["turn_order"][:1]
    with pytest.raises(SaveError) as caught:
        saves.loads(json.dumps(data))
    assert (caught.value.path, caught.value.reason) == ("turn_order", "must list every family exactly once")
    assert why_text(caught.value.why, "it") == "deve elencare ogni famiglia esattamente una volta"


@pytest.mark.parametrize(("field", "value", "shown"), [
    ("prestige", True, "true"), ("prestige", None, "null"), ("prestige", "7", '"7"'),
    ("prestige", {"a": 1}, "{…}"), ("prestige", [7], "[…]"), ("name", 5, "5"),
])
def test_a_wrong_value_is_quoted_as_the_file_writes_it(field: str, value: object, shown: str) -> None:
    """A save is JSON: the value found is quoted in JSON (true, null, "7"),
    not as Python writes it (True, None, '7', dict), in both languages."""
    data = saves.to_dict(rich_game())
    data["families"][0][field] = value
    with pytest.raises(SaveError) as caught:
        saves.loads(json.dumps(data))
    assert caught.value.path == f"families[0].{field}"
    assert caught.value.reason.endswith(f"(found {shown})"), caught.value.reason
    assert caught.value.reason_in("it").endswith(f"(trovato {shown})"), caught.value.reason_in("it")
