"""Undo on the real window: Ctrl+Z, the table's Undo button and the Game menu take back the
person's last decision and re-lay the table; Redo; the new-game option "Allow undo"."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable_qt.engine import registry
from cardtable_qt.session import SeatConfig
from cardtable_qt.ui.dialogs.new_game import NewGameConfig, NewGameDialog
from cardtable_qt.ui.main_window import MainWindow

from .test_app import make_window, wait_for_person
from .test_xito_table import check_table_matches_engine


def human_move(window: MainWindow) -> None:
    """The person's first legal action that neither leaves nor gives up the hand."""
    session: Any = window.session
    legal = session.legal_actions()
    quits = ("Leave", "Fold", "Pack")
    action = next((a for a in legal if type(a).__name__ not in quits), legal[0])
    assert session.submit(action) is None


def start(window: MainWindow, game: str, seed: int = 6, allow_undo: bool = True) -> None:
    module = registry.load(game)
    players = module.Options().players
    seats = [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"AI {i}", "basic") for i in range(1, players)
    ]
    config = NewGameConfig(game, module.Options(), seats, seed, allow_undo)
    assert window.start_new_game(config) is not None


def persons_turn(qtbot: Any, game: str) -> tuple[MainWindow, Any, Any]:
    """A new game of ``game`` at the person's first decision that undo may take back (fair
    play: not one after which a new card shows, such as the cut before the deal or a call
    before the next card): the window, session and table."""
    window = make_window(qtbot)
    start(window, game)
    wait_for_person(qtbot, window)
    session: Any = window.session
    for _ in range(40):
        before = session.state.to_dict()
        human_move(window)
        wait_for_person(qtbot, window)
        if session.can_undo():
            assert session.undo() is None
            qtbot.waitUntil(lambda b=before: session.state.to_dict() == b, timeout=3000)
            wait_for_person(qtbot, window)
            return window, session, window.table
    pytest.fail(f"no decision of the person's in {game} could be taken back")


@pytest.mark.parametrize("game", sorted(registry.GAMES))
def test_ctrl_z_takes_back_the_last_decision_and_ctrl_shift_z_plays_it_again(
    qtbot: Any, game: str
) -> None:
    window, session, table = persons_turn(qtbot, game)
    before = session.state.to_dict()
    assert not window.undo_action.isEnabled() or session.can_undo()
    human_move(window)
    played = session._hand_log[-1][1] if session._hand_log else None
    wait_for_person(qtbot, window)
    if not session.can_undo():  # the hand ended with that move: nothing to take back
        pytest.fail("choose a seed whose first decision does not end the hand")
    assert window.undo_action.isEnabled() and table.undo_button.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: session.state.to_dict() == before, timeout=3000)
    wait_for_person(qtbot, window)
    assert table.panel.current_group() is not None  # the person is asked again
    if game == "xito":
        check_table_matches_engine(table)
    assert window.redo_action.isEnabled()
    qtbot.keyClick(
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: session.undo_used and not session.can_redo(), timeout=3000)
    assert played is None or any(a == played for _s, a in session._hand_log)
    wait_for_person(qtbot, window)
    # the button on the table does the same
    qtbot.mouseClick(table.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.state.to_dict() == before, timeout=3000)
    assert "&Undo" in [a.text() for a in window.menuBar().actions()[0].menu().actions()]


def test_allow_undo_off_hides_the_button_and_refuses(qtbot: Any) -> None:
    window = make_window(qtbot)
    start(window, "xito", allow_undo=False)
    wait_for_person(qtbot, window)
    human_move(window)
    wait_for_person(qtbot, window)
    table: Any = window.table
    assert not table.undo_button.isVisible()
    assert not window.undo_action.isEnabled()
    before = window.session.state.to_dict()  # type: ignore[union-attr]
    assert window.session.undo() == "Undo is off in this game."  # type: ignore[union-attr]
    assert window.session.state.to_dict() == before  # type: ignore[union-attr]


def test_the_new_game_dialog_offers_allow_undo_on_by_default(qtbot: Any) -> None:
    window = make_window(qtbot)
    qtbot.mouseClick(window.start_screen.tiles["xito"], Qt.MouseButton.LeftButton)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None
    assert dialog.allow_undo.isChecked() and dialog.config().allow_undo
    dialog.allow_undo.setChecked(False)
    assert not dialog.build_config().allow_undo
    dialog.reject()


@pytest.mark.parametrize("game", sorted(registry.GAMES))
def test_undo_takes_a_refused_moves_words_away(qtbot: Any, game: str) -> None:
    """A refusal's words (the message in the prompt line) are about a position Undo took away."""
    window, session, table = persons_turn(qtbot, game)
    before = session.state.to_dict()
    human_move(window)
    wait_for_person(qtbot, window)
    table.show_message("That move is not allowed here.")  # as actionRefused shows a reason
    qtbot.mouseClick(table.undo_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.state.to_dict() == before, timeout=3000)
    wait_for_person(qtbot, window)
    assert table.message == ""
    assert "not allowed" not in table.panel.prompt.text()


@pytest.mark.parametrize("game", ["pokdeng", "rummy"])
def test_a_hint_on_its_way_when_you_undo_is_dropped(qtbot: Any, game: str) -> None:
    """The hint was asked about the position Undo took away: its answer, when it comes, is
    about nothing (before, it came as the hint of the new position, or as "No hint this
    time"), and the Hint may be asked again at once."""
    window, session, _table = persons_turn(qtbot, game)
    human_move(window)
    wait_for_person(qtbot, window)
    answers: list[Any] = []
    session.hintReady.connect(answers.append)
    assert session.request_hint()
    assert session.undo() is None  # before the answer can come: it is queued to this thread
    assert not session.hint_pending
    wait_for_person(qtbot, window)
    qtbot.wait(1500)
    assert answers == []
    assert session.request_hint()
    qtbot.waitUntil(lambda: bool(answers), timeout=30_000)
    assert answers[0].advice.action in session.legal_actions()
