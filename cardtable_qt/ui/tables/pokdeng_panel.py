"""The Pok Deng action panel: the bet, draw or stand, the dealer's catch, the bank, the re-buy.

Only the controls of the decision at hand are shown; each button carries its shortcut. The panel
knows no rules: the table tells it which actions are legal and gets back what was pressed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel, QSpinBox, QWidget

from ..table.action_panel import PressPanel
from ..table.chips import format_amount


class PokDengPanel(PressPanel):
    """Groups: "bet", "draw", "catch", "bank_offer", "bank_keep", "rebuy"."""

    def __init__(self, press: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(press, parent)
        button = self.button
        self.bet_label = QLabel(self.tr("Bet"), self)
        self.amount = QSpinBox(self)
        self.amount.setObjectName("amount")
        self.amount.setGroupSeparatorShown(True)
        self.amount.setMinimumWidth(92)
        self.amount.setAccelerated(True)
        self.add_group(
            "bet",
            [
                self.bet_label,
                button("less", self.tr("Less"), "PgDown"),
                self.amount,
                button("more", self.tr("More"), "PgUp"),
                button("last", self.tr("Last bet"), "L"),
                button("bet", self.tr("Bet at your place"), "B", primary=True),
                button("done", self.tr("Deal"), "D"),
            ],
        )
        # small steps carry their key on a second line, so the row fits a 1024-pixel window
        for name in ("less", "more"):
            step = self.buttons[name]
            step.set_key_below()
            step.setStyleSheet("QPushButton { padding: 1px 10px; font-size: 12px; }")
        self.add_group(
            "draw",
            [
                button("draw", self.tr("Draw a card"), "D", primary=True),
                button("stand", self.tr("Stand"), "S"),
            ],
        )
        self.add_group(
            "catch",
            [
                button("catch2", self.tr("Catch two-card hands"), "2"),
                button("catch3", self.tr("Catch three-card hands"), "3"),
                button("no_catch", self.tr("No catch"), "N", primary=True),
            ],
        )
        self.add_group(
            "bank_offer",
            [
                button("take_bank", self.tr("Take the bank"), "T", primary=True),
                button("decline_bank", self.tr("Let it pass"), "N"),
            ],
        )
        self.add_group(
            "bank_keep",
            [
                button("keep_bank", self.tr("Deal another round"), "K", primary=True),
                button("announce_stop", self.tr("Announce stop"), "A"),
            ],
        )
        self.add_group(
            "rebuy",
            [
                button("rebuy", self.tr("Re-buy"), "R", primary=True),
                button("leave", self.tr("Leave the table"), "Q"),
            ],
        )

    def set_bet_range(self, low: int, high: int, step: int, value: int) -> None:
        self.amount.blockSignals(True)
        self.amount.setRange(low, high)
        self.amount.setSingleStep(max(1, step))
        self.amount.setValue(max(low, min(high, value)))
        self.amount.blockSignals(False)
        self.amount.setToolTip(
            self.tr("From %1 to %2 chips on one hand")
            .replace("%1", format_amount(low))
            .replace("%2", format_amount(high))
        )

    def bet_amount(self) -> int:
        return int(self.amount.value())

    def step_amount(self, steps: int) -> None:
        self.amount.stepBy(steps)

    def enable(self, **enabled: bool) -> None:
        for name, on in enabled.items():
            self.buttons[name].setEnabled(on)
