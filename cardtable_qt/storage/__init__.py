"""Where the app keeps its files, and the files themselves: settings, saved games, statistics.

No Qt here. ``paths`` finds the per-user folders (platformdirs), ``files`` writes atomically and
keeps unreadable files aside, ``settings``, ``saves`` and ``stats`` are the three stores.
"""

from .files import atomic_write_bytes, atomic_write_text, keep_aside
from .saves import SaveError, SaveInfo, SaveStore
from .settings import Settings, SettingsStore
from .stats import ResultRow, StatsDB, StatsSummary

__all__ = [
    "ResultRow",
    "SaveError",
    "SaveInfo",
    "SaveStore",
    "Settings",
    "SettingsStore",
    "StatsDB",
    "StatsSummary",
    "atomic_write_bytes",
    "atomic_write_text",
    "keep_aside",
]
