"""What an opponent's bets say about its hole card, and equity against those ranges.

Each opponent's hole card is one of the cards this seat has not seen. Its bets narrow that
down. For every street it bet on, each hole card it might hold is ranked by the winning chance
it would have given the opponent then (``street_equities``: its hole card and the face-up cards
of that street, against the seats still in). A player who bets or raises often says little by
it; one who does so rarely says a lot. So the likelihood of an aggressive move (a raise, or an
opening bet above the minimum) given a hole card is ``a ** beta``, with ``a`` the opponent's
observed aggression (its share of aggressive moves so far, with a prior) and ``beta`` running
from ``BETA_STRONGEST`` for the best-ranked hole card to ``BETA_WEAKEST`` for the worst; a
passive move has the complementary likelihood, and a call of a bet is also unlikely from the
weakest hole cards (they would have folded). An opponent that raises every time (``a`` near 1)
is thereby read as holding anything, which is what makes an always-raise player unable to push
this bot off its hands. The bigger a bet or raise (``raise_sizes``: its share of the way from
the least bet to the limit), the steeper the exponent, up to ``1 + SIZE_SHARPEN`` times for the
limit: a player who sizes its bets by its hand says more with a big one.

``equity`` samples the hidden cards (opponents' hole cards and everyone's cards to come) and
weights each sample by the product of the opponents' likelihoods: the weighted share of samples
this seat wins (and, asked, the same per hole card of the first opponent). It uses only the
public evaluator ``xito.evaluate``. ``call_chance`` is the model of a caller that the hard
bot's bet sizing plays against: it calls when its own chance beats the pot odds, with noise.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..engine.rng import Rng
from ..engine.xito import XitoView, evaluate
from ..engine.xito.hands import card_code

PRIOR_AGGRESSIVE, PRIOR_MOVES = 1.0, 3.0  # a prior of one aggressive move in three


def is_aggressive(action: str, amount: int, min_bet: int) -> bool:
    return action == "raise" or (action == "bet" and amount > min_bet)


def aggression(view: XitoView, memory: dict[int, list[float]] | None = None) -> list[float]:
    """Each seat's share of aggressive moves: this hand's moves plus ``memory`` (counts from
    earlier hands) and the prior."""
    n = len(view.stacks)
    counts = [[PRIOR_AGGRESSIVE, PRIOR_MOVES] for _ in range(n)]
    if memory:
        for seat, (agg, moves) in memory.items():
            counts[seat][0] += agg
            counts[seat][1] += moves
    min_bet = view.options.min_bet
    for move in view.history:
        if move.action == "fold":
            continue
        counts[move.seat][1] += 1
        if is_aggressive(move.action, move.amount, min_bet):
            counts[move.seat][0] += 1
    return [min(0.97, agg / moves) for agg, moves in counts]


StreetCache = dict[tuple[int, int, int], dict[int, float]]
STREET_SAMPLES = 40  # per hole card, heads-up; fewer at a fuller table
BETA_STRONGEST, BETA_WEAKEST = 0.4, 2.2
CALL_FOLD_SHARE = 0.4  # a call of a bet is rare from the weakest 40 % of hole cards
CALL_FLOOR = 0.15
# A bet or raise of the whole limit reads (1 + SIZE_SHARPEN) times as steeply as the minimum one.
SIZE_SHARPEN = 0.5


def raise_sizes(view: XitoView) -> list[float]:
    """For each move of ``view.history``, what it added above a call as a share of the range
    from the minimum bet to the limit (0 = the minimum or a call, 1 = the limit)."""
    low, high = view.options.min_bet, view.options.max_bet
    span = max(1, high - low)
    out: list[float] = []
    street, highest, put = -1, 0, [0] * len(view.stacks)
    for m in view.history:
        if m.round != street:
            street, highest, put = m.round, 0, [0] * len(view.stacks)
        over = 0
        if m.action in ("bet", "raise"):
            over = m.amount - max(0, highest - put[m.seat])
        put[m.seat] += m.amount
        highest = max(highest, put[m.seat])
        out.append(min(1.0, max(0.0, (over - low) / span)))
    return out


def street_equities(view: XitoView, seat: int, street: int) -> dict[int, float]:
    """``seat``'s winning chance on ``street`` for each hole card it might hold, as it would
    have seen it then (its hole card and the face-up cards of that street, against the seats
    still in at that street, every other card unknown). Sampled with a seed made of the hand,
    the seat, the street and the hole card, so it depends on nothing hidden."""
    folded_before = {m.seat for m in view.history if m.action == "fold" and m.round < street}
    rivals = [
        s for s in range(len(view.dealt)) if view.dealt[s] and s != seat and s not in folded_before
    ]
    ups = {s: [card_code(c) for c in view.upcards[s][:street]] for s in range(len(view.dealt))}
    shown = {c for s in ups for c in ups[s]}
    mine = ups[seat]
    samples = max(12, STREET_SAMPLES // max(1, len(rivals)))
    out: dict[int, float] = {}
    for hole in range(32):
        if hole in shown:
            continue
        pool = [c for c in range(32) if c not in shown and c != hole]
        need = 4 - len(mine) + sum(5 - len(ups[r]) for r in rivals)
        draw = random.Random(((view.hand * 8 + seat) * 8 + street) * 32 + hole).random
        size, wins = len(pool), 0
        for _ in range(samples):
            for i in range(need):
                j = i + int(draw() * (size - i))
                pool[i], pool[j] = pool[j], pool[i]
            at = 4 - len(mine)
            mark = evaluate([hole, *mine, *pool[:at]])
            for r in rivals:
                end = at + 5 - len(ups[r])
                if evaluate([pool[at], *ups[r], *pool[at + 1 : end]]) > mark:
                    break
                at = end
            else:
                wins += 1
        out[hole] = wins / samples
    return out


def hole_weights(
    view: XitoView,
    seat: int,
    pool: Sequence[int],
    agg: float,
    cache: StreetCache | None = None,
) -> dict[int, float]:
    """The likelihood of ``seat``'s moves this hand for each hole card it might hold: a move's
    likelihood exponent runs from ``BETA_STRONGEST`` for the hole card that gave the best
    chance on that street to ``BETA_WEAKEST`` for the worst (by rank among ``pool``)."""
    min_bet = view.options.min_bet
    sizes = raise_sizes(view)
    moves = [
        (m, z)
        for m, z in zip(view.history, sizes, strict=True)
        if m.seat == seat and m.action != "fold"
    ]
    cache = {} if cache is None else cache
    betas: dict[int, dict[int, float]] = {}
    for street in {m.round for m, _ in moves}:
        key = (view.hand, seat, street)
        if key not in cache:
            cache[key] = street_equities(view, seat, street)
        eq = cache[key]
        ranked = sorted(pool, key=lambda h: (eq.get(h, 0.0), h))
        span = max(1, len(ranked) - 1)
        betas[street] = {h: i / span for i, h in enumerate(ranked)}  # percentile, 0 = worst
    weights: dict[int, float] = {}
    for hole in pool:
        w = 1.0
        for m, z in moves:
            pct = betas[m.round][hole]
            p = agg ** (BETA_WEAKEST - (BETA_WEAKEST - BETA_STRONGEST) * pct)
            if is_aggressive(m.action, m.amount, min_bet):
                steep = 1.0 + SIZE_SHARPEN * z
                w *= agg ** ((BETA_WEAKEST - (BETA_WEAKEST - BETA_STRONGEST) * pct) * steep)
            elif m.action == "call":
                # Calling a bet: not strong enough to raise, but the weakest would have folded.
                w *= max(0.05, 1.0 - p) * min(1.0, max(CALL_FLOOR, pct / CALL_FOLD_SHARE))
            else:
                w *= max(0.05, 1.0 - p)
        weights[hole] = w
    return weights


def equity(
    view: XitoView,
    rng: Rng,
    samples: int,
    memory: dict[int, list[float]] | None = None,
    *,
    uniform: bool = False,
    cache: StreetCache | None = None,
    by_hole: dict[int, list[float]] | None = None,
) -> float:
    """This seat's weighted chance of holding the best hand at the showdown (1.0 if nobody is
    left to beat). ``uniform`` ignores the bets (every hole card equally likely). ``by_hole``,
    if given, receives for the first opponent's each possible hole card its [weight, weight
    won] over the samples (heads-up, the chance of winning against each hole card)."""
    me = view.seat
    opponents = [s for s in view.live if s != me]
    if not opponents or view.hole is None:
        return 1.0
    seen = {card_code(c) for c in view.cards_seen}
    pool = [c for c in range(32) if c not in seen]
    mine = [card_code(view.hole), *(card_code(c) for c in view.upcards[me])]
    theirs = [[card_code(c) for c in view.upcards[s]] for s in opponents]
    agg = aggression(view, memory)
    tables = [
        {c: 1.0 for c in pool} if uniform else hole_weights(view, s, pool, agg[s], cache)
        for s in opponents
    ]
    my_missing = 5 - len(mine)
    # Each opponent's hole card first, then the cards to come.
    need = len(opponents) + my_missing + sum(4 - len(up) for up in theirs)
    size = len(pool)
    draw = random.Random(rng.next_u64()).random
    won = total = 0.0
    cards = list(pool)
    for _ in range(samples):
        for i in range(need):
            j = i + int(draw() * (size - i))
            cards[i], cards[j] = cards[j], cards[i]
        w = 1.0
        for k, table in enumerate(tables):
            w *= table[cards[k]]
        if w <= 0.0:
            continue
        total += w
        row = None
        if by_hole is not None:
            row = by_hole.setdefault(cards[0], [0.0, 0.0])
            row[0] += w
        at = len(opponents)
        mark = evaluate(mine + cards[at : at + my_missing])
        at += my_missing
        for k, up in enumerate(theirs):
            end = at + 4 - len(up)
            if evaluate([cards[k], *up, *cards[at:end]]) > mark:
                break
            at = end
        else:
            won += w
            if row is not None:
                row[1] += w
    return won / total if total else 0.0


CALL_NOISE = 0.06  # how far from the pot odds a pot-odds caller's choice is a coin toss


def call_chance(own: float, odds: float, stickiness: float) -> float:
    """The chance that a player who calls when its own winning chance ``own`` beats the pot
    odds ``odds`` (judged with some noise) calls; at least ``stickiness``, the share of the
    time it is seen to stay in whatever it holds."""
    z = (own - odds) / CALL_NOISE
    smooth = 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))
    return max(stickiness, smooth)


def beaten_by_board(view: XitoView) -> bool:
    """Is this seat's whole hand already beaten by an opponent's face-up cards alone? (A
    partial hand can only get stronger with more cards, so it then loses for sure.)"""
    if view.hole is None:
        return False
    mine = [view.hole, *view.upcards[view.seat]]
    if len(mine) < 5:
        return False
    mark = evaluate(mine)
    return any(
        len(view.upcards[s]) == 4 and _beats_any_hole(view.upcards[s], mark, view)
        for s in view.live
        if s != view.seat
    )


def _beats_any_hole(up: Sequence[object], mark: int, view: XitoView) -> bool:
    """Does every hole card the opponent might hold give it a hand above ``mark``?"""
    seen = {card_code(c) for c in view.cards_seen}
    codes = [card_code(c) for c in up]  # type: ignore[arg-type]
    return all(evaluate([h, *codes]) > mark for h in range(32) if h not in seen)


def is_nuts(view: XitoView) -> bool:
    """With every card out: no hole card any live opponent may hold beats this hand."""
    if view.hole is None:
        return False
    mine = [view.hole, *view.upcards[view.seat]]
    if len(mine) < 5:
        return False
    mark = evaluate(mine)
    seen = {card_code(c) for c in view.cards_seen}
    for s in view.live:
        if s == view.seat:
            continue
        codes = [card_code(c) for c in view.upcards[s]]
        if len(codes) < 4:
            return False
        if any(evaluate([h, *codes]) > mark for h in range(32) if h not in seen):
            return False
    return True
