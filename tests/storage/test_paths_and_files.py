"""The per-user folders, atomic writes and keeping unreadable files aside."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import cardtable_qt
from cardtable_qt.storage import paths
from cardtable_qt.storage.files import atomic_write_bytes, atomic_write_text, keep_aside


def test_folders_are_platformdirs_for_cardtable_under_the_users_dirs(user_dirs: Path) -> None:
    expected = {
        paths.config_dir(): user_dirs / ".config" / "CardTable",
        paths.data_dir(): user_dirs / ".local" / "share" / "CardTable",
        paths.log_dir(): user_dirs / ".local" / "state" / "CardTable" / "log",
        paths.saves_dir(): user_dirs / ".local" / "share" / "CardTable" / "saves",
    }
    for got, want in expected.items():
        assert got == want and got.is_dir()
    assert paths.settings_path() == user_dirs / ".config" / "CardTable" / "settings.json"
    assert paths.autosave_path().parent == paths.data_dir()
    assert paths.stats_db_path().parent == paths.data_dir()
    for file in (paths.settings_path(), paths.autosave_path(), paths.stats_db_path()):
        assert file.is_relative_to(user_dirs) and not file.exists()


def test_folders_are_made_on_demand_and_follow_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = tmp_path / "other data"
    monkeypatch.setenv("XDG_DATA_HOME", str(elsewhere))
    assert not elsewhere.exists()
    assert paths.saves_dir() == elsewhere / "CardTable" / "saves"
    assert paths.saves_dir().is_dir()


def test_nothing_is_written_beside_the_program(user_dirs: Path) -> None:
    package = Path(cardtable_qt.__file__).parent
    for folder in (paths.config_dir(), paths.data_dir(), paths.log_dir(), paths.saves_dir()):
        assert not folder.is_relative_to(package.parent)
        assert folder.is_relative_to(user_dirs)


def test_atomic_write_replaces_the_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "er" / "file.json"
    atomic_write_text(target, "first ✓")
    atomic_write_bytes(target, b"second")
    assert target.read_bytes() == b"second"
    assert [p.name for p in target.parent.iterdir()] == ["file.json"]


def test_crash_at_the_rename_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmp_path = tmp_path / "work"
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def crash(src: object, dst: object) -> None:
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="power cut"):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_interrupt_while_writing_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tmp_path = tmp_path / "work"
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def interrupted(fd: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_keep_aside_never_overwrites(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    (tmp_path / "settings.json.bad").write_text("older bad")
    (tmp_path / "settings.json.bad.1").write_text("even older")
    target.write_bytes(b"\x00 damaged")
    kept = keep_aside(target)
    assert kept == tmp_path / "settings.json.bad.2"
    assert kept.read_bytes() == b"\x00 damaged" and not target.exists()
    assert (tmp_path / "settings.json.bad").read_text() == "older bad"
    assert (tmp_path / "settings.json.bad.1").read_text() == "even older"


def test_keep_aside_skips_a_name_taken_at_the_last_moment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "a.json"
    target.write_text("damaged")
    real_link = os.link

    def racing_link(src: str, dst: str, **kwargs: object) -> None:
        if str(dst).endswith(".bad"):
            Path(dst).write_text("someone else's")  # appears between the check and the link
        real_link(src, dst, follow_symlinks=False)

    monkeypatch.setattr(os, "link", racing_link)
    kept = keep_aside(target)
    assert kept.name == "a.json.bad.1" and kept.read_text() == "damaged"
    assert (tmp_path / "a.json.bad").read_text() == "someone else's"


def test_keep_aside_without_hard_links(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "a.json"
    target.write_text("damaged")
    (tmp_path / "a.json.bad").write_text("older")

    def no_links(src: str, dst: str, **kwargs: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    kept = keep_aside(target)
    assert kept.name == "a.json.bad.1" and kept.read_text() == "damaged"
    assert (tmp_path / "a.json.bad").read_text() == "older"


def test_keep_aside_of_a_missing_file_raises(tmp_path: Path) -> None:
    folder = tmp_path / "work"
    folder.mkdir()
    with pytest.raises(OSError):
        keep_aside(folder / "nothing.json")
    assert list(folder.iterdir()) == []
