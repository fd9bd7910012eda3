"""Statistics: every finished round, hand or deal, one row each, in an SQLite file in the data dir.

A row is (game, finished_at, won, net, detail, level): ``net`` is net chips (Pok Deng, Xì tố),
penalty points (Rummy) or levels climbed (Guandan), whatever the game's ``HandOver`` gives the
player; ``level`` is the AI players' level (``easy``, ``basic``, ``hard``, ``mixed``…; NULL in
results recorded before schema 2), and ``summary``/``recent`` can keep to one level.
Streaks are winning streaks: ``current_streak`` is how many results in a row, up to the latest,
were wins (0 after a loss). ``recent()`` gives the last results oldest first, ready to be drawn.

A damaged database is kept aside (``.bad``) and a fresh one is made, with ``problem`` saying so in
plain words; so is a write-ahead log (``-wal``) beside it that is not one, before SQLite would
silently throw it away. A database written by a newer CardTable (a higher schema) is left
untouched: it is opened read-only, its results are shown, nothing is added, and ``problem`` names
the version that wrote it (new databases keep it in their ``about`` table). If no file can be made
at all, the results of this session are kept in memory only.

Statistics never stop a game, nor make it wait: SQLite gives up after ``BUSY_TIMEOUT_S`` when
another program holds the file locked; a result that could not be written is queued, kept in
``<database>.pending.json`` (written atomically), and added on the next write, at ``close()``, or
at the next start. Errors while recording are logged and reported in ``problem``, not raised.
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

from .. import __version__
from . import paths
from .files import atomic_write_bytes, keep_aside
from .jsonfile import BadFile, dump_json, format_on_disk, read_json

log = logging.getLogger(__name__)

STATS_SCHEMA = 3
RECENT_LIMIT = 50
# How long a read or write waits for another program's lock before the result is queued: short,
# since it runs on the GUI thread (the old 5 s froze the window at start and after every hand).
BUSY_TIMEOUT_S = 0.1
PENDING_SUFFIX = ".pending.json"
MAX_PENDING = 10_000  # results queued while the file is locked (a hand takes a minute or more)
_MAX_PENDING_BYTES = 5_000_000
_WAL_MAGIC = (b"\x37\x7f\x06\x82", b"\x37\x7f\x06\x83")
_WAL_HEADER = 32
_NET_LIMIT = 2**62
_COLUMNS_V1 = {"id", "game", "finished_at", "won", "net", "detail"}
_COLUMNS = _COLUMNS_V1 | {"level", "undo_used"}
# Each schema's results columns, and the step that brings the one before it up to it
# (2: the AI players' level; 3: undo_used, the match had a move taken back).
_COLUMNS_OF = {1: _COLUMNS_V1, 2: _COLUMNS_V1 | {"level"}, 3: _COLUMNS}
_MIGRATIONS = {
    2: "ALTER TABLE results ADD COLUMN level TEXT",
    3: "ALTER TABLE results ADD COLUMN undo_used INTEGER NOT NULL DEFAULT 0",
}
_LEVEL_LIMIT = 40
# The post-hand reviews (one row per reviewed hand, the latest review of it): made by _SCHEMA's
# CREATE IF NOT EXISTS in a file of any schema, so it needs no step of its own.
_SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    net INTEGER NOT NULL,
    detail TEXT,
    level TEXT,
    undo_used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS results_by_game ON results (game, id);
CREATE TABLE IF NOT EXISTS about (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS reviews (
    game TEXT NOT NULL,
    hand_key TEXT NOT NULL,
    reviewed_at TEXT NOT NULL,
    decisions INTEGER NOT NULL,
    agreed INTEGER NOT NULL,
    cost REAL NOT NULL,
    unit TEXT NOT NULL,
    PRIMARY KEY (game, hand_key)
);
"""
# SQLite's own words for a file that is not (or no longer) a sound database.
_DAMAGED_CODES = {"SQLITE_CORRUPT", "SQLITE_NOTADB"}
# ... and for one another program holds locked.
_BUSY_CODES = {"SQLITE_BUSY", "SQLITE_LOCKED"}

T = TypeVar("T")


@dataclass(frozen=True)
class StatsSummary:
    played: int
    won: int
    net: int
    best_streak: int
    current_streak: int
    undo_used: int = 0  # of ``played``, how many came from a match where undo was used


@dataclass(frozen=True)
class ReviewSummary:
    """What the reviews of a game's hands measured: decisions agreeing with the AI's, and the
    estimated cost of the others (in ``unit``, the unit of the latest review)."""

    hands: int
    decisions: int
    agreed: int
    cost: float
    unit: str


@dataclass(frozen=True)
class ResultRow:
    finished_at: str  # ISO 8601 with the computer's offset
    won: bool
    net: int
    detail: Any = None  # what the session recorded with it (JSON), e.g. the hand's summary
    level: str | None = None  # the AI players' level (None: not recorded)
    undo_used: bool = False  # the match had a move taken back


def streaks(results: Iterable[bool]) -> tuple[int, int]:
    """``(best, current)`` winning streaks of results given oldest first."""
    best = current = 0
    for won in results:
        current = current + 1 if won else 0
        best = max(best, current)
    return best, current


class _Unusable(Exception):
    """Internal: the file is not a CardTable statistics database we can use."""


class _Newer(Exception):
    """Internal: the file is a newer CardTable's (schema ``version``)."""

    def __init__(self, version: int) -> None:
        super().__init__(f"schema {version}")
        self.version = version


class _Busy(Exception):
    """Internal: another program holds the file locked."""


class StatsDB:
    """The statistics database (``paths.stats_db_path()`` by default). Safe to share by threads."""

    def __init__(self, path: Path | str | None = None) -> None:
        self.path = Path(path) if path is not None else paths.stats_db_path()
        self.problem: str | None = None
        self.read_only = False  # a newer CardTable's file: shown, never written
        self._lock = threading.Lock()
        self._busy_said = False
        self._pending: list[dict[str, Any]] = self._load_pending()
        self._conn: sqlite3.Connection | None = self._open()
        if self._pending:
            with self._lock:
                self._flush_pending()

    @property
    def pending_path(self) -> Path:
        """Where results waiting for a locked database are kept."""
        return self.path.with_name(self.path.name + PENDING_SUFFIX)

    @property
    def pending(self) -> int:
        """How many results wait for the database (another program holds it locked)."""
        return len(self._pending)

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
        undo_used: bool = False,
    ) -> None:
        """Add one finished round/hand/deal of ``game`` for the player, against AI players of
        ``level`` (``undo_used``: in a match where a move was taken back; it still counts,
        flagged)."""
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

        row = {"game": game, "finished_at": moment, "won": bool(won), "net": net}
        row["detail"] = detail_text
        row["level"] = level
        row["undo_used"] = bool(undo_used)
        with self._lock:
            if self.read_only:
                log.info("stats: a newer CardTable's file; result not recorded: %s", row)
                return
            self._pending.append(row)
            if len(self._pending) > MAX_PENDING:
                log.error("stats: too many results waiting; the oldest is dropped")
                del self._pending[0]
            self._flush_pending()

    def _flush_pending(self) -> None:
        """Write every queued result in one transaction; on a lock, keep them for later.
        The caller holds ``self._lock``."""
        if not self._pending:
            return
        rows = [
            (
                r["game"],
                r["finished_at"],
                1 if r["won"] else 0,
                r["net"],
                r["detail"],
                r.get("level"),
                1 if r.get("undo_used") is True else 0,
            )
            for r in self._pending
        ]

        def insert(conn: sqlite3.Connection) -> bool:
            for row in rows:  # one transaction: all of them or none
                conn.execute(
                    "INSERT INTO results (game, finished_at, won, net, detail, level, undo_used) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    row,
                )
            return True

        if self._run_locked(insert, False):
            self._pending = []
            self._save_pending()
        else:
            self._save_pending()

    def _load_pending(self) -> list[dict[str, Any]]:
        path = self.pending_path
        if not path.exists():
            return []
        try:
            data = read_json(path, _MAX_PENDING_BYTES)
        except (BadFile, OSError) as exc:
            log.warning("stats: queued results unreadable: %s", exc)
            self._pending_lost(path)
            return []
        if not isinstance(data, list):
            if format_on_disk(path, _MAX_PENDING_BYTES) is None:
                self._pending_lost(path)
            else:
                log.warning("stats: %s is a newer CardTable's queue; left as it is", path.name)
                self.problem = (
                    f"Results waiting to be added to your statistics ({path.name}) were kept "
                    "by a newer CardTable; they are left as they are, for it to add."
                )
            return []
        rows = [row for row in data if _is_pending_row(row)]
        if len(rows) < len(data):
            log.warning("stats: %d queued results unreadable", len(data) - len(rows))
            self._pending_lost(path)
        return rows[-MAX_PENDING:]

    def _pending_lost(self, path: Path) -> None:
        """Queued results that could not be read: the file is kept aside and the player told."""
        try:
            kept = keep_aside(path)
        except OSError as exc:
            log.error("stats: %s could not be moved aside: %s", path, exc)
            where = "it could not be moved aside"
        else:
            where = f"the file was kept aside as {kept.name}"
        self.problem = (
            "Some results waiting to be added to your statistics could not be read; "
            f"{where}, and they are not counted."
        )

    def _save_pending(self) -> None:
        if str(self.path) == ":memory:":
            return
        path = self.pending_path
        if format_on_disk(path, _MAX_PENDING_BYTES) is not None:
            # Ours is a bare list: a file with a format number is a newer CardTable's queue.
            log.warning("stats: %s is a newer CardTable's queue; left as it is", path.name)
            return
        try:
            if not self._pending:
                path.unlink(missing_ok=True)
                return
            atomic_write_bytes(path, dump_json(self._pending))
        except (OSError, ValueError) as exc:
            log.error("stats: queued results not kept on disk: %s", exc)

    def record_review(
        self, game: str, hand_key: str, *, decisions: int, agreed: int, cost: float, unit: str
    ) -> None:
        """Keep what the review of one hand found (a hand reviewed again replaces its row)."""
        if self.read_only:
            return
        moment = datetime.now().astimezone().isoformat(timespec="seconds")
        row = (game, hand_key, moment, int(decisions), int(agreed), float(cost), unit)

        def write(conn: sqlite3.Connection) -> bool:
            conn.execute(
                "INSERT OR REPLACE INTO reviews (game, hand_key, reviewed_at, decisions, "
                "agreed, cost, unit) VALUES (?, ?, ?, ?, ?, ?, ?)",
                row,
            )
            return True

        with self._lock:
            if not self._run_locked(write, False):
                log.info("stats: a review was not recorded (the file is busy)")

    def review_summary(self, game: str) -> ReviewSummary:
        def read(conn: sqlite3.Connection) -> ReviewSummary:
            rows = conn.execute(
                "SELECT decisions, agreed, cost, unit FROM reviews WHERE game = ? "
                "ORDER BY reviewed_at",
                (game,),
            ).fetchall()
            return ReviewSummary(
                len(rows),
                sum(int(r[0]) for r in rows),
                sum(int(r[1]) for r in rows),
                sum(float(r[2]) for r in rows),
                str(rows[-1][3]) if rows else "",
            )

        return self._run(read, ReviewSummary(0, 0, 0, 0.0, ""))

    def summary(self, game: str, level: str | None = None) -> StatsSummary:
        """``game``'s results (against AI players of ``level`` only, when given)."""

        def read(conn: sqlite3.Connection) -> StatsSummary:
            where, args = _where(game, level)
            query = f"SELECT won, net, undo_used FROM results WHERE {where} ORDER BY id"
            rows = conn.execute(query, args).fetchall()
            wins = [row[0] == 1 for row in rows]
            best, current = streaks(wins)
            net = sum(row[1] for row in rows if _is_int(row[1]))
            undone = sum(1 for row in rows if row[2] == 1)
            return StatsSummary(len(rows), sum(wins), net, best, current, undone)

        return self._run(read, StatsSummary(0, 0, 0, 0, 0))

    def recent(
        self, game: str, limit: int = RECENT_LIMIT, level: str | None = None
    ) -> list[ResultRow]:
        """The last ``limit`` results of ``game`` (of ``level`` only, when given), oldest first."""

        def read(conn: sqlite3.Connection) -> list[ResultRow]:
            where, args = _where(game, level)
            rows = conn.execute(
                "SELECT finished_at, won, net, detail, level, undo_used FROM results "
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
            if self._pending and not self.read_only:
                self._flush_pending()  # what stays queued waits in the pending file
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    def __enter__(self) -> StatsDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- opening, checking, recovering ----------------------------------------------------------

    def _run(self, work: Callable[[sqlite3.Connection], T], fallback: T) -> T:
        with self._lock:
            if self._pending:  # a read after a lock: the queued results first, if they fit now
                self._flush_pending()
            return self._run_locked(work, fallback)

    def _run_locked(self, work: Callable[[sqlite3.Connection], T], fallback: T) -> T:
        """``work`` in one transaction; a database found damaged is replaced, ``work`` retried;
        a database another program holds locked gives ``fallback`` at once (said once)."""
        if self._conn is None:  # locked when it was opened: try again now
            self._conn = self._open()
            if self._conn is None:
                return fallback
        for attempt in (1, 2):
            try:
                with self._conn:
                    result = work(self._conn)
            except sqlite3.DatabaseError as exc:
                if _is_busy(exc):
                    self._say_busy(str(exc))
                    return fallback
                if attempt == 1 and _is_damage(exc):
                    self._conn.close()
                    self._conn = self._replace_damaged(str(exc))
                    if self._conn is None:
                        return fallback
                    continue
                log.error("stats: %s", exc)
                self.problem = f"Statistics could not be updated ({exc})."
                return fallback
            if self._busy_said:
                self._busy_said = False
                log.info("stats: the database is free again")
            return result
        return fallback

    def _say_busy(self, reason: str) -> None:
        log.warning("stats: %s is locked by another program (%s)", self.path, reason)
        if not self._busy_said:
            self._busy_said = True
            self.problem = (
                "Another program is using your statistics file, so the latest results could "
                "not be added yet. CardTable keeps them and adds them when the file is free."
            )

    def _open(self) -> sqlite3.Connection | None:
        """The connection, or None while another program holds the file locked."""
        if not self.read_only:
            self._check_wal()
        try:
            conn = self._connect(self.path, read_only=self.read_only)
        except (sqlite3.Error, OSError) as exc:
            return self._in_memory(f"the statistics file could not be opened ({exc})")
        try:
            self._prepare(conn, read_only=self.read_only)
        except _Newer as exc:
            conn.close()
            return self._open_newer(exc.version)
        except _Unusable as exc:
            conn.close()
            return self._replace_damaged(str(exc))
        except sqlite3.DatabaseError as exc:
            conn.close()
            if _is_busy(exc):
                self._say_busy(str(exc))
                return None
            if _is_damage(exc):
                return self._replace_damaged(str(exc))
            return self._in_memory(f"the statistics file could not be used ({exc})")
        return conn

    def _open_newer(self, version: int) -> sqlite3.Connection | None:
        """A newer CardTable's file: read-only, untouched, and the player told who wrote it."""
        self.read_only = True
        try:
            conn = self._connect(self.path, read_only=True)
            self._prepare(conn, read_only=True)
            wrote = _about(conn).get("app_version")
        except (sqlite3.Error, OSError, _Unusable, _Newer) as exc:
            log.warning("stats: the newer file cannot be read here: %s", exc)
            conn = self._connect(":memory:")
            self._prepare(conn)
            wrote = None
        who = f"CardTable {wrote[:40]}" if isinstance(wrote, str) else "a newer CardTable"
        self.problem = (
            f"Your statistics file was written by {who} (schema {version}; this version reads "
            f"schema {STATS_SCHEMA}). CardTable leaves it as it is: the results there are shown "
            "where they can be, and the games you play now are not added to it."
        )
        log.warning("stats: %s", self.problem)
        return conn

    def _check_wal(self) -> None:
        """A ``-wal`` beside the database that is not a write-ahead log: kept aside, said."""
        wal = self.path.with_name(self.path.name + "-wal")
        try:
            if not wal.is_file() or not self.path.is_file():
                return
            size = wal.stat().st_size
            if size == 0:
                return  # an emptied log, as SQLite leaves it
            with open(wal, "rb") as handle:
                header = handle.read(_WAL_HEADER)
        except OSError:
            return
        if len(header) == _WAL_HEADER and header[:4] in _WAL_MAGIC:
            return
        try:
            kept = keep_aside(wal)
        except OSError as exc:
            log.error("stats: a damaged %s could not be moved aside: %s", wal, exc)
            return
        log.warning("stats: %s is not a write-ahead log; kept as %s", wal, kept)
        self.problem = (
            f"Beside your statistics file was a damaged log of recent changes ({wal.name}); "
            f"it was kept aside, unchanged, as {kept}, and the statistics were opened without it."
        )

    @staticmethod
    def _connect(path: Path | str, *, read_only: bool = False) -> sqlite3.Connection:
        if read_only and isinstance(path, Path):
            return sqlite3.connect(
                f"{path.absolute().as_uri()}?mode=ro",
                uri=True,
                timeout=BUSY_TIMEOUT_S,
                check_same_thread=False,
            )
        if isinstance(path, Path):
            path.parent.mkdir(parents=True, exist_ok=True)
        return sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, check_same_thread=False)

    @staticmethod
    def _prepare(conn: sqlite3.Connection, *, read_only: bool = False) -> None:
        """Check the file is a sound CardTable statistics database, then make its table."""
        check = conn.execute("PRAGMA quick_check").fetchone()
        if check is None or check[0] != "ok":
            raise _Unusable(f"it is damaged ({check[0] if check else 'no answer'})")
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if version > STATS_SCHEMA and not read_only:
            raise _Newer(version)
        if read_only:
            return  # a newer CardTable's file: read as it is, never changed
        tables = {row[0] for row in conn.execute("SELECT name FROM sqlite_master")}
        if version == 0 and tables - {"sqlite_sequence", "about"}:
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
            conn.execute(
                "INSERT OR REPLACE INTO about (key, value) VALUES ('app_version', ?)",
                (__version__,),
            )

    def _replace_damaged(self, reason: str) -> sqlite3.Connection | None:
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
        except (sqlite3.Error, OSError, _Unusable, _Newer) as exc:
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


def _is_busy(exc: sqlite3.DatabaseError) -> bool:
    name = getattr(exc, "sqlite_errorname", "")
    return name in _BUSY_CODES or name.startswith("SQLITE_BUSY") or "locked" in str(exc)


def _about(conn: sqlite3.Connection) -> dict[str, str]:
    """The ``about`` table (which CardTable wrote the file), empty when it has none."""
    try:
        rows = conn.execute("SELECT key, value FROM about").fetchall()
    except sqlite3.DatabaseError:
        return {}
    return {str(k): str(v) for k, v in rows}


def _is_pending_row(row: Any) -> bool:
    return (
        isinstance(row, dict)
        and isinstance(row.get("game"), str)
        and isinstance(row.get("finished_at"), str)
        and isinstance(row.get("won"), bool)
        and _is_int(row.get("net"))
        and abs(row["net"]) < _NET_LIMIT
        and (row.get("detail") is None or isinstance(row.get("detail"), str))
        and (row.get("level") is None or isinstance(row.get("level"), str))
        and isinstance(row.get("undo_used", False), bool)
    )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _where(game: str, level: str | None) -> tuple[str, tuple[Any, ...]]:
    """The rows of ``game`` (and of ``level``, when given): a WHERE clause and its values."""
    if level is None:
        return "game = ?", (game,)
    return "game = ? AND level = ?", (game, level)


def _row(
    finished_at: object,
    won: object,
    net: object,
    detail: object,
    level: object = None,
    undo_used: object = 0,
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
        undo_used=undo_used == 1,
    )
