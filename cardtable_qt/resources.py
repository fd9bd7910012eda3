"""Where the app's own files (card art, fonts, icons, translations, tutorials) are.

One helper for the three ways the app runs: frozen by PyInstaller (``sys._MEIPASS/resources``,
where the spec collects them), installed from the wheel (``cardtable_qt/_resources``, which
``setup.py`` fills at build time) and from a source checkout or an editable install
(``<repo>/resources``).
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
WHEEL_RESOURCES = PACKAGE / "_resources"
CHECKOUT_RESOURCES = PACKAGE.parent / "resources"


def resources_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "resources"
    # The wheel's copy first: beside an installed package, site-packages/resources could be
    # anything; a checkout never has a _resources folder (.gitignore).
    if WHEEL_RESOURCES.is_dir():
        return WHEEL_RESOURCES
    return CHECKOUT_RESOURCES


def resource_path(*parts: str) -> Path:
    """``resource_path("fonts", "NotoSansThai-Regular.ttf")``; the file may not exist."""
    return resources_root().joinpath(*parts)
