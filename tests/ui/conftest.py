"""Fixtures of the game-table tests."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from cardtable_qt.ui import apply_theme, i18n
from cardtable_qt.ui.fonts import register_fonts

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"
# the languages the app is translated into (English is the source language)
LANGUAGES = ("th", "vi", "hi", "zh_CN")


@pytest.fixture
def themed() -> Iterator[Any]:
    """The app's own look (its style sheet pads every button), as a person sees it."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    palette, sheet = app.palette(), app.styleSheet()
    apply_theme(app)
    yield app
    app.setStyleSheet(sheet)
    app.setPalette(palette)


@pytest.fixture
def cleanup() -> Iterator[list[Any]]:
    """The tables a test made: their sessions (and bot threads) are shut down after it."""
    tables: list[Any] = []
    yield tables
    for table in tables:
        table.session.shutdown()


@pytest.fixture(scope="session")
def built_translations() -> None:
    """The .qm files as the install command builds them (they are never committed)."""
    sys.path.insert(0, str(I18N))
    import update  # resources/i18n/update.py

    update.release_all()


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    i18n.current().use("en")


@pytest.fixture(params=["en", *LANGUAGES])
def in_language(
    request: pytest.FixtureRequest, qapp: Any, built_translations: None, english_after: None
) -> str:
    """The test runs once in each language (English restored after it), in the shipped fonts
    the app registers at start-up: a script measured in some other font measures wrong."""
    language: str = request.param
    register_fonts()
    assert i18n.current().use(language), language
    return language
