"""What a person sees in the console around the app: nothing on a normal start, and the usual
exit status when the app is stopped with SIGTERM (directly or under the dev launcher)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from cardtable_qt import app as app_module
from cardtable_qt.storage import paths
from cardtable_qt.ui import fonts

ROOT = Path(__file__).resolve().parents[2]
DEV_LAUNCHER = """
import sys
from pathlib import Path
from cardtable_qt import dev
args = sys.argv[1:]
dev.ensure_venv = lambda extras: None          # this environment is already made
dev.ensure_system_libraries = lambda *args: None
dev.PY = Path(sys.executable)
sys.argv = ["dev", *args]
dev.exit_like(dev.main())
"""


def wait_for_window(process: subprocess.Popen[str], timeout: float = 90) -> None:
    """Until the app's log says its window is up (the start screen painted)."""
    log = paths.log_dir() / "cardtable.log"
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()[1]
        if log.exists() and app_module.WINDOW_SHOWN in log.read_text(encoding="utf-8"):
            return
        time.sleep(0.2)
    process.kill()
    raise AssertionError(f"no window in {timeout} s: {process.communicate()[1]}")


def start(args: list[str]) -> subprocess.Popen[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("QT_LOGGING_RULES", None)
    return subprocess.Popen(
        [sys.executable, *args], cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True
    )


def test_a_start_prints_nothing_and_sigterm_ends_the_app_as_a_signal_does() -> None:
    process = start(["-m", "cardtable_qt"])
    wait_for_window(process)
    process.send_signal(signal.SIGTERM)
    _, err = process.communicate(timeout=30)
    assert process.returncode == -signal.SIGTERM
    # the start screen shows Devanagari (इंडियन रमी): Qt's font-fallback note must not reach us
    assert "OpenType support missing" not in err
    assert err.strip() == ""


def descendants(pid: int) -> set[int]:
    """Every process below ``pid`` (Linux's /proc children lists)."""
    found: set[int] = set()
    todo = [pid]
    while todo:
        here = todo.pop()
        for task in Path(f"/proc/{here}/task").glob("*"):
            try:
                kids = [int(k) for k in (task / "children").read_text().split()]
            except OSError:
                continue
            found.update(kids)
            todo.extend(kids)
    return found


def command_line(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_sigterm_to_the_dev_launcher_stops_the_app_and_leaves_no_orphan() -> None:
    launcher = start(["-c", DEV_LAUNCHER, "--demo", "pokdeng", "--hands", "50", "--seed", "3"])
    deadline = time.monotonic() + 90
    seen: set[int] = set()
    bots = False
    while time.monotonic() < deadline and not bots:  # the demo's bots think in a child process
        seen = descendants(launcher.pid)
        bots = any(b"bot_process" in command_line(pid) for pid in seen)
        time.sleep(0.2)
    assert bots, "the demo started no bot process"
    launcher.send_signal(signal.SIGTERM)
    launcher.communicate(timeout=30)
    # killed by SIGTERM itself, as a shell sees it: 143, not sys.exit(-15)'s 241
    assert launcher.returncode == -signal.SIGTERM
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(alive(pid) for pid in seen):
        time.sleep(0.2)
    assert not [pid for pid in seen if alive(pid)]


def test_the_dev_launcher_passes_an_ordinary_status_on() -> None:
    done = subprocess.run(
        [sys.executable, "-c", "from cardtable_qt import dev; dev.exit_like(3)"],
        cwd=ROOT,
        capture_output=True,
    )
    assert done.returncode == 3


def test_only_the_font_fallback_note_is_filtered() -> None:
    note = 'OpenType support missing for "Noto Sans", script 11'
    assert fonts.is_fallback_note("qt.text.font.db", note)
    assert fonts.is_fallback_note(
        "qt.text.font.db", '  OpenType support missing for "Noto Sans Thai", script 11'
    )
    assert not fonts.is_fallback_note(
        "qt.text.font.db", 'OpenType support missing for "Other", script 11'
    )
    assert not fonts.is_fallback_note("qt.qpa.fonts", note)
    assert not fonts.is_fallback_note("qt.text.font.db", "Font file not found")


def test_other_messages_still_reach_the_console() -> None:
    code = (
        "from PySide6.QtWidgets import QApplication\n"
        "from PySide6.QtCore import qWarning\n"
        "app = QApplication([])\n"
        "from cardtable_qt.ui.fonts import register_fonts\n"
        "register_fonts()\n"
        "qWarning('a real warning')\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert "a real warning" in done.stderr
