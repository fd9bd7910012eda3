"""Names a person typed (or a file brought) are shown as typed, never as HTML."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox

from cardtable_qt.engine import registry
from cardtable_qt.session.seats import SeatConfig
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.dialogs.new_game import NewGameConfig
from cardtable_qt.ui.plain import plain_tooltip
from cardtable_qt.ui.table.result_sheet import ResultSheet, SheetRow

from .test_app import make_window, wait_for_person

BIG = "<h1 style='font-size:90px'>ME</h1>"
IMAGE = "<img src='/etc/hostname'>"


def rich_labels(widget: Any) -> list[str]:
    """The text of every label showing one of the hostile names as rich text."""
    return [
        label.text()
        for label in widget.findChildren(QLabel)
        if ("<h1" in label.text() or "<img" in label.text())
        and label.textFormat() != Qt.TextFormat.PlainText
    ]


def test_seat_names_with_html_are_plain_text_in_the_status_bar_and_table(qtbot: Any) -> None:
    window = make_window(qtbot)
    options = registry.load("pokdeng").Options()
    seats = [SeatConfig("human", BIG), SeatConfig("ai", IMAGE, "basic")] + [
        SeatConfig("ai", f"Bot {i}", "basic") for i in range(2, options.players)
    ]
    window.start_new_game(NewGameConfig("pokdeng", options, seats, 5))
    wait_for_person(qtbot, window)
    assert BIG in window.game_info.text() and IMAGE in window.game_info.text()
    assert window.game_info.textFormat() == Qt.TextFormat.PlainText
    # One line of ordinary text, not a 90 px heading.
    assert window.game_info.sizeHint().height() < 40
    assert window.statusBar().sizeHint().height() < 60
    assert not rich_labels(window)
    box = window.notify(f"{BIG} hesitated")
    assert box is not None and box.textFormat() == Qt.TextFormat.PlainText
    assert isinstance(box, QMessageBox)


def test_the_result_sheet_shows_names_as_typed(qtbot: Any) -> None:
    sheet = ResultSheet(CardArt())
    qtbot.addWidget(sheet)
    row = SheetRow(BIG, f"{IMAGE} won", (), f"{BIG} detail", "+10", "win")
    sheet.show_sheet(f"{BIG} wins", IMAGE, [row], None, "Next")
    assert not rich_labels(sheet)
    assert sheet.title.sizeHint().height() < 60


def test_a_tooltip_quoting_a_name_is_escaped() -> None:
    tip = plain_tooltip(f"Carry on: {IMAGE}")
    assert "<img" not in tip and "&lt;img" in tip


def test_button_tooltips_quoting_a_name_are_escaped(qtbot: Any) -> None:
    from cardtable_qt.ui.table.action_panel import ActionButton

    button = ActionButton(f"Pass to {IMAGE}", "P")
    qtbot.addWidget(button)
    assert "<img" not in button.toolTip() and "&lt;img" in button.toolTip()
