"""Xì tố's table, its events: each engine event queued as animations on the table.

``XitoEvents`` is a part of ``XitoTable`` (its rows, chip stacks, tags, plates and the numbers it
shows are made in ``XitoTable.build_scene``): a new hand, the antes and the deal card by card,
each bet, call, raise and fold, the bets collected into the pots, the showdown, the pots paid
out, the hand's and the session's results.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import xito
from ...engine.cards import Card
from ...engine.match import HandOver
from ...game_words import xito_words
from ..table import ChipFlight, Pile, SeatPlate, format_amount
from ..table.chips import ChipStack
from ..table.game_table import EventRun
from .hand_results import Sheet, fold_words, winners_lines, xito_sheet


class XitoEvents:
    """The event handlers of ``XitoTable`` (see the module)."""

    # --- the events --------------------------------------------------------------------------

    def animate_batch(self, events: list[Any]) -> None:
        # a deal card by card, and the antes into the pot together
        self.animate_runs(
            events, EventRun(xito.CardDealt, self._deal), EventRun(xito.AntePaid, self._antes)
        )

    def _on_hand_started(self, e: xito.HandStarted) -> None:
        self.first_bettor = None
        self.dealt_in = set(e.seats)
        self.round_in = set(e.seats)
        self.my_dealt = []
        self.folded_seats = set()
        self.all_in_seats = set()
        self.winners = {}
        self.shown_hands = {}
        self.awards = []
        self.award_events: list[xito.PotAwarded] = []
        self.shown_bets = [0] * self.players
        self.shown_pots = []

        def clear() -> None:  # the last hand's words go with its cards
            for seat in list(self.captions):
                self._drop_caption(seat)
            self._hide_my_tags()

        self.scene.animator.call(clear)
        self.scene.collect(lambda: [row for row in self.rows if row.items])

        def show() -> None:
            self.shown_hand, self.shown_round, self.run_out = e.hand, 0, False
            if self.next_last_hand is not None:
                self.last_hand, self.awards_shown = self.next_last_hand
                self.next_last_hand = None
            self._set_pots([])
            for seat, plate in enumerate(self.plates):
                plate.set_chips(e.stacks[seat])
                plate.set_marker(self.tr("Dealer") if seat == e.dealer else "")
                plate.set_status("" if seat in e.seats else self.tr("Sits out"))
                self.bet_stacks[seat].set_amount(0)
            self._update_info()

        self.scene.animator.call(show)

    def _on_rebought(self, e: xito.Rebought) -> None:
        plate = self.plates[e.seat]
        words = self.tr("Re-bought %1").replace("%1", format_amount(e.amount))

        def show() -> None:
            plate.set_chips(e.stack)
            plate.set_status(words)

        self.scene.animator.call(show)

    def _on_sat_out(self, e: xito.SatOut) -> None:
        self._status_later(e.seat, self.tr("Sits out"))

    def _antes(self, antes: list[xito.AntePaid]) -> None:
        """Every ante slides from its seat to the pot."""
        if not self.shown_pots:
            self.shown_pots = [0]
        flights = []
        for e in antes:
            self.shown_pots[0] += e.amount
            pot = self.shown_pots[0]
            plate = self.plates[e.seat]
            flight = ChipFlight(
                e.amount,
                self._plate_point(e.seat),
                self.pot_stack.pos(),
                done=self._pots_setter([pot]),
                started=_chips_setter(plate, e.stack),
            )
            if e.all_in:  # the ante took the seat's last chips
                self.all_in_seats.add(e.seat)
                status = self._action_status("bet", e.amount, True)
                flight.started = _both(flight.started, _status_setter(plate, status))
            flights.append(flight)
        self.scene.chips(flights)

    def _deal(self, deals: list[xito.CardDealt]) -> None:
        # a new card each: the first bettor's "shows …" named the cards of the round that
        # ended (and when all are all-in no round follows to replace it)
        self._drop_first_bettor()
        moves: list[tuple[Card | None, Pile, bool]] = []
        for d in deals:
            faces_up = self.revealed(d.seat) is not None and d.card is not None  # a replay
            seen = d.face_up or d.seat == self.viewer or faces_up
            moves.append((d.card if seen else None, self.rows[d.seat], seen))
            if d.seat == self.viewer and d.card is not None:
                self.my_dealt.append(d.card)
        self.scene.deal(moves)
        mine = list(self.my_dealt)
        self.scene.animator.call(lambda: self._show_my_hand(mine))
        rows = [self.rows[d.seat] for d in deals]

        def clickable() -> None:  # a click on a card says what it is
            for row in rows:
                for item in row.items:
                    item.set_clickable(True)

        self.scene.animator.call(clickable)

    def _on_round_started(self, e: xito.BettingRoundStarted) -> None:
        previous = self.first_bettor
        self.first_bettor = e.first_bettor
        text, subtitle = self._first_bettor_words(e.category, e.name_vi, e.name_en)
        # a new round: last round's words go; folds and all-ins stay
        fresh = self.dealt_in - self.folded_seats - self.all_in_seats
        self.round_in = self.dealt_in - self.folded_seats

        def show() -> None:
            self.shown_round = e.round
            if previous is not None:
                self._drop_caption(previous)
            self._put_caption(e.first_bettor, text, subtitle, "info")
            for seat in fresh:
                self.plates[seat].set_status("")
            self._update_info()

        self.scene.animator.call(show)

    def _bet_flight(
        self, seat: int, paid: int, total: int, stack: int, status: str, all_in: bool
    ) -> None:
        self.shown_bets[seat] = total
        if all_in:
            self.all_in_seats.add(seat)
        plate = self.plates[seat]
        bet = self.bet_stacks[seat]

        def leave() -> None:
            plate.set_chips(stack)
            plate.set_status(status)

        flight = ChipFlight(paid, self._plate_point(seat), bet.pos(), started=leave)
        flight.done = _stack_setter(bet, total)
        if paid > 0:
            self.scene.chips([flight])
        else:
            self.scene.animator.call(leave)

    def _on_bet(self, e: xito.BetPlaced) -> None:
        status = self._action_status("bet", e.amount, e.all_in)
        self._bet_flight(e.seat, e.amount, e.round_total, e.stack, status, e.all_in)

    def _on_called(self, e: xito.Called) -> None:
        # all-in, the status says the chips in front of the seat (as a raise's or bet's does),
        # not the last part of them the call added
        status = self._action_status("call", e.round_total if e.all_in else e.amount, e.all_in)
        self._bet_flight(e.seat, e.amount, e.round_total, e.stack, status, e.all_in)

    def _on_raised(self, e: xito.Raised) -> None:
        status = self._action_status("raise", e.round_total, e.all_in)
        self._bet_flight(e.seat, e.called + e.amount, e.round_total, e.stack, status, e.all_in)

    def _on_folded(self, e: xito.Folded) -> None:
        self.folded_seats.add(e.seat)
        row = self.rows[e.seat]
        plate = self.plates[e.seat]
        status = self._action_status("fold", 0, False)

        def fold() -> None:
            plate.set_status(status)
            for item in row.items:  # still readable: everyone saw the face-up cards
                item.set_dimmed(True)

        self.scene.animator.call(fold)

    def _on_collected(self, e: xito.BetsCollected) -> None:
        """The round's bets slide to the middle and become the pots."""
        flights = []
        for seat, amount in enumerate(self.shown_bets):
            if amount > 0:
                flights.append(
                    ChipFlight(
                        amount,
                        self.bet_stacks[seat].pos(),
                        self.pot_stack.pos(),
                        started=_stack_setter(self.bet_stacks[seat], 0),
                    )
                )
        self.shown_bets = [0] * self.players
        self.shown_pots = [p.amount for p in e.pots]
        pots = list(e.pots)
        # the round's amounts are in the pot now: an all-in seat is just all-in (as ``sync``
        # says it), not "All-in 50" beside no chips through the run-out and the showdown
        all_in = [self.plates[s] for s in sorted(self.all_in_seats - self.folded_seats)]
        if flights:
            flights[-1].done = lambda: self._set_pots(pots)
            self.scene.chips(flights)
        else:
            self.scene.animator.call(lambda: self._set_pots(pots))
        words = self._all_in_words()
        for plate in all_in:
            self.scene.animator.call(_status_setter(plate, words))
        # fewer than two can still bet: the last cards are dealt with no betting (a run-out),
        # and the info line names no betting round
        still_in = self.dealt_in - self.folded_seats
        if e.round < 4 and len(still_in) > 1 and len(still_in - self.all_in_seats) < 2:

            def run_out() -> None:
                self.shown_round, self.run_out = 0, True
                self._update_info()
                self.set_active_seat(None)  # nobody is to act: no plate keeps the light

            self.scene.animator.call(run_out)

    def _on_hand_shown(self, e: xito.HandShown) -> None:
        row = self.rows[e.seat]
        self._drop_first_bettor()  # (a first bettor who folded in the round shows nothing)

        def no_round() -> None:  # the betting is over (after an all-in, maybe before round 4)
            self.shown_round, self.run_out = 0, False
            self._update_info()

        self.scene.animator.call(no_round)
        self.shown_hands[e.seat] = self._hand_words(e.category, e.name_vi, e.name_en)
        if e.seat != self.viewer:
            self.scene.flip(lambda: row.items[:1], True, [e.hole])
        else:  # the caption names it now, and the others see your hole card too
            self.scene.animator.call(self._hide_my_tags)
        self._caption_later(e.seat, *xito_words(e.category, e.name_vi, e.name_en), "info")

    def _drop_first_bettor(self) -> None:
        """The betting is over, or new cards came: "First to bet · shows …" goes."""
        if self.first_bettor is not None:
            bettor, self.first_bettor = self.first_bettor, None
            self.scene.animator.call(lambda: self._drop_caption(bettor))

    def _on_pot_awarded(self, e: xito.PotAwarded) -> None:
        self._drop_first_bettor()  # a pot won by folds: no showdown took its place

        def no_round() -> None:  # the hand is won: the info line names no betting round
            self.shown_round, self.run_out = 0, False
            self._update_info()

        self.scene.animator.call(no_round)
        self.winners[e.winner] = self.winners.get(e.winner, 0) + e.amount
        index = e.pot
        start = self.pot_stack.pos()
        # take the chips off the pot display (an uncontested pot takes every pot)
        remaining = list(self.shown_pots)
        rest = e.amount
        for i in [index, *range(len(remaining))]:
            if 0 <= i < len(remaining) and rest > 0:
                take = min(rest, remaining[i])
                remaining[i] -= take
                rest -= take
        self.shown_pots = remaining
        plate = self.plates[e.winner]
        won = format_amount(e.amount)
        # the caption counts every pot the seat takes
        text = self.tr("Wins %1").replace("%1", format_amount(self.winners[e.winner]))
        if e.category:
            subtitle = self._hand_words(e.category, e.name_vi, e.name_en)
        else:
            subtitle = fold_words(e.winner, self.round_in, self.said)
        # sentences about you are their own ("You won 30", never "{name} won" with "You")
        if e.category:
            line = (
                self.said(e.winner, self.tr("You won %2 with %3"), self.tr("%1 won %2 with %3"))
                .replace("%2", won)
                .replace("%3", subtitle)
            )
        else:
            line = (
                self.said(e.winner, self.tr("You won %2: %3"), self.tr("%1 won %2: %3"))
                .replace("%2", won)
                .replace("%3", subtitle)
            )
        self.awards.append(line)
        self.award_events.append(e)
        if len(self.awards) == 1:
            head = self.said(e.winner, self.tr("You won %2"), self.tr("%1 won %2")).replace(
                "%2", won
            )
            self.first_award = (head, subtitle)
        done = _chips_setter(plate, e.stack)
        if e.winner in self.all_in_seats and e.stack > 0:
            # chips back on the plate: the seat is no longer all-in, and its plate says
            # nothing more of the hand's betting (its caption says the win)
            self.all_in_seats.discard(e.winner)
            done = _both(done, _status_setter(plate, ""))
        flight = ChipFlight(
            e.amount,
            start,
            self._plate_point(e.winner),
            done=done,
            started=lambda: self._set_pots(remaining),
        )
        self.scene.chips([flight])
        self._caption_later(e.winner, text, subtitle, "win")

    def _on_hand_over(self, e: HandOver) -> None:
        losers = [s for s in self.shown_hands if s not in self.winners]
        for seat in losers:
            self._caption_later(seat, self.shown_hands[seat], self.tr("loses"), "lose")
        head, words = self.first_award
        heads = [head]
        if self.award_events:
            # each winner once, with every pot they took: the numbers of their "Wins" tags
            heads = winners_lines(self.award_events, self.seat_name, self.person())
        # a line each, so that no amount is cut at the corner's edge
        lines = (self.tr("Last hand:"), *heads, words)
        sentences = list(self.awards)

        def show() -> None:
            # the corner says it once the next hand starts: now the table itself shows it
            self.next_last_hand = (lines, sentences)

        self.scene.animator.call(show)
        seat = self.viewer
        if not (self._is_me(seat) and seat in self.dealt_in and seat < len(e.deltas)):
            return  # the result sheet holds the table
        delta = e.deltas[seat]
        if delta > 0:
            text, tone = self.tr("You won %1").replace("%1", format_amount(delta)), "win"
        elif delta < 0:
            text, tone = self.tr("You lost %1").replace("%1", format_amount(-delta)), "lose"
        else:
            text, tone = self.tr("You broke even"), "tie"
        # the net, and how it comes from what you put in and the pots you took (a "Wins 30"
        # tag on your cards beside "You lost 52" is then explained: 82 in, 30 back)
        taken = sum(a.amount for a in self.award_events if a.winner == seat)
        if taken:
            subtitle = (
                self.tr("You put in %1 and took %2.")
                .replace("%1", format_amount(taken - delta))
                .replace("%2", format_amount(taken))
            )
        else:
            subtitle = self.tr("You put in %1.").replace("%1", format_amount(-delta))
        self.show_notice(text, subtitle, tone)  # the result sheet holds the table after it

    def out_of_hand(self) -> bool:
        view = self.view_state()
        you = self.viewer
        return (
            bool(self.dealt_in)
            and (you in self.folded_seats or you not in self.dealt_in)
            and (view.phase != "rebuy")
        )

    def result_sheet(self, over: HandOver, events: list[Any]) -> Sheet:
        # who was dealt in: after an undo the events start mid-hand, without HandStarted
        return xito_sheet(over, events, self.seat_name, self.person(), self.dealt_in, self.round_in)

    def _on_match_over_event(self, e: xito.MatchOver) -> None:
        self.scene.collect(lambda: [row for row in self.rows if row.items])

    def match_over(self) -> None:
        result = self.session.state.result
        if result is None:
            return
        net = result[self.viewer]
        if net > 0:
            text = self.tr("The session is over: you are %1 chips up")
        elif net < 0:
            text = self.tr("The session is over: you are %1 chips down")
        else:
            text = self.tr("The session is over: you broke even")
        text = text.replace("%1", format_amount(abs(net)))
        self.show_notice(text, "", "win" if net >= 0 else "lose")


def _chips_setter(plate: SeatPlate, chips: int) -> Callable[[], None]:
    return lambda: plate.set_chips(chips)


def _status_setter(plate: SeatPlate, status: str) -> Callable[[], None]:
    return lambda: plate.set_status(status)


def _both(a: Callable[[], None] | None, b: Callable[[], None]) -> Callable[[], None]:
    def run() -> None:
        if a is not None:
            a()
        b()

    return run


def _stack_setter(stack: ChipStack, amount: int) -> Callable[[], None]:
    return lambda: stack.set_amount(amount)
