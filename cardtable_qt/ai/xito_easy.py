"""The easy Xì tố player: a casual player who calls too much and rarely raises.

It reads its winning chance the way the standard bot does (fewer samples, so less exactly),
then plays loosely: it calls whenever its chance is anywhere near the pot odds, bets the least
when it opens, and raises only with a very strong hand. It never folds a hand that wins at
least ``SURE`` of its samples (so never the nuts).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.rng import Rng
from ..engine.xito import Action, Bet, Call, Fold, Raise, Rebuy, XitoView
from .xito_basic import estimate_equity

SAMPLES = 40
SURE = 0.95
LOOSE = 0.2  # how far below the pot odds it still calls
OPEN_LOOSE = 0.5  # how often it opens a weak hand with the least bet rather than fold


class EasyBot:
    def choose(self, view: XitoView, legal_actions: Sequence[Action], rng: Rng) -> Action:
        for action in legal_actions:
            if isinstance(action, Rebuy):
                return action
        bets = [a for a in legal_actions if isinstance(a, Bet)]
        raises = [a for a in legal_actions if isinstance(a, Raise)]
        can_call = any(isinstance(a, Call) for a in legal_actions)
        e = estimate_equity(view, rng, SAMPLES)
        fair = 1.0 / max(1, len(view.live))
        if bets:
            if e >= 0.8:
                return bets[len(bets) // 2]
            if e >= 0.5 * fair or e >= SURE:
                return bets[0]
            return bets[0] if rng.random() < OPEN_LOOSE else Fold()
        if raises and e >= 0.85:
            return raises[0]
        odds = view.to_call / (view.pot + view.to_call) if view.to_call else 0.0
        if can_call and (e >= odds - LOOSE or e >= SURE):
            return Call()
        return Fold()
