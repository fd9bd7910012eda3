"""Saved games and the autosave: round trips, names, atomic writes and the corpus of bad files."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt.storage import paths
from cardtable_qt.storage.saves import MAX_SAVE_BYTES, SaveError, SaveStore

from .corpus import BAD_SAVES, BadSave
from .helpers import digest, session_payload


@pytest.fixture(scope="module")
def payload() -> dict[str, Any]:
    return session_payload(seed=11)


@pytest.fixture(scope="module")
def other_payload() -> dict[str, Any]:
    return session_payload(seed=12)


@pytest.fixture
def store() -> SaveStore:
    return SaveStore()


def good_envelope(store: SaveStore, payload: dict[str, Any]) -> dict[str, Any]:
    info = store.save("template", payload, meta={"players": ["You", "Somchai"], "progress": "R1"})
    envelope: dict[str, Any] = json.loads(info.path.read_bytes())
    store.delete("template")
    return envelope


def all_files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if p.is_file()}


# --- where the files are ---------------------------------------------------------------------


def test_saves_and_autosave_live_in_the_data_dir(
    store: SaveStore, payload: dict[str, Any], user_dirs: Path
) -> None:
    data_home = user_dirs / ".local" / "share"
    info = store.save("Round one", payload)
    store.write_autosave(payload)
    assert info.path.parent == paths.saves_dir() == data_home / "CardTable" / "saves"
    assert store.autosave_file == data_home / "CardTable" / "autosave.json"
    assert all_files(user_dirs) == {info.path, store.autosave_file}


# --- round trips -----------------------------------------------------------------------------


def test_save_list_load_delete(
    store: SaveStore, payload: dict[str, Any], other_payload: dict[str, Any]
) -> None:
    first = store.save("Friday", payload, meta={"players": ["You", "Somchai"], "progress": "R2"})
    second = store.save("Saturday", other_payload)
    assert first.game == "pokdeng" and first.players == ["You", "Somchai"]
    assert first.progress == "R2"
    assert second.players == ["You", "Somchai"]  # from the payload's seats
    listed = store.list_saves()
    assert {i.name for i in listed} == {"Friday", "Saturday"}
    assert store.problems == []
    assert store.load("Friday") == payload
    assert store.load(second.path) == other_payload
    assert store.exists("Saturday")
    store.delete("Friday")
    assert [i.name for i in store.list_saves()] == ["Saturday"]
    store.delete("Friday")  # already gone: nothing happens
    with pytest.raises(SaveError, match="no saved game called"):
        store.load("Friday")


def test_saving_again_replaces_the_save(
    store: SaveStore, payload: dict[str, Any], other_payload: dict[str, Any]
) -> None:
    store.save("Same", payload)
    store.save("Same", other_payload, meta={"players": ["A"], "progress": "later"})
    [info] = store.list_saves()
    assert info.progress == "later"
    assert store.load("Same") == other_payload


def test_newest_save_is_listed_first(
    store: SaveStore, payload: dict[str, Any], other_payload: dict[str, Any]
) -> None:
    old = store.save("old", payload)
    envelope = json.loads(old.path.read_bytes())
    envelope["saved_at"] = "2001-01-01T10:00:00+07:00"
    old.path.write_text(json.dumps(envelope), encoding="utf-8")
    store.save("new", other_payload)
    assert [i.name for i in store.list_saves()] == ["new", "old"]


def test_autosave_round_trip_and_clear(store: SaveStore, payload: dict[str, Any]) -> None:
    assert not store.has_autosave()
    assert store.load_autosave() is None
    assert store.autosave_info() is None
    store.write_autosave(payload, meta={"players": ["You", "Somchai"], "progress": "Round 4"})
    assert store.has_autosave()
    assert store.load_autosave() == payload
    info = store.autosave_info()
    assert info is not None and info.progress == "Round 4" and info.name == "autosave"
    assert store.list_saves() == []  # the autosave is not a named save
    store.clear_autosave()
    assert not store.has_autosave() and store.load_autosave() is None


def test_a_store_in_another_folder_keeps_its_autosave_there(
    tmp_path: Path, payload: dict[str, Any]
) -> None:
    store = SaveStore(tmp_path / "elsewhere")
    store.write_autosave(payload)
    store.save("x", payload)
    assert store.autosave_file.parent == tmp_path / "elsewhere"
    assert [i.name for i in store.list_saves()] == ["x"]
    assert store.load_autosave() == payload


def test_files_are_versioned_json_envelopes(store: SaveStore, payload: dict[str, Any]) -> None:
    info = store.save("envelope", payload, meta={"players": ["You"], "progress": "Round 1"})
    data = json.loads(info.path.read_text(encoding="utf-8"))
    assert data["app"] == "CardTable" and data["format"] == 1 and data["game"] == "pokdeng"
    assert data["meta"] == {"players": ["You"], "progress": "Round 1"}
    assert data["session"] == payload
    assert data["saved_at"] == info.saved_at and "T" in info.saved_at


# --- names -----------------------------------------------------------------------------------

GOOD_NAMES = [
    "Round 3",
    "ป๊อกเด้ง คืนวันศุกร์",
    "Xì tố 14:30",
    "掼蛋 <2>",
    'say "pok"?',
    "100%",
    "%41",
    "CON",
    "con.txt",
    "ends with a dot.",
    ".hidden",
    "हिन्दी\u200dरमी",
    "x" * 64,
]


@pytest.mark.parametrize("name", GOOD_NAMES)
def test_names_round_trip(store: SaveStore, payload: dict[str, Any], name: str) -> None:
    info = store.save(name, payload)
    assert info.name == name
    assert info.path.parent == store.directory
    assert not set(info.path.name) & set('<>:"|?*\\/')
    assert not info.path.name.startswith(".")
    assert [i.name for i in store.list_saves()] == [name]
    assert store.load(name) == payload


def test_names_are_tidied(store: SaveStore, payload: dict[str, Any]) -> None:
    decomposed = "Xi\u0300 to\u0302\u0301"  # "Xì tố" typed with combining marks
    info = store.save(f"  {decomposed}  ", payload)
    assert info.name == "Xì tố"
    assert store.load("Xì tố") == payload


BAD_NAMES = [
    ("../escape", "/"),
    ("..", ".."),
    ("../../../../etc/passwd", "/"),
    ("a/b", "/"),
    ("..\\..\\windows", "\\"),
    ("/absolute", "/"),
    ("dots..inside", ".."),
    ("nul\x00byte", "control"),
    ("new\nline", "control"),
    ("tab\there", "control"),
    ("\u202eevil.exe", "control"),
    ("x" * 65, "at most 64"),
    ("", "Give the saved game a name"),
    ("   ", "Give the saved game a name"),
    ("😀" * 62, "too long"),
]


@pytest.mark.parametrize(("name", "says"), BAD_NAMES)
def test_bad_names_are_refused(
    store: SaveStore, payload: dict[str, Any], user_dirs: Path, name: str, says: str
) -> None:
    before = all_files(user_dirs.parent)
    with pytest.raises(SaveError) as caught:
        store.save(name, payload)
    assert says in caught.value.message
    assert caught.value.kept_aside is None
    for refused in (store.load, store.delete, store.exists):
        with pytest.raises(SaveError):
            refused(name)
    assert all_files(user_dirs.parent) == before
    store.save("fine", payload)  # the store still works
    assert store.load("fine") == payload


# --- writes are atomic -----------------------------------------------------------------------


def test_crash_during_save_leaves_the_previous_file(
    store: SaveStore,
    payload: dict[str, Any],
    other_payload: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    info = store.save("precious", payload)
    before = digest(info.path)

    def crash(*args: object) -> None:
        raise OSError(5, "Input/output error")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", crash)
        with pytest.raises(SaveError, match="could not be saved"):
            store.save("precious", other_payload)
        with pytest.raises(SaveError, match="could not be saved"):
            store.write_autosave(other_payload)
    assert digest(info.path) == before
    assert store.load("precious") == payload
    assert not store.has_autosave()
    assert sorted(p.name for p in store.directory.iterdir()) == ["precious.json"]  # no temp left


def test_crash_while_writing_the_data_leaves_the_previous_autosave(
    store: SaveStore,
    payload: dict[str, Any],
    other_payload: dict[str, Any],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store.write_autosave(payload)

    def crash(fd: int) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", crash)
        with pytest.raises(SaveError, match="No space left"):
            store.write_autosave(other_payload)
    assert store.load_autosave() == payload
    assert [p.name for p in store.autosave_file.parent.iterdir() if p.is_file()] == [
        "autosave.json"
    ]


def test_a_temporary_file_left_by_a_power_cut_is_ignored(
    store: SaveStore, payload: dict[str, Any]
) -> None:
    store.save("kept", payload)
    half = store.directory / ".kept.json.x1y2z3.tmp"
    half.write_bytes(b'{"app": "CardTa')
    assert [i.name for i in store.list_saves()] == ["kept"]
    assert store.problems == []
    assert store.load("kept") == payload
    assert half.read_bytes() == b'{"app": "CardTa'


def test_unsaveable_payloads_are_refused_without_writing(store: SaveStore) -> None:
    state = session_payload()["state"]
    cases: list[tuple[Any, str]] = [
        ({"seats": []}, "no game position"),
        ({"state": {**state, "game": "chess"}}, "not a known game"),
        ({"state": state, "odd": {1, 2}}, "cannot be written"),
        ({"state": state, "nan": float("nan")}, "cannot be written"),
        ({"state": state, "big": "x" * MAX_SAVE_BYTES}, "too large"),
    ]
    for bad, says in cases:
        with pytest.raises(SaveError, match=says):
            store.save("never", bad)
    with pytest.raises(SaveError, match="players"):
        store.save("never", {"state": state}, meta={"players": "You"})
    assert list(store.directory.iterdir()) == []


# --- the corpus of bad files -----------------------------------------------------------------


def plant(path: Path, case: BadSave, envelope: dict[str, Any]) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(case.make(envelope))
    return digest(path)


def assert_kept_aside(error: SaveError, path: Path, before: str, says: str) -> None:
    assert says in error.message, error.message
    assert error.kept_aside == path.with_name(path.name + ".bad")
    assert str(error.kept_aside) in error.message
    assert not path.exists()
    assert digest(error.kept_aside) == before


@pytest.mark.parametrize("case", BAD_SAVES, ids=lambda c: c.id)
def test_bad_save_is_refused_kept_aside_and_the_store_carries_on(
    store: SaveStore, payload: dict[str, Any], case: BadSave
) -> None:
    envelope = good_envelope(store, payload)
    store.save("good", payload)
    victim = store.path_for("victim")
    before = plant(victim, case, envelope)
    with pytest.raises(SaveError) as caught:
        store.load("victim")
    assert_kept_aside(caught.value, victim, before, case.says)
    assert store.load("good") == payload
    assert [i.name for i in store.list_saves()] == ["good"]
    assert store.problems == []
    store.save("victim", payload)  # the name is free again; the .bad file is not touched
    assert store.load("victim") == payload
    assert digest(victim.with_name("victim.json.bad")) == before


@pytest.mark.parametrize("case", BAD_SAVES, ids=lambda c: c.id)
def test_bad_autosave_is_refused_kept_aside_and_autosave_carries_on(
    store: SaveStore, payload: dict[str, Any], case: BadSave
) -> None:
    envelope = good_envelope(store, payload)
    before = plant(store.autosave_file, case, envelope)
    assert store.has_autosave()
    with pytest.raises(SaveError) as caught:
        store.load_autosave()
    assert_kept_aside(caught.value, store.autosave_file, before, case.says)
    assert "autosaved game" in caught.value.message
    assert not store.has_autosave()
    store.write_autosave(payload)
    assert store.load_autosave() == payload


def test_listing_keeps_every_bad_file_aside_and_lists_the_good(
    store: SaveStore, payload: dict[str, Any]
) -> None:
    envelope = good_envelope(store, payload)
    store.save("good", payload)
    planted = {
        case.id: (store.path_for(f"bad {case.id}"), case)
        for case in BAD_SAVES
        if case.id != "junk_50_mb"  # one huge file is enough; the per-file test has it
    }
    digests = {cid: plant(path, case, envelope) for cid, (path, case) in planted.items()}
    listed = store.list_saves()
    assert [i.name for i in listed] == ["good"]
    assert len(store.problems) == len(planted)
    for cid, (path, case) in planted.items():
        kept = path.with_name(path.name + ".bad")
        assert not path.exists() and digest(kept) == digests[cid]
        assert any(case.says in p and f"bad {cid}" in p for p in store.problems), cid
    assert store.list_saves()[0].name == "good"
    assert store.problems == []


def test_a_damaged_file_from_elsewhere_is_left_where_it_is(
    store: SaveStore, payload: dict[str, Any], tmp_path: Path
) -> None:
    outside = tmp_path / "downloads" / "shared game.json"
    envelope = good_envelope(store, payload)
    before = plant(outside, BAD_SAVES[2], envelope)  # truncated
    with pytest.raises(SaveError, match="cut short") as caught:
        store.load(outside)
    assert caught.value.kept_aside is None
    assert "left where it is" in caught.value.message
    assert digest(outside) == before
    good = tmp_path / "downloads" / "good.json"
    good.write_bytes(json.dumps(envelope).encode())
    assert store.load(good) == payload
    with pytest.raises(SaveError, match="own folder"):
        store.delete(good)
    assert good.exists()


def test_a_second_bad_file_of_the_same_name_gets_its_own_aside_name(
    store: SaveStore, payload: dict[str, Any]
) -> None:
    victim = store.path_for("twice")
    kept = []
    for content in (b"", b"[]", b"{"):
        victim.write_bytes(content)
        with pytest.raises(SaveError) as caught:
            store.load("twice")
        assert caught.value.kept_aside is not None
        kept.append(caught.value.kept_aside)
    assert [p.name for p in kept] == ["twice.json.bad", "twice.json.bad.1", "twice.json.bad.2"]
    assert [p.read_bytes() for p in kept] == [b"", b"[]", b"{"]


def test_a_folder_named_like_a_save_is_not_opened(store: SaveStore) -> None:
    (store.directory / "folder.json").mkdir()
    assert store.list_saves() == []
    # Said once, and moved out of the way (kept whole), so saving "folder" works again.
    (problem,) = store.problems
    assert "not a file" in problem and "folder.json.bad" in problem
    assert (store.directory / "folder.json.bad").is_dir()
    with pytest.raises(SaveError, match="no saved game"):
        store.load("folder")


# --- progress: what it is, besides the words it was saved with ---------------------------------


def test_the_progress_is_kept_as_what_it_is_beside_its_words(
    store: SaveStore, payload: dict[str, Any]
) -> None:
    meta = {"players": ["You"], "progress": "Ván 3", "progress_of": {"unit": "hand", "n": 3}}
    store.save("kept", payload, meta=meta)
    store.write_autosave(payload, meta=meta)
    on_disk = json.loads(store.path_for("kept").read_bytes())["meta"]
    assert on_disk == meta  # the old field stays, so an older CardTable still reads the file
    (listed,) = store.list_saves()
    assert listed.progress == "Ván 3" and listed.progress_of == {"unit": "hand", "n": 3}
    info = store.autosave_info()
    assert info is not None and info.progress_of == {"unit": "hand", "n": 3}


def test_an_older_save_has_only_its_words_and_a_strange_progress_is_dropped_not_refused(
    store: SaveStore, payload: dict[str, Any]
) -> None:
    store.save("old", payload, meta={"players": ["You"], "progress": "Round 12"})
    assert "progress_of" not in json.loads(store.path_for("old").read_bytes())["meta"]
    (old,) = store.list_saves()
    assert old.progress == "Round 12" and old.progress_of is None
    envelope = good_envelope(store, payload)
    envelope["meta"]["progress_of"] = ["hand", 3]  # not a table: a later or damaged writer's
    path = store.path_for("strange")
    path.write_text(json.dumps(envelope), encoding="utf-8")
    strange = store.load_with_info("strange")[0]
    assert strange.progress == "R1" and strange.progress_of is None and path.exists()
    with pytest.raises(SaveError):
        store.save("bad", payload, meta={"players": [], "progress": "", "progress_of": 3})
