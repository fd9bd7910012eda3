"""Files that cannot be read, files from a newer CardTable, and what killed writes leave behind.

The tests run as root, where permissions 000 do not stop a read: an unreadable file is simulated
at the edge, by making the storage layer's read raise ``PermissionError`` for that one file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt import __version__
from cardtable_qt.storage import files, saves
from cardtable_qt.storage.files import remove_stale_temporaries
from cardtable_qt.storage.saves import SaveError, SaveStore

from .helpers import digest, session_payload


@pytest.fixture
def payload() -> dict[str, Any]:
    return session_payload(7)


def unreadable(monkeypatch: pytest.MonkeyPatch, victim: Path) -> None:
    """``victim`` reads as a file with permissions 000 would for a user who is not root."""
    real = saves.read_limited

    def read(path: Path, max_bytes: int) -> bytes:
        if Path(path).absolute() == victim.absolute():
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, max_bytes)

    monkeypatch.setattr(saves, "read_limited", read)


def test_an_unreadable_autosave_is_kept_aside_and_never_written_over(
    monkeypatch: pytest.MonkeyPatch, payload: dict[str, Any]
) -> None:
    store = SaveStore()
    store.write_autosave(payload)
    before = digest(store.autosave_file)
    unreadable(monkeypatch, store.autosave_file)
    with pytest.raises(SaveError) as caught:
        store.autosave_info()
    assert "could not be read" in caught.value.message
    aside = caught.value.kept_aside
    assert aside is not None and digest(aside) == before and str(aside) in caught.value.message
    assert not store.has_autosave()
    store.write_autosave(session_payload(8))  # the next game's autosave: the old one is safe
    assert digest(aside) == before


def test_an_unreadable_autosave_that_cannot_be_moved_is_not_written_over(
    monkeypatch: pytest.MonkeyPatch, payload: dict[str, Any]
) -> None:
    store = SaveStore()
    store.write_autosave(payload)
    before = digest(store.autosave_file)
    unreadable(monkeypatch, store.autosave_file)

    def cannot_move(path: Path) -> Path:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(saves, "keep_aside", cannot_move)
    with pytest.raises(SaveError, match="will not write over it"):
        store.autosave_info()
    with pytest.raises(SaveError, match="does not write over it"):
        store.write_autosave(session_payload(8))
    assert digest(store.autosave_file) == before


def newer(path: Path, envelope: dict[str, Any]) -> str:
    envelope = {**envelope, "format": 2, "app_version": "9.1.0"}
    path.write_text(json.dumps(envelope), encoding="utf-8")
    return digest(path)


def test_a_newer_autosave_is_left_where_it_is_and_says_who_saved_it(
    payload: dict[str, Any],
) -> None:
    store = SaveStore()
    store.write_autosave(payload)
    envelope = json.loads(store.autosave_file.read_bytes())
    before = newer(store.autosave_file, envelope)
    for _ in range(2):
        with pytest.raises(SaveError) as caught:
            store.autosave_info()
        assert "CardTable 9.1.0" in caught.value.message and "format 2" in caught.value.message
        assert caught.value.kept_aside is None
    with pytest.raises(SaveError):
        store.load_autosave()
    with pytest.raises(SaveError, match="was saved by a newer version"):
        store.write_autosave(session_payload(8))
    assert digest(store.autosave_file) == before
    assert not list(store.autosave_file.parent.glob("*.bad*"))


def test_a_newer_named_save_stays_listed_as_a_problem_and_untouched(
    payload: dict[str, Any],
) -> None:
    store = SaveStore()
    info = store.save("from the future", payload)
    before = newer(info.path, json.loads(info.path.read_bytes()))
    assert store.list_saves() == []
    assert len(store.problems) == 1 and "CardTable 9.1.0" in store.problems[0]
    with pytest.raises(SaveError, match=r"9\.1\.0"):
        store.load("from the future")
    with pytest.raises(SaveError):
        store.save("from the future", payload)
    assert digest(info.path) == before
    assert not list(store.directory.glob("*.bad*"))


def test_new_saves_say_which_version_wrote_them(payload: dict[str, Any]) -> None:
    store = SaveStore()
    info = store.save("versioned", payload)
    assert json.loads(info.path.read_bytes())["app_version"] == __version__
    store.write_autosave(payload)
    assert json.loads(store.autosave_file.read_bytes())["app_version"] == __version__


def test_stale_temporaries_are_removed_and_nothing_else(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    stale = folder / ".autosave.json.k2j4_x.tmp"
    stale.write_bytes(b"")
    keep = [folder / "autosave.json", folder / "notes.tmp", folder / ".hidden"]
    for path in keep:
        path.write_bytes(b"{}")
    (folder / ".dir.tmp").mkdir()  # not a file: left alone
    assert remove_stale_temporaries([folder, tmp_path / "missing"]) == [stale]
    assert all(path.exists() for path in keep)
    assert (folder / ".dir.tmp").is_dir()


def test_a_write_killed_midway_leaves_a_temporary_the_cleanup_recognises(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # os.replace never ran (the process was killed): only the temporary is on the disk.
    folder = tmp_path / "killed"
    with monkeypatch.context() as patch:
        patch.setattr(files.os, "replace", lambda *_: (_ for _ in ()).throw(SystemExit))
        patch.setattr(files.os, "unlink", lambda *_: None)  # nor did the clean-up
        with pytest.raises(SystemExit):
            files.atomic_write_bytes(folder / "autosave.json", b"{}")
    assert files.stale_temporaries(folder)
    remove_stale_temporaries([folder])
    assert list(folder.iterdir()) == []
