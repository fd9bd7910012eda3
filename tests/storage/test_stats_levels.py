"""Statistics keep the AI players' level with each result, and read results per level."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from cardtable_qt.storage.stats import STATS_SCHEMA, StatsDB

SCHEMA_1 = """
CREATE TABLE results (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    net INTEGER NOT NULL,
    detail TEXT
);
CREATE INDEX results_by_game ON results (game, id);
PRAGMA user_version = 1;
"""


def test_results_are_read_per_level(tmp_path: Path) -> None:
    with StatsDB(tmp_path / "stats.sqlite3") as db:
        db.record("xito", won=True, net=30, level="hard")
        db.record("xito", won=False, net=-10, level="basic")
        db.record("xito", won=True, net=5, level="hard")
        db.record("xito", won=True, net=7)  # a result with no level recorded
        assert db.summary("xito").played == 4
        hard = db.summary("xito", "hard")
        assert (hard.played, hard.won, hard.net) == (2, 2, 35)
        assert db.summary("xito", "easy").played == 0
        assert [r.net for r in db.recent("xito", level="basic")] == [-10]
        assert [r.level for r in db.recent("xito")] == ["hard", "basic", "hard", None]
        assert db.levels("xito") == ["basic", "hard"]
        assert db.levels("rummy") == []


def test_a_schema_1_file_gains_the_level_column_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(SCHEMA_1)
    with conn:
        conn.execute(
            "INSERT INTO results (game, finished_at, won, net, detail) VALUES (?, ?, ?, ?, ?)",
            ("rummy", "2026-01-01T10:00:00+00:00", 1, 0, None),
        )
    conn.close()
    with StatsDB(path) as db:
        assert db.problem is None
        assert db.summary("rummy").played == 1
        assert db.recent("rummy")[0].level is None
        db.record("rummy", won=False, net=40, level="easy")
        assert db.summary("rummy", "easy").played == 1
    assert not list(tmp_path.glob("*.bad*"))  # migrated in place, nothing kept aside
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == STATS_SCHEMA == 3
    conn.close()
    with StatsDB(path) as again:  # the migrated file opens as a current one
        assert again.problem is None and again.summary("rummy").played == 2
