"""The Pok Deng action panel: the bet, draw or stand, the dealer's catch, the bank, the re-buy.

Only the controls of the decision at hand are shown; each button carries its shortcut. The panel
knows no rules: the table tells it which actions are legal and gets back what was pressed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QSizePolicy, QSpinBox, QWidget

from ..table.action_panel import PressPanel
from ..table.chips import chip_locale, format_amount


class PokDengPanel(PressPanel):
    """Groups: "bet", "draw", "catch", "bank_offer", "bank_keep", "rebuy"."""

    def __init__(self, press: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(press, parent)
        button = self.button
        self.amount = QSpinBox(self)
        self.amount.setObjectName("amount")
        self.amount.setGroupSeparatorShown(True)
        self.amount.setMinimumWidth(76)
        self.amount.setAccelerated(True)
        self.add_group(
            "bet",
            [
                self.amount,
                # chips onto the amount, as at a real table: the smallest bet, 50, 100, double
                button("add_min", lambda: self.tr("+min"), "M"),
                button("add_50", lambda: self.tr("+50"), "5"),
                button("add_100", lambda: self.tr("+100"), "1"),
                button("double", lambda: self.tr("×2"), "X"),
                button("clear", lambda: self.tr("Clear"), "C"),
                button("last", lambda: self.tr("Last bet"), "L"),
                button("bet", lambda: self.tr("Bet at your place"), "B", primary=True),
                button("done", lambda: self.tr("Deal"), "D"),
            ],
        )
        # the chip buttons carry their key on a second line, so the row fits a 1024-pixel window
        for name in (*self.CHIP_BUTTONS, "last"):
            chip = self.buttons[name]
            chip.setStyleSheet("QPushButton { padding: 1px 8px; min-width: 0px; font-size: 12px; }")
            chip.set_key_below()
            chip.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        # one step less or more: keys only
        self.steps: dict[str, QShortcut] = {}
        for name, key in (("less", "PgDown"), ("more", "PgUp")):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda name=name: self._step_if_open(name))
            self.steps[name] = shortcut
        self.add_group(
            "draw",
            [
                button("draw", lambda: self.tr("Draw a card"), "D", primary=True),
                button("stand", lambda: self.tr("Stand"), "S"),
            ],
        )
        self.add_group(
            "catch",
            [
                button("catch2", lambda: self.tr("Catch two-card hands"), "2"),
                button("catch3", lambda: self.tr("Catch three-card hands"), "3"),
                button("no_catch", lambda: self.tr("No catch"), "N", primary=True),
            ],
        )
        self.add_group(
            "bank_offer",
            [
                button("take_bank", lambda: self.tr("Take the bank"), "T", primary=True),
                button("decline_bank", lambda: self.tr("Let the bank pass"), "N"),
            ],
        )
        self.add_group(
            "bank_keep",
            [
                button("keep_bank", lambda: self.tr("Deal another round"), "K", primary=True),
                button("announce_stop", lambda: self.tr("Announce your stop"), "A"),
            ],
        )
        self.add_group(
            "rebuy",
            [
                button("rebuy", lambda: self.tr("Re-buy"), "R", primary=True),
                button("leave", lambda: self.tr("Leave the table"), "Q"),
            ],
        )

    def set_bet_range(self, low: int, high: int, step: int, value: int) -> None:
        self.amount.blockSignals(True)
        self.amount.setLocale(chip_locale())
        self.amount.setRange(low, high)
        self.amount.setSingleStep(max(1, step))
        self.buttons["add_min"].set_base_text("+" + format_amount(max(1, step)))
        self.amount.setValue(max(low, min(high, value)))
        self.amount.blockSignals(False)
        self.amount.setToolTip(
            self.tr("From %1 to %2 chips on one hand")
            .replace("%1", format_amount(low))
            .replace("%2", format_amount(high))
        )

    CHIP_BUTTONS = ("add_min", "add_50", "add_100", "double", "clear")

    def _step_if_open(self, name: str) -> None:
        if self.current_group() == "bet" and self.amount.isEnabled():
            self._press(name)

    def chip(self, name: str, min_bet: int) -> None:
        """A chip button: the amount it makes, within the legal range."""
        value = self.bet_amount()
        low, high = int(self.amount.minimum()), int(self.amount.maximum())
        wanted = {
            "add_min": value + min_bet,
            "add_50": value + 50,
            "add_100": value + 100,
            "double": value * 2,
            "clear": low,
        }[name]
        self.amount.setValue(max(low, min(high, wanted)))

    def show_bet_controls(self, shown: bool) -> None:
        """The amount, the chips, Last bet and Bet: only while another hand can be opened."""
        self.amount.setVisible(shown)
        for name in (*self.CHIP_BUTTONS, "last", "bet"):
            self.buttons[name].setVisible(shown)

    def bet_amount(self) -> int:
        return int(self.amount.value())

    def step_amount(self, steps: int) -> None:
        self.amount.stepBy(steps)

    def enable(self, **enabled: bool) -> None:
        for name, on in enabled.items():
            if name in ("less", "more"):  # keys only: they follow the amount box
                continue
            if name == "chips":
                for chip in self.CHIP_BUTTONS:
                    self.buttons[chip].setEnabled(on)
                continue
            self.buttons[name].setEnabled(on)
