"""One CardTable per user data folder: a second copy brings the first forward and exits without
touching a file; a lock left by a killed copy does not block the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt import app as app_module
from cardtable_qt.single_instance import LOCK_FILE, InstanceGuard
from cardtable_qt.storage import paths

ROOT = Path(__file__).resolve().parents[2]


def env() -> dict[str, str]:
    """This test's per-user folders (from the conftest) for a child process."""
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def snapshot(home: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p): (p.stat().st_size, p.stat().st_mtime_ns) for p in home.rglob("*") if p.is_file()
    }


def test_a_second_guard_on_the_same_folder_asks_the_first_to_show(qtbot: Any) -> None:
    app_module.create_application()
    folder = paths.data_dir()
    first = InstanceGuard(folder)
    asked: list[bool] = []
    first.on_show = lambda: asked.append(True)
    try:
        assert first.acquire()
        second = InstanceGuard(folder)
        assert not second.acquire()
        assert second.ask_first_to_show()
        qtbot.waitUntil(lambda: asked == [True], timeout=3000)
    finally:
        first.release()
    third = InstanceGuard(folder)
    assert third.acquire()  # released: the next start runs
    third.release()


def test_without_an_answer_the_second_copy_says_so(qtbot: Any) -> None:
    app = app_module.create_application()
    folder = paths.data_dir()
    first = InstanceGuard(folder)
    try:
        assert first.acquire()
        assert first.server is not None
        first.server.close()  # the first copy hangs: it holds the lock but answers nothing
        second = InstanceGuard(folder)
        assert not second.acquire()
        assert app_module.already_running(app, second) == 1
    finally:
        first.release()


def test_a_lock_left_by_a_killed_copy_is_stale(qtbot: Any) -> None:
    app_module.create_application()
    folder = paths.data_dir()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time; from PySide6.QtCore import QLockFile; "
            f"lock = QLockFile({str(folder / LOCK_FILE)!r}); lock.setStaleLockTime(0); "
            "assert lock.tryLock(0); print('locked', flush=True); time.sleep(60)",
        ],
        stdout=subprocess.PIPE,
        env=env(),
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == b"locked"
        assert not InstanceGuard(folder).acquire()  # alive: the lock holds
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
    assert (folder / LOCK_FILE).exists()  # left behind by the killed copy
    guard = InstanceGuard(folder)
    assert guard.acquire()
    guard.release()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_second_cardtable_exits_at_once_touching_no_file(user_dirs: Path) -> None:
    first = subprocess.Popen(
        [sys.executable, "-m", "cardtable_qt"],
        env=env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        lock = paths.data_dir() / LOCK_FILE
        deadline = time.monotonic() + 30
        while not (lock.exists() and (paths.log_dir() / "cardtable.log").exists()):
            assert first.poll() is None, first.stderr.read() if first.stderr else ""
            assert time.monotonic() < deadline, "the first copy did not start"
            time.sleep(0.1)
        time.sleep(1.0)  # its window is up and its files are written
        before = snapshot(user_dirs)
        second = subprocess.run(
            [sys.executable, "-m", "cardtable_qt"],
            env=env(),
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stderr and "brought to the front" in second.stderr
        assert snapshot(user_dirs) == before
        assert first.poll() is None  # the first copy runs on
    finally:
        first.send_signal(signal.SIGKILL)  # as a crash would: its lock stays behind, stale
        first.wait()
    third = subprocess.Popen(
        [sys.executable, "-m", "cardtable_qt"],
        env=env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        # It took over the stale lock: the lock file now names it, and it runs.
        deadline = time.monotonic() + 30
        while _lock_owner(lock) != str(third.pid):
            assert third.poll() is None, "the next start was blocked by the stale lock"
            assert time.monotonic() < deadline
            time.sleep(0.1)
        assert third.poll() is None
    finally:
        third.terminate()
        third.wait()


def _lock_owner(lock: Path) -> str:
    """The pid the lock file names; "" while it is being replaced (a stale lock is removed
    before the new one is written)."""
    try:
        return lock.read_text(errors="replace").split("\n", 1)[0]
    except FileNotFoundError:
        return ""


def test_bring_forward_shows_the_window(qtbot: Any) -> None:
    from .test_app import make_window

    window = make_window(qtbot)
    window.showMinimized()
    window.bring_forward()
    assert window.isVisible() and not window.isMinimized()
