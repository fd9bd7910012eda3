"""The hard rummy bot's play at three or more players: each choice by its expected cost.

At a bigger table a deal is short (some three turns a seat before someone declares) and a loss
costs its points, while a declaration makes every other player pay theirs. What a 13-card hand
is worth is therefore its *expected cost*: the points it will score less the average of the
other players' points, when the deal is played out from here. That cost depends mostly on three
things the seat can see: its turn, its deficiency (the fewest cards it must still replace to
declare, ``rummy_deficiency``) and its count (the points it would score if the deal ended now).
``rummy_costs`` holds it, measured by simulation (``bench/strength/rummy_costs.py``: the standard
play in every seat, each turn's hand recorded with what the deal finally cost that seat; a table
for 3 players, one deck, and one for 4, two decks, which 5 and 6 read too).

- Declares as soon as the engine offers a declaration.
- Pack (first turn only): when the hand's expected cost played on is over what a 20-point pack
  costs against the field (measured the same way: the seat packed at once).
- Draw: takes the pile's top card when the best hand it leaves (after the best discard) costs
  less than the hand before the draw, which is what a stock draw leaves on average.
- Discard: the card whose loss leaves the hand of least expected cost; the best few (the three
  best, when within 3 points of the best) are weighed again by what the next stock draw makes of
  the hand each leaves: every unseen card in turn, equally likely, the 14 read by their best 13.
  That looks past the deficiency and count to the hand's ways to improve (its outs). A card like
  one the next player just threw is a point safer; feeding that player is not counted here (it
  measured worse). Never a printed joker, and a wild card only when every card is wild.

The work per decision is bounded (one deficiency search per distinct card, and one per unseen
card for each of the close discards, each search with a node budget), so the same seed always
gives the same game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.cards import Card
from ..engine.messages import msg
from ..engine.rummy import Discard, Draw, Pack, RummyView, best_grouping
from ..engine.rummy.advice import best_discard
from ..engine.rummy.groups import card_points
from ..engine.rummy.solver import loser_points
from ..engine.words import card_param
from .advice import Advice
from .rummy_costs import expected_cost, pack_cost
from .rummy_deficiency import deficiency, lowers
from .rummy_reading import (
    PileReader,
    can_join,
    discard_advice,
    discard_choices,
    draw_advice,
    held,
    naturals,
    plain_start,
    without,
)

DRAWN = 7  # the deck index of a card imagined drawn (no real deck has it)
PILE_MARGIN = 0.0  # points: the pile card must beat a stock draw by this much
PACK_MARGIN = 0.0  # points: a pack must cost less than playing on by this much
LOOK_CANDIDATES = 3  # the best discards weighed by one more draw as well...
LOOK_MARGIN = 3.0  # ...when they are within this many points of the best


class ExpectedCostBot(PileReader):
    # Tunable by subclasses (the benchmark's variants); the values are the measured best.
    pile_margin = PILE_MARGIN
    pack_margin = PACK_MARGIN
    feed_penalty = 0.0
    packs_later = False
    look_candidates = LOOK_CANDIDATES
    look_margin = LOOK_MARGIN

    def _cost(self, view: RummyView, kind: str, hand: Any) -> float:
        """The expected cost of a 13-card hand at this turn, before its draw or after its
        discard (``kind`` "pre" or "post")."""
        wild, cover = view.wild_rank, view.sequences_hold_6_or_7
        d = deficiency(hand, wild, cover)
        return expected_cost(view.players, kind, view.turns + 1, d, loser_points(hand, wild))

    def _after_draw(self, view: RummyView, hand: Sequence[Card], turn: int) -> float:
        """The expected cost at ``turn`` of a 13-card hand after one more stock draw and its
        best discard: each unseen card (the stock's cards are among them, equally likely) added
        in turn, the 14 read by their deficiency and the count of their best discard; a card
        that joins nothing is thrown back and leaves the hand as it is."""
        wild, cover = view.wild_rank, view.sequences_hold_6_or_7
        now = deficiency(hand, wild, cover)
        stays = expected_cost(view.players, "post", turn, now, loser_points(hand, wild))
        natural = naturals(hand, wild)
        total = copies = 0.0
        for (rank, suit), n in self._unseen(view).items():
            copies += n
            card = Card(rank, suit, DRAWN)
            if not can_join(card, natural, wild):
                total += n * stays
                continue
            fourteen = [*hand, card]
            # one card more lowers the deficiency by one at most: ask only whether it does
            d = now - 1 if now > 0 and lowers(hand, card, wild, now, cover) else now
            points = best_discard(fourteen, wild)[1]
            total += n * min(stays, expected_cost(view.players, "post", turn, d, points))
        return total / copies if copies else stays

    # --- the start of a turn ------------------------------------------------------------------

    def _start_turn(self, view: RummyView, legal: list[Any]) -> Advice:
        hand, wild = view.hand, view.wild_rank
        stay = self._cost(view, "pre", hand)
        packs = Pack() in legal and stay > self._pack_cost(view) + self.pack_margin
        plain = plain_start(view, legal, packs)
        if plain is not None:
            return plain
        top = view.pile_top
        assert top is not None
        with_top = (*hand, top)
        if best_grouping(with_top, wild, winner=True, cover_rule=view.sequences_hold_6_or_7):
            return Advice(
                Draw("discard"),
                msg("advice.rummy.take_declare", card=card_param(top)),
                "take_declare",
                {"card": str(top)},
            )
        natural = naturals(hand, wild)
        # with two wild cards any card makes a group
        if len(hand) - len(natural) < 2 and not can_join(top, natural, wild):
            return Advice(
                Draw("stock"),
                msg("advice.rummy.draw_no_group", card=card_param(top)),
                "draw_stock",
                {"card": str(top)},
            )
        taken = min(
            self._cost(view, "post", without(with_top, c))
            for c in discard_choices(with_top, wild, keep=top)
        )
        estimates = ((Draw("discard"), -taken), (Draw("stock"), -stay))
        return draw_advice(top, wild, taken + self.pile_margin < stay, estimates)

    def _pack_cost(self, view: RummyView) -> float:
        """What a pack costs against the field now: measured on the first turn; a later pack
        (40) costs its 20 more points, the others' points taken as the same."""
        first = pack_cost(view.players)
        if view.first_turn:
            return first
        return first + view.pack_cost - 20 if self.packs_later else float("inf")

    # --- the discard --------------------------------------------------------------------------

    def _discard(self, view: RummyView, legal: list[Any]) -> Advice:
        hand, wild = view.hand, view.wild_rank
        keep = view.drawn if view.drawn is not None and view.drawn_from == "discard" else None
        allowed = {a.card.face for a in legal if isinstance(a, Discard)}
        scored = []
        for c in discard_choices(hand, wild, keep, allowed):
            value = self._cost(view, "post", without(hand, c)) + self._feed_cost(c)
            scored.append((value, -card_points(c, wild), c))
        scored.sort(key=lambda s: (s[0], s[1]))
        # The close ones again, each by the mean of its cost now and after the next stock draw
        # (a hand that keeps more ways to improve is worth more than its deficiency says).
        close = [
            s for s in scored[: self.look_candidates] if s[0] <= scored[0][0] + self.look_margin
        ]
        if len(close) > 1:
            turn = view.turns + 2
            looked = [
                ((v + self._after_draw(view, without(hand, c), turn)) / 2, h, c)
                for v, h, c in close
            ]
            looked.sort(key=lambda s: (s[0], s[1]))
            scored = looked + scored[len(close) :]
        card = scored[0][2]
        kept = held(hand, card)
        self._after = (*view.pile, kept)
        estimates = tuple((Discard(held(hand, c)), -v) for v, _, c in scored)
        second = scored[1][2] if len(scored) > 1 else None
        return discard_advice(self, card, second, wild, estimates)
