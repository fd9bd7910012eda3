"""Where the app's own files (card art, fonts, icons, translations, tutorials) are.

One helper for both ways the app runs: from a source checkout (``<repo>/resources``) and frozen
by PyInstaller (``sys._MEIPASS/resources``, where the spec collects them).
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """``resource_path("fonts", "NotoSansThai-Regular.ttf")``; the file may not exist."""
    return resources_root().joinpath(*parts)
