"""One running CardTable per user data folder.

Two copies pressing Continue on the same autosave overwrite each other's game, so the first copy
holds a ``QLockFile`` in the data folder for as long as it runs, and listens on a local socket
named after that folder. A second copy finds the lock taken, asks the first (over the socket) to
bring its window forward, and exits before it touches any file (no log, no settings, no save).
When the first copy cannot be reached it says so and exits just the same.

A lock left by a copy that was killed is stale: ``QLockFile`` sees that the process named in it is
gone and takes the lock over. Its age alone never makes it stale (``setStaleLockTime(0)``): a
player may keep CardTable open for days.

The socket is QtNetwork's ``QLocalServer``; a build without QtNetwork (the packaged app excludes
modules it does not need) still holds the lock, and a second copy then says that CardTable is
already running and exits.
"""

from __future__ import annotations

import hashlib
import logging
import stat
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLockFile, QObject

from .storage.files import keep_aside
from .storage.jsonfile import BadFile, read_limited

try:
    from PySide6.QtNetwork import QLocalServer, QLocalSocket
except ImportError:  # a build without QtNetwork: the lock alone
    QLocalServer = QLocalSocket = None  # type: ignore[assignment, misc]

log = logging.getLogger(__name__)

LOCK_FILE = "cardtable.lock"
SHOW_MESSAGE = b"show\n"
CONNECT_MS = 1500
MAX_LOCK_BYTES = 4096  # QLockFile writes a process id, an application and a host name
_MAX_PID = 2**31 - 1
# An empty lock younger than this may be one another copy is writing at this very moment.
_EMPTY_GRACE_S = 5.0


def damaged_lock(path: Path) -> str | None:
    """Why the lock file at ``path`` cannot be a lock ``QLockFile`` made, or ``None``.

    ``QLockFile`` reads such a file as held by a running copy, forever (a folder or garbage in
    its place would stop CardTable from ever starting again), and waits on a FIFO.
    """
    try:
        info = path.lstat()
    except OSError:
        return None  # no lock: nothing to judge
    if not stat.S_ISREG(info.st_mode):
        return "is not a file (a folder, a link or a device has its name)"
    if info.st_size == 0:
        if time.time() - info.st_mtime < _EMPTY_GRACE_S:
            return None
        return "is empty"
    try:
        data = read_limited(path, MAX_LOCK_BYTES)
    except BadFile as exc:
        return exc.reason
    except OSError:
        return None  # unreadable: QLockFile will say what it can
    first = data.split(b"\n", 1)[0].strip()
    if not first.isdigit() or not 0 < int(first) <= _MAX_PID:
        return "does not name a running copy of CardTable (it is damaged)"
    return None


def server_name(folder: Path) -> str:
    """The local socket of the copy using ``folder`` (short: some systems limit its length)."""
    digest = hashlib.sha256(str(folder.absolute()).encode("utf-8", "surrogatepass")).hexdigest()
    return f"cardtable-{digest[:24]}"


class InstanceGuard(QObject):
    """``acquire()`` the folder's lock; the holder serves ``show_requested`` to later copies."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_FILE))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: Any = None  # a QLocalServer while this copy holds the lock
        self.on_show: Callable[[], None] | None = None
        self.held = False
        self.problem: str | None = None  # a damaged lock kept aside, for the player once

    def acquire(self) -> bool:
        """True when this copy is the only one (a stale or damaged lock is taken over)."""
        self._set_damaged_lock_aside()
        if self.lock.tryLock(0):
            self.held = True
            self._listen()
            return True
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            # The lock file cannot be made at all (a read-only folder): nothing to guard with,
            # and no reason to refuse to start.
            log.warning("single instance: no lock in %s (%s)", self.folder, self.lock.error())
            return True
        return False

    def _set_damaged_lock_aside(self) -> None:
        path = self.folder / LOCK_FILE
        why = damaged_lock(path)
        if why is None:
            return
        try:
            kept = keep_aside(path)
        except OSError as exc:
            log.error("single instance: the damaged lock %s %s; not moved: %s", path, why, exc)
            return
        log.warning("single instance: the lock %s %s; kept as %s", path, why, kept)
        self.problem = (
            f"The file CardTable uses to know it is running ({LOCK_FILE}) {why}; it was kept "
            f"aside as {kept.name}."
        )

    def ask_first_to_show(self) -> bool:
        """Ask the running copy to bring its window forward; False when it cannot be reached."""
        if QLocalSocket is None:
            return False
        socket = QLocalSocket()
        socket.connectToServer(server_name(self.folder))
        if not socket.waitForConnected(CONNECT_MS):
            log.warning("single instance: no answer: %s", socket.errorString())
            return False
        socket.write(SHOW_MESSAGE)
        sent = socket.waitForBytesWritten(CONNECT_MS)
        socket.disconnectFromServer()
        return sent

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.held:
            self.lock.unlock()
            self.held = False

    def _listen(self) -> None:
        if QLocalServer is None:
            return
        name = server_name(self.folder)
        # Only the lock holder gets here, so a socket left by a killed copy is safe to remove.
        QLocalServer.removeServer(name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            log.warning("single instance: cannot listen on %s: %s", name, server.errorString())
            return
        server.newConnection.connect(self._on_connection)
        self.server = server

    def _on_connection(self) -> None:
        server = self.server
        if server is None:
            return
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._on_message(s))
            socket.disconnected.connect(socket.deleteLater)

    def _on_message(self, socket: Any) -> None:
        data = bytes(socket.readAll().data())
        if SHOW_MESSAGE.strip() in data and self.on_show is not None:
            self.on_show()
