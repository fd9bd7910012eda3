"""The Indian Rummy action panel: arranging your hand, and the turn's decision.

The arranging buttons (Group, Ungroup, Auto-arrange) and Scores stay in view all deal long, since
a player arranges their hand on anyone's turn (Scores gives way to a deal's sheet, which shows the
scoreboard itself); the turn's own buttons show only when it is yours:
draw from the stock, take the discard or pack; then discard or declare. Each button carries its
shortcut. The panel knows no rules: the table enables what is possible and hears what was pressed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QFrame, QWidget

from ..table.action_panel import PressPanel

ARRANGE_STYLE = "QPushButton { padding: 1px 6px; font-size: 12px; }"
TURN_STYLE = "QPushButton { padding: 1px 10px; }"


class RummyPanel(PressPanel):
    """Always shown: "group", "ungroup", "auto", "scores"; groups "draw" and "discard"."""

    def __init__(self, press: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(press, parent)
        button = self.button
        arranging = [
            button("group", lambda: self.tr("Group"), "G"),
            button("ungroup", lambda: self.tr("Ungroup"), "U"),
            button("auto", lambda: self.tr("Auto-arrange"), "A"),
            button("scores", lambda: self.tr("Scores"), "C"),
        ]
        for widget in arranging:
            # the key on a second line: the row must hold the draw or discard buttons too at
            # the smallest window (1024 pixels)
            widget.setStyleSheet(ARRANGE_STYLE)
            widget.set_key_below()
            self._layout.addWidget(widget)
        self._arranging = arranging[:3]
        self._arranging_shown = True
        self._rule = rule = QFrame(self)
        rule.setFrameShape(QFrame.Shape.VLine)
        rule.setStyleSheet("color: rgba(255, 255, 255, 60);")
        self._layout.addWidget(rule)
        turn = [
            button("stock", lambda: self.tr("Draw from stock"), "S", primary=True),
            button("take", lambda: self.tr("Take discard"), "T"),
            button("pack", lambda: self.tr("Pack"), "P"),
            button("discard", lambda: self.tr("Discard"), "D", primary=True),
            button("declare", lambda: self.tr("Declare"), "E"),
        ]
        for widget in turn:
            # the key on a small second line too: "Confirm pack (40 points)" and the others
            # fit beside the arranging buttons at 1024 pixels, and the key is not read as a card
            widget.setStyleSheet(TURN_STYLE)
            widget.set_key_below()
        self.add_group("draw", turn[:3])
        self.add_group("discard", turn[3:])
        self._place_rule()

    def show_arranging(self, shown: bool) -> None:
        """Group, Ungroup and Auto-arrange (and the rule before the turn's buttons): only for
        a hand a person plays, not in a replay."""
        self._arranging_shown = shown
        for widget in self._arranging:
            widget.setVisible(shown)
        self._place_rule()

    def show_group(self, name: str | None) -> None:
        super().show_group(name)
        self._place_rule()

    def _place_rule(self) -> None:
        """The rule divides the arranging buttons from the turn's: shown only with buttons on
        both of its sides (not while the deal's sheet holds the table, or on another's turn)."""
        self._rule.setVisible(self._arranging_shown and self.current_group() is not None)

    def enable(self, **enabled: bool) -> None:
        for name, on in enabled.items():
            self.buttons[name].setEnabled(on)

    def set_text(self, name: str, text: str) -> None:
        self.buttons[name].set_base_text(text)
