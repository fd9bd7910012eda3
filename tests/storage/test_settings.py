"""The settings store: defaults, round trip, value-by-value checks and damaged files kept aside."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from cardtable_qt.storage import paths
from cardtable_qt.storage.settings import (
    SETTINGS_FORMAT,
    Settings,
    SettingsStore,
    remember_rule_options,
    rule_options_for,
)

from .helpers import digest


def write(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_no_file_gives_the_defaults_without_a_message() -> None:
    settings, problem = SettingsStore().load()
    assert settings == Settings() and problem is None
    assert settings.animation_speed == "normal" and settings.ai_pace_ms == 700
    assert settings.face_style == "standard" and settings.card_back == "blue"
    assert settings.table_colour == "#1d6b45" and settings.language == "en"


def test_round_trip_in_the_config_dir(user_dirs: Path) -> None:
    store = SettingsStore()
    chosen = Settings(
        language="th",
        animation_speed="slow",
        ai_pace_ms=0,
        face_style="four_colour",
        card_back="red",
        table_colour="#223344",
        rule_defaults={"pokdeng": {"min_bet": 20, "must_draw_below_4": True}},
        remembered={"pokdeng.last_bet": [50, 20], "note": {"a": None}},
        window_geometry="AdnQywADAAAAAAAA",
        player_name="สมชาย",
    )
    assert store.save(chosen) is None
    assert store.path == paths.settings_path()
    assert store.path.is_relative_to(user_dirs / ".config")
    on_disk = json.loads(store.path.read_text(encoding="utf-8"))
    assert on_disk["format"] == SETTINGS_FORMAT and on_disk["settings"]["player_name"] == "สมชาย"
    assert SettingsStore().load() == (chosen, None)


def test_missing_keys_take_their_defaults_and_unknown_keys_are_ignored() -> None:
    store = SettingsStore()
    write(store.path, {"format": 1, "settings": {"card_back": "red", "from_the_future": 3}})
    settings, problem = store.load()
    assert problem is None
    assert settings == Settings(card_back="red")


@pytest.mark.parametrize(
    ("key", "value", "kept"),
    [
        ("animation_speed", "warp", None),
        ("animation_speed", 2, None),
        ("ai_pace_ms", 99_999, 3000),  # clamped into range
        ("ai_pace_ms", -1, 0),
        ("ai_pace_ms", True, None),
        ("ai_pace_ms", 700.5, None),
        ("ai_pace_ms", "1e400", None),
        ("face_style", ["standard"], None),
        ("card_back", "green", None),
        ("table_colour", "red", None),
        ("table_colour", "#12345", None),
        ("language", "../../etc", None),
        ("language", None, None),
        ("language", "klingon!", None),
        ("window_geometry", "not base64!", None),
        ("window_geometry", 12, None),
        ("player_name", "", None),
        ("player_name", "x" * 100, "x" * 32),  # cut to the longest name
        ("player_name", "bell\x07", "bell"),  # cleaned of what cannot be shown
        ("rule_defaults", ["pokdeng"], None),
        ("remembered", "last bet 10", None),
        ("remembered", {"pokdeng.last_bet": 10**12}, {"pokdeng.last_bet": 2**31 - 1}),
    ],
)
def test_one_bad_value_is_clamped_or_refused_with_a_message(
    key: str, value: Any, kept: Any
) -> None:
    store = SettingsStore()
    good = {"card_back": "red", "ai_pace_ms": 1500, "player_name": "Mai"}
    write(store.path, {"format": 1, "settings": {**good, key: value}})
    before = digest(store.path)
    settings, problem = store.load()
    assert problem is not None and "could not be used" in problem
    assert getattr(settings, key) == (getattr(Settings(), key) if kept is None else kept)
    for name, good_value in good.items():
        if name != key:
            assert getattr(settings, name) == good_value
    # The original is kept aside once, unchanged; the cleaned settings take its place.
    aside = store.path.with_name(store.path.name + ".bad")
    assert digest(aside) == before and str(aside) in problem
    assert store.load() == (settings, None)
    assert not store.path.with_name(store.path.name + ".bad.1").exists()


def test_a_huge_remembered_bet_and_1e400_are_dealt_with() -> None:
    store = SettingsStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(
        '{"format": 1, "settings": {"remembered": {"pokdeng.last_bet": 1000000000000, '
        '"speed": 1e400}, "ai_pace_ms": 1e400}}',
        encoding="utf-8",
    )
    settings, problem = store.load()
    assert problem is not None
    assert settings.remembered == {"pokdeng.last_bet": 2**31 - 1}
    assert settings.ai_pace_ms == Settings().ai_pace_ms


def test_a_settings_file_from_a_newer_version_is_left_alone() -> None:
    store = SettingsStore()
    write(store.path, {"format": 99, "app_version": "7.3.0", "settings": {"card_back": "red"}})
    before = digest(store.path)
    settings, problem = store.load()
    assert settings == Settings()
    assert problem is not None and "CardTable 7.3.0" in problem and "format 99" in problem
    assert store.save(Settings(card_back="red")) is not None  # refused: the file stays
    assert digest(store.path) == before
    assert not list(store.path.parent.glob("*.bad*"))


def test_new_settings_files_say_which_version_wrote_them() -> None:
    from cardtable_qt import __version__

    store = SettingsStore()
    assert store.save(Settings()) is None
    assert json.loads(store.path.read_text(encoding="utf-8"))["app_version"] == __version__


def test_bad_rule_defaults_are_dropped_entry_by_entry() -> None:
    store = SettingsStore()
    rules = {
        "pokdeng": {"min_bet": 20, "nested": {"x": 1}, "bad name": 1, "listed": [1, 2]},
        "xito": "no",
        "rummy": {"points_cap": 80},
    }
    write(store.path, {"format": 1, "settings": {"rule_defaults": rules}})
    settings, problem = store.load()
    assert problem is None
    assert settings.rule_defaults == {"pokdeng": {"min_bet": 20}, "rummy": {"points_cap": 80}}


BAD_SETTINGS: list[tuple[str, bytes, str]] = [
    ("empty", b"", "is empty"),
    ("truncated", b'{"format": 1, "settings": {"card_back": "re', "cut short"),
    ("json_array", b'[{"format": 1}]', "not a CardTable settings file"),
    ("json_number", b"42", "not a CardTable settings file"),
    ("no_format", b'{"settings": {}}', "format number is missing"),
    ("format_as_text", b'{"format": "1", "settings": {}}', "format number is missing"),
    ("settings_not_an_object", b'{"format": 1, "settings": [1, 2]}', "holds no settings"),
    ("not_utf8", b'{"format": 1, "settings": {"player_name": "\xe9\xff"}}', "not text"),
    ("random_bytes", random.Random(3).randbytes(2048), "not text"),
    ("deeply_nested", b"[" * 50_000 + b"]" * 50_000, "nested too deeply"),
    ("nan", b'{"format": 1, "settings": {"ai_pace_ms": NaN}}', "not a number"),
    ("junk_50_mb", b"\x00junk\xff" * (50 * 1024 * 1024 // 6), "too large"),
    ("json_syntax", b'{"format": 1,, "settings": {}}', "not valid JSON"),
]


@pytest.mark.parametrize(
    ("content", "says"), [(c, s) for _, c, s in BAD_SETTINGS], ids=[i for i, _, _ in BAD_SETTINGS]
)
def test_damaged_file_gives_defaults_a_message_and_a_bad_copy(content: bytes, says: str) -> None:
    store = SettingsStore()
    store.path.write_bytes(content)
    before = digest(store.path)
    settings, problem = store.load()
    assert settings == Settings()
    assert problem is not None and says in problem
    kept = store.path.with_name("settings.json.bad")
    assert str(kept) in problem and "default settings" in problem
    assert not store.path.exists() and digest(kept) == before
    # The app carries on: the next save and load work, and the kept file is untouched.
    assert store.save(Settings(card_back="red")) is None
    assert store.load() == (Settings(card_back="red"), None)
    assert digest(kept) == before


def test_each_damaged_file_is_kept_under_its_own_name() -> None:
    store = SettingsStore()
    for content in (b"", b"[]"):
        store.path.write_bytes(content)
        assert store.load()[1] is not None
    assert (store.path.parent / "settings.json.bad").read_bytes() == b""
    assert (store.path.parent / "settings.json.bad.1").read_bytes() == b"[]"


def test_a_file_that_cannot_be_moved_aside_is_never_written_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import cardtable_qt.storage.settings as settings_module

    store = SettingsStore()
    store.path.write_bytes(b"{broken")

    def cannot_move(path: Path) -> Path:
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(settings_module, "keep_aside", cannot_move)
    settings, problem = store.load()
    assert settings == Settings() and problem is not None and "could not be moved" in problem
    refused = store.save(Settings(card_back="red"))
    assert refused is not None and "never writes over" in refused
    assert store.path.read_bytes() == b"{broken"


def test_a_failed_save_is_reported_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    store = SettingsStore(tmp_path / "s.json")
    assert store.save(Settings()) is None

    def full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", full)
        problem = store.save(Settings(card_back="red"))
    assert problem is not None and "No space left" in problem
    assert store.load() == (Settings(), None)


def test_remembered_rule_options_fill_the_games_options() -> None:
    from cardtable_qt.engine import registry
    from cardtable_qt.engine.match import option_specs

    module = registry.load("pokdeng")
    specs = {s.name: s for s in option_specs(module.Options)}
    spec = specs["players"]
    assert spec.maximum is not None and spec.default != spec.maximum
    settings = Settings()
    chosen = module.Options(players=spec.maximum)
    remember_rule_options(settings, "pokdeng", chosen)
    assert settings.rule_defaults["pokdeng"]["players"] == spec.maximum
    assert SettingsStore().save(settings) is None
    loaded, _ = SettingsStore().load()
    assert rule_options_for(loaded, "pokdeng") == chosen
    # A value the rules refuse falls back to the game's default; the others are kept.
    loaded.rule_defaults["pokdeng"]["players"] = spec.maximum + 50
    loaded.rule_defaults["pokdeng"]["no_such_option"] = 1
    assert rule_options_for(loaded, "pokdeng") == module.Options()


def test_a_fifo_or_a_folder_in_the_settings_place_is_kept_aside_without_waiting() -> None:
    """A FIFO with no writer would block an ordinary open forever; a folder cannot be read."""
    store = SettingsStore()
    for make in (os.mkfifo, os.mkdir):
        make(store.path)
        settings, problem = store.load()
        assert settings == Settings()
        assert problem is not None and "is not a file" in problem and ".bad" in problem
        assert not store.path.exists()
        assert store.save(settings) is None and store.path.is_file()
        store.path.unlink()
        for aside in store.path.parent.glob("*.bad*"):
            aside.rmdir() if aside.is_dir() else aside.unlink()
