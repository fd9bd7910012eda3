"""The ``basic`` Xì tố bot: bets on its sampled chance of winning, with pot odds and bluffs."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.rng import Rng
from ..engine.xito import Action, Bet, Call, Fold, Raise, Rebuy, XitoView, evaluate
from ..engine.xito.hands import card_code


def estimate_equity(view: XitoView, rng: Rng, samples: int) -> float:
    """The chance that ``view.seat`` ends with the best hand of those still in.

    Samples the cards it cannot see (every card but its hole card and the face-up cards on the
    table, folded seats' included) into the opponents' hole cards and everyone's cards to come,
    and counts the deals it wins. Nobody left to beat: 1.0.
    """
    me = view.seat
    opponents = [s for s in view.live if s != me]
    if not opponents or view.hole is None:
        return 1.0
    seen = {card_code(c) for c in view.cards_seen}
    pool = [c for c in range(32) if c not in seen]
    mine = [card_code(view.hole), *(card_code(c) for c in view.upcards[me])]
    theirs = [[card_code(c) for c in view.upcards[s]] for s in opponents]
    my_missing = 5 - len(mine)
    need = my_missing + sum(5 - len(known) for known in theirs)
    size = len(pool)
    # Mersenne Twister's random() is the same on every Python for a given seed, and much
    # faster than drawing each card from the engine's Rng; its seed comes from ``rng``.
    draw = random.Random(rng.next_u64()).random
    wins = 0
    for _ in range(samples):
        # A partial shuffle: the first ``need`` cards of the pool are a fresh random draw.
        for i in range(need):
            j = i + int(draw() * (size - i))
            pool[i], pool[j] = pool[j], pool[i]
        mark = evaluate(mine + pool[:my_missing])
        at = my_missing
        for known in theirs:
            end = at + 5 - len(known)
            if evaluate(known + pool[at:end]) > mark:
                break
            at = end
        else:
            wins += 1
    return wins / samples


def showing_best(view: XitoView) -> bool:
    """Do this seat's face-up cards beat every other live seat's (what the table sees)?"""
    me = view.seat
    mine = evaluate(view.upcards[me])
    return all(evaluate(view.upcards[s]) < mine for s in view.live if s != me)


class BasicBot:
    """Plays on an estimate of its winning chance, the pot odds, and a little bluffing.

    Policy (each decision):
    - Asked to re-buy (seat 0 short of the ante): always re-buys.
    - Estimates its equity ``e``: the share of ``samples`` random completions of the unseen
      cards (opponents' hole cards, everyone's cards still to come) where its five cards beat
      every live opponent's. With ``k`` opponents the fair share is ``f = 1/(k+1)``.
    - Strength ``s = (e - f) / (1 - f)`` places the hand between "fair share" (0) and "sure
      win" (1); value bets and raises take the amount at that fraction of the legal ladder
      (from the minimum to the limit or all-in), moved one step up or down at random.
    - Facing a bet: raise when ``e`` is at least ``max(0.55, 1.6 f)``; otherwise call when ``e``
      beats the pot odds (call / (pot + call)) by a small margin; otherwise fold.
    - Opening a round (it must bet or fold): bet by strength when ``e >= 1.3 f``; otherwise the
      minimum when ``e >= 0.6 f`` or when ``e`` beats that bet's own pot odds; otherwise fold.
    - Bluffs: whenever it would not value-bet or raise, with probability ``bluff`` (doubled when
      its face-up cards look the strongest at the table) it bets or raises a mid-ladder amount
      instead, so its bets do not give its hand away.
    """

    def __init__(self, samples: int = 100, bluff: float = 0.06) -> None:
        self.samples = samples
        self.bluff = bluff

    def choose(self, view: XitoView, legal_actions: Sequence[Action], rng: Rng) -> Action:
        for action in legal_actions:
            if isinstance(action, Rebuy):
                return action
        bets = [a for a in legal_actions if isinstance(a, Bet)]
        raises = [a for a in legal_actions if isinstance(a, Raise)]
        can_call = any(isinstance(a, Call) for a in legal_actions)
        e = estimate_equity(view, rng, self.samples)
        fair = 1.0 / max(1, len(view.live))
        strength = max(0.0, min(1.0, (e - fair) / (1.0 - fair))) if fair < 1 else 1.0
        bluff = self.bluff * (2.0 if showing_best(view) else 1.0)
        if bets:
            if e >= 1.3 * fair:
                return self._sized(bets, strength, rng)
            if rng.random() < bluff:
                return self._sized(bets, 0.5, rng)
            cheapest = bets[0].amount
            if e >= 0.6 * fair or e >= cheapest / (view.pot + cheapest):
                return bets[0]
            return Fold()
        if raises and e >= max(0.55, 1.6 * fair):
            return self._sized(raises, strength, rng)
        pot_odds = view.to_call / (view.pot + view.to_call) if view.to_call else 0.0
        if raises and rng.random() < bluff:
            return self._sized(raises, 0.5, rng)
        if can_call and e >= pot_odds + 0.03:
            return Call()
        return Fold()

    @staticmethod
    def _sized(options: Sequence[Bet] | Sequence[Raise], strength: float, rng: Rng) -> Action:
        """The amount at ``strength`` along the ladder, one step up or down at random."""
        i = round(strength * (len(options) - 1)) + rng.randbelow(3) - 1
        return options[max(0, min(len(options) - 1, i))]
