"""The Qt widgets: main window, start screen, dialogs, the table scene and per-game tables.

This module holds the app's look, shared by every window: a dark felt-green palette and one
style sheet (Fusion style underneath, so it looks the same on Linux, Windows and macOS). The
felt colour follows the player's "table colour" setting.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QPushButton,
    QStyle,
    QStyleOption,
    QWidget,
)

from . import button_icons

DEFAULT_FELT = "#1d6b45"
INK = "#f3efe2"  # text on dark felt
INK_DIM = "#b9c8bd"
GOLD = "#e2b84b"
GOLD_DARK = "#a8842c"
DANGER = "#e0645c"


def felt_shades(felt: str) -> dict[str, str]:
    """The colours derived from the felt: backgrounds, panels, borders, highlights."""
    base = QColor(felt)
    if not base.isValid():
        base = QColor(DEFAULT_FELT)
    return {
        "felt": base.name(),
        "felt_light": base.lighter(125).name(),
        "window": base.darker(320).name(),
        "panel": base.darker(230).name(),
        "panel_light": base.darker(175).name(),
        "border": base.darker(120).name(),
        "input": base.darker(175).name(),
    }


def palette(felt: str = DEFAULT_FELT) -> QPalette:
    shades = felt_shades(felt)
    pal = QPalette()
    roles = QPalette.ColorRole
    pal.setColor(roles.Window, QColor(shades["window"]))
    pal.setColor(roles.WindowText, QColor(INK))
    pal.setColor(roles.Base, QColor(shades["input"]))
    pal.setColor(roles.AlternateBase, QColor(shades["panel"]))
    pal.setColor(roles.Text, QColor(INK))
    pal.setColor(roles.PlaceholderText, QColor(INK_DIM))
    pal.setColor(roles.Button, QColor(shades["panel_light"]))
    pal.setColor(roles.ButtonText, QColor(INK))
    pal.setColor(roles.ToolTipBase, QColor("#fbf6e6"))
    pal.setColor(roles.ToolTipText, QColor("#1b1b1b"))
    pal.setColor(roles.Highlight, QColor(GOLD_DARK))
    pal.setColor(roles.HighlightedText, QColor("#ffffff"))
    pal.setColor(roles.Link, QColor(GOLD))
    pal.setColor(roles.BrightText, QColor(DANGER))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, QColor("#7d8c82"))
    return pal


def style_sheet(felt: str = DEFAULT_FELT) -> str:
    s = felt_shades(felt)
    return f"""
QMainWindow, QDialog {{ background: {s["window"]}; }}
QMenuBar {{ background: {s["window"]}; color: {INK}; border-bottom: 1px solid {s["border"]}; }}
QMenuBar::item {{ padding: 4px 10px; background: transparent; }}
QMenuBar::item:selected {{ background: {s["panel_light"]}; border-radius: 4px; }}
QMenu {{ background: {s["panel"]}; color: {INK}; border: 1px solid {s["border"]}; padding: 4px; }}
QMenu::item {{ padding: 5px 28px 5px 20px; border-radius: 4px; }}
QMenu::item:selected {{ background: {s["felt"]}; }}
QMenu::item:disabled {{ color: #7d8c82; }}
QMenu::separator {{ height: 1px; background: {s["border"]}; margin: 4px 8px; }}
QStatusBar {{ background: {s["window"]}; color: {INK_DIM}; }}
QStatusBar QLabel {{ color: {INK_DIM}; padding: 0 8px; }}
QToolTip {{ background: #fbf6e6; color: #1b1b1b; border: 1px solid {GOLD_DARK}; padding: 4px; }}
QPushButton {{
    background: {s["panel_light"]}; color: {INK}; border: 1px solid {s["border"]};
    border-radius: 6px; padding: 6px 16px; min-height: 20px;
}}
QPushButton:hover {{ background: {s["felt"]}; border-color: {GOLD_DARK}; }}
QPushButton:pressed {{ background: {s["panel"]}; }}
QPushButton:focus {{ border-color: {GOLD}; }}
QPushButton:disabled {{ background: {s["panel"]}; color: #7d8c82; border-color: {s["panel"]}; }}
QPushButton[primary="true"] {{
    background: {GOLD}; color: #1e1a0c; border-color: {GOLD_DARK}; font-weight: bold;
}}
QPushButton[primary="true"]:hover {{ background: #efc965; }}
QPushButton[primary="true"]:disabled {{ background: #6e6446; color: #2e2a1c; }}
QPushButton[hinted="true"] {{ border: 3px solid #5ef2a0; padding: 4px 14px; }}
QLineEdit, QPlainTextEdit {{
    background: {s["input"]}; color: {INK}; border: 1px solid {s["border"]};
    border-radius: 4px; padding: 3px 6px; selection-background-color: {GOLD_DARK};
}}
QLineEdit:focus {{ border-color: {GOLD}; }}
QComboBox QAbstractItemView {{
    background: {s["panel"]}; color: {INK}; selection-background-color: {s["felt"]};
}}
QGroupBox {{
    border: 1px solid {s["border"]}; border-radius: 8px; margin-top: 14px; padding: 10px 8px 8px;
    background: {s["panel"]};
}}
QGroupBox::title {{
    subcontrol-origin: margin; left: 12px; padding: 0 6px; color: {GOLD}; font-weight: bold;
}}
QTabWidget::pane {{ border: 1px solid {s["border"]}; border-radius: 6px; top: -1px; }}
QTabBar::tab {{
    background: {s["panel"]}; color: {INK_DIM}; padding: 6px 14px;
    border: 1px solid {s["border"]}; border-bottom: none;
    border-top-left-radius: 6px; border-top-right-radius: 6px; margin-right: 2px;
}}
QTabBar::tab:selected {{ background: {s["panel_light"]}; color: {INK}; }}
QTableView, QListView, QTextBrowser {{
    background: {s["input"]}; color: {INK}; border: 1px solid {s["border"]}; border-radius: 6px;
    alternate-background-color: {s["panel"]}; gridline-color: {s["border"]};
    selection-background-color: {s["felt"]}; selection-color: {INK};
}}
QHeaderView::section {{
    background: {s["panel_light"]}; color: {INK}; border: none;
    border-right: 1px solid {s["border"]}; padding: 5px 8px; font-weight: bold;
}}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar::handle:vertical {{
    background: {s["panel_light"]}; border-radius: 4px; min-height: 24px;
}}
QScrollBar:horizontal {{ background: transparent; height: 10px; margin: 2px; }}
QScrollBar::handle:horizontal {{
    background: {s["panel_light"]}; border-radius: 4px; min-width: 24px;
}}
QScrollBar::add-line, QScrollBar::sub-line {{ width: 0; height: 0; }}
QLabel[hint="true"] {{ color: {INK_DIM}; }}
QLabel[notice="true"] {{
    background: #4a2a16; color: #fde7c8; border: 1px solid #8a5a2a; border-radius: 6px;
    padding: 6px 10px;
}}
"""


class TableStyle(QProxyStyle):
    """Fusion, with tick boxes that stand out on dark felt (gold when ticked), and dialog
    buttons with CardTable's own icons in the colour of their text (``button_icons``)."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def styleHint(
        self,
        hint: QStyle.StyleHint,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
        returnData: Any = None,
    ) -> int:
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 1  # on every platform, themed or not: the same buttons everywhere
        return int(super().styleHint(hint, option, widget, returnData))

    def standardIcon(
        self,
        standardIcon: QStyle.StandardPixmap,
        option: QStyleOption | None = None,
        widget: QWidget | None = None,
    ) -> QIcon:
        own = button_icons.standard_icon(standardIcon)
        return own if own is not None else super().standardIcon(standardIcon, option, widget)

    def polish(self, target: Any) -> Any:
        # A dialog button is polished as it is first shown, when its dialog has made it and
        # said whether it is the primary (gold) one: its icon takes its text colour then.
        if isinstance(target, QPushButton):
            button_icons.dress(target)
        return super().polish(target)

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element != QStyle.PrimitiveElement.PE_IndicatorCheckBox:
            super().drawPrimitive(element, option, painter, widget)
            return
        state = option.state
        enabled = bool(state & QStyle.StateFlag.State_Enabled)
        checked = bool(state & QStyle.StateFlag.State_On)
        box = QRectF(option.rect).adjusted(1, 1, -1, -1)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        border = QColor(GOLD if checked or state & QStyle.StateFlag.State_MouseOver else INK_DIM)
        fill = QColor(GOLD) if checked else option.palette.base().color()
        if not enabled:
            border, fill = QColor("#6b766f"), fill.darker(150)
        painter.setPen(QPen(border, 1.4))
        painter.setBrush(fill)
        painter.drawRoundedRect(box, 3, 3)
        if checked:
            tick = QPainterPath(QPointF(box.left() + box.width() * 0.22, box.center().y()))
            tick.lineTo(box.left() + box.width() * 0.42, box.bottom() - box.height() * 0.25)
            tick.lineTo(box.right() - box.width() * 0.2, box.top() + box.height() * 0.25)
            painter.setPen(
                QPen(
                    QColor("#1e1a0c"),
                    max(1.6, box.width() * 0.14),
                    Qt.PenStyle.SolidLine,
                    Qt.PenCapStyle.RoundCap,
                    Qt.PenJoinStyle.RoundJoin,
                )
            )
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(tick)
        painter.restore()


def apply_theme(app: QApplication, felt: str = DEFAULT_FELT) -> None:
    """Fusion, the dark palette and the style sheet, for every window of the app.

    Re-styling every widget is slow, so nothing is done when ``felt`` is already in use.
    """
    if isinstance(app.style(), TableStyle) and app.property("felt") == felt:
        return
    if not isinstance(app.style(), TableStyle):
        app.setStyle(TableStyle())
    app.setPalette(palette(felt))
    app.setStyleSheet(style_sheet(felt))
    app.setProperty("felt", felt)
