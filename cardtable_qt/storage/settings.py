"""The player's settings: one versioned JSON file in the config dir, validated value by value.

On disk: ``{"format": 1, "app_version": "0.1.0", "settings": {...}}``. Loading never fails: a
missing file gives the defaults; a damaged file is kept aside as ``.bad`` and the defaults are
used with a message saying so. A file written by a newer CardTable (a higher format) is left where
it is, untouched and never written over, and the defaults are used for this run, with a message
naming the version that wrote it. A single value that is wrong is clamped into range (a pace of
99999 ms becomes 3000) or, when it cannot be, falls back to its default alone; either way the
player is told which values, and the original file is kept aside once (``.bad``) before the
cleaned settings take its place. Unknown keys are ignored.
"""

from __future__ import annotations

import binascii
import dataclasses
import logging
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine import match, registry
from . import paths
from .files import atomic_write_bytes, keep_aside
from .jsonfile import BadFile, dump_json, format_on_disk, read_json
from .names import clean_name

log = logging.getLogger(__name__)

SETTINGS_FORMAT = 1
MAX_SETTINGS_BYTES = 1_000_000

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
FACE_STYLES: tuple[str, ...] = ("standard", "four_colour")
CARD_BACKS: tuple[str, ...] = ("blue", "red")
AI_PACE_MIN_MS = 0
AI_PACE_MAX_MS = 3000
RESULT_CONTINUE_MAX_S = 30  # a hand's result goes on by itself after at most this long
PLAYER_NAME_MAX = 32
_GEOMETRY_MAX = 16_384  # QWidget.saveGeometry is well under 100 bytes
# Remembered numbers end in Qt spin boxes (a C int): beyond this, setValue raises OverflowError.
REMEMBERED_INT_MAX = 2**31 - 1


class Clamped(ValueError):
    """A value out of range that was brought into range: ``value`` is kept instead."""

    def __init__(self, message: str, value: Any) -> None:
        super().__init__(message)
        self.value = value


DEFAULT_PLAYER_NAME = "You"  # shown in the player's language until they type a name


@dataclass
class Settings:
    language: str = "en"
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    ai_pace_ms: int = 700  # AI_PACE_MIN_MS..AI_PACE_MAX_MS
    # seconds a hand's result stays before play goes on by itself; 0: until you continue
    result_continue_s: int = 0
    face_style: str = "standard"  # one of FACE_STYLES
    card_back: str = "blue"  # one of CARD_BACKS
    table_colour: str = "#1d6b45"
    # game id -> option name -> value: the new-game dialog's starting values (game prefs too)
    rule_defaults: dict[str, dict[str, Any]] = field(default_factory=dict)
    # small things worth remembering between games, e.g. the last Pok Deng bet
    remembered: dict[str, Any] = field(default_factory=dict)
    window_geometry: str = ""  # base64 of QWidget.saveGeometry()
    player_name: str = DEFAULT_PLAYER_NAME
    # Table aids (none changes the rules): Guandan's card counter (记牌器) and last-trick button
    guandan_card_counter: bool = True
    guandan_last_trick: bool = True

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


# --- one check per value: returns the value to keep, or raises ValueError ----------------------


def _one_of(choices: tuple[str, ...]) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if value not in choices or not isinstance(value, str):
            raise ValueError(f"{value!r:.40} is not one of {', '.join(choices)}")
        return value

    return check


def _language(value: Any) -> Any:
    if not isinstance(value, str) or not re.fullmatch(r"[a-z]{2,3}([_-][A-Za-z0-9]{2,8})?", value):
        raise ValueError(f"{value!r:.40} is not a language code")
    return value


def _pace(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"{value!r:.40} is not a whole number of milliseconds")
    if isinstance(value, float) and not value.is_integer():
        raise ValueError(f"{value!r:.40} is not a whole number of milliseconds")
    if not AI_PACE_MIN_MS <= value <= AI_PACE_MAX_MS:
        kept = max(AI_PACE_MIN_MS, min(AI_PACE_MAX_MS, int(value)))
        raise Clamped(f"{value:.0f} is outside {AI_PACE_MIN_MS}..{AI_PACE_MAX_MS}", kept)
    return int(value)


def _continue_s(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r:.40} is not a whole number of seconds")
    if not 0 <= value <= RESULT_CONTINUE_MAX_S:
        raise Clamped(
            f"{value} is outside 0..{RESULT_CONTINUE_MAX_S}",
            max(0, min(RESULT_CONTINUE_MAX_S, value)),
        )
    return value


def _colour(value: Any) -> Any:
    if not isinstance(value, str) or not re.fullmatch(r"#[0-9a-fA-F]{6}", value):
        raise ValueError(f"{value!r:.40} is not a colour like #1d6b45")
    return value.lower()


def _geometry(value: Any) -> Any:
    if not isinstance(value, str) or len(value) > _GEOMETRY_MAX:
        raise ValueError("not a saved window geometry")
    try:
        binascii.a2b_base64(value.encode("ascii"), strict_mode=True)
    except (binascii.Error, UnicodeEncodeError):
        raise ValueError("not a saved window geometry") from None
    return value


def _player_name(value: Any) -> Any:
    if not isinstance(value, str):
        raise ValueError("not a name")
    # Cleaned like a seat's name (a lone surrogate would make every later save fail).
    name = clean_name(value)[:PLAYER_NAME_MAX].strip()
    if not name:
        raise ValueError(f"{value!r:.40} is not a usable name")
    return name


def _flag(value: Any) -> Any:
    if not isinstance(value, bool):
        raise ValueError(f"{value!r:.40} is not on or off")
    return value


def _is_option_value(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    return (
        value is None
        or isinstance(value, (bool, int))
        or (isinstance(value, str) and len(value) <= 200)
    )


def _rule_defaults(value: Any) -> Any:
    """Keep every well-formed game → option → value entry; drop the rest one by one."""
    if not isinstance(value, dict):
        raise ValueError("not a table of games")
    kept: dict[str, dict[str, Any]] = {}
    for game, options in value.items():
        if not isinstance(options, dict) or len(game) > 32:
            log.warning("settings: dropped rule defaults for %.40r", game)
            continue
        kept[game] = {
            name: option
            for name, option in options.items()
            if name.isidentifier() and _is_option_value(option)
        }
    return kept


def _remembered(value: Any) -> Any:
    """Small things kept between games; a number too large for the widget it goes back into
    (a last bet of 10**12) is clamped, one that is not a number at all (1e400) is dropped."""
    if not isinstance(value, dict):
        raise ValueError("not a table")
    kept: dict[str, Any] = {}
    changed: list[str] = []
    for key, item in value.items():
        if isinstance(item, float) and not math.isfinite(item):
            changed.append(f"{key} dropped")
            continue
        if isinstance(item, int) and not isinstance(item, bool) and abs(item) > REMEMBERED_INT_MAX:
            item = REMEMBERED_INT_MAX if item > 0 else -REMEMBERED_INT_MAX
            changed.append(f"{key} set to {item}")
        kept[key] = item
    if changed:
        raise Clamped(", ".join(changed), kept)
    return kept


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _language,
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "ai_pace_ms": _pace,
    "result_continue_s": _continue_s,
    "face_style": _one_of(FACE_STYLES),
    "card_back": _one_of(CARD_BACKS),
    "table_colour": _colour,
    "rule_defaults": _rule_defaults,
    "remembered": _remembered,
    "window_geometry": _geometry,
    "player_name": _player_name,
    "guandan_card_counter": _flag,
    "guandan_last_trick": _flag,
}


def settings_from_dict(data: dict[str, Any]) -> Settings:
    """Defaults merged with every valid value of ``data``; invalid ones are logged and dropped."""
    return checked_settings(data)[0]


def checked_settings(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """``settings_from_dict`` and, in plain words, what was changed: each value clamped into
    range or reset to its default (an empty list when every value was usable)."""
    values: dict[str, Any] = {}
    changes: list[str] = []
    for name, check in _CHECKS.items():
        if name not in data:
            continue
        try:
            value = check(data[name])
        except Clamped as exc:
            log.warning("settings: %s clamped (%s)", name, exc)
            values[name] = exc.value
            changes.append(f"{_LABELS.get(name, name)} ({exc}; changed)")
            continue
        except ValueError as exc:
            log.warning("settings: %s reset to its default (%s)", name, exc)
            changes.append(f"{_LABELS.get(name, name)} ({exc}; the default is used)")
            continue
        if name == "player_name" and value != data[name].strip():
            changes.append(f"{_LABELS[name]} (characters that cannot be shown were removed)")
        values[name] = value
    return Settings(**values), changes


_LABELS = {
    "language": "the language",
    "animation_speed": "the animation speed",
    "ai_pace_ms": "the AI players' pace",
    "result_continue_s": "how long a result stays",
    "face_style": "the card faces",
    "card_back": "the card backs",
    "table_colour": "the table colour",
    "rule_defaults": "the remembered rule options",
    "remembered": "the remembered bets",
    "window_geometry": "the window's size and place",
    "player_name": "your name",
    "guandan_card_counter": "the Guandan card counter",
    "guandan_last_trick": "the Guandan last-trick button",
}


class NewerFile(ValueError):
    """A settings file from a newer CardTable: read nothing from it, write nothing over it."""

    def __init__(self, version: int, app_version: str | None) -> None:
        super().__init__(f"format {version}")
        self.version = version
        self.app_version = app_version


class SettingsStore:
    """``load()`` and ``save()`` the settings file (``paths.settings_path()`` by default)."""

    def __init__(self, path: Path | str | None = None) -> None:
        self._path = Path(path) if path is not None else None
        # Set when an unreadable file could not be moved aside, or the file is a newer
        # CardTable's: it must not be written over.
        self._stuck: Path | None = None
        self._stuck_reason = ""

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else paths.settings_path()

    def load(self) -> tuple[Settings, str | None]:
        """The settings, and a message in plain words if the file had to be kept aside."""
        path = self.path
        if not path.exists():
            return Settings(), None
        try:
            data = read_json(path, MAX_SETTINGS_BYTES, finite=False)  # checked one by one
            inner = _unwrap(data)
        except NewerFile as exc:
            self._stuck = path
            wrote = f"CardTable {exc.app_version}" if exc.app_version else "a newer CardTable"
            self._stuck_reason = f"it was written by {wrote}"
            problem = (
                f"Your settings file {path} was written by {wrote} (settings format "
                f"{exc.version}; this version reads format {SETTINGS_FORMAT}). CardTable is using "
                "its default settings for now and leaves that file as it is; changes made now "
                "are not saved over it."
            )
            log.warning("settings: %s", problem)
            return Settings(), problem
        except BadFile as exc:
            return Settings(), self._set_aside(path, f"Your settings file {exc.reason}.")
        except OSError as exc:
            return Settings(), self._set_aside(
                path, f"Your settings file could not be read ({exc.strerror or exc})."
            )
        settings, changes = checked_settings(inner)
        if not changes:
            return settings, None
        return settings, self._clean_up(path, settings, changes)

    def _clean_up(self, path: Path, settings: Settings, changes: list[str]) -> str:
        """Some values were changed: keep the original aside once, write the cleaned file."""
        problem = "Some of your settings could not be used as they were: " + "; ".join(changes)
        log.warning("settings: %s", problem)
        try:
            kept = keep_aside(path)
        except OSError as exc:
            return f"{problem}. The file could not be kept aside ({exc.strerror or exc})."
        written = self.save(settings)
        if written is not None:
            return f"{problem}. The original file was kept as {kept}. {written}"
        return f"{problem}. The original file was kept as {kept}."

    def save(self, settings: Settings) -> str | None:
        """Write the settings at once; ``None`` when done, else what went wrong in plain words."""
        if self._stuck is not None and self._stuck.exists():
            if self._stuck_reason:
                return (
                    f"Your settings were not saved: {self._stuck} is in the way "
                    f"({self._stuck_reason}), and CardTable leaves it as it is."
                )
            return (
                f"Your settings were not saved: the unreadable file {self._stuck} is still in "
                "the way, and CardTable never writes over a file it could not read."
            )
        newer = format_on_disk(self.path, MAX_SETTINGS_BYTES)
        if newer is not None and newer > SETTINGS_FORMAT:
            # Another copy of the app (or this one, after an update and a downgrade) may never
            # have read it: the check belongs here, at the write.
            self._stuck = self.path
            self._stuck_reason = f"it was written by a newer CardTable (settings format {newer})"
            log.warning("settings: not saved over a newer CardTable's file %s", self.path)
            return (
                f"Your settings were not saved: {self.path} is in the way "
                f"({self._stuck_reason}), and CardTable leaves it as it is."
            )
        checked = settings_from_dict(settings.to_dict())
        try:
            data = dump_json(
                {
                    "format": SETTINGS_FORMAT,
                    "app_version": __version__,
                    "settings": checked.to_dict(),
                }
            )
        except ValueError as exc:
            log.error("settings: cannot be written: %s", exc)
            return "Your settings could not be saved: a value in them cannot be written."
        try:
            atomic_write_bytes(self.path, data)
        except OSError as exc:
            log.error("settings: cannot be written: %s", exc)
            return f"Your settings could not be saved ({exc.strerror or exc})."
        return None

    def _set_aside(self, path: Path, problem: str) -> str:
        log.warning("settings: %s", problem)
        try:
            kept = keep_aside(path)
        except OSError as exc:
            self._stuck = path
            return (
                f"{problem} CardTable is using the default settings. The file could not be "
                f"moved aside ({exc.strerror or exc}), so changes will not be saved over it."
            )
        return (
            f"{problem} CardTable is using the default settings; the old file was kept as {kept}."
        )


def _unwrap(data: Any) -> dict[str, Any]:
    """The ``settings`` object of a ``{"format": 1, "settings": {...}}`` file."""
    if not isinstance(data, dict):
        raise BadFile("is not a CardTable settings file (it holds no settings object)")
    version = data.get("format")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise BadFile("is not a CardTable settings file (its format number is missing)")
    if version > SETTINGS_FORMAT:
        app_version = data.get("app_version")
        raise NewerFile(version, app_version[:40] if isinstance(app_version, str) else None)
    inner = data.get("settings")
    if not isinstance(inner, dict):
        raise BadFile("is damaged: it holds no settings")
    return inner


def rule_options_for(settings: Settings, game_id: str) -> Any:
    """The game's ``Options`` starting from the player's remembered values.

    Each remembered value is tried on its own, so one that a newer rules version no longer
    accepts falls back to the game's default without losing the others.
    """
    options_cls = registry.load(game_id).Options
    chosen = match.options_to_dict(options_cls())
    for name, value in settings.rule_defaults.get(game_id, {}).items():
        trial = {**chosen, name: value}
        try:
            match.options_from_dict(options_cls, trial)
        except match.StateDataError:
            log.warning("settings: remembered %s option %s=%.40r dropped", game_id, name, value)
            continue
        chosen = trial
    return match.options_from_dict(options_cls, chosen)


def remember_rule_options(settings: Settings, game_id: str, options: Any) -> None:
    """Keep ``options`` (a game's ``Options``) as that game's starting values next time."""
    values = match.options_to_dict(options)
    values.pop("type", None)
    settings.rule_defaults[game_id] = {k: v for k, v in values.items() if _is_option_value(v)}
