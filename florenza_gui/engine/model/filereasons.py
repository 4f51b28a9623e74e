"""Why a file cannot be read (or written), as data: a ``FileProblem`` kind and its typed
arguments (``Why``), put into words in any language by ``filewords``.

A ``readfile.SaveError`` carries one. The command line and saved messages
use the English wording (``filewords.why_text(why)``); the app renders the
same ``Why`` in the interface's language, never by parsing an English
sentence. No Qt, no pydantic."""

from __future__ import annotations

import errno
from dataclasses import dataclass
from enum import Enum

from .violation import Violation


class FileProblem(Enum):
    # the file itself (readfile)
    IS_DIRECTORY = "is_directory"
    IS_FIFO = "is_fifo"
    IS_DEVICE = "is_device"
    IS_SOCKET = "is_socket"
    NOT_REGULAR = "not_regular"
    LINK_LOOP = "link_loop"
    NO_SUCH_FILE = "no_such_file"
    PERMISSION = "permission"
    OS_ERROR = "os_error"
    NUL_IN_NAME = "nul_in_name"
    NAME_TOO_LONG = "name_too_long"
    NOT_A_FOLDER = "not_a_folder"
    TOO_LARGE = "too_large"
    OVER_LIMIT = "over_limit"
    OVER_LIMIT_UNREAD = "over_limit_unread"
    BOM = "bom"
    NOT_UTF8 = "not_utf8"
    BAD_JSON = "bad_json"
    JSON_TOO_DEEP = "json_too_deep"
    JSON_NUMBER = "json_number"
    TOO_MANY_DIGITS = "too_many_digits"
    NUMBER_TOO_LONG = "number_too_long"
    NUMBER_TOO_LARGE = "number_too_large"
    NOT_A_NUMBER = "not_a_number"
    STRING_NOT_UTF8 = "string_not_utf8"
    STRING_SURROGATE = "string_surrogate"
    KEY_NOT_UTF8 = "key_not_utf8"
    KEY_SURROGATE = "key_surrogate"
    TOO_DEEP = "too_deep"
    DUPLICATE_KEY = "duplicate_key"
    # the format (saves, schema)
    NOT_AN_OBJECT = "not_an_object"
    WRONG_FORMAT = "wrong_format"
    VERSION_NOT_INT = "version_not_int"
    VERSION_NEWER = "version_newer"
    VERSION_UNKNOWN = "version_unknown"
    TAG_MISSING_KIND = "tag_missing_kind"
    TAG_MISSING_MOVE = "tag_missing_move"
    TAG_UNKNOWN_KIND = "tag_unknown_kind"
    TAG_UNKNOWN_MOVE = "tag_unknown_move"
    NOT_A_FIELD = "not_a_field"
    MISSING = "missing"
    SCHEMA = "schema"  # a value of the wrong type or out of bounds: pydantic's error type and context
    # plain text (limits)
    TEXT_EMPTY = "text_empty"
    TEXT_TOO_SHORT = "text_too_short"
    TEXT_TOO_LONG = "text_too_long"
    TEXT_SURROGATE = "text_surrogate"
    TEXT_CONTROL = "text_control"
    TEXT_BLANK = "text_blank"
    NOT_A_RULE = "not_a_rule"
    # what a file holds that no game can (saves_check, eventcodec); a kind named as an invariant's
    # (``violation.Broken``) words a violation of it, from the violation's arguments
    APPEARS_TWICE = "appears_twice"
    EVERY_FAMILY_ONCE = "every_family_once"
    NOT_A_TOKEN = "not_a_token"
    NOT_A_FAMILY = "not_a_family"
    CAPTAIN_SIDE_HOLDER = "captain_side_holder"
    CAPTAIN_WITHOUT_CARD = "captain_without_card"
    OFFICE_IN_ROUND_1 = "office_in_round_1"
    ROW_TOO_MANY = "row_too_many"
    NO_ROOM_POINTS = "no_room_points"
    NO_ROOM_TOKENS = "no_room_tokens"
    NO_ROOM_CARDINAL = "no_room_cardinal"
    NO_ROOM_RESHUFFLES = "no_room_reshuffles"
    KINSMEN_SUM = "kinsmen_sum"
    NEEDS_DECK = "needs_deck"
    NO_STANDINGS = "no_standings"
    ACTIVE_AFTER_END = "active_after_end"
    STANDINGS_TOO_EARLY = "standings_too_early"
    STANDINGS_NOT_FINAL = "standings_not_final"
    POINTS_NOT_PRESTIGE = "points_not_prestige"
    TOKENS_AFTER_END = "tokens_after_end"
    ACTIVE_PASSED = "active_passed"
    ACTIVE_GHOST = "active_ghost"
    GHOST_NOT_PASSED = "ghost_not_passed"
    ACTIVE_NULL = "active_null"
    NOT_IN_CHARACTERS = "not_in_characters"
    TWO_PLACES = "two_places"
    NOWHERE = "nowhere"
    ARTIST_ON_SPACE = "artist_on_space"
    NOT_IN_ROW = "not_in_row"
    DETAINED_NOT_IN_ROW = "detained_not_in_row"
    ALREADY_PREACHING = "already_preaching"
    DETAINED_ON_SPACE = "detained_on_space"
    NO_CAPTAIN_DETAINS = "no_captain_detains"
    RULE_NOT_NARRATING = "rule_not_narrating"
    MOVE_RULE = "move_rule"
    KEPT_NEEDS_FAMILY = "kept_needs_family"
    POSITION = "position"  # a position no game could reach: ``broken``, the invariants' violations (typed)
    # a file the app writes (a game saved, a scenario, the autosave)
    WRITE_PERMISSION = "write_permission"
    WRITE_NO_FOLDER = "write_no_folder"
    WRITE_NOT_A_FOLDER = "write_not_a_folder"
    WRITE_IS_DIRECTORY = "write_is_directory"
    WRITE_NO_SPACE = "write_no_space"
    WRITE_READ_ONLY = "write_read_only"
    WRITE_NAME_TOO_LONG = "write_name_too_long"
    WRITE_OS_ERROR = "write_os_error"
    # the app's autosave
    AUTOSAVE_NOT_OBJECT = "autosave_not_object"
    MUST_BE_1 = "must_be_1"
    WHOLE_NUMBER = "whole_number"
    TRUE_OR_FALSE = "true_or_false"
    FILE_PATH = "file_path"
    # the learner's review set
    REVIEW_NOT_OBJECT = "review_not_object"
    LIST_AT_MOST = "list_at_most"
    NUMBER_AT_MOST = "number_at_most"
    POSITION_KEY = "position_key"
    ONE_OF = "one_of"


Arg = str | int | tuple[Violation, ...]


@dataclass(frozen=True, slots=True)
class Why:
    """A reason: its kind and its arguments (names, numbers, a value found
    in the file as ``repr`` shows it)."""

    kind: FileProblem
    args: tuple[tuple[str, Arg], ...] = ()

    def get(self, name: str, default: Arg = "") -> Arg:
        return next((v for k, v in self.args if k == name), default)


def why(problem: FileProblem, /, **args: Arg) -> Why:
    return Why(problem, tuple(args.items()))


# what the system said when a file could not be read, or written, by its error number
_READING = {errno.ELOOP: FileProblem.LINK_LOOP, errno.ENOENT: FileProblem.NO_SUCH_FILE,
            errno.EACCES: FileProblem.PERMISSION, errno.EPERM: FileProblem.PERMISSION,
            errno.EISDIR: FileProblem.IS_DIRECTORY, errno.ENAMETOOLONG: FileProblem.NAME_TOO_LONG,
            errno.ENOTDIR: FileProblem.NOT_A_FOLDER}
_WRITING = {errno.EACCES: FileProblem.WRITE_PERMISSION, errno.EPERM: FileProblem.WRITE_PERMISSION,
            errno.ENOENT: FileProblem.WRITE_NO_FOLDER, errno.ENOTDIR: FileProblem.WRITE_NOT_A_FOLDER,
            errno.EISDIR: FileProblem.WRITE_IS_DIRECTORY, errno.ENOSPC: FileProblem.WRITE_NO_SPACE,
            errno.EDQUOT: FileProblem.WRITE_NO_SPACE, errno.EROFS: FileProblem.WRITE_READ_ONLY,
            errno.ENAMETOOLONG: FileProblem.WRITE_NAME_TOO_LONG}


def os_reason(number: int | None, said: str, writing: bool = False) -> Why:
    """Why the system would not read (or write) a file, from its error
    ``number``; one no kind names keeps the system's own words, ``said``."""
    kinds = _WRITING if writing else _READING
    kind = kinds.get(number) if number is not None else None
    if kind is not None:
        return Why(kind)
    return why(FileProblem.WRITE_OS_ERROR if writing else FileProblem.OS_ERROR, error=said)
