"""Indian Rummy's table, the person's decisions: the action panel, its presses, and the Hint.

``RummyDecisions`` is a part of ``RummyTable``: what the panel offers on your turn (draw from the
stock or take the pile's top, pack with a confirmation, discard, declare) and the prompt while
the others play; drawing, discarding and declaring with the validator's reasons when a
declaration is refused; the flag that your 14 cards can declare; the Hint's hook; and whether
you still play in this deal.
"""

from __future__ import annotations

from typing import Any

from ...engine import rummy as rm
from ...engine.cards import Card
from ...engine_text import engine_text
from ...game_words import hindi_aside
from ..table.hinting import HintTargets
from .rummy_results import DECLARE, card_name


class RummyDecisions:
    """The panel and the moves of ``RummyTable`` (see the module)."""

    # --- the person's decisions ----------------------------------------------------------------

    def demo_over_words(self) -> str:
        """Rummy's own word: a deal (``GameTable.demo_over_words``)."""
        return self.tr("The demo is over: this was its last deal.")

    def result_prompt(self, replaying: bool) -> str:
        """Rummy's own word: a deal (``GameTable.result_prompt``)."""
        if replaying:
            return self.tr("The replay is at the deal's end. Back steps through it again.")
        return self.tr("The deal is over. Read the sheet, then Next deal (N).")

    def update_panel(self) -> None:
        panel = self.rummy_panel
        view = self.view_state()
        person = self.session.seats[self.viewer].is_human
        has_cards = person and len(self.model) > 0 and not self.holding
        focus = self.focused_card
        groupable = len(self.selected) >= 2  # a group of one card is none (nor a start)
        in_group = {c for g in self.model.groups for c in g}
        targets = self.selected or ({focus.card} if focus is not None and focus.card else set())
        # a replay's hand is the record's, and a demo has no person: nothing is yours to arrange
        panel.show_arranging(not self.session.replaying and self.session.human_seat is not None)
        panel.enable(
            group=has_cards and groupable,
            ungroup=has_cards and bool(targets & in_group),
            auto=has_cards,
            scores=self.scores_offered(),
        )
        # the deal's sheet shows the scoreboard itself: no Scores beside it
        panel.buttons["scores"].setVisible(not self.sheet_holds_table())
        self.declare_spot.set_offered(False)
        self.declare_spot.setVisible(False)
        self.declare_tag.setVisible(False)
        panel.buttons["declare"].set_primary(False)
        panel.buttons["discard"].set_primary(True)
        self._update_handles()
        if self.holding:
            panel.show_group(None)
            over = view.phase == "over"
            if self.session.replaying:
                text = self.result_prompt(True)
            elif over:
                text = self.tr("The match is over: the sheet shows how it ended.")
            elif self.ended:  # a demo's last deal: nothing follows it
                text = self.demo_over_words()
            elif self.session.human_seat is None:
                text = self.tr("The deal is over: the next one starts in a moment.")
            else:
                text = self.result_prompt(False)
            self.set_prompt(text)
            return
        if view.phase == "over":
            panel.show_group(None)
            self.set_prompt(self.tr("The match is over. Scores (C) shows the whole match."))
            return
        if not self.is_my_turn():
            panel.show_group(None)
            self.pack_armed = False
            self.set_prompt(self.waiting_prompt(self._seat_shown(view.current_player), view))
            return
        legal = self.session.legal_actions()
        if view.phase == "draw":
            cost = view.pack_cost
            panel.enable(
                stock=rm.Draw("stock") in legal,
                take=rm.Draw("discard") in legal,
                pack=rm.Pack() in legal,
            )
            top = card_name(view.pile_top)
            panel.set_text(
                "take", self.tr("Take %1").replace("%1", top) if top else self.tr("Take")
            )
            pack = self.tr("Confirm pack (%1)") if self.pack_armed else self.tr("Pack (%1)")
            panel.set_text(
                "pack", pack.replace("%1", self.tr("%1 points").replace("%1", str(cost)))
            )
            panel.show_group("draw")
            if self.pack_armed:
                text = self.tr("Pack for %1 points? Press Pack again to confirm.")
            else:
                text = self.tr("Your turn: draw from the stock or take %2, or pack (%1 points).")
            self.set_prompt(text.replace("%1", str(cost)).replace("%2", top or "-"))
        else:
            chosen = self._discard_choice()
            found = self.declaration_found()
            panel.enable(discard=True, declare=True)
            # a hand that can declare: Declare is the main button, not a discard that would
            # break a group of the declaration
            panel.buttons["declare"].set_primary(found is not None)
            panel.buttons["discard"].set_primary(found is None)
            panel.set_text(
                "discard",
                self.tr("Discard %1").replace("%1", card_name(chosen))
                if chosen
                else self.tr("Discard"),
            )
            panel.show_group("discard")
            self.declare_spot.setVisible(True)
            self.declare_spot.set_offered(True)
            if found is not None:
                self.set_prompt(
                    self.tr(
                        "You can declare! Auto-arrange (A) lays your groups out, then Declare (E)."
                    )
                )
            else:
                # what to do, not a word about a card: the groups' labels say where each is
                self.set_prompt(self.tr("Discard a card: click it, then Discard (D)."))
        self._show_declarable()

    def _seat_shown(self, current: int | None) -> int | None:
        """Whose play the prompt names: while moves are still being shown, the other player in
        the light, whose they are (the engine is already at the next player's turn); your
        own turn coming is said as soon as it is the engine's."""
        if not self.events_playing or current is None or current == self.viewer:
            return current
        lit = next((p.seat for p in self.plates if p.active), None)
        return lit if lit is not None and lit != self.viewer else current

    def declaration_found(self) -> Any:
        """A valid declaration of your 14 cards (the engine's best grouping), while you may
        declare now; None otherwise. Kept for the hand it was found for."""
        if self._my_phase() != "discard":
            return None
        view = self.view_state()
        hand = tuple(view.hand)
        if len(hand) != 14:
            return None
        if self._declarable is None or self._declarable[0] != hand:
            found = rm.best_grouping(
                list(hand), view.wild_rank, winner=True, cover_rule=view.sequences_hold_6_or_7
            )
            self._declarable = (hand, found)
        return self._declarable[1]

    def _show_declarable(self) -> None:
        """The flag under the declaration place: "You can declare", while you can."""
        found = self.declaration_found() if not self.holding else None
        if found is None:
            self.declare_tag.setVisible(False)
            return
        self.declare_tag.set_text(self.tr("You can declare"), hindi_aside(DECLARE), "win")
        self.declare_tag.setVisible(True)

    def waiting_words(self, seat: int, view: Any) -> str:
        return self.said(seat, self.tr("You are playing…"), self.tr("%1 is playing…"))

    def out_words(self) -> str:
        """Packed this deal, or out of the match: the prompt says so while the others play on
        (``GameTable.out_prompt``), from the table's own (animated) seat status."""
        if not self.out_of_hand():
            return ""
        if self.seat_status[self.viewer] == "out":
            return self.tr("You are out of the match")
        return self.tr("You packed: you are dealt in again next deal")

    def _on_press(self, name: str) -> None:
        if name in ("group", "ungroup", "auto"):
            self.arrange(name)
            return
        if name == "scores":
            self.toggle_scores()
            return
        phase = self._my_phase()
        if phase == "draw" and name in ("stock", "take"):
            self.draw("stock" if name == "stock" else "discard")
        elif phase == "draw" and name == "pack":
            if not self.pack_armed:
                self.pack_armed = True
                self.update_panel()
                return
            self.pack_armed = False
            self.submit(rm.Pack())
        elif phase == "discard" and name == "discard":
            card = self._discard_choice()
            if card is None:
                self.show_message(
                    self.tr(
                        "Choose the card to discard: click it (or reach it with the arrow keys)."
                    )
                )
                return
            self.discard_card(card)
        elif phase == "discard" and name == "declare":
            self.declare()

    def submit(self, action: Any) -> str | None:
        self.show_message("")  # a word about a card is stale once a move is tried
        return super().submit(action)

    def draw(self, source: str) -> str | None:
        reason = self.submit(rm.Draw(source))  # type: ignore[arg-type]
        if reason is not None:
            self.drop_at = None
        return reason

    def discard_card(self, card: Card) -> str | None:
        reason = self.submit(rm.Discard(card))
        if reason is not None:
            self.relayout_hand()
        return reason

    def declare(self, face_down: Card | None = None) -> str | None:
        """Declare with your groups, ``face_down`` (default: the one selected card, or your only
        ungrouped card) laid face down; a refusal shows the validator's reasons."""
        if self._my_phase() != "discard":
            return None
        view = self.view_state()
        if self.declaration_found() is None:
            # D-R6 before the face-down card is asked: no card laid down would make one
            return self._refuse_undeclarable(view)
        if face_down is None:
            if len(self.selected) == 1:
                face_down = next(iter(self.selected))
            elif len(self.model.loose) == 1:
                face_down = self.model.loose[0]
            else:
                self.show_message(
                    self.tr(
                        "Choose the card to lay face down: select it (or leave it as your only "
                        "ungrouped card), then Declare."
                    )
                )
                return None
        groups = tuple(tuple(c for c in g if c != face_down) for g in self.model.groups)
        action = rm.Declare(tuple(g for g in groups if g), face_down)
        reason = self.submit(action)
        if reason is None:
            return None
        self.show_reasons(self._declaration_reasons(view, action))
        if self.declaration_found() is not None:
            self.show_message(
                self.tr(
                    "This grouping is not valid, but your hand can be declared: Auto-arrange (A) "
                    "shows how."
                )
            )
        else:
            self.show_message(self.tr("That declaration is not valid: see why above your hand."))
        self.relayout_hand()
        return reason

    def _refuse_undeclarable(self, view: Any) -> str:
        """A hand no face-down card makes a declaration of: the validator's reasons above your
        hand, their short words in the prompt; nothing is tried and your turn goes on."""
        found = rm.declaration_shortfall(
            view.hand, view.wild_rank, cover_rule=view.sequences_hold_6_or_7
        )
        self.show_reasons([engine_text(m) for m in found])
        words = "; ".join(self._short_reason(m) for m in found)
        self.show_message(
            self.tr("Your hand cannot declare yet: %1. Discard a card.").replace("%1", words)
        )
        self.relayout_hand()
        return words

    def _short_reason(self, message: Any) -> str:
        """A reason of the validator as the prompt says it: "no pure sequence yet"."""
        code = message.code
        if code == "rummy.no_pure_sequence":
            return self.tr("no pure sequence yet")
        if code == "rummy.no_second_sequence":
            return self.tr("no second sequence yet")
        if code == "rummy.sequences_6_or_7":
            return self.tr("your two sequences do not hold 6 or 7 cards")
        if code == "rummy.too_many_trios":
            return self.tr("more than two trios")
        if code == "rummy.cards_in_no_group":
            n = int(message.args["n"])
            if n == 1:
                return self.tr("1 card is in no group")
            return self.tr("%1 cards are in no group").replace("%1", str(n))
        return engine_text(message)

    def _declaration_reasons(self, view: Any, action: rm.Declare) -> list[str]:
        """The validator's reasons; ungrouped cards are named first, then what the groups
        themselves break (not, again, that they hold fewer than 13 cards)."""
        cover = view.sequences_hold_6_or_7
        loose = [c for c in self.model.loose if c != action.face_down]
        if not loose:
            found = rm.declaration_messages(
                view.hand, action.groups, action.face_down, view.wild_rank, cover_rule=cover
            )
            return [engine_text(m) for m in found]
        names = " ".join(card_name(c) for c in loose)
        first = self.tr(
            "Every card but the face-down one must be in a group; ungrouped: %1."
        ).replace("%1", names)
        found = rm.validate_messages(action.groups, view.wild_rank, cover_rule=cover)
        return [first, *(engine_text(m) for m in found if m.code != "rummy.not_all_cards")]

    # --- the Hint ----------------------------------------------------------------------------

    def hint_targets(self, action: Any) -> HintTargets | None:
        """The Hint's hook: the advised card selected (or the pile's top marked), its button.
        Packing through the hint needs no second press: taking the hint is the confirmation."""
        if isinstance(action, rm.Draw):
            if action.source == "stock":
                return HintTargets(self.tr("Draw from the stock"), (), "stock")
            top_card = self.view_state().pile_top
            what = self.tr("Take %1").replace("%1", card_name(top_card) if top_card else "-")
            return HintTargets(what, self.discard.items[-1:], "take")
        if isinstance(action, rm.Discard):
            self.selected = {action.card}
            self.relayout_hand()
            item = self._item_of(action.card)
            what = self.tr("Discard %1").replace("%1", card_name(action.card))
            return HintTargets(what, [item] if item is not None else [], "discard")
        if isinstance(action, rm.Pack):

            def pack() -> None:
                self.pack_armed = True
                self._on_press("pack")

            return HintTargets(self.tr("Pack"), (), "pack", perform=pack)
        if isinstance(action, rm.Declare):
            what = self.tr("Declare, laying %1 face down").replace(
                "%1", card_name(action.face_down)
            )
            return HintTargets(what, (), "declare", perform=lambda: self.submit(action))
        return None

    # --- your part in the deal ---------------------------------------------------------------

    def out_of_hand(self) -> bool:
        return not self.holding and self.seat_status[self.viewer] in ("packed", "out")

    def match_over(self) -> None:
        self.update_panel()
