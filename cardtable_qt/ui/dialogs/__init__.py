"""The shell's dialogs: new game, settings, statistics, saved games and help."""

from .help import HelpDialog
from .new_game import NewGameConfig, NewGameDialog
from .saves import LoadDialog, SaveAsDialog
from .settings_dialog import SettingsDialog
from .statistics import StatisticsDialog

__all__ = [
    "HelpDialog",
    "LoadDialog",
    "NewGameConfig",
    "NewGameDialog",
    "SaveAsDialog",
    "SettingsDialog",
    "StatisticsDialog",
]
