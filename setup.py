"""The wheel carries the app's resources as ``cardtable_qt/_resources`` (the rest: pyproject.toml).

``resources/`` stays where it is in the checkout; building the wheel copies what the app ships
(``packaging/shipped_resources.py``: fonts, card art, icons, lessons, rules texts with their
Thai line breaks, the compiled ``.qm`` translations) into the package, where
``cardtable_qt.resources`` finds them. A ``.qm`` missing or older than its ``.ts`` is compiled
first (``resources/i18n/update.py --release-only``), with the PySide6 this build then asks for;
an editable install copies nothing (the app reads the checkout's ``resources/``).
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


def load_shipped_resources() -> ModuleType:
    """packaging/shipped_resources.py, loaded by its path: with packaging/ on sys.path, its
    other scripts would stand in for PyPI's modules of the same name (build, wheel)."""
    path = ROOT / "packaging" / "shipped_resources.py"
    spec = importlib.util.spec_from_file_location("cardtable_shipped_resources", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


shipped = load_shipped_resources()

PACKAGE_RESOURCES = "_resources"  # cardtable_qt.resources.WHEEL_RESOURCES
# lrelease comes with PySide6: asked for (as a build requirement) only when a .qm is out of date.
LRELEASE = "PySide6-Essentials>=6.8,<6.12"


class BuildPyWithResources(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        if shipped.stale_translations():
            done = subprocess.run(
                [sys.executable, ROOT / "resources" / "i18n" / "update.py", "--release-only"],
                cwd=ROOT,
            )
            if done.returncode != 0 or shipped.stale_translations():
                raise SystemExit("building the translations (.qm) for the wheel failed")
        target = Path(self.build_lib) / "cardtable_qt" / PACKAGE_RESOURCES
        shutil.rmtree(target, ignore_errors=True)
        work = Path(self.build_lib).parent / "resources-work"  # the rules with Thai breaks
        for source, name in shipped.shipped_files(work):
            destination = target / name
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, destination)


# The developer entry (cardtable_qt.dev) installs editable, which copies no resources, and then
# builds the .qm with the PySide6 it has just installed: it says so, and the build asks for none.
QM_BUILT_LATER = os.environ.get("CARDTABLE_QM_BUILT_LATER") == "1"
setup(
    cmdclass={"build_py": BuildPyWithResources},
    setup_requires=[LRELEASE] if shipped.stale_translations() and not QM_BUILT_LATER else [],
)
