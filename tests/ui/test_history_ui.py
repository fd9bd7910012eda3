"""The hand history window: the finished hands of the game, their replay and review (off the GUI
thread, cancellable), export and import (a bad file refused in words)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from cardtable_qt.review import choices
from cardtable_qt.storage.hands import read_hand
from cardtable_qt.ui.dialogs.hand_history import HandHistoryDialog, winners, your_result
from cardtable_qt.ui.dialogs.replay_dialog import ReplayDialog
from cardtable_qt.ui.dialogs.review_dialog import ReviewDialog
from cardtable_qt.ui.main_window import MainWindow

from .helpers import continue_if_held
from .test_app import make_window
from .test_undo_ui import start


def play_hands_at_the_table(qtbot: Any, window: MainWindow, hands: int) -> None:
    session: Any = window.session
    while len(session.history) < hands:
        qtbot.waitUntil(
            lambda: (
                len(session.history) >= hands
                or continue_if_held(qtbot, window.table)  # a hand's result: Next
                or (session.is_human_turn() and not window.table.scene.animator.busy)
            ),  # type: ignore[union-attr]
            timeout=30_000,
        )
        if len(session.history) >= hands:
            break
        if not session.is_human_turn():
            continue  # we went on from a hand's result: wait again
        legal = session.legal_actions()
        calls = [a for a in legal if type(a).__name__ in ("Call", "Check")]
        session.submit(calls[0] if calls else legal[0])


@pytest.fixture
def history(qtbot: Any) -> tuple[MainWindow, HandHistoryDialog]:
    window = make_window(qtbot)
    start(window, "xito", seed=9)
    play_hands_at_the_table(qtbot, window, 2)
    window.session.pause()  # type: ignore[union-attr]
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(HandHistoryDialog)
    assert dialog is not None and dialog.isVisible()
    return window, dialog


def test_the_history_lists_every_finished_hand(history: Any) -> None:
    window, dialog = history
    records = window.session.history
    assert dialog.table.rowCount() == len(records) >= 2
    for row, record in enumerate(records):
        assert dialog.table.item(row, 0).text() == str(record.number)
        assert dialog.table.item(row, 1).text() == record.hand_key
        assert dialog.table.item(row, 3).text() == f"{record.deltas[0]:+,}".replace("-", "−")
        names = [s.name for s in window.session.seats]
        assert dialog.table.item(row, 2).text() == ", ".join(names[s] for s in winners(record))


def test_replay_from_the_history_plays_the_hand_in_its_own_window(qtbot: Any, history: Any) -> None:
    window, dialog = history
    live = window.session.state.to_dict()
    dialog.table.selectRow(0)
    replay = dialog.replay_current()
    assert isinstance(replay, ReplayDialog) and replay.session is not None
    ended: list[bool] = []
    replay.session.finished.connect(lambda: ended.append(True))
    replay.session.set_ai_pace(0)
    replay.session.play()
    qtbot.waitUntil(lambda: bool(ended), timeout=30_000)
    record = window.session.history[0]
    assert replay.session.state.to_dict() == record.state_at(len(record.actions)).to_dict()
    assert window.session.state.to_dict() == live  # the game at the table is untouched
    replay.close()


def test_review_runs_off_the_gui_thread_lists_every_decision_and_opens_the_replay(
    qtbot: Any, history: Any
) -> None:
    _window, dialog = history
    dialog.table.selectRow(1)
    review = dialog.review_current()
    assert isinstance(review, ReviewDialog)
    qtbot.waitUntil(lambda: review.review is not None, timeout=30_000)
    record = dialog.records[1]
    # one row a decision that matters, one a run of forced moves or near-ties: every move is in
    assert review.table.rowCount() == len(review.rows)
    assert sum(r.grouped or 1 for r in review.rows) == len(record.decisions(0))
    assert {r.index for r in review.rows if not r.grouped} <= set(choices(record, 0))
    assert review.progress.value() == review.progress.maximum()
    if review.table.rowCount():
        review.table.selectRow(0)
        review.replay_button.click()
        opened = dialog.children_open[-1]
        assert isinstance(opened, ReplayDialog)
        assert opened.session is not None and opened.session.step == review.rows[0].index
        opened.close()
    review.close()


def test_a_review_can_be_cancelled(qtbot: Any, history: Any) -> None:
    _window, dialog = history
    dialog.table.selectRow(0)
    review = dialog.review_current()
    assert review is not None
    review.cancel()
    assert review.run.wait(10)
    qtbot.wait(50)
    assert not review.cancel_button.isEnabled()
    review.close()


def test_export_then_import_gives_the_same_hand_and_a_bad_file_is_refused(
    tmp_path: Path, history: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, dialog = history
    dialog.table.selectRow(0)
    path = dialog.export_to(0, tmp_path / "hand.json")
    assert path is not None and read_hand(path) == window.session.history[0]
    assert dialog.import_from(path) == window.session.history[0]
    assert dialog.table.rowCount() == len(window.session.history) + 1
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: said.append(text))
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    rows = dialog.table.rowCount()
    assert dialog.import_from(bad) is None
    assert said and "not a hand CardTable can replay" in said[0]
    assert dialog.table.rowCount() == rows


def test_a_finished_review_goes_into_the_statistics_window(qtbot: Any, history: Any) -> None:
    window, dialog = history
    dialog.table.selectRow(0)
    review = dialog.review_current()
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None, timeout=30_000)
    summary = window.stats.review_summary("xito")
    assert summary.hands == 1 and summary.decisions == len(review.review.decisions)
    review.close()
    stats_dialog = window.open_statistics()
    stats_dialog.select_game("xito")
    assert "Reviewed hands: 1." in stats_dialog.chart_note.text()
    stats_dialog.close()


def test_the_last_hand_is_reviewed_from_the_game_menu(qtbot: Any, history: Any) -> None:
    window, dialog = history
    dialog.close()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    assert window.review_action.isEnabled()
    qtbot.keyClick(
        window,
        Qt.Key.Key_H,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    review = window.findChild(ReviewDialog)
    assert review is not None and review.record == window.session.history[-1]
    qtbot.waitUntil(lambda: review.review is not None, timeout=30_000)
    review.close()


def pack_to_the_sheet(qtbot: Any, session: Any, table: Any) -> None:
    """Rummy: the person packs (or plays the first legal move) until the deal's sheet shows."""
    while not table.sheet.isVisible():
        qtbot.waitUntil(
            lambda: (
                table.sheet.isVisible()
                or (session.is_human_turn() and not table.scene.animator.busy)
            ),
            timeout=60_000,
        )
        if table.sheet.isVisible():
            break
        legal = session.legal_actions()
        packs = [a for a in legal if type(a).__name__ == "Pack"]
        session.submit(packs[0] if packs else legal[0])


def test_the_rummy_result_sheet_offers_the_review(qtbot: Any) -> None:
    window = make_window(qtbot)
    start(window, "rummy", seed=9)
    session: Any = window.session
    table: Any = window.table
    pack_to_the_sheet(qtbot, session, table)
    assert table.sheet.review_button.isVisible()
    qtbot.mouseClick(table.sheet.review_button, Qt.MouseButton.LeftButton)
    review = window.findChild(ReviewDialog)
    assert review is not None and review.record == session.history[-1]
    qtbot.waitUntil(lambda: review.review is not None, timeout=30_000)
    assert review.table.rowCount() == len(choices(review.record, 0))
    review.close()


@pytest.mark.parametrize("game", ["pokdeng", "guandan", "xito"])
def test_every_result_sheet_offers_the_review(qtbot: Any, game: str) -> None:
    window = make_window(qtbot)
    start(window, game, seed=9)
    session: Any = window.session
    table: Any = window.table
    hold = table.hold
    while not hold.sheet_shown:
        qtbot.waitUntil(
            lambda: hold.sheet_shown or (session.is_human_turn() and not table.scene.animator.busy),
            timeout=60_000,
        )
        if hold.sheet_shown:
            break
        legal = session.legal_actions()
        easy = [a for a in legal if type(a).__name__ in ("Call", "Check", "Stand", "Pass")]
        session.submit(easy[0] if easy else legal[0])
    assert hold.sheet.review_button.isVisible()
    qtbot.mouseClick(hold.sheet.review_button, Qt.MouseButton.LeftButton)
    review = window.findChild(ReviewDialog)
    assert review is not None and review.record == session.history[-1]
    assert hold.holding  # the review leaves the result where it was
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    review.close()


def test_the_history_lists_the_hands_of_a_saved_game_without_opening_it(qtbot: Any) -> None:
    window = make_window(qtbot)
    start(window, "xito", seed=9)
    play_hands_at_the_table(qtbot, window, 2)
    session: Any = window.session
    session.pause()
    window.saves.save("kept", session.to_payload(), meta=session.meta())
    played = [r.to_data() for r in session.history]
    window.show_start_screen()
    assert window.session is None
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(HandHistoryDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.source.count() >= 1 and "kept" in dialog.source.itemText(0)
    listed = [r.to_data() for r in dialog.records]
    assert listed == played and dialog.table.rowCount() == len(played)
    assert dialog.seat == 0 and dialog.replay_button.isEnabled()
    # a save damaged since the list was made: said in words, nothing listed, nothing lost
    path = Path(dialog.source.itemData(0))
    path.write_text("{ not json", encoding="utf-8")
    dialog.show_hands_of(str(path))
    assert dialog.records == [] and dialog.note.text()
    dialog.close()


def test_your_result_is_said_in_the_games_own_unit() -> None:
    """Guandan moves a team's level (a lost hand: "0 levels", not a bare 0); Rummy's result
    is penalty points (20 points, not "+20" as if won); the others' chips keep their sign."""
    locale = QLocale(QLocale.Language.English)
    assert your_result("guandan", 2, locale) == "+2 levels"
    assert your_result("guandan", 1, locale) == "+1 level"
    assert your_result("guandan", 0, locale) == "0 levels"
    assert your_result("guandan", -1, locale) == "−1 level"
    assert your_result("rummy", 20, locale) == "20 points"
    assert your_result("rummy", 1, locale) == "1 point"
    assert your_result("rummy", 0, locale) == "0 points"
    assert your_result("xito", 1250, locale) == "+1,250"
    assert your_result("pokdeng", -40, locale) == "−40"


def test_the_shared_windows_say_deal_at_the_rummy_table_and_hand_elsewhere(qtbot: Any) -> None:
    window = make_window(qtbot)
    assert window.review_action.text() == "Re&view the last hand"  # no game: "hand"
    start(window, "rummy", seed=9)
    session: Any = window.session
    table: Any = window.table
    assert window.review_action.text() == "Re&view the last deal"
    assert window.history_action.text() == "Deal &history"
    pack_to_the_sheet(qtbot, session, table)
    session.pause()
    review = window.review_last_hand()
    assert isinstance(review, ReviewDialog)
    assert review.windowTitle() == f"Review of deal {session.history[-1].number}"
    review.close()
    history = HandHistoryDialog(session, window.settings, window.card_art, window)
    qtbot.addWidget(history)
    assert history.windowTitle() == "Deal history"
    headers = [history.table.horizontalHeaderItem(c).text() for c in range(2)]
    assert headers == ["Deal", "Deal key"]
    assert history.note.text() == "Every finished deal of this game."
    assert "hand" not in history.table.item(0, 1).toolTip()
    history.close()
    replay = ReplayDialog(session.history[-1], window.settings, window.card_art, parent=window)
    qtbot.addWidget(replay)
    assert replay.windowTitle() == f"Replay of deal {session.history[-1].number}"
    replay.close()
    start(window, "xito", seed=9)
    assert window.review_action.text() == "Re&view the last hand"
    assert window.history_action.text() == "Hand &history"
    other = HandHistoryDialog(window.session, window.settings, window.card_art, window)
    qtbot.addWidget(other)
    assert other.windowTitle() == "Hand history"
    assert other.table.horizontalHeaderItem(0).text() == "Hand"
    other.close()


def test_the_shared_windows_say_round_at_the_pok_deng_table(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pok Deng's word for a hand is a round (its "hand" is one place's cards)."""
    window = make_window(qtbot)
    assert window.history_action.text() == "Hand &history"  # no game: "hand"
    start(window, "pokdeng", seed=9)
    assert window.review_action.text() == "Re&view the last round"
    assert window.history_action.text() == "Round &history"
    assert window.review_last_hand() is None  # no round has finished yet: said so
    assert window.statusBar().currentMessage() == "No round of this game has finished yet."
    history = HandHistoryDialog(window.session, window.settings, window.card_art, window)
    qtbot.addWidget(history)
    assert history.windowTitle() == "Round history"
    headers = [history.table.horizontalHeaderItem(c).text() for c in range(2)]
    assert headers == ["Round", "Round key"]
    assert history.note.text() == (
        "No round of this game has finished yet. Import… opens an exported round."
    )
    asked: list[tuple[str, str]] = []

    def file_chooser(_parent: Any, title: str, _where: str, kind: str) -> tuple[str, str]:
        asked.append((title, kind))
        return "", ""  # the person cancels

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(file_chooser))
    assert history.import_file() is None
    assert asked == [("Import a round", "Rounds (*.json)")]
    history.close()
