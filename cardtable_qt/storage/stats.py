"""Statistics: every finished round, hand or deal, one row each, in an SQLite file in the data dir.

A row is (game, finished_at, won, net, detail, level): ``net`` is net chips (Pok Deng, Xì tố),
penalty points (Rummy) or levels climbed (Guandan), whatever the game's ``HandOver`` gives the
player; ``level`` is the AI players' level (``easy``, ``basic``, ``hard``, ``mixed``…; NULL in
results recorded before schema 2), and ``summary``/``recent`` can keep to one level.
Streaks are winning streaks: ``current_streak`` is how many results in a row, up to the latest,
were wins (0 after a loss). ``recent()`` gives the last results oldest first, ready to be drawn.

A damaged database, or one written by a newer CardTable, is kept aside (``.bad``) and a fresh one
is made, with ``problem`` saying so in plain words; if no file can be made at all, the results of
this session are kept in memory only. Statistics never stop a game: errors while recording are
logged and reported in ``problem``, not raised.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from . import paths
from .files import keep_aside
from .jsonfile import dump_json

log = logging.getLogger(__name__)

STATS_SCHEMA = 2
RECENT_LIMIT = 50
_NET_LIMIT = 2**62
_COLUMNS = {"id", "game", "finished_at", "won", "net", "detail", "level"}
# Each schema's results columns, and the step that brings the one before it up to it.
_COLUMNS_OF = {1: _COLUMNS - {"level"}, 2: _COLUMNS}
_MIGRATIONS = {2: "ALTER TABLE results ADD COLUMN level TEXT"}
_LEVEL_LIMIT = 40
_SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    net INTEGER NOT NULL,
    detail TEXT,
    level TEXT
);
CREATE INDEX IF NOT EXISTS results_by_game ON results (game, id);
"""
# SQLite's own words for a file that is not (or no longer) a sound database.
_DAMAGED_CODES = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}

T = TypeVar("T")


@dataclass(frozen=True)
class StatsSummary:
    played: int
    won: int
    net: int
    best_streak: int
    current_streak: int


@dataclass(frozen=True)
class ResultRow:
    finished_at: str  # ISO 8601 with the computer's offset
    won: bool
    net: int
    detail: Any = None  # what the session recorded with it (JSON), e.g. the hand's summary
    level: str | None = None  # the AI players' level (None: not recorded)


def streaks(results: Iterable[bool]) -> tuple[int, int]:
    """``(best, current)`` winning streaks of results given oldest first."""
    best = current = 0
    for won in results:
        current = current + 1 if won else 0
        best = max(best, current)
    return best, current


class _Unusable(Exception):
    """Internal: the file is not a CardTable statistics database we can use."""


class StatsDB:
    """The statistics database (``paths.stats_db_path()`` by default). Safe to share by threads."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else paths.stats_db_path()
        self.problem: str | None = None
        self._lock = threading.Lock()
        self._conn = self._open()

    # --- recording and reading ------------------------------------------------------------------

    def record(
        self,
        game: str,
        *,
        won: bool,
        net: int,
        detail: Any = None,
        finished_at: datetime | None = None,
        level: str | None = None,
    ) -> None:
        """Add one finished round/hand/deal of ``game`` for the player, against AI players of
        ``level``."""
        if isinstance(net, bool) or not isinstance(net, int) or abs(net) >= _NET_LIMIT:
            raise ValueError(f"net must be a whole number, got {net!r:.40}")
        if level is not None and (not isinstance(level, str) or len(level) > _LEVEL_LIMIT):
            raise ValueError(f"level must be a short name, got {level!r:.40}")
        moment = (finished_at or datetime.now()).astimezone().isoformat(timespec="seconds")
        detail_text: str | None = None
        if detail is not None:
            try:
                detail_text = dump_json(detail).decode("utf-8").rstrip("\n")
            except ValueError as exc:
                log.error("stats: detail not recorded: %s", exc)

        def insert(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT INTO results (game, finished_at, won, net, detail, level)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (game, moment, 1 if won else 0, net, detail_text, level),
            )

        self._run(insert, None)

    def summary(self, game: str, level: str | None = None) -> StatsSummary:
        """``game``'s results (against AI players of ``level`` only, when given)."""

        def read(conn: sqlite3.Connection) -> StatsSummary:
            where, args = _where(game, level)
            query = f"SELECT won, net FROM results WHERE {where} ORDER BY id"
            rows = conn.execute(query, args).fetchall()
            wins = [row[0] == 1 for row in rows]
            best, current = streaks(wins)
            net = sum(row[1] for row in rows if _is_int(row[1]))
            return StatsSummary(len(rows), sum(wins), net, best, current)

        return self._run(read, StatsSummary(0, 0, 0, 0, 0))

    def recent(
        self, game: str, limit: int = RECENT_LIMIT, level: str | None = None
    ) -> list[ResultRow]:
        """The last ``limit`` results of ``game`` (of ``level`` only, when given), oldest first."""

        def read(conn: sqlite3.Connection) -> list[ResultRow]:
            where, args = _where(game, level)
            rows = conn.execute(
                "SELECT finished_at, won, net, detail, level FROM results "
                f"WHERE {where} ORDER BY id DESC LIMIT ?",
                (*args, max(0, limit)),
            ).fetchall()
            return [_row(*row) for row in reversed(rows)]

        return self._run(read, [])

    def levels(self, game: str | None = None) -> list[str]:
        """The AI levels with at least one result (of ``game``, when given), by name."""

        def read(conn: sqlite3.Connection) -> list[str]:
            where, args = ("level IS NOT NULL", ()) if game is None else _where(game, None)
            rows = conn.execute(
                f"SELECT DISTINCT level FROM results WHERE {where} AND level IS NOT NULL "
                "ORDER BY level",
                args,
            ).fetchall()
            return [str(row[0]) for row in rows]

        return self._run(read, [])

    def games(self) -> list[str]:
        """The games with at least one result, by name."""

        def read(conn: sqlite3.Connection) -> list[str]:
            rows = conn.execute("SELECT DISTINCT game FROM results ORDER BY game").fetchall()
            return [str(row[0]) for row in rows]

        return self._run(read, [])

    def reset(self, game: str | None = None) -> None:
        """Forget the results of ``game`` (of every game with ``None``)."""

        def delete(conn: sqlite3.Connection) -> None:
            if game is None:
                conn.execute("DELETE FROM results")
            else:
                conn.execute("DELETE FROM results WHERE game = ?", (game,))

        self._run(delete, None)

    def close(self) -> None:
        with self._lock:
            self._conn.close()

    def __enter__(self) -> StatsDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- opening, checking, recovering ----------------------------------------------------------

    def _run(self, work: Callable[[sqlite3.Connection], T], fallback: T) -> T:
        """``work`` in one transaction; a database found damaged is replaced, ``work`` retried."""
        with self._lock:
            for attempt in (1, 2):
                try:
                    with self._conn:
                        return work(self._conn)
                except sqlite3.DatabaseError as exc:
                    if attempt == 1 and _is_damage(exc):
                        self._conn.close()
                        self._conn = self._replace_damaged(str(exc))
                        continue
                    log.error("stats: %s", exc)
                    self.problem = f"Statistics could not be updated ({exc})."
                    return fallback
        return fallback

    def _open(self) -> sqlite3.Connection:
        try:
            conn = self._connect(self.path)
        except (sqlite3.Error, OSError) as exc:
            return self._in_memory(f"the statistics file could not be opened ({exc})")
        try:
            self._prepare(conn)
        except _Unusable as exc:
            conn.close()
            return self._replace_damaged(str(exc))
        except sqlite3.DatabaseError as exc:
            conn.close()
            if _is_damage(exc):
                return self._replace_damaged(str(exc))
            return self._in_memory(f"the statistics file could not be used ({exc})")
        return conn

    @staticmethod
    def _connect(path: Path | str) -> sqlite3.Connection:
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        return sqlite3.connect(path, timeout=5.0, check_same_thread=False)

    @staticmethod
    def _prepare(conn: sqlite3.Connection) -> None:
        """Check the file is a sound CardTable statistics database, then make its table."""
        check = conn.execute("PRAGMA quick_check").fetchone()
        if check is None or check[0] != "ok":
            raise _Unusable(f"it is damaged ({check[0] if check else 'no answer'})")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > STATS_SCHEMA:
            raise _Unusable(f"it was written by a newer version of CardTable (schema {version})")
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        if version == 0 and tables - {"sqlite_sequence"}:
            raise _Unusable("it is not a CardTable statistics file")
        if version >= 1:
            columns = {row[1] for row in conn.execute("PRAGMA table_info(results)")}
            if columns != _COLUMNS_OF.get(version):
                raise _Unusable("it is damaged (its results table is not the right shape)")
        # A result is worth less than a smooth game: WAL with NORMAL sync commits without
        # waiting for the disk (a power cut may lose the last result, never the file).
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
        if 1 <= version < STATS_SCHEMA:
            _migrate(conn, version)
        with conn:
            conn.executescript(_SCHEMA)
            conn.execute(f"PRAGMA user_version = {STATS_SCHEMA}")

    def _replace_damaged(self, reason: str) -> sqlite3.Connection:
        """Keep the damaged file (and its journal) aside and start a fresh database."""
        log.warning("stats: %s: %s", self.path, reason)
        try:
            kept = keep_aside(self.path)
            for companion in ("-journal", "-wal", "-shm"):
                extra = self.path.with_name(self.path.name + companion)
                if extra.exists():
                    keep_aside(extra)
        except OSError as exc:
            return self._in_memory(
                f"the statistics file could not be read ({reason}) nor moved aside ({exc})"
            )
        try:
            conn = self._connect(self.path)
            self._prepare(conn)
        except (sqlite3.Error, OSError, _Unusable) as exc:
            return self._in_memory(f"a new statistics file could not be made ({exc})")
        self.problem = (
            f"Your statistics file could not be read ({reason}), so CardTable started a new one. "
            f"The old file was kept aside, unchanged, as {kept}."
        )
        return conn

    def _in_memory(self, reason: str) -> sqlite3.Connection:
        log.error("stats: %s", reason)
        self.problem = f"Statistics will not be kept after CardTable closes: {reason}."
        conn = self._connect(":memory:")
        self._prepare(conn)
        return conn


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    """Bring a file of schema ``version`` up to ``STATS_SCHEMA``, its rows kept: every step and
    the new version number in one transaction, so a crash leaves the old schema or the new."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        for step in range(version + 1, STATS_SCHEMA + 1):
            conn.execute(_MIGRATIONS[step])
        conn.execute(f"PRAGMA user_version = {STATS_SCHEMA}")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _is_damage(exc: sqlite3.DatabaseError) -> bool:
    return getattr(exc, "sqlite_errorname", "") in _DAMAGED_CODES


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _where(game: str, level: str | None) -> tuple[str, tuple[Any, ...]]:
    """The rows of ``game`` (and of ``level``, when given): a WHERE clause and its values."""
    if level is None:
        return "game = ?", (game,)
    return "game = ? AND level = ?", (game, level)


def _row(
    finished_at: object, won: object, net: object, detail: object, level: object = None
) -> ResultRow:
    """A row as read, tolerating values a damaged or edited file may hold."""
    parsed: Any = None
    if isinstance(detail, str):
        try:
            parsed = json.loads(detail)
        except (ValueError, RecursionError):
            parsed = None
    return ResultRow(
        finished_at=str(finished_at),
        won=won == 1,
        net=net if isinstance(net, int) else 0,
        detail=parsed,
        level=level if isinstance(level, str) else None,
    )
