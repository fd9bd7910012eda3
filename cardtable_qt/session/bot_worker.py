"""AI players think off the GUI thread, so the window keeps drawing while they do.

Two ways, same answers (a bot gets the seat's view, the legal actions and a copy of the seat's
RNG, and its decision comes back on the GUI thread through ``decided`` or ``failed`` with the
ticket it was asked under, so a stale answer is recognised and dropped):

- "process" (the default): bots run in a process of their own (``bot_process``), so however hard
  one thinks it never competes with the window for Python's interpreter lock; ``shutdown`` ends
  it at once. If the process cannot start or dies, the thinker falls back to "thread".
- "thread": bots run on a worker QThread (used by a frozen build, whose executable cannot be
  re-launched as a bot process, and when ``CARDTABLE_BOTS=thread``).

The table's Hint asks through the same channel (``request_advice``): the answer, an ``Advice``,
comes back as ``advised`` or ``adviceFailed``. On the wire an advice request carries the negated
ticket, so the two kinds of question never mistake each other's answers.
"""

from __future__ import annotations

import logging
import os
import pickle
import subprocess
import sys
import threading
import time
import traceback
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ..engine.rng import Rng
from .advising import advise_with

log = logging.getLogger(__name__)

MODES = ("process", "thread")


def default_mode() -> str:
    """ "process", unless ``CARDTABLE_BOTS`` says otherwise or the app is a frozen build."""
    wanted = os.environ.get("CARDTABLE_BOTS", "")
    if wanted in MODES:
        return wanted
    return "thread" if getattr(sys, "frozen", False) else "process"


class _Worker(QObject):
    """Lives on the worker thread; one decision at a time."""

    decided = Signal(int, object, object, float)  # ticket, action, rng after, seconds
    failed = Signal(int, str)

    @Slot(int, object, object, object, object)
    def think(self, ticket: int, bot: Any, view: Any, legal: Any, rng: Any) -> None:
        started = time.perf_counter()
        try:  # a negative ticket asks for advice (see the module docstring)
            if ticket < 0:
                action = advise_with(bot, view, legal, rng)
            else:
                action = bot.choose(view, legal, rng)
        except Exception:  # a broken bot must not take the table down with it
            self.failed.emit(ticket, traceback.format_exc(limit=6))
            return
        self.decided.emit(ticket, action, rng, time.perf_counter() - started)


class _BotProcess:
    """The bots' process (``python -m cardtable_qt.session.bot_process``) and its reader."""

    def __init__(self, on_reply: Any) -> None:
        env = dict(os.environ)
        # the child imports what this process can (bots named module:attr included)
        env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p and os.path.exists(p))
        self._process = subprocess.Popen(
            [sys.executable, "-m", "cardtable_qt.session.bot_process"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            # no console window flashing up beside the table on Windows
            creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0),
        )
        assert self._process.stdin is not None and self._process.stdout is not None
        self._requests = self._process.stdin
        self._answers = self._process.stdout
        self._on_reply = on_reply
        self._closed = False
        self._reader = threading.Thread(target=self._read, name="cardtable-bot-replies")
        self._reader.daemon = True
        self._reader.start()

    def send(self, request: tuple[Any, ...]) -> None:
        data = pickle.dumps(request, protocol=pickle.HIGHEST_PROTOCOL)
        self._requests.write(data)
        self._requests.flush()

    def is_alive(self) -> bool:
        return self._process.poll() is None

    def _read(self) -> None:
        while True:
            try:
                reply = pickle.load(self._answers)
            except (EOFError, OSError, ValueError, pickle.UnpicklingError):
                reply = None
            try:
                self._on_reply(reply)
            except RuntimeError:  # the thinker is gone (its session was deleted): stop reading
                return
            if reply is None:
                return

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        try:
            self.send(None)  # type: ignore[arg-type]
            self._requests.close()
        except (OSError, ValueError):
            pass
        try:
            self._process.wait(0.3)
        except subprocess.TimeoutExpired:  # still thinking: nobody waits for that answer now
            self._process.kill()
            self._process.wait(2.0)
        self._reader.join(1.0)
        self._answers.close()


class BotThinker(QObject):
    """``request`` returns at once; the answer arrives as ``decided`` or ``failed``."""

    decided = Signal(int, object, object, float)
    failed = Signal(int, str)
    advised = Signal(int, object, float)  # ticket, Advice, seconds
    adviceFailed = Signal(int, str)
    _ask = Signal(int, object, object, object, object)
    _reply = Signal(object)  # from the reader thread to the GUI thread

    def __init__(self, game_id: str, mode: str | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._game_id = game_id
        self._running = True
        self._thread: QThread | None = None
        self._process: _BotProcess | None = None
        self._asked: dict[int, tuple[Any, ...]] = {}  # ticket -> request, while unanswered
        self._reply.connect(self._on_reply)
        self.mode = mode if mode in MODES else default_mode()
        if self.mode == "process":
            try:
                process = self._process = _BotProcess(self._reply.emit)
            except OSError as exc:
                log.warning("bots: no process (%s); thinking on a thread", exc)
                self.mode = "thread"
            else:
                # a session dropped without shutdown() still ends its bot process
                self.destroyed.connect(lambda *_: process.close())

    def request(
        self,
        ticket: int,
        seat: int,
        bot_name: str,
        bot: Any,
        view: Any,
        legal: list[Any],
        rng: Rng,
    ) -> None:
        self._send(ticket, seat, bot_name, bot, view, legal, rng)

    def request_advice(
        self,
        ticket: int,
        seat: int,
        bot_name: str,
        bot: Any,
        view: Any,
        legal: list[Any],
        rng: Rng,
    ) -> None:
        """What ``bot`` advises for ``seat`` (``ticket`` > 0): ``advised`` or ``adviceFailed``."""
        self._send(-ticket, seat, bot_name, bot, view, legal, rng)

    def _send(
        self,
        ticket: int,
        seat: int,
        bot_name: str,
        bot: Any,
        view: Any,
        legal: list[Any],
        rng: Rng,
    ) -> None:
        if not self._running:
            return
        legal = list(legal)
        if self.mode == "process" and self._process is not None:
            request = (ticket, seat, bot_name, self._game_id, view, legal, rng)
            try:
                self._process.send(request)
            except (OSError, pickle.PicklingError, TypeError, AttributeError) as exc:
                log.warning("bots: request not sent to the process (%s); using a thread", exc)
            else:
                self._asked[ticket] = (ticket, bot, view, legal, rng)
                return
        self._think_on_thread(ticket, bot, view, legal, rng)

    def _think_on_thread(self, ticket: int, bot: Any, view: Any, legal: Any, rng: Any) -> None:
        if self._thread is None:
            self._thread = QThread()
            self._thread.setObjectName("cardtable-bots")
            self._worker = _Worker()
            self._worker.moveToThread(self._thread)
            self._ask.connect(self._worker.think)
            self._worker.decided.connect(self._answered)
            self._worker.failed.connect(self._failed)
            self._thread.finished.connect(self._worker.deleteLater)
            self._thread.start()
        self._ask.emit(ticket, bot, view, legal, rng)

    def _on_reply(self, reply: Any) -> None:
        if not self._running:
            return
        if reply is None:  # the process is gone: ask the unanswered questions on a thread
            log.warning("bots: the bot process ended; thinking on a thread from now on")
            self.mode = "thread"
            self._process = None
            asked, self._asked = self._asked, {}
            for request in asked.values():
                self._think_on_thread(*request)
            return
        ticket, ok, payload, rng, seconds = reply
        if self._asked.pop(ticket, None) is None:
            return
        if ok:
            self._answered(ticket, payload, rng, seconds)
        else:
            self._failed(ticket, payload)

    def _answered(self, ticket: int, payload: Any, rng: Any, seconds: float) -> None:
        if ticket < 0:
            self.advised.emit(-ticket, payload, seconds)
        else:
            self.decided.emit(ticket, payload, rng, seconds)

    def _failed(self, ticket: int, message: str) -> None:
        if ticket < 0:
            self.adviceFailed.emit(-ticket, message)
        else:
            self.failed.emit(ticket, message)

    def shutdown(self) -> None:
        """Stop thinking: the bot process ends now; a thread finishes its current decision."""
        if not self._running:
            return
        self._running = False
        if self._process is not None:
            self._process.close()
            self._process = None
        if self._thread is not None:
            self._thread.quit()
            self._thread.wait()

    @property
    def is_alive(self) -> bool:
        if self._process is not None:
            return self._process.is_alive()
        return self._running
