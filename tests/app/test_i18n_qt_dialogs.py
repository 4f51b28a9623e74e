"""Qt's own dialogs speak the interface language: the Open and Save dialogs
of an Italian window had 'Look in:' and 'Files of type:' in English (Qt's
Italian catalogue has those labels without their Qt 6 shortcut marks), beside
'Nome del file:' and 'Apri'."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog
from shiboken6 import delete


def test_the_file_dialog_is_all_italian_in_italian(window) -> None:  # type: ignore[no-untyped-def]
    window.set_language("it")
    try:
        dialog = QFileDialog(window, "x")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        labels = {label: dialog.labelText(label) for label in (
            QFileDialog.DialogLabel.LookIn, QFileDialog.DialogLabel.FileName, QFileDialog.DialogLabel.FileType,
            QFileDialog.DialogLabel.Accept, QFileDialog.DialogLabel.Reject)}
        assert labels[QFileDialog.DialogLabel.LookIn] == "&Cerca in:"
        assert labels[QFileDialog.DialogLabel.FileType] == "File di &tipo:"
        assert labels[QFileDialog.DialogLabel.FileName] == "&Nome del file:"
        delete(dialog)
    finally:
        window.set_language("en")
    english = QFileDialog(window, "x")
    english.setOption(QFileDialog.Option.DontUseNativeDialog)
    try:
        assert english.labelText(QFileDialog.DialogLabel.LookIn) == "&Look in:"
    finally:  # (gone now, not at the next turn of the event loop: a later test reads every window's labels)
        delete(english)
