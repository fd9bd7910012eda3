"""Saved games through the window: Save As, Continue and Load restore the same game; the autosave
survives a crash; damaged files give a plain message, are kept aside untouched, and the app
carries on."""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from cardtable_qt import app as app_module
from cardtable_qt.storage import paths
from cardtable_qt.storage.saves import MAX_SAVE_BYTES, SaveStore
from cardtable_qt.ui.dialogs.new_game import NewGameDialog
from cardtable_qt.ui.dialogs.saves import LoadDialog, SaveAsDialog
from cardtable_qt.ui.main_window import MainWindow

from .test_app import human_move, make_window, start_pokdeng, wait_for_person
from .test_dialogs import pokdeng_payload

CARD = re.compile(r"(10|[2-9JQKA])[SHDC](#\d+)?")


def play_a_little(qtbot: Any, window: MainWindow, moves: int = 2) -> None:
    """Start Pok Deng and let the person and the AI players make some moves."""
    start_pokdeng(qtbot, window, seats=3, seed=99)
    for _ in range(moves):
        wait_for_person(qtbot, window)
        human_move(window)
    wait_for_person(qtbot, window)


def snapshot(window: MainWindow) -> dict[str, Any]:
    """The game as the engine and the session hold it (state, bots' RNGs, log)."""
    assert window.session is not None
    payload = window.session.to_payload()
    return {k: payload[k] for k in ("state", "bots", "seats", "options", "seed", "hands_played")}


def test_save_close_reopen_then_continue_and_load_restore_the_same_game(qtbot: Any) -> None:
    window = make_window(qtbot)
    play_a_little(qtbot, window)
    dialog = window.open_save_as_dialog()
    assert isinstance(dialog, SaveAsDialog)
    dialog.name_edit.setText("Evening game")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert window.save_name == "Evening game"
    assert "Evening game" in window.game_info.text()
    saved = snapshot(window)
    window.close()

    again = make_window(qtbot)
    assert again.start_screen.continue_button.isEnabled()
    assert "Pok Deng" in again.start_screen.continue_label.text()
    qtbot.mouseClick(again.start_screen.continue_button, Qt.MouseButton.LeftButton)
    assert again.session is not None and again.pages.currentWidget() is again.table
    assert snapshot(again) == saved

    again.show_start_screen()
    assert again.session is None
    loader = again.open_load_dialog()
    assert isinstance(loader, LoadDialog)
    assert loader.model.names() == ["Evening game"]
    loader.select("Evening game")
    qtbot.mouseClick(loader.load_button, Qt.MouseButton.LeftButton)
    assert again.session is not None and again.save_name == "Evening game"
    assert snapshot(again) == saved
    # Ctrl+S now saves under the same name, without asking.
    human_move(again)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is again)
    qtbot.keyClick(again, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert again.findChild(SaveAsDialog) is None
    assert SaveStore().load("Evening game")["state"] == again.session.state.to_dict()


def test_the_autosave_survives_a_crash_between_actions(qtbot: Any) -> None:
    window = make_window(qtbot)
    play_a_little(qtbot, window, moves=3)
    before_crash = snapshot(window)
    # The crash: no close, no save on exit; only the bots' thread stops with the process.
    assert window.session is not None
    window.session.shutdown()
    window.hide()

    after = make_window(qtbot)
    session = after.continue_game()
    assert session is not None
    assert snapshot(after) == before_crash
    wait_for_person(qtbot, after)
    human_move(after)  # and the game goes on from there


# --- damaged files --------------------------------------------------------------------------------


def good_envelope(tmp_path: Path) -> dict[str, Any]:
    """A real saved game, taken when cards are on the table."""
    store = SaveStore(tmp_path / "made")
    payload = pokdeng_payload(with_cards=True)
    store.save("good", payload, meta={"players": ["You"], "progress": "Round 1"})
    data: dict[str, Any] = json.loads((tmp_path / "made" / "good.json").read_text("utf-8"))
    return data


def _edit(change: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], bytes]:
    def make(envelope: dict[str, Any]) -> bytes:
        data = copy.deepcopy(envelope)
        change(data)
        return json.dumps(data).encode("utf-8")

    return make


def _first_card(value: Any) -> tuple[Any, Any] | None:
    """(container, key) of the first card code in a JSON value."""
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        if isinstance(item, str) and CARD.fullmatch(item):
            return value, key
        if isinstance(item, (dict, list)):
            found = _first_card(item)
            if found is not None:
                return found
    return None


def _no_such_card(envelope: dict[str, Any]) -> None:
    where = _first_card(envelope["session"]["state"])
    assert where is not None, "the saved game holds no card"
    container, key = where
    container[key] = "1Z"


# (id, bytes from the good envelope, words the message must have)
BAD_FILES: list[tuple[str, Callable[[dict[str, Any]], bytes], str]] = [
    ("empty", lambda e: b"", "is empty"),
    ("truncated", lambda e: json.dumps(e).encode()[:300], "cut short"),
    ("wrong_types", _edit(lambda e: e["meta"].update(players="You")), "players"),
    ("junk", lambda e: bytes(range(256)) * 16, "not text"),
    ("too_large", lambda e: b" " * (MAX_SAVE_BYTES + 1), "too large"),
    ("card_that_does_not_exist", _edit(_no_such_card), "cannot be restored"),
    ("bad_seats", _edit(lambda e: e["session"].update(seats="everyone")), "damaged"),
]


def the_app_still_answers(window: MainWindow) -> None:
    assert window.pages.currentWidget() is window.start_screen
    dialog = window.choose_game("pokdeng")
    assert isinstance(dialog, NewGameDialog)
    dialog.reject()


def start_a_game(qtbot: Any, window: MainWindow) -> None:
    dialog = window.choose_game("pokdeng")
    assert isinstance(dialog, NewGameDialog)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert window.session is not None and window.session.game_id == "pokdeng"


def kept_aside(original: Path, content: bytes) -> bool:
    copies = list(original.parent.glob(original.name + ".bad*"))
    return not original.exists() and any(p.read_bytes() == content for p in copies)


def test_each_bad_autosave_gives_a_message_is_kept_and_the_app_goes_on(
    qtbot: Any, tmp_path: Path
) -> None:
    good = good_envelope(tmp_path)
    autosave = paths.autosave_path()
    window = make_window(qtbot)
    for case, make, says in BAD_FILES:
        content = make(copy.deepcopy(good))
        autosave.write_bytes(content)
        window.notices.clear()
        window.show_start_screen()  # reads the autosave, as at start-up
        # Damage seen from the outside is reported at once; damage inside, when Continue
        # opens it.
        if window.start_screen.continue_button.isEnabled():
            assert not window.notices, case
            qtbot.mouseClick(window.start_screen.continue_button, Qt.MouseButton.LeftButton)
            assert window.session is None, case
        assert window.notices and says in window.notices[-1], (case, window.notices)
        assert "kept aside" in window.notices[-1], case
        assert kept_aside(autosave, content), case
        assert not window.start_screen.continue_button.isEnabled(), case
        the_app_still_answers(window)
        for aside in autosave.parent.glob(autosave.name + ".bad*"):
            aside.unlink()
    start_a_game(qtbot, window)


def test_each_bad_saved_game_gives_a_message_is_kept_and_the_app_goes_on(
    qtbot: Any, tmp_path: Path
) -> None:
    good = good_envelope(tmp_path)
    window = make_window(qtbot)
    for case, make, says in BAD_FILES:
        content = make(copy.deepcopy(good))
        target = paths.saves_dir() / f"{case}.json"
        target.write_bytes(content)
        window.notices.clear()
        dialog = window.open_load_dialog()
        if dialog.model.rowCount():  # listed: the damage shows when it is opened
            assert dialog.model.names() == [case]
            qtbot.mouseClick(dialog.load_button, Qt.MouseButton.LeftButton)
            assert window.session is None, case
            assert window.notices and says in window.notices[-1], (case, window.notices)
        else:  # found while listing: said at the top of the list
            assert dialog.problems.isVisibleTo(dialog), case
            assert says in dialog.problems.text(), (case, dialog.problems.text())
            dialog.close()
        assert kept_aside(target, content), case
        the_app_still_answers(window)
    start_a_game(qtbot, window)


def test_a_damaged_statistics_database_is_kept_aside_with_a_message(qtbot: Any) -> None:
    db = paths.stats_db_path()
    db.write_bytes(b"this is not a database" * 100)
    app_module.create_application()
    started = app_module.build()
    qtbot.addWidget(started.window)
    assert any("statistic" in p.lower() for p in started.problems), started.problems
    assert list(db.parent.glob(db.name + ".bad*"))
    started.window.stats.record("pokdeng", won=True, net=10)
    assert started.window.stats.summary("pokdeng").played == 1


# --- names ---------------------------------------------------------------------------------------


def test_save_as_refuses_names_that_are_not_plain_names(qtbot: Any) -> None:
    window = make_window(qtbot)
    play_a_little(qtbot, window, moves=1)
    dialog = window.open_save_as_dialog()
    assert dialog is not None
    for name in ("../../outside", "a/b", "..", "x" * 65, "bad\x00name", "   "):
        dialog.name_edit.setText(name)
        assert not dialog.save_button.isEnabled(), name
        assert dialog.message.text(), name
        assert window.save_as(name) is False, name  # forced, the store still refuses it
        assert window.notices and "name" in window.notices[-1], name
    dialog.name_edit.setText("plain name")
    assert dialog.save_button.isEnabled()
    home = paths.data_dir().parent
    assert not list(home.rglob("outside*"))
    assert not list(paths.saves_dir().iterdir())


def test_the_load_dialog_deletes_only_after_a_second_press(qtbot: Any, tmp_path: Path) -> None:
    store = SaveStore()
    store.save("keep", pokdeng_payload(), meta={"players": ["You"], "progress": "Round 1"})
    store.save("drop", pokdeng_payload(), meta={"players": ["You"], "progress": "Round 2"})
    window = make_window(qtbot)
    dialog = window.open_load_dialog()
    dialog.select("drop")
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert store.exists("drop") and "again" in dialog.confirm.text()
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert not store.exists("drop") and store.exists("keep")
    assert dialog.model.names() == ["keep"]
