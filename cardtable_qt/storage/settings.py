"""The player's settings: one versioned JSON file in the config dir, validated value by value.

On disk: ``{"format": 1, "settings": {...}}``. Loading never fails: a missing file gives the
defaults; a damaged file, or one written by a newer CardTable, is kept aside as ``.bad`` and the
defaults are used with a message saying so; a single value that is wrong (an unknown animation
speed, a pace out of range) falls back to its default alone, and unknown keys are ignored.
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

from ..engine import match, registry
from . import paths
from .files import atomic_write_bytes, keep_aside
from .jsonfile import BadFile, dump_json, read_json

log = logging.getLogger(__name__)

SETTINGS_FORMAT = 1
MAX_SETTINGS_BYTES = 1_000_000

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
FACE_STYLES: tuple[str, ...] = ("standard", "four_colour")
CARD_BACKS: tuple[str, ...] = ("blue", "red")
AI_PACE_MIN_MS = 0
AI_PACE_MAX_MS = 3000
PLAYER_NAME_MAX = 32
_GEOMETRY_MAX = 16_384  # QWidget.saveGeometry is well under 100 bytes


@dataclass
class Settings:
    language: str = "en"
    animation_speed: str = "normal"  # one of ANIMATION_SPEEDS
    ai_pace_ms: int = 700  # AI_PACE_MIN_MS..AI_PACE_MAX_MS
    face_style: str = "standard"  # one of FACE_STYLES
    card_back: str = "blue"  # one of CARD_BACKS
    table_colour: str = "#1d6b45"
    # game id -> option name -> value: the new-game dialog's starting values (game prefs too)
    rule_defaults: dict[str, dict[str, Any]] = field(default_factory=dict)
    # small things worth remembering between games, e.g. the last Pok Deng bet
    remembered: dict[str, Any] = field(default_factory=dict)
    window_geometry: str = ""  # base64 of QWidget.saveGeometry()
    player_name: str = "You"

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
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r:.40} is not a whole number of milliseconds")
    if not AI_PACE_MIN_MS <= value <= AI_PACE_MAX_MS:
        raise ValueError(f"{value} is outside {AI_PACE_MIN_MS}..{AI_PACE_MAX_MS}")
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
    name = value.strip()
    if not name or len(name) > PLAYER_NAME_MAX or not name.isprintable():
        raise ValueError(f"{value!r:.40} is not a usable name")
    return name


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
    if not isinstance(value, dict):
        raise ValueError("not a table")
    return value


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "language": _language,
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "ai_pace_ms": _pace,
    "face_style": _one_of(FACE_STYLES),
    "card_back": _one_of(CARD_BACKS),
    "table_colour": _colour,
    "rule_defaults": _rule_defaults,
    "remembered": _remembered,
    "window_geometry": _geometry,
    "player_name": _player_name,
}


def settings_from_dict(data: dict[str, Any]) -> Settings:
    """Defaults merged with every valid value of ``data``; invalid ones are logged and dropped."""
    values: dict[str, Any] = {}
    for name, check in _CHECKS.items():
        if name not in data:
            continue
        try:
            values[name] = check(data[name])
        except ValueError as exc:
            log.warning("settings: %s reset to its default (%s)", name, exc)
    return Settings(**values)


class SettingsStore:
    """``load()`` and ``save()`` the settings file (``paths.settings_path()`` by default)."""

    def __init__(self, path: Path | str | None = None) -> None:
        self._path = Path(path) if path is not None else None
        # Set when an unreadable file could not be moved aside: it must not be written over.
        self._stuck: Path | None = None

    @property
    def path(self) -> Path:
        return self._path if self._path is not None else paths.settings_path()

    def load(self) -> tuple[Settings, str | None]:
        """The settings, and a message in plain words if the file had to be kept aside."""
        path = self.path
        if not path.exists():
            return Settings(), None
        try:
            data = read_json(path, MAX_SETTINGS_BYTES)
            inner = _unwrap(data)
        except BadFile as exc:
            return Settings(), self._set_aside(path, f"Your settings file {exc.reason}.")
        except OSError as exc:
            return Settings(), self._set_aside(
                path, f"Your settings file could not be read ({exc.strerror or exc})."
            )
        return settings_from_dict(inner), None

    def save(self, settings: Settings) -> str | None:
        """Write the settings at once; ``None`` when done, else what went wrong in plain words."""
        if self._stuck is not None and self._stuck.exists():
            return (
                f"Your settings were not saved: the unreadable file {self._stuck} is still in "
                "the way, and CardTable never writes over a file it could not read."
            )
        checked = settings_from_dict(settings.to_dict())
        try:
            data = dump_json({"format": SETTINGS_FORMAT, "settings": checked.to_dict()})
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
        raise BadFile(
            f"was written by a newer version of CardTable (format {version}; this version "
            f"reads format {SETTINGS_FORMAT})"
        )
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
