"""Every file CardTable reads, fed the same hostile corpus: nothing crashes, hangs or is lost.

For each kind of file (settings, a saved game, the autosave, the statistics database, its queue
of pending results, the tutorial progress, an imported hand, the single-instance lock) and each
hostile content (binary, truncated, empty, deep nesting, huge numbers, NaN, lone surrogates as
JSON escapes and as raw bytes, a folder, no permission, a FIFO, a newer format), the app's own
reader of that file is run, then its next write. The test asserts that no exception escapes
but the kind's own error with a message, that the player is told when the file could not be
used, and that the original bytes survive, in place or kept aside as ``.bad``.
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt.storage import jsonfile, paths
from cardtable_qt.storage.hands import HandFileError, read_hand
from cardtable_qt.storage.saves import SaveError, SaveStore
from cardtable_qt.storage.settings import Settings, SettingsStore
from cardtable_qt.storage.stats import StatsDB
from tests.engine.test_handlog import play_hands

from .helpers import session_payload

SURROGATE = "\ud800"


@dataclass(frozen=True)
class Kind:
    """One kind of file: where it lives, a good document, and how the app reads and writes it."""

    id: str
    path: Callable[[], Path]
    good: Callable[[], Any]  # a JSON document the app itself would write
    read: Callable[[Path], str | None]  # the app's read; returns what the player is told
    write: Callable[[Path], None]  # the app's next write of that file
    format_key: str | None = "format"  # where a newer CardTable says it is newer


def _read_settings(path: Path) -> str | None:
    return SettingsStore().load()[1]


def _write_settings(path: Path) -> None:
    SettingsStore().save(Settings())  # a second store, one that never read the file


def _good_settings() -> Any:
    return json.loads(jsonfile.dump_json({"format": 1, "settings": Settings().to_dict()}))


def _named_save() -> Path:
    return SaveStore().path_for("hostile")


def _good_save() -> Any:
    store = SaveStore()
    store.save("hostile", session_payload(7))
    data = json.loads(store.path_for("hostile").read_bytes())
    store.path_for("hostile").unlink()
    return data


def _read_save(path: Path) -> str | None:
    store = SaveStore()
    store.list_saves()
    told = list(store.problems)
    try:
        store.load("hostile")
    except SaveError as exc:
        told.append(exc.message)
    return " ".join(told) or None


def _write_save(path: Path) -> None:
    try:
        SaveStore().save("hostile", session_payload(8))
    except SaveError as exc:
        assert exc.message  # refused in words: a newer CardTable's file, or one in the way


def _good_autosave() -> Any:
    store = SaveStore()
    store.write_autosave(session_payload(7))
    data = json.loads(store.autosave_file.read_bytes())
    store.autosave_file.unlink()
    return data


def _read_autosave(path: Path) -> str | None:
    try:
        SaveStore().autosave_info()
    except SaveError as exc:
        return exc.message
    return None


def _write_autosave(path: Path) -> None:
    try:
        SaveStore().write_autosave(session_payload(8))
    except SaveError as exc:
        assert exc.message


def _read_stats(path: Path) -> str | None:
    db = StatsDB()
    try:
        db.summary("pokdeng")
        return db.problem
    finally:
        db.close()


def _write_stats(path: Path) -> None:
    db = StatsDB()
    try:
        db.record("pokdeng", won=True, net=10, level="basic")
    finally:
        db.close()


def _pending_path() -> Path:
    return paths.stats_db_path().with_name(paths.stats_db_path().name + ".pending.json")


def _good_pending() -> Any:
    return [{"game": "pokdeng", "finished_at": "2026-12-07T10:00:00+00:00", "won": True}]


def _read_progress(path: Path) -> str | None:
    from cardtable_qt.tutorial.progress import Progress

    return Progress().problem


def _write_progress(path: Path) -> None:
    from cardtable_qt.tutorial.progress import Progress

    progress = Progress()
    progress.mark_started("pokdeng/points")
    progress.mark_done("pokdeng/points")


def _good_progress() -> Any:
    return {"format": 1, "completed": ["rummy/sequences"], "last": "rummy/sequences"}


def _hand_path() -> Path:
    return paths.data_dir().parent / "exports" / "hand.json"


def _good_hand() -> Any:
    return play_hands("pokdeng", 1, seed=3)[0].to_data()


def _read_hand(path: Path) -> str | None:
    try:
        read_hand(path)
    except HandFileError as exc:
        return exc.message
    return None


def _write_nothing(path: Path) -> None:
    """An imported hand is the player's own file: CardTable never writes it."""


def _lock_path() -> Path:
    from cardtable_qt.single_instance import LOCK_FILE

    return paths.data_dir() / LOCK_FILE


def _read_lock(path: Path) -> str | None:
    from cardtable_qt.single_instance import InstanceGuard

    guard = InstanceGuard(path.parent)
    try:
        assert guard.acquire(), "a damaged lock must not stop CardTable from starting"
        return guard.problem
    finally:
        guard.release()


KINDS = [
    Kind("settings", paths.settings_path, _good_settings, _read_settings, _write_settings),
    Kind("save", _named_save, _good_save, _read_save, _write_save),
    Kind("autosave", paths.autosave_path, _good_autosave, _read_autosave, _write_autosave),
    Kind("statistics", paths.stats_db_path, lambda: None, _read_stats, _write_stats, None),
    Kind("pending results", _pending_path, _good_pending, _read_stats, _write_stats),
    Kind(
        "tutorial",
        lambda: paths.data_dir() / "tutorial.json",
        _good_progress,
        _read_progress,
        _write_progress,
    ),
    Kind("hand file", _hand_path, _good_hand, _read_hand, _write_nothing),
    Kind("lock", _lock_path, lambda: None, _read_lock, lambda path: None, None),
]


def _with_first_string(document: Any, value: str) -> Any:
    """``document`` with its first string leaf (in key order) replaced by ``value``."""
    stack: list[Any] = [document]
    while stack:
        node = stack.pop(0)
        items = list(node.items()) if isinstance(node, dict) else list(enumerate(node))
        for key, child in items:
            if isinstance(child, str) and key not in ("app", "kind", "game"):
                node[key] = value
                return document
            if isinstance(child, (dict, list)):
                stack.append(child)
    return [value]


def _text(kind: Kind) -> bytes:
    good = kind.good()
    return json.dumps(good if good is not None else {"format": 1}).encode()


def _surrogate_escape(kind: Kind) -> bytes:
    good = kind.good()
    return json.dumps(_with_first_string(good if good is not None else {}, SURROGATE)).encode()


def _surrogate_bytes(kind: Kind) -> bytes:
    return _surrogate_escape(kind).replace(b"\\ud800", b"\xed\xa0\x80")


def _newer(kind: Kind) -> bytes:
    good = kind.good()
    if kind.format_key is None or not isinstance(good, dict):
        # A list (the pending queue) has no format: a newer CardTable's is an object with one.
        return json.dumps({"format": 99, "app_version": "99.0", "queue": good}).encode()
    return json.dumps({**good, kind.format_key: 99, "app_version": "99.0"}).encode()


CORPUS: dict[str, Callable[[Kind], bytes]] = {
    "binary": lambda kind: random.Random(2000).randbytes(2000),
    "truncated": lambda kind: _text(kind)[: len(_text(kind)) // 2],
    "empty": lambda kind: b"",
    "deep nesting": lambda kind: b"[" * 100_000 + b"]" * 100_000,
    "huge integer": lambda kind: b'{"format": ' + b"9" * 100_000 + b"}",
    "huge number": lambda kind: b'{"format": 1, "x": 1e400}',
    "NaN": lambda kind: b'{"format": NaN}',
    "surrogate escape": _surrogate_escape,
    "surrogate bytes": _surrogate_bytes,
    "newer format": _newer,
}
PLACES = ["folder", "no permission", "FIFO"]


@dataclass
class Planted:
    path: Path
    content: bytes | None  # None: not a file (a folder, a FIFO)


def _plant(kind: Kind, case: str, monkeypatch: pytest.MonkeyPatch) -> Planted:
    path = kind.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if case == "folder":
        path.mkdir()
        (path / "inside").write_bytes(b"kept")
        return Planted(path, None)
    if case == "FIFO":
        os.mkfifo(path)
        return Planted(path, None)
    if case == "no permission":
        content = _text(kind) if kind.good() is not None else _stale_lock()
        if kind.id == "statistics":
            _make_database(path)
            content = path.read_bytes()
        else:
            path.write_bytes(content)
        _no_permission(path, monkeypatch)
        return Planted(path, content)
    content = CORPUS[case](kind)
    if kind.id == "lock" and case == "empty":
        path.write_bytes(content)
        os.utime(path, (1, 1))  # an empty lock just made may be another copy's, being written
        return Planted(path, content)
    if kind.id == "statistics" and case == "newer format":
        _make_database(path, user_version=99)
        content = path.read_bytes()
    else:
        path.write_bytes(content)
    return Planted(path, content)


def _stale_lock() -> bytes:
    """A lock of this host's, left by a process that is gone."""
    from PySide6.QtCore import QSysInfo

    return f"{2**22 + 7}\ncardtable\n{QSysInfo.machineHostName()}\n".encode()


def _make_database(path: Path, user_version: int | None = None) -> None:
    StatsDB(path).close()
    if user_version is not None:
        conn = sqlite3.connect(path)
        conn.execute(f"PRAGMA user_version = {user_version}")
        conn.commit()
        conn.close()
    for extra in (path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        extra.unlink(missing_ok=True)


def _no_permission(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Permissions 000; as root (CI) they stop nothing, so the refusal is made at the edge,
    in the OS calls the readers use, for that one file."""
    os.chmod(path, 0)
    if os.geteuid() != 0:
        return
    target = str(path.absolute())
    real_open, real_connect = os.open, sqlite3.connect

    def guarded_open(file: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if os.path.abspath(os.fsdecode(file)) == target and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(13, "Permission denied", target)
        return real_open(file, flags, *args, **kwargs)

    def guarded_connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
        name = str(database)
        if name == target or name.startswith(Path(target).as_uri()):
            raise sqlite3.OperationalError("unable to open database file")
        return real_connect(database, *args, **kwargs)

    monkeypatch.setattr(os, "open", guarded_open)
    monkeypatch.setattr(sqlite3, "connect", guarded_connect)


def _survivors(path: Path) -> Iterator[Path]:
    yield path
    yield from sorted(path.parent.glob(path.name + ".bad*"))


def _kept(planted: Planted) -> bool:
    """The original is still somewhere: in place, or kept aside."""
    for candidate in _survivors(planted.path):
        if planted.content is None:
            if candidate.is_dir() and (candidate / "inside").read_bytes() == b"kept":
                return True
            if stat.S_ISFIFO(candidate.lstat().st_mode) if candidate.exists() else False:
                return True
        elif candidate.is_file() and _bytes(candidate) == planted.content:
            return True
    return False


def _bytes(path: Path) -> bytes:
    os.chmod(path, 0o600)
    return path.read_bytes()


# What the player need not be told: the lock is QLockFile's, and one it cannot read but can
# (as root) is a stale lock of a gone process, taken over as any stale lock is.
_TOLD_EXCEPT = {("lock", "no permission"), ("statistics", "empty")}
# What may be replaced: a stale lock taken over; an empty file where the statistics go, which
# SQLite reads as an empty database (nothing in it to lose).
_MAY_REPLACE = {("lock", "no permission"), ("statistics", "empty")}


@pytest.mark.parametrize("case", [*CORPUS, *PLACES])
@pytest.mark.parametrize("kind", KINDS, ids=[k.id for k in KINDS])
def test_a_hostile_file_never_crashes_and_is_never_lost(kind: Kind, case: str) -> None:
    with pytest.MonkeyPatch.context() as edge:  # the OS's refusals, for this file only
        planted = _plant(kind, case, edge)
        told = kind.read(planted.path)
        kind.write(planted.path)
        told_after = kind.read(planted.path) if kind.id != "lock" else None
    if case == "surrogate escape" and told is None and told_after is None:
        return  # a lone surrogate where it harms nothing: a sound file, which a save may replace
    if (kind.id, case) not in _MAY_REPLACE:
        assert _kept(planted), f"the original {kind.id} file is gone"
    if (kind.id, case) not in _TOLD_EXCEPT:
        assert told or told_after, f"the player was not told about the {case} {kind.id}"
