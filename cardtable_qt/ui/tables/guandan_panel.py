"""The Guandan action panel: cut the deck, play or pass (Show plays steps through the plays you
can make, cheapest first, on W or Space; the table's Hint, H, is the shared one of every table),
pay and return tribute, and the small chooser that asks which reading a play is (G-7).

Only the controls of the decision at hand are shown; the sort toggle and Arrange (理牌) are
always there while a person plays (not in a demo or a replay). Enter does
the main thing of every group (cut, play, pay, return); the panel knows no rules: the table tells
it what is enabled and gets back what was pressed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from ..table.action_panel import PressPanel

MAX_READINGS = 6  # a chooser shows at most this many readings (keys 1 to 6)
PLAYS_KEY = "W"  # Show plays (also Space when following; H is the Hint of every table)
ARRANGE_KEY = "A"
SMALL = "QPushButton { padding: 1px 6px; font-size: 12px; }"  # a button with its key below


class GuandanPanel(PressPanel):
    """Groups: "cut", "play", "tribute", "return", "choose" (and the sort toggle beside them)."""

    def __init__(self, press: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(press, parent)
        button = self.button
        # the sort toggle stays in view whoever's turn it is (you may sort while others think)
        for name, text, key in (
            ("sort", lambda: self.tr("Sort by suit"), "S"),
            ("arrange", lambda: self.tr("Arrange 理牌"), ARRANGE_KEY),
        ):
            # the key on a second line: these two stay in view beside every group, at 1024 px
            widget = button(name, text, key)
            widget.setStyleSheet(SMALL)
            widget.set_key_below()
            self._layout.addWidget(widget)
        self.add_group(
            "cut", [button("cut", lambda: self.tr("Cut the deck"), "Return", primary=True)]
        )
        self.add_group(
            "play",
            [
                button("plays", lambda: self.tr("Show plays"), PLAYS_KEY),
                button("clear", lambda: self.tr("Clear"), "Esc"),
                button("pass", lambda: self.tr("Pass"), "X"),
                button("play", lambda: self.tr("Play"), "Return", primary=True),
            ],
        )
        self.add_group(
            "tribute",
            [
                button("plays_tribute", lambda: self.tr("Show plays"), PLAYS_KEY),
                button("clear_tribute", lambda: self.tr("Clear"), "Esc"),
                button("pay", lambda: self.tr("Pay tribute"), "Return", primary=True),
            ],
        )
        self.add_group(
            "return",
            [
                button("plays_return", lambda: self.tr("Show plays"), PLAYS_KEY),
                button("clear_return", lambda: self.tr("Clear"), "Esc"),
                button("give_back", lambda: self.tr("Return this card"), "Return", primary=True),
            ],
        )
        readings = [
            button(f"reading{i}", "", str(i + 1), primary=i == 0) for i in range(MAX_READINGS)
        ]
        for reading in readings:
            # its key under it: "Full house 8-8-8-2-2   2" would read the key as a card
            reading.setStyleSheet(SMALL)
            reading.set_key_below()
        cancel = button("cancel", lambda: self.tr("Cancel"), "Esc")
        cancel.setStyleSheet(SMALL)
        cancel.set_key_below()
        # the prompt asks which reading: the buttons have the row to themselves (1024 px)
        self.add_group("choose", [*readings, cancel])

    def set_readings(self, names: list[str]) -> None:
        """The chooser's buttons: one per reading, keys 1, 2, …"""
        for i in range(MAX_READINGS):
            b = self.buttons[f"reading{i}"]
            if i < len(names):
                b.set_base_text(names[i])
                b.setVisible(True)
            else:
                b.setVisible(False)

    def set_sort_label(self, by_suit: bool) -> None:
        """The toggle names the order it switches to."""
        self.buttons["sort"].set_base_text(
            (lambda: self.tr("Sort by rank")) if by_suit else (lambda: self.tr("Sort by suit"))
        )

    def set_arrange_label(self, arranged: bool) -> None:
        """Arrange groups the hand; pressed again it puts the hand back in order."""
        self.buttons["arrange"].set_base_text(
            (lambda: self.tr("Ungroup")) if arranged else (lambda: self.tr("Arrange 理牌"))
        )

    def enable(self, **enabled: bool) -> None:
        for name, on in enabled.items():
            self.buttons[name].setEnabled(on)
