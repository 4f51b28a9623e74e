"""Every control of the window, its docks and its dialogs has a name a screen reader can say:
a form's fields are named by their labels (the label a buddy of its field, so a screen reader
finds it), a combo box by what it is for and not by the item it shows, and Qt's own parts of the
window (the status bar's size grip, the tool bar's button for buttons it has no room for) too."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtWidgets import QApplication, QLabel, QToolButton

from florenza_gui.app.newgame import NewGameDialog
from florenza_gui.app.rules_dialog import RulesDialog
from florenza_gui.app.scenario_dialog import SaveScenarioDialog
from tests.app.screenreader import face, name, unnamed_controls

Text = QAccessible.Text


def _labels(widget) -> list[str]:  # type: ignore[no-untyped-def]
    return [label.text(Text.Name) for label, _ in face(widget).relations(QAccessible.RelationFlag.Label)]


def test_the_new_game_boxes_are_named_by_their_labels_and_say_their_item(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.count.setValue(5)
    dialog.show()
    for i in range(5):
        colour, seat = face(dialog.colours[i]), face(dialog.seats[i])
        assert name(colour) == f"Colour of family {i + 1}"
        assert colour.text(Text.Value) == dialog.colours[i].currentText()
        assert name(seat) == f"Seat of family {i + 1}" and seat.text(Text.Value) in ("Human", "Ghost")
        assert name(face(dialog.names[i])) == f"Name of family {i + 1}"
    difficulty = face(dialog.difficulty)
    assert name(difficulty) == "Ghost difficulty" and difficulty.text(Text.Value) == "Normal"
    assert _labels(dialog.difficulty) == ["Ghost difficulty"]
    assert _labels(dialog.count) == ["Families"]
    assert unnamed_controls(dialog) == []


def test_a_combo_box_opens_its_list_for_a_screen_reader(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    box = face(dialog.seats[0])
    assert box.childCount() >= 1 and box.child(0).object() is dialog.seats[0].view()
    actions = box.actionInterface()
    assert actions is not None
    actions.doAction(QAccessibleActionInterface.pressAction())
    qtbot.waitUntil(lambda: dialog.seats[0].view().isVisible())
    assert box.state().expanded
    dialog.seats[0].hidePopup()


def test_the_scenario_dialog_fields_are_labelled(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = SaveScenarioDialog(window, window.session.state)
    qtbot.addWidget(dialog)
    dialog.show()
    assert _labels(dialog.title) == ["Title"] and _labels(dialog.description) == ["Description"]
    assert unnamed_controls(dialog) == []


def test_the_rules_dialog_has_no_unnamed_control(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    dialog = RulesDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert unnamed_controls(dialog) == []


def test_no_control_of_the_window_is_unnamed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    window.demo.manual_action.setChecked(True)  # (its badge in the status bar shown)
    QApplication.processEvents()
    assert unnamed_controls(window) == []
    # shown only when the tool bar has no room for its buttons
    more = window.turn_bar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert more is not None and name(face(more)) == "More tool bar buttons"
    window.demo.manual_action.setChecked(False)


def test_the_names_follow_the_language(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QSizeGrip

    driver.choose("View", "Language", "Italiano")
    grip = window.statusBar().findChild(QSizeGrip)
    assert grip is not None and name(face(grip)) not in ("", "Resize the window")
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert name(face(dialog.colours[0])) != "Colour of family 1" and "1" in name(face(dialog.colours[0]))
    label = next(w for w in dialog.findChildren(QLabel) if w.buddy() is dialog.difficulty)
    assert name(face(dialog.difficulty)) == label.text() != "Ghost difficulty"
    driver.choose("Visualizza", "Lingua", "English")
    assert name(face(grip)) == "Resize the window"


def test_no_control_is_unnamed_while_presenting_nor_behind_the_curtain(qtbot, window, driver) -> None:  # type: ignore[no-untyped-def]
    window.demo.set_presenting(True, full_screen=False)
    QApplication.processEvents()
    assert unnamed_controls(window) == []
    window.demo.set_presenting(False)
    driver.trigger(window.pass_action)  # the next person's curtain
    assert driver.curtain() is not None
    assert unnamed_controls(window) == []
