"""No write replaces a file of a newer format, even from a store that never read that file.

The guard is at the write: another copy of the store, made before the newer CardTable wrote the
file (or one that never loaded it), must not replace it either.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable_qt.storage import paths
from cardtable_qt.storage.saves import SaveError, SaveStore
from cardtable_qt.storage.settings import Settings, SettingsStore
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.tutorial.progress import Progress

from .helpers import digest, session_payload


def _newer(path: Path) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 7, "app_version": "9.0.0", "x": 1}), encoding="utf-8")
    return digest(path)


def test_a_settings_store_that_never_read_the_file_does_not_replace_a_newer_one() -> None:
    before = _newer(paths.settings_path())
    problem = SettingsStore().save(Settings(card_back="red"))
    assert problem is not None and "newer CardTable" in problem
    assert digest(paths.settings_path()) == before


def test_a_store_that_read_an_older_file_does_not_replace_a_newer_one_written_since() -> None:
    store = SettingsStore()
    assert store.save(Settings()) is None
    store.load()
    before = _newer(store.path)  # a newer CardTable, started meanwhile, wrote it
    assert store.save(Settings(card_back="red")) is not None
    assert digest(store.path) == before


@pytest.mark.parametrize("which", ["autosave", "named"])
def test_a_save_never_replaces_a_newer_cardtables_save(which: str) -> None:
    store = SaveStore()
    store.write_autosave(session_payload(7))
    store.save("mine", session_payload(7))
    path = store.autosave_file if which == "autosave" else store.path_for("mine")
    before = _newer(path)  # replaced behind this store's back
    with pytest.raises(SaveError, match="newer version"):
        if which == "autosave":
            store.write_autosave(session_payload(8))
        else:
            store.save("mine", session_payload(8))
    assert digest(path) == before


def test_the_tutorial_progress_never_replaces_a_newer_file_written_since_it_was_read() -> None:
    progress = Progress()
    progress.mark_done("pokdeng/points")
    before = _newer(progress.path)
    progress.mark_done("rummy/sequences")
    assert digest(progress.path) == before
    assert progress.problem is not None and "newer CardTable" in progress.problem


def test_a_lone_surrogate_in_the_tutorial_progress_is_dropped_and_the_rest_kept() -> None:
    path = paths.data_dir() / "tutorial.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    original = b'{"format": 1, "completed": ["pokdeng/points", "\\ud800"], "last": "\\udfff"}'
    path.write_bytes(original)
    progress = Progress()
    assert progress.completed == {"pokdeng/points"} and progress.last is None
    assert progress.problem is not None and "tutorial.json.bad" in progress.problem
    assert (path.parent / "tutorial.json.bad").read_bytes() == original
    progress.mark_started("rummy/sequences")  # the save that used to fail
    assert Progress().last == "rummy/sequences" and Progress().is_done("pokdeng/points")


def test_a_newer_cardtables_queue_of_results_is_neither_replaced_nor_removed() -> None:
    db_path = paths.stats_db_path()
    db = StatsDB()
    db.close()
    queue = db_path.with_name(db_path.name + ".pending.json")
    before = _newer(queue)
    db = StatsDB()
    db.record("pokdeng", won=True, net=5, level="basic")
    db.close()
    assert digest(queue) == before
    assert db.problem is not None and "newer CardTable" in db.problem
