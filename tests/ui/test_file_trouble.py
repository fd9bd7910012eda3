"""What the player is told when the disk misbehaves: once, not on every move or every visit to
the start screen. Unreadable files and a full disk are simulated at the edge (the tests run as
root, where permissions 000 do not stop a read): the storage layer's read or write raises."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt import app as app_module
from cardtable_qt.session.controller import GameSession
from cardtable_qt.session.seats import SeatConfig
from cardtable_qt.storage import paths, saves
from cardtable_qt.storage.saves import SaveStore

from .test_app import make_window
from .test_dialogs import pokdeng_payload


def test_an_unreadable_autosave_is_said_once_and_kept_aside(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore()
    store.write_autosave(pokdeng_payload())
    autosave = store.autosave_file
    content = autosave.read_bytes()
    real = saves.read_limited

    def read(path: Path, max_bytes: int) -> bytes:
        if Path(path).name == autosave.name:  # as permissions 000 would, for a non-root user
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, max_bytes)

    monkeypatch.setattr(saves, "read_limited", read)
    window = make_window(qtbot)
    for _ in range(3):
        window.show_start_screen()
    said = [n for n in window.notices if "could not be read" in n]
    assert len(said) == 1, window.notices
    assert "kept aside" in said[0]
    assert (autosave.parent / (autosave.name + ".bad")).read_bytes() == content
    assert not window.start_screen.continue_button.isEnabled()


def test_a_full_disk_is_said_once_retried_and_its_end_said(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore()
    seats = [SeatConfig("human", "A"), SeatConfig("human", "B"), SeatConfig("human", "C")]
    session = GameSession("pokdeng", None, seats, 11, saves=store)
    said: list[str] = []
    session.problem.connect(said.append)
    session.start()
    real = saves.atomic_write_bytes
    tries: list[Path] = []

    def full(path: Path, data: bytes) -> None:
        tries.append(path)
        raise OSError(errno.ENOSPC, "No space left on device")

    def play(moves: int) -> None:
        for _ in range(moves):
            assert session.submit(session.legal_actions()[0]) is None

    try:
        monkeypatch.setattr(saves, "atomic_write_bytes", full)
        play(10)
        assert len(tries) == 10  # tried after every move
        assert len(said) == 1 and "No space left" in said[0], said
        monkeypatch.setattr(saves, "atomic_write_bytes", real)
        play(3)
        assert len(said) == 2 and "works again" in said[1], said
        assert store.load_autosave() == session.to_payload()
    finally:
        session.shutdown()


def test_a_temporary_left_by_a_killed_autosave_is_removed_at_start(qtbot: Any) -> None:
    stale = paths.data_dir() / ".autosave.json.abc123.tmp"
    stale.write_bytes(b"")
    named = paths.saves_dir() / ".Evening game.json.x1y2.tmp"
    named.write_bytes(b"{")
    keep = paths.saves_dir() / "Evening game.json"
    keep.write_bytes(b"{}")
    window = make_window(qtbot)
    assert not stale.exists() and not named.exists()
    assert keep.exists()
    assert not window.notices


def test_files_from_a_newer_cardtable_are_left_alone_and_named(qtbot: Any) -> None:
    import json
    import sqlite3

    from cardtable_qt.storage.stats import StatsDB

    from .test_app import QUICK

    settings_file = paths.settings_path()
    settings_file.write_text(
        json.dumps({"format": 99, "app_version": "9.0.0", "settings": QUICK}), encoding="utf-8"
    )
    store = SaveStore()
    store.write_autosave(pokdeng_payload())
    envelope = json.loads(store.autosave_file.read_bytes())
    envelope.update(format=2, app_version="9.0.0")
    store.autosave_file.write_text(json.dumps(envelope), encoding="utf-8")
    with StatsDB() as db:
        db.record("pokdeng", won=True, net=1)
    with sqlite3.connect(paths.stats_db_path()) as conn:
        conn.execute("PRAGMA user_version = 99")
        conn.execute("UPDATE about SET value = '9.0.0'")
    conn.close()
    files = [settings_file, store.autosave_file, paths.stats_db_path()]
    before = [f.read_bytes() for f in files]

    app_module.create_application()
    started = app_module.build()
    window = started.window
    qtbot.addWidget(window)
    for problem in started.problems:
        window.notify(problem)
    window.show_start_screen()
    window.show_start_screen()
    text = "\n".join(window.notices)
    assert text.count("CardTable 9.0.0") == 3, window.notices  # settings, autosave, statistics
    assert not window.start_screen.continue_button.isEnabled()
    window.close()  # closing saves the settings: not over a newer file
    assert [f.read_bytes() for f in files] == before
    assert not [p for p in paths.data_dir().rglob("*.bad*")]
