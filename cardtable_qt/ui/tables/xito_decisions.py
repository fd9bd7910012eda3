"""Xì tố's table, the person's decisions: the turn clock, the action panel, the Hint, the keys.

``XitoDecisions`` is a part of ``XitoTable``: the turn clock round the player to act (D-X7; when
yours runs out you fold), what the panel offers for the decision in front of you (bet, call,
raise or fold, a re-buy) and the prompt that says it, the Hint's place on the panel, and what a
card under the keyboard or the mouse is.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGraphicsItem

from ...engine import xito
from ...engine.cards import card_sign
from ..table import CardItem, format_amount
from ..table.hinting import HintTargets


class XitoDecisions:
    """The clock, panel and keys of ``XitoTable`` (see the module)."""

    # --- the turn clock (D-X7) ---------------------------------------------------------------

    def _turn_key(self, view: Any) -> tuple[int, int, int]:
        return (view.hand, view.betting_round, len(view.history))

    def _on_events_arrived(self, _events: list[Any]) -> None:
        """Someone acted: no clock and no buttons while it plays out (the turn moved on)."""
        self.clock.stop()
        self._clock_turn = None
        self.panel.show_group(None)

    def _badge_place(self, seat: int) -> str:
        """Your plate's corner may touch a neighbour's plate: your seconds go on its left."""
        return "left" if seat == self.viewer else "top"

    def _on_ai_turn(self, seat: int) -> None:
        """An AI player thinks: its clock runs too (it acts well inside it)."""
        if self.clock_ms is None or not 0 <= seat < len(self.plates):
            return
        self.clock.setPos(self.plates[seat].pos())
        self.clock.start(seat, self.clock_ms, self._badge_place(seat))
        self._clock_turn = None

    def _start_my_clock(self, view: Any) -> None:
        if self.clock_ms is None:
            self.clock.stop()
            return
        key = self._turn_key(view)
        if self._clock_turn == key and self.clock.running:
            return  # the same decision: the time keeps running
        self._clock_turn = key
        self.clock.setPos(self.plates[self.viewer].pos())
        self.clock.start(self.viewer, self.clock_ms, self._badge_place(self.viewer))

    def set_turn_length(self, ms: int | None) -> None:
        """A turn's length in milliseconds (None: no clock); your running turn starts again."""
        self.clock_ms = ms
        if self.clock.seat == self.viewer or (ms is not None and self.is_my_turn()):
            self.clock.stop()
            self._clock_turn = None
            self.update_panel()

    def _on_clock_expired(self, seat: int) -> None:
        """Time is up: the engine's timeout action (D-X7: you fold)."""
        state = self.session.state
        if seat != self.viewer or not self.session.is_human_turn():
            return
        if state.current_player != seat or self._clock_turn != self._turn_key(self.view_state()):
            return
        action = state.timeout_action()
        if action is None:
            return
        self._clock_turn = None
        self.timeouts += 1
        if self.submit(action) is None:
            self.show_message(
                self.tr("Time is up: you fold (úp bài) after %1 seconds.").replace(
                    "%1", str(round((self.clock_ms or 0) / 1000))
                )
            )

    # --- the person's decisions ----------------------------------------------------------------

    def out_words(self) -> str:
        """You folded and the others play on: the prompt says so (``GameTable.out_prompt``),
        to the hand's end as the table shows it (a run-out, the showdown), not the engine's
        next hand."""
        folded = self.viewer in self.folded_seats and self.out_of_hand()
        return self.tr("You folded") if folded else ""

    def update_panel(self) -> None:
        panel = self.xito_panel
        view = self.view_state()
        if view.phase == "over":
            panel.show_group(None)
            self.clock.stop()
            self.set_prompt(self.tr("The session is over."))
            return
        if not self.is_my_turn():
            panel.show_group(None)
            if self.clock.seat == self.viewer:
                self.clock.stop()
            self.set_prompt(self.waiting_prompt(view.current_player, view))
            return
        if view.phase == "rebuy":
            self._offer_rebuy(view)
        else:
            self._offer_bets(view)

    def _offer_rebuy(self, view: Any) -> None:
        panel = self.xito_panel
        seat = self.viewer
        amount = self.options.starting_stack - view.stacks[seat]
        panel.buttons["rebuy"].set_base_text(
            self.tr("Re-buy %1 chips").replace("%1", format_amount(amount))
        )
        panel.show_group("rebuy")
        self.clock.stop()
        text = (
            self.tr(
                "You have 1 chip, less than the ante (%2). Re-buy up to %3, or sit this hand out?"
            )
            if view.stacks[seat] == 1
            else self.tr(
                "You have %1 chips, less than the ante (%2). Re-buy up to %3, or sit this hand out?"
            )
        )
        self.set_prompt(
            text.replace("%1", format_amount(view.stacks[seat]))
            .replace("%2", format_amount(self.options.ante))
            .replace("%3", format_amount(self.options.starting_stack))
        )

    def _offer_bets(self, view: Any) -> None:
        panel = self.xito_panel
        opening = view.highest == 0
        amounts = view.bet_range
        # no raise possible: only Fold and Call show, and the prompt says why
        panel.show_amount(amounts is not None)
        panel.buttons["bet"].setVisible(opening)
        panel.buttons["raise"].setVisible(not opening and amounts is not None)
        panel.buttons["call"].setVisible(not opening)
        panel.set_amount_label(
            (lambda: self.tr("Bet")) if opening else (lambda: self.tr("Raise by"))
        )
        if not opening:
            # the call takes every chip you have (short of the bet, or just enough): all-in
            short = view.to_call >= view.stacks[self.viewer]
            words = self.tr("Call %1 · all-in") if short else self.tr("Call %1")
            panel.buttons["call"].set_base_text(words.replace("%1", format_amount(view.to_call)))
        if amounts is not None:
            low, high = amounts
            seat = self.viewer
            pot = sum(p.amount for p in view.pots) + sum(view.round_bets)
            base = view.round_bets[seat] + (0 if opening else view.to_call)
            panel.set_pot(
                pot, base, all_in=base - view.round_bets[seat] + high >= view.stacks[seat]
            )
            panel.set_range(low, high, self.options.ante, low)
            panel.set_amount_enabled(low < high)  # all-in for less: one amount only
        panel.show_group("act")
        self.set_prompt(self._decision_prompt(view, amounts))
        self._start_my_clock(view)

    def _decision_prompt(self, view: Any, amounts: tuple[int, int] | None) -> str:
        """What you may do, in one short sentence (the panel is narrow on a small window)."""
        if view.highest == 0:
            low, high = amounts if amounts is not None else (0, 0)
            if low == high == 1:
                text = self.tr("You bet first: all-in with your last chip, or fold.")
            elif low == high:
                text = self.tr("You bet first: all-in with your last %1 chips, or fold.")
            else:
                text = self.tr("You bet first (tố đầu): %1–%2 chips, or fold.")
            return text.replace("%1", format_amount(low)).replace("%2", format_amount(high))
        seat = self.viewer
        if view.to_call >= view.stacks[seat]:
            call = self.tr("call your last %1 (all-in)")
        else:
            call = self.tr("call %1")
        call = call.replace("%1", format_amount(view.to_call))
        if amounts is None:
            text = self.tr("%1 has %2 in: %3 or fold. %4").replace(
                "%4", self._no_raise_reason(view)
            )
        else:
            text = (
                self.tr("%1 has %2 in: %3, raise by %4–%5, or fold.")
                .replace("%4", format_amount(amounts[0]))
                .replace("%5", format_amount(amounts[1]))
            )
        return (
            text.replace("%1", self._last_raiser(view))
            .replace("%2", format_amount(view.highest))
            .replace("%3", call)
        )

    def _last_raiser(self, view: Any) -> str:
        for move in reversed(view.history):
            if move.round == view.betting_round and move.action in ("bet", "raise"):
                return self.seat_name(move.seat)
        return self.tr("The table")

    def _no_raise_reason(self, view: Any) -> str:
        opts = self.options
        if opts.max_raises is not None and view.raises >= opts.max_raises:
            return self.tr("No more raises this round: the limit is %1.").replace(
                "%1", str(opts.max_raises)
            )
        if view.stacks[self.viewer] - view.to_call < opts.min_bet:
            return self.tr("Too few chips left to raise.")
        return self.tr("Nobody left could answer a raise.")

    def waiting_words(self, seat: int, view: Any) -> str:
        if view.phase == "rebuy":
            return self.tr("%1 decides whether to re-buy…").replace("%1", self.seat_name(seat))
        if view.highest == 0:
            text = self.tr("%1 bets first (tố đầu)…")
        else:
            text = self.tr("%1 decides: call, raise or fold…")
        return text.replace("%1", self.seat_name(seat))

    def _on_press(self, name: str) -> None:
        if not self.session.is_human_turn():
            return
        panel = self.xito_panel
        if name == "less":
            panel.step_value(-1)
        elif name == "more":
            panel.step_value(1)
        elif name == "min":
            panel.set_value(panel.amount.minimum())
        elif name in ("max", "half", "pot"):
            panel.set_value(panel.preset(name))
        elif name == "fold":
            self.submit(xito.Fold())
        elif name == "call":
            self.submit(xito.Call())
        elif name == "bet":
            self.submit(xito.Bet(panel.value()))
        elif name == "raise":
            self.submit(xito.Raise(panel.value()))
        elif name == "rebuy":
            self.submit(xito.Rebuy())
        elif name == "sit_out":
            self.submit(xito.SitOut())

    def hint_targets(self, action: Any) -> HintTargets | None:
        """The Hint's hook: the advised amount set on the slider, and its button."""
        panel = self.xito_panel
        if isinstance(action, (xito.Bet, xito.Raise)):
            panel.set_value(action.amount)
            amount = format_amount(action.amount)
            if isinstance(action, xito.Bet):
                return HintTargets(self.tr("Bet %1").replace("%1", amount), (), "bet")
            return HintTargets(self.tr("Raise by %1").replace("%1", amount), (), "raise")
        simple: dict[type, tuple[str, str]] = {
            xito.Fold: ("fold", self.tr("Fold")),
            xito.Call: ("call", panel.buttons["call"].base_text),
            xito.Rebuy: ("rebuy", panel.buttons["rebuy"].base_text),
            xito.SitOut: ("sit_out", self.tr("Sit this hand out")),
        }
        if type(action) in simple:
            name, what = simple[type(action)]
            return HintTargets(what, (), name)
        return None

    # --- cards under the keyboard and the mouse ----------------------------------------------

    def my_cards(self) -> list[CardItem]:
        return list(self.rows[self.viewer].items)

    def hint_clear_of(self) -> list[QGraphicsItem]:
        return [self.hole_tag]

    def card_focused(self, item: CardItem | None) -> None:
        if item is not None:
            self.show_message(self._describe(item))

    def card_activated(self, item: CardItem) -> None:
        self.show_message(self._describe(item))

    def _describe(self, item: CardItem) -> str:
        row = item.pile
        if row not in self.rows:
            return ""
        seat = self.rows.index(row)
        view = self.view_state()
        index = row.items.index(item)
        if index == 0:
            if item.face_up and item.card is not None:
                what = self.tr("hole card %1").replace("%1", card_sign(item.card))
                if seat == self.viewer and self._is_me(seat):
                    what += self.tr(" (only you see it)")
            else:
                what = self.tr("a hole card, face down")
        else:
            what = self.tr("face-up card %1").replace("%1", card_sign(item.card))
        words = f"{self.seat_name(seat)}: {what}"
        if seat == self.viewer and self._is_me(seat):
            # your hole card is in what your cards make: your hand, not what the others see
            mine = [i.card for i in row.items if i.card is not None]
            rank = xito.evaluate(mine)
            hand = self._hand_words(rank.category, rank.name_vi, rank.name_en)
            words += " — " + self._your_hand_words(hand)
        else:
            # what the others see: the face-up cards (a hole card face up here, the viewer's
            # in a demo or another's in an open replay, is not among them until shown down)
            seen = row.items if seat in self.shown_hands else row.items[1:]
            shown = [i.card for i in seen if i.face_up and i.card is not None]
            if shown:
                rank = xito.evaluate(shown)
                words += " — " + self.tr("%1 showing").replace(
                    "%1", self._hand_words(rank.category, rank.name_vi, rank.name_en)
                )
        if view.folded[seat]:
            words += self.tr(" (folded)")
        return words
