"""The lesson chooser: the four games, each with its lessons in order and a one-line aim, a tick
on the lessons completed, and "Continue where I stopped"."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import registry
from ...session.models import game_title
from ...tutorial.model import CONTEXT, Lesson, LessonError, load_lessons
from ...tutorial.progress import Progress
from .fit import resize_within_screen

TICK = "✓"
KEY_ROLE = Qt.ItemDataRole.UserRole


class LessonChooser(QDialog):
    lessonChosen = Signal(object)  # the Lesson to play (its game's later lessons follow)

    def __init__(self, progress: Progress, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_chooser")
        self.setWindowTitle(self.tr("Tutorial"))
        self.progress = progress
        self.lessons: dict[str, Lesson] = {}
        self.problems: list[str] = []
        intro = QLabel(
            self.tr(
                "Each lesson is played on the real table: do what the bubble asks, or press "
                "Show me. Choose a lesson and press Start."
            )
        )
        intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("lessons")
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("Lesson"), self.tr("Done"), self.tr("What you learn")])
        self.tree.setRootIsDecorated(True)
        self.tree.itemDoubleClicked.connect(lambda item, _col: self._choose(item))
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.games: dict[str, QTreeWidgetItem] = {}
        for game_id in registry.GAMES:
            top = QTreeWidgetItem([game_title(game_id)])
            top.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(top)
            self.games[game_id] = top
            try:
                lessons = load_lessons(game_id)
            except LessonError as exc:
                self.problems.append(str(exc))
                lessons = []
            if not lessons:
                none = QTreeWidgetItem([self.tr("(no lessons yet)")])
                none.setFlags(Qt.ItemFlag.NoItemFlags)
                top.addChild(none)
            for number, lesson in enumerate(lessons, 1):
                title = QCoreApplication.translate(CONTEXT, lesson.title)
                aim = QCoreApplication.translate(CONTEXT, lesson.aim)
                done = TICK if progress.is_done(lesson.key) else ""
                item = QTreeWidgetItem([f"{number}. {title}", done, aim])
                item.setData(0, KEY_ROLE, lesson.key)
                item.setToolTip(2, aim)
                top.addChild(item)
                self.lessons[lesson.key] = lesson
            top.setExpanded(True)
        self.tree.resizeColumnToContents(0)
        self.tree.resizeColumnToContents(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.start_button = QPushButton(self.tr("Start"), self)
        self.start_button.setObjectName("start_lesson")
        self.start_button.setDefault(True)
        self.continue_button = QPushButton(self.tr("Continue where I stopped"), self)
        self.continue_button.setObjectName("continue_lesson")
        buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.rejected.connect(self.reject)
        self.start_button.clicked.connect(lambda: self._choose(self.tree.currentItem()))
        self.continue_button.clicked.connect(self.continue_lesson)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.tree, 1)
        if progress.problem:
            note = QLabel(progress.problem)
            note.setObjectName("progress_problem")
            note.setWordWrap(True)
            layout.addWidget(note)
        layout.addWidget(buttons)
        resize_within_screen(self, 1040, 580)  # the aims in one line each at the usual sizes
        self._select(self.resume_key())
        self._update_buttons()

    def resume_key(self) -> str | None:
        """The lesson to continue with: the last one started if not done, else the first
        lesson after it not yet done (None: nothing started, or everything done)."""
        last = self.progress.last
        keys = list(self.lessons)
        if last not in self.lessons:
            return None
        if not self.progress.is_done(last):
            return last
        game = last.split("/", 1)[0]
        later = keys[keys.index(last) + 1 :]
        following = [k for k in later if k.startswith(f"{game}/")] + later
        return next((k for k in following if not self.progress.is_done(k)), None)

    def _select(self, key: str | None) -> None:
        if key is None:
            key = next(iter(self.lessons), None)
        item = self.item_for(key) if key is not None else None
        if item is not None:
            self.tree.setCurrentItem(item)

    def item_for(self, key: str) -> QTreeWidgetItem | None:
        for top in self.games.values():
            for i in range(top.childCount()):
                child = top.child(i)
                if child is not None and child.data(0, KEY_ROLE) == key:
                    return child
        return None

    def _update_buttons(self) -> None:
        item = self.tree.currentItem()
        self.start_button.setEnabled(item is not None and item.data(0, KEY_ROLE) in self.lessons)
        self.continue_button.setEnabled(self.resume_key() is not None)

    def _choose(self, item: QTreeWidgetItem | None) -> None:
        key = item.data(0, KEY_ROLE) if item is not None else None
        if key in self.lessons:
            self.accept()
            self.lessonChosen.emit(self.lessons[key])

    def continue_lesson(self) -> None:
        key = self.resume_key()
        if key is not None:
            self.accept()
            self.lessonChosen.emit(self.lessons[key])
