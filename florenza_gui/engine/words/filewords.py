"""The words of ``filereasons``: one template per kind of reason, in English
(what ``florenza-engine`` prints, byte for byte) and in Italian, over the
same arguments. Italian also words pydantic's error types (``schema.*``) and
Python's JSON errors (``bad_json.*``) itself; English keeps the library's
own message. A test checks both tables have the same kinds and fields."""

from __future__ import annotations

from ..model.filereasons import Arg, FileProblem, Why
from ..model.limits import text_reason
from .invariantwords import violation_text

EN: dict[str, str] = {
    "is_directory": "it is a directory, not a file; it was not read",
    "is_fifo": "it is a FIFO (named pipe), not a regular file; it was not read",
    "is_device": "it is a device, not a regular file; it was not read",
    "is_socket": "it is a socket, not a regular file; it was not read",
    "not_regular": "it is not a regular file; it was not read",
    "link_loop": "cannot read it: it is a symbolic link that loops (or one of too many links)",
    "no_such_file": "cannot read it: there is no such file",
    "permission": "cannot read it: permission denied",
    "os_error": "cannot read it: {error}",
    "nul_in_name": "cannot read it: the file name holds a NUL character",
    "name_too_long": "cannot read it: the file name is too long",
    "not_a_folder": "cannot read it: a part of its path is not a folder",
    "too_large": "the file is {size} bytes, over the {limit} limit; it was not read",
    "over_limit": "the file is over the {limit} limit; the rest was not read",
    "over_limit_unread": "the file is over the {limit} limit; it was not read",
    "bom": "the file starts with a byte-order mark (BOM); a saved game is UTF-8 without one",
    "not_utf8": "not UTF-8 text (byte {byte}: {value})",
    "bad_json": "not valid JSON: {msg} at line {line}, column {column}",
    "json_too_deep": "not valid JSON: nested far more than {most} levels deep",
    "json_number": "not valid JSON: {error}",
    "too_many_digits": "a number with {digits} digits; a number here has at most {most}",
    "number_too_long": "a number written with {length} characters is far too long",
    "number_too_large": "{text} is too large a number",
    "not_a_number": "{name} is not a JSON number",
    "string_not_utf8": "holds bytes that are not UTF-8 text (byte {byte}: {value})",
    "string_surrogate": "holds an unpaired surrogate (\\u{code}), which is not text",
    "key_not_utf8": "a key holds bytes that are not UTF-8 text (byte {byte}: {value})",
    "key_surrogate": "a key holds an unpaired surrogate (\\u{code}), which is not text",
    "too_deep": "nested more than {most} levels deep",
    "duplicate_key": "this key appears twice in the same object",
    "not_an_object": "a saved game must be a JSON object",
    "wrong_format": 'must be "{format}"',
    "version_not_int": "must be a whole number",
    "version_newer": "this file is version {version}, newer than this app reads ({supported})",
    "version_unknown": "version {version} is not a version this app can read",
    "tag_missing_kind": "is missing: it names a kind of event",
    "tag_missing_move": "is missing: it names a move of the action phase",
    "tag_unknown_kind": "is not a kind of event this app knows (found {found})",
    "tag_unknown_move": "is not a move of the action phase this app knows (found {found})",
    "not_a_field": "is not a field of this format",
    "missing": "is missing",
    "schema": "{msg} (found {found})",
    "schema.int_type": "must be a whole number (found {found})",
    "schema.string_type": "must be text (found {found})",
    "schema.bool_type": "must be true or false (found {found})",
    "schema.list_type": "must be a list (found {found})",
    "schema.dict_type": "must be an object (found {found})",
    "schema.model_type": "must be an object (found {found})",
    "schema.model_attributes_type": "must be an object (found {found})",
    "schema.none_required": "must be null (found {found})",
    "schema.greater_than_equal": "must be {ge} or more (found {found})",
    "schema.greater_than": "must be more than {gt} (found {found})",
    "schema.less_than_equal": "must be {le} or less (found {found})",
    "schema.less_than": "must be less than {lt} (found {found})",
    "schema.string_too_short": "must have at least {min_length} characters (found {found})",
    "schema.string_too_long": "must have at most {max_length} characters (found {found})",
    "schema.too_short": "must have at least {min_length} items (found {found})",
    "schema.too_long": "must have at most {max_length} items (found {found})",
    "schema.string_pattern_mismatch": "does not have the form {pattern} (found {found})",
    "schema.literal_error": "must be one of: {expected} (found {found})",
    "text_empty": "is empty",
    "text_too_short": "has fewer than {least} characters",
    "text_too_long": "has {length} characters; at most {most} can be saved",
    "text_surrogate": "holds a character that is not text (an unpaired surrogate)",
    "text_control": "holds the control character U+{code}, which plain text does not have",
    "text_blank": "shows no character: only blanks or invisible characters",
    "not_a_rule": "{rule} is not a rule id of RULES.md",
    "appears_twice": "{name} appears twice",
    "every_family_once": "must list every family exactly once",
    "not_a_token": "{value} is not a token value ({values} or {last})",
    "not_a_family": "{name} is not a family of this game",
    "captain_side_holder": "the Captain side is up but its holder is not the Captain",
    "captain_without_card": "{name} is Captain, so this card is theirs, Captain side up (R7.1b)",
    "office_in_round_1": "is {name}, but round 1 is played with no Captain and no Bishop (D7)",
    "row_too_many": "holds {count} characters; the row never holds more than {most} (D1, R8.7)",
    "no_room_points": "{family} stands at {prestige} in round {round}: with their tokens and what the {left} ends of "
    "round left can add (M1, R7.2d, R7.3, G2) the score could end past {most} points, the most a file holds",
    "no_room_tokens": "{family} holds {count} tokens in round {round}: what the {left} ends of round left could "
    "still bank (R7.1c) could take the count past {most} tokens, the most a file holds",
    "no_room_cardinal": "{family} was named Cardinal {count} times by round {round}: the {left} ends of round left "
    "(R7.3) could take the count past {most}, the most a file holds",
    "no_room_reshuffles": "the Ghost deck was reshuffled {count} times: the {left} ends of round left (G1) could "
    "take it past {most}, the most a file holds",
    "kinsmen_sum": "{family} has {pool} in the pool and {board} on the board, not {kinsmen} Kinsmen in all",
    "needs_deck": "the game has Ghost seats, so it needs the Ghost deck",
    "no_standings": "a finished game must have its standings",
    "active_after_end": "must be null once the game is over",
    "standings_too_early": "only a finished game has standings",
    "standings_not_final": "must be true: a finished game's standings are final",
    "points_not_prestige": "{family} ends with the Captain marker at {prestige}, which makes {prestige} Victory "
    "Points, not {points} (R9.2)",
    "tokens_after_end": "must be empty once the game is over: every token is revealed and spent (R9.1)",
    "active_passed": "'{family}' has passed, so it cannot be the family to act",
    "active_ghost": "{name} is a Ghost seat; Ghosts pass at once",
    "ghost_not_passed": "{name} is a Ghost seat and must have passed: Ghosts pass at once (D10)",
    "active_null": "is null, but not every family has passed",
    "not_in_characters": "{name} is not in characters",
    "two_places": "{name} is in two places",
    "nowhere": "is not in the row, the bag or out of the game",
    "artist_on_space": "{name} is an Artist; only a Preacher may stand here",
    "not_in_row": "{name} is not in the Life in Florenza row",
    "detained_not_in_row": "'{character}' is not in the Life in Florenza row",
    "already_preaching": "{name} already stands on another space",
    "detained_on_space": "{name} stands on a Predicatore space, not on the Captain card",
    "no_captain_detains": "only a Captain can detain a character, and there is no Captain",
    "rule_not_narrating": "{rule} does not narrate a {kind} event (one of {allowed} does)",
    "move_rule": "a {move} move is narrated by {rule}",
    "kept_needs_family": "a Bishop card kept needs the family that keeps it",
    "position": "{broken}",
    "write_permission": "cannot write it: permission denied",
    "write_no_folder": "cannot write it: its folder does not exist",
    "write_not_a_folder": "cannot write it: a part of its path is not a folder",
    "write_is_directory": "cannot write it: it is a directory",
    "write_no_space": "cannot write it: the disk is full",
    "write_read_only": "cannot write it: the disk is read-only",
    "write_name_too_long": "cannot write it: the file name is too long",
    "write_os_error": "cannot write it: {error}",
    "autosave_not_object": "an autosave must be a JSON object",
    "must_be_1": "must be 1",
    "whole_number": "must be a whole number, 0 or more",
    "true_or_false": "must be true or false",
    "file_path": "must be a file's path (at most {most} characters) or null",
    "review_not_object": "must be a JSON object",
    "list_at_most": "must be a list of at most {most} entries",
    "number_at_most": "must be a whole number from 0 to {most}",
    "position_key": "must name a position: 1 to 64 characters, each 0-9 or a-f",
    "one_of": "must be one of: {values}",
}

IT: dict[str, str] = {
    "is_directory": "è una cartella, non un file; non è stato letto",
    "is_fifo": "è una FIFO (pipe con nome), non un file normale; non è stato letto",
    "is_device": "è un dispositivo, non un file normale; non è stato letto",
    "is_socket": "è un socket, non un file normale; non è stato letto",
    "not_regular": "non è un file normale; non è stato letto",
    "link_loop": "impossibile leggerlo: è un collegamento simbolico che gira in tondo (o uno di troppi collegamenti)",
    "no_such_file": "impossibile leggerlo: il file non esiste",
    "permission": "impossibile leggerlo: permesso negato",
    "os_error": "impossibile leggerlo; il sistema risponde: «{error}»",
    "nul_in_name": "impossibile leggerlo: il nome del file contiene un carattere NUL",
    "name_too_long": "impossibile leggerlo: il nome del file è troppo lungo",
    "not_a_folder": "impossibile leggerlo: una parte del suo percorso non è una cartella",
    "too_large": "il file è di {size} byte, oltre il limite di {limit}; non è stato letto",
    "over_limit": "il file supera il limite di {limit}; il resto non è stato letto",
    "over_limit_unread": "il file supera il limite di {limit}; non è stato letto",
    "bom": "il file inizia con un byte-order mark (BOM); una partita salvata è UTF-8 senza",
    "not_utf8": "non è testo UTF-8 (byte {byte}: {value})",
    "bad_json": "non è JSON valido: errore alla riga {line}, colonna {column}",
    "bad_json.Expecting value": "non è JSON valido: manca un valore alla riga {line}, colonna {column}",
    "bad_json.Expecting ',' delimiter": "non è JSON valido: manca una virgola alla riga {line}, colonna {column}",
    "bad_json.Expecting ':' delimiter": "non è JSON valido: mancano i due punti alla riga {line}, colonna {column}",
    "bad_json.Expecting property name enclosed in double quotes":
        "non è JSON valido: manca un nome di campo tra virgolette doppie alla riga {line}, colonna {column}",
    "bad_json.Unterminated string starting":
        "non è JSON valido: una stringa non chiusa inizia alla riga {line}, colonna {column}",
    "bad_json.Invalid control character":
        "non è JSON valido: un carattere di controllo non ammesso alla riga {line}, colonna {column}",
    "bad_json.Invalid \\escape": "non è JSON valido: una sequenza \\ non valida alla riga {line}, colonna {column}",
    "bad_json.Invalid \\uXXXX escape":
        "non è JSON valido: una sequenza \\uXXXX non valida alla riga {line}, colonna {column}",
    "bad_json.Extra data": "non è JSON valido: altri dati dopo la fine alla riga {line}, colonna {column}",
    "json_too_deep": "non è JSON valido: annidato ben oltre {most} livelli",
    "json_number": "non è JSON valido: contiene un numero che non si può leggere",
    "too_many_digits": "un numero di {digits} cifre; qui un numero ne ha al massimo {most}",
    "number_too_long": "un numero scritto con {length} caratteri è decisamente troppo lungo",
    "number_too_large": "{text} è un numero troppo grande",
    "not_a_number": "{name} non è un numero JSON",
    "string_not_utf8": "contiene byte che non sono testo UTF-8 (byte {byte}: {value})",
    "string_surrogate": "contiene un surrogato spaiato (\\u{code}), che non è testo",
    "key_not_utf8": "un nome di campo contiene byte che non sono testo UTF-8 (byte {byte}: {value})",
    "key_surrogate": "un nome di campo contiene un surrogato spaiato (\\u{code}), che non è testo",
    "too_deep": "annidato oltre {most} livelli",
    "duplicate_key": "questo campo compare due volte nello stesso oggetto",
    "not_an_object": "una partita salvata deve essere un oggetto JSON",
    "wrong_format": 'deve essere "{format}"',
    "version_not_int": "deve essere un numero intero",
    "version_newer": "questo file è della versione {version}, più recente di quella che l'app legge ({supported})",
    "version_unknown": "la versione {version} non è una versione che l'app sa leggere",
    "tag_missing_kind": "manca: indica un tipo di evento",
    "tag_missing_move": "manca: indica una mossa della fase delle azioni",
    "tag_unknown_kind": "non è un tipo di evento che l'app conosca (trovato {found})",
    "tag_unknown_move": "non è una mossa della fase delle azioni che l'app conosca (trovato {found})",
    "not_a_field": "non è un campo di questo formato",
    "missing": "manca",
    "schema": "non è un valore valido qui (trovato {found})",
    "schema.int_type": "deve essere un numero intero (trovato {found})",
    "schema.string_type": "deve essere una stringa (trovato {found})",
    "schema.bool_type": "deve essere vero o falso (trovato {found})",
    "schema.list_type": "deve essere una lista (trovato {found})",
    "schema.dict_type": "deve essere un oggetto (trovato {found})",
    "schema.model_type": "deve essere un oggetto (trovato {found})",
    "schema.model_attributes_type": "deve essere un oggetto (trovato {found})",
    "schema.none_required": "deve essere null (trovato {found})",
    "schema.greater_than_equal": "deve essere maggiore o uguale a {ge} (trovato {found})",
    "schema.greater_than": "deve essere maggiore di {gt} (trovato {found})",
    "schema.less_than_equal": "deve essere minore o uguale a {le} (trovato {found})",
    "schema.less_than": "deve essere minore di {lt} (trovato {found})",
    "schema.string_too_short": "deve avere almeno {min_length} caratteri (trovato {found})",
    "schema.string_too_long": "deve avere al massimo {max_length} caratteri (trovato {found})",
    "schema.too_short": "deve avere almeno {min_length} elementi (trovato {found})",
    "schema.too_long": "deve avere al massimo {max_length} elementi (trovato {found})",
    "schema.string_pattern_mismatch": "non ha la forma richiesta {pattern} (trovato {found})",
    "schema.literal_error": "non è tra i valori ammessi: {expected} (trovato {found})",
    "text_empty": "è vuoto",
    "text_too_short": "ha meno di {least} caratteri",
    "text_too_long": "ha {length} caratteri; se ne possono salvare al massimo {most}",
    "text_surrogate": "contiene un carattere che non è testo (un surrogato spaiato)",
    "text_control": "contiene il carattere di controllo U+{code}, che il testo semplice non ha",
    "text_blank": "non mostra alcun carattere: solo spazi o caratteri invisibili",
    "not_a_rule": "{rule} non è l'id di una regola di RULES.md",
    "appears_twice": "{name} compare due volte",
    "every_family_once": "deve elencare ogni famiglia esattamente una volta",
    "not_a_token": "{value} non è il valore di un gettone ({values} o {last})",
    "not_a_family": "{name} non è una famiglia di questa partita",
    "captain_side_holder": "è in alto il lato Capitano, ma chi tiene la carta non è il Capitano",
    "captain_without_card": "{name} è Capitano, quindi tiene questa carta con il lato Capitano in alto (R7.1b)",
    "office_in_round_1": "è {name}, ma il round 1 si gioca senza Capitano e senza Vescovo (D7)",
    "row_too_many": "contiene {count} personaggi; la fila non ne contiene mai più di {most} (D1, R8.7)",
    "no_room_points": "{family} è a {prestige} nel round {round}: con i suoi gettoni e quanto possono aggiungere i "
    "{left} fine round che restano (M1, R7.2d, R7.3, G2) potrebbe finire oltre {most} punti, il massimo che un "
    "file contiene",
    "no_room_tokens": "{family} ha {count} gettoni nel round {round}: quanto può ancora incassare nei {left} fine "
    "round che restano (R7.1c) potrebbe portarla oltre {most} gettoni, il massimo che un file contiene",
    "no_room_cardinal": "{family} è stata nominata Cardinale {count} volte entro il round {round}: i {left} fine "
    "round che restano (R7.3) potrebbero portarla oltre {most}, il massimo che un file contiene",
    "no_room_reshuffles": "il mazzo dei Fantasmi è stato rimescolato {count} volte: i {left} fine round che "
    "restano (G1) potrebbero portarlo oltre {most}, il massimo che un file contiene",
    "kinsmen_sum": "{family} ha {pool} Familiari nella riserva e {board} sul tabellone, non {kinsmen} in tutto",
    "needs_deck": "la partita ha posti Fantasma, quindi le serve il mazzo dei Fantasmi",
    "no_standings": "una partita finita deve avere la sua classifica",
    "active_after_end": "deve essere null quando la partita è finita",
    "standings_too_early": "solo una partita finita ha la classifica",
    "standings_not_final": "deve essere true: la classifica di una partita finita è definitiva",
    "points_not_prestige": "{family} finisce con il segnalino Capitano su {prestige}, quindi ha {prestige} "
    "Punti Vittoria, non {points} (R9.2)",
    "tokens_after_end": "deve essere vuoto a partita finita: ogni gettone è rivelato e speso (R9.1)",
    "active_passed": "'{family}' ha passato, quindi non può essere la famiglia di turno",
    "active_ghost": "{name} è un posto Fantasma; i Fantasmi passano subito",
    "ghost_not_passed": "{name} è un posto Fantasma e deve aver passato: i Fantasmi passano subito (D10)",
    "active_null": "è null, ma non tutte le famiglie hanno passato",
    "not_in_characters": "{name} non è tra i personaggi (characters)",
    "two_places": "{name} è in due posti",
    "nowhere": "non è nella fila, nel sacchetto né fuori gioco",
    "artist_on_space": "{name} è un Artista; qui può stare solo un Predicatore",
    "not_in_row": "{name} non è nella fila Vita a Florenza",
    "detained_not_in_row": "'{character}' non è nella fila Vita a Florenza",
    "already_preaching": "{name} sta già su un altro spazio",
    "detained_on_space": "{name} sta su uno spazio Predicatore, non sulla carta Capitano",
    "no_captain_detains": "solo un Capitano può trattenere un personaggio, e non c'è un Capitano",
    "rule_not_narrating": "{rule} non racconta un evento {kind} (lo fa una tra {allowed})",
    "move_rule": "una mossa {move} è raccontata da {rule}",
    "kept_needs_family": "una carta Vescovo tenuta ha bisogno della famiglia che la tiene",
    "position": "{broken}",
    "write_permission": "impossibile scriverlo: permesso negato",
    "write_no_folder": "impossibile scriverlo: la sua cartella non esiste",
    "write_not_a_folder": "impossibile scriverlo: una parte del suo percorso non è una cartella",
    "write_is_directory": "impossibile scriverlo: è una cartella",
    "write_no_space": "impossibile scriverlo: il disco è pieno",
    "write_read_only": "impossibile scriverlo: il disco è di sola lettura",
    "write_name_too_long": "impossibile scriverlo: il nome del file è troppo lungo",
    "write_os_error": "impossibile scriverlo; il sistema risponde: «{error}»",
    "autosave_not_object": "un salvataggio automatico deve essere un oggetto JSON",
    "must_be_1": "deve essere 1",
    "whole_number": "deve essere un numero intero, 0 o più",
    "true_or_false": "deve essere vero o falso",
    "file_path": "deve essere il percorso di un file (al massimo {most} caratteri) o null",
    "review_not_object": "deve essere un oggetto JSON",
    "list_at_most": "deve essere una lista di al massimo {most} elementi",
    "number_at_most": "deve essere un numero intero da 0 a {most}",
    "position_key": "deve nominare una posizione: da 1 a 64 caratteri, ciascuno 0-9 o a-f",
    "one_of": "deve essere uno di: {values}",
}

FILE_WORDS = {"en": EN, "it": IT}


def _size(limit: int, language: str) -> str:
    if limit >= 1024 * 1024:
        return f"{limit / (1024 * 1024):g} MiB"
    return f"{limit}-byte" if language == "en" else f"{limit} byte"


def why_key(reason: Why, table: dict[str, str]) -> str:
    """The catalogue entry for ``reason``: a schema error by its type where
    the language has one (else pydantic's own English message)."""
    if reason.kind is FileProblem.SCHEMA:
        key = f"schema.{reason.get('type')}"
        return key if key in table else "schema"
    if reason.kind is FileProblem.BAD_JSON:
        key = f"bad_json.{reason.get('msg')}"
        return key if key in table else "bad_json"
    return str(reason.kind.value)


def why_text(reason: Why, language: str = "en") -> str:
    """``reason`` in words, in ``language`` (English if it has no catalogue)."""
    table = FILE_WORDS.get(language, FILE_WORDS["en"])
    fields = _Fields(reason.args)
    limit = fields.get("limit")
    if isinstance(limit, int):
        fields["limit"] = _size(limit, language)
    for name, value in reason.args:
        if isinstance(value, tuple):  # the broken invariants of a position, each worded in the language
            fields[name] = "; ".join(violation_text(v, language) for v in value)
    return table[why_key(reason, table)].format_map(fields)


class _Fields(dict[str, Arg]):
    """A schema error's context varies with the library's version: a field
    it did not give reads as "?" rather than failing the message."""

    def __missing__(self, key: str) -> str:
        return "?"


def text_problem(text: str, most: int, least: int = 1, lines: bool = False, visible: bool = False) -> str:
    """Why ``text`` cannot be saved, in English ("" if it can): ``limits.text_reason``'s words."""
    reason = text_reason(text, most, least, lines, visible)
    return why_text(reason) if reason else ""
