"""The new-game dialog: who sits where, the stakes, the game's rule options and an optional seed.

Seat 1 is you (or an AI player, to watch); the others are AI players, each with a name and a level:
Easy, Standard (the default) or Hard, each described in one line under the seats. Rule options come
from the game's ``Options`` (``match.option_specs``); ``initial`` gives their starting values (the
player's remembered defaults, ``storage.settings.rule_options_for``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QFont, QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import registry
from ...engine.match import OptionSpec, option_specs
from ...session.levels import DEFAULT_LEVEL, LEVELS
from ...session.models import game_title
from ...session.seats import MAX_NAME, SeatConfig, person_name
from ...storage.names import clean_name
from ...storage.settings import DEFAULT_PLAYER_NAME
from ..i18n import translate
from ..plain import plain
from .fit import resize_within_screen
from .options_form import OptionsForm, is_stake, label_gap

# AI players' names, from the country each game comes from.
AI_NAMES: dict[str, tuple[str, ...]] = {
    "pokdeng": ("Somchai", "Malee", "Niran", "Ploy", "Anan", "Kanya", "Chai", "Dao", "Wichai"),
    "guandan": ("Li Wei", "Wang Fang", "Zhang Min", "Chen Jing", "Liu Yang"),
    "xito": ("Minh", "Lan", "Tuấn", "Hoa", "Dũng", "Mai"),
    "rummy": ("Arjun", "Priya", "Ravi", "Meera", "Vikram", "Anjali"),
}
# The AI levels a player can pick: bot name -> (label, what it plays like), weakest first.
# (``random`` is a test bot, not a level: it is not offered.)
AI_LEVELS: dict[str, tuple[Any, Any]] = {
    "easy": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Easy"),
        QT_TRANSLATE_NOOP("NewGameDialog", "a casual player: sensible, with the odd slip"),
    ),
    "basic": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Standard"),
        QT_TRANSLATE_NOOP("NewGameDialog", "a steady, sound player: the usual opponent"),
    ),
    "hard": (
        QT_TRANSLATE_NOOP("NewGameDialog", "Hard"),
        QT_TRANSLATE_NOOP("NewGameDialog", "plans ahead and counts the cards it has seen"),
    ),
}
SEED_MAX = 2**31 - 1


@dataclass(frozen=True)
class NewGameConfig:
    """What the dialog chose: everything ``GameSession`` needs to start."""

    game_id: str
    options: Any
    seats: list[SeatConfig]
    seed: int | None
    allow_undo: bool = True  # the person may take back decisions (flagged in the statistics)


# The same players as their own people write their names, for a table in the game's language
# (a Thai player reads สมชาย, not Somchai). Vietnamese names are already written as at home.
NATIVE_AI_NAMES: dict[tuple[str, str], tuple[str, ...]] = {
    ("pokdeng", "th"): ("สมชาย", "มาลี", "นิรันดร์", "พลอย", "อนันต์", "กันยา", "ชัย", "ดาว", "วิชัย"),
    ("guandan", "zh_CN"): ("李伟", "王芳", "张敏", "陈静", "刘洋"),
    ("rummy", "hi"): ("अर्जुन", "प्रिया", "रवि", "मीरा", "विक्रम", "अंजलि"),
}


def ai_name(game_id: str, index: int, language: str | None = None) -> str:
    """An AI player's name; in the game's own language (``language``, default the app's), the
    name as its people write it."""
    if language is None:
        from ..i18n import current

        language = current().language
    names = NATIVE_AI_NAMES.get((game_id, language)) or AI_NAMES.get(
        game_id, ("Alex", "Sam", "Robin", "Kim", "Lee", "Jo")
    )
    name = names[index % len(names)]
    return name if index < len(names) else f"{name} {index // len(names) + 1}"


def levels_for(game_id: str) -> list[tuple[str, str]]:
    """The AI levels offered for this game: (bot name, label), weakest first. Every game offers
    all three (a level not in this build plays as Standard: ``session.levels``)."""
    return [(bot, AI_LEVELS[bot][0]) for bot in LEVELS if bot in AI_LEVELS]


def level_description(bot: str) -> str:
    """``Easy: a casual player…``: the level's name and what it plays like."""
    label, about = AI_LEVELS[bot]
    return (
        translate("NewGameDialog", "%1: %2")
        .replace("%1", translate("NewGameDialog", label))
        .replace("%2", translate("NewGameDialog", about))
    )


class SeatRow:
    """The widgets of one seat: who (you, or an AI player), name, level."""

    def __init__(self, dialog: NewGameDialog, index: int, player_name: str) -> None:
        self.index = index
        self.shown = True
        self.title = QLabel(dialog.seat_title(index))
        # Only seat 1 may be you (one person at this computer); the others are AI players.
        self.kind = QComboBox()
        self.kind.setObjectName(f"seat_kind_{index}")
        if index == 0:
            self.kind.addItem(translate("NewGameDialog", "You"), "human")
        self.kind.addItem(translate("NewGameDialog", "AI player"), "ai")
        self.kind_label = QLabel(translate("NewGameDialog", "AI player"))
        self.who = QStackedWidget()
        self.who.addWidget(self.kind)
        self.who.addWidget(self.kind_label)
        self.who.setCurrentIndex(0 if index == 0 else 1)
        self.who.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.who.setFixedHeight(self.kind.sizeHint().height())
        self.name = QLineEdit(player_name if index == 0 else ai_name(dialog.game_id, index - 1))
        self.name.setMaxLength(MAX_NAME)
        self.name.setObjectName(f"seat_name_{index}")
        self.level = QComboBox()
        self.level.setObjectName(f"seat_level_{index}")
        for bot, label in dialog.levels:
            self.level.addItem(translate("NewGameDialog", label), bot)
            self.level.setItemData(
                self.level.count() - 1, level_description(bot), Qt.ItemDataRole.ToolTipRole
            )
        self.level.setCurrentIndex(max(0, self.level.findData(DEFAULT_LEVEL)))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._player_name = player_name
        self._ai_name = ai_name(dialog.game_id, max(0, index - 1))
        self._kind_changed()

    def widgets(self) -> list[QWidget]:
        return [self.title, self.who, self.name, self.level]

    @property
    def is_human(self) -> bool:
        return bool(self.kind.currentData() == "human")

    def set_shown(self, shown: bool) -> None:
        self.shown = shown
        for widget in (self.title, self.who, self.name):
            widget.setVisible(shown)
        self.level.setVisible(shown and not self.is_human)

    def _kind_changed(self) -> None:
        self.level.setVisible(self.shown and not self.is_human)
        if self.index == 0:
            # Seat 1 becomes an AI to watch a table of AI players; give it a name of its own.
            wanted, other = (
                (self._player_name, self._ai_name)
                if self.is_human
                else (self._ai_name, self._player_name)
            )
            if self.name.text() in ("", other):
                self.name.setText(wanted)

    def config(self) -> SeatConfig:
        # Pasted text may carry control characters: the seat keeps only what can be shown.
        name = clean_name(self.name.text()) or self.title.text()
        if name == person_name(DEFAULT_PLAYER_NAME):
            name = DEFAULT_PLAYER_NAME  # untouched: shown in whatever language is in use
        if self.is_human:
            return SeatConfig(kind="human", name=name)
        return SeatConfig(kind="ai", name=name, bot=self.level.currentData() or DEFAULT_LEVEL)


class NewGameDialog(QDialog):
    def __init__(
        self,
        game_id: str,
        initial: dict[str, Any] | None = None,
        player_name: str = "You",
        parent: QWidget | None = None,
        *,
        replaces: str | None = None,
    ) -> None:
        super().__init__(parent)
        player_name = person_name(player_name)
        self.game_id = game_id
        self.info = registry.info(game_id)
        self.module = registry.load(game_id)
        self.levels = levels_for(game_id)
        specs = option_specs(self.module.Options)
        self.players_spec: OptionSpec | None = next((s for s in specs if s.name == "players"), None)
        rule_specs = [s for s in specs if s.name != "players"]
        remembered = dict(initial or {})
        self.setWindowTitle(self.tr("New game: %1").replace("%1", game_title(game_id)))
        self.setObjectName("NewGameDialog")
        self.setMinimumSize(820, 600)
        resize_within_screen(self, 940, 700)

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addLayout(self._header())

        columns = QHBoxLayout()
        columns.setSpacing(14)
        layout.addLayout(columns, 1)
        left = QVBoxLayout()
        columns.addLayout(left, 5)
        left.addWidget(self._seats_box(player_name, remembered))
        left.addWidget(self._seed_box())
        left.addStretch(1)

        right_inner = QWidget()
        right = QVBoxLayout(right_inner)
        right.setContentsMargins(0, 0, 6, 0)
        stake_specs = [s for s in rule_specs if is_stake(s)]
        other_specs = [s for s in rule_specs if not is_stake(s)]
        self.stakes_form = OptionsForm(stake_specs, remembered)
        self.rules_form = OptionsForm(other_specs, remembered)
        if stake_specs:
            right.addWidget(self._boxed(self.tr("Stakes"), self.stakes_form))
        right.addWidget(self._boxed(self.tr("Rules"), self.rules_form))
        right.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(right_inner)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        columns.addWidget(scroll, 6)

        if replaces:
            # Starting writes the new game's autosave over the one Continue would resume.
            self.replaces = QLabel(
                self.tr(
                    "Starting a new game replaces the game you could continue (%1). To keep "
                    "that one, cancel, continue it and use Game ▸ Save As."
                ).replace("%1", replaces)
            )
            self.replaces.setObjectName("replaces")
            self.replaces.setWordWrap(True)
            self.replaces.setProperty("hint", True)
            layout.addWidget(self.replaces)
        self.problem = plain(QLabel())
        self.problem.setProperty("notice", True)
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout.addWidget(self.problem)

        bottom = QHBoxLayout()
        self.allow_undo = QCheckBox(self.tr("Allow undo"))
        self.allow_undo.setObjectName("allowUndo")
        self.allow_undo.setChecked(True)
        self.allow_undo.setToolTip(
            self.tr(
                "Lets you take back your last decision (Ctrl+Z) within a hand; the results of "
                "a game where you did are marked in the statistics"
            )
        )
        bottom.addWidget(self.allow_undo)
        self.remember = QCheckBox(self.tr("Remember these rules as my defaults"))
        bottom.addWidget(self.remember)
        bottom.addStretch(1)
        self.reset_button = QPushButton(self.tr("Reset rules"))
        self.reset_button.setToolTip(self.tr("Put every rule option back to the game's default"))
        self.reset_button.clicked.connect(self._reset_rules)
        bottom.addWidget(self.reset_button)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.start_button.setProperty("primary", True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        bottom.addWidget(self.buttons)
        layout.addLayout(bottom)
        self._config: NewGameConfig | None = None

    # --- building -------------------------------------------------------------------------------

    def _header(self) -> QHBoxLayout:
        row = QHBoxLayout()
        native = QLabel(self.info.native_name)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        native.setFont(font)
        row.addWidget(native)
        # Beside the native name, the game's name in the player's language (its English name in
        # English); nothing where that is the native name (ป๊อกเด้ง for a Thai player).
        title = game_title(self.game_id)
        if self.info.native_name != title:
            english = QLabel(title)
            english.setObjectName("gameName")
            efont = QFont(self.font())
            efont.setPointSizeF(efont.pointSizeF() * 1.4)
            english.setFont(efont)
            english.setProperty("hint", True)
            row.addWidget(english, 0, Qt.AlignmentFlag.AlignBottom)
        row.addStretch(1)
        return row

    def _boxed(self, title: str, content: QWidget) -> QGroupBox:
        box = QGroupBox(title)
        inner = QVBoxLayout(box)
        inner.addWidget(content)
        return box

    def seat_title(self, index: int) -> str:
        return self.tr("Seat %1").replace("%1", str(index + 1))

    def _seats_box(self, player_name: str, remembered: dict[str, Any]) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        outer = QVBoxLayout(box)
        count_row = QHBoxLayout()
        count_label = QLabel(self.tr("Seats at the table"))
        self.seat_count = QSpinBox()
        low = self.info.min_players
        high = self.info.max_players
        default = high
        if self.players_spec is not None:
            low = self.players_spec.minimum or low
            high = self.players_spec.maximum or high
            default = self.players_spec.default
        remembered_count = remembered.get("players")
        if isinstance(remembered_count, int) and low <= remembered_count <= high:
            default = remembered_count
        self.seat_count.setRange(low, high)
        self.seat_count.setEnabled(low != high)
        count_label.setBuddy(self.seat_count)
        count_row.setSpacing(label_gap(self))
        count_row.addWidget(count_label)
        count_row.addWidget(self.seat_count)
        count_row.addStretch(1)
        outer.addLayout(count_row)
        if self.players_spec is not None:
            hint = QLabel(QCoreApplication.translate("Options", self.players_spec.help))
            hint.setProperty("hint", True)
            hint.setWordWrap(True)
            outer.addWidget(hint)

        self.seat_grid = QGridLayout()
        self.seat_grid.setHorizontalSpacing(8)
        for column, text in enumerate(("", self.tr("Who"), self.tr("Name"), self.tr("Level"))):
            head = QLabel(text)
            head.setProperty("hint", True)
            self.seat_grid.addWidget(head, 0, column)
        self.seat_grid.setColumnStretch(2, 1)
        outer.addLayout(self.seat_grid)
        self.seat_rows: list[SeatRow] = []
        for index in range(high):
            row = SeatRow(self, index, player_name)
            for column, widget in enumerate(row.widgets()):
                self.seat_grid.addWidget(widget, index + 1, column)
            self.seat_rows.append(row)
        self.seat_count.valueChanged.connect(self._show_seats)
        self.seat_count.setValue(default)
        self._show_seats()
        self.level_notes = QLabel("\n".join(level_description(bot) for bot, _ in self.levels))
        self.level_notes.setObjectName("level_notes")
        self.level_notes.setProperty("hint", True)
        self.level_notes.setWordWrap(True)
        outer.addWidget(self.level_notes)
        note = QLabel(
            self.tr("Play passes to the right (counter-clockwise); seat 1 sits at the bottom.")
        )
        note.setProperty("hint", True)
        note.setWordWrap(True)
        outer.addWidget(note)
        return box

    def _seed_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Deal"))
        row = QHBoxLayout(box)
        label = QLabel(self.tr("Seed"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setObjectName("seed")
        self.seed_edit.setValidator(QIntValidator(0, SEED_MAX, self))
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setToolTip(
            self.tr(
                "The same seed and the same moves give the same deals; leave empty for new ones."
            )
        )
        label.setBuddy(self.seed_edit)
        row.setSpacing(label_gap(self))
        row.addWidget(label)
        row.addWidget(self.seed_edit, 1)
        return box

    def _show_seats(self) -> None:
        count = self.seat_count.value()
        for row in self.seat_rows:
            row.set_shown(row.index < count)

    def _reset_rules(self) -> None:
        self.stakes_form.reset()
        self.rules_form.reset()

    # --- result ---------------------------------------------------------------------------------

    def rule_values(self) -> dict[str, Any]:
        """The rule options chosen (not the seat count)."""
        return {**self.stakes_form.values(), **self.rules_form.values()}

    def seats(self) -> list[SeatConfig]:
        return [row.config() for row in self.seat_rows[: self.seat_count.value()]]

    def seed(self) -> int | None:
        text = self.seed_edit.text().strip()
        return int(text) if text else None

    def build_config(self) -> NewGameConfig:
        """The chosen game; ValueError (in words) when the options do not go together."""
        values = self.rule_values()
        values["players"] = self.seat_count.value()
        try:
            options = dataclasses.replace(self.module.Options(), **values)
        except (TypeError, ValueError) as exc:
            raise ValueError(str(exc)) from None
        return NewGameConfig(
            self.game_id, options, self.seats(), self.seed(), self.allow_undo.isChecked()
        )

    def config(self) -> NewGameConfig:
        if self._config is None:
            self._config = self.build_config()
        return self._config

    def accept(self) -> None:
        try:
            self._config = self.build_config()
        except ValueError as exc:
            self.problem.setText(
                self.tr("These options do not go together: %1").replace("%1", str(exc))
            )
            self.problem.show()
            return
        super().accept()
