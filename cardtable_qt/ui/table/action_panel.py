"""The strip under the table where the person acts: a prompt and the buttons of the moment.

Every button shows its keyboard shortcut on it ("Draw  D"), and the shortcut works whenever the
button is visible and enabled. A game's panel adds its buttons and controls in groups and shows
one group at a time.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QWidget,
)

from ..plain import plain, plain_tooltip
from .words import Words, follow_language


def key_name(key: QKeySequence) -> str:
    """``key`` as the platform writes it, with the key players call Enter named so (Linux's
    native name for it is "Return")."""
    text = key.toString(QKeySequence.SequenceFormat.NativeText)
    return "+".join("Enter" if part == "Return" else part for part in text.split("+"))


class ActionButton(QPushButton):
    """A button whose shortcut is part of its label.

    ``text()`` is "Label   K" (or "Label\nK" with the key below), and the button is sized
    for it; the key is drawn apart from the label, smaller, in a key-cap outline, so it never
    reads as part of the label ("Full house 8-8-8-2-2  [2]").

    Its words are either how to make them (``lambda: self.tr("Fold")``), asked again when the
    language changes (``words.retranslate_words``), or a text the table renders from the state
    ("Call 20"), which the table sets again itself. ``tip``, when given, makes its tooltip
    instead of "Fold (shortcut: F)".
    """

    def __init__(
        self,
        text: str | Words,
        key: str,
        on_click: Callable[[], None] | None = None,
        *,
        primary: bool = False,
        tip: Words | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._words: Words | None = None
        self._tip = tip
        self._base_text = ""
        self._key = QKeySequence(key)
        self._take_words(text)
        follow_language(self, self.retranslate)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setMinimumHeight(34)
        if primary:
            self.setProperty("primary", True)
        if on_click is not None:
            self.clicked.connect(on_click)

    @property
    def key(self) -> str:
        return key_name(self._key)

    @property
    def base_text(self) -> str:
        return self._base_text

    def set_base_text(self, text: str | Words) -> None:
        """The label: how to make it (followed on a language change) or a text as it stands."""
        self._take_words(text)
        self._refresh()

    def retranslate(self) -> None:
        """The label and tooltip made again, in the language in use."""
        if self._words is not None:
            self._base_text = self._words()
        self._refresh()

    def _take_words(self, text: str | Words) -> None:
        self._words = None if isinstance(text, str) else text
        self._base_text = text if isinstance(text, str) else text()

    def set_primary(self, primary: bool) -> None:
        """Make this the decision's main (gold) button, or an ordinary one again."""
        if bool(self.property("primary")) == primary:
            return
        self.setProperty("primary", primary)
        style = self.style()
        style.unpolish(self)
        style.polish(self)
        self.update()

    @property
    def primary(self) -> bool:
        return bool(self.property("primary"))

    def set_key_below(self, below: bool = True) -> None:
        """The key on a second line under the label: a narrow button in a full row."""
        if below == self.key_below:
            return
        if below:  # the style's own minimum, for when the key goes back beside the label
            self.ensurePolished()
            self._min_inline = self.minimumWidth()
        self._key_below = below
        self._refresh()
        if not below:
            self.setMinimumWidth(getattr(self, "_min_inline", 0))

    @property
    def key_below(self) -> bool:
        return bool(getattr(self, "_key_below", False))

    def paintEvent(self, event: QPaintEvent) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        key = self.key
        if not key or ("\n" not in option.text and not option.text.endswith(key)):
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButtonBevel, option)
        room = self.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, self)
        small = self.font()  # a style sheet may size the font in pixels or in points
        if small.pixelSize() > 0:
            small.setPixelSize(max(9, round(small.pixelSize() * 0.85)))
        else:
            small.setPointSizeF(max(7.0, small.pointSizeF() * 0.85))
        small.setBold(False)
        painter.setFont(small)
        key_metrics = painter.fontMetrics()
        pad = max(3, key_metrics.height() // 5)
        cap_w = key_metrics.horizontalAdvance(key) + 2 * pad
        cap_h = key_metrics.height() + 2
        label = option.text.split("\n")[0] if "\n" in option.text else self._label_text()
        below = "\n" in option.text
        metrics = self.fontMetrics()
        label_w = metrics.horizontalAdvance(label.replace("&&", "&"))
        if below:
            lines_h = metrics.height() + cap_h
            top = room.center().y() - lines_h / 2
            label_rect = QRect(room.left(), int(top), room.width(), metrics.height())
            cap = QRectF(room.center().x() - cap_w / 2 + 0.5, top + metrics.height(), cap_w, cap_h)
        else:
            gap = metrics.horizontalAdvance("  ")
            total = label_w + gap + cap_w
            left = room.center().x() - total / 2 + 0.5
            label_rect = QRect(int(left), room.top(), label_w + 2, room.height())
            cap = QRectF(left + label_w + gap, room.center().y() - cap_h / 2 + 0.5, cap_w, cap_h)
        option.text = label
        option.rect = label_rect
        painter.setFont(self.font())
        painter.drawControl(QStyle.ControlElement.CE_PushButtonLabel, option)
        colour = QColor(option.palette.color(QPalette.ColorRole.ButtonText))
        colour.setAlphaF(0.45 if not self.isEnabled() else 0.8)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(cap.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)
        painter.setFont(small)
        painter.drawText(cap, Qt.AlignmentFlag.AlignCenter, key)

    def _label_text(self) -> str:
        return self._base_text.replace("&", "&&")

    def _refresh(self) -> None:
        # "&" would make Qt underline a letter and add a second shortcut: escape it
        label = self._base_text.replace("&", "&&")
        below = getattr(self, "_key_below", False)
        self.setText(f"{label}\n{self.key}" if below else f"{label}   {self.key}")
        if below:  # narrow, but never narrower than its longer line and the style's padding
            self.ensurePolished()
            metrics = self.fontMetrics()
            widest = max(metrics.horizontalAdvance(line) for line in (label, self.key))
            # what the style keeps around the text (padding, border), asked of the style
            option = QStyleOptionButton()
            self.initStyleOption(option)
            option.rect = QRect(0, 0, 200, 40)
            room = self.style().subElementRect(
                QStyle.SubElement.SE_PushButtonContents, option, self
            )
            self.setMinimumWidth(widest + 200 - room.width() + 1)
        self.setShortcut(self._key)  # after setText, which resets a button's shortcut
        tip = (
            self._tip()
            if self._tip is not None
            else self.tr("%1 (shortcut: %2)").replace("%1", self._base_text).replace("%2", self.key)
        )
        self.setToolTip(plain_tooltip(tip))


class ActionPanel(QFrame):
    """A prompt on the left, the current group of controls on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet(
            "#actionPanel { background: rgba(10, 18, 14, 235);"
            " border-top: 1px solid rgba(255, 255, 255, 40); }"
            " #actionPanel QLabel#prompt { color: #f3efe2; font-size: 14px; }"
        )
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(14, 8, 14, 8)
        self._layout.setSpacing(8)
        self.prompt = plain(QLabel(self))  # prompts name the seats
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.prompt.setMinimumWidth(120)  # at 1024 px the prompt wraps to make room
        self._layout.addWidget(self.prompt, 1)
        self._groups: dict[str, QWidget] = {}
        self.setMinimumHeight(54)

    def add_group(self, name: str, widgets: list[QWidget]) -> QWidget:
        """A row of controls shown together (``show_group(name)``)."""
        group = QWidget(self)
        row = QHBoxLayout(group)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(8)
        for w in widgets:
            row.addWidget(w)
        group.setVisible(False)
        self._layout.addWidget(group, 0, Qt.AlignmentFlag.AlignRight)
        self._groups[name] = group
        return group

    def add_leading(self, widget: QWidget) -> None:
        """A control always at the left end, before the prompt (the table's Undo)."""
        self._layout.insertWidget(0, widget, 0, Qt.AlignmentFlag.AlignLeft)

    def show_group(self, name: str | None) -> None:
        for key, group in self._groups.items():
            group.setVisible(key == name)

    def current_group(self) -> str | None:
        return next((k for k, g in self._groups.items() if not g.isHidden()), None)

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)

    def add_extra(self, widget: QWidget) -> None:
        """A control the table shows on its own, beside the groups (Fast-forward)."""
        self._layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignRight)


class PressPanel(ActionPanel):
    """A game's panel: named buttons (``buttons``) that tell the table ``press(name)``.

    The panel knows no rules: the table enables what is possible and hears what was pressed.
    """

    def __init__(self, press: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._press = press
        self.buttons: dict[str, ActionButton] = {}

    def button(self, name: str, text: str | Words, key: str, primary: bool = False) -> ActionButton:
        """A new button ``name`` (its object name too) showing ``text`` (how to make it: it
        follows a language change) and its shortcut ``key``."""
        b = ActionButton(text, key, lambda: self._press(name), primary=primary, parent=self)
        b.setObjectName(name)
        self.buttons[name] = b
        return b
