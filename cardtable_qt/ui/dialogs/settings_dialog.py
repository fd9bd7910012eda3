"""The Settings dialog: name and language, how the table looks and moves, default rules per game.

It edits a copy of the player's ``Settings``; ``result_settings()`` gives the new values and the
main window saves and applies them.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import match
from ...engine.cards import parse_cards
from ...session.models import game_label, game_title
from ...session.seats import person_name
from ...storage.names import clean_name
from ...storage.settings import (
    AI_PACE_MAX_MS,
    ANIMATION_SPEEDS,
    CARD_BACKS,
    DEFAULT_PLAYER_NAME,
    FACE_STYLES,
    PLAYER_NAME_MAX,
    RESULT_CONTINUE_MAX_S,
    Settings,
    remember_rule_options,
    rule_options_for,
)
from .. import DEFAULT_FELT
from ..i18n import available_languages, known_language, language_name
from .options_form import OptionsForm, games_with_options, label_gap

# Felt colours offered with one click (any other through "Other colour…").
FELT_PRESETS: tuple[tuple[Any, str], ...] = (
    (QT_TRANSLATE_NOOP("SettingsDialog", "Green felt"), DEFAULT_FELT),
    (QT_TRANSLATE_NOOP("SettingsDialog", "Deep blue"), "#1d4a6b"),
    (QT_TRANSLATE_NOOP("SettingsDialog", "Burgundy"), "#6b1d2e"),
    (QT_TRANSLATE_NOOP("SettingsDialog", "Teal"), "#146b66"),
    (QT_TRANSLATE_NOOP("SettingsDialog", "Slate"), "#3b4a52"),
)
PREVIEW_CARDS = "AS KH 10D QC RJ"
PACE_STEP_MS = 100


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.setObjectName("SettingsDialog")
        self.setMinimumSize(680, 600)
        self._original = settings
        self._colour = settings.table_colour
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)
        self.tabs.addTab(self._general_page(settings), self.tr("General"))
        self.tabs.addTab(self._table_page(settings), self.tr("Table"))
        self.tabs.addTab(self._rules_page(settings), self.tr("Default rules"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setProperty("primary", True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._update_preview()

    # --- pages ----------------------------------------------------------------------------------

    def _general_page(self, settings: Settings) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.setHorizontalSpacing(label_gap(page))
        self.name_edit = QLineEdit(person_name(settings.player_name))
        self.name_edit.setMaxLength(PLAYER_NAME_MAX)
        self.name_edit.setObjectName("player_name")
        form.addRow(self.tr("Your name"), self.name_edit)
        self.language = QComboBox()
        self.language.setObjectName("language")
        codes = available_languages()
        chosen = known_language(settings.language) or settings.language
        if chosen not in codes:
            codes.append(chosen)
        for code in codes:
            self.language.addItem(language_name(code), code)
        self.language.setCurrentIndex(max(0, codes.index(chosen)))
        form.addRow(self.tr("Language"), self.language)
        note = QLabel(self.tr("A new language is used at once, and from then on."))
        note.setWordWrap(True)
        note.setProperty("hint", True)
        form.addRow("", note)
        return page

    def _table_page(self, settings: Settings) -> QWidget:
        page = QWidget()
        form = QFormLayout(page)
        form.setHorizontalSpacing(label_gap(page))
        self.animation = QComboBox()
        self.animation.setObjectName("animation_speed")
        speed_names = {
            "off": self.tr("Off (no movement)"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in ANIMATION_SPEEDS:
            self.animation.addItem(speed_names.get(speed, speed), speed)
        self.animation.setCurrentIndex(ANIMATION_SPEEDS.index(settings.animation_speed))
        form.addRow(self.tr("Animation speed"), self.animation)

        pace_row = QHBoxLayout()
        self.pace = QSlider(Qt.Orientation.Horizontal)
        self.pace.setObjectName("ai_pace")
        self.pace.setRange(0, AI_PACE_MAX_MS // PACE_STEP_MS)
        self.pace.setPageStep(5)
        self.pace.setValue(settings.ai_pace_ms // PACE_STEP_MS)
        self.pace_label = QLabel()
        self.pace_label.setMinimumWidth(70)
        self.pace.valueChanged.connect(self._show_pace)
        pace_row.addWidget(self.pace, 1)
        pace_row.addWidget(self.pace_label)
        form.addRow(self.tr("AI players wait"), pace_row)
        self._show_pace()

        # 0 (the default): a hand's result stays until you go on; a demo goes on by itself
        self.result_continue = QSpinBox()
        self.result_continue.setObjectName("result_continue")
        self.result_continue.setRange(0, RESULT_CONTINUE_MAX_S)
        self.result_continue.setSuffix(self.tr(" s"))
        self.result_continue.setSpecialValueText(self.tr("Until I go on"))
        self.result_continue.setValue(settings.result_continue_s)
        self.result_continue.setToolTip(
            self.tr(
                "How long the result of a hand stays on the table before the next one starts "
                "by itself. Next, Space or a click goes on at any time."
            )
        )
        form.addRow(self.tr("Results stay"), self.result_continue)

        self.face_style = QComboBox()
        self.face_style.setObjectName("face_style")
        face_names = {
            "standard": self.tr("Standard (red and black)"),
            "four_colour": self.tr("Four colours"),
        }
        for style in FACE_STYLES:
            self.face_style.addItem(face_names.get(style, style), style)
        self.face_style.setCurrentIndex(FACE_STYLES.index(settings.face_style))
        form.addRow(self.tr("Card faces"), self.face_style)
        self.card_back = QComboBox()
        self.card_back.setObjectName("card_back")
        back_names = {"blue": self.tr("Blue"), "red": self.tr("Red")}
        for back in CARD_BACKS:
            self.card_back.addItem(back_names.get(back, back), back)
        self.card_back.setCurrentIndex(CARD_BACKS.index(settings.card_back))
        form.addRow(self.tr("Card back"), self.card_back)
        self.preview = QLabel()
        self.preview.setObjectName("card_preview")
        self.preview.setMinimumHeight(96)
        form.addRow("", self.preview)
        self.face_style.currentIndexChanged.connect(self._update_preview)
        self.card_back.currentIndexChanged.connect(self._update_preview)

        colours = QHBoxLayout()
        self.swatch = QLabel()
        self.swatch.setFixedSize(44, 26)
        colours.addWidget(self.swatch)
        self.preset_buttons: list[QPushButton] = []
        for name, colour in FELT_PRESETS:
            button = QPushButton()
            button.setFixedSize(30, 26)
            button.setToolTip(self.tr(name))
            button.setStyleSheet(
                f"QPushButton {{ background: {colour}; border: 1px solid #000; padding: 0; }}"
            )
            button.clicked.connect(lambda _=False, c=colour: self.set_table_colour(c))
            colours.addWidget(button)
            self.preset_buttons.append(button)
        other = QPushButton(self.tr("Other colour…"))
        other.clicked.connect(self._choose_colour)
        colours.addWidget(other)
        colours.addStretch(1)
        form.addRow(self.tr("Table colour"), colours)
        self.set_table_colour(settings.table_colour)
        form.addRow(self._aids_group(settings))
        return page

    def _aids_group(self, settings: Settings) -> QGroupBox:
        """Table aids: help at the table that changes no rule (Guandan's for now)."""
        group = QGroupBox(self.tr("Table aids"))
        group.setObjectName("table_aids")
        column = QVBoxLayout(group)
        self.guandan_counter = QCheckBox(self.tr("Guandan: card counter 记牌器"))
        self.guandan_counter.setObjectName("guandan_card_counter")
        self.guandan_counter.setToolTip(
            self.tr("How many of each rank you have not seen yet, from your hand and the plays")
        )
        self.guandan_counter.setChecked(settings.guandan_card_counter)
        column.addWidget(self.guandan_counter)
        self.guandan_last_trick = QCheckBox(self.tr("Guandan: last-trick button (T)"))
        self.guandan_last_trick.setObjectName("guandan_last_trick")
        self.guandan_last_trick.setChecked(settings.guandan_last_trick)
        column.addWidget(self.guandan_last_trick)
        return group

    def _rules_page(self, settings: Settings) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        intro = QLabel(
            self.tr(
                "The rules a new game starts with. You can still change them in the new-game "
                "dialog."
            )
        )
        intro.setWordWrap(True)
        intro.setProperty("hint", True)
        layout.addWidget(intro)
        top = QHBoxLayout()
        self.rules_game = QComboBox()
        self.rules_game.setObjectName("rules_game")
        top.addWidget(self.rules_game, 1)
        reset = QPushButton(self.tr("Reset to the game's defaults"))
        reset.clicked.connect(self._reset_rules)
        top.addWidget(reset)
        layout.addLayout(top)
        self.rules_stack = QStackedWidget()
        layout.addWidget(self.rules_stack, 1)
        self.rule_forms: dict[str, OptionsForm] = {}
        self._start_options: dict[str, Any] = {}
        for game_id in games_with_options():
            options = rule_options_for(settings, game_id)
            self._start_options[game_id] = options
            specs = [s for s in match.option_specs(type(options)) if s.name != "players"]
            form = OptionsForm(specs, match.options_to_dict(options))
            self.rule_forms[game_id] = form
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QScrollArea.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            holder = QWidget()
            inner = QVBoxLayout(holder)
            inner.setContentsMargins(0, 0, 8, 0)
            inner.addWidget(form)
            inner.addStretch(1)
            scroll.setWidget(holder)
            self.rules_stack.addWidget(scroll)
            self.rules_game.addItem(game_label(game_id), game_id)
        if not self.rule_forms:
            self.rules_stack.addWidget(QLabel(self.tr("No game is installed.")))
        self.rules_game.currentIndexChanged.connect(self.rules_stack.setCurrentIndex)
        self.rules_problem = QLabel()
        self.rules_problem.setProperty("notice", True)
        self.rules_problem.setWordWrap(True)
        self.rules_problem.hide()
        layout.addWidget(self.rules_problem)
        return page

    # --- behaviour ------------------------------------------------------------------------------

    def _show_pace(self) -> None:
        ms = self.pace.value() * PACE_STEP_MS
        self.pace_label.setText(self.tr("%1 s").replace("%1", f"{ms / 1000:.1f}"))

    def set_table_colour(self, colour: str) -> None:
        if not QColor(colour).isValid():
            return
        self._colour = QColor(colour).name()
        self.swatch.setStyleSheet(
            f"background: {self._colour}; border: 1px solid #000; border-radius: 4px;"
        )
        self.swatch.setToolTip(self._colour)

    def table_colour(self) -> str:
        return self._colour

    def _choose_colour(self) -> None:
        chosen = QColorDialog.getColor(QColor(self._colour), self, self.tr("Table colour"))
        if chosen.isValid():
            self.set_table_colour(chosen.name())

    def _reset_rules(self) -> None:
        form = self.rule_forms.get(self.rules_game.currentData())
        if form is not None:
            form.reset()

    def _update_preview(self) -> None:
        try:
            from ..card_art import CardArt
        except ImportError:  # the card art is not installed: no preview, nothing else lost
            self.preview.setText(self.tr("(card preview unavailable)"))
            return
        art = CardArt(self.face_style.currentData(), self.card_back.currentData())
        dpr = self.devicePixelRatioF()
        width = 62
        height = round(width * 1.4)
        cards: list[Any] = [*parse_cards(PREVIEW_CARDS), None]
        strip = QPixmap(round((width + 8) * len(cards) * dpr), round(height * dpr))
        strip.setDevicePixelRatio(dpr)
        strip.fill(Qt.GlobalColor.transparent)
        painter = QPainter(strip)
        for i, card in enumerate(cards):
            painter.drawPixmap(i * (width + 8), 0, art.pixmap(card, width, dpr))
        painter.end()
        self.preview.setPixmap(strip)

    def result_settings(self) -> Settings:
        """A new ``Settings`` with the dialog's values (the original is left unchanged).

        ValueError (in words) when a game's default rules do not go together.
        """
        chosen = copy.deepcopy(self._original)
        # Pasted text may carry control characters: only what can be shown and saved is kept.
        name = clean_name(self.name_edit.text())[:PLAYER_NAME_MAX].strip()
        if name:
            # the default left as shown (in this language) stays the default, for every language
            chosen.player_name = (
                DEFAULT_PLAYER_NAME if name == person_name(DEFAULT_PLAYER_NAME) else name
            )
        chosen.language = self.language.currentData()
        chosen.animation_speed = self.animation.currentData()
        chosen.ai_pace_ms = self.pace.value() * PACE_STEP_MS
        chosen.result_continue_s = self.result_continue.value()
        chosen.face_style = self.face_style.currentData()
        chosen.card_back = self.card_back.currentData()
        chosen.table_colour = self._colour
        chosen.guandan_card_counter = self.guandan_counter.isChecked()
        chosen.guandan_last_trick = self.guandan_last_trick.isChecked()
        for game_id, form in self.rule_forms.items():
            start = self._start_options[game_id]
            try:
                options = dataclasses.replace(start, **form.values())
            except (TypeError, ValueError) as exc:
                name = game_title(game_id)
                raise ValueError(f"{name}: {exc}") from None
            if options != start:
                remember_rule_options(chosen, game_id, options)
        return chosen

    def accept(self) -> None:
        try:
            self.result_settings()  # only to check the rules go together
        except ValueError as exc:
            self.rules_problem.setText(
                self.tr("These rules do not go together: %1").replace("%1", str(exc))
            )
            self.rules_problem.show()
            self.tabs.setCurrentIndex(2)
            return
        super().accept()
