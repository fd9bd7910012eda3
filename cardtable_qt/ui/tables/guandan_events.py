"""Guandan's table, its events: each engine event queued as animations on the table.

``GuandanEvents`` is a part of ``GuandanTable`` (its piles, tags, plates and boards are made in
``GuandanTable.build_scene``): the cut and the deal card by card, tribute paid, taken and
returned, each play flying from the hand to its seat's spot, passes, a seat going out, the
trick's end, the hand's result and the match's end, and the result sheet.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine import guandan as gd
from ...engine.cards import Card, rank_name
from ...engine.guandan.state import COUNT_SHOWN
from ...engine.match import HandOver
from ...game_words import chinese_aside
from ..table import CARD_W, CardItem, Pile, at
from ..table.animator import Motion
from ..table.game_table import GameTable
from ..table.pile import Slot
from ..table.result_sheet import SheetRow
from .guandan_layout import CENTRE, DEAL_STEP_MS, HIDDEN_BACKS, RANK_GAP, TRICK_SCALE
from .guandan_words import KIND_CHINESE, is_double_dweller


class GuandanEvents:
    """The event handlers of ``GuandanTable`` (see the module)."""

    # --- the events --------------------------------------------------------------------------

    def _call(self, action: Callable[[], None]) -> None:
        self.scene.animator.call(action)

    def _slot(self, pile: Pile, item: CardItem) -> Slot:
        return pile.slot_for(item, pile.slots()[pile.items.index(item)])

    def _back_items(self, seat: int, cards: Sequence[Card], left: int) -> list[CardItem]:
        """The items that leave ``seat``'s hand as ``cards``, ``left`` cards staying.

        Yours are the cards themselves; another seat's come off its fan of backs (the turned
        card from beside it), new ones made at the fan when a hidden count shows fewer backs.
        """
        if seat == self.viewer:
            by_card = {item.card: item for item in self.hand.items}
            out = []
            for card in cards:
                item = by_card.get(card)
                if item is None:
                    item = self.scene.new_card(card, True, self.hand.centre())
                out.append(item)
            return out
        fan = self.fans[seat]
        out = []
        wanted = list(cards)
        turned = self.turned[seat]
        for pile in (turned, self.opens[seat]):  # the turned card, the cards laid face up
            for item in list(pile.items):
                if item.card in wanted:
                    pile.remove(item)
                    wanted.remove(item.card)
                    out.append(item)
        if self.opens[seat].items:  # the open cards left close up
            self.scene.snap(self.opens[seat])
        keep = left if self._count_visible(left) else HIDDEN_BACKS
        spare = max(0, len(fan.items) - keep)
        for _ in range(min(spare, len(wanted))):
            item = fan.items[-1]
            fan.remove(item)
            out.append(item)
        while len(out) < len(cards):
            item = self.scene.new_card(None, False, fan.centre())
            item.set_width(fan.card_width)
            item.setRotation(fan.layout.rotation)
            out.append(item)
        # the items in the order of the cards (the turned card where it stands)
        order = {card: i for i, card in enumerate(cards)}
        known = [i for i in out if i.card is not None and i.card in order and i.face_up]
        unknown = [i for i in out if i not in known]
        ordered: list[CardItem] = []
        for card in cards:
            hit = next((i for i in known if i.card == card), None)
            if hit is not None:
                known.remove(hit)
                ordered.append(hit)
            else:
                ordered.append(unknown.pop(0))
        return ordered

    def _count_visible(self, count: int) -> bool:
        return self.show_all_counts or count <= COUNT_SHOWN

    def _fly(
        self,
        pick: Callable[[], list[CardItem]],
        target: Callable[[], Pile],
        cards: Sequence[Card | None],
        face_up: bool,
        transient: bool = False,
        before: Callable[[], None] | None = None,
    ) -> None:
        """One step: the picked items fly to the target pile, turning to ``face_up`` on the way.

        ``transient``: they leave the table when they land (a hidden hand keeps its backs)."""

        def build() -> list[Motion]:
            if before is not None:
                before()
            chosen = pick()
            pile = target()
            sources = {id(i.pile): i.pile for i in chosen if i.pile is not None}
            arriving: dict[CardItem, Card] = {}
            for n, item in enumerate(chosen):
                pile.add(item)
                card = cards[n] if n < len(cards) else None
                if card is not None:
                    arriving[item] = card
            if pile is self.hand:  # a card joins your hand where it sorts
                self.hand.items.sort(
                    key=lambda i: self.sort_key(arriving[i]) if i in arriving else self._item_key(i)
                )
            moved = set(chosen)
            motions = self.scene.layout_motions(
                [p for p in sources.values() if p is not pile], skip=moved
            )
            motions.extend(self.scene.layout_motions([pile], skip=moved))
            for n, item in enumerate(chosen):
                item.set_selected(False)
                slot = self._slot(pile, item)
                card = cards[n] if n < len(cards) else None
                motion = self.scene.card_motion(item, slot, "play", 0, face_up, card)
                if transient:
                    motion.done = _discarder(self, item)
                motions.append(motion)
            return motions

        self.scene.animator.add(build)

    # cut and deal

    def _on_deck_cut(self, e: gd.DeckCut) -> None:
        def build() -> list[Motion]:
            deck = self.deck_pile
            item = self.scene.new_card(None, False, deck.centre())
            item.set_width(deck.card_width)
            self.turned_item = item
            x, y = CENTRE
            slot = Slot(at(x + 0.75, y + 0.12), 0.0, 30, deck.card_width)
            return [self.scene.card_motion(item, slot, "flip", 0, True, e.turned)]

        self.scene.animator.add(build)
        text = self.said(e.cutter, self.tr("You turned %2"), self.tr("%1 turned %2"))
        text = text.replace("%2", self.card_text(e.turned))
        text += " · " + self.tr("count %1").replace("%1", str(e.count))
        first = self.said(e.first_drawer, self.tr("you draw first"), self.tr("%1 draws first"))
        last = self.said(
            e.turned_to,
            self.tr("you draw the turned card last and lead"),
            self.tr("%1 draws the turned card last and leads"),
        )
        sub = f"{first}; {last}"
        self.show_notice(text, sub, hold="notice")

    def _on_deal(self, e: gd.Deal) -> None:
        self.offered = {}
        self.arranged = None  # a new hand is dealt in order
        self.hand.gap = RANK_GAP
        self._call(self._label_groups)
        self.received = None
        self._call(lambda: self.gd_panel.set_arrange_label(False))

        def new_hand() -> None:
            self.level = e.level
            self.set_active_seat(None)
            for spot in self.spots.values():
                spot.set_chosen(False)
            self.show_levels(e.hand_no, e.level, e.level_team, e.team_levels)
            for seat in range(4):
                self._show_place(seat, None)
                self.count_tags[seat].set_text(self.count_text(self._shown_count(seat, 27)))
                self.count_tags[seat].setVisible(True)

        self._call(new_hand)
        self._call(self.aids_new_hand)
        piles = [
            self.hand,
            *self.fans.values(),
            *self.opens.values(),
            *self.tricks.values(),
            *self.turned.values(),
        ]
        self._call(self._clear_trick_tags)
        self.scene.collect(lambda: [p for p in piles if p.items])
        turned = e.hand_no == 1

        def build() -> list[Motion]:
            scene = self.scene
            self.level = e.level
            origin = self.deck_pile.slots(1)[0]
            mine = self.ordered(e.hands[self.viewer])
            draws: list[tuple[CardItem, Pile, Card | None, bool, bool]] = []
            fan_room = {s: (27 if self._count_visible(27) else HIDDEN_BACKS) for s in self.fans}
            by_card: dict[Card, CardItem] = {}
            for card in mine:
                item = scene.new_card(None, False, origin.pos)
                item.set_width(origin.width)
                self.hand.add(item)
                by_card[card] = item
            total = sum(len(h) for h in e.hands)
            for i in range(total):
                seat = (e.first_drawer + i) % 4
                card = e.hands[seat][i // 4]
                last = i == total - 1 and turned and self.turned_item is not None
                if seat == self.viewer:
                    item = by_card[card]
                    if last and self.turned_item is not None:
                        scene.discard(self.turned_item)
                        self.turned_item = None
                    draws.append((item, self.hand, card, True, False))
                    continue
                if last and self.turned_item is not None:
                    item = self.turned_item
                    self.turned_item = None
                    self.turned[seat].add(item)
                    draws.append((item, self.turned[seat], card, True, False))
                    continue
                item = scene.new_card(None, False, origin.pos)
                item.set_width(origin.width)
                fan = self.fans[seat]
                if self.revealed(seat) is not None:  # a replay, faces up: dealt face up
                    self.opens[seat].add(item)
                    draws.append((item, self.opens[seat], card, True, False))
                elif fan_room[seat] > 0:
                    fan_room[seat] -= 1
                    fan.add(item)
                    draws.append((item, fan, None, False, False))
                else:
                    draws.append((item, fan, None, False, True))
            motions = []
            for n, (item, pile, face, up, transient) in enumerate(draws):
                item.setZValue(900)
                if transient:
                    slot = pile.slots(1)[0]
                else:
                    slot = self._slot(pile, item)
                motion = scene.card_motion(item, slot, "deal", n * DEAL_STEP_MS, up, face)
                if transient:
                    motion.done = _discarder(self, item)
                motions.append(motion)
            for item in self.hand.items:
                self._mark(item)
            return motions

        self.scene.animator.add(build)

    # tribute

    def _on_anti_tribute(self, e: gd.AntiTribute) -> None:
        holders = sorted(set(e.holders))
        names = self.seat_name(holders[0])
        if len(holders) > 1:
            names = (
                self.tr("%1 and %2").replace("%1", names).replace("%2", self.seat_name(holders[1]))
            )
        shown: list[CardItem] = []

        def build() -> list[Motion]:
            motions = []
            for n, (seat, joker) in enumerate(zip(e.holders, e.jokers, strict=True)):
                tx, ty = self.place_of(seat).trick
                start = self.hand.centre() if seat == self.viewer else self.fans[seat].centre()
                item = self.scene.new_card(None, False, start)
                item.set_width(CARD_W * TRICK_SCALE)
                shown.append(item)
                offset = 0.35 * (n - (len(e.holders) - 1) / 2) if len(set(e.holders)) == 1 else 0
                slot = Slot(at(tx + offset, ty), 0.0, 700 + n, CARD_W * TRICK_SCALE)
                motions.append(self.scene.card_motion(item, slot, "play", 0, True, joker))
            return motions

        self.scene.animator.add(build)
        self.reveal_log = [*self.reveal_log[-7:], tuple(e.jokers)]
        if len(holders) == 1:  # one player, you or another (its verb agrees)
            words = self.said(
                holders[0],
                self.tr("Anti-tribute 抗贡: you hold both big jokers"),
                self.tr("Anti-tribute 抗贡: %1 holds both big jokers"),
            )
        else:
            words = self.tr("Anti-tribute 抗贡: %1 hold both big jokers")
        self.show_notice(
            words.replace("%1", names),
            self.tr("No tribute this hand; the Banker leads."),
            "win" if e.payers[0] % 2 == self.my_team() else "lose",
            hold="notice",
        )

        def put_back() -> None:
            for item in shown:
                self.scene.discard(item)

        self._call(put_back)

    def _on_tribute_offered(self, e: gd.TributeOffered) -> None:
        self.offered[e.seat] = e.card
        seat = e.seat
        self._fly(
            lambda: self._back_items(seat, [e.card], 26),
            lambda: self.tricks[seat],
            [e.card],
            True,
            before=lambda: self.scene.clear_pile(self.tricks[seat]),
        )
        self._call(lambda: self._trick_tag(seat, self.tr("Tribute"), "进贡", "info"))
        self._call(lambda: self._recount(seat, 26))

    def _on_tribute_taken(self, e: gd.TributeTaken) -> None:
        self.offered.pop(e.giver, None)
        giver, receiver, card = e.giver, e.receiver, e.card

        def pick() -> list[CardItem]:
            pile = self.tricks[giver]
            item = next((i for i in pile.items if i.card == card), None)
            if item is None:
                item = self.scene.new_card(card, True, pile.centre())
            return [item]

        mine = receiver == self.viewer
        self._call(lambda: self._trick_tag(giver, "", "", "info"))
        shown = mine or self.revealed(receiver) is not None
        self._fly(
            pick,
            lambda: self._seat_pile(receiver),
            [card] if shown else [None],
            shown,
            transient=not shown and not self._count_visible(28),
        )
        if mine:
            self._call(lambda: self._receive(card, giver))
        self._call(lambda: self._recount(receiver, 28))
        words = self.said(giver, self.tr("You give %2 to %3"), self.tr("%1 gives %2 to %3"))
        words = words.replace("%2", self.card_text(card)).replace("%3", self.object_name(receiver))
        self._call(lambda: self.set_prompt(words))

    def _on_tribute_returned(self, e: gd.TributeReturned) -> None:
        giver, receiver, card = e.giver, e.receiver, e.card
        to_me = receiver == self.viewer
        shown = to_me or self.revealed(receiver) is not None
        self._fly(
            lambda: self._back_items(giver, [card], 27),
            lambda: self._seat_pile(receiver),
            [card] if shown else [None],
            shown,
            transient=not shown and not self._count_visible(27),
        )
        if to_me:
            self._call(lambda: self._receive(card, giver))
        self._call(lambda: (self._recount(giver, 27), self._recount(receiver, 27)))
        if self.viewer in (giver, receiver):
            text = self.said(
                giver,
                self.tr("You return %2 to %3, face down"),
                self.tr("%1 returns %2 to %3, face down"),
            )
            text = text.replace("%2", self.card_text(card))
        else:
            text = self.tr("%1 returns a card to %3, face down").replace(
                "%1", self.seat_name(giver)
            )
        text = text.replace("%3", self.object_name(receiver))
        self._call(lambda: self.set_prompt(text))

    def _receive(self, card: Card, giver: int) -> None:
        """A card came to your hand by tribute or its return: marked until your first play."""
        self.received, self.received_from = card, giver
        self._mark_hand()
        tag = self.count_tags[self.viewer]
        tag.set_text(tag.text, self.received_note(), "info")

    def _recount(self, seat: int, count: int) -> None:
        """A count after tribute moved a card (27 less the one paid, 28 with the one taken),
        as the table may show it; yours keeps the note of the card you received."""
        note = self.received_note() if seat == self.viewer else ""
        text = self.count_text(self._shown_count(seat, count))
        self.count_tags[seat].set_text(text, note, "info")

    def _on_hand_begins(self, e: gd.HandBegins) -> None:
        you, other = {
            "drew_turned_card": (
                self.tr("You drew the turned card and lead"),
                self.tr("%1 drew the turned card and leads"),
            ),
            "paid_tribute": (
                self.tr("You paid the tribute and lead"),
                self.tr("%1 paid the tribute and leads"),
            ),
            "anti_tribute": (
                self.tr("You, the Banker, lead (no tribute)"),
                self.tr("%1, the Banker, leads (no tribute)"),
            ),
        }.get(e.reason, (self.tr("You lead"), self.tr("%1 leads")))
        text = self.said(e.leader, you, other)
        self.show_notice(text, self.tr("Hand %1").replace("%1", str(e.hand_no)), hold="banner")

    # trick play

    def _on_played(self, e: gd.Played) -> None:
        seat, cards = e.seat, list(e.combo.cards)

        def clear() -> None:
            # the seat's last play leaves with its name: that name under the new cards while
            # they fly in read as theirs ("Single 5" under a 7); theirs comes when they land
            self.scene.clear_pile(self.tricks[seat])
            self._trick_tag(seat, "", "", "info")

        self._fly(
            lambda: self._back_items(seat, cards, e.cards_left),
            lambda: self.tricks[seat],
            cards,
            True,
            before=clear,
        )
        name, chinese = self.combo_name(e.combo), KIND_CHINESE[e.combo.kind]

        def after() -> None:
            if seat == self.viewer and self.received is not None:
                self.received = None  # your first play: the received card is yours like any
                self._mark_hand()
            if seat == self.viewer:
                self._label_groups()
            for item in self.tricks[seat].items:
                self._mark(item)
                item.set_dimmed(False)
            for other, tag in self.trick_tags.items():
                if other != seat and tag.isVisible() and tag.tone == "win":
                    tag.set_text(tag.text, tag.subtitle, "info")
            self._trick_tag(seat, name, chinese, "win")
            self._show_count(seat, e.cards_left)
            self.aids_played(seat, e.combo)
            if seat in self.turned and not self.turned[seat].items:
                self.turned_tags[seat].setVisible(False)
            if seat == self.viewer:
                self._refresh_selection()

        self._call(after)

    def _shown_count(self, seat: int, count: int) -> int | None:
        """A count as the table may show it (G-2): yours always, the others' up to 10 (all of
        them in a replay with the faces up)."""
        shown = seat == self.viewer or self.revealed(seat) is not None
        return count if (shown or self._count_visible(count)) else None

    def _show_count(self, seat: int, left: int) -> None:
        tag = self.count_tags[seat]
        if left == 0:
            tag.setVisible(False)
            return
        shown = self._shown_count(seat, left)
        tag.set_text(self.count_text(shown), "", self.count_tone(seat, shown))

    def _on_passed(self, e: gd.Passed) -> None:
        seat = e.seat

        def show() -> None:
            for item in self.tricks[seat].items:
                item.set_dimmed(True)
            self._trick_tag(seat, self.tr("Pass"), "不要", "tie")
            self.aids_passed(seat)

        self._call(show)

    def _on_player_out(self, e: gd.PlayerOut) -> None:
        word = self.place_word(e.place)
        self._call(lambda: self._show_place(e.seat, e.place))
        text = self.said(e.seat, self.tr("You go out: %2"), self.tr("%1 goes out: %2"))
        text = text.replace("%2", word)
        tone = "win" if e.seat % 2 == self.my_team() else "lose"
        self.show_notice(text, "", tone, hold="banner")

    def _on_trick_over(self, e: gd.TrickOver) -> None:
        self.scene.animator.pause("layout")
        piles = list(self.tricks.values())
        self._call(self._clear_trick_tags)
        self._call(self.aids_trick_over)
        self.scene.collect(lambda: [p for p in piles if p.items])
        if e.leader != e.winner:
            if self.is_you(e.leader):  # not "the lead passes to the partner, You"
                text = self.tr("%1 is out: the lead passes to you, the partner")
                text = text.replace("%1", self.seat_name(e.winner))
            else:
                text = self.said(
                    e.winner,
                    self.tr("You are out: the lead passes to your partner, %2"),
                    self.tr("%1 is out: the lead passes to the partner, %2"),
                ).replace("%2", self.seat_name(e.leader))
            self.show_notice(text, chinese_aside("接风"), hold="banner")

    # the end of a hand and of the match

    def _on_hand_result(self, e: gd.HandResult) -> None:
        ours = e.winning_team == self.my_team()
        text = self.hand_won_words(e)
        order = sorted(range(4), key=lambda s: e.places[s])
        named = [s for s in order if not (is_double_dweller(e) and e.places[s] == 4)]
        places = ", ".join(f"{self.place_name(e.places[s])} {self.seat_name(s)}" for s in named)
        if is_double_dweller(e):
            places += ", " + self.tr("Double Dweller") + " " + self.team_names(1 - e.winning_team)
        places += self.levels_after_words(e)

        def show() -> None:
            self._show_result_board(e)
            for seat, place in enumerate(e.places):
                self._show_place(seat, place, True)  # the Dwellers too, now it is decided
                # its place pill says it all now: no count of cards left under it
                self.count_tags[seat].setVisible(False)
            for spot in self.spots.values():  # nobody is to play: the hand is over
                spot.set_chosen(False)

        self._call(show)
        self.show_notice(text, places, "win" if ours else "lose", hold="notice")

    def _on_hand_over(self, e: HandOver) -> None:
        """The HandResult before it said everything; the statistics are the session's."""

    def result_sheet(
        self, over: HandOver, events: list[Any]
    ) -> tuple[str, str, list[SheetRow]] | None:
        """Places and climb: every seat in the order they went out, the winners' levels."""
        results = [e for e in events if isinstance(e, gd.HandResult)]
        if not results:
            return None
        e = results[-1]
        title = self.hand_won_words(e)
        rows = []
        for seat in sorted(range(4), key=lambda s: e.places[s]):
            won = seat % 2 == e.winning_team
            team = self.team_names(seat % 2)
            points = f"+{e.climb}" if won and not e.game_won else ""
            tone = "win" if won else "lose"
            rows.append(
                SheetRow(self.seat_name(seat), self.shown_place(e, seat), (), team, points, tone)
            )
        levels = (
            self.tr("Levels: %1 at %2, %3 at %4")
            .replace("%1", self.team_names(0))
            .replace("%2", rank_name(e.team_levels[0]))
            .replace("%3", self.team_names(1))
            .replace("%4", rank_name(e.team_levels[1]))
        )
        return title, levels + self.levels_after_words(e), rows

    def hand_won_words(self, e: gd.HandResult) -> str:
        """Who won the hand, for the notice and the sheet: the climb, or the win at A."""
        if e.game_won:
            return self.tr("%1 win the hand at A").replace("%1", self.team_names(e.winning_team))
        return self.climb_words(e)

    def levels_after_words(self, e: gd.HandResult) -> str:
        """What the hand leaves for the next, each part after " · ": its level (none after the
        match or a demo's last hand) and who drops back to 2."""
        words = ""
        if not e.game_won and not self.ended:
            words += " · " + self.tr("next hand at level %1").replace("%1", rank_name(e.next_level))
        for team in e.dropped_back:
            words += " · " + self.tr("%1 drop back to 2").replace("%1", self.team_names(team))
        return words

    def _on_match_over_event(self, e: gd.MatchOver) -> None:
        text = self.tr("%1 win the match!").replace("%1", self.team_names(e.winning_team))
        ours = e.winning_team == self.my_team()
        self.show_notice(text, self.tr("Game over"), "win" if ours else "lose")

    def match_over(self) -> None:
        self.update_panel()


def _discarder(table: GameTable, item: CardItem) -> Callable[[], None]:
    return lambda: table.scene.discard(item)
