"""The words of ``violation``: one template per kind of broken invariant, in
English (what ``florenza-engine simulate`` prints) and in Italian, over the
same arguments (``rule`` is the rule id of an election postcondition; ids
are not translated). A test checks both tables have the same kinds and
fields. ``wording.render`` words a violation through ``violation_text``;
``filereasons`` words the violations a file's position breaks with it too."""

from __future__ import annotations

from collections.abc import Mapping

from ..model.violation import Arg, Violation

EN: dict[str, str] = {
    "turn_order": "the turn order is not a permutation of the families",
    "kinsmen_sum": "{family}: Kinsmen do not add up to {kinsmen}",
    "prestige_below_zero": "{family}: prestige below 0",
    "church_outside": "{family}: church outside 0..{top}",
    "count_below_zero": "{family}: a count below 0",
    "unknown_token": "{family}: a token of an unknown value",
    "one_place": "a character is not in exactly one place",
    "beyond_rounds": "{character} is under a Life card beyond its rounds",
    "not_a_preacher": "{character} preaches without being a Preacher in the row",
    "unknown_kinsman": "a Kinsman of an unknown family on a Predicatore space",
    "spaces": "there must be exactly {spaces} Predicatore spaces",
    "bishop_card_full": "too many Kinsmen on the Bishop card",
    "detained_not_in_row": "the detained character is not in the row",
    "round_outside": "the round is outside 1..{last}",
    "not_a_family": "{family} is not a family of this game",
    "no_first_player": "nobody holds the First Player card",
    "active_passed": "the active family has passed",
    "no_standings": "a finished game has no standings",
    "wrong_captain": "{rule}: the wrong Captain",
    "captain_not_first": "{rule}: the Captain does not play first",
    "captain_not_banked": "{rule}: the Captain did not bank the Captain marker's position",
    "captain_lost_tokens": "{rule}: the Captain lost tokens",
    "wrong_bishop": "{rule}: the wrong Bishop",
    "bishop_out_of_place": "{rule}: the Bishop is not where it belongs in the order",
    "banked_not_captain": "{rule}: {family} banked tokens without being Captain",
}

IT: dict[str, str] = {
    "turn_order": "l'ordine di turno non elenca ogni famiglia esattamente una volta",
    "kinsmen_sum": "{family}: i Familiari non sono {kinsmen} in tutto",
    "prestige_below_zero": "{family}: Prestigio sotto lo 0",
    "church_outside": "{family}: Influenza della Chiesa fuori da 0..{top}",
    "count_below_zero": "{family}: Risorse, Fiorini o titoli di Cardinale sotto lo 0",
    "unknown_token": "{family}: un gettone Prestigio di un valore che non esiste",
    "one_place": "un personaggio non si trova in un posto e uno solo",
    "beyond_rounds": "{character} è sotto una carta Vita oltre i round che gli restano",
    "not_a_preacher": "{character} predica senza essere un Predicatore della fila",
    "unknown_kinsman": "un Familiare di una famiglia sconosciuta su uno spazio Predicatore",
    "spaces": "gli spazi Predicatore devono essere esattamente {spaces}",
    "bishop_card_full": "troppi Familiari sulla carta Vescovo",
    "detained_not_in_row": "il personaggio trattenuto non è nella fila",
    "round_outside": "il round è fuori da 1..{last}",
    "not_a_family": "{family} non è una famiglia di questa partita",
    "no_first_player": "nessuno ha la carta Primo giocatore",
    "active_passed": "la famiglia di turno ha passato",
    "no_standings": "una partita finita non ha la classifica",
    "wrong_captain": "{rule}: è stato eletto il Capitano del Popolo sbagliato",
    "captain_not_first": "{rule}: il Capitano del Popolo non gioca per primo",
    "captain_not_banked": "{rule}: il Capitano del Popolo non ha convertito la sua posizione in gettoni Prestigio",
    "captain_lost_tokens": "{rule}: il Capitano del Popolo ha perso gettoni Prestigio",
    "wrong_bishop": "{rule}: è stato eletto il Vescovo sbagliato",
    "bishop_out_of_place": "{rule}: il Vescovo non è al suo posto nell'ordine di turno",
    "banked_not_captain": "{rule}: {family} ha convertito gettoni Prestigio senza essere Capitano del Popolo",
}

INVARIANT_WORDS = {"en": EN, "it": IT}


def violation_text(violation: Violation, language: str = "en",
                   names: Mapping[str, Mapping[str, str]] | None = None) -> str:
    """``violation`` in words, in ``language`` (English if it has no
    catalogue). Ids
    are written as they are (what ``simulate`` prints) unless ``names``
    gives, by argument (``family``, ``character``), the names a table
    shows for them."""
    table = INVARIANT_WORDS.get(language, INVARIANT_WORDS["en"])
    fields: dict[str, Arg] = dict(violation.args)
    for name, value in violation.args:
        shown = names.get(name) if names is not None else None
        if shown is not None and isinstance(value, str):
            fields[name] = shown.get(value, value)
    rule = violation.rule
    if rule is not None:
        fields["rule"] = rule
    return table[violation.kind.value].format_map(fields)
