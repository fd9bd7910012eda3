"""Pok Deng's table, its events: each engine event queued as animations on the table.

``PokDengEvents`` is a part of ``PokDengTable`` (its piles, tags, plates and the numbers it
shows are made in ``PokDengTable.build_scene``): the deal card by card, the bets and the chips
paid like a dealer pays them, the reveals and results under the hands, the round's clearing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import pokdeng as pd
from ...engine.cards import Card
from ...engine.match import HandOver
from ...game_words import pokdeng_words, thai_aside
from ..table import ChipFlight, Pile, SeatPlate, TagItem, format_amount
from ..table.chips import ChipStack
from ..table.game_table import EventRun
from .hand_results import Sheet, pokdeng_sheet


def _tone(amount: int) -> str:
    return "win" if amount > 0 else "lose" if amount < 0 else "tie"


class PokDengEvents:
    """The event handlers of ``PokDengTable`` (see the module)."""

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
        # Betting starts on a clear table: the last round's cards and tags go back (after its
        # result has been shown: the animations queue behind the round's banner).
        self.stale = True
        self._clear_last_round()
        self.hand_spot = {0: 2 * e.dealer}
        self.hand_seat = {0: e.dealer}
        self.played_round = e.dealer == self.viewer
        self.shown_plate = list(e.stacks)
        self.my_hand_cards = {}
        self.sat_out_reason = ""
        self.bets_closed_reason = ""

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
        # Captions are made as their bet is queued, result tags as their step plays: so the
        # captions out now are the last round's, and so are the tags out when this step plays.
        captions = list(self.captions.values())
        self.captions = {}

        def drop_tags() -> None:
            tags = list(self.tags.values())
            self.tags = {}
            for tag in tags + captions:
                if tag.scene() is self.scene:
                    self.scene.removeItem(tag)

        self.scene.animator.call(drop_tags)
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
            if e.seat == self.viewer and self._viewer_plays() and not self._closed_by_you:
                # the engine passed you by (no legal bet): say why, rather than silently
                head, why = self._sat_out_reason()
                self.sat_out_reason = self.both_sentences(head, why)
                self.show_notice(head, why, hold="notice")
        elif e.seat == self.viewer and self._viewer_plays() and not self._closed_by_you:
            # the engine closed your bets before you pressed Deal: say why, unless you have
            # opened every hand the table allows
            if len(e.hands) < self.session.state.options.max_legs:
                head, why = self._sat_out_reason(opened=True)
                self.bets_closed_reason = self.both_sentences(head, why)
                self.show_notice(head, why, hold="notice")
        self._closed_by_you = False

    def _sat_out_reason(self, opened: bool = False) -> tuple[str, str]:
        """Why the engine passed you by, from the chips shown as the bets were made."""
        stacks = list(self.shown_plate)  # the plates less the bets made so far
        for seat, amount in self.bets.values():
            stacks[seat] += amount
        hands = [_Bet(1, seat, amount) for seat, amount in self.bets.values()]
        min_bet = self.session.state.options.min_bet
        head, why = self.no_bet_reason(self.dealer, stacks, hands, min_bet, opened)
        return str(head), str(why)

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
            shown = mine or self.revealed(d.seat) is not None  # a replay, faces up
            moves.append((d.card if shown else None, self.spot_piles[d.spot], shown))
            if mine:
                self.my_hand_cards.setdefault(d.hand, []).append(d.card)
        self.scene.deal(moves)
        for d in deals:  # your hands show their points like a revealed hand, once dealt
            if d.seat == self.viewer and len(self.my_hand_cards.get(d.hand, ())) == 2:
                self._my_badge(d.hand)

    def _on_reveal(self, e: pd.Reveal) -> None:
        spot = self.hand_spot.get(e.hand)
        if spot is None:
            return
        pile = self.spot_piles[spot]
        cards = list(e.cards)
        self.scene.flip(lambda: pile.items[: len(cards)], True, cards)
        tone = "pok" if e.reason == "pok" else "info"
        name, native = pokdeng_words(cards, e.name, e.thai_name)
        self._tag(spot, name, native, tone)

    def _on_draw(self, e: pd.Draw) -> None:
        spot = self.hand_spot.get(e.hand)
        if spot is None:
            return
        mine = e.seat == self.viewer
        shown = mine or self.revealed(e.seat) is not None  # a replay, faces up
        self.scene.deal([(e.card if shown else None, self.spot_piles[spot], shown)], kind="draw")
        if e.hand == 0:
            self._hand_status(e.seat, self.tr("Draws"))
        if mine:
            self.my_hand_cards.setdefault(e.hand, []).append(e.card)
            self._my_badge(e.hand)

    def _on_stood(self, e: pd.Stood) -> None:
        spot = self.hand_spot.get(e.hand)
        if e.hand == 0:
            self._hand_status(e.seat, self.tr("Stands"))
        elif e.seat == self.viewer and e.hand in self.my_hand_cards:
            self._my_badge(e.hand, self.tr("Stands"))  # your points stay in view
        elif spot is not None:
            self._tag(spot, self.tr("Stands"), "", "info")

    def _on_caught(self, e: pd.Caught) -> None:
        if e.size == 3:
            text, thai = self.tr("The dealer catches the three-card hands"), "จับสาม"
        else:
            text, thai = self.tr("The dealer catches the two-card hands"), "จับสอง"
        self.show_notice(text, thai_aside(thai), hold="notice")

    def _on_catch_declined(self, e: pd.CatchDeclined) -> None:
        self._hand_status(e.dealer, self.tr("No catch"))

    def _side(self, dealer: int, amount: int) -> int:
        """A hand's chips from your side: as the dealer, a hand that beat you cost you."""
        return -amount if dealer == self.viewer and self._viewer_plays() else amount

    def _viewer_plays(self) -> bool:
        return bool(self.session.seats[self.viewer].is_human)

    def _money_words(self, side: int) -> str:
        if side == 0:
            return self.tr("tie")
        return ("+" if side > 0 else "−") + format_amount(abs(side))

    def _settle_tag(self, e: pd.Settle) -> None:
        spot = self.hand_spot.get(e.hand, e.spot)
        side = self._side(e.dealer, e.amount)
        name, native = pokdeng_words(e.cards, e.name, e.thai_name)
        money = self._money_words(side)
        self._tag(spot, name, f"{native} · {money}" if native else money, _tone(side))

    def _my_badge(self, hand: int, note: str = "") -> None:
        """Your hand's points, as soon as you have seen its cards (and "Stands" once you stood)."""
        spot = self.hand_spot.get(hand)
        cards = self.my_hand_cards.get(hand, [])
        if spot is None or len(cards) not in (2, 3):
            return
        value = pd.evaluate(tuple(cards))
        name, native = pokdeng_words(cards, value.name, value.thai_name)
        subtitle = " · ".join(part for part in (native, note) if part)
        self._tag(spot, name, subtitle, "pok" if value.is_pok else "info")

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
        if human and seat < len(e.deltas):
            # a round sat out has no result of yours: the one before is not "last round"
            self.last_result = e.deltas[seat] if self.played_round else None
        self._round_over(e)
        if not (human and self.played_round) or seat >= len(e.deltas):
            return  # the result sheet holds the table
        delta = e.deltas[seat]
        if delta > 0:
            text, tone = self.tr("You won %1 this round").replace("%1", format_amount(delta)), "win"
        elif delta < 0:
            text = self.tr("You lost %1 this round").replace("%1", format_amount(-delta))
            tone = "lose"
        else:
            text, tone = self.tr("Even this round"), "tie"
        self.show_notice(text, "", tone)  # the result sheet holds the table after it

    def _round_over(self, e: HandOver) -> None:
        """As the round's result sheet comes: the dealer's tag gets its chips like every other
        hand's, the round's words on the plates go, and the corner shows your bankroll with the
        payment made (the engine's view is read again only once the person goes on)."""
        dealer = self.dealer
        delta = e.deltas[dealer] if dealer < len(e.deltas) else 0
        # every bet is home: the plate as the payment leaves it is the bankroll
        bankroll = self.shown_plate[self.viewer] + sum(
            amount for seat, amount in self.bets.values() if seat == self.viewer
        )
        spot = 2 * dealer

        def show() -> None:
            tag = self.tags.get(spot)
            money = self._money_words(delta)  # the dealer's own, or yours as the dealer
            if tag is not None and tag.scene() is self.scene:
                subtitle = f"{tag.subtitle} · {money}" if tag.subtitle else money
                tag.set_text(tag.text, subtitle, _tone(delta))
                tag.setPos(self._tag_point(spot, tag))
            elif self.spot_piles[spot].items:  # its cards stayed hidden: the chips alone
                tag = TagItem(money, "", _tone(delta), size=0.85)
                self.tags[spot] = tag
                self.scene.addItem(tag)
                tag.setPos(self._tag_point(spot, tag))
            self.clear_hand_statuses()
            sits_out = self.tr("Sits out")
            for plate in self.plates:
                if plate.status == sits_out:
                    plate.set_status("")
            if self._info_view is not None:
                self._update_info(self._info_view, bankroll)

        self.scene.animator.call(show)

    def result_sheet(self, over: HandOver, events: list[Any]) -> Sheet:
        title, subtitle, rows = pokdeng_sheet(over, events, self.seat_name, self.person())
        if self.sat_out_reason:  # the sheet says why you had no hand, as the notice did
            subtitle = self.sat_out_reason
        return title, subtitle, rows

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
            self.said(e.dealer, self.tr("You take the bank"), self.tr("%1 takes the bank")),
            thai_aside("เจ้ามือ"),
            hold="notice",
        )

    def _on_stop_announced(self, e: pd.StopAnnounced) -> None:
        self._announce_stop(e.dealer, e.rounds_left)

    def _announce_stop(self, dealer: int, rounds_left: int) -> None:
        """The three-round notice: the dealer stops, the bank passes after these rounds."""
        self.show_notice(
            self.said(
                dealer,
                self.tr("You will give up the bank after %2 rounds"),
                self.tr("%1 will give up the bank after %2 rounds"),
            ).replace("%2", str(rounds_left)),
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
                self.scene.addItem(tag)
            else:
                tag.set_text(text, subtitle, tone)
            tag.setPos(self._tag_point(spot, tag))  # a second line makes it taller

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
        name, native = pokdeng_words(h.cards, h.name, h.thai_name)
        if h.settled:
            side = self._side(self.dealer, h.amount)
            money = self._money_words(side)
            tone = _tone(side)
            subtitle = f"{native} · {money}" if native else money
        else:
            pok = bool(h.cards) and len(h.cards) == 2 and pd.evaluate(tuple(h.cards)).is_pok
            tone, subtitle = ("pok" if pok else "info"), native
        tag = TagItem(name, subtitle, tone, size=0.85)
        tag.setPos(self._tag_point(spot, tag))
        self.scene.addItem(tag)
        self.tags[spot] = tag

    def _caption(self, spot: int, seat: int, position: str, animate: bool) -> None:
        text = f"{self.seat_name(seat)} · {self._position_word(position)}"
        tag = TagItem(text, "", "info", size=0.7)
        tag.setOpacity(0.92)
        self.captions[spot] = tag
        if animate:
            self.scene.pop_in(tag, self._caption_point(spot, tag))
        else:
            tag.setPos(self._caption_point(spot, tag))
            self.scene.addItem(tag)

    def _status(self, seat: int, text: str) -> None:
        plate = self.plates[seat]
        self.scene.animator.call(lambda: plate.set_status(text))

    def _hand_status(self, seat: int, text: str) -> None:
        """A word about this round's hand ("Stands", "Draws", "No catch"): it goes with the
        round, before the bank's decision or the next bets (``clear_hand_statuses``)."""
        plate = self.plates[seat]

        def show() -> None:
            plate.set_status(text)
            self.hand_statuses[seat] = text

        self.scene.animator.call(show)

    def clear_hand_statuses(self) -> None:
        """The last round's "Stands" / "Draws" / "No catch" go (another word set since stays)."""
        for seat, text in self.hand_statuses.items():
            if self.plates[seat].status == text:
                self.plates[seat].set_status("")
        self.hand_statuses = {}


class _Bet:
    """A bet on the table as ``no_bet_reason`` reads it (a hand id, its seat and its bet)."""

    settled = False

    def __init__(self, hand: int, seat: int, bet: int) -> None:
        self.hand, self.seat, self.bet = hand, seat, bet


def _setter(stack: ChipStack, amount: int) -> Callable[[], None]:
    return lambda: stack.set_amount(amount)


def _plate_setter(plate: SeatPlate, chips: int) -> Callable[[], None]:
    return lambda: plate.set_chips(chips)


def _both(a: Callable[[], None], b: Callable[[], None]) -> Callable[[], None]:
    def run() -> None:
        a()
        b()

    return run
