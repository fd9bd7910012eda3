"""The replay's "all cards face up": every player's cards at the step shown, in a row of strips.

The table beside it stays as the chosen seat saw the hand; this row lays everyone's cards open
(the hand is over, nothing is hidden any more), following each step, jump and step back.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolBar, QVBoxLayout, QWidget

from ..session.open_hands import open_hands
from ..session.replay import ReplaySession
from .table.result_sheet import CardStrip, SheetGroup


class OpenHandsBar(QToolBar):
    """One column per seat: its name over its cards (a Pok Deng player's legs side by side)."""

    def __init__(self, session: ReplaySession, art: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openHands")
        self.setMovable(False)
        self.session = session
        body = QWidget(self)
        row = QHBoxLayout(body)
        row.setContentsMargins(8, 2, 8, 2)
        row.setSpacing(18)
        self.strips: list[CardStrip] = []
        for config in session.seats:
            column = QVBoxLayout()
            column.setSpacing(1)
            name = QLabel(config.name, body)
            name.setObjectName("openHandName")
            strip = CardStrip(art, [], body)
            column.addWidget(name)
            column.addWidget(strip)
            row.addLayout(column)
            self.strips.append(strip)
        row.addStretch(1)
        self.addWidget(body)
        session.stepped.connect(self.refresh)
        self.refresh()

    def cards(self) -> list[list[tuple[Any, ...]]]:
        """What each strip shows now, seat by seat."""
        return [[g.cards for g in strip.groups] for strip in self.strips]

    def refresh(self, *_: object) -> None:
        game, record = self.session.record.game, self.session.record
        hands = open_hands(game, self.session.state)
        step = self.session.step
        # A settled Pok Deng round clears the table: show the cards as they were settled
        while step > 0 and not any(hands):
            step -= 1
            hands = open_hands(game, record.state_at(step))
        for strip, groups in zip(self.strips, hands, strict=False):
            strip.groups = [SheetGroup(cards, "") for cards in groups]
            strip.updateGeometry()
            strip.update()

    def set_art(self, art: Any) -> None:
        for strip in self.strips:
            strip.set_art(art)
