"""Storage tests write real files: make sure every one of them stayed inside the test's tmp dirs."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def stays_in_tmp(user_dirs: Path) -> Iterator[None]:
    yield
    for var in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        assert Path(os.environ[var]).is_relative_to(user_dirs.parent), (
            f"{var} left the test's tmp dir during the test"
        )
