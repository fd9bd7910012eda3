"""Guandan's table, choosing cards: your hand's selection, its order, Show plays, the keys.

``GuandanSelection`` is a part of ``GuandanTable``. A click toggles a card, dragging across
the fan sets every card passed over the same way, and the keyboard does the same (←/→ move the
ring, ↑ picks a card, ↓ puts it back, Shift+←/→ picks while moving); a Shift- or Ctrl-click, or
a double-click, takes every copy of a rank. Arrange (理牌, A) groups the hand into bombs,
straight flushes, runs, triples and pairs, and Show plays (W, and Space when following)
selects the plays you can make, cheapest first, one after another (T shows the last trick:
``guandan_aids``). The selection names itself above your hand, and the panel's Play, Pay and
Return follow what it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from ...engine import guandan as gd
from ...engine.cards import Card
from ...game_words import chinese_aside
from ..table import CARD_W, CardItem, TagItem
from .guandan_arrange import arrange, cheapest_first
from .guandan_layout import ARRANGED_GAP, GROUP_TAG_Y, LABELLED_GROUPS, RANK_GAP
from .guandan_words import KIND_CHINESE


class GuandanSelection:
    """The selection and keys of ``GuandanTable`` (see the module)."""

    # --- choosing cards ---------------------------------------------------------------------------

    def selected_items(self) -> list[CardItem]:
        return [i for i in self.hand.items if i.selected]

    def selected_cards(self) -> list[Card]:
        return [i.card for i in self.selected_items() if i.card is not None]

    def _select_only(self, items: Sequence[CardItem]) -> None:
        chosen = set(items)
        for item in self.hand.items:
            if item.selected != (item in chosen):
                item.set_selected(item in chosen)
                self.hand.place(item)
        self._refresh_selection()

    def clear_selection(self) -> None:
        """No card selected, and no reading the Hint forced on the cards either."""
        self.hinted = None
        self._select_only([])

    def _copies_of(self, item: CardItem) -> list[CardItem]:
        """The cards a Shift/Ctrl-click or a double-click on ``item`` takes: its rank's
        copies (the wild hearts only with a wild heart: they are kept for where you need them)."""
        card = item.card
        if card is None or not self.selector.enabled:
            return [item]
        wild = gd.combo.is_wild(card, self.level)
        return [
            i
            for i in self.hand.items
            if i.card is not None
            and i.card.rank == card.rank
            and gd.combo.is_wild(i.card, self.level) == wild
        ]

    def _on_picked(self, items: list[CardItem]) -> None:
        """Cards toggled by a click or a drag."""
        for item in items:
            self.hand.place(item)
        if items:
            self._set_focus(items[-1])
            self.rank_hint_seen()
        self.hinted = None
        self._refresh_selection()

    def legal_readings(self, cards: Sequence[Card]) -> list[gd.Combo]:
        """The readings of ``cards`` you may play now (all of them when you lead)."""
        view = self.view_state()
        if view.phase != "play" or not cards or len(cards) > 10:
            return []
        readings = gd.readings(list(cards), view.level)
        if view.to_beat is None:
            return readings
        return [r for r in readings if gd.beats(r, view.to_beat)]

    def selection_verdict(self) -> tuple[str, str, list[gd.Combo]]:
        """What the selection is: (words, tone, the readings you may play now)."""
        cards = self.selected_cards()
        view = self.view_state()
        if not cards:
            return "", "info", []
        if view.phase in ("tribute", "return"):
            return self._tribute_verdict(cards, view)
        if view.phase != "play":
            return "", "info", []
        readings = gd.readings(cards, view.level) if len(cards) <= 10 else []
        if not readings:
            return self.tr("not a combination"), "lose", []
        mine = self.session.is_human_turn()
        legal = self.legal_readings(cards) if mine else []
        if self.hinted is not None and set(self.hinted.cards) == set(cards):
            legal = [self.hinted]
        if legal:
            text = self.combo_name(legal[0])
            if len(legal) == 2:
                text += " " + self.tr("(or 1 other reading: you choose)")
            elif len(legal) > 2:
                text += " " + self.tr("(or %1 other readings: you choose)").replace(
                    "%1", str(len(legal) - 1)
                )
            verb = self.tr("lead it") if view.to_beat is None else self.tr("beats")
            return f"{text} — {verb}", "win", legal
        text = self.combo_name(readings[0])
        if not mine or view.to_beat is None:
            return text, "info", []
        return (
            f"{text} — " + self.tr("does not beat %1").replace("%1", self.combo_name(view.to_beat)),
            "lose",
            [],
        )

    def _tribute_verdict(
        self, cards: Sequence[Card], view: gd.GuandanView
    ) -> tuple[str, str, list[gd.Combo]]:
        if not self.session.is_human_turn():
            return "", "info", []
        allowed = {
            a.card.face
            for a in self.session.legal_actions()
            if isinstance(a, (gd.PayTribute, gd.ReturnTribute))
        }
        if len(cards) != 1:
            return self.tr("choose one card"), "lose", []
        card = cards[0]
        if card.face not in allowed:
            if view.phase == "tribute":
                return (
                    self.tr("%1 is not your highest card").replace("%1", self.card_text(card)),
                    "lose",
                    [],
                )
            return self.tr("%1 may not be returned").replace("%1", self.card_text(card)), "lose", []
        if view.phase == "tribute":
            return self.tr("Pay %1 as tribute").replace("%1", self.card_text(card)), "win", []
        return self.tr("Return %1").replace("%1", self.card_text(card)), "win", []

    def result_held(self) -> None:
        """The hand's sheet holds the table: Sort and Arrange go off (``_refresh_selection``)."""
        self._refresh_selection()

    def _refresh_selection(self) -> None:
        text, tone, legal = self.selection_verdict()
        tag = self.selection_tag
        if text:
            tag.set_text(text, self.plays_position(), tone)
            tag.setVisible(True)
            self.rank_hint_seen()  # the selection's name takes the place of the note
        else:
            tag.setVisible(False)
        panel = self.gd_panel
        view = self.view_state()
        mine = self.is_my_turn()
        panel.enable(
            play=mine and bool(legal),
            **{"pass": mine and view.phase == "play" and view.to_beat is not None},
            pay=mine and view.phase == "tribute" and tone == "win",
            give_back=mine and view.phase == "return" and tone == "win",
            clear=bool(self.selected_cards()),
            clear_tribute=bool(self.selected_cards()),
            clear_return=bool(self.selected_cards()),
            # out of the hand (or not dealt yet): nothing to order; on a hand's result sheet
            # the cards left are the finished hand's (the Hint's rule, ``held_on_result``)
            sort=bool(self.hand.items) and not self.held_on_result,
            arrange=bool(self.hand.items) and not self.held_on_result,
        )

    def plays_in_order(self) -> list[tuple[list[Card], Any]]:
        """What Show plays steps through: (cards, reading) of each play you can make now,
        cheapest first (``guandan_arrange.cost``), or each card you may pay or return."""
        view = self.view_state()
        legal = self.session.legal_actions()
        if view.phase == "play":
            plays = [a.combo for a in legal if isinstance(a, gd.Play)]
            return [(list(c.cards), c) for c in cheapest_first(plays, view.hand, view.level)]
        return [([a.card], None) for a in legal if isinstance(a, (gd.PayTribute, gd.ReturnTribute))]

    def show_plays(self) -> None:
        """Show plays (W; Space when following): the next of ``plays_in_order`` after the last
        one shown, selected in your hand and named above it with its place in the list (H is
        the shared Hint: ``hint_targets``)."""
        view = self.view_state()
        key = (view.phase, view.to_beat, view.hand)
        if key != self.hint_key:
            self.hint_key, self.hint_at = key, -1
            self.plays_shown = self.plays_in_order()
        options = self.plays_shown
        if not options:
            self.show_message(self.tr("Nothing in your hand beats it: pass."))
            return
        self.hint_at = (self.hint_at + 1) % len(options)
        cards, combo = options[self.hint_at]
        by_card = {i.card: i for i in self.hand.items}
        self.hinted = combo  # the reading to play, whatever else the cards could be
        self._select_only([by_card[c] for c in cards if c in by_card])

    def plays_position(self) -> str:
        """Under the selection while it is one Show plays chose: "2 of 9 · Space: next"."""
        if self.hint_at < 0 or not self.plays_shown:
            return ""
        cards, _combo = self.plays_shown[self.hint_at % len(self.plays_shown)]
        if set(cards) != set(self.selected_cards()):
            return ""
        view = self.view_state()
        key = self.tr("Space") if view.phase == "play" and view.to_beat is not None else "W"
        return (
            self.tr("play %1 of %2, cheapest first · %3: next")
            .replace("%1", str(self.hint_at + 1))
            .replace("%2", str(len(self.plays_shown)))
            .replace("%3", key)
        )

    def toggle_sort(self) -> None:
        self.by_suit = not self.by_suit
        self.arranged = None  # the order asked for, not the groups
        self._reorder()

    def toggle_arrange(self) -> None:
        """Arrange (理牌): the hand in its groups, each kept together (``guandan_arrange``);
        pressed again, back to the order of the sort toggle."""
        if self.arranged is not None:
            self.arranged = None
        else:
            cards = [i.card for i in self.hand.items if i.card is not None]
            groups = arrange(cards, self.level)
            self.arranged = {
                card: (g, n) for g, group in enumerate(groups) for n, card in enumerate(group.cards)
            }
            self.arranged_groups = [(group.kind, len(group.cards)) for group in groups]
        self._reorder()

    def _reorder(self) -> None:
        self.scene.animator.finish_all()
        # arranged, the groups stand further apart than the ranks of a sorted hand
        self.hand.gap = ARRANGED_GAP if self.arranged is not None else RANK_GAP
        self.hand.items.sort(key=self._item_key)
        self.scene.relayout([self.hand])
        self.gd_panel.set_sort_label(self.by_suit)
        self.gd_panel.set_arrange_label(self.arranged is not None)
        self._label_groups()

    def _label_groups(self) -> None:
        """Under an arranged hand, the name of each run and bomb still whole (a play that
        took a card from it leaves it unnamed)."""
        for tag in self.group_tags:
            if tag.scene() is self.scene:
                self.scene.removeItem(tag)
        self.group_tags = []
        if self.arranged is None:
            return
        members: dict[int, list[int]] = {}
        for n, item in enumerate(self.hand.items):
            if item.card is not None and item.card in self.arranged:
                members.setdefault(self.arranged[item.card][0], []).append(n)
        slots = self.hand.slots()
        for group, places in members.items():
            kind, size = self.arranged_groups[group]
            if kind not in LABELLED_GROUPS or len(places) != size:
                continue
            xs = [slots[n].pos.x() for n in places]
            native = chinese_aside(KIND_CHINESE[kind])
            tag = TagItem(self.group_name(kind), native, "pok", size=0.62)
            tag.setPos((min(xs) + max(xs)) / 2, GROUP_TAG_Y * CARD_W)
            tag.setZValue(640)
            self.scene.addItem(tag)
            self.group_tags.append(tag)

    # --- keyboard over your cards --------------------------------------------------------------

    def my_cards(self) -> list[CardItem]:
        return list(self.hand.items)

    def hint_clear_of(self) -> list[QGraphicsItem]:
        return [self.selection_tag]  # the name of the cards the Hint selects

    def move_focus(self, step: int) -> None:
        super().move_focus(step)
        shift = QGuiApplication.keyboardModifiers() & Qt.KeyboardModifier.ShiftModifier
        focus = self.focused_card
        if shift and focus is not None and focus in self.hand.items and self.selector.enabled:
            self._pick(focus, True)

    def _pick(self, item: CardItem, selected: bool) -> None:
        if item.selected != selected:
            item.set_selected(selected)
            self.hand.place(item)
            self.hinted = None
            self._refresh_selection()

    def _space_shows_plays(self) -> bool:
        """Space is Show plays when you follow a trick (nothing animating, no chooser open);
        otherwise it finishes the animations and goes on from a result, as on every table."""
        if self.choices or not self.is_my_turn():
            return False
        view = self.view_state()
        return view.phase == "play" and view.to_beat is not None

    def activate_focus(self) -> None:
        """Enter when it has nothing to play: say how the keys choose cards (Enter never picks a
        card, so it cannot play a selection you were still making)."""
        if self.hand.items:
            self.show_message(
                self.tr("←/→ move over your cards, ↑ picks one, ↓ puts it back; Enter plays.")
            )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            key = event.key()
            plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
            if key == Qt.Key.Key_T and plain and self.settings.guandan_last_trick:
                if not event.isAutoRepeat():
                    self.toggle_last_trick()  # the last trick, shown or hidden (table aids)
                return True
            if key == Qt.Key.Key_Space and not event.isAutoRepeat() and self._space_shows_plays():
                self.show_plays()
                return True
            if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                focus = self.focused_card
                if focus is None or focus not in self.hand.items:
                    self._move_card_focus(1)
                    focus = self.focused_card
                if focus is not None and self.selector.enabled:
                    self._pick(focus, key == Qt.Key.Key_Up)
                return True
        return super().eventFilter(watched, event)
