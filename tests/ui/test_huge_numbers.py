"""Numbers no real game reaches, from files: a hand numbered past 2**63 is refused on import (the
history window keeps working), and a save with 10**20 chips continues to an open table
(issue 43, defects 2 and 7)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from cardtable_qt.amounts import format_amount, set_language
from cardtable_qt.storage.saves import SaveStore

from .test_app import make_window
from .test_dialogs import pokdeng_payload
from .test_history_ui import history  # noqa: F401  (the fixture)

HUGE = 10**20


@pytest.mark.parametrize("number", [2**63, 2**64 + 5, 10**40])
def test_a_hand_numbered_past_any_match_is_refused_and_the_window_goes_on(
    tmp_path: Path,
    history: Any,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    number: int,
) -> None:
    _window, dialog = history
    good = dialog.export_to(0, tmp_path / "good.json")
    data = json.loads(good.read_bytes())
    data["number"] = number
    bad = tmp_path / "huge.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: said.append(text))
    rows = dialog.table.rowCount()
    assert dialog.import_from(bad) is None
    assert said and "number" in said[0]
    assert dialog.table.rowCount() == rows
    assert dialog.import_from(good) is not None  # the window still lists what it can
    assert dialog.table.rowCount() == rows + 1


def test_a_save_with_huge_chips_continues_and_the_table_opens(qtbot: Any) -> None:
    payload = pokdeng_payload(3)
    state = payload["state"]
    state["stacks"][0] += HUGE
    state["bought"][0] += HUGE
    SaveStore().write_autosave(payload)
    window = make_window(qtbot)
    session = window.continue_game()
    assert session is not None, window.notices
    assert window.table is not None and window.table.isVisible()
    assert session.state.to_dict()["stacks"][0] == 1000 + HUGE
    window.grab()  # painted, every amount formatted


@pytest.mark.parametrize(
    ("language", "shown"),
    [
        ("en", "100,000,000,000,000,000,000"),
        ("vi", "100.000.000.000.000.000.000"),
        ("hi", "10,00,00,00,00,00,00,00,00,000"),
    ],
)
def test_amounts_past_64_bits_are_grouped_as_the_language_groups_them(
    language: str, shown: str
) -> None:
    try:
        set_language(language)
        assert format_amount(HUGE) == shown
        assert format_amount(-HUGE) == format_amount(-1)[:-1] + shown
        assert format_amount(2**63 - 1) and format_amount(-(2**63))
    finally:
        set_language("en")


@pytest.mark.parametrize("value", [2**63, -(2**64) - 5, 10**40])
def test_a_signed_result_past_64_bits_is_written_with_its_sign(value: int) -> None:
    from PySide6.QtCore import QLocale

    from cardtable_qt.session.models import signed_number

    text = signed_number(value, QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert text[0] == ("+" if value > 0 else "−")
    assert text[1:].replace(",", "") == str(abs(value))
