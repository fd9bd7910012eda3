"""The easy Guandan bot: a casual player who knows the rules and makes human mistakes.

It ranks plays the way the basic bot does, then:

- leading, picks by a softmax over that ranking (usually the basic bot's lead, sometimes a
  slightly worse one — a higher single, a pair broken for a run);
- following, now and then lets a trick go that it could have taken cheaply, and quite often
  misses the moment for a bomb (it keeps the bomb and passes);
- tribute and return as the basic bot; it always goes out when one play empties its hand.

Never absurd: it does not lead a bomb or a wild stand-in while it has other plays, does not
overtake its partner, and does not break a bomb for a small play.
"""

from __future__ import annotations

import math
from typing import Any

from ..engine.guandan import CutDeck, GuandanView, Pass, PayTribute, Play, ReturnTribute
from ..engine.rng import Rng
from .guandan_basic import RUN_KINDS, BasicBot, _answerable, _low_end, _opponent_low, _Shape

TEMPERATURE = 3.0  # softmax temperature over the basic bot's lead score (points of rank)
MISS_BOMB = 0.35  # chance of keeping a bomb when the basic bot would bomb
LET_GO = 0.1  # chance of passing on a trick the basic bot would take with a plain play


class EasyBot:
    def __init__(self) -> None:
        self._basic = BasicBot()

    def choose(self, view: GuandanView, legal_actions: list[Any], rng: Rng) -> Any:
        first = legal_actions[0]
        if len(legal_actions) == 1 or isinstance(first, (CutDeck, PayTribute, ReturnTribute)):
            return self._basic.choose(view, legal_actions, rng)
        plays = [a for a in legal_actions if isinstance(a, Play)]
        for action in plays:
            if len(action.combo.cards) == len(view.hand):
                return action
        if view.to_beat is None:
            return self._lead(view, plays, rng)
        choice = self._basic.choose(view, legal_actions, rng)
        if isinstance(choice, Play):
            miss = MISS_BOMB if choice.combo.tier else LET_GO
            if rng.random() < miss:
                return Pass()
        return choice

    def _lead(self, view: GuandanView, plays: list[Play], rng: Rng) -> Any:
        shape = _Shape(view.hand, view.level)
        danger = _opponent_low(view)
        scored: list[tuple[float, Play]] = []
        for action in plays:
            combo = action.combo
            if combo.tier or combo.substitutes() or shape.splits_bomb(combo):
                continue
            score = _low_end(combo) + shape.break_cost(combo)
            if combo.kind in RUN_KINDS:
                score -= 3
            if danger is not None and _answerable(combo, danger):
                score += 20
            scored.append((score, action))
        if not scored:
            return plays[0]
        best = min(s for s, _ in scored)
        weights = [math.exp(-(s - best) / TEMPERATURE) for s, _ in scored]
        pick = rng.random() * sum(weights)
        for weight, (_, action) in zip(weights, scored, strict=True):
            pick -= weight
            if pick <= 0:
                return action
        return scored[-1][1]
