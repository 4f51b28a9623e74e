"""A shipped lesson gives no answer away before it asks: its title (the Demo menu, the window's title, the
caption), its description (the menu's tooltip and the caption outside Predict mode) and its introduction
(Predict mode's caption), in English and in Italian, name no outcome of any question its end of round
answers. Every question counts, not only those the lesson names: a shipped lesson is where a question of any
kind missed earlier comes back (``lessons.reviewpositions``). The answers are the engine's own
(``lessons.predict``); what names one is a word of the list below, a rule that only an outcome cites, or
the answer itself (the family elected, the winner, the new order, a tile still in the bag, a Ghost's
space). The closing, told once the end of round is played, is where the outcomes are explained."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache

import pytest

from florenza_gui.engine.files import saves
from florenza_gui.engine.files.scenarios import as_read_from, list_scenarios
from florenza_gui.engine.files.scenariowords import lessons
from florenza_gui.engine.lessons.predict import GhostOutcome, Question, Winner, questions
from florenza_gui.engine.model.asks import Ask
from florenza_gui.engine.model.events import DecidedBy
from florenza_gui.engine.model.state import GameState
from florenza_gui.engine.rules.end_of_round import walk
from florenza_gui.engine.words.characternames import character_name

# what a step did, whoever it did it to (a question's own "who is…?", "chi vince?" names nothing)
OUTCOME_WORDS = {
    "en": (r"\bnobody (?:is )?elected", r"\bno one (?:is )?elected", r"\bnobody becomes", r"\bnobody is named",
           r"\bno (?:Captain|Bishop|Cardinal)\b", r"\bthere is no\b", r"(?<!who )\bbecomes (?:Captain|Bishop|Cardinal)",
           r"(?<!who )\bis (?:re-?)?elected", r"\bre-?elected", r"\belected again", r"\bnamed again",
           r"(?<!who )\bis named Cardinal", r"\bdecided (?:by|on)\b", r"(?<!who )\bwins\b", r"\bwon\b",
           r"\bruns? out\b", r"\bwrap", r"(?<!who )\bplays? first\b", r"\bturns? around\b", r"\brevers",
           r"\bin one family\b"),
    "it": (r"\bnessuno (?:viene |è )?elett", r"\bnessun elett", r"\bnessuno diventa", r"\bnessuno viene nominat",
           r"\bnessun (?:Capitano|Vescovo|Cardinale)\b", r"\bnon c'è (?:Capitano|Vescovo|Cardinale|nessun)",
           r"(?<!chi )\bdiventa (?:Capitano|Vescovo|Cardinale)", r"(?<!chi )\b(?:è|viene) (?:ri)?elett", r"\brielett",
           r"\bdi nuovo Cardinale", r"(?<!chi )\bviene nominat", r"\bdecis[oaie] da", r"(?<!chi )\bvince\b",
           r"\bsi svuota", r"\bgioca(?:no)? (?:per prim|in testa)", r"\bsi capovolge", r"\bstessa famiglia"),
}
# rules cited only where an outcome is told: a tie or nobody at 3 (R7.1a, R7.2a, R7.2b), an office taken up
# (R7.1b–e, R7.2c–f), no Captain, no Bishop, neither or both in one family (D3–D6, R7.5), a draw skipped (D9),
# a tie-break (R9.3)
OUTCOME_RULES = re.compile(r"\b(?:R7\.[12][a-f]|R7\.5|D[3-69]|R9\.3)\b")
NOBODY = {"en": r"\b(?:nobody|no one|none)\b", "it": r"\bnessun"}
RUNGS = {"en": {DecidedBy.VICTORY_POINTS: "Victory Points", DecidedBy.RESOURCES: "Resources",
                DecidedBy.FIORINI: "Fiorini", DecidedBy.SHARED: "shared"},
         "it": {DecidedBy.VICTORY_POINTS: "Punti Vittoria", DecidedBy.RESOURCES: "Risorse",
                DecidedBy.FIORINI: "Fiorini", DecidedBy.SHARED: "condivis"}}
DOES = {"en": r"(?:becomes|is elected|is re-elected|is named|wins|plays first|takes the First Player card)",
        "it": r"(?:diventa|è elett|viene elett|viene rielett|vince|gioca per prim|prende la carta Primo giocatore)"}
SPACE = {"en": "space {0}", "it": "spazio {0}"}
THEN = re.compile(r",? (?:and|then|e|poi) ")  # "A, B and C" is the order "A, B, C"


@cache
def shipped() -> dict[str, GameState]:
    return {entry.bundled or "": as_read_from(saves.load_path(entry.path), entry.path) for entry in list_scenarios()}


def answered(state: GameState) -> tuple[Question, ...]:
    """Every question the end of round played from ``state`` asks, with the engine's answers."""
    return questions(state, [step for _, step in walk(state)])


def giveaways(said: str, state: GameState, asked: Sequence[Question], language: str, title: bool) -> list[str]:
    """What in ``said`` (a title when ``title``) names an outcome of the questions ``asked`` on ``state``."""
    found = [w for w in OUTCOME_WORDS[language] if re.search(w, said, re.IGNORECASE)]
    found += OUTCOME_RULES.findall(said)
    named: set[str] = set()  # what a title may not name at all
    hidden: set[str] = set()  # what nothing may name
    families: set[str] = set()  # the families an answer names: what they did may not be told
    for q in asked:
        answer = q.answer
        if q.ask in (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL):
            if isinstance(answer, str):
                families.add(answer)
            elif title and re.search(NOBODY[language], said, re.IGNORECASE):
                found.append(f"{q.ask.value}: nobody")
        elif q.ask is Ask.TURN_ORDER and isinstance(answer, tuple):
            order = [state.name(str(f)) for f in answer]
            families |= {str(f) for f in answer}
            if tuple(answer) != state.turn_order and ", ".join(order) in THEN.sub(", ", said):
                found.append(f"{q.ask.value}: {', '.join(order)}")
        elif q.ask is Ask.WINNER and isinstance(answer, Winner):
            families |= answer.families
            named.add(RUNGS[language][answer.decided_by])
        elif q.ask is Ask.GHOST_MOVES and isinstance(answer, GhostOutcome):
            # the space the Kinsman took, and the one the card named (the Ghost deck is hidden: RULES.md §9)
            hidden |= {SPACE[language].format(n) for n in (answer.kinsman, q.given.get("s")) if n}
        elif q.ask is Ask.DRAW_UNDER:  # a tile still in the bag (its order is hidden: RULES.md §9)
            hidden |= {n for c in q.given for n in _called(state, c, language)}
        elif isinstance(answer, frozenset | Mapping):  # who leaves, where the cards go
            named |= {n for c in answer for n in _called(state, str(c), language)}
    for family in sorted(families):
        name = state.name(family)
        if re.search(rf"\b{re.escape(name)}\b(?:'s)? {DOES[language]}", said):
            found.append(f"{name} {DOES[language]}")
        if title:
            named.add(name)
    found += [f"{w} (named)" for w in sorted(named) if title and _names(said, w)]
    found += [f"{w} (hidden)" for w in sorted(hidden) if _names(said, w)]
    return found


def _called(state: GameState, character: str, language: str) -> set[str]:
    """A character's name as shown in ``language``, and each of its names alone ("Perugino", "Vinci")."""
    name = character_name(state.characters[character].name, language)
    return {name, *(word for word in name.split() if word[0].isupper() and len(word) > 3)}


def _names(said: str, words: str) -> bool:
    """Whether ``said`` holds ``words`` as words of its own ("space 1" is not in "space 10")."""
    return re.search(rf"(?<!\w){re.escape(words)}(?!\w)", said, re.IGNORECASE) is not None


def test_every_shipped_lesson_is_checked() -> None:
    assert len(shipped()) == 9
    assert {q.ask for state in shipped().values() for q in answered(state)} == set(Ask)


@pytest.mark.parametrize("key", sorted(shipped()))
def test_no_shipped_lesson_names_an_answer_before_it_asks(key: str) -> None:
    state = shipped()[key]
    assert state.scenario is not None
    asked = answered(state)
    italian = lessons("it")[key].scenario
    for language, lesson in (("en", state.scenario), ("it", italian)):
        for part in ("title", "description", "intro"):
            said = getattr(lesson, part)
            assert said and giveaways(said, state, asked, language, part == "title") == [], (language, part, said)


@pytest.mark.parametrize(("key", "language", "title"), [
    ("all-tied", "en", "Everyone tied, nobody elected"),
    ("all-tied", "it", "Tutti pari, nessun eletto"),
    ("cardinal-reelection", "en", "A Cardinal is named again"),
    ("cardinal-reelection", "it", "Di nuovo Cardinale"),
    ("captain-and-bishop", "en", "Captain and Bishop in one family"),
    ("captain-and-bishop", "it", "Capitano del Popolo e Vescovo nella stessa famiglia"),
    ("empty-bag", "en", "The bag runs out"),
    ("empty-bag", "it", "Il sacchetto si svuota"),
    ("last-round-fiorini", "en", "The last round, decided by Fiorini"),
    ("last-round-fiorini", "it", "L'ultimo round, deciso dai Fiorini"),
    ("last-round-fiorini", "en", "Strozzi's last round"),
    ("nobody-at-3", "en", "Nobody reaches 3 on the Church track"),
    ("nobody-at-3", "it", "Nessuno arriva a 3 sul tracciato della Chiesa"),
    ("empty-bag", "en", "Perugino's last round"),
])
def test_a_title_that_names_an_outcome_is_caught(key: str, language: str, title: str) -> None:
    state = shipped()[key]
    assert giveaways(title, state, answered(state), language, title=True)


@pytest.mark.parametrize(("key", "language", "said"), [
    ("bishop-tie", "en", "Medici, clearly highest on the Prestige track, is elected Captain (R7.1)."),
    ("bishop-tie", "it", "Medici, il più alto sul tracciato del Prestigio, viene eletto Capitano del Popolo."),
    ("bishop-tie", "en", "Strozzi and Pazzi tie at 5, so the Bishop's seat stays empty (R7.2a)."),
    ("captain-tie", "en", "With the Bishop first (R7.2f), Medici takes the First Player card."),
    ("all-tied", "en", "The order goes from Medici, Strozzi, Pazzi, Albizzi to Albizzi, Pazzi, Strozzi and Medici."),
    ("all-tied", "it", "L'ordine passa ad Albizzi, Pazzi, Strozzi e Medici."),
    ("ghost-wraparound", "en", "Pazzi's card also names space 4, now taken."),
    ("ghost-wraparound", "it", "La carta di Strozzi indica lo spazio 1."),
    ("empty-bag", "en", "The last tile in the bag is Donatello."),
    ("cardinal-reelection", "it", "Strozzi viene rieletto Vescovo."),
    ("last-round-fiorini", "en", "Strozzi wins on Fiorini."),
    ("last-round-fiorini", "it", "Vince Strozzi, sui Fiorini (R9.3)."),
])
def test_a_description_that_names_an_outcome_is_caught(key: str, language: str, said: str) -> None:
    state = shipped()[key]
    assert giveaways(said, state, answered(state), language, title=False)
