"""The statistics database: recording, summaries, streaks, and damaged files kept aside."""

from __future__ import annotations

import itertools
import sqlite3
import threading
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardtable_qt.storage import paths
from cardtable_qt.storage.stats import ResultRow, StatsDB, StatsSummary, streaks

from .helpers import digest

# --- streaks ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("results", "best", "current"),
    [
        ("", 0, 0),
        ("W", 1, 1),
        ("L", 0, 0),
        ("WWLW", 2, 1),
        ("WWWL", 3, 0),
        ("LWWWLWW", 3, 2),
        ("LLWWWWW", 5, 5),
        ("WLWLWL", 1, 0),
    ],
)
def test_streaks(results: str, best: int, current: int) -> None:
    assert streaks(r == "W" for r in results) == (best, current)


@given(st.lists(st.booleans(), max_size=60))
def test_streaks_are_the_longest_and_the_last_run_of_wins(results: list[bool]) -> None:
    runs = [(won, len(list(group))) for won, group in itertools.groupby(results)]
    best = max((n for won, n in runs if won), default=0)
    current = runs[-1][1] if runs and runs[-1][0] else 0
    assert streaks(results) == (best, current)


# --- recording -------------------------------------------------------------------------------


def test_database_lives_in_the_data_dir(user_dirs: Path) -> None:
    with StatsDB() as db:
        db.record("pokdeng", won=True, net=10)
        assert db.problem is None
    assert paths.stats_db_path().is_file()
    assert paths.stats_db_path().is_relative_to(user_dirs / ".local" / "share" / "CardTable")


def test_summary_counts_nets_and_streaks_per_game() -> None:
    with StatsDB() as db:
        assert db.summary("pokdeng") == StatsSummary(0, 0, 0, 0, 0)
        for won, net in [(True, 20), (True, 10), (False, -40), (True, 5), (True, 15), (True, 30)]:
            db.record("pokdeng", won=won, net=net)
        db.record("rummy", won=False, net=80)
        assert db.summary("pokdeng") == StatsSummary(
            played=6, won=5, net=40, best_streak=3, current_streak=3
        )
        assert db.summary("rummy") == StatsSummary(1, 0, 80, 0, 0)
        assert db.games() == ["pokdeng", "rummy"]
    with StatsDB() as again:  # kept on disk
        assert again.summary("pokdeng").played == 6


def test_recent_gives_the_last_results_oldest_first() -> None:
    start = datetime(2026, 5, 9, 12, 0, tzinfo=UTC)
    with StatsDB() as db:
        for i in range(60):
            moment = start + timedelta(minutes=i)
            db.record("xito", won=i % 3 == 0, net=i, detail={"hand": i}, finished_at=moment)
        rows = db.recent("xito")
        assert len(rows) == 50
        assert [r.net for r in rows] == list(range(10, 60))
        assert rows[0] == ResultRow(
            finished_at=(start + timedelta(minutes=10)).astimezone().isoformat(),
            won=False,
            net=10,
            detail={"hand": 10},
        )
        assert [r.won for r in db.recent("xito", limit=3)] == [True, False, False]
        assert db.recent("guandan") == []


def test_reset_forgets_one_game_or_all() -> None:
    with StatsDB() as db:
        db.record("pokdeng", won=True, net=1)
        db.record("xito", won=True, net=1)
        db.reset("pokdeng")
        assert db.summary("pokdeng").played == 0 and db.summary("xito").played == 1
        db.reset()
        assert db.games() == []


def test_net_must_be_a_whole_number() -> None:
    with StatsDB() as db:
        for bad in (1.5, True, "10", 2**70):
            with pytest.raises(ValueError, match="whole number"):
                db.record("pokdeng", won=True, net=bad)  # type: ignore[arg-type]
        assert db.summary("pokdeng").played == 0


def test_records_from_several_threads() -> None:
    with StatsDB() as db:

        def play() -> None:
            for _ in range(25):
                db.record("pokdeng", won=True, net=1)

        workers = [threading.Thread(target=play) for _ in range(4)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        assert db.summary("pokdeng") == StatsSummary(100, 100, 100, 100, 100)
        assert db.problem is None


# --- damaged databases -----------------------------------------------------------------------


def a_real_database(path: Path, rows: int = 400) -> None:
    with StatsDB(path) as db:
        for i in range(rows):
            db.record("pokdeng", won=i % 2 == 0, net=i, detail={"summary": "Pok 9 " * 20})


def truncated(path: Path) -> None:
    a_real_database(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


def cut_to_a_header(path: Path) -> None:
    a_real_database(path)
    path.write_bytes(path.read_bytes()[:60])


def page_overwritten(path: Path) -> None:
    a_real_database(path)
    data = bytearray(path.read_bytes())
    data[4096 * 2 : 4096 * 3] = b"\xa5" * 4096
    path.write_bytes(bytes(data))


def junk(path: Path) -> None:
    path.write_bytes(b"this is not a database at all " * 500)


def from_the_future(path: Path) -> None:
    a_real_database(path, rows=3)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    conn.close()


def someone_elses(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.close()


def wrong_shape(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE results (id INTEGER PRIMARY KEY, game TEXT)")
        conn.execute("PRAGMA user_version = 1")
    conn.close()


@pytest.mark.parametrize(
    ("damage", "says"),
    [
        (truncated, "damaged"),
        (cut_to_a_header, "malformed"),
        (page_overwritten, "malformed"),
        (junk, "not a database"),
        (someone_elses, "not a CardTable statistics file"),
        (wrong_shape, "not the right shape"),
    ],
    ids=lambda v: getattr(v, "__name__", ""),
)
def test_damaged_database_is_kept_aside_and_a_fresh_one_made(damage: object, says: str) -> None:
    path = paths.stats_db_path()
    damage(path)  # type: ignore[operator]
    before = digest(path)
    with StatsDB() as db:
        assert db.problem is not None
        assert says in db.problem and "started a new one" in db.problem
        kept = path.with_name(path.name + ".bad")
        assert str(kept) in db.problem
        assert digest(kept) == before
        assert db.summary("pokdeng") == StatsSummary(0, 0, 0, 0, 0)
        db.record("pokdeng", won=True, net=7)
        assert db.summary("pokdeng") == StatsSummary(1, 1, 7, 1, 1)
    with StatsDB() as reopened:
        assert reopened.problem is None and reopened.summary("pokdeng").played == 1
    assert digest(kept) == before


def test_a_database_that_cannot_be_made_keeps_statistics_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("x")
    with StatsDB(blocker / "stats.sqlite3") as db:
        assert db.problem is not None and "will not be kept" in db.problem
        db.record("guandan", won=True, net=2)
        assert db.summary("guandan") == StatsSummary(1, 1, 2, 1, 1)
    assert blocker.read_text() == "x"


class _DamagedConnection:
    """Stands in for a connection whose file SQLite has just found damaged."""

    def __init__(self, real: sqlite3.Connection) -> None:
        self.real = real

    def __enter__(self) -> _DamagedConnection:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def execute(self, *args: object) -> None:
        error = sqlite3.DatabaseError("database disk image is malformed")
        error.sqlite_errorname = "SQLITE_CORRUPT"
        raise error

    def close(self) -> None:
        self.real.close()


def test_a_database_found_damaged_while_the_app_runs_is_replaced_and_the_record_kept() -> None:
    path = paths.stats_db_path()
    with StatsDB() as db:
        db.record("pokdeng", won=True, net=3)
        db._conn = _DamagedConnection(db._conn)  # type: ignore[assignment]
        db.record("pokdeng", won=False, net=-3)
        assert db.problem is not None and "started a new one" in db.problem
        assert "malformed" in db.problem
        assert db.summary("pokdeng") == StatsSummary(1, 0, -3, 0, 0)
    with sqlite3.connect(path.with_name(path.name + ".bad")) as kept:
        assert kept.execute("SELECT net FROM results").fetchall() == [(3,)]
    kept.close()
