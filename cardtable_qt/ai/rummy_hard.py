"""The hard rummy bot: heads-up it plays for the fewest cards from a declaration, then its outs.

In a two-player deal only the first to declare scores, so the bot optimises the hand's
*deficiency* (``rummy_deficiency``: the fewest cards to replace before the 13 can be declared
under the engine's rules, the Mahjong AIs' shanten) rather than its point count, and its *outs*
(ukeire: the unseen copies, not in its hand, the discard pile or the turned wild card, that would
lower the deficiency).

- Declares as soon as the engine offers a declaration.
- Draw: takes the pile's top card only when it lowers the deficiency (a wild card usually does;
  the card that lets it declare always does); otherwise draws from the stock.
- Discard (never a wild card or a printed joker while another card will do, never the card just
  taken from the pile): the fewest deficiency, then the most live outs, then the highest card
  (a loss costs less), then not feeding the next player (a card of the rank or near the suit of
  what that player took from the pile; a card like one it just threw is safe).
- Never packs at two players: a pack gives the deal away.

What it says each choice is worth (for the review of a hand and the hint) is read off the measured
expected cost of the hand it leaves (``rummy_costs``, the table for two players: its points less
the other player's), and a pack's worth is its points, scored for certain; the choices themselves
are the deficiency's and the outs'.

Measured (``bench/ai_strength.py --game rummy --deals 600 --seed 1``, duplicate deals): against
the standard bot at two players it wins 60.9 % [58.9, 62.9] of 600 deals (a one-draw outlook of
the count: 53.8 % [51.1, 56.6] of 300), against a standard bot that never packs 59.4 %
[56.5, 62.3] of 300.

At three or more players a loss costs its points and a declaration makes every other player pay
theirs, so there the bot weighs each choice by the hand's measured expected cost against the
field (``rummy_expected``). Four players, duplicate deals against the standard bot, points a
deal fewer than the field (seeds 7000-7399 unless said): that play +1.81 [+1.34, +2.28]; its
pack choice with the standard play otherwise +1.21, the standard pack choice with its play
otherwise +0.68; the deficiency play's discards with its pack choice +0.69; the one-draw outlook
of the count it replaces -1.05 [-2.22, +0.13] (seeds 5000-5039); this deficiency play with a
first-turn pack from a deficiency of 4 -0.48 [-1.90, +0.93], never packing -3.09 (seeds
6000-6079). Variants of the expected-cost play, each paired with it on the 400 deals, left out:
a 3-point penalty for feeding the next player -0.19 [-0.36, -0.02] (a 1-point one, later, +0.05
[-0.03, +0.12] on seeds 7000-7239 and +0.01 [-0.08, +0.11] on 7240-7479); live outs weighed at 0.1
point each -0.23 [-0.56, +0.09]; a table also keyed by the hand's wild cards -0.21 [-0.47,
+0.04]; a pack margin of 2 points -0.14 [-0.28, -0.00]; a pile margin of 2 points -0.21 [-0.41,
-0.02]. A table remade from the hard play's own hands measured +1.76, no better. A lookahead
of one stock draw (each unseen card's best 13-card hand read off the table) for the close
discards: the two best within 3 points +0.16 [-0.06, +0.38], the three best +0.26 [+0.03,
+0.50] (adopted, at some seven times the work), the five best within 5 points +0.01 [-0.04,
+0.07] more, the next draw's reading alone instead of its mean with today's -0.01 [-0.15,
+0.12], the next pile card as a second draw +0.00 [-0.09, +0.09] more; the same lookahead for
the draw and the pack (the better of the pile's card and a stock draw against a pack) +0.18
[-0.11, +0.46] alone and -0.05 [-0.34, +0.24] beside the discards' (left out). With the
lookahead, over 1,000 deals of ``bench/ai_strength.py``: +1.74 [+1.43, +2.05] (without it +1.53).
Later variants, paired on seeds 7000-7119, left out: packing 3 points sooner -0.16 [-0.46,
+0.13] (104 deals); the cost table measured again by the seat's place in the turn order (a
first-turn hand costs about 6 points more to the last to play than to the first, a pack only
0.9 more) -0.08 [-0.34, +0.19], and that place read for the pack alone -0.06 [-0.26, +0.15];
a middle pack (40 points, after the first turn) when the hand's expected cost is higher: never
chosen in 106 deals (+0.00), the hard play's later hands never costing more than such a pack;
the others' pile pickups since its last turn (read off the pile's length) taken as a later turn
of the table, a turn for every two +0.10 [+0.01, +0.19] (240 deals, seeds 7000-7239: the best
of three readings, a tenth of a point; over the bench's 1,000 deals, seed 1, +1.75 [+1.44,
+2.06] against +1.74 without it: no gain, left out), a turn for each +0.01
[-0.34, +0.36] (40 deals), with the pickups before its first turn read too (the pack by them)
-0.04 [-0.35, +0.26] (80 deals). The 4-player table measured again by how many other seats
are still playing (6,000 deals: with one of them packed a first hand costs up to 3 points less
to play on, with two up to 7, a pack 0.6 and 3.0 less), paired on seeds 7000-7239: read for
every choice -0.10 [-0.25, +0.05]; read for the first-turn pack alone +0.03 [-0.02, +0.08],
and on seeds 7240-7479 +0.02 [-0.03, +0.07] (left out: a few hundredths of a point at most).
A first-turn hand's live outs (the copies that would lower its deficiency) read for the pack:
measured as the table is (4,000 deals from seed 100000, 15,564 first-turn hands), an out is
worth -0.04 [-0.06, -0.02] points at a deficiency of 3 and -0.03 [-0.06, +0.01] at 4, where
packs are chosen, so the outs' usual spread moves a hand's cost by 0.7 and 0.5 points; the pack
chosen by the table so corrected changes 98 of those hands and costs +0.014 points a hand more
on those very deals (left out without a paired run).
Where the +1.74 comes from (``bench/strength/rummy_outcomes.py``, the bench's 1,000 deals, each
seating beside the standard bot's own end in that seat): first-turn packs of hands the standard
bot played on and lost +1.16; deals won that it lost +0.91, less deals it won that this lost
-0.46; packs of hands it won -0.21; fewer points where both lost or both won +0.35. It wins
27.2 % of seatings (the standard 25.0 %), packs 27.1 % (16.6 %) and never packs later.

The work per decision is bounded (the deficiency search has a node budget, outs are counted for
at most ``MAX_CANDIDATES`` discards), so the same seed always gives the same game.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine.cards import Card
from ..engine.messages import msg
from ..engine.rng import Rng
from ..engine.rummy import Discard, Draw, Pack, RummyView, best_grouping
from ..engine.rummy.groups import card_points
from ..engine.rummy.solver import loser_points
from ..engine.words import card_param
from .advice import Advice
from .rummy_costs import expected_cost
from .rummy_deficiency import deficiency
from .rummy_expected import ExpectedCostBot
from .rummy_reading import (
    FEED_PENALTY,
    Face,
    PileReader,
    discard_advice,
    discard_choices,
    draw_advice,
    held,
    live_outs,
    plain_start,
    without,
)

MAX_CANDIDATES = 8  # discards of the fewest deficiency weighed by their outs
OUTS_WORTH = 0.001  # in deficiency: live outs only break a tie


class HardBot(PileReader):
    # Tunable by subclasses (the benchmark's variants); the values are the measured best.
    feed_penalty = FEED_PENALTY

    def __init__(self) -> None:
        super().__init__()
        # the play at three or more players; at two, its measured costs value the choices
        # (for the review and the hint) that the deficiency and outs make
        self._expected = ExpectedCostBot()

    # --- public -------------------------------------------------------------------------------

    def advise(self, view: RummyView, legal_actions: list[Any], rng: Rng) -> Advice:
        if view.players > 2:
            return self._expected.advise(view, legal_actions, rng)
        return super().advise(view, legal_actions, rng)

    # --- the start of a turn ------------------------------------------------------------------

    def _start_turn(self, view: RummyView, legal: list[Any]) -> Advice:
        hand, wild = view.hand, view.wild_rank
        # at two players a pack gives the deal away: never chosen, but weighed for the review
        # (it scores its points for certain, the other player none)
        pack = ((Pack(), -float(view.pack_cost)),) if Pack() in legal else ()
        stay = (Draw("stock"), -self._expected._cost(view, "pre", hand))
        plain = plain_start(view, legal, False)
        if plain is not None:
            return replace(plain, estimates=(stay, *pack), unit="-points") if pack else plain
        top = view.pile_top
        assert top is not None
        cover = view.sequences_hold_6_or_7
        with_top = (*hand, top)
        if best_grouping(with_top, wild, winner=True, cover_rule=cover) is not None:
            declares = -expected_cost(view.players, "post", view.turns + 1, 0, 0)
            return Advice(
                Draw("discard"),
                msg("advice.rummy.take_declare", card=card_param(top)),
                "take_declare",
                {"card": str(top)},
                ((Draw("discard"), declares), stay, *pack),
                "-points",
            )
        now = deficiency(hand, wild, cover)
        taken = deficiency(with_top, wild, cover)
        took = min(
            self._expected._cost(view, "post", without(with_top, c))
            for c in discard_choices(with_top, wild, keep=top)
        )
        estimates = ((Draw("discard"), -took), stay, *pack)
        return draw_advice(top, wild, taken < now, estimates)

    # --- the discard --------------------------------------------------------------------------

    def _discard(self, view: RummyView, legal: list[Any]) -> Advice:
        hand, wild = view.hand, view.wild_rank
        cover = view.sequences_hold_6_or_7
        keep = view.drawn if view.drawn is not None and view.drawn_from == "discard" else None
        allowed = {a.card.face for a in legal if isinstance(a, Discard)}
        cards = discard_choices(hand, wild, keep, allowed)
        rests = {c.face: without(hand, c) for c in cards}
        defs = {c.face: deficiency(rests[c.face], wild, cover) for c in cards}
        live = self._unseen(view)
        # Only the first to declare scores: the deficiency first, then the live outs.
        first = min(defs.values())
        close = [c for c in cards if defs[c.face] == first]
        close.sort(key=lambda c: (self._feed_cost(c), -card_points(c, wild), _face_key(c.face)))
        scored: list[tuple[tuple[float, ...], Card]] = []
        for i, c in enumerate(close):
            outs = 0
            if i < MAX_CANDIDATES and len(close) > 1:
                outs = live_outs(rests[c.face], wild, cover, live, defs[c.face])
            value = defs[c.face] - OUTS_WORTH * outs
            scored.append(((value, -card_points(c, wild), self._feed_cost(c)), c))
        for c in cards:
            if c not in close:
                scored.append(((defs[c.face], -card_points(c, wild), self._feed_cost(c)), c))
        scored.sort(key=lambda s: s[0])
        fewest = defs[scored[0][1].face]
        card = scored[0][1]
        kept = held(hand, card)
        self._after = (*view.pile, kept)
        turn = view.turns + 1
        estimates = tuple(
            (
                Discard(held(hand, c)),
                -expected_cost(
                    view.players, "post", turn, defs[c.face], loser_points(rests[c.face], wild)
                ),
            )
            for _k, c in scored
        )
        second = scored[1][1] if len(scored) > 1 else None
        return discard_advice(self, kept, second, wild, estimates, {"deficiency": fewest})


class NeverPackBot:
    """The basic bot that never packs (a benchmark opponent: hard must beat it)."""

    def __init__(self) -> None:
        from .rummy_basic import BasicBot

        self._basic = BasicBot()

    def choose(self, view: RummyView, legal_actions: list[Any], rng: Rng) -> Any:
        legal = [a for a in legal_actions if not isinstance(a, Pack)] or legal_actions
        return self._basic.choose(view, legal, rng)


def _face_key(face: Face) -> tuple[int, str]:
    return (face[0], face[1] or "")
