"""Fixtures of the game-table tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


@pytest.fixture
def cleanup() -> Iterator[list[Any]]:
    """The tables a test made: their sessions (and bot threads) are shut down after it."""
    tables: list[Any] = []
    yield tables
    for table in tables:
        table.session.shutdown()
