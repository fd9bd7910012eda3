"""Indian Rummy's table, its events: each engine event queued as animations on the table.

``RummyEvents`` is a part of ``RummyTable`` (its piles, tags, plates and the numbers it shows are
made in ``RummyTable.build_scene``): the deal card by card round the table and the wild card
turned, draws from the stock or the pile, discards, packs, the stock made again from the pile,
a declaration laid out above the middle row with its groups named, and the deal's scoring (the
sheet it ends on is ``rummy_sheet``'s).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF

from ...engine import rummy as rm
from ...engine.cards import Card
from ...engine.match import HandOver
from ...game_words import hindi_aside
from ..table import CARD_ASPECT, CARD_W, CardItem, Pile
from ..table.animator import Motion
from ..table.note import NoteItem
from ..table.scene import FLYING_Z
from .rummy_layout import DEAL_GAP_MS, SHOW_AT, hand_order
from .rummy_results import DECLARE, TONE_OF_KIND, DealEnd, kind_name


def _remover(scene: Any, item: CardItem) -> Callable[[], None]:
    return lambda: scene.discard(item)


class RummyEvents:
    """The event handlers of ``RummyTable`` (see the module)."""

    # --- the events --------------------------------------------------------------------------

    def play_events(self, events: list[Any]) -> None:
        """A batch that ends a deal and deals the next is cut before the next deal: those
        events wait (``held``) until the person goes on from the deal's sheet, and so do their
        lines in the game log, which tells only what the table has shown."""
        scored = next((i for i, e in enumerate(events) if isinstance(e, rm.DealScored)), None)
        if scored is not None:
            for i in range(scored + 1, len(events)):
                if isinstance(events[i], rm.Dealt):
                    self.held = list(events[i:])
                    events = events[:i]
                    break
        super().play_events(events)

    def animate_batch(self, events: list[Any]) -> None:
        self.scene.animator.call(self._refresh_plates)  # "Thinking…" gives way to the points
        ended = False
        for event in events:
            if isinstance(event, rm.DealScored):
                ended = True
            self.animate(event)
        if ended:
            self._queue_result()
        self.update_panel()  # no button of a decision already taken stays in view meanwhile

    def _on_dealt(self, e: rm.Dealt) -> None:
        scene = self.scene
        piles: list[Pile] = [
            self.hand_pile,
            *self.fans.values(),
            self.discard,
            self.wild_pile,
            self.show_pile,
            self.down_pile,
        ]
        scene.animator.call(self._clear_words)
        scene.animator.call(self._leave_deal_words)
        scene.animator.call(lambda: self._let_go(i for p in piles for i in p.items))
        scene.collect(lambda: [p for p in piles if p.items])
        mine = tuple(e.hands[self.viewer])

        def new_deal() -> None:
            self.dealer = e.dealer
            self.declared = None
            self.selected.clear()
            self.model.reset(mine)  # put in order once the wild rank is known
            self.arranged_deal = e.deal
            self.show_model.reset([])
            self.seat_status = ["playing" if hand else "out" for hand in e.hands]
            self.charged = [0] * self.players
            self.stock_count = e.stock_count
            self._update_stock_tag()
            self.wild_tag.setVisible(False)  # until the new wild card is turned
            self._refresh_plates()
            self._update_info(e.deal, self.view_state().deals, self.view_state().pool)

        scene.animator.call(new_deal)
        scene.animator.add(lambda: self._deal_motions(e))

    def _leave_deal_words(self) -> None:
        """The deal before's count and wild rank go with its cards (they stayed by the empty
        hand and the empty wild place while the cards were gathered and dealt again); the new
        ones come once its wild card is turned."""
        self.count_tag.setVisible(False)
        self.count_under_sheet = False
        self.wild_tag.setVisible(False)

    def _deal_motions(self, e: rm.Dealt) -> list[Motion]:
        """Card by card round the table from the stock, 13 rounds, yours face up."""
        n = self.players
        order = [(e.first_player + k) % n for k in range(n) if e.hands[(e.first_player + k) % n]]
        start = self.stock.slots(1)[0]
        dealt: list[tuple[CardItem, Pile, bool]] = []
        pile: Pile
        for k in range(13):
            for seat in order:
                card = e.hands[seat][k]
                mine = seat == self.viewer or self.revealed(seat) is not None  # faces up
                pile = self.hand_pile if seat == self.viewer else self.fans[seat]
                item = self.scene.new_card(card if mine else None, False, start.pos)
                item.set_width(start.width)
                item.setZValue(FLYING_Z - 1)
                pile.add(item)
                dealt.append((item, pile, mine))
        motions = []
        for i, (item, pile, mine) in enumerate(dealt):
            slot = pile.slot_for(item, pile.slots()[pile.items.index(item)])
            motions.append(
                self.scene.card_motion(item, slot, "deal", i * DEAL_GAP_MS, True if mine else None)
            )
        return motions

    def _on_wild_turned(self, e: rm.WildCardTurned) -> None:
        self.scene.deal([(e.card, self.wild_pile, True)], kind="draw")

        def show() -> None:
            self._update_wild(e.card, e.wild_rank)
            self.model.reset(hand_order(self.model.cards(), e.wild_rank))
            self.hand_pile.sort_items()

        self.scene.animator.call(show)
        self.scene.relayout([self.hand_pile])
        self.scene.animator.call(self._refresh_hand)

    def _on_pile_started(self, e: rm.PileStarted) -> None:
        self.scene.deal([(e.card, self.discard, True)], kind="draw")
        self._count_stock(-1)
        self.scene.animator.call(self._refresh_hand)

    def _count_stock(self, change: int, absolute: int | None = None) -> None:
        def show() -> None:
            self.stock_count = absolute if absolute is not None else self.stock_count + change
            self._update_stock_tag()

        self.scene.animator.call(show)

    def _on_drew(self, e: rm.Drew) -> None:
        scene = self.scene

        def top() -> list[CardItem]:  # the pile's top card, when the step begins
            return self.discard.items[-1:]

        if e.seat == self.viewer:
            where = self.drop_at
            self.drop_at = None

            def take() -> None:
                if where is None:
                    self.model.add(e.card)
                else:
                    self.model.add(e.card, *where)

            scene.animator.call(take)
            if e.source == "stock":
                scene.deal([(e.card, self.hand_pile, True)], kind="draw")
            else:
                scene.move(top, self.hand_pile, "draw", face_up=True, cards=[e.card])
            scene.animator.call(lambda: self._after_draw(e.card))
        else:
            fan = self.fans[e.seat]
            shown = self.revealed(e.seat) is not None  # a replay, faces up
            if e.source == "stock":
                scene.deal([(e.card if shown else None, fan, shown)], kind="draw")
            else:
                scene.move(top, fan, "draw", face_up=shown)
        if e.source == "stock":
            self._count_stock(-1)
        scene.animator.call(self._refresh_hand)

    def _after_draw(self, card: Card) -> None:
        item = self._item_of(card)
        if item is not None:
            self._set_focus(item)

    def _on_discarded(self, e: rm.Discarded) -> None:
        if e.seat == self.viewer:

            def pick() -> list[CardItem]:
                item = self._item_of(e.card)
                self.model.remove(e.card)
                self.selected.discard(e.card)
                if item is None:
                    return []
                self._let_go([item])
                return [item]

            self.scene.move(pick, self.discard, "play", face_up=True)
        else:
            fan = self.fans[e.seat]

            def leaving() -> list[CardItem]:  # the card itself when it lies face up
                item = next((i for i in fan.items if i.face_up and i.card == e.card), None)
                return [item] if item is not None else fan.items[-1:]

            self.scene.move(leaving, self.discard, "play", True, [e.card])
        self.scene.animator.call(self._refresh_hand)

    def _on_packed(self, e: rm.Packed) -> None:
        pile = self.hand_pile if e.seat == self.viewer else self.fans[e.seat]
        self.scene.animator.call(lambda: self._let_go(list(pile.items)))

        def pack() -> None:
            self.seat_status[e.seat] = "packed"
            self.charged[e.seat] = e.points
            if e.seat == self.viewer:
                self.model.reset([])
                self.selected.clear()
                self._refresh_hand()  # no labels or count under the empty hand meanwhile
                if self.out_of_hand():  # the prompt was set before the pack (not the sheet's)
                    self.set_prompt(self.out_prompt(None))
            self._refresh_plates()

        self.scene.collect([pile])
        self.scene.animator.call(pack)
        if e.to_stock:
            self._count_stock(len(e.cards))
        if e.first_turn:
            text = self.said(e.seat, self.tr("You pack: 20 points"), self.tr("%1 packs: 20 points"))
            sub = self.tr("the cards go under the stock")
        else:
            text = self.said(e.seat, self.tr("You pack: 40 points"), self.tr("%1 packs: 40 points"))
            sub = self.tr("the cards leave the deal")
        self.show_notice(text, sub, "info", hold="banner")
        self.scene.animator.call(self._refresh_hand)

    def _on_reshuffled(self, e: rm.StockReshuffled) -> None:
        def build() -> list[Motion]:
            target = self.stock.slots(1)[0]
            motions = []
            for n, item in enumerate(list(self.discard.items[:-1])):
                self.discard.remove(item)
                motion = self.scene.card_motion(item, target, "collect", n * 12, face_up=False)
                motion.done = _remover(self.scene, item)
                motions.append(motion)
            return motions

        self.scene.animator.add(build)
        self._count_stock(0, absolute=e.cards)
        self.show_notice(
            self.tr("The stock ran out"),
            self.tr("the discard pile, but its top card, is shuffled into a new stock"),
            hold="banner",
        )

    def _on_declared(self, e: rm.Declared) -> None:
        self.declared = e
        mine = e.seat == self.viewer
        cards = [c for g in e.groups for c in g]

        def build() -> list[Motion]:
            self.show_model.set_groups(e.groups)
            source: Pile = self.hand_pile if mine else self.fans[e.seat]
            moving: list[CardItem] = []
            down: CardItem | None
            if mine:
                moving = [i for i in map(self._item_of, cards) if i is not None]
                down = self._item_of(e.face_down)
            else:
                backs = list(source.items)
                shown = {i.card: i for i in backs if i.face_up}  # a replay, faces up
                if set(cards) | {e.face_down} <= set(shown):
                    pool = list(backs)
                    moving = []
                    for card in cards:
                        item = next(i for i in pool if i.card == card)
                        pool.remove(item)
                        moving.append(item)
                    down = next((i for i in pool if i.card == e.face_down), None)
                else:
                    moving = backs[: len(cards)]
                    down = backs[len(cards)] if len(backs) > len(cards) else None
                for item, card in zip(moving, cards, strict=False):
                    item.set_face(card, False)  # still face down: it turns over on its way
            if mine:
                self._let_go(moving)
            for item in moving:
                self.show_pile.add(item)
            if down is not None:
                self._let_go([down])
                self.down_pile.add(down)
            if mine:
                self.model.reset([])
                self.selected.clear()
            motions = self.scene.layout_motions([source])
            for item in moving:
                slot = self.show_pile.slot_for(
                    item, self.show_pile.slots()[self.show_pile.items.index(item)]
                )
                motions.append(self.scene.card_motion(item, slot, "play", 0, True, item.card))
            if down is not None:
                slot = self.down_pile.slots()[0]
                motions.append(self.scene.card_motion(down, slot, "play", 0, False))
            return motions

        self.scene.animator.call(self._clear_words)
        self.scene.animator.add(build)
        self.scene.animator.call(lambda: self._label_show(e))
        text = self.said(e.seat, self.tr("You declared!"), self.tr("%1 declared!"))
        # the seed's word, as the glossary has it
        self.show_notice(text, hindi_aside(DECLARE), "win", hold="banner")

    def _label_show(self, e: rm.Declared) -> None:
        self._drop_labels(self.show_labels)
        top = SHOW_AT[1] * CARD_W + self.show_pile.card_width * CARD_ASPECT / 2 + CARD_W * 0.04
        for run, left, right in self.show_pile.label_places(0.2):
            kind = e.kinds[run.segment] if run.segment is not None else ""
            tone = TONE_OF_KIND.get(kind, "info")
            note = NoteItem(kind_name(kind), "", tone, width=right - left - 4, size=0.85)
            note.setPos(QPointF((left + right) / 2, top))
            self.scene.addItem(note)
            self.show_labels.append(note)
        self._update_group_labels()
        self._update_count()

    def _on_deal_scored(self, e: rm.DealScored) -> None:
        declared = (
            self.declared if self.declared is not None and self.declared.seat == e.winner else None
        )
        history = list(self.view_state().history[: e.deal])
        self.result = DealEnd(e, declared, history)
        mine = next((s for s in e.scores if s.seat == self.viewer), None)
        if mine is not None and mine.status == "counted":
            self.scene.animator.call(lambda: self._show_scored_count(mine, e.halved))
        elif mine is not None and mine.status == "winner":
            # won with your cards in hand (everyone else packed): nothing of them is counted
            self.scene.animator.call(self._update_count)

        def totals() -> None:
            self.totals = [sum(row[s] for row in history) for s in range(self.players)]
            self.scoreboard.set_history(history)
            self._refresh_plates()

        self.scene.animator.call(totals)

    def _show_scored_count(self, score: rm.SeatScore, halved: bool) -> None:
        """The deal is scored: your count tag shows the sheet's number, as the scoring made it."""
        self.count_tag.set_text(
            self.tr("Your count: %1").replace("%1", str(score.count)),
            self.tr("halved to %1").replace("%1", str(score.points))
            if halved
            else self.tr("as the deal was scored"),
        )
        self.count_tag.setVisible(self.session.human_seat is not None)

    def _on_player_out(self, e: rm.PlayerOut) -> None:
        if self.result is not None:
            self.result.outs.append(e)

        def out() -> None:
            self.seat_status[e.seat] = "out"
            self._refresh_plates()

        self.scene.animator.call(out)

    def _on_match_over_event(self, e: rm.MatchOver) -> None:
        if self.result is not None:
            self.result.over = e

    def _on_hand_over(self, e: HandOver) -> None:
        """The deal's points are on the sheet that follows."""
