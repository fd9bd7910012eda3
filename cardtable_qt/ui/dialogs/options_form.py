"""A form for a game's rule options, built from ``match.option_specs(Options)``.

Each option gets the widget its type asks for (a tick box, a number, a list of choices) with its
label, its default and its one-line explanation under it. The new-game dialog and the settings'
"default rules" page both use it.
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import registry
from ...engine.match import OptionSpec
from ..i18n import translate

# Option names that are about money, shown under "Stakes" rather than "Rules".
STAKE_WORDS = ("bet", "chip", "ante", "stake", "stack", "raise_limit", "buy_in", "bankroll")
SPIN_LIMIT = 1_000_000_000


def games_with_options() -> list[str]:
    """The games whose engine is installed (and so has its ``Options``)."""
    return [g for g in registry.available() if hasattr(registry.load(g), "Options")]


def is_stake(spec: OptionSpec) -> bool:
    return any(word in spec.name for word in STAKE_WORDS)


def _kinds(spec: OptionSpec) -> tuple[Any, ...]:
    if typing.get_origin(spec.kind) in (typing.Union, types.UnionType):
        return typing.get_args(spec.kind)
    return (spec.kind,)


def valid_value(spec: OptionSpec, value: Any) -> bool:
    """Whether ``value`` may stand for this option (used on remembered defaults)."""
    if spec.choices:
        return any(value == c and type(value) is type(c) for c in spec.choices)
    kinds = _kinds(spec)
    if value is None:
        return type(None) in kinds
    if isinstance(value, bool):
        return bool in kinds
    if isinstance(value, int):
        if int not in kinds:
            return False
        if spec.minimum is not None and value < spec.minimum:
            return False
        return spec.maximum is None or value <= spec.maximum
    if isinstance(value, float):
        return float in kinds
    return isinstance(value, str) and str in kinds


def choice_text(value: Any) -> str:
    if value is None:
        return translate("OptionsForm", "Off")
    if value is True:
        return translate("OptionsForm", "Yes")
    if value is False:
        return translate("OptionsForm", "No")
    text = str(value).replace("_", " ")
    return translate("OptionValues", text[:1].upper() + text[1:])


class _Field:
    """One option's widget and how to read and write its value."""

    def __init__(self, widget: QWidget, get: Callable[[], Any], put: Callable[[Any], None]) -> None:
        self.widget = widget
        self.get = get
        self.put = put


def label_gap(widget: QWidget) -> int:
    """The gap between a form's labels and their fields: a word's width in ``widget``'s font, so
    a Thai or Hindi label ending in a tall glyph does not touch the box beside it."""
    return widget.fontMetrics().horizontalAdvance("MM")


class OptionsForm(QWidget):
    """Widgets for ``specs``; ``values()`` gives ``{name: value}`` for every one of them."""

    changed = Signal()

    def __init__(
        self,
        specs: Iterable[OptionSpec],
        values: dict[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.specs = list(specs)
        self._fields: dict[str, _Field] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
        form.setVerticalSpacing(2)
        # A word's width between a label and its field: Thai and Hindi labels end in a tall
        # glyph that otherwise touches the box or the check mark beside it.
        form.setHorizontalSpacing(label_gap(self))
        outer.addLayout(form)
        for spec in self.specs:
            field = self._make_field(spec)
            self._fields[spec.name] = field
            label = QLabel(translate("Options", spec.label))
            label.setBuddy(field.widget)
            tip = translate("Options", spec.help)  # no rule decision code: players never see one
            field.widget.setToolTip(tip)
            label.setToolTip(tip)
            form.addRow(label, field.widget)
            help_label = QLabel(translate("Options", spec.help))
            help_label.setWordWrap(True)
            help_label.setProperty("hint", True)
            help_label.setObjectName(f"help_{spec.name}")
            help_label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            form.addRow("", help_label)
        if not self.specs:
            outer.addWidget(QLabel(self.tr("This game has no rule options.")))
        self.set_values(values or {})

    def _make_field(self, spec: OptionSpec) -> _Field:
        kinds = _kinds(spec)
        if spec.choices:
            combo = QComboBox()
            for choice in spec.choices:
                combo.addItem(choice_text(choice), choice)
            combo.currentIndexChanged.connect(self.changed)

            def put_choice(value: Any) -> None:
                for i, c in enumerate(spec.choices):
                    if c == value and type(c) is type(value):
                        combo.setCurrentIndex(i)

            return _Field(combo, lambda: spec.choices[max(0, combo.currentIndex())], put_choice)
        if bool in kinds:
            box = QCheckBox()
            box.toggled.connect(self.changed)
            return _Field(box, box.isChecked, lambda v: box.setChecked(bool(v)))
        if int in kinds:
            spin = QSpinBox()
            low = spec.minimum if spec.minimum is not None else 0
            high = spec.maximum if spec.maximum is not None else SPIN_LIMIT
            optional = type(None) in kinds
            # An optional number uses the value below its range for "off".
            spin.setRange(low - 1 if optional else low, high)
            if optional:
                spin.setSpecialValueText(translate("OptionsForm", "Off"))
            spin.setAccelerated(True)
            spin.valueChanged.connect(self.changed)

            def get_int() -> int | None:
                if optional and spin.value() == spin.minimum():
                    return None
                return spin.value()

            def put_int(value: Any) -> None:
                spin.setValue(spin.minimum() if value is None else int(value))

            return _Field(spin, get_int, put_int)
        if float in kinds:
            dspin = QDoubleSpinBox()
            dspin.setRange(
                float(spec.minimum) if spec.minimum is not None else 0.0,
                float(spec.maximum) if spec.maximum is not None else float(SPIN_LIMIT),
            )
            dspin.valueChanged.connect(self.changed)
            return _Field(dspin, dspin.value, lambda v: dspin.setValue(float(v)))
        edit = QLineEdit()
        edit.textChanged.connect(self.changed)
        return _Field(edit, edit.text, lambda v: edit.setText(str(v)))

    def widget_for(self, name: str) -> QWidget:
        return self._fields[name].widget

    def values(self) -> dict[str, Any]:
        return {name: field.get() for name, field in self._fields.items()}

    def set_values(self, values: dict[str, Any]) -> None:
        """Defaults first, then every valid value of ``values`` (invalid ones are ignored)."""
        for spec in self.specs:
            value = values.get(spec.name, spec.default)
            if not valid_value(spec, value):
                value = spec.default
            self._fields[spec.name].put(value)

    def reset(self) -> None:
        self.set_values({})
