"""Predict mode in words: each question, an answer (the learner's or the rules'), the mark, the hints and
the end of round's summary, in the interface's language. Families are named as the game names them and
characters as the interface shows them; nothing here decides what a rule does."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication

from ..engine.lessons.predict import Answer, GhostOutcome, Question, Winner, mark
from ..engine.model.asks import Ask
from ..engine.model.events import DecidedBy
from ..engine.model.ruleids import Rule
from ..engine.model.state import GameState
from ..engine.words.glossary import summary
from ..qt.language import character_text, language, scenario_text
from ..qt.modes import Answered
from ..qt.predict import Summary

# what the rule says that decides each kind of question (the general rule, never the outcome's: a hint
# naming R7.1a would give a tie away)
HINT_RULES: dict[Ask, tuple[Rule, ...]] = {
    Ask.CAPTAIN: (Rule.R7_1,), Ask.BISHOP: (Rule.R7_2,), Ask.CARDINAL: (Rule.R7_3,),
    Ask.TURN_ORDER: (Rule.R7_1E, Rule.R7_4), Ask.LEAVING: (Rule.R8_5,), Ask.CARD_MOVES: (Rule.R8_6,),
    Ask.DRAW_UNDER: (Rule.R8_7,), Ask.GHOST_MOVES: (Rule.G2, Rule.G3, Rule.G4), Ask.WINNER: (Rule.R9_2, Rule.R9_3),
}


translate = QCoreApplication.translate  # (the modules of Predict mode say their words with it)


def rung_name(rung: DecidedBy) -> str:
    return {DecidedBy.VICTORY_POINTS: translate("Predict", "Victory Points"),
            DecidedBy.RESOURCES: translate("Predict", "Resources"),
            DecidedBy.FIORINI: translate("Predict", "Fiorini"),
            DecidedBy.SHARED: translate("Predict", "shared")}[rung]


def character(game: GameState, character_id: str) -> str:
    return character_text(game.characters[character_id].name)


def drawn_tile(game: GameState, character_id: str, rounds: int) -> str:
    """A tile just drawn, named with the rounds it stays (what says where it goes)."""
    if rounds == 1:
        return translate("Predict", "{0} (stays 1 round)").format(character(game, character_id))
    return translate("Predict", "{0} (stays {1} rounds)").format(character(game, character_id), rounds)


def question_text(question: Question, game: GameState) -> str:
    """What the learner is asked, with what they are given to answer it, and how to answer on the board."""
    ask = question.ask
    if ask is Ask.DRAW_UNDER:  # (short: the fields under it name the tiles and their rounds, all in sight)
        return translate("Predict", "Under which Life card does each drawn tile go? Drag it there, or choose below.")
    if ask is Ask.GHOST_MOVES:  # (the card's values are the step's, told just above)
        return translate("Predict", "Where do {0}'s Captain marker, Bishop marker and Kinsman end? Drag them "
                                    "there (the Kinsman to its pool: none), or type the numbers below."
                         ).format(game.name(question.family or ""))
    return {
        Ask.CAPTAIN: translate("Predict",
                               "Who becomes Captain of the People? Click a family's marker or board, or the "
                               "First Player card for nobody."),
        Ask.BISHOP: translate("Predict", "Who becomes Bishop? Click a family's marker or board, or the Bishop "
                                       "card for nobody."),
        Ask.CARDINAL: translate("Predict", "Who is named Cardinal? Click a family's marker or board, or the "
                                         "Bishop card for nobody."),
        Ask.TURN_ORDER: translate("Predict", "In what order do the families play the next round? Drag the Turn "
                                             "Order markers into place on the track, or order the list (first to "
                                             "play at the top)."),
        Ask.LEAVING: translate("Predict", "Which characters leave the game? Click their cards, then Answer."),
        Ask.CARD_MOVES: translate("Predict", "Under which Life card does each character's card end? Drag each card "
                                             "to its column, or choose below."),
        Ask.WINNER: translate("Predict", "Who wins, and on what? Click the winners' boards and choose the rung."),
    }[ask]


def nobody_tip(question: Question, card: str) -> str:
    """What the office's card says while ``question`` waits: a click on it answers Nobody."""
    said = {Ask.CAPTAIN: translate("Predict", "{0}: click to answer that nobody becomes Captain of the People"),
            Ask.BISHOP: translate("Predict", "{0}: click to answer that nobody becomes Bishop"),
            Ask.CARDINAL: translate("Predict", "{0}: click to answer that nobody is named Cardinal")}
    return said[question.ask].format(card) if question.ask in said else card


def _given_text(question: Question, game: GameState) -> str:
    """A question that gives what it is asked about: the tiles drawn (their rounds), or a Ghost's card shown."""
    if question.ask is Ask.DRAW_UNDER:
        drawn = ", ".join(drawn_tile(game, c, rounds) for c, rounds in question.given.items())
        return translate("Predict", "Drawn from the bag: {0}. Under which Life card does each go?").format(drawn)
    # (its values as the card on the board shows them, the difficulty's change made)
    return translate("Predict", "{0}'s Ghost card is shown on its board. Where do its Captain marker, its Bishop "
                     "marker and its Kinsman end?").format(game.name(question.family or ""))


def hint_text(question: Question, game: GameState) -> str:
    """The first hint: the lesson's own for this question, when it gives one (in the interface's language
    for a shipped lesson), then what the rule says (each rule that decides the question)."""
    lang = language()
    lesson = scenario_text(game.scenario).asks if game.scenario is not None else ()
    own = [a.hint for a in lesson if a.ask is question.ask and a.hint]
    return "\n".join([*own, *(f"{rule}: {summary(rule, lang)}" for rule in HINT_RULES[question.ask])])


def answer_text(question: Question, answer: Answer, game: GameState, only: frozenset[str] | None = None) -> str:
    """An answer in words (``only``: for cards, the characters named; a mark names those that differ)."""
    if question.ask in (Ask.CAPTAIN, Ask.BISHOP, Ask.CARDINAL):
        return game.name(answer) if isinstance(answer, str) else translate("Predict", "nobody")
    if isinstance(answer, tuple) and not isinstance(answer, GhostOutcome | Winner):
        return ", ".join(game.name(str(f)) for f in answer)
    if isinstance(answer, frozenset):
        return ", ".join(sorted(character(game, c) for c in answer)) or translate("Predict", "none")
    if isinstance(answer, Mapping):
        shown = [c for c in answer if only is None or c in only]
        under = translate("Predict", "{0} under {1}")
        return "; ".join(under.format(character(game, c), answer[c].name) for c in shown)
    if isinstance(answer, GhostOutcome):
        if answer.kinsman is None:
            kinsman = translate("Predict", "no Kinsman on a space")
        else:
            kinsman = translate("Predict", "its Kinsman on space {0}").format(answer.kinsman)
        places = translate("Predict", "Captain marker on {0}, Bishop marker on {1}, {2}")
        return places.format(answer.captain, answer.bishop, kinsman)
    if isinstance(answer, Winner):
        names = " = ".join(sorted(game.name(f) for f in answer.families)) or translate("Predict", "nobody")
        return translate("Predict", "{0}, on {1}").format(names, rung_name(answer.decided_by))
    return str(answer)


def mark_text(done: Answered, game: GameState, says: bool = False) -> str:
    """The learner's answer marked, once the step has shown it: right, or what they said beside what the rule
    did, naming the rule (``says``: and what it says, when the narration above does not show it)."""
    q = done.question
    rules: tuple[str, ...] = (str(q.rule),)
    if done.shown:
        said = translate("Predict", "Shown ({1}): {0}.").format(answer_text(q, q.answer, game), str(q.rule))
    elif done.right:
        right = translate("Predict", "Right after a hint: {0}.") if done.hints else translate("Predict", "Right: {0}.")
        said = right.format(answer_text(q, q.answer, game))
    else:
        marked = mark(q, done.given)  # (named by the rules of the parts it got wrong: a Ghost's piece, its own)
        rules = tuple(str(r) for r in marked.rules) or rules
        differ = marked.differ if isinstance(q.answer, Mapping) else None
        said = translate("Predict", "Not quite ({2}). You said: {0}. The rule did: {1}.").format(
            answer_text(q, done.given, game, differ), answer_text(q, q.answer, game, differ), ", ".join(rules))
    return "\n".join([said, *(f"{rule}: {summary(rule, language())}" for rule in rules)]) if says else said


def summary_text(s: Summary) -> str:
    """How the end of round's questions went, in a line."""
    line = translate("Predict", "{0} of {1} right first time").format(s.first_time, s.asked)
    parts = [translate("Predict", "{0} after a hint").format(s.after_hint)] if s.after_hint else []
    parts += [translate("Predict", "{0} wrong").format(s.wrong)] if s.wrong else []
    parts += [translate("Predict", "{0} shown").format(s.shown)] if s.shown else []
    parts += [translate("Predict", "{0} answered aloud").format(s.aloud)] if s.aloud else []
    return f"{line} ({', '.join(parts)})" if parts else line


def ask_name(ask: Ask) -> str:
    """A kind of question in a few words (a summary lists the questions by them)."""
    return {
        Ask.CAPTAIN: translate("Predict", "Captain of the People"), Ask.BISHOP: translate("Predict", "Bishop"),
        Ask.CARDINAL: translate("Predict", "Cardinal"), Ask.TURN_ORDER: translate("Predict", "turn order"),
        Ask.LEAVING: translate("Predict", "who leaves"), Ask.CARD_MOVES: translate("Predict", "where the cards go"),
        Ask.DRAW_UNDER: translate("Predict", "where the drawn tiles go"),
        Ask.GHOST_MOVES: translate("Predict", "the Ghost card"), Ask.WINNER: translate("Predict", "the winner"),
    }[ask]


def room_question_text(question: Question, game: GameState) -> str:
    """The question as a room reads it on the projector: without the presenter's clicks."""
    if question.ask in (Ask.DRAW_UNDER, Ask.GHOST_MOVES):
        return _given_text(question, game)
    return ask_question(question.ask)


def ask_question(ask: Ask) -> str:
    """A kind of question as a question, in general (a lesson's author chooses among them)."""
    return {
        Ask.CAPTAIN: translate("Predict", "Who becomes Captain of the People?"),
        Ask.BISHOP: translate("Predict", "Who becomes Bishop?"),
        Ask.CARDINAL: translate("Predict", "Who is named Cardinal?"),
        Ask.TURN_ORDER: translate("Predict", "In what order do the families play the next round?"),
        Ask.LEAVING: translate("Predict", "Which characters leave the game?"),
        Ask.CARD_MOVES: translate("Predict", "Under which Life card does each character's card end?"),
        Ask.DRAW_UNDER: translate("Predict", "Under which Life card does each drawn tile go?"),
        Ask.GHOST_MOVES: translate("Predict", "Where do a Ghost card's Captain marker, Bishop marker and Kinsman end?"),
        Ask.WINNER: translate("Predict", "Who wins, and on what?"),
    }[ask]


def room_mark_text(done: Answered, game: GameState) -> str:
    """The room's answer marked, in a line for the projector."""
    q = done.question
    if done.aloud:
        return translate("Predict", "The rule did: {0} ({1}).").format(answer_text(q, q.answer, game), q.rule)
    return mark_text(done, game)


def room_summary_text(answers: tuple[Answered, ...]) -> str:
    """Which questions the room got right, which wrong, and which it answered aloud."""
    right = _named([a for a in answers if a.right])
    wrong = _named([a for a in answers if not a.right and not a.aloud])
    aloud = _named([a for a in answers if a.aloud])
    parts = [translate("Predict", "Right: {0}.").format(right)] if right else []
    parts += [translate("Predict", "Wrong: {0}.").format(wrong)] if wrong else []
    parts += [translate("Predict", "Answered aloud: {0}.").format(aloud)] if aloud else []
    return " ".join(parts)


def _named(answers: list[Answered]) -> str:
    """The kinds of question of ``answers``, each once (×2: asked twice, a Ghost card each Ghost)."""
    counted: dict[str, int] = {}
    for a in answers:
        name = ask_name(a.question.ask)
        counted[name] = counted.get(name, 0) + 1
    return ", ".join(f"{name} ×{n}" if n > 1 else name for name, n in counted.items())
