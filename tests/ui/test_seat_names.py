"""Seat names are cleaned where they enter (the new-game dialog, a loaded save, the settings),
so a lone surrogate or a control character can never make a later autosave or Save As fail."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable_qt.session.seats import SeatConfig
from cardtable_qt.storage.names import clean_name
from cardtable_qt.storage.saves import APP_TAG, SAVE_FORMAT, SaveStore
from cardtable_qt.storage.settings import settings_from_dict
from cardtable_qt.ui.dialogs.new_game import NewGameDialog

from .test_app import make_window
from .test_dialogs import pokdeng_payload

LONE = "\ud800"


@pytest.mark.parametrize(
    ("raw", "kept"),
    [
        (LONE, ""),
        (f"Ploy{LONE}", "Ploy"),
        ("Pl\x00oy\x07", "Ploy"),
        ("\u202eyolP", "yolP"),  # a right-to-left override hides what a name is
        ("Ann\tMarie\n", "Ann Marie"),
        ("अर्जुन\u200d", "अर्जुन\u200d"),  # joiners shape Devanagari: kept
        ("x" * 60, "x" * 40),
    ],
)
def test_clean_name(raw: str, kept: str) -> None:
    assert clean_name(raw) == kept
    assert SeatConfig("ai", raw).name == (kept or "?")
    SeatConfig("ai", raw).name.encode("utf-8")  # every seat name can be written


def test_a_save_with_a_lone_surrogate_name_loads_and_saves_again(qtbot: Any) -> None:
    payload = pokdeng_payload()
    payload["seats"][0]["name"] = f"Ploy{LONE}"
    payload["seats"][1]["name"] = LONE + "\x07"
    envelope = {
        "app": APP_TAG,
        "format": SAVE_FORMAT,
        "game": "pokdeng",
        "saved_at": "2026-05-09T14:30:00+07:00",
        "meta": {"players": [LONE], "progress": "Round 1"},
        "session": payload,
    }
    store = SaveStore()
    path = store.directory / "odd names.json"
    path.write_text(json.dumps(envelope), encoding="utf-8")  # \ud800 as a JSON escape
    window = make_window(qtbot)
    session = window.load_game(path)
    assert session is not None, window.notices
    assert [s.name for s in session.seats][:2] == ["Ploy", "Player 2"]
    assert window.save_as("after the odd names"), window.notices
    assert store.load("after the odd names")["seats"][0]["name"] == "Ploy"
    session._autosave()
    assert store.load_autosave() is not None
    assert not window.notices


def test_the_new_game_dialog_cleans_a_pasted_name(qtbot: Any) -> None:
    window = make_window(qtbot)
    qtbot.mouseClick(window.start_screen.tiles["pokdeng"], Qt.MouseButton.LeftButton)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None
    dialog.seat_rows[0].name.setText("Ploy\x07\u202e")
    dialog.seat_rows[1].name.setText("\x01\x02")
    config = dialog.config()
    assert config.seats[0].name == "Ploy"
    assert config.seats[1].name == dialog.seat_rows[1].title.text()
    dialog.reject()


def test_a_player_name_in_settings_is_cleaned() -> None:
    assert settings_from_dict({"player_name": f"Ploy{LONE}\x07"}).player_name == "Ploy"
    assert settings_from_dict({"player_name": LONE}).player_name == "You"


def test_the_settings_dialog_cleans_a_pasted_name(qtbot: Any) -> None:
    window = make_window(qtbot)
    dialog = window.open_settings()
    dialog.name_edit.setText("Mai\x1b[31m\u202e")
    assert dialog.result_settings().player_name == "Mai[31m"
    dialog.reject()
