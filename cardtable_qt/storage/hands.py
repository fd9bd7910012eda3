"""A hand's export file: written atomically, read as if hostile (see ``engine.handlog``).

An export chosen from elsewhere on the disk is never moved or changed when it is refused: the
player only learns, in plain words, why it is not a hand CardTable can replay.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.handlog import HandDataError, HandRecord, record_from_data
from .files import atomic_write_bytes
from .jsonfile import BadFile, dump_json, parse_json, read_limited

MAX_HAND_BYTES = 2_000_000  # a long Guandan hand exports to about 60 KB
HAND_SUFFIX = ".json"


class HandFileError(Exception):
    """A hand that cannot be exported or imported. ``message`` is for the player, as is."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def write_hand(path: Path | str, record: HandRecord) -> Path:
    """Export ``record`` to ``path`` (replaced all at once)."""
    target = Path(path)
    try:
        atomic_write_bytes(target, dump_json(record.to_data()))
    except OSError as exc:
        raise HandFileError(
            f"The hand could not be written to {target.name} ({exc.strerror or exc})."
        ) from None
    return target


def read_hand(path: Path | str) -> HandRecord:
    """The hand exported in ``path``, replayed to its end to check it."""
    source = Path(path)
    label = f"The file {source.name}"
    try:
        if not source.is_file():
            raise HandFileError(f"{label} is not a file CardTable can open.")
        data = read_limited(source, MAX_HAND_BYTES)
    except BadFile as exc:
        raise HandFileError(f"{label} {exc.reason}.") from None
    except OSError as exc:
        raise HandFileError(f"{label} could not be read ({exc.strerror or exc}).") from None
    try:
        return record_from_data(parse_json(data))
    except BadFile as exc:
        raise HandFileError(f"{label} {exc.reason}.") from None
    except HandDataError as exc:
        raise HandFileError(f"{label} is not a hand CardTable can replay: {exc.message}.") from None


def file_name(record: HandRecord) -> str:
    """A file name for an exported hand: its game, number and own key."""
    key = f"-{record.hand_key}" if record.hand_key else ""
    return f"{record.game}-hand-{record.number:04d}{key}{HAND_SUFFIX}"
