"""The Xì tố action panel: fold, call (with the amount), bet or raise with a slider, re-buy.

Only the controls of the decision at hand are shown; each button carries its shortcut. The
amount of a bet or raise is chosen with the slider, the box beside it, PgDown / PgUp (one ante
less or more), or the presets: Min (Home), ½ pot ([), Pot (]) and Max or All-in (End); Raise
says the total you will have in the round ("Raise to 42"). The panel
knows no rules: the table tells it the legal range and what the buttons should say, and gets
back what was pressed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QLabel, QSizePolicy, QSlider, QSpinBox, QWidget

from ..table.action_panel import PressPanel
from ..table.chips import chip_locale, format_amount
from ..table.words import Words, follow_language


class XitoPanel(PressPanel):
    """Groups: "act" (fold, call, the amount, bet or raise) and "rebuy" (re-buy or sit out)."""

    def __init__(self, press: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(press, parent)
        self._step = 1
        self._pot = 0  # the chips in the middle and bet this round: what ½ pot and Pot mean
        self._base = 0  # what you will have in this round before a raise: Raise to base + N

        button = self.button
        self.amount_label = QLabel(self)
        self.set_amount_label(lambda: self.tr("Bet"))
        self.amount_label.setStyleSheet("color: #f3efe2;")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setObjectName("slider")
        # a wide slider with a big handle, easy to drag: it grows with the window (resizeEvent)
        self.slider.setMinimumWidth(self.SLIDER_MIN)
        self.slider.setMinimumHeight(28)
        self.slider.setStyleSheet(
            "QSlider::groove:horizontal { height: 6px; border-radius: 3px;"
            " background: rgba(255, 255, 255, 70); }"
            " QSlider::sub-page:horizontal { border-radius: 3px; background: #c9a13b; }"
            " QSlider::handle:horizontal { width: 20px; margin: -8px 0; border-radius: 10px;"
            " background: #f4c542; border: 1px solid #7a5a12; }"
        )
        self.slider.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.amount = QSpinBox(self)
        self.amount.setObjectName("amount")
        self.amount.setGroupSeparatorShown(True)
        self.amount.setMinimumWidth(56)
        # no arrows: PgDown / PgUp and the slider step it, and the slider gets the room
        self.amount.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        self.amount.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.amount.setAccelerated(True)
        # the two show one number: moving either moves the other
        self.slider.valueChanged.connect(self._slider_moved)
        self.amount.valueChanged.connect(self._amount_typed)
        act = self.add_group(
            "act",
            [
                button("fold", lambda: self.tr("Fold"), "F"),
                button("call", lambda: self.tr("Call"), "C"),
                self.amount_label,
                button("min", lambda: self.tr("Min"), "Home"),
                self.slider,
                self.amount,
                button("half", lambda: self.tr("½ pot"), "["),
                button("pot", lambda: self.tr("Pot"), "]"),
                button("max", lambda: self.tr("Max"), "End"),
                button("bet", lambda: self.tr("Bet"), "B", primary=True),
                button("raise", lambda: self.tr("Raise"), "R", primary=True),
            ],
        )
        act.layout().setSpacing(6)
        # the presets are small buttons: the row must fit a 1024-pixel window
        for name in ("min", "half", "pot", "max"):
            preset = self.buttons[name]
            preset.setStyleSheet(
                "QPushButton { padding: 1px 8px; min-width: 0px; font-size: 12px; }"
            )
            preset.set_key_below()
            preset.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)
        # one ante less or more: keys only (the presets and the slider take the room)
        self.steps: dict[str, QShortcut] = {}
        for name, key in (("less", "PgDown"), ("more", "PgUp")):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(lambda name=name: self._press_if_open(name))
            self.steps[name] = shortcut
        self.add_group(
            "rebuy",
            [
                button("rebuy", lambda: self.tr("Re-buy"), "R", primary=True),
                button("sit_out", lambda: self.tr("Sit this hand out"), "S"),
            ],
        )

    SLIDER_MIN = 110  # at a 1024-pixel window; wider windows give it more (up to SLIDER_MAX)
    SLIDER_MAX = 300

    # Below this width Fold, Call, Bet and Raise show their keys under their labels: with
    # four-digit amounts ("Raise to 5,000") the row is wider than a 1024-pixel window.
    KEYS_BESIDE_FROM = 1200

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The slider takes a share of any width beyond the smallest window's."""
        extra = max(0, self.width() - 1024)
        self.slider.setMinimumWidth(min(self.SLIDER_MAX, self.SLIDER_MIN + extra // 2))
        narrow = self.width() < self.KEYS_BESIDE_FROM
        for name in ("fold", "call", "bet", "raise"):
            self.buttons[name].set_key_below(narrow)
        super().resizeEvent(event)

    # --- the amount ------------------------------------------------------------------------

    def set_range(self, low: int, high: int, step: int, value: int) -> None:
        """The legal amounts, ``step`` chips a press of PgDown / PgUp (one ante)."""
        self._step = max(1, step)
        for w in (self.slider, self.amount):
            w.blockSignals(True)
        self.slider.setRange(low, high)
        self.slider.setSingleStep(1)
        self.slider.setPageStep(self._step)
        self.amount.setLocale(chip_locale())
        self.amount.setRange(low, high)
        self.amount.setSingleStep(self._step)
        value = max(low, min(high, value))
        self.slider.setValue(value)
        self.amount.setValue(value)
        for w in (self.slider, self.amount):
            w.blockSignals(False)
        tip = (
            self.tr(
                "From %1 to %2 chips (PgDown / PgUp: one ante less or more; Home / End: %1 or %2)"
            )
            .replace("%1", format_amount(low))
            .replace("%2", format_amount(high))
        )
        self.slider.setToolTip(tip)
        self.amount.setToolTip(tip)
        self._amount_changed()

    def set_amount_label(self, words: Words) -> None:
        """What the amount is: a bet (the round's first) or what a raise adds."""
        label = self.amount_label
        follow_language(label, lambda: label.setText(words()))

    def value(self) -> int:
        return int(self.amount.value())

    def set_value(self, value: int) -> None:
        self.amount.setValue(max(self.amount.minimum(), min(self.amount.maximum(), value)))

    def step_value(self, steps: int) -> None:
        """PgDown / PgUp: to the next whole number of antes (11 → 20 → 30 …), within the range."""
        value, step = self.value(), self._step
        if steps > 0:
            target = (value // step + steps) * step
        else:
            target = (-(-value // step) + steps) * step
        self.set_value(target)

    def set_pot(self, pot: int, base: int, all_in: bool) -> None:
        """The pot ½ pot and Pot take, what Raise adds to ("Raise to 42"), and whether the
        largest amount puts in every chip you have (Max reads All-in)."""
        self._pot, self._base = pot, base
        self.buttons["max"].set_base_text(
            (lambda: self.tr("All-in")) if all_in else (lambda: self.tr("Max"))
        )
        self._amount_changed()

    def preset(self, name: str) -> int:
        """The amount a preset button chooses, within the legal range."""
        low, high = int(self.amount.minimum()), int(self.amount.maximum())
        wanted = {"min": low, "max": high, "half": self._pot // 2, "pot": self._pot}[name]
        return max(low, min(high, wanted))

    AMOUNT_BUTTONS = ("min", "half", "pot", "max")

    def show_amount(self, shown: bool) -> None:
        """The amount controls show only when a bet or raise is possible."""
        for w in (self.amount_label, self.slider, self.amount):
            w.setVisible(shown)
        for name in self.AMOUNT_BUTTONS:
            self.buttons[name].setVisible(shown)

    def set_amount_enabled(self, enabled: bool) -> None:
        for w in (self.amount_label, self.slider, self.amount):
            w.setEnabled(enabled)
        for name in self.AMOUNT_BUTTONS:
            self.buttons[name].setEnabled(enabled)

    def _press_if_open(self, name: str) -> None:
        if self.current_group() == "act" and self.slider.isEnabled():
            self._press(name)

    def _slider_moved(self, value: int) -> None:
        if value != self.amount.value():
            self.amount.setValue(value)
        self._amount_changed()

    def _amount_typed(self, value: int) -> None:
        if value != self.slider.value():
            self.slider.blockSignals(True)
            self.slider.setValue(value)
            self.slider.blockSignals(False)
        self._amount_changed()

    def _amount_changed(self) -> None:
        """Bet / Raise say the amount they will put in."""
        amount = format_amount(self.value())
        self.buttons["bet"].set_base_text(self.tr("Bet %1").replace("%1", amount))
        # the total you will have put in this round, as a dealer says it
        total = format_amount(self._base + self.value())
        self.buttons["raise"].set_base_text(self.tr("Raise to %1").replace("%1", total))

    # --- the buttons -----------------------------------------------------------------------

    def enable(self, **enabled: bool) -> None:
        for name, on in enabled.items():
            self.buttons[name].setEnabled(on)
