"""Guandan's table, the person's decisions: the action panel, its buttons, the hints.

``GuandanDecisions`` is a part of ``GuandanTable``: what the panel offers for the decision in
front of you (the cut, a play or a pass, the tribute to pay or return) and what the prompt
says meanwhile, the buttons pressed, the chooser of a selection legal in several readings
(G-7), and the Hint's targets.
"""

from __future__ import annotations

from typing import Any

from ...engine import guandan as gd
from ...engine.guandan.combo import BIG_JOKER_POWER, LEVEL_POWER
from ..table.hinting import HintTargets
from .guandan_panel import MAX_READINGS

# The highest value a play of each kind can have (the big jokers, the level rank's triple, a run
# up to A): a play at it is beaten by no play of its kind, only by a bomb.
TOP_OF_KIND = {
    "single": BIG_JOKER_POWER,
    "pair": BIG_JOKER_POWER,
    "triple": LEVEL_POWER,
    "full_house": LEVEL_POWER,
    "straight": 14,
    "tube": 14,
    "plate": 14,
}


class GuandanDecisions:
    """The panel of ``GuandanTable`` (see the module)."""

    # --- the person's decisions ----------------------------------------------------------------

    def update_panel(self) -> None:
        panel = self.gd_panel
        view = self.view_state()
        self.selector.enabled = True
        # they order the hand of a person who plays: a demo (AI players alone) and a replay
        # (the record plays every seat) have none to order; one rule, ``person_plays``
        mine = self.person_plays
        panel.buttons["sort"].setVisible(mine)
        panel.buttons["arrange"].setVisible(mine)
        panel.set_sort_label(self.by_suit)
        panel.set_arrange_label(self.arranged is not None)
        if self.hold.holding:
            # the table is on the last hand's sheet, the engine at the next hand already: the
            # sheet's prompt stays (it said "East pays tribute…" while nobody could move)
            panel.show_group(None)
            return
        if view.phase == "over":
            panel.show_group(None)
            result = self.session.state.result
            if result is not None:
                self.set_prompt(
                    self.tr("The match is over: %1 win.").replace(
                        "%1", self.team_names(result.winning_team)
                    )
                )
            return
        if not self.is_my_turn():
            panel.show_group(None)
            self.rank_hint_seen()  # the Shift+click note was for your turn
            self.set_prompt(self.waiting_prompt(view.current_player, view))
            return
        self._dim_for_tribute(view)
        if view.phase == "cut":
            panel.show_group("cut")
            self.set_prompt(
                self.tr(
                    "You cut the deck: the turned card, counted from you, says who "
                    "draws first; whoever draws it leads."
                )
            )
        elif view.phase == "play":
            panel.show_group("play")
            self.offer_rank_hint()
            if view.to_beat is None:
                text = self.tr(
                    "Your lead: choose cards (click, drag across, or ←/→ and ↑) and Play any "
                    "combination."
                )
            else:
                seat = view.to_beat_seat if view.to_beat_seat is not None else 0
                if view.to_beat.kind == "joker_bomb":  # the highest play: nothing beats it
                    words = self.tr("Nothing beats %1's %2: Pass.")
                elif view.to_beat.is_bomb:  # only a higher bomb, of any kind, beats a bomb
                    words = self.tr("Beat %1's %2 with a higher bomb, or Pass.")
                elif view.to_beat.value >= TOP_OF_KIND[view.to_beat.kind]:
                    # a big joker, the level's triple, a run to A: none of its kind is higher
                    words = self.tr("Only a bomb beats %1's %2: play one, or Pass.")
                else:
                    words = self.tr(
                        "Beat %1's %2 with a higher one of that kind or a bomb, or Pass."
                    )
                text = words.replace("%1", self.seat_name(seat)).replace(
                    "%2", self.combo_name(view.to_beat)
                )
            self.set_prompt(text)
        elif view.phase == "tribute":
            panel.show_group("tribute")
            cards = ", ".join(
                self.card_text(a.card)
                for a in self.session.legal_actions()
                if isinstance(a, gd.PayTribute)
            )
            text = self.tr(
                "Tribute 进贡: give your highest card (%1; the wild hearts do not count). "
                "Choose it and press Pay tribute."
            ).replace("%1", cards)
            self.set_prompt(text)
            self._auto_pick()
        elif view.phase == "return":
            panel.show_group("return")
            to = next(
                (
                    t.giver
                    for t in view.tributes
                    if t.receiver == self.viewer and t.returned is None
                ),
                None,
            )
            self.set_prompt(
                self.tr(
                    "Return a card to %1 (还贡): any card of rank 10 or lower that is not a "
                    "level card; with none, your lowest."
                ).replace("%1", self.seat_name(to) if to is not None else "")
            )
        self._refresh_selection()

    def out_words(self) -> str:
        if not self.out_of_hand():
            return ""
        place = self.view_state().finished.index(self.viewer) + 1
        return self.tr("You went out: %1").replace("%1", self.place_word(place))

    def waiting_words(self, seat: int, view: gd.GuandanView) -> str:
        name = self.seat_name(seat)
        words = {
            "cut": self.tr("%1 cuts the deck…"),
            "tribute": self.tr("%1 pays tribute…"),
            "return": self.tr("%1 returns a card…"),
        }
        return words.get(view.phase, self.tr("%1 is thinking…")).replace("%1", name)

    def _auto_pick(self) -> None:
        """With only one card you may pay, it is chosen for you (you still press Pay)."""
        if self.selected_cards():
            return
        faces = {a.card.face for a in self.session.legal_actions() if isinstance(a, gd.PayTribute)}
        if len(faces) == 1:
            face = next(iter(faces))
            item = next((i for i in self.hand.items if i.card and i.card.face == face), None)
            if item is not None:
                self._select_only([item])

    def _on_press(self, name: str) -> None:
        if name == "sort":
            self.toggle_sort()
            return
        if name == "arrange":
            self.toggle_arrange()
            return
        if name in ("clear", "clear_tribute", "clear_return"):
            self.hinted = None
            self._select_only([])
            return
        if name == "cancel":
            self.choices = []
            self.update_panel()
            return
        if not self.session.is_human_turn():
            return
        view = self.view_state()
        if name == "cut":
            self.submit(gd.CutDeck())
        elif name in ("plays", "plays_tribute", "plays_return"):
            self.show_plays()
        elif name == "pass":
            self._after_submit(self.submit(gd.Pass()))
        elif name == "play":
            self.play_selection()
        elif name.startswith("reading"):
            index = int(name.removeprefix("reading"))
            if index < len(self.choices):
                combo = self.choices[index]
                self.choices = []
                self._after_submit(self.submit(gd.Play(combo)))
        elif name in ("pay", "give_back"):
            cards = self.selected_cards()
            if len(cards) == 1:
                action = (
                    gd.PayTribute(cards[0])
                    if view.phase == "tribute"
                    else gd.ReturnTribute(cards[0])
                )
                self._after_submit(self.submit(action))

    def play_selection(self) -> str | None:
        """Play the chosen cards: at once if one reading is legal, else through the chooser."""
        _text, _tone, legal = self.selection_verdict()
        if not legal:
            reason = self.tr("Those cards are not a play you can make now.")
            self.show_message(reason)
            return reason
        if len(legal) == 1:
            played = self.submit(gd.Play(legal[0]))
            self._after_submit(played)
            return played
        self.open_chooser(legal)
        return None

    def open_chooser(self, readings: list[gd.Combo]) -> None:
        """G-7: these cards are legal in several readings; the person says which."""
        self.choices = readings[:MAX_READINGS]
        self._message_timer.stop()  # no word of before stands over the chooser's question
        self._clear_message()
        panel = self.gd_panel
        panel.set_readings([self.combo_name(c) for c in self.choices])
        panel.show_group("choose")
        panel.buttons["sort"].setVisible(False)  # room for the readings
        panel.buttons["arrange"].setVisible(False)
        self.selector.enabled = False
        self.set_prompt(
            self.tr(
                "These cards can be played in %1 ways: which one? (keys 1–%1, Esc to cancel)"
            ).replace("%1", str(len(self.choices)))
        )

    def submit(self, action: Any) -> str | None:
        """Your decision; once it is taken the controls step aside until your next turn."""
        reason = super().submit(action)
        if reason is None:
            self._message_timer.stop()  # a hint's words are done with once the play is made
            self._clear_message()
            if self.scene.animator.busy:
                self.gd_panel.show_group(None)
                self.set_prompt(self.out_prompt(None))  # "You went out: …" after your last play
            else:  # nothing to watch (animations off): the table is already further on
                self.update_panel()
        return reason

    def _after_submit(self, reason: str | None) -> None:
        if reason is None:
            self.hinted = None
            self.hint_at = -1
            self._refresh_selection()
            self.selector.enabled = True

    def hint_targets(self, action: Any) -> HintTargets | None:
        """The Hint's hook: the advised cards selected (as the advised reading), its button."""
        if self.choices:  # the reading chooser gives way to the advised play
            self._on_press("cancel")
            self.selector.enabled = True
        by_card = {i.card: i for i in self.hand.items}
        if isinstance(action, gd.Play):
            items = [by_card[c] for c in action.combo.cards if c in by_card]
            self.hinted = action.combo  # the reading to play, whatever else the cards could be
            self._select_only(items)
            return HintTargets(self.combo_name(action.combo), items, "play")
        if isinstance(action, (gd.PayTribute, gd.ReturnTribute)):
            item = by_card.get(action.card)
            self._select_only([item] if item is not None else [])
            pay = isinstance(action, gd.PayTribute)
            words = self.tr("Pay %1 as tribute") if pay else self.tr("Return %1")
            what = words.replace("%1", self.card_text(action.card))
            return HintTargets(what, [item] if item else [], "pay" if pay else "give_back")
        if isinstance(action, gd.Pass):
            self.hinted = None
            self._select_only([])
            return HintTargets(self.tr("Pass"), (), "pass")
        if isinstance(action, gd.CutDeck):
            return HintTargets(self.tr("Cut the deck"), (), "cut")
        return None

    def show_message(self, text: str) -> None:
        """A message in the prompt line, except over the reading chooser's question (the
        chooser stays readable; the message is of no use until it is answered)."""
        if self.choices and self.gd_panel.current_group() == "choose":
            return
        super().show_message(text)
