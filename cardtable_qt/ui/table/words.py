"""Words a table's controls keep, put in the language in use again when it changes.

A control whose words are set once (a panel's Fold, a table's Undo, the Discard pile tag on the
felt) remembers how to make them: a small callable over a literal ``self.tr("...")`` (so
``lupdate`` still finds the text), asked at once and again on every language change. The table
asks all of them (``retranslate_words``) in its ``retranslate``, before it re-renders from the
state what depends on the game, so a word the state sets (Bet or Raise by, Call 20) has the last
say.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt

Words = Callable[[], str]  # how a control makes its words: ``lambda: self.tr("Fold")``


class LanguageFollower(QObject):
    """How ``target``'s words are made; a child of the object that owns them, so that
    ``retranslate_words`` over the owner finds it."""

    def __init__(self, owner: QObject, target: QObject, apply: Callable[[], None]) -> None:
        super().__init__(owner)
        self.target = target
        self._apply = apply

    def apply(self) -> None:
        self._apply()

    def replace(self, apply: Callable[[], None]) -> None:
        self._apply = apply


def follow_language(
    target: QObject, apply: Callable[[], None], owner: QObject | None = None
) -> None:
    """Set ``target``'s words with ``apply`` now and after every language change, in place of
    how they were made before (a label that reads Bet, then Raise by).

    ``owner`` keeps the follower when ``target`` is no child of the table: an item on the felt
    (a ``QGraphicsObject`` has no parent object), owned by its table.
    """
    apply()
    owner = target if owner is None else owner
    for follower in owner.findChildren(
        LanguageFollower, "", Qt.FindChildOption.FindDirectChildrenOnly
    ):
        if follower.target is target:
            follower.replace(apply)
            return
    LanguageFollower(owner, target, apply)


def retranslate_words(root: QObject) -> None:
    """Ask every control under ``root`` to make its words again."""
    for follower in root.findChildren(LanguageFollower):
        follower.apply()
