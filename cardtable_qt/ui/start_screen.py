"""The start screen: the four games as tiles, and Continue, Load, Tutorial, Statistics, Settings.

Each tile shows the game's name in its own script, big, with the English name and a line about
the game. A game whose table is not built yet says so on its tile; choosing it explains instead
of failing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine import registry
from ..session.models import game_title
from . import DEFAULT_FELT, GOLD, INK, INK_DIM, felt_shades
from .i18n import translate
from .plain import plain, plain_tooltip

# What each tile says under the names, and the suit in its corner, like a card's index.
GAME_BLURBS: dict[str, Any] = {
    "guandan": QT_TRANSLATE_NOOP("GameTile", "Chinese team climbing game, two decks, 4 players"),
    "pokdeng": QT_TRANSLATE_NOOP("GameTile", "Thai banking game: beat the dealer, 2–9 hands"),
    "xito": QT_TRANSLATE_NOOP("GameTile", "Vietnamese five-card stud, 2–6 players"),
    "rummy": QT_TRANSLATE_NOOP("GameTile", "13-card rummy from India, 2–6 players"),
}
# The tile's English line where a game's English name is its own name (nothing to translate).
ENGLISH_GLOSS: dict[str, Any] = {
    "xito": QT_TRANSLATE_NOOP("GameTile", "Vietnamese poker"),
}
GAME_SUITS: dict[str, str] = {"guandan": "♠", "pokdeng": "♥", "xito": "♦", "rummy": "♣"}
RED_SUITS = frozenset("♥♦")

CARD_SHAPE = 1.45  # height / width of a tile's card, a little taller than a playing card
IVORY = QColor("#f7f1e1")
IVORY_SHADE = QColor("#e9dfc4")
CARD_INK = QColor("#1f2a24")
CARD_RED = QColor("#b3261e")


def fit_font(font: QFont, text: str, pixels: float, width: float) -> None:
    """Set ``font`` to ``pixels`` high, smaller if needed so ``text`` fits in ``width``."""
    size = max(9.0, pixels)
    font.setPixelSize(round(size))
    while size > 9 and QFontMetricsF(font).horizontalAdvance(text) > width:
        size *= 0.93
        font.setPixelSize(round(size))


class GameTile(QAbstractButton):
    """A game drawn like a big playing card lying on the felt."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.info = registry.info(game_id)
        self.table_ready = False
        self._keyboard_focus = False
        self.setObjectName(f"tile_{game_id}")
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(190, 250)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.set_table_ready(False)

    def sizeHint(self) -> QSize:
        return QSize(260, 340)

    def blurb(self) -> str:
        return translate("GameTile", GAME_BLURBS.get(self.game_id, ""))

    def english_line(self) -> str:
        """Under the native name: the game's name in the player's language (English: its
        English name), or where that is the native name itself, what the game is; empty when the
        player reads the native name as their own (ป๊อกเด้ง in Thai, 掼蛋 in Chinese)."""
        name = game_title(self.game_id)
        if name != self.info.native_name:
            return name
        gloss = ENGLISH_GLOSS.get(self.game_id)
        return translate("GameTile", gloss) if gloss is not None else ""

    def status_text(self) -> str:
        if self.table_ready:
            return self.tr("Play")
        return self.tr("Table coming soon")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.set_table_ready(self.table_ready)  # the tooltip; the card repaints its words
        super().changeEvent(event)

    def set_table_ready(self, ready: bool) -> None:
        self.table_ready = ready
        names = game_title(self.game_id)
        if self.info.native_name != names:
            names = f"{self.info.native_name} ({names})"
        self.setAccessibleName(names)
        self.setToolTip(
            f"{names}: {self.blurb()}"
            + ("" if ready else "\n" + self.tr("The table for this game is not built yet."))
        )
        self.update()

    def card_rect(self) -> QRectF:
        """The card, as tall as a playing card for its width, centred in the tile."""
        space = QRectF(self.rect()).adjusted(8, 10, -8, -12)
        width = min(space.width(), space.height() / CARD_SHAPE)
        height = min(space.height(), width * CARD_SHAPE)
        return QRectF(
            space.center().x() - width / 2, space.center().y() - height / 2, width, height
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.focusNextPrevChild(key == Qt.Key.Key_Right)  # along the row of games
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        # The focus ring is for keyboard users; a click or the start-up focus shows none.
        self._keyboard_focus = event.reason() in (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
        )
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._keyboard_focus = False
        super().focusOutEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        hovered = self.underMouse() or self._keyboard_focus
        lift = 0.0 if self.isDown() else (4.0 if hovered else 0.0)
        card = self.card_rect().translated(0, -lift)
        radius = min(card.width(), card.height()) * 0.06
        # Shadow on the felt.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90 if hovered else 60))
        painter.drawRoundedRect(card.translated(3, 6 + lift), radius, radius)
        face = QLinearGradient(card.topLeft(), card.bottomLeft())
        face.setColorAt(0, IVORY)
        face.setColorAt(1, IVORY_SHADE)
        painter.setBrush(face)
        border = QColor(GOLD) if hovered else QColor("#cfc3a0")
        painter.setPen(QPen(border, 3 if hovered else 1.2))
        painter.drawRoundedRect(card, radius, radius)
        if not self.table_ready:
            painter.setBrush(QColor(40, 40, 40, 40))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(card, radius, radius)

        suit = GAME_SUITS.get(self.game_id, "♠")
        suit_colour = CARD_RED if suit in RED_SUITS else CARD_INK
        index_font = QFont(self.font())
        index_font.setPixelSize(max(12, round(card.height() * 0.075)))
        painter.setFont(index_font)
        painter.setPen(suit_colour)
        pad = card.width() * 0.07
        corner = QRectF(card.left() + pad, card.top() + pad * 0.7, pad * 3, pad * 3)
        painter.drawText(corner, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, suit)
        far = QRectF(card.right() - pad * 4, card.bottom() - pad * 3.7, pad * 3, pad * 3)
        painter.save()
        painter.translate(far.center())
        painter.rotate(180)
        painter.translate(-far.center())
        painter.drawText(far, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, suit)
        painter.restore()

        inner = card.adjusted(pad, card.height() * 0.14, -pad, -card.height() * 0.1)
        native_font = QFont(self.font())
        native_font.setBold(True)
        size = card.height() * 0.15
        native_font.setPixelSize(max(10, round(size)))
        while (
            size > 10
            and QFontMetricsF(native_font).horizontalAdvance(self.info.native_name) > inner.width()
        ):
            size *= 0.92
            native_font.setPixelSize(round(size))
        painter.setFont(native_font)
        painter.setPen(CARD_RED if suit in RED_SUITS else QColor("#14432c"))
        # The same band on every tile, however much a long name had to shrink, so the lines
        # below it align across the row.
        native_rect = QRectF(inner.left(), inner.top(), inner.width(), card.height() * 0.25)
        painter.drawText(native_rect, Qt.AlignmentFlag.AlignCenter, self.info.native_name)

        # The line under the native name (``english_line``): its band is kept even when empty,
        # so the tiles align.
        english_rect = QRectF(
            inner.left(), native_rect.bottom(), inner.width(), card.height() * 0.09
        )
        english = self.english_line()
        if english:
            english_font = QFont(self.font())
            english_font.setBold(True)
            fit_font(english_font, english, card.height() * 0.062, inner.width())
            painter.setFont(english_font)
            painter.setPen(CARD_INK)
            painter.drawText(english_rect, Qt.AlignmentFlag.AlignCenter, english)
        y = english_rect.bottom()
        # A thin rule, then the blurb.
        painter.setPen(QPen(QColor("#c9b98f"), 1))
        rule_y = y + card.height() * 0.03
        painter.drawLine(
            int(inner.left() + inner.width() * 0.3),
            int(rule_y),
            int(inner.right() - inner.width() * 0.3),
            int(rule_y),
        )
        blurb_font = QFont(self.font())
        blurb_font.setPixelSize(max(10, round(card.height() * 0.042)))
        painter.setFont(blurb_font)
        painter.setPen(QColor("#4a5650"))
        blurb_rect = QRectF(
            inner.left(), rule_y + card.height() * 0.03, inner.width(), card.height() * 0.2
        )
        painter.drawText(
            blurb_rect,
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            self.blurb(),
        )

        # The status: a gold "Play" pill, or a grey ribbon for a table not built yet.
        status_font = QFont(self.font())
        status_font.setBold(True)
        text = self.status_text()
        fit_font(status_font, text, card.height() * 0.042, card.width() * 0.7)
        painter.setFont(status_font)
        width = QFontMetricsF(status_font).horizontalAdvance(text) + card.width() * 0.16
        height = QFontMetricsF(status_font).height() * 1.7
        pill = QRectF(
            card.center().x() - width / 2, card.bottom() - pad * 2.6 - height, width, height
        )
        if self.table_ready:
            painter.setBrush(QColor(GOLD) if hovered else QColor("#d9b65a"))
            painter.setPen(QPen(QColor("#8a6d22"), 1))
            painter.drawRoundedRect(pill, height / 2, height / 2)
            painter.setPen(QColor("#2a220c"))
        else:
            painter.setBrush(QColor("#8d8a80"))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(pill, height / 2, height / 2)
            painter.setPen(QColor("#fbf8ef"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
        if self._keyboard_focus:
            painter.setPen(QPen(QColor(GOLD), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card.adjusted(-5, -5, 5, 5), radius + 4, radius + 4)


class StartScreen(QWidget):
    gameChosen = Signal(str)
    continueRequested = Signal()
    loadRequested = Signal()
    tutorialRequested = Signal()
    statisticsRequested = Signal()
    settingsRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StartScreen")
        self.felt = DEFAULT_FELT
        layout = QVBoxLayout(self)
        layout.setContentsMargins(48, 30, 48, 26)
        layout.setSpacing(14)

        title = QLabel("CardTable")
        title.setObjectName("title")
        title_font = QFont(self.font())
        title_font.setPointSizeF(title_font.pointSizeF() * 3.0)
        title_font.setBold(True)
        title.setFont(title_font)
        title.setStyleSheet(f"color: {GOLD};")
        title.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(title)
        self.subtitle = subtitle = QLabel()
        subtitle.setObjectName("subtitle")
        subtitle.setStyleSheet(f"color: {INK_DIM};")
        sub_font = QFont(self.font())
        sub_font.setPointSizeF(sub_font.pointSizeF() * 1.2)
        subtitle.setFont(sub_font)
        subtitle.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(subtitle)

        tiles = QGridLayout()
        tiles.setSpacing(18)
        self.tiles: dict[str, GameTile] = {}
        for column, game_id in enumerate(registry.GAMES):
            tile = GameTile(game_id)
            tile.clicked.connect(lambda _=False, g=game_id: self.gameChosen.emit(g))
            tiles.addWidget(tile, 0, column)
            self.tiles[game_id] = tile
        layout.addLayout(tiles, 1)

        actions = QHBoxLayout()
        actions.setSpacing(12)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue")
        self.continue_button.setProperty("primary", True)
        self.continue_button.clicked.connect(self.continueRequested)
        self.load_button = QPushButton()
        self.load_button.setObjectName("load")
        self.load_button.clicked.connect(self.loadRequested)
        self.tutorial_button = QPushButton()
        self.tutorial_button.setObjectName("tutorial")
        self.tutorial_button.clicked.connect(self.tutorialRequested)
        self.statistics_button = QPushButton()
        self.statistics_button.setObjectName("statistics")
        self.statistics_button.clicked.connect(self.statisticsRequested)
        self.settings_button = QPushButton()
        self.settings_button.setObjectName("settings")
        self.settings_button.clicked.connect(self.settingsRequested)
        buttons = (
            self.continue_button,
            self.load_button,
            self.tutorial_button,
            self.statistics_button,
            self.settings_button,
        )
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.15)
        for button in buttons:
            button.setFont(big)
            button.setMinimumHeight(44)
            button.setMinimumWidth(130)
        continue_column = QVBoxLayout()
        continue_column.setSpacing(2)
        continue_column.addWidget(self.continue_button)
        self.continue_label = plain(QLabel())  # from the autosave: its own words
        self.continue_label.setObjectName("continue_label")
        self.continue_label.setStyleSheet(f"color: {INK_DIM};")
        self.continue_label.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        continue_column.addWidget(self.continue_label)
        actions.addStretch(1)
        actions.addLayout(continue_column)
        for button in buttons[1:]:
            # Each button sits over an empty line, level with Continue's description.
            stack = QVBoxLayout()
            stack.setSpacing(2)
            stack.addWidget(button)
            stack.addWidget(QLabel(" "))
            actions.addLayout(stack)
        actions.addStretch(1)
        layout.addLayout(actions)
        self._continue_description: str | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Every text this screen shows, in the language in use (again on a language change)."""
        self.subtitle.setText(
            self.tr("Four traditional card games against AI players — choose one")
        )
        self.continue_button.setText(self.tr("Continue"))
        self.load_button.setText(self.tr("Load…"))
        self.tutorial_button.setText(self.tr("Tutorial"))
        self.tutorial_button.setToolTip(
            self.tr("Learn a game by playing it: short lessons on the real table")
        )
        self.statistics_button.setText(self.tr("Statistics"))
        self.settings_button.setText(self.tr("Settings"))
        self.set_continue(self._continue_description)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def set_felt(self, felt: str) -> None:
        self.felt = felt
        self.update()

    def set_tables(self, ready: dict[str, bool]) -> None:
        """Which games have a table to play at."""
        for game_id, tile in self.tiles.items():
            tile.set_table_ready(ready.get(game_id, False))

    def set_continue(self, description: str | None) -> None:
        """The autosaved game Continue resumes (None: there is none)."""
        self._continue_description = description
        self.continue_button.setEnabled(description is not None)
        self.continue_label.setText(
            description if description is not None else self.tr("No game in progress")
        )
        self.continue_button.setToolTip(
            plain_tooltip(self.tr("Carry on with the game you left: %1").replace("%1", description))
            if description
            else self.tr("There is no game to carry on with.")
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        shades = felt_shades(self.felt)
        rect = QRectF(self.rect())
        glow = QRadialGradient(rect.center().x(), rect.height() * 0.45, rect.width() * 0.7)
        glow.setColorAt(0, QColor(shades["felt_light"]))
        glow.setColorAt(0.55, QColor(shades["felt"]))
        glow.setColorAt(1, QColor(shades["panel"]))
        painter.fillRect(rect, glow)
        # A faint rail around the felt, like the edge of a card table.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(INK).darker(300), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(14, 14, -14, -14), 28, 28)
