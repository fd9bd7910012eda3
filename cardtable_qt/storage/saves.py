"""Saved games and the autosave: versioned JSON envelopes in the data dir, never pickle.

On disk::

    {"app": "CardTable", "format": 1, "game": "pokdeng", "saved_at": "2026-05-09T14:30:00+07:00",
     "meta": {"players": ["You", "Somchai", …], "progress": "Round 12",
              "progress_of": {"unit": "round", "n": 12}},
     "session": {… what GameSession.to_payload() returns, with "state": the engine's to_dict()}}

Every file is read as if hostile: too large, not UTF-8, not JSON, the wrong shape, an unknown game
or a game position the engine refuses all give a ``SaveError`` in plain words, and the file is
kept aside (``<name>.json.bad``) untouched, never deleted or written over; so is a file that
cannot be read at all (no permission). Files chosen from elsewhere on the disk are refused the
same way but left where they are. A file saved by a newer CardTable (a higher format; new files
carry ``"app_version"``) is not damaged: it is left where it is, untouched, and never written
over, and the message names the version that saved it. A file that could neither be read nor
moved aside is not written over either.

``progress`` is the progress in the words of the language it was saved in; ``progress_of``
(optional: older saves lack it) says what it is, so the saves list can say it in the language in
use. A ``progress_of`` that is not a JSON object is dropped, not a reason to refuse the file.

Names are ``str``; a ``Path`` means that very file. ``load(info.path)`` opens any listed save,
even one whose file name was not made by CardTable.
"""

from __future__ import annotations

import logging
import os
import stat
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine import registry
from ..engine.codec import StateDataError
from . import paths
from .files import atomic_write_bytes, keep_aside
from .jsonfile import BadFile, dump_json, format_on_disk, parse_json, read_limited
from .names import SAVE_SUFFIX, BadName, check_name, file_name_for, name_from_file

log = logging.getLogger(__name__)

APP_TAG = "CardTable"
SAVE_FORMAT = 1
MAX_SAVE_BYTES = 5_000_000
AUTOSAVE_NAME = "autosave"  # the SaveInfo.name of the autosave


class SaveError(Exception):
    """A game that cannot be saved or opened. ``message`` is for the player, as is.

    ``kept_aside`` is where an unreadable file was moved (``None`` when nothing was moved).
    """

    def __init__(self, message: str, kept_aside: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.kept_aside = kept_aside


@dataclass
class SaveInfo:
    """One saved game as the saves list shows it."""

    name: str
    path: Path
    game: str
    saved_at: str  # ISO 8601 with the offset of the computer that saved it
    players: list[str]
    progress: str  # as saved, in the language it was saved in
    progress_of: dict[str, Any] | None = None  # what it is, e.g. {"unit": "hand", "n": 3}

    @property
    def saved_time(self) -> datetime:
        """``saved_at`` as an aware datetime (a time without offset is taken as local)."""
        moment = datetime.fromisoformat(self.saved_at)
        return moment if moment.tzinfo is not None else moment.astimezone()


@dataclass
class _Envelope:
    game: str
    saved_at: str
    players: list[str]
    progress: str
    session: dict[str, Any]
    progress_of: dict[str, Any] | None = None


class _Damaged(Exception):
    """Internal: the file is unreadable; ``reason`` completes "The saved game … "."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class _Newer(Exception):
    """Internal: the file was saved by a newer CardTable; ``reason`` as for ``_Damaged``."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class SaveStore:
    """Named saves in ``directory`` (``paths.saves_dir()`` by default) and the autosave.

    The autosave is ``paths.autosave_path()`` with the default folder, else ``.autosave.json``
    inside ``directory``. ``problems`` holds the messages of the last ``list_saves()`` (damaged
    files it met and kept aside).
    """

    def __init__(self, directory: Path | str | None = None) -> None:
        self._directory = Path(directory) if directory is not None else None
        self.problems: list[str] = []
        # Files that must not be written over: a newer CardTable's, or one that could be
        # neither read nor moved aside (absolute path -> why, completing "it ...").
        self._protected: dict[Path, str] = {}
        self._written: dict[Path, tuple[int, int, int] | None] = {}

    @property
    def custom_directory(self) -> bool:
        """The store keeps its files in a folder it was given, not the user's data folder."""
        return self._directory is not None

    @property
    def directory(self) -> Path:
        if self._directory is None:
            return paths.saves_dir()
        self._directory.mkdir(parents=True, exist_ok=True)
        return self._directory

    @property
    def autosave_file(self) -> Path:
        if self._directory is None:
            return paths.autosave_path()
        return self.directory / ".autosave.json"

    # --- named saves ----------------------------------------------------------------------------

    def path_for(self, name: str) -> Path:
        """The file a save of this name is kept in; ``SaveError`` for a name that is refused."""
        try:
            return self.directory / file_name_for(check_name(name))
        except BadName as exc:
            raise SaveError(str(exc)) from None

    def exists(self, name: str) -> bool:
        return self.path_for(name).exists()

    def list_saves(self) -> list[SaveInfo]:
        """Every readable save, newest first; damaged ones are kept aside, noted in ``problems``."""
        self.problems = []
        infos: list[SaveInfo] = []
        try:
            autosave = self.autosave_file
            found = sorted(self.directory.glob("*" + SAVE_SUFFIX))
        except OSError as exc:
            self.problems.append(f"The saved games could not be listed ({exc.strerror or exc}).")
            return []
        for path in found:
            if path.name.startswith(".") or path == autosave:
                continue
            try:
                infos.append(self._read(path, check_state=True, listing=True)[0])
            except SaveError as exc:
                self.problems.append(exc.message)
        infos.sort(key=lambda info: (-info.saved_time.timestamp(), info.name.casefold()))
        return infos

    def save(
        self, name: str, payload: dict[str, Any], *, meta: dict[str, Any] | None = None
    ) -> SaveInfo:
        """Save ``payload`` (the session's) under ``name``, replacing a save of that name.

        ``meta`` (``{"players": [...], "progress": "..."}``) describes it in the saves list; it
        may instead be given as ``payload["meta"]``; without either, the players are the names
        in ``payload["seats"]``.
        """
        path = self.path_for(name)
        return self._write(path, name_from_file(path.name), payload, meta)

    def load(self, name_or_path: str | Path) -> dict[str, Any]:
        """The session payload of a save, checked down to the engine's ``from_dict``."""
        return self.load_with_info(name_or_path)[1]

    def load_with_info(self, name_or_path: str | Path) -> tuple[SaveInfo, dict[str, Any]]:
        path = self._locate(name_or_path)
        if not path.exists():
            raise SaveError(f"There is no saved game called “{name_from_file(path.name)}”.")
        return self._read(path, check_state=True)

    def delete(self, name_or_path: str | Path) -> None:
        """Remove a save (nothing happens if it is already gone)."""
        path = self._locate(name_or_path)
        if path == self.autosave_file:
            self.clear_autosave()
            return
        if path.absolute().parent != self.directory.absolute():
            raise SaveError("Only saved games in CardTable's own folder can be deleted here.")
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            raise SaveError(
                f"The saved game “{name_from_file(path.name)}” could not be deleted "
                f"({exc.strerror or exc})."
            ) from None

    # --- the autosave ---------------------------------------------------------------------------

    def write_autosave(
        self, payload: dict[str, Any], *, meta: dict[str, Any] | None = None
    ) -> None:
        """Replace the autosave at once (call it after every action)."""
        self._write(self.autosave_file, AUTOSAVE_NAME, payload, meta)

    def has_autosave(self) -> bool:
        return _is_regular(self.autosave_file)

    def autosave_info(self) -> SaveInfo | None:
        """What the Continue button would resume (or ``None``); a damaged autosave raises."""
        if not os.path.lexists(self.autosave_file):
            return None
        return self._read(self.autosave_file, check_state=False)[0]

    def load_autosave(self) -> dict[str, Any] | None:
        """The autosaved session payload, ``None`` when there is none.

        A damaged autosave raises ``SaveError`` (kept aside; ``has_autosave()`` is then False).
        """
        if not os.path.lexists(self.autosave_file):
            return None
        return self._read(self.autosave_file, check_state=True)[1]

    def clear_autosave(self) -> None:
        """Forget the autosave (the match is over, or the player left it)."""
        try:
            self.autosave_file.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("saves: autosave not cleared: %s", exc)

    # --- reading and writing --------------------------------------------------------------------

    def _locate(self, name_or_path: str | Path) -> Path:
        if isinstance(name_or_path, Path):
            return name_or_path
        return self.path_for(name_or_path)

    def _is_ours(self, path: Path) -> bool:
        """A file of this store (kept aside when damaged) rather than one chosen elsewhere."""
        resolved = path.absolute()
        return (
            resolved == self.autosave_file.absolute()
            or resolved.parent == self.directory.absolute()
        )

    def _label(self, path: Path) -> str:
        if path.absolute() == self.autosave_file.absolute():
            return "The autosaved game"
        if self._is_ours(path):
            return f"The saved game “{name_from_file(path.name)}”"
        return f"The file {path.name}"

    def _read(
        self, path: Path, *, check_state: bool, listing: bool = False
    ) -> tuple[SaveInfo, dict[str, Any]]:
        label = self._label(path)
        if not _is_regular(path):
            # A folder or a FIFO in a save's place: kept aside (when ours), so the next save
            # neither fails on it nor replaces it.
            raise self._refuse(path, f"{label} is not a file CardTable can open.")
        try:
            data = read_limited(path, MAX_SAVE_BYTES)
        except BadFile as exc:
            raise self._refuse(path, f"{label} {exc.reason}.") from None
        except OSError as exc:
            problem = f"{label} could not be read ({exc.strerror or exc})."
            raise self._refuse(path, problem) from None
        try:
            envelope = _envelope(parse_json(data))
            if check_state:
                _check_state(envelope, listing=listing)
        except _Newer as exc:
            log.warning("saves: %s %s", label, exc.reason)
            if self._is_ours(path):
                self._protected[path.absolute()] = "was saved by a newer version of CardTable"
            raise SaveError(f"{label} {exc.reason}. It was left where it is, unchanged.") from None
        except BadFile as exc:
            raise self._refuse(path, f"{label} {exc.reason}.") from None
        except _Damaged as exc:
            raise self._refuse(path, f"{label} {exc.reason}.") from None
        name = AUTOSAVE_NAME if path == self.autosave_file else name_from_file(path.name)
        info = SaveInfo(
            name,
            path,
            envelope.game,
            envelope.saved_at,
            envelope.players,
            envelope.progress,
            envelope.progress_of,
        )
        return info, envelope.session

    def _refuse(self, path: Path, problem: str) -> SaveError:
        """The error for an unreadable file, after keeping it aside if it is one of ours."""
        log.warning("saves: %s", problem)
        if not self._is_ours(path):
            return SaveError(f"{problem} It was left where it is, unchanged.")
        try:
            kept = keep_aside(path)
        except OSError as exc:
            self._protected[path.absolute()] = "could not be read"
            return SaveError(
                f"{problem} It could not be moved aside ({exc.strerror or exc}), so CardTable "
                "will not write over it."
            )
        self._protected.pop(path.absolute(), None)
        return SaveError(f"{problem} It was kept aside, unchanged, as {kept}.", kept_aside=kept)

    def _write(
        self, path: Path, name: str, payload: dict[str, Any], meta: dict[str, Any] | None
    ) -> SaveInfo:
        game = _game_of(payload)
        why = self._protected.get(path.absolute())
        if why is not None and path.exists():
            raise SaveError(
                f"The game could not be saved: {path.name} {why}, and CardTable does not "
                "write over it."
            )
        newer = (
            None if self._unchanged_since_written(path) else format_on_disk(path, MAX_SAVE_BYTES)
        )
        if newer is not None and newer > SAVE_FORMAT:
            self._protected[path.absolute()] = "was saved by a newer version of CardTable"
            raise SaveError(
                f"The game could not be saved: {path.name} was saved by a newer version of "
                "CardTable, and CardTable does not write over it."
            )
        players, progress, progress_of = _meta_of(
            meta if meta is not None else _default_meta(payload)
        )
        saved_at = datetime.now().astimezone().isoformat(timespec="seconds")
        envelope = {
            "app": APP_TAG,
            "format": SAVE_FORMAT,
            "app_version": __version__,
            "game": game,
            "saved_at": saved_at,
            "meta": _meta_dict(players, progress, progress_of),
            "session": payload,
        }
        try:
            data = dump_json(envelope)
        except ValueError as exc:
            log.error("saves: payload is not JSON: %s", exc)
            raise SaveError("The game could not be saved: part of it cannot be written.") from None
        if len(data) > MAX_SAVE_BYTES:
            raise SaveError("The game could not be saved: it is too large for a saved game.")
        try:
            atomic_write_bytes(path, data)
        except OSError as exc:
            raise SaveError(f"The game could not be saved ({exc.strerror or exc}).") from None
        self._written[path.absolute()] = _identity(path)
        return SaveInfo(name, path, game, saved_at, players, progress, progress_of)

    def _unchanged_since_written(self, path: Path) -> bool:
        """The file is still the one this store last wrote (the autosave, after every action,
        need not be read again to know no newer CardTable replaced it)."""
        written = self._written.get(path.absolute())
        return written is not None and written == _identity(path)


def _identity(path: Path) -> tuple[int, int, int] | None:
    """Which file is at ``path`` (a replace makes a new inode) and its size and time."""
    try:
        info = path.stat()
    except OSError:
        return None
    return (info.st_ino, info.st_size, info.st_mtime_ns)


def _is_regular(path: Path) -> bool:
    """An ordinary file (a FIFO or a device named like a save would block or never end)."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def _game_of(payload: Any) -> str:
    if not isinstance(payload, dict) or not isinstance(payload.get("state"), dict):
        raise SaveError("The game could not be saved: it has no game position to save.")
    game = payload["state"].get("game")
    if not isinstance(game, str) or game not in registry.GAMES:
        raise SaveError(f"The game could not be saved: {game!r:.40} is not a known game.")
    return game


def _default_meta(payload: dict[str, Any]) -> Any:
    """``payload["meta"]`` if the session put one there, else the names of its seats."""
    if "meta" in payload:
        return payload["meta"]
    seats = payload.get("seats")
    if isinstance(seats, list):
        names = [s["name"] for s in seats if isinstance(s, dict) and isinstance(s.get("name"), str)]
        return {"players": names, "progress": ""}
    return None


def _meta_dict(
    players: list[str], progress: str, progress_of: dict[str, Any] | None
) -> dict[str, Any]:
    meta: dict[str, Any] = {"players": players, "progress": progress}
    if progress_of is not None:
        meta["progress_of"] = progress_of
    return meta


def _meta_of(meta: Any) -> tuple[list[str], str, dict[str, Any] | None]:
    if meta is None:
        return [], "", None
    if not isinstance(meta, dict):
        raise SaveError("The game could not be saved: its description is not a table.")
    players = meta.get("players", [])
    progress = meta.get("progress", "")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise SaveError("The game could not be saved: its players are not a list of names.")
    if not isinstance(progress, str):
        raise SaveError("The game could not be saved: its progress is not text.")
    progress_of = meta.get("progress_of")
    if progress_of is not None and not isinstance(progress_of, dict):
        raise SaveError("The game could not be saved: its progress is not a table.")
    return list(players), progress, progress_of


def _envelope(data: Any) -> _Envelope:
    """Check the envelope's every field; ``BadFile``/``_Damaged`` name what is wrong."""
    if not isinstance(data, dict):
        kind = "a list" if isinstance(data, list) else "a single value"
        raise _Damaged(f"is not a CardTable saved game (it holds {kind}, not a saved game)")
    if data.get("app") != APP_TAG:
        raise _Damaged("is not a CardTable saved game")
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _Damaged("is damaged: its format number is missing or wrong")
    if version > SAVE_FORMAT:
        app_version = data.get("app_version")
        wrote = (
            f"CardTable {app_version[:40]}"
            if isinstance(app_version, str)
            else "a newer version of CardTable"
        )
        raise _Newer(
            f"was saved by {wrote} (format {version}; this version opens format "
            f"{SAVE_FORMAT}). Update CardTable to open it"
        )
    game = data.get("game")
    if not isinstance(game, str):
        raise _Damaged("is damaged: it does not say which game it is")
    if game not in registry.GAMES:
        raise _Damaged(f"is for a game this version of CardTable does not know ({game!r:.40})")
    saved_at = data.get("saved_at")
    if not isinstance(saved_at, str) or not _is_iso_time(saved_at):
        raise _Damaged("is damaged: its date is missing or wrong")
    meta = data.get("meta")
    if not isinstance(meta, dict):
        raise _Damaged("is damaged: its description is missing")
    players, progress = meta.get("players"), meta.get("progress")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _Damaged("is damaged: its list of players is wrong")
    if not isinstance(progress, str):
        raise _Damaged("is damaged: its progress is not text")
    session = data.get("session")
    if not isinstance(session, dict) or not isinstance(session.get("state"), dict):
        raise _Damaged("is damaged: it holds no game position")
    if session["state"].get("game") != game:
        raise _Damaged("is damaged: its game position is for another game")
    progress_of = meta.get("progress_of")  # what a reader cannot use is dropped, not refused
    progress_of = progress_of if isinstance(progress_of, dict) else None
    return _Envelope(game, saved_at, list(players), progress, session, progress_of)


def _is_iso_time(text: str) -> bool:
    if len(text) > 40:
        return False
    try:
        moment = datetime.fromisoformat(text)
        (moment if moment.tzinfo is not None else moment.astimezone()).timestamp()
    except (ValueError, OverflowError, OSError):
        return False
    return True


def _check_state(envelope: _Envelope, *, listing: bool = False) -> None:
    """The engine itself must accept the game position, or the save is refused.

    A game whose engine is not in this version yet is not damage: such a save stays listed.
    """
    game = registry.GAMES[envelope.game]
    try:
        module = registry.load(envelope.game)
    except ModuleNotFoundError:
        if listing:
            return
        raise SaveError(
            f"This saved game is {game.name}, which this version of CardTable cannot play yet."
        ) from None
    try:
        module.from_dict(envelope.session["state"])
    except StateDataError as exc:
        raise _Damaged(f"is damaged: its {game.name} position cannot be restored ({exc})") from None
    except Exception:  # an engine that fails another way must not take the app down with it
        log.exception("saves: %s.from_dict failed on a saved state", envelope.game)
        raise _Damaged(f"is damaged: its {game.name} position cannot be restored") from None
