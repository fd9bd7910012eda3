"""Where CardTable keeps its files: platformdirs' per-user folders for the app "CardTable".

Settings go in the config dir; saved games, the autosave and the statistics database in the data
dir; logs in the log dir. Folders are made when first asked for, and nothing is ever written
beside the executable. The folders are looked up on every call (it is cheap), so a change of the
``XDG_*`` variables (as the tests make) is seen at once.
"""

from __future__ import annotations

from pathlib import Path

from platformdirs import PlatformDirs

from .. import APP_NAME

SETTINGS_FILE = "settings.json"
AUTOSAVE_FILE = "autosave.json"
STATS_FILE = "statistics.sqlite3"
SAVES_FOLDER = "saves"


def _dirs() -> PlatformDirs:
    # appauthor=False: no "CardTable/CardTable" nesting on Windows.
    return PlatformDirs(APP_NAME, appauthor=False)


def _made(path: Path) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    return _made(_dirs().user_config_path)


def data_dir() -> Path:
    return _made(_dirs().user_data_path)


def log_dir() -> Path:
    return _made(_dirs().user_log_path)


def saves_dir() -> Path:
    return _made(data_dir() / SAVES_FOLDER)


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_FILE


def stats_db_path() -> Path:
    return data_dir() / STATS_FILE


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE
