"""Statistics flag the results of a match where undo was used; a schema 1 file gains the flag."""

from __future__ import annotations

import sqlite3

from cardtable_qt.storage import paths
from cardtable_qt.storage.stats import STATS_SCHEMA, StatsDB

V1_SCHEMA = """
CREATE TABLE results (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    net INTEGER NOT NULL,
    detail TEXT
);
CREATE INDEX results_by_game ON results (game, id);
CREATE TABLE about (key TEXT PRIMARY KEY, value TEXT);
"""


def test_a_result_from_a_match_with_undo_is_flagged_and_still_counts() -> None:
    with StatsDB(":memory:") as db:
        db.record("xito", won=True, net=30)
        db.record("xito", won=False, net=-10, undo_used=True)
        summary = db.summary("xito")
        assert (summary.played, summary.won, summary.net, summary.undo_used) == (2, 1, 20, 1)
        assert [r.undo_used for r in db.recent("xito")] == [False, True]


def test_a_schema_1_file_keeps_its_results_and_gains_the_column() -> None:
    path = paths.stats_db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(path) as conn:
        conn.executescript(V1_SCHEMA)
        conn.execute(
            "INSERT INTO results (game, finished_at, won, net, detail) "
            "VALUES ('rummy', '2026-01-01T10:00:00+00:00', 1, 0, NULL)"
        )
        conn.execute("PRAGMA user_version = 1")
    conn.close()
    with StatsDB() as db:
        assert db.problem is None
        db.record("rummy", won=False, net=40, undo_used=True)
        assert [(r.net, r.undo_used) for r in db.recent("rummy")] == [(0, False), (40, True)]
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == STATS_SCHEMA == 3
    conn.close()


def test_reviews_are_kept_per_hand_and_summed_per_game() -> None:
    with StatsDB(":memory:") as db:
        assert db.review_summary("xito").hands == 0
        db.record_review("xito", "00000000000000aa", decisions=4, agreed=3, cost=0.5, unit="u")
        db.record_review("xito", "00000000000000bb", decisions=2, agreed=0, cost=1.5, unit="u")
        # the same hand reviewed again replaces its row
        db.record_review("xito", "00000000000000bb", decisions=2, agreed=1, cost=1.0, unit="u")
        db.record_review("rummy", "00000000000000cc", decisions=9, agreed=9, cost=0, unit="p")
        summary = db.review_summary("xito")
        assert (summary.hands, summary.decisions, summary.agreed) == (2, 6, 4)
        assert summary.cost == 1.5 and summary.unit == "u"
