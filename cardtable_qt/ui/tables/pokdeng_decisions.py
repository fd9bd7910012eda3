"""Pok Deng's table, the person's decisions: the action panel, the places to bet at, the keys.

``PokDengDecisions`` is a part of ``PokDengTable``: what the panel offers for the decision in
front of you (bets, draw or stand, catch, the bank, a re-buy), the places on the felt you may
bet at, and the keyboard over your cards and those places.
"""

from __future__ import annotations

from typing import Any

from ...engine import pokdeng as pd
from ...game_words import pokdeng_name, pokdeng_with_native
from ..table import CardItem, Pile, SpotItem, format_amount
from ..table.hinting import HintTargets
from ..table.words import follow_language
from .pokdeng_layout import REMEMBER_KEY
from .pokdeng_panel import PokDengPanel


class PokDengDecisions:
    """The panel and keys of ``PokDengTable`` (see the module)."""

    # --- the person's decisions ----------------------------------------------------------------

    def demo_over_words(self) -> str:
        """Pok Deng's own word: a round (``GameTable.demo_over_words``)."""
        return self.tr("The demo is over: this was its last round.")

    def result_sheet_made(self, sheet: Any) -> None:
        """The sheet reviews the round (a "hand" at Pok Deng is one place's cards)."""
        review = sheet.review_button
        follow_language(review, lambda: review.setText(self.tr("Review this round")))

    def result_prompt(self, replaying: bool) -> str:
        """Pok Deng's own word: a round (``GameTable.result_prompt``)."""
        if replaying:
            return self.tr("The replay is at the round's end. Back steps through it again.")
        return self.tr("The round is over. Next (N), Space or a click goes on.")

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
            self.set_prompt(self.waiting_prompt(view.to_act, view))
            return
        legal = self.session.legal_actions()
        phase = view.phase
        if phase in ("bank_keep", "bank_offer", "rebuy", "betting"):
            self.clear_hand_statuses()  # between rounds: last round's "Stands" is over
        chips = format_amount(view.stacks[self.viewer])
        if phase == "betting":
            self._offer_bets(view, legal, panel)
        elif phase in ("drawing", "dealer_draw"):
            hand = view.hands[view.acting_hand] if view.acting_hand is not None else None
            can_stand = any(isinstance(a, pd.Stand) for a in legal)
            panel.enable(stand=can_stand, draw=True)
            panel.show_group("draw")
            name = pokdeng_name(hand.cards, hand.name) if hand is not None else ""
            legs = len(view.my_hands)
            if phase == "dealer_draw":
                text = self.tr("You are the dealer with %1: draw a card or stand.")
            elif legs > 1 and hand is not None:
                # two or three legs: say which one is being decided (it is ringed on the felt)
                where = self._place_words(hand.position)
                if can_stand:
                    text = self.tr("Your hand at %2: %1. Draw a third card or stand?")
                else:
                    text = self.tr(
                        "Your hand at %2: %1. Under 4 points you must draw (table rule)."
                    )
                text = text.replace("%2", where)
            elif can_stand:
                text = self.tr("Your hand: %1. Draw a third card or stand?")
            else:
                text = self.tr("Your hand: %1. Under 4 points you must draw (table rule).")
            self.set_prompt(text.replace("%1", name))
        elif phase == "catch":
            sizes = {a.size for a in legal if isinstance(a, pd.Catch)}
            panel.enable(catch2=2 in sizes, catch3=3 in sizes)
            panel.show_group("catch")
            dealer = view.hands[0] if view.hands else None
            name = pokdeng_name(dealer.cards, dealer.name) if dealer is not None else ""
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
                self.tr(
                    "You are out of chips: you have %1, and you need 5× the minimum bet (%2) to "
                    "play, since a hand can cost five times its bet. Re-buy, or leave the table?"
                )
                .replace("%1", chips)
                .replace("%2", format_amount(5 * view.options.min_bet))
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
        panel.enable(chips=can_bet, bet=can_bet, last=can_bet and isinstance(remembered, int))
        panel.amount.setEnabled(can_bet)
        # once no other hand can be opened, the bet controls go: only Deal is left to press
        panel.show_bet_controls(can_bet)
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
        elif not can_bet:
            text = self.both_sentences(
                *self.no_bet_reason(view.dealer, view.stacks, view.hands, view.options.min_bet)
            )
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
        kind = pd.spot_kind(spot, self.dealer)
        if spot == 2 * self.viewer:
            button.set_base_text(self.tr("Bet at your place"))
        elif kind == "last_leg":  # the button names the place ringed in gold on the felt
            button.set_base_text(self.tr("Bet on the last leg"))
        else:
            button.set_base_text(self.tr("Bet on the cut in"))
        label = self._spot_label(spot).replace("\n", " ")
        button.setToolTip(self.tr("Bet at the place ringed in gold: %1").replace("%1", label))

    def _place_words(self, position: str) -> str:
        """Where one of your hands lies, for a sentence: "your place", "the cut in"."""
        return {
            "cut_in": self.tr("the cut in"),
            "last_leg": self.tr("the last leg"),
        }.get(position, self.tr("your place"))

    def no_bet_reason(
        self, dealer: int, stacks: Any, hands: Any, min_bet: int, opened: bool = False
    ) -> tuple[str, str]:
        """What you are told when you cannot bet (``opened``: open another hand) this round, a
        heading and why: the dealer's chips cover no more bets, or yours cover none (a hand can
        cost five times its bet), or no place is free."""
        head = (
            self.tr("No other hand for you this round")
            if opened
            else self.tr("You sit this round out")
        )
        table = sum(h.bet for h in hands if h.hand and not h.settled)
        mine = sum(h.bet for h in hands if h.hand and h.seat == self.viewer and not h.settled)
        if stacks[dealer] // 5 - table < min_bet:
            why = (
                self.tr(
                    "The dealer's %1 chips cover %2 in bets (a hand can cost five times its "
                    "bet), and %3 are bet already."
                )
                .replace("%1", format_amount(stacks[dealer]))
                .replace("%2", format_amount(stacks[dealer] // 5))
                .replace("%3", format_amount(table))
            )
        elif opened and stacks[self.viewer] // 5 - mine < min_bet:
            why = (
                self.tr(
                    "Your %1 chips cover %2 in bets (a hand can cost five times its bet), and "
                    "you have bet %3."
                )
                .replace("%1", format_amount(stacks[self.viewer]))
                .replace("%2", format_amount(stacks[self.viewer] // 5))
                .replace("%3", format_amount(mine))
            )
        elif stacks[self.viewer] // 5 < min_bet:
            why = self.tr("You need 5× the minimum bet (%1) to play.").replace(
                "%1", format_amount(5 * min_bet)
            )
        else:
            why = self.tr("No place is free for another hand.")
        return head, why

    def both_sentences(self, head: str, why: str) -> str:
        """A heading and its reason as one line of text (the prompt, the result sheet)."""
        return self.tr("%1. %2").replace("%1", head).replace("%2", why)

    def waiting_words(self, seat: int, view: Any) -> str:
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
        elif name in PokDengPanel.CHIP_BUTTONS:
            panel.chip(name, view.options.min_bet)
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
            self._closed_by_you = True
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
            if action.spot == 2 * self.viewer:
                where = self.tr("at your place")
            elif pd.spot_kind(action.spot, self.dealer) == "last_leg":
                where = self.tr("on the last leg")
            else:
                where = self.tr("on the cut in")
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
        remembered = self.settings.remembered
        before = remembered.get(REMEMBER_KEY)
        # remembered before the bet goes in: the panel offered next (another leg) starts from
        # this amount, with Last bet ready, rather than from the minimum
        remembered[REMEMBER_KEY] = amount
        reason = self.submit(pd.PlaceBet(spot, amount))
        if reason is None:
            self.settingsChanged.emit()
        elif before is None:
            remembered.pop(REMEMBER_KEY, None)
        else:
            remembered[REMEMBER_KEY] = before
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
            .replace("%3", pokdeng_with_native(hand.cards, hand.name, hand.thai_name))
            .replace("%4", format_amount(hand.bet))
        )
