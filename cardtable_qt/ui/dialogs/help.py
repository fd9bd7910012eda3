"""Help: the rules of each game (in the project's own words), the keyboard, and About.

Rules texts are Markdown files in ``resources/rules/`` (``<game>.<lang>.md`` when translated,
else ``<game>.md``), restated from the project's rule files for players.
"""

from __future__ import annotations

import html
import platform
from collections.abc import Callable, Sequence
from importlib import metadata

import platformdirs
import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ... import APP_NAME, __version__
from ...engine import registry
from ...resources import resource_path
from ...session.models import game_label
from .fit import resize_within_screen

RULES_TAB, KEYS_TAB, ABOUT_TAB = range(3)


def rules_file(game_id: str, language: str = "en") -> str | None:
    """The rules text of a game, in ``language`` when translated, else English; None if absent."""
    for name in (f"{game_id}.{language}.md", f"{game_id}.md"):
        path = resource_path("rules", name)
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return None


MIT_TEXT = """MIT License

Copyright (c) {holder}

Permission is hereby granted, free of charge, to any person obtaining a copy of this software
and associated documentation files (the "Software"), to deal in the Software without
restriction, including without limitation the rights to use, copy, modify, merge, publish,
distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
Software is furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all copies or
substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
"""

LGPL_NOTE = """Qt 6 and Qt for Python (PySide6, Shiboken6) are used under the GNU Lesser General
Public License version 3 (LGPL-3.0). The full text: https://www.gnu.org/licenses/lgpl-3.0.html
Their source code: https://code.qt.io (Qt) and https://code.qt.io/cgit/pyside/pyside-setup.git
(PySide6). CardTable loads the Qt libraries as separate shared libraries, so they can be replaced
by a modified version.
"""


def resource_text(*parts: str) -> str | None:
    path = resource_path(*parts)
    return path.read_text(encoding="utf-8") if path.is_file() else None


def package_licence(distribution: str, holder: str) -> str:
    """A Python package's own licence file when installed with it, else the MIT text for it."""
    try:
        files = metadata.distribution(distribution).files or []
    except metadata.PackageNotFoundError:
        files = []
    for file in files:
        if file.name.upper().startswith("LICENSE"):
            return file.read_text(encoding="utf-8")
    return MIT_TEXT.format(holder=holder)


def licence_texts() -> dict[str, Callable[[], str | None]]:
    """Every licence text the About page can show, by what it covers."""
    return {
        "CardTable: MIT": lambda: MIT_TEXT.format(holder="The CardTable developers"),
        "Card art: CardTable's own (MIT)": lambda: resource_text("cards", "LICENSE"),
        "Noto fonts: SIL Open Font License 1.1": lambda: resource_text("fonts", "OFL.txt"),
        "Qt and PySide6: GNU LGPL v3": lambda: LGPL_NOTE,
        "platformdirs: MIT": lambda: package_licence("platformdirs", "The platformdirs developers"),
    }


class HelpDialog(QDialog):
    def __init__(
        self,
        shortcuts: Sequence[tuple[str, str]],
        game_id: str | None = None,
        language: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("CardTable help"))
        self.setObjectName("HelpDialog")
        resize_within_screen(self, 780, 640)
        self.language = language
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.tabs.addTab(self._rules_page(), self.tr("Rules"))
        self.tabs.addTab(self._keys_page(shortcuts), self.tr("Keyboard"))
        self.tabs.addTab(self._about_page(), self.tr("About"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_rules(game_id or next(iter(registry.GAMES)))

    # --- rules ----------------------------------------------------------------------------------

    def _rules_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.rules_game = QComboBox()
        self.rules_game.setObjectName("rules_game")
        for game_id in registry.GAMES:
            self.rules_game.addItem(game_label(game_id), game_id)
        layout.addWidget(self.rules_game)
        self.rules = QTextBrowser()
        self.rules.setObjectName("rules_text")
        self.rules.setOpenExternalLinks(True)
        layout.addWidget(self.rules, 1)
        self.rules_game.currentIndexChanged.connect(
            lambda _: self._load_rules(self.rules_game.currentData())
        )
        return page

    def show_rules(self, game_id: str) -> None:
        self.tabs.setCurrentIndex(RULES_TAB)
        index = self.rules_game.findData(game_id)
        self.rules_game.setCurrentIndex(max(0, index))
        self._load_rules(self.rules_game.currentData())

    def _load_rules(self, game_id: str) -> None:
        text = rules_file(game_id, self.language)
        if text is None:
            name = registry.info(game_id).name
            text = self.tr("The rules of %1 are not installed.").replace("%1", name)
        self.rules.setMarkdown(text)

    # --- keyboard -------------------------------------------------------------------------------

    def _keys_page(self, shortcuts: Sequence[tuple[str, str]]) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        rows = [
            *shortcuts,
            (self.tr("Finish the card animations at once"), self.tr("Space or a click")),
            (self.tr("Move between your cards"), self.tr("Arrow keys")),
            (self.tr("Every button at the table"), self.tr("The key shown on the button")),
            (self.tr("Hint: what the strongest AI would do in your place, and why"), "H"),
            (self.tr("Take the hint shown"), "Shift+H"),
            (self.tr("Guandan: show your legal plays one by one (Show plays)"), "W"),
        ]
        table = QTableWidget(len(rows), 2)
        table.setObjectName("shortcuts")
        table.setHorizontalHeaderLabels([self.tr("What"), self.tr("Key")])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setAlternatingRowColors(True)
        for row, (what, key) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(what))
            table.setItem(row, 1, QTableWidgetItem(key))
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(table)
        self.shortcut_table = table
        return page

    # --- about ----------------------------------------------------------------------------------

    def _about_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        about = QTextBrowser()
        about.setObjectName("about_text")
        about.setOpenExternalLinks(True)
        about.setHtml(self.about_html())
        layout.addWidget(about, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Show:")))
        self.licence_choice = QComboBox()
        self.licence_choice.setObjectName("licence_choice")
        self.licence_choice.addItem(self.tr("What CardTable ships"), None)
        for label in licence_texts():
            self.licence_choice.addItem(self.tr("Licence of %1").replace("%1", label), label)
        self.licence_choice.currentIndexChanged.connect(lambda _: self._show_licence(about))
        row.addWidget(self.licence_choice, 1)
        self.about_browser = about
        about_qt = QPushButton(self.tr("About Qt"))
        about_qt.clicked.connect(lambda: QMessageBox.aboutQt(self))
        row.addWidget(about_qt)
        layout.addLayout(row)
        return page

    def _show_licence(self, browser: QTextBrowser) -> None:
        chosen = self.licence_choice.currentData()
        if chosen is None:
            browser.setHtml(self.about_html())
            return
        text = licence_texts()[chosen]()
        browser.setPlainText(text or self.tr("The licence file is missing from this installation."))

    def about_html(self) -> str:
        """Who made what the app ships, and under which licence."""
        rows = [
            (
                f"{APP_NAME} {__version__}",
                self.tr("MIT licence"),
                self.tr(
                    "The program, its rule texts and its card art (drawn by the project's "
                    "own script, resources/cards)."
                ),
            ),
            (
                f"Qt {qVersion()}, PySide6 {PySide6.__version__}",
                self.tr("GNU LGPL v3"),
                self.tr(
                    "The Qt Company and the Qt for Python project; source at "
                    "<a href='https://code.qt.io'>code.qt.io</a>."
                ),
            ),
            (
                f"Python {platform.python_version()}",
                self.tr("PSF licence"),
                self.tr("The Python Software Foundation."),
            ),
            (
                f"platformdirs {platformdirs.__version__}",
                self.tr("MIT licence"),
                self.tr("Finds the folders for settings and saved games."),
            ),
            (
                "Noto Sans, Noto Sans Thai, Noto Sans Devanagari, Noto Sans CJK SC",
                self.tr("SIL Open Font License 1.1"),
                self.tr(
                    "Google and Adobe; the Chinese font is a subset. Text: resources/fonts/OFL.txt."
                ),
            ),
        ]
        body = "".join(
            f"<tr><td><b>{html.escape(name)}</b></td><td>{html.escape(licence)}</td>"
            f"<td>{note}</td></tr>"
            for name, licence, note in rows
        )
        intro = html.escape(
            self.tr(
                "A card table for Guandan, Pok Deng, Xì tố and Indian Rummy, played against "
                "AI players, offline."
            )
        )
        return (
            f"<h2>{html.escape(APP_NAME)} {html.escape(__version__)}</h2><p>{intro}</p>"
            f"<h3>{html.escape(self.tr('What CardTable ships, and its licences'))}</h3>"
            f"<table cellpadding='5'>{body}</table>"
        )
