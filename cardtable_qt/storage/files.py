"""Writing files so a crash never leaves half of one, and keeping unreadable files aside.

A write goes to a temporary file in the same folder, is flushed to the disk, then takes the
target's name in one ``os.replace``: a crash or a power cut leaves either the old file or the new
one, never a mixture. A file the app cannot read is never deleted or overwritten: ``keep_aside``
renames it to ``<name>.bad`` (or ``.bad.1``, ``.bad.2``… when that name is taken).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

TEMP_SUFFIX = ".tmp"
_MAX_ASIDE = 10_000


def atomic_write_bytes(path: Path | str, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once (the folder is made if needed)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent
    )
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(target.parent)


def stale_temporaries(folder: Path) -> list[Path]:
    """The temporaries ``atomic_write_bytes`` left in ``folder`` when it was killed mid-write
    (``.<target>.<random>.tmp``): only those, never another file."""
    try:
        found = list(folder.glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return []
    return [path for path in found if path.is_file() and not path.is_symlink()]


def remove_stale_temporaries(folders: list[Path]) -> list[Path]:
    """Remove what a killed write left behind; call it at start, while no other copy of the app
    writes (the single-instance lock is held). Returns what was removed."""
    removed: list[Path] = []
    for folder in folders:
        for path in stale_temporaries(folder):
            try:
                path.unlink()
            except OSError:
                continue
            removed.append(path)
    return removed


def atomic_write_text(path: Path | str, text: str) -> None:
    """``atomic_write_bytes`` of ``text`` in UTF-8 (newlines written as given)."""
    atomic_write_bytes(path, text.encode("utf-8"))


def _sync_folder(folder: Path) -> None:
    # The rename itself is only durable once the folder's entry is on disk (POSIX only;
    # Windows cannot open a folder this way and does not need it).
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def aside_candidates(path: Path) -> Iterator[Path]:
    """The names ``keep_aside`` tries, in order."""
    yield path.with_name(f"{path.name}.bad")
    for n in range(1, _MAX_ASIDE):
        yield path.with_name(f"{path.name}.bad.{n}")


def keep_aside(path: Path | str) -> Path:
    """Rename ``path`` to the first free ``<name>.bad``, ``<name>.bad.1``… and return it.

    Never overwrites an existing file, even one that appears between the check and the rename.
    Raises ``OSError`` when the file cannot be moved (read-only folder, no free name).
    """
    source = Path(path)
    for candidate in aside_candidates(source):
        if candidate.exists() or candidate.is_symlink():
            continue
        try:
            _rename_without_overwriting(source, candidate)
        except FileExistsError:
            continue
        return candidate
    raise OSError(f"no free name to keep {source.name} aside")


def _rename_without_overwriting(source: Path, target: Path) -> None:
    if os.name == "nt":
        os.rename(source, target)  # Windows refuses to rename onto an existing name.
        return
    try:
        # A hard link fails when the target exists, which a POSIX rename would not.
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError:
        # A file system without hard links (FAT, some network shares): check, then rename.
        if target.exists() or target.is_symlink():
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    os.unlink(source)
