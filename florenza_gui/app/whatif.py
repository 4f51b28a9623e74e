"""What if in the window: its action (in the Game menu, Ctrl+I, and a button beside the narration's speed),
enabled while the session offers it, its tooltip naming the rule that keeps it shut in play; triggered, it
opens the What if window on the position before the step shown. Whatever happens there, the game, its
undo history, the end of round's cursor and the mode stay as they were. While an end of round is reviewed it
stays shut, saying so."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolButton, QWidget

from ..engine.model.ruleids import Rule
from ..qt.plain import tip
from ..qt.refusalwords import refused
from ..qt.session import Session
from .whatifwords import translate


def what_if_stops(rule: Rule) -> str:
    """Why What if does not open on the position before the step shown, in play, naming ``rule``."""
    if rule is Rule.D13:
        text = translate(
            "WhatIf",
            "No What if from this step ({0}): with two or more players at the table, "
            "nobody goes back to before a Captain's cash-in",
        )
    elif rule is Rule.R9_1:
        text = translate(
            "WhatIf",
            "No What if yet ({0}): the tokens are revealed at the game's end; step on to the final standings first",
        )
    elif rule is Rule.G1:
        text = translate(
            "WhatIf",
            "No What if from this step ({0}): a Ghost card was revealed; going back "
            "would show what comes next. Try the step after it",
        )
    else:
        text = translate(
            "WhatIf",
            "No What if from this step ({0}): a tile was drawn from the bag; going back "
            "would show what comes next. Try the step after it",
        )
    return text.format(rule)


class WhatIf(QObject):
    """What if's action and button for ``session``'s game; ``tell`` says in the status bar why it did not open."""

    def __init__(self, parent: QWidget, session: Session, tell: Callable[[str, int], None]) -> None:
        super().__init__(parent)
        self.parent_widget, self.session, self.tell = parent, session, tell
        self.action = QAction(parent)
        self.action.setShortcut(QKeySequence("Ctrl+I"))
        self.action.triggered.connect(self.open)
        self.button = QToolButton()
        self.button.setDefaultAction(self.action)
        self.button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.dialog: QWidget | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(translate("WhatIf", "What if…"))
        self.action.setIconText(translate("WhatIf", "What if…"))
        self.action.setStatusTip(
            translate(
                "WhatIf", "Change one thing in the position before this step and see how the end of round plays out"
            )
        )
        self.render()

    def render(self) -> None:
        """Enabled while the session offers What if; a rule that keeps it shut is named in its tooltip."""
        s = self.session
        rule = s.what_if_blocked_by if s.offers_what_if else None
        held = s.review_refusal  # (a review copies nothing: it closes first)
        self.action.setEnabled(s.offers_what_if and rule is None)
        said = refused(held) if held is not None else what_if_stops(rule) if rule is not None else None
        self.action.setToolTip(tip(said or self.action.statusTip()))

    def open(self) -> bool:
        """The What if window on the position before the step shown (window-modal); whether it opened."""
        rule = self.session.what_if_blocked_by if self.session.offers_what_if else None
        source = self.session.what_if_from()
        if source is None:
            held = self.session.review_refusal
            if held is not None:
                self.session.refuse(held)  # (the status line says it, as it says every refusal)
            elif rule is not None:
                self.tell(what_if_stops(rule), 8000)
            return False
        from .whatifdialog import WhatIfDialog  # (its classes are imported when first asked for)

        dialog = WhatIfDialog(self.parent_widget, source, self.session.mode.presenting)
        dialog.finished.connect(self._closed)
        self.dialog = dialog
        dialog.open()
        return True

    def _closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
            self.dialog = None
