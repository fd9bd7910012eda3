"""Indian Rummy's table, your cards: selecting, grouping and moving them, by mouse and keys.

``RummySelection`` is a part of ``RummyTable`` (the hand's pile, its ``HandGroups`` model and the
selection are made in ``RummyTable.build_scene``): Group, Ungroup and Auto-arrange; a click or
Enter selects a card, Shift+arrow carries the focused one along the row; a card dragged along
your hand, onto the pile (discard) or the declaration place, and the stock's or pile's top card
dragged into your hand (draw).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QKeyEvent

from ...engine import rummy as rm
from ...engine.cards import Card
from ..table import CARD_W, CardItem
from .rummy_layout import DOWN_AT, HAND_AT, PILE_AT, TABLE_SCALE, hand_order
from .rummy_results import card_name, kind_name


class RummySelection:
    """The arranging and the card handling of ``RummyTable`` (see the module)."""

    # --- arranging -----------------------------------------------------------------------------

    def arrange(self, how: str) -> None:
        """Group, Ungroup or Auto-arrange (the engine's best grouping)."""
        self.scene.animator.finish_all()
        if how == "group":
            chosen = [c for c in self.model.cards() if c in self.selected]
            if len(chosen) < 2:  # as the Group button asks: one card alone is no group
                return
            self.model.make_group(chosen)
            self.selected.clear()
        elif how == "ungroup":
            focus = self.focused_card
            targets = set(self.selected) or (
                {focus.card} if focus is not None and focus.card is not None else set()
            )
            self.model.ungroup(targets)
            self.selected.clear()
        elif how == "auto":
            self.auto_arrange()
        self.hide_reasons()
        self.relayout_hand()

    def auto_arrange(self) -> None:
        view = self.view_state()
        hand = self.model.cards()
        if not hand:
            return
        self.selected.clear()
        if len(hand) == 14:
            found = rm.best_grouping(
                hand, view.wild_rank, winner=True, cover_rule=view.sequences_hold_6_or_7
            )
            if found is not None:
                self.model.set_groups(found.groups, found.scattered)
                self.selected = set(found.scattered)  # the card to lay face down, ready
                self.show_message(
                    self.tr(
                        "Your hand can be declared: %1 goes face down. Press Declare (E)."
                    ).replace("%1", card_name(found.scattered[0]))
                )
                return
        best = rm.best_grouping(hand, view.wild_rank)
        self.model.set_groups(best.groups, hand_order(best.scattered, view.wild_rank))

    def clear_selection(self) -> None:
        """No card selected nor focused (Discard throws the focused card when none is
        selected)."""
        self.selected = set()
        self.set_focused_card(None)
        self.relayout_hand()

    def relayout_hand(self) -> None:
        """Slide your cards to where the arrangement puts them; labels and count follow."""
        for item in self.hand_pile.items:
            item.set_selected(item.card in self.selected)
        self.hand_pile.sort_items()
        self.scene.relayout([self.hand_pile])
        self.scene.animator.call(self._refresh_hand)
        # the buttons follow the selection at once (G right after two clicks works), and again
        # once the cards have settled
        self.update_panel()
        if self.scene.animator.busy:
            self.scene.animator.call(self.update_panel)

    def _item_of(self, card: Card) -> CardItem | None:
        return next((i for i in self.hand_pile.items if i.card == card), None)

    def _discard_choice(self) -> Card | None:
        """The card Discard would throw: the one selected card, else the focused one."""
        if len(self.selected) == 1:
            return next(iter(self.selected))
        focus = self.focused_card
        if focus is not None and focus in self.hand_pile.items and not self.selected:
            return focus.card
        return None

    # --- cards: clicks, keys and drags -----------------------------------------------------------

    def my_cards(self) -> list[CardItem]:
        return list(self.hand_pile.items)

    def card_activated(self, item: CardItem) -> None:
        if item in self.hand_pile.items and item.card is not None:
            if item.card in self.selected:
                self.selected.discard(item.card)
            else:
                self.selected.add(item.card)
            self.relayout_hand()
            return
        phase = self._my_phase()
        if self.stock_backs and item is self.stock_backs[-1] and phase == "draw":
            self.draw("stock")
        elif self.discard.items and item is self.discard.items[-1]:
            if phase == "draw":
                self.draw("discard")
            elif phase == "discard":
                card = self._discard_choice()
                if card is not None:
                    self.discard_card(card)

    def card_focused(self, item: CardItem | None) -> None:
        if item is None or item.card is None or item not in self.hand_pile.items:
            return
        self._focus_said = self._focus_words(item.card)
        # at your discard the prompt says what to do; the groups' labels say where a card is
        if self._my_phase() != "discard":
            self.show_message(self._focus_said)
        self._update_count()
        if self.is_my_turn():
            self.update_panel()

    def _focus_words(self, card: Card) -> str:
        """The focused card and its group: "4♥: group 1 — Pure sequence"."""
        segment = self.model.segment_of(card)
        name = card_name(card)
        if segment is None or segment == self.model.loose_segment:
            return self.tr("%1: not in a group").replace("%1", name)
        group = self.model.groups[segment]
        kind, _english = rm.describe_group(group, self.wild_rank)
        what = kind_name(kind) if kind is not None else self.why_not(group)
        text = self.tr("%1: group %2 — %3").replace("%1", name)
        return text.replace("%2", str(segment + 1)).replace("%3", what)

    def _refresh_focus_words(self) -> None:
        """The focused card's words, while they show, follow its group as it is regrouped
        or carried (they named the group it had when the focus came)."""
        said = self._focus_said
        focus = self.focused_card
        if not said or self.message != said:
            return
        if focus is None or focus.card is None or focus not in self.hand_pile.items:
            return
        words = self._focus_words(focus.card)
        if words != said:
            self._focus_said = words
            self.show_message(words)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Shift+Left/Right carries the focused card along your hand."""
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            key_event: QKeyEvent = event  # type: ignore[assignment]
            shift = key_event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            if shift and key_event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self.shift_focused(-1 if key_event.key() == Qt.Key.Key_Left else 1)
                return True
        return super().eventFilter(watched, event)

    def shift_focused(self, step: int) -> None:
        focus = self.focused_card
        if focus is None or focus.card is None or focus not in self.hand_pile.items:
            return
        self.scene.animator.finish_all()
        self.model.shift(focus.card, step)
        self.hide_reasons()
        self.relayout_hand()

    def _can_drag(self, item: CardItem) -> bool:
        if self.holding or self.scene.animator.busy:
            return False
        if item in self.hand_pile.items:
            return True
        if self._my_phase() != "draw":
            return False
        stock_top = self.stock_backs[-1] if self.stock_backs and self.stock_count else None
        return item is stock_top or (bool(self.discard.items) and item is self.discard.items[-1])

    def region_at(self, point: QPointF) -> str | None:
        """What a dropped card lands on: "hand", "pile", "declare", or None."""
        x, y = point.x() / CARD_W, point.y() / CARD_W
        half_w, half_h = TABLE_SCALE * 0.75, TABLE_SCALE * 0.95
        if abs(x - PILE_AT[0]) <= half_w and abs(y - PILE_AT[1]) <= half_h:
            return "pile"
        if abs(x - DOWN_AT[0]) <= half_w and abs(y - DOWN_AT[1]) <= half_h:
            return "declare"
        if y >= HAND_AT[1] - 1.05:
            return "hand"
        return None

    def _dragging(self, item: CardItem, point: QPointF) -> None:
        self.declare_spot.set_chosen(self.region_at(point) == "declare")

    def _dropped(self, item: CardItem, point: QPointF) -> None:
        region = self.region_at(point)
        self.declare_spot.set_chosen(False)
        phase = self._my_phase()
        if item in self.hand_pile.items and item.card is not None:
            if region == "pile" and phase == "discard":
                self.discard_card(item.card)
            elif region == "declare" and phase == "discard":
                self.declare(item.card)
            elif region == "hand":
                segment, index = self.hand_pile.insertion_at(point.x(), exclude=item)
                self.model.move(item.card, segment, index)
                self.hide_reasons()
                self.relayout_hand()
            else:
                self.relayout_hand()
            return
        # the stock's top card or the pile's: back in place, then drawn if dropped on the hand
        for back, pos, z in self.stock_home:
            back.setPos(pos)
            back.setZValue(z)
        self.scene.snap(self.discard)
        if region == "hand" and phase == "draw":
            self.drop_at = self.hand_pile.insertion_at(point.x())
            self.draw("stock" if item in self.stock_backs else "discard")
