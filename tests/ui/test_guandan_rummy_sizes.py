"""Guandan and Rummy at the smallest window (1024×640, the table's share 1024×580), in the app's
own look: at the moments with the most buttons (paying tribute, following with Show plays, the
arranged hand, the reading chooser; drawing, confirming a pack, packed with Fast-forward, a hand
that can declare, a refused declaration) no button's text is cut and the table stays 1024 wide."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from cardtable_qt.engine import guandan as gd
from cardtable_qt.engine import rummy as rm
from cardtable_qt.storage.settings import Settings
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables.guandan import GuandanTable
from cardtable_qt.ui.tables.rummy import RummyTable

from .helpers import press, show_focused
from .test_every_size import SIZE, cut_buttons
from .test_guandan_table import click_card, session_at
from .test_guandan_table import wait_turn as guandan_turn
from .test_rummy_table import WINNING, arrange, first_to_play, new_session
from .test_rummy_table import wait_turn as rummy_turn


def fits(table: Any, moment: str, seen: dict[str, list[str]]) -> None:
    for problem in cut_buttons(table):
        seen.setdefault(moment, []).append(problem)
    if table.width() != SIZE[0]:
        seen.setdefault(moment, []).append(f"the table is {table.width()} wide")


def guandan(qtbot: Any, cleanup: list[Any], state: gd.State, **kw: Any) -> GuandanTable:
    table = GuandanTable(
        session_at(state, **kw), Settings(animation_speed="off", ai_pace_ms=0), CardArt()
    )
    cleanup.append(table)
    show_focused(qtbot, table, SIZE)
    table.view.setFocus()
    return table


def test_guandan_fits_the_smallest_window_at_its_busiest(
    in_language: str,
    qtbot: Any,
    cleanup: list[Any],
    themed: Any,
) -> None:
    seen: dict[str, list[str]] = {}
    state, _ = gd.next_hand_position(
        ["RJ", "", "", ""], [1, 2, 3], team_levels=(2, 5), level_team=1
    )
    table = guandan(qtbot, cleanup, state, hands_played=1)
    assert guandan_turn(qtbot, table)
    assert table.gd_panel.current_group() == "tribute"
    fits(table, "tribute", seen)
    state = gd.position(
        ["7S 9S 9D KS QS QD QC QH 2H 5C 5D 8S 8D 8C", "3S 4S 6S", "3D 4D 6D", "3C 4C"],
        leader=3,
        trick=[(3, "6C")],
    )
    table = guandan(qtbot, cleanup, state)
    assert guandan_turn(qtbot, table)
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(table.selected_cards()), timeout=3000)
    fits(table, "following, Show plays", seen)
    press(qtbot, table, Qt.Key.Key_A, lambda: table.arranged is not None)
    fits(table, "arranged", seen)
    state = gd.position(["8S 8D 8C 2H 2H 5C 9D", "3S 4S 6S", "3D 4D 6D", "3C 4C 6C"], leader=0)
    table = guandan(qtbot, cleanup, state)
    assert guandan_turn(qtbot, table)
    for card in [c for c in table.session.view(0).hand if c.rank in (8, 2)]:
        click_card(qtbot, table, card)
    press(qtbot, table, Qt.Key.Key_Return, lambda: table.gd_panel.current_group() == "choose")
    fits(table, "the chooser", seen)
    assert not seen, seen


def test_rummy_fits_the_smallest_window_at_its_busiest(
    in_language: str,
    qtbot: Any,
    cleanup: list[Any],
    themed: Any,
) -> None:
    seen: dict[str, list[str]] = {}
    options = rm.Options(players=4)
    seed = first_to_play(options)
    session = new_session(options, seed)
    arrange(session.state, {0: WINNING}, wild="5C", stock_top="QD JS", seed=seed)
    table = RummyTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, SIZE)
    rummy_turn(qtbot, table, "draw")
    fits(table, "draw", seen)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    fits(table, "confirm pack", seen)
    table.pack_armed = False
    table.update_panel()
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    rummy_turn(qtbot, table, "discard")
    assert table.declare_tag.isVisible()
    fits(table, "can declare", seen)
    table.selected = {session.view(0).drawn}  # type: ignore[arg-type]
    table.relayout_hand()
    press(qtbot, table, Qt.Key.Key_E, lambda: bool(table.reasons_shown))
    fits(table, "refused", seen)

    options = rm.Options(players=3)
    table = RummyTable(
        new_session(options, first_to_play(options, 80)),
        Settings(animation_speed="off", ai_pace_ms=0),
        CardArt(),
    )
    cleanup.append(table)
    show_focused(qtbot, table, SIZE)
    rummy_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.seat_status[0] == "packed")
    qtbot.waitUntil(lambda: table.ff_button.isVisible() or table.holding, timeout=10_000)
    fits(table, "packed", seen)
    assert not seen, seen
