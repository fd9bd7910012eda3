"""Every size: at the smallest window (1024×640) no button's text is cut, at every decision of a
few hands of each game, in every language: each line of a visible button's text fits the room
its style gives it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton

from cardtable_qt.engine import registry
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables import table_class

from .helpers import continue_if_held, show_focused

# the table's share of a 1024×640 window (the menu and status bars take the rest of the height)
SIZE = (1024, 580)


def cut_buttons(table: Any) -> list[str]:
    """The visible buttons whose text does not fit: "text: needs N, has M"."""
    cut = []
    for button in table.findChildren(QPushButton):
        if not button.isVisible() or not button.text():
            continue
        option = QStyleOptionButton()
        button.initStyleOption(option)
        room = button.style().subElementRect(
            QStyle.SubElement.SE_PushButtonContents, option, button
        )
        metrics = button.fontMetrics()
        for line in button.text().replace("&&", "&").split("\n"):
            need = metrics.horizontalAdvance(line)
            if need > room.width():
                cut.append(f"{line!r}: needs {need}, has {room.width()}")
    return cut


@pytest.mark.parametrize("game", ["pokdeng", "xito", "guandan", "rummy"])
def test_no_button_text_is_cut_at_the_smallest_window(
    in_language: str, qtbot: Any, cleanup: list[Any], game: str, themed: Any
) -> None:
    module = registry.load(game)
    options = module.Options()
    seats = [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"Player {i}") for i in range(1, options.players)
    ]
    session = GameSession(game, options, seats, 4, saves=SaveStore(), stats=StatsDB())
    cls = table_class(game)
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, SIZE)
    assert table.width() == SIZE[0], "the table grew wider than the smallest window"
    overs: list[Any] = []
    session.handOver.connect(overs.append)
    seen: dict[str, list[str]] = {}
    decisions = 0
    # In English every decision of two hands; in the other languages the first 12 (a Guandan or
    # Rummy hand has shown each of its panels by then: the rest repeat them, and cost seconds)
    most = 40 if in_language == "en" else 12
    for _ in range(600):
        if len(overs) >= 2 or session.state.is_over or decisions >= most:
            break
        if continue_if_held(qtbot, table):
            qtbot.wait(5)
            continue
        if session.is_human_turn() and not table.scene.animator.busy:
            qtbot.wait(1)
            if table.panel.current_group() is None:
                qtbot.wait(5)
                continue
            decisions += 1
            if table.width() != SIZE[0]:
                seen.setdefault(f"the table is {table.width()} wide", []).append(
                    str(table.panel.current_group())
                )
            for problem in cut_buttons(table):
                seen.setdefault(problem, []).append(str(getattr(session.view(0), "phase", "")))
            legal = session.legal_actions()
            table.submit(legal[len(legal) // 2])
        qtbot.wait(5)
    assert decisions, "the person never had a decision"
    assert table.width() == SIZE[0]
    assert not seen, seen


def test_the_check_finds_a_cut_label(qtbot: Any) -> None:
    from PySide6.QtWidgets import QWidget

    holder = QWidget()
    qtbot.addWidget(holder)
    button = QPushButton("Draw from stock   D", holder)
    button.setFixedWidth(70)
    fine = QPushButton("Min\nHome", holder)
    fine.move(0, 40)
    holder.show()
    qtbot.waitExposed(holder)
    problems = cut_buttons(holder)
    assert len(problems) == 1 and "Draw from stock" in problems[0]
