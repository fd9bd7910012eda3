"""The Pok Deng table: seats and hand positions round the felt, every event animated.

Layout (card units, ``GameTable.SCENE_SIZE``): the seats sit on an outer ring, you at the bottom
and seat i+1 to the right of seat i (counter-clockwise, the way the deal goes); each seat's own
hand position lies on an inner ring in front of its plate, and between two seats lies the gap
where a cut-in hand goes (the gap after the dealer is the last leg). The deck is in the middle.
A hand's bet lies between its cards and the deck; its result is named under its cards.

Chips on a plate are the seat's stack less its bets on the table, so chips move from the plate
to the bet and back and the sum is always what the engine says.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF

from ...engine import pokdeng as pd
from ...engine.cards import Card
from ...engine.match import HandOver
from ..table import (
    CARD_H,
    CARD_W,
    CardItem,
    ChipFlight,
    Pile,
    PileLayout,
    SeatPlate,
    SpotItem,
    TagItem,
    at,
    format_amount,
)
from ..table.chips import ChipStack
from ..table.game_table import EventRun, GameTable
from ..table.hinting import HintTargets
from ..table.ring import Ring
from .pokdeng_panel import PokDengPanel

HAND_SCALE = 0.74
MY_HAND_SCALE = 0.86
FAN = 0.3
REMEMBER_KEY = "pokdeng.last_bet"
CENTRE = (8.0, 4.72)


def _tone(outcome: str) -> str:
    return {"win": "win", "lose": "lose"}.get(outcome, "tie")


class PokDengTable(GameTable):
    """``PokDengTable(session, settings, card_art)``: the view and its action panel."""

    SCENE_SIZE = (16.0, 9.6)
    NOTICE_AT = (CENTRE[0], CENTRE[1] - 1.05)
    # The tutorial's hook: while True, the last round's cards stay out (a step talks about them)
    keep_last_round = False

    # --- layout ------------------------------------------------------------------------------

    def build_scene(self) -> None:
        state = self.session.state
        self.players: int = state.players
        n = self.players
        self.hand_ring = Ring(CENTRE[0], CENTRE[1], 4.9, 2.62, 3.2)
        self.plate_ring = Ring(CENTRE[0], CENTRE[1], 6.72, 4.0, 3.6)
        deck = self.scene.add_pile("deck", PileLayout(*CENTRE, scale=HAND_SCALE, z=2))
        self.scene.set_deck("deck")
        self.scene.show_deck(deck)

        self.spot_points: list[tuple[float, float]] = self.hand_ring.spread(2 * n)
        self.spot_piles: list[Pile] = []
        self.spot_items: list[SpotItem] = []
        self.bet_stacks: list[ChipStack] = []
        for spot, (x, y) in enumerate(self.spot_points):
            self.spot_piles.append(
                # no lift: the hand you decide on is ringed, and stays clear of its bet
                self.scene.add_pile(
                    f"spot{spot}", PileLayout(x, y, dx=FAN, scale=HAND_SCALE, lift=0.0)
                )
            )
            # the size of a two-card hand of yours
            item = SpotItem(spot, "", (1 + FAN) * MY_HAND_SCALE * CARD_W, MY_HAND_SCALE * CARD_H)
            item.setPos(at(x, y))
            item.setZValue(150)
            item.clicked.connect(self._on_spot_clicked)
            self.scene.addItem(item)
            self.spot_items.append(item)
            chip_at = self._chip_point(spot)
            # the number on the side away from the cards
            stack = ChipStack(0, label_left=chip_at.x() < at(x, y).x() - 1)
            stack.setPos(chip_at)
            stack.setVisible(False)
            self.scene.addItem(stack)
            self.bet_stacks.append(stack)
        for seat in range(n):
            x, y = self.plate_ring.point(seat / n)
            config = self.session.seats[seat]
            plate = SeatPlate(seat, config.name, is_you=config.is_human and seat == self.viewer)
            plate.setPos(at(x, y))
            self.scene.addItem(plate)
            self.plates.append(plate)

        self.info = self.add_info_text()
        self.info.setPos(at(0.5, 0.22))

        self.tags: dict[int, TagItem] = {}  # spot -> the hand's name / result
        self.captions: dict[int, TagItem] = {}  # spot -> "Anan · cut-in"
        self.hand_spot: dict[int, int] = {}  # hand id -> spot, for the round on the table
        self.hand_seat: dict[int, int] = {}
        self.bets: dict[int, tuple[int, int]] = {}  # spot -> (seat, amount) on the table
        # What the plates and bet stacks will show once the queued animations have run: chips
        # moves are planned from these, so the table always adds up to the engine's stacks.
        self.shown_plate: list[int] = [0] * n
        self.played_round = False  # the person has a hand (or the bank) in this round
        self.last_result: int | None = None  # the person's chips won or lost last round
        self.stale = False  # the last round's cards are still out (shown until the next deal)
        self.dealer: int = state.view(self.viewer).dealer
        self.focused_spot: int | None = None
        self._first_sync = True

    def make_panel(self) -> PokDengPanel:
        return PokDengPanel(self._on_press, self)

    @property
    def pok_panel(self) -> PokDengPanel:
        panel: PokDengPanel = self.panel  # type: ignore[assignment]
        return panel

    def _chip_point(self, spot: int) -> QPointF:
        """Towards the deck from the hand, just clear of its cards (three, fanned)."""
        x, y = self.spot_points[spot]
        dx, dy = CENTRE[0] - x, CENTRE[1] - y
        length = max(1e-6, (dx * dx + dy * dy) ** 0.5)
        ux, uy = dx / length, dy / length
        half_w = (1 + 2 * FAN) * MY_HAND_SCALE / 2 + 0.24  # the cards, then a chip's radius
        half_h = 1.4 * MY_HAND_SCALE / 2 + 0.2
        if uy > 0:  # below the cards: a stack grows upwards, towards them
            half_h += 0.3
        exits = [half_w / abs(ux) if ux else 1e9, half_h / abs(uy) if uy else 1e9]
        reach = min(min(exits), length * 0.6)
        return at(x + ux * reach, y + uy * reach)

    def _tag_point(self, spot: int) -> QPointF:
        x, y = self.spot_points[spot]
        return at(x, y + 0.58)

    def _caption_point(self, spot: int) -> QPointF:
        x, y = self.spot_points[spot]
        return at(x, y - 0.78)

    def _plate_point(self, seat: int) -> QPointF:
        return self.plates[seat].chip_anchor()

    # --- words -------------------------------------------------------------------------------

    def _position_word(self, position: str) -> str:
        return {
            "cut_in": self.tr("cut-in"),
            "last_leg": self.tr("last leg"),
            "dealer": self.tr("dealer"),
        }.get(position, "")

    def _spot_label(self, spot: int) -> str:
        kind = pd.spot_kind(spot, self.dealer)
        if kind == "own":
            return self.tr("Your place") if spot == 2 * self.viewer else self.tr("Place")
        if kind == "last_leg":
            return self.tr("Last leg\n(after the dealer)")
        return self.tr("Cut in")

    # --- the state at once -------------------------------------------------------------------

    def sync(self) -> None:
        view = self.view_state()
        self.dealer = view.dealer
        on_table: dict[int, int] = {}
        for h in view.hands:
            if h.hand != 0 and not h.settled:
                on_table[h.seat] = on_table.get(h.seat, 0) + h.bet
        for seat, plate in enumerate(self.plates):
            self.shown_plate[seat] = view.stacks[seat] - on_table.get(seat, 0)
            plate.set_chips(self.shown_plate[seat])
            plate.set_marker(self.tr("Dealer") if seat == view.dealer else "")
        self.set_active_seat(view.to_act)
        if not self.stale:
            self.hand_spot = {h.hand: h.spot for h in view.hands}
            self.hand_seat = {h.hand: h.seat for h in view.hands}
            by_spot = {h.spot: h for h in view.hands}
            self.bets = {}
            for spot, pile in enumerate(self.spot_piles):
                h = by_spot.get(spot)
                if h is None:
                    if pile.items:
                        self.scene.clear_pile(pile)
                    self._drop_tag(spot)
                    self._drop_caption(spot)
                    self.bet_stacks[spot].set_amount(0)
                    continue
                self._size_pile(spot, h.seat)
                if h.cards is not None:
                    self.scene.put(pile, list(h.cards), True)
                else:
                    self.scene.put(pile, [None] * h.card_count, False)
                bet = 0 if h.settled or h.hand == 0 else h.bet
                self.bet_stacks[spot].set_amount(bet)
                if bet:
                    self.bets[spot] = (h.seat, bet)
                if h.position in ("cut_in", "last_leg") and spot not in self.captions:
                    self._caption(spot, h.seat, h.position, animate=False)
                if spot not in self.tags and h.name and (h.revealed or h.settled):
                    self._show_hand_tag(spot, h)
        self._mark_acting(view)
        self._update_info(view)
        if self._first_sync:
            self._first_sync = False
            if view.bank_rounds_left is not None and view.phase != "over":
                self._announce_stop(view.dealer, view.bank_rounds_left)

    def _size_pile(self, spot: int, seat: int) -> None:
        mine = seat == self.viewer and self.session.seats[seat].is_human
        self.spot_piles[spot].layout.scale = MY_HAND_SCALE if mine else HAND_SCALE

    def _mark_acting(self, view: Any) -> None:
        """Your cards answer clicks; the hand you decide on now is ringed."""
        acting = view.acting_hand if view.to_act == self.viewer else None
        acting_spot = self.hand_spot.get(acting) if acting is not None else None
        mine = set(self.my_cards())
        for spot, pile in enumerate(self.spot_piles):
            for item in pile.items:
                item.set_selected(spot == acting_spot and not self.stale)
                item.set_clickable(item in mine)
            if spot == acting_spot:
                self.scene.snap(pile)

    def _update_info(self, view: Any) -> None:
        """The corner notes: round, dealer and stakes; your chips; the bank's notice."""
        lines = [
            self.tr("Round %1 · Dealer: %2 · bets %3–%4")
            .replace("%1", str(view.round))
            .replace("%2", self.seat_name(view.dealer))
            .replace("%3", format_amount(view.options.min_bet))
            .replace("%4", format_amount(view.options.max_bet))
        ]
        if self.session.seats[self.viewer].is_human:
            mine = self.tr("Your bankroll %1").replace(
                "%1", format_amount(view.stacks[self.viewer])
            )
            on_table = sum(
                h.bet for h in view.hands if h.seat == self.viewer and h.hand and not h.settled
            )
            if on_table:
                mine += self.tr(" (%1 on the table)").replace("%1", format_amount(on_table))
            if view.bought[self.viewer]:
                mine += self.tr(" (%1 re-bought)").replace(
                    "%1", format_amount(view.bought[self.viewer])
                )
            if self.last_result is not None:
                sign = "+" if self.last_result > 0 else "−" if self.last_result < 0 else "±"
                mine += self.tr(" · last round %1").replace(
                    "%1", sign + format_amount(abs(self.last_result))
                )
            lines.append(mine)
        left = view.bank_rounds_left
        if left == 1:
            lines.append(self.tr("The bank passes after this round"))
        elif left is not None:
            lines.append(self.tr("The bank passes after %1 rounds").replace("%1", str(left)))
        self.info.setText("\n".join(lines))

    # --- the events --------------------------------------------------------------------------

    def animate_batch(self, events: list[Any]) -> None:
        # a deal card by card; the settles' tags one by one (the reveals among them), their
        # chips paid together
        self.animate_runs(
            events,
            EventRun(pd.Deal, self._deal),
            EventRun(pd.Settle, self._pay, passing=(pd.Reveal,), each=self._settle_tag),
        )

    def _on_round_started(self, e: pd.RoundStarted) -> None:
        self.dealer = e.dealer
        self.stale = True
        self.hand_spot = {0: 2 * e.dealer}
        self.hand_seat = {0: e.dealer}
        self.played_round = e.dealer == self.viewer
        self.shown_plate = list(e.stacks)

        def show() -> None:
            for seat, plate in enumerate(self.plates):
                plate.set_chips(e.stacks[seat])
                plate.set_marker(self.tr("Dealer") if seat == e.dealer else "")
                plate.set_status("")

        self.scene.animator.call(show)

    def _clear_last_round(self) -> None:
        """The last round's cards go back to the deck when the next one begins."""
        if not self.stale or self.keep_last_round:
            return
        self.stale = False
        self.bets = {}
        tags = list(self.tags.values()) + list(self.captions.values())
        self.tags, self.captions = {}, {}
        for tag in tags:
            self.scene.remove_later(tag)
        self.scene.collect(lambda: [p for p in self.spot_piles if p.items])

    def _on_bet(self, e: pd.Bet) -> None:
        self._clear_last_round()
        self.hand_spot[e.hand] = e.spot
        self.hand_seat[e.hand] = e.seat
        self.bets[e.spot] = (e.seat, e.amount)
        if e.seat == self.viewer:
            self.played_round = True
        self.shown_plate[e.seat] -= e.amount
        left = self.shown_plate[e.seat]
        stack = self.bet_stacks[e.spot]
        plate = self.plates[e.seat]

        def leave() -> None:
            self._size_pile(e.spot, e.seat)
            plate.set_chips(left)
            plate.set_status("")

        flight = ChipFlight(e.amount, self._plate_point(e.seat), stack.pos(), started=leave)
        flight.done = _setter(stack, e.amount)
        self.scene.chips([flight])
        if e.position in ("cut_in", "last_leg"):
            self._caption(e.spot, e.seat, e.position, animate=True)

    def _on_bets_done(self, e: pd.BetsDone) -> None:
        if not e.hands and e.seat != self.dealer:
            plate = self.plates[e.seat]
            self.scene.animator.call(lambda: plate.set_status(self.tr("Sits out")))

    def _on_round_void(self, e: pd.RoundVoid) -> None:
        self._clear_last_round()
        self.show_notice(self.tr("Nobody bet: no cards this round"), hold="notice")

    def _deal(self, deals: list[pd.Deal]) -> None:
        self._clear_last_round()
        moves: list[tuple[Card | None, Pile, bool]] = []
        for d in deals:
            self.hand_spot[d.hand] = d.spot
            self.hand_seat[d.hand] = d.seat
            self._size_pile(d.spot, d.seat)
            mine = d.seat == self.viewer
            moves.append((d.card if mine else None, self.spot_piles[d.spot], mine))
        self.scene.deal(moves)

    def _on_reveal(self, e: pd.Reveal) -> None:
        spot = self.hand_spot.get(e.hand)
        if spot is None:
            return
        pile = self.spot_piles[spot]
        cards = list(e.cards)
        self.scene.flip(lambda: pile.items[: len(cards)], True, cards)
        tone = "pok" if e.reason == "pok" else "info"
        self._tag(spot, e.name, e.thai_name, tone)

    def _on_draw(self, e: pd.Draw) -> None:
        spot = self.hand_spot.get(e.hand)
        if spot is None:
            return
        mine = e.seat == self.viewer
        self.scene.deal([(e.card if mine else None, self.spot_piles[spot], mine)], kind="draw")
        if e.hand == 0:
            self._status(e.seat, self.tr("Draws"))

    def _on_stood(self, e: pd.Stood) -> None:
        spot = self.hand_spot.get(e.hand)
        if e.hand == 0:
            self._status(e.seat, self.tr("Stands"))
        elif spot is not None:
            self._tag(spot, self.tr("Stands"), "", "info")

    def _on_caught(self, e: pd.Caught) -> None:
        if e.size == 3:
            text, thai = self.tr("The dealer catches the three-card hands"), "จับสาม"
        else:
            text, thai = self.tr("The dealer catches the two-card hands"), "จับสอง"
        self.show_notice(text, thai, hold="notice")

    def _on_catch_declined(self, e: pd.CatchDeclined) -> None:
        self._status(e.dealer, self.tr("No catch"))

    def _settle_tag(self, e: pd.Settle) -> None:
        spot = self.hand_spot.get(e.hand, e.spot)
        if e.outcome == "tie" and e.amount == 0:
            money = self.tr("tie")
        else:
            sign = "+" if e.amount > 0 else "−"
            money = f"{sign}{format_amount(abs(e.amount))}"
        self._tag(spot, e.name, f"{e.thai_name} · {money}", _tone(e.outcome))

    def _pay(self, settles: list[pd.Settle]) -> None:
        """Like a dealer: take the losing bets, pay the winners, then the bets go home.

        Each flight updates the stacks it leaves and lands on; the numbers are worked out in
        the order the flights happen, so every plate reads right at every moment.
        """
        plates = self.shown_plate
        bets = self.bet_stacks
        hands = []
        for e in settles:
            spot = self.hand_spot.get(e.hand, e.spot)
            self.bets.pop(spot, None)
            hands.append((e, spot, bets[spot].pos(), self._plate_point(e.seat)))
        take: list[ChipFlight] = []
        for e, spot, bet_at, seat_at in hands:
            if e.amount >= 0:
                continue
            loss, dealer_at = -e.amount, self._plate_point(e.dealer)
            from_bet = min(e.bet, loss)
            plates[e.dealer] += from_bet
            take.append(
                ChipFlight(
                    from_bet,
                    bet_at,
                    dealer_at,
                    _plate_setter(self.plates[e.dealer], plates[e.dealer]),
                    _setter(bets[spot], e.bet - from_bet),
                )
            )
            if loss > e.bet:  # a Tong or a three deng costs more than the bet
                plates[e.seat] -= loss - e.bet
                plates[e.dealer] += loss - e.bet
                take.append(
                    ChipFlight(
                        loss - e.bet,
                        seat_at,
                        dealer_at,
                        _plate_setter(self.plates[e.dealer], plates[e.dealer]),
                        _plate_setter(self.plates[e.seat], plates[e.seat]),
                    )
                )
        pay: list[ChipFlight] = []
        for e, spot, bet_at, _seat_at in hands:
            if e.amount > 0:
                plates[e.dealer] -= e.amount
                pay.append(
                    ChipFlight(
                        e.amount,
                        self._plate_point(e.dealer),
                        bet_at,
                        _setter(bets[spot], e.bet + e.amount),
                        _plate_setter(self.plates[e.dealer], plates[e.dealer]),
                    )
                )
        home: list[ChipFlight] = []
        for e, spot, bet_at, seat_at in hands:
            back = e.bet + e.amount if e.amount >= 0 else max(0, e.bet + e.amount)
            if back > 0:
                plates[e.seat] += back
                home.append(
                    ChipFlight(
                        back,
                        bet_at,
                        seat_at,
                        _plate_setter(self.plates[e.seat], plates[e.seat]),
                        _setter(bets[spot], 0),
                    )
                )
        for flights in (take, pay, home):
            if flights:
                self.scene.chips(flights)

    def _on_hand_over(self, e: HandOver) -> None:
        seat = self.viewer
        human = self.session.seats[seat].is_human
        if not (human and self.played_round) or seat >= len(e.deltas):
            self.scene.animator.pause("banner")
            return
        delta = e.deltas[seat]
        self.last_result = delta
        if delta > 0:
            text, tone = self.tr("You won %1 this round").replace("%1", format_amount(delta)), "win"
        elif delta < 0:
            text = self.tr("You lost %1 this round").replace("%1", format_amount(-delta))
            tone = "lose"
        else:
            text, tone = self.tr("Even this round"), "tie"
        self.show_notice(text, "", tone, hold="banner")

    def _on_rebought(self, e: pd.Rebought) -> None:
        plate = self.plates[e.seat]

        def show() -> None:
            plate.set_chips(e.stack)
            plate.set_status(self.tr("Re-bought"))

        self.scene.animator.call(show)
        self.shown_plate[e.seat] = e.stack

    def _on_seat_left(self, e: pd.SeatLeft) -> None:
        self._status(e.seat, self.tr("Left the table"))

    def _on_bank_declined(self, e: pd.BankDeclined) -> None:
        self._status(e.seat, self.tr("Let the bank pass"))

    def _on_bank_passed(self, e: pd.BankPassed) -> None:
        self.dealer = e.dealer

        def move_marker() -> None:
            for seat, plate in enumerate(self.plates):
                plate.set_marker(self.tr("Dealer") if seat == e.dealer else "")

        self.scene.animator.call(move_marker)
        self.show_notice(
            self.tr("%1 takes the bank").replace("%1", self.seat_name(e.dealer)),
            "เจ้ามือ",
            hold="notice",
        )

    def _on_stop_announced(self, e: pd.StopAnnounced) -> None:
        self._announce_stop(e.dealer, e.rounds_left)

    def _announce_stop(self, dealer: int, rounds_left: int) -> None:
        """The three-round notice: the dealer stops, the bank passes after these rounds."""
        who = self.seat_name(dealer)
        self.show_notice(
            self.tr("%1 will give up the bank after %2 rounds")
            .replace("%1", who)
            .replace("%2", str(rounds_left)),
            self.tr("This round is the first of them."),
            hold="notice",
        )

    def _on_match_over_event(self, e: pd.MatchOver) -> None:
        self._clear_last_round()

    def match_over(self) -> None:
        result = self.session.state.result
        if result is None:
            return
        seat = self.viewer
        net = result.net[seat]
        if net > 0:
            text = self.tr("The session is over: you are %1 chips up").replace(
                "%1", format_amount(net)
            )
        elif net < 0:
            text = self.tr("The session is over: you are %1 chips down").replace(
                "%1", format_amount(-net)
            )
        else:
            text = self.tr("The session is over: you broke even")
        self.show_notice(text, "", "win" if net >= 0 else "lose")

    # --- scene helpers -------------------------------------------------------------------------

    def _tag(self, spot: int, text: str, subtitle: str, tone: str) -> None:
        def build() -> None:
            tag = self.tags.get(spot)
            if tag is None or tag.scene() is not self.scene:
                tag = TagItem(text, subtitle, tone, size=0.85)
                self.tags[spot] = tag
                tag.setPos(self._tag_point(spot))
                self.scene.addItem(tag)
            else:
                tag.set_text(text, subtitle, tone)

        self.scene.animator.call(build)

    def _drop_tag(self, spot: int) -> None:
        tag = self.tags.pop(spot, None)
        if tag is not None and tag.scene() is self.scene:
            self.scene.removeItem(tag)

    def _drop_caption(self, spot: int) -> None:
        tag = self.captions.pop(spot, None)
        if tag is not None and tag.scene() is self.scene:
            self.scene.removeItem(tag)

    def _show_hand_tag(self, spot: int, h: Any) -> None:
        """A revealed or settled hand's tag, drawn at once (a restored game)."""
        if h.settled:
            if h.amount == 0:
                money = self.tr("tie")
            else:
                money = ("+" if h.amount > 0 else "−") + format_amount(abs(h.amount))
            tone = "win" if h.amount > 0 else "lose" if h.amount < 0 else "tie"
            subtitle = f"{h.thai_name} · {money}"
        else:
            tone, subtitle = ("pok" if len(h.cards or ()) == 2 else "info"), h.thai_name
        tag = TagItem(h.name, subtitle, tone, size=0.85)
        tag.setPos(self._tag_point(spot))
        self.scene.addItem(tag)
        self.tags[spot] = tag

    def _caption(self, spot: int, seat: int, position: str, animate: bool) -> None:
        text = f"{self.seat_name(seat)} · {self._position_word(position)}"
        tag = TagItem(text, "", "info", size=0.7)
        tag.setOpacity(0.92)
        self.captions[spot] = tag
        if animate:
            self.scene.pop_in(tag, self._caption_point(spot))
        else:
            tag.setPos(self._caption_point(spot))
            self.scene.addItem(tag)

    def _status(self, seat: int, text: str) -> None:
        plate = self.plates[seat]
        self.scene.animator.call(lambda: plate.set_status(text))

    # --- the person's decisions ----------------------------------------------------------------

    def update_panel(self) -> None:
        panel = self.pok_panel
        view = self.view_state()
        for item in self.spot_items:
            item.set_offered(False)
            item.set_chosen(False)
        if view.phase == "over":
            panel.show_group(None)
            self.set_prompt(self.tr("The session is over."))
            return
        if not self.is_my_turn():
            panel.show_group(None)
            self.set_prompt(self._waiting_prompt(view))
            return
        legal = self.session.legal_actions()
        phase = view.phase
        chips = format_amount(view.stacks[self.viewer])
        if phase == "betting":
            self._offer_bets(view, legal, panel)
        elif phase in ("drawing", "dealer_draw"):
            hand = view.hands[view.acting_hand] if view.acting_hand is not None else None
            can_stand = any(isinstance(a, pd.Stand) for a in legal)
            panel.enable(stand=can_stand, draw=True)
            panel.show_group("draw")
            name = hand.name if hand is not None else ""
            if phase == "dealer_draw":
                text = self.tr("You are the dealer with %1: draw a card or stand.")
            elif can_stand:
                text = self.tr("Your hand: %1. Draw a third card or stand?")
            else:
                text = self.tr("Your hand: %1. Under 4 points you must draw (table rule).")
            self.set_prompt(text.replace("%1", name))
        elif phase == "catch":
            sizes = {a.size for a in legal if isinstance(a, pd.Catch)}
            panel.enable(catch2=2 in sizes, catch3=3 in sizes)
            panel.show_group("catch")
            name = view.hands[0].name if view.hands else ""
            self.set_prompt(
                self.tr(
                    "You are the dealer with %1. Catch (จับ): settle now against the hands "
                    "of two or three cards, or go on."
                ).replace("%1", name)
            )
        elif phase == "bank_offer":
            panel.show_group("bank_offer")
            self.set_prompt(
                self.tr("The bank is yours if you want it (you have %1 chips).").replace(
                    "%1", chips
                )
            )
        elif phase == "bank_keep":
            panel.show_group("bank_keep")
            self.set_prompt(
                self.tr(
                    "You hold the bank. Deal another round, or announce your stop: the bank "
                    "passes three rounds later."
                )
            )
        elif phase == "rebuy":
            amount = view.options.starting_chips - view.stacks[self.viewer]
            panel.buttons["rebuy"].set_base_text(
                self.tr("Re-buy %1 chips").replace("%1", format_amount(amount))
            )
            panel.show_group("rebuy")
            self.set_prompt(
                self.tr("You are out of chips (%1 left). Re-buy, or leave the table?").replace(
                    "%1", chips
                )
            )
        else:
            panel.show_group(None)

    def _offer_bets(self, view: Any, legal: list[Any], panel: PokDengPanel) -> None:
        if self.stale:  # the places you may choose are cleared of the last round's cards
            self._clear_last_round()
        limits = view.bet_limits
        mine = view.my_hands
        can_bet = limits is not None and bool(view.open_spots)
        remembered = self.settings.remembered.get(REMEMBER_KEY)
        panel.enable(
            less=can_bet, more=can_bet, bet=can_bet, last=can_bet and isinstance(remembered, int)
        )
        panel.amount.setEnabled(can_bet)
        if can_bet:
            low, high = limits
            value = remembered if isinstance(remembered, int) else low
            panel.set_bet_range(low, high, view.options.min_bet, value)
            own = 2 * self.viewer
            for spot in view.open_spots:
                item = self.spot_items[spot]
                item.set_label(self._spot_label(spot))
                item.set_offered(True)
            focus = self.focused_spot
            if not mine or focus is None or focus not in view.open_spots:
                focus = own if own in view.open_spots else view.open_spots[0]
            self._choose_spot(focus)
        panel.buttons["done"].set_base_text(self.tr("Deal") if mine else self.tr("Sit out"))
        panel.show_group("bet")
        if mine and can_bet:
            text = self.tr(
                "Your bets are on the table. Open another hand (click a free place) or deal."
            )
        elif mine:
            text = self.tr("Your bets are on the table. Deal when you are ready.")
        else:
            text = self.tr(
                "Place your bet: choose the amount, then click a free place (or press B)."
            )
        self.set_prompt(text)

    def _choose_spot(self, spot: int) -> None:
        """The place the Bet button (and Enter) bets at, marked in gold."""
        self.focused_spot = spot
        for key, item in enumerate(self.spot_items):
            item.set_chosen(key == spot)
        button = self.pok_panel.buttons["bet"]
        if spot == 2 * self.viewer:
            button.set_base_text(self.tr("Bet at your place"))
        else:
            button.set_base_text(self.tr("Bet at the marked place"))

    def _waiting_prompt(self, view: Any) -> str:
        seat = view.to_act
        if seat is None:
            return ""
        name = self.seat_name(seat)
        words = {
            "betting": self.tr("%1 is placing bets…"),
            "drawing": self.tr("%1 decides: draw or stand…"),
            "catch": self.tr("%1, the dealer, decides whether to catch…"),
            "dealer_draw": self.tr("%1, the dealer, decides whether to draw…"),
        }
        return words.get(view.phase, self.tr("%1 is thinking…")).replace("%1", name)

    def _on_press(self, name: str) -> None:
        if not self.session.is_human_turn():
            return
        panel = self.pok_panel
        view = self.view_state()
        if name == "less":
            panel.step_amount(-1)
        elif name == "more":
            panel.step_amount(1)
        elif name == "last":
            remembered = self.settings.remembered.get(REMEMBER_KEY)
            if isinstance(remembered, int):
                panel.amount.setValue(remembered)
        elif name == "bet":
            spot = self.focused_spot
            if spot is None or spot not in view.open_spots:
                spot = 2 * self.viewer if 2 * self.viewer in view.open_spots else None
            if spot is None and view.open_spots:
                spot = view.open_spots[0]
            if spot is not None:
                self.place_bet(spot)
        elif name == "done":
            self.submit(pd.EndBets())
        elif name in ("draw", "stand"):
            hand = view.acting_hand if view.acting_hand is not None else 0
            self.submit(pd.DrawCard(hand) if name == "draw" else pd.Stand(hand))
        elif name in ("catch2", "catch3"):
            self.submit(pd.Catch(2 if name == "catch2" else 3))
        else:
            simple = {
                "no_catch": pd.NoCatch(),
                "take_bank": pd.TakeBank(),
                "decline_bank": pd.DeclineBank(),
                "keep_bank": pd.KeepBank(),
                "announce_stop": pd.AnnounceStop(),
                "rebuy": pd.Rebuy(),
                "leave": pd.Leave(),
            }
            if name in simple:
                self.submit(simple[name])

    def hint_targets(self, action: Any) -> HintTargets | None:
        """The Hint's hook: the advised amount and place set in the panel, and its button."""
        panel = self.pok_panel
        if isinstance(action, pd.PlaceBet):
            panel.amount.setValue(action.amount)
            self._choose_spot(action.spot)
            where = (
                self.tr("at your place")
                if action.spot == 2 * self.viewer
                else self.tr("at the marked place")
            )
            what = self.tr("Bet %1 %2").replace("%1", format_amount(action.amount))
            return HintTargets(what.replace("%2", where), (), "bet")
        simple: dict[type, tuple[str, str]] = {
            pd.EndBets: ("done", panel.buttons["done"].base_text),
            pd.DrawCard: ("draw", self.tr("Draw a card")),
            pd.Stand: ("stand", self.tr("Stand")),
            pd.NoCatch: ("no_catch", self.tr("No catch")),
            pd.TakeBank: ("take_bank", self.tr("Take the bank")),
            pd.DeclineBank: ("decline_bank", self.tr("Let the bank pass")),
            pd.KeepBank: ("keep_bank", self.tr("Deal another round")),
            pd.AnnounceStop: ("announce_stop", self.tr("Announce your stop")),
            pd.Rebuy: ("rebuy", self.tr("Re-buy")),
            pd.Leave: ("leave", self.tr("Leave the table")),
        }
        if isinstance(action, pd.Catch):
            name = "catch2" if action.size == 2 else "catch3"
            return HintTargets(panel.buttons[name].base_text, (), name)
        if type(action) in simple:
            name, what = simple[type(action)]
            cards: list[CardItem] = []
            if isinstance(action, (pd.DrawCard, pd.Stand)):  # the hand it is about
                spot = self.hand_spot.get(action.hand)
                cards = list(self.spot_piles[spot].items) if spot is not None else []
            return HintTargets(what, cards, name)
        return None

    def place_bet(self, spot: int) -> str | None:
        amount = self.pok_panel.bet_amount()
        reason = self.submit(pd.PlaceBet(spot, amount))
        if reason is None:
            self.settings.remembered[REMEMBER_KEY] = amount
            self.settingsChanged.emit()
        return reason

    def _on_spot_clicked(self, item: SpotItem) -> None:
        if self.session.is_human_turn() and item.offered:
            self.focused_spot = self.spot_items.index(item)
            self.place_bet(self.focused_spot)

    # --- keyboard over the person's cards and places -----------------------------------------

    def my_cards(self) -> list[CardItem]:
        spots = sorted(
            (
                spot
                for hand, spot in self.hand_spot.items()
                if self.hand_seat.get(hand) == self.viewer
            ),
            key=lambda s: pd.deal_position(s, self.dealer, self.players),
        )
        return [item for spot in spots for item in self.spot_piles[spot].items]

    def move_focus(self, step: int) -> None:
        offered = [spot for spot, item in enumerate(self.spot_items) if item.offered]
        if self.pok_panel.current_group() == "bet" and offered:
            if self.focused_spot in offered:
                index = (offered.index(self.focused_spot) + step) % len(offered)
            else:
                index = 0
            spot = offered[index]
            self._choose_spot(spot)
            self.set_prompt(
                self.tr("Bet at: %1 (Enter to place it)").replace(
                    "%1", self._spot_label(spot).replace("\n", " ")
                )
            )
            return
        super().move_focus(step)

    def activate_focus(self) -> None:
        if self.pok_panel.current_group() == "bet" and self.focused_spot is not None:
            if self.spot_items[self.focused_spot].offered:
                self.place_bet(self.focused_spot)
                return
        super().activate_focus()

    def card_focused(self, item: CardItem | None) -> None:
        if item is None or item.pile is None:
            return
        self.show_message(self._describe_hand(item.pile))

    def card_activated(self, item: CardItem) -> None:
        if item.pile is not None and item in self.my_cards():
            self.show_message(self._describe_hand(item.pile))

    def _describe_hand(self, pile: Pile) -> str:
        spot = self.spot_piles.index(pile) if pile in self.spot_piles else None
        view = self.view_state()
        hand = next((h for h in view.hands if h.spot == spot), None)
        if hand is None or not hand.cards:
            return ""
        where = self._position_word(hand.position) or self.tr("your place")
        text = self.tr("Your hand (%1): %2 — %3, bet %4")
        return (
            text.replace("%1", where)
            .replace("%2", " ".join(str(c) for c in hand.cards))
            .replace("%3", f"{hand.name} ({hand.thai_name})")
            .replace("%4", format_amount(hand.bet))
        )


def _setter(stack: ChipStack, amount: int) -> Callable[[], None]:
    return lambda: stack.set_amount(amount)


def _plate_setter(plate: SeatPlate, chips: int) -> Callable[[], None]:
    return lambda: plate.set_chips(chips)


def _both(a: Callable[[], None], b: Callable[[], None]) -> Callable[[], None]:
    def run() -> None:
        a()
        b()

    return run


_HANDLERS: dict[type, Callable[[PokDengTable, Any], None]] = {
    pd.RoundStarted: PokDengTable._on_round_started,
    pd.Bet: PokDengTable._on_bet,
    pd.BetsDone: PokDengTable._on_bets_done,
    pd.RoundVoid: PokDengTable._on_round_void,
    pd.Reveal: PokDengTable._on_reveal,
    pd.Draw: PokDengTable._on_draw,
    pd.Stood: PokDengTable._on_stood,
    pd.Caught: PokDengTable._on_caught,
    pd.CatchDeclined: PokDengTable._on_catch_declined,
    HandOver: PokDengTable._on_hand_over,
    pd.Rebought: PokDengTable._on_rebought,
    pd.SeatLeft: PokDengTable._on_seat_left,
    pd.BankDeclined: PokDengTable._on_bank_declined,
    pd.BankPassed: PokDengTable._on_bank_passed,
    pd.StopAnnounced: PokDengTable._on_stop_announced,
    pd.MatchOver: PokDengTable._on_match_over_event,
}
PokDengTable.HANDLERS = _HANDLERS
