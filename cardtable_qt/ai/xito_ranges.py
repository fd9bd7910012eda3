"""What an opponent's bets say about its hole card, and equity against those ranges.

Each opponent's hole card is one of the cards this seat has not seen. Its bets narrow that
down: on each street the hole card either *makes* something with the face-up cards it had then
(pairs one of them: "strong"), is a high card above all of them ("medium"), or neither ("weak").
A player who bets or raises often says little by it; one who does so rarely says a lot. So the
likelihood of an aggressive move (a raise, or an opening bet above the minimum) given the hole
card's class is ``a ** BETA[class]``, with ``a`` the opponent's observed aggression (how often
its moves are aggressive, from its moves seen so far with a prior); a passive move (a call or a
minimum opening bet) has the complementary likelihood. An opponent that raises every time
(``a`` near 1) is thereby read as holding anything, which is what makes an always-raise player
unable to push this bot off its hands.

``equity`` samples the hidden cards (opponents' hole cards and everyone's cards to come) and
weights each sample by the product of the opponents' likelihoods: the weighted share of samples
this seat wins. It uses only the public evaluator ``xito.evaluate``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.rng import Rng
from ..engine.xito import XitoView, evaluate
from ..engine.xito.hands import card_code

STRONG, MEDIUM, WEAK = 0, 1, 2
BETA = (0.35, 1.0, 2.2)  # the likelihood exponent of an aggressive move, by class
PRIOR_AGGRESSIVE, PRIOR_MOVES = 1.0, 3.0  # a prior of one aggressive move in three


def hole_class(hole: int, up: Sequence[int]) -> int:
    """STRONG if the hole card pairs a face-up card, MEDIUM if it tops them all, else WEAK."""
    rank = hole >> 2
    ranks = [c >> 2 for c in up]
    if rank in ranks:
        return STRONG
    if not ranks or rank > max(ranks):
        return MEDIUM
    return WEAK


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


def hole_weights(view: XitoView, seat: int, pool: Sequence[int], agg: float) -> dict[int, float]:
    """The likelihood of ``seat``'s moves this hand for each hole card it might hold."""
    up = [card_code(c) for c in view.upcards[seat]]
    min_bet = view.options.min_bet
    moves = [m for m in view.history if m.seat == seat and m.action != "fold"]
    weights: dict[int, float] = {}
    for hole in pool:
        w = 1.0
        for m in moves:
            # Street r (1-4) is played with r face-up cards.
            cls = hole_class(hole, up[: m.round])
            p = agg ** BETA[cls]
            w *= p if is_aggressive(m.action, m.amount, min_bet) else max(0.05, 1.0 - p)
        weights[hole] = w
    return weights


def equity(
    view: XitoView,
    rng: Rng,
    samples: int,
    memory: dict[int, list[float]] | None = None,
    *,
    uniform: bool = False,
) -> float:
    """This seat's weighted chance of holding the best hand at the showdown (1.0 if nobody is
    left to beat). ``uniform`` ignores the bets (every hole card equally likely)."""
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
        {c: 1.0 for c in pool} if uniform else hole_weights(view, s, pool, agg[s])
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
    return won / total if total else 0.0


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
