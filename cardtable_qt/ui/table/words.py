"""Words a table's controls keep, put in the language in use again when it changes.

A control whose words are set once (a panel's Fold, a table's Undo) remembers how to make them: a
small callable over a literal ``self.tr("...")`` (so ``lupdate`` still finds the text), asked at
once and again on every language change. The table asks all of them (``retranslate_words``) in
its ``retranslate``, before it re-renders from the state what depends on the game, so a word the
state sets (Bet or Raise by, Call 20) has the last say.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt

Words = Callable[[], str]  # how a control makes its words: ``lambda: self.tr("Fold")``


class LanguageFollower(QObject):
    """A child of the widget whose words ``apply`` (re)sets, found by ``retranslate_words``."""

    def __init__(self, parent: QObject, apply: Callable[[], None]) -> None:
        super().__init__(parent)
        self._apply = apply

    def apply(self) -> None:
        self._apply()

    def replace(self, apply: Callable[[], None]) -> None:
        self._apply = apply


def follow_language(widget: QObject, apply: Callable[[], None]) -> None:
    """Set ``widget``'s words with ``apply`` now and after every language change (in place of
    how they were made before: a label that reads Bet, then Raise by)."""
    apply()
    follower = widget.findChild(LanguageFollower, "", Qt.FindChildOption.FindDirectChildrenOnly)
    if follower is not None:
        follower.replace(apply)
    else:
        LanguageFollower(widget, apply)


def retranslate_words(root: QObject) -> None:
    """Ask every control under ``root`` (``root`` too) to make its words again."""
    followers = root.findChildren(LanguageFollower)
    for follower in followers:
        follower.apply()
