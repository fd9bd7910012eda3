"""The statistics database when another program holds it locked, when a newer CardTable wrote
it, and when a damaged write-ahead log lies beside it."""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable_qt import __version__
from cardtable_qt.storage import paths
from cardtable_qt.storage.stats import StatsDB, StatsSummary

from .helpers import digest


@pytest.fixture
def path() -> Path:
    return paths.stats_db_path()


@pytest.fixture
def locker(path: Path) -> Iterator[sqlite3.Connection]:
    """Another program holding the statistics file locked, readers and writers shut out."""
    with StatsDB(path) as db:
        db.record("pokdeng", won=True, net=5)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    other.execute("INSERT INTO results (game, finished_at, won, net) VALUES ('x', 'now', 0, 0)")
    yield other
    other.close()


def release(other: sqlite3.Connection) -> None:
    other.execute("ROLLBACK")
    other.execute("PRAGMA locking_mode = NORMAL")
    other.execute("SELECT count(*) FROM results").fetchall()  # the lock goes with a read
    other.close()


def test_a_locked_database_never_makes_the_game_wait_and_loses_no_result(
    path: Path, locker: sqlite3.Connection
) -> None:
    started = time.monotonic()
    db = StatsDB(path)
    for net in (1, 2, 3):
        db.record("pokdeng", won=True, net=net)
    assert time.monotonic() - started < 2.0  # was 5 s at the start and 5 s per result
    assert db.pending == 3
    assert db.problem is not None and "Another program" in db.problem
    queued = json.loads(db.pending_path.read_text(encoding="utf-8"))
    assert [row["net"] for row in queued] == [1, 2, 3]
    release(locker)
    db.record("pokdeng", won=False, net=-4)
    assert db.pending == 0 and not db.pending_path.exists()
    assert db.summary("pokdeng") == StatsSummary(5, 4, 7, 4, 0)
    db.close()


def test_results_queued_while_locked_are_added_at_the_next_start(
    path: Path, locker: sqlite3.Connection
) -> None:
    db = StatsDB(path)
    db.record("xito", won=True, net=40)
    db.close()  # still locked: the result waits in the pending file
    assert db.pending_path.exists()
    release(locker)
    with StatsDB(path) as again:
        assert again.summary("xito") == StatsSummary(1, 1, 40, 1, 1)
        assert again.pending == 0
    assert not again.pending_path.exists()


def test_a_newer_database_is_left_untouched_and_shown_read_only(path: Path) -> None:
    with StatsDB(path) as db:
        db.record("pokdeng", won=True, net=9)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
        conn.execute("UPDATE about SET value = '8.0.1' WHERE key = 'app_version'")
    conn.close()
    before = digest(path)
    with StatsDB(path) as db:
        assert db.read_only
        assert db.problem is not None
        assert "CardTable 8.0.1" in db.problem and "schema 99" in db.problem
        assert db.summary("pokdeng") == StatsSummary(1, 1, 9, 1, 1)
        db.record("pokdeng", won=True, net=1)  # not added, not an error
        db.reset()
        assert db.summary("pokdeng").played == 1
    assert digest(path) == before
    assert not list(path.parent.glob("*.bad*"))


def test_new_databases_say_which_version_wrote_them(path: Path) -> None:
    with StatsDB(path) as db:
        db.record("rummy", won=True, net=0)
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT value FROM about").fetchall() == [(__version__,)]
    conn.close()


def test_a_garbage_wal_beside_a_good_database_is_kept_aside_and_said(path: Path) -> None:
    with StatsDB(path) as db:
        db.record("guandan", won=True, net=2)
    wal = path.with_name(path.name + "-wal")
    wal.write_bytes(b"this is not a write-ahead log " * 40)
    before = digest(wal)
    with StatsDB(path) as db:
        assert db.problem is not None and "kept aside" in db.problem
        assert db.summary("guandan") == StatsSummary(1, 1, 2, 1, 1)
    kept = wal.with_name(wal.name + ".bad")
    assert digest(kept) == before


def test_a_real_wal_is_left_for_sqlite(path: Path) -> None:
    db = StatsDB(path)
    db.record("guandan", won=True, net=2)
    wal = path.with_name(path.name + "-wal")
    assert wal.exists() and wal.stat().st_size > 0  # a crash now leaves it
    with StatsDB(path) as again:
        assert again.problem is None
        assert again.summary("guandan").played == 1
    db.close()
    assert not list(path.parent.glob("*.bad*"))
