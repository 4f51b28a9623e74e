"""The engine's narration, shown in the interface language.

The engine (``florenza_gui.engine``) is pure Python and writes English
sentences, which are part of saved files: they are never changed. This view
layer maps each English sentence form onto its Italian wording when Italian
is the interface language, with a table of regular expressions; names,
numbers, rule ids and character names pass through unchanged.

A sentence made of clauses joined with "; " is matched whole first, then
clause by clause. Lists written by ``engine.narrate.join`` ("A, B and C")
become Italian lists ("A, B e C").

``florenza_gui.app.i18n.install_language`` tells this module the language
through :func:`set_language` (the qt package does not import app).
"""

from __future__ import annotations

import re
from collections.abc import Callable

_language = "en"


def set_language(code: str) -> None:
    """The interface language now installed ("en", "it"…)."""
    global _language
    _language = code


def language() -> str:
    return _language


# -- pieces of sentences ------------------------------------------------------------
def _items(listing: str) -> list[str]:
    """``"A, B and C"`` -> ``["A", "B", "C"]``; ``"nobody"`` -> ``[]``."""
    if listing == "nobody":
        return []
    parts = listing.split(", ")
    head, last = parts[:-1], parts[-1]
    if " and " in last:
        head += last.rsplit(" and ", 1)
    else:
        head.append(last)
    return head


def _join(words: list[str]) -> str:
    """The Italian ``narrate.join``: ``A, B e C``; nobody is ``nessuno``."""
    if not words:
        return "nessuno"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " e " + words[-1]


def _list(listing: str) -> str:
    return _join(_items(listing))


def _at_list(listing: str) -> str:
    """``"Blue at 12 and Green at 9"`` -> ``"Blue a 12 e Green a 9"``."""
    return _join([re.sub(r" at (\d+)$", r" a \1", item) for item in _items(listing)])


def _places(listing: str) -> str:
    """``"Blue 2nd (30), Green 3rd (20)"`` -> ``"Blue 2º (30), Green 3º (20)"``."""
    return re.sub(r" (\d+)(?:st|nd|rd|th) \((-?\d+)\)", r" \1º (\2)", listing)


def _tokens(n: str, singular: str, plural: str) -> str:
    return f"{n} {singular if n == '1' else plural}"


DIFFICULTY = {"easy": "facile", "normal": "normale", "hard": "difficile"}
SIDE = {"New Artist": "Nuovo Artista", "regular": "normale"}
BANKED = {"Resources": "alle Risorse", "Fiorini": "ai Fiorini"}

# transforms applied to named groups by their name's prefix
_GROUPS: dict[str, Callable[[str], str]] = {
    "list": _list,
    "atlist": _at_list,
    "places": _places,
    "diff": lambda v: DIFFICULTY.get(v, v),
    "side": lambda v: SIDE.get(v, v),
    "word": lambda v: BANKED.get(v, v),
    "who": lambda v: "nessuno" if v == "nobody" else v,
    "none": lambda v: "nessuno" if v == "none" else v,
}


Template = str | Callable[[dict[str, str]], str]


def _groups(match: re.Match[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in match.groupdict().items():
        value = value or ""
        prefix = key.rstrip("0123456789")
        out[key] = _GROUPS[prefix](value) if prefix in _GROUPS else value
    return out


class _Form:
    """A sentence form, compiled to a regular expression the first time it is
    needed: an English session never pays for the Italian table."""

    def __init__(self, pattern: str) -> None:
        self.source = pattern
        self._compiled: re.Pattern[str] | None = None

    def fullmatch(self, text: str) -> re.Match[str] | None:
        if self._compiled is None:
            self._compiled = _compile(self.source)
        return self._compiled.fullmatch(text)


def _p(pattern: str) -> _Form:
    return _Form(pattern)


def _compile(pattern: str) -> re.Pattern[str]:
    """A sentence form: ``{x}`` is a name (any text without "; "), ``{n:x}`` a
    number, ``{o:x}`` an English ordinal ("2nd", kept as its number) and
    ``{e:x}`` a text that may be empty."""
    kinds = {"": r"(?:(?!; ).)+?", "n": r"-?\d+", "o": r"\d+", "e": r".*?"}
    out = ""
    pos = 0
    for m in re.finditer(r"\{(?:(\w):)?(\w+)\}", pattern):
        out += re.escape(pattern[pos:m.start()])
        kind, name = m.group(1) or "", m.group(2)
        out += rf"(?P<{name}>{kinds[kind]})" + (r"(?:st|nd|rd|th)" if kind == "o" else "")
        pos = m.end()
    out += re.escape(pattern[pos:])
    return re.compile(out)


# The Italian wording of every sentence form the engine (and the controller)
# writes. Order matters only where two forms could match the same text: the
# more specific comes first.
FORMS: list[tuple[_Form, Template]] = [
    # -- elections (R7.1–R7.5, D3–D6) --------------------------------------------
    (_p("No Captain: everyone ties at {n:top} on the Prestige track"),
     "Nessun Capitano del Popolo: tutti sono pari a {top} sul tracciato del Prestigio"),
    (_p("No Captain: {list} tie at {n:top} on the Prestige track"),
     "Nessun Capitano del Popolo: {list} sono pari a {top} sul tracciato del Prestigio"),
    (_p("With no new Captain, {x} hands back the Captain card"),
     "Senza un nuovo Capitano del Popolo, {x} restituisce la carta Capitano"),
    (_p("{x} becomes Captain of the People, ahead of {atlist}"),
     "{x} diventa Capitano del Popolo, davanti a {atlist}"),
    (_p("{x} becomes Captain: {n:top} is the highest ({e:others})"),
     "{x} diventa Capitano del Popolo: {top} è il valore più alto ({others})"),
    (_p("{x} takes the First Player card from {y}, Captain side up"),
     "{x} prende la carta Primo giocatore da {y}, girata sul lato Capitano"),
    (_p("{x} takes the First Player card, Captain side up"),
     "{x} prende la carta Primo giocatore, girata sul lato Capitano"),
    (_p("{x} banks its Prestige as 1 face-down token (now holding {n:total})"),
     "{x} converte il suo Prestigio in 1 gettone Prestigio coperto (ora ne ha {total})"),
    (_p("{x} banks its Prestige as {n:count} face-down tokens (now holding {n:total})"),
     "{x} converte il suo Prestigio in {count} gettoni Prestigio coperti (ora ne ha {total})"),
    (_p("{x} banks {n:value} as tokens {none}"),
     "{x} converte {value} in gettoni Prestigio: {none}"),
    (_p("{x}'s Captain marker goes back to 0"),
     "il segnalino Capitano di {x} torna a 0"),
    (_p("no other marker moves"), "nessun altro segnalino si muove"),
    (_p("the others shift down, keeping their order"), "gli altri scendono di un posto, mantenendo il loro ordine"),
    (_p("No Bishop: nobody reaches {n:min} on the Church track (highest is {n:top})"),
     "Nessun Vescovo: nessuno raggiunge {min} sul tracciato dell'Influenza della Chiesa (il più alto è {top})"),
    (_p("No Bishop: {list} tie at {n:top} on the Church track"),
     "Nessun Vescovo: {list} sono pari a {top} sul tracciato dell'Influenza della Chiesa"),
    (_p("{x} becomes Bishop with {n:top} on the Church track, ahead of {atlist}"),
     "{x} diventa Vescovo con {top} sul tracciato dell'Influenza della Chiesa, davanti a {atlist}"),
    (_p("{x} returns the Bishop card to the board"), "{x} rimette la carta Vescovo sul tabellone"),
    (_p("its 1 Kinsman stay until R8.3"), "il suo Familiare vi resta fino a R8.3"),
    (_p("its {n:count} Kinsmen stay until R8.3"), "i suoi {count} Familiari vi restano fino a R8.3"),
    (_p("{x} keeps the Bishop card"), "{x} tiene la carta Vescovo"),
    (_p("{x} takes the Bishop card from the board"), "{x} prende la carta Vescovo dal tabellone"),
    (_p("{x} takes the Bishop card from {y}"), "{x} prende la carta Vescovo da {y}"),
    (_p("{x} scores {n:gain}, printed on Church space {n:space}"),
     "{x} guadagna {gain} Prestigio, il valore stampato sullo spazio {space} del tracciato della Chiesa"),
    (_p("{x}'s Bishop marker goes back to 0"), "il segnalino Vescovo di {x} torna a 0"),
    (_p("{x} is both Captain and Bishop: it stays first, and second place goes to the best of the others"),
     "{x} è sia Capitano del Popolo sia Vescovo: resta primo, e il secondo posto va al migliore degli altri"),
    (_p("With no Captain, {x} as Bishop will play first"),
     "Senza Capitano del Popolo, {x} come Vescovo giocherà per primo"),
    (_p("{x} as Bishop will play second, after the Captain"),
     "{x} come Vescovo giocherà per secondo, dopo il Capitano del Popolo"),
    (_p("{x} is re-elected while holding the Bishop card: Cardinal for the {o:times} time, "
        "scoring {n:seats}, one per seat"),
     "{x} è rieletto mentre tiene la carta Vescovo: Cardinale per la {times}ª volta, "
     "e guadagna {seats} Prestigio, uno per posto al tavolo"),
    (_p("The others follow by Prestige: {list}"), "Gli altri seguono in ordine di Prestigio: {list}"),
    (_p("With no Captain and no Bishop, everyone is placed by Prestige: {list}"),
     "Senza Capitano del Popolo né Vescovo, tutti sono messi in ordine di Prestigio: {list}"),
    (_p("{list} tie at {n:value}, so the later player this round goes first"),
     "{list} sono pari a {value}, quindi va prima chi ha giocato più tardi in questo round"),
    (_p("With no Captain, {x} plays first and takes the First Player card"),
     "Senza Capitano del Popolo, {x} gioca per primo e prende la carta Primo giocatore"),
    # -- the end of the round (R8.1–R8.8, D9) ------------------------------------------
    (_p("Round {n:round} was the last: the game is over, on to the final scoring"),
     "Il round {round} era l'ultimo: la partita è finita, si passa al punteggio finale"),
    (_p("The round marker moves on to round {n:round}"), "Il segnalino dei round avanza al round {round}"),
    (_p("The Captain releases {x}: the tile goes back on its card"),
     "Il Capitano del Popolo libera {x}: la tessera torna sulla sua carta"),
    (_p("{x}'s Kinsman leaves Predicatore space {n:space} for its pool"),
     "Il Familiare di {x} lascia lo spazio Predicatore {space} e torna nella sua riserva"),
    (_p("{x}'s Kinsman leaves the Bishop card for its pool"),
     "Il Familiare di {x} lascia la carta Vescovo e torna nella sua riserva"),
    (_p("{x} leaves Predicatore space {n:space} and goes back on his card"),
     "{x} lascia lo spazio Predicatore {space} e torna sulla sua carta"),
    (_p("{x} has had his time under Life card I and leaves the game"),
     "{x} ha concluso il suo tempo sotto la carta Vita I ed esce dal gioco"),
    (_p("{x} moves down from Life card {a} to {b}"), "{x} scende dalla carta Vita {a} alla carta Vita {b}"),
    (_p("{x} is drawn from the bag"), "{x} viene pescato dal sacchetto"),
    (_p("with 1 round to stay, his card goes under Life card {card}, New Artist side up"),
     "dovendo restare 1 round, la sua carta va sotto la carta Vita {card}, girata sul lato Nuovo Artista"),
    (_p("with {n:rounds} rounds to stay, his card goes under Life card {card}, New Artist side up"),
     "dovendo restare {rounds} round, la sua carta va sotto la carta Vita {card}, girata sul lato Nuovo Artista"),
    (_p("The bag is empty: 1 draw cannot be made and is skipped"),
     "Il sacchetto è vuoto: 1 pescata non può essere fatta e viene saltata"),
    (_p("The bag is empty: {n:count} draws cannot be made and are skipped"),
     "Il sacchetto è vuoto: {count} pescate non possono essere fatte e vengono saltate"),
    (_p("The Muse turns back to Available"), "La Musa torna Disponibile"),
    (_p("The Muse was not used this round and stays Available"),
     "La Musa non è stata usata in questo round e resta Disponibile"),
    # -- the Ghosts (G1–G4) ---------------------------------------------------------------
    (_p("The Ghost deck is empty and is reshuffled"), "Il mazzo dei Fantasmi è vuoto e viene rimescolato"),
    (_p("{x}'s Ghost card: Prestige +{n:p} (+{n:extra} for {diff}, so {n:total}), Church +{n:c}, "
        "Predicatore space {n:s}"),
     "Carta Fantasma di {x}: Prestigio +{p} (+{extra} per il livello {diff}, quindi {total}), Chiesa +{c}, "
     "spazio Predicatore {s}"),
    (_p("{x}'s Ghost card: Prestige +{n:p}, Church +{n:c}, Predicatore space {n:s}"),
     "Carta Fantasma di {x}: Prestigio +{p}, Chiesa +{c}, spazio Predicatore {s}"),
    (_p("{x} moves up {n:gain} on the Prestige track, as its card says"),
     "{x} avanza di {gain} sul tracciato del Prestigio, come dice la sua carta"),
    (_p("{x} moves up {n:gain} on the Church track (its card says {n:c}, but the track stops at {n:top})"),
     "{x} avanza di {gain} sul tracciato dell'Influenza della Chiesa (la sua carta dice {c}, "
     "ma il tracciato si ferma a {top})"),
    (_p("{x} moves up {n:gain} on the Church track"),
     "{x} avanza di {gain} sul tracciato dell'Influenza della Chiesa"),
    (_p("{x} has no Kinsman left in its pool"), "{x} non ha più Familiari nella sua riserva"),
    (_p("Space {n:space} is free, so {x}'s Kinsman goes there"),
     "Lo spazio {space} è libero, quindi il Familiare di {x} va lì"),
    (_p("Space {n:a} is taken, so {x}'s Kinsman goes to {n:space}"),
     "Lo spazio {a} è occupato, quindi il Familiare di {x} va sullo spazio {space}"),
    (_p("Spaces {n:a} to {n:b} are taken, so {x}'s Kinsman goes to {n:space}"),
     "Gli spazi da {a} a {b} sono occupati, quindi il Familiare di {x} va sullo spazio {space}"),
    (_p("Every Predicatore space is taken, so {x}'s Kinsman goes on the Bishop card"),
     "Ogni spazio Predicatore è occupato, quindi il Familiare di {x} va sulla carta Vescovo"),
    (_p("Every Predicatore space is taken and the Bishop card has no room: {x}'s Kinsman stays home"),
     "Ogni spazio Predicatore è occupato e la carta Vescovo non ha più posto: il Familiare di {x} resta nella "
     "sua riserva"),
    # -- the final scoring (R9.1–R9.3) ----------------------------------------------------
    (_p("{x} reveals 1 token worth {n:total}: from {n:a} to {n:b} Victory Points"),
     "{x} rivela 1 gettone Prestigio del valore di {total}: da {a} a {b} Punti Vittoria"),
    (_p("{x} reveals {n:count} tokens worth {n:total}: from {n:a} to {n:b} Victory Points"),
     "{x} rivela {count} gettoni Prestigio del valore di {total}: da {a} a {b} Punti Vittoria"),
    (_p("{list} share the victory at {n:vp} Victory Points, equal on Resources and Fiorini too"),
     "{list} condividono la vittoria a {vp} Punti Vittoria, pari anche su Risorse e Fiorini"),
    (_p("{x} wins with {n:vp} Victory Points"), "{x} vince con {vp} Punti Vittoria"),
    (_p("{x} wins the tie at {n:vp} Victory Points on {word}"),
     "{x} vince lo spareggio a {vp} Punti Vittoria grazie {word}"),
    (_p("then {places}"), "poi {places}"),
    # -- the start of a round (D10) -------------------------------------------------------
    (_p("Round {n:round} begins: no human seat is left to act"),
     "Inizia il round {round}: non resta nessun giocatore umano che possa agire"),
    (_p("Round {n:round} begins: {x} acts first"), "Inizia il round {round}: {x} agisce per primo"),
    (_p("{list} passes at once"), "{list} passa subito"),
    (_p("{list} pass at once"), "{list} passano subito"),
    # -- the moves (M1–M10, D10) ----------------------------------------------------------
    (_p("{x} moves its Captain marker to {n:to}"), "{x} sposta il suo segnalino Capitano su {to}"),
    (_p("{x} moves its Captain marker"), "{x} sposta il suo segnalino Capitano"),
    (_p("{x} moves its Bishop marker to {n:to}"), "{x} sposta il suo segnalino Vescovo su {to}"),
    (_p("{x} puts a Kinsman on Predicatore space {n:space}"),
     "{x} mette un Familiare sullo spazio Predicatore {space}"),
    (_p("{x} puts a Kinsman on the Bishop card"), "{x} mette un Familiare sulla carta Vescovo"),
    (_p("{x} takes a Kinsman back from the Bishop card"), "{x} riprende un Familiare dalla carta Vescovo"),
    (_p("{x} takes a Kinsman back from Predicatore space {n:space}"),
     "{x} riprende un Familiare dallo spazio Predicatore {space}"),
    (_p("{x} sends {y} to preach on space {n:space}"), "{x} manda {y} a predicare sullo spazio {space}"),
    (_p("{x}, as Captain, detains {y}"), "{x}, come Capitano del Popolo, trattiene {y}"),
    (_p("{x} uses the Muse"), "{x} usa la Musa"),
    (_p("{x} turns {y}'s card to its {side} side"), "{x} gira la carta di {y} sul lato {side}"),
    (_p("{x} now has {n:r} Resources and {n:f} Fiorini"), "{x} ora ha {r} Risorse e {f} Fiorini"),
    (_p("{x} ends its turn"), "{x} termina il suo turno"),
    (_p("{x} passes for the rest of the round"), "{x} passa per il resto del round"),
    (_p("everyone has passed, so the round ends"), "tutti hanno passato, quindi il round finisce"),
    # -- refusals: moves.check, targets, the controller -----------------------------------
    (_p("the game is over"), "la partita è finita"),
    (_p("no more moves can be made"), "non si possono più fare mosse"),
    (_p("every family has passed"), "tutte le famiglie hanno passato"),
    (_p("the round is ending"), "il round sta finendo"),
    (_p("the Prestige track has no space below 0"), "il tracciato del Prestigio non ha spazi sotto lo 0"),
    (_p("the Church track runs from 0 to {n:top}"), "il tracciato dell'Influenza della Chiesa va da 0 a {top}"),
    (_p("nobody holds the Bishop card this round"), "in questo round nessuno ha la carta Vescovo"),
    (_p("the Bishop card already holds {n:count} Kinsmen"), "la carta Vescovo ha già {count} Familiari"),
    (_p("{x} has no Kinsman on the Bishop card"), "{x} non ha Familiari sulla carta Vescovo"),
    (_p("{x} has no Kinsman on Predicatore space {n:space}"),
     "{x} non ha Familiari sullo spazio Predicatore {space}"),
    (_p("{x} is an Artist"), "{x} è un Artista"),
    (_p("only Preachers preach"), "solo i Predicatori predicano"),
    (_p("{x}'s tile is not on his card"), "la tessera di {x} non è sulla sua carta"),
    (_p("only the family holding the Captain card may detain"),
     "solo la famiglia che ha la carta Capitano può trattenere un personaggio"),
    (_p("{x} is already detained"), "{x} è già trattenuto"),
    (_p("the Muse is already used this round"), "la Musa è già stata usata in questo round"),
    (_p("Resources and Fiorini cannot go below 0"), "Risorse e Fiorini non possono scendere sotto lo 0"),
    (_p("that is not a move of the action phase"), "questa non è una mossa della fase delle azioni"),
    (_p("there are only {n:count} Predicatore spaces"), "ci sono solo {count} spazi Predicatore"),
    (_p("Predicatore space {n:space} is already taken"), "lo spazio Predicatore {space} è già occupato"),
    (_p("there is no character called {x} in this game"), "in questa partita non c'è nessun personaggio {x}"),
    (_p("{x} is not in the Life in Florenza row"), "{x} non è nella fila Vita a Florenza"),
    (_p("{x} stays 1 round, so his card goes under Life card {a}, not {b}"),
     "{x} resta 1 round, quindi la sua carta va sotto la carta Vita {a}, non {b}"),
    (_p("{x} stays {n:rounds} rounds, so his card goes under Life card {a}, not {b}"),
     "{x} resta {rounds} round, quindi la sua carta va sotto la carta Vita {a}, non {b}"),
    (_p("it is {who}'s turn"), "è il turno di {who}"),
    (_p("only the active family moves its own pieces"), "solo la famiglia di turno muove i propri pezzi"),
    (_p("that piece cannot go there"), "quel pezzo non può andare lì"),
    (_p("the end of the round is being played"), "si sta giocando la fine del round"),
    (_p("wait for the next round"), "attendi il round successivo"),
    (_p("that is not a place this piece can go"), "questo pezzo non può andare lì"),
    (_p("it goes back"), "torna al suo posto"),
    # -- set-up errors and the undo stack's texts -----------------------------------------
    (_p("D1: a game has {n:a} to {n:b} families, not {n:n}"), "D1: una partita ha da {a} a {b} famiglie, non {n}"),
    (_p("D1: family ids must be distinct lowercase words"),
     "D1: gli identificativi delle famiglie devono essere parole minuscole distinte"),
    (_p("the round can only end from the action phase"), "il round può finire solo dalla fase delle azioni"),
    (_p("Scenario “{title}”: round {n:round} is set up and every family has passed, "
        "so the end of the round starts now"),
     "Scenario “{title}”: il round {round} è pronto e tutte le famiglie hanno passato, "
     "quindi ora comincia la fine del round"),
    (_p("End of the game (final scoring)"), "Fine della partita (punteggio finale)"),
    (_p("End of round {n:round}"), "Fine del round {round}"),
    # -- clauses that begin with any name: last, after every longer form ------------------
    (_p("{x} will play first"), "{x} giocherà per primo"),
    (_p("{x} acts next"), "ora tocca a {x}"),
]


def _clause(text: str) -> str | None:
    for pattern, template in FORMS:
        match = pattern.fullmatch(text)
        if match is not None:
            groups = _groups(match)
            return template(groups) if callable(template) else template.format(**groups)
    return None


def translate(text: str) -> str | None:
    """The Italian of ``text``, or None if some clause is not a known form."""
    whole = _clause(text)
    if whole is not None:
        return whole
    clauses = text.split("; ")
    if len(clauses) == 1:
        return None
    out = [_clause(c) for c in clauses]
    if any(c is None for c in out):
        return None
    return "; ".join(c for c in out if c is not None)


def untranslated(text: str) -> list[str]:
    """The clauses of ``text`` no sentence form covers (for the tests)."""
    if _clause(text) is not None:
        return []
    return [c for c in text.split("; ") if _clause(c) is None]


def localise(text: str) -> str:
    """``text`` in the interface language: Italian when it is installed, the
    engine's English otherwise (and for any clause the table does not know)."""
    if _language != "it" or not text or "\n" in text:
        return text  # (the engine writes no line breaks: a text with one is not its narration)
    whole = translate(text)
    if whole is not None:
        return _capital(text, whole)
    parts = [_clause(c) or c for c in text.split("; ")]
    return _capital(text, "; ".join(parts))


def localise_line(line: str) -> str:
    """A line that may start with a rule id ("M1 Red moves…")."""
    rule, sep, rest = line.partition(" ")
    if sep and re.fullmatch(r"[A-Z]\d+(?:\.\d+[a-z]?)?", rule):
        return f"{rule} {localise(rest.lstrip())}"
    return localise(line)


def _capital(english: str, italian: str) -> str:
    """The Italian starts with a capital exactly when the English does."""
    if english[:1].isupper() and italian[:1].islower():
        return italian[:1].upper() + italian[1:]
    if english[:1].islower() and italian[:1].isupper():
        return italian[:1].lower() + italian[1:]
    return italian
