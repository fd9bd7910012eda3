"""AI players for the tests, named by ``module:attr`` (``tests.ui.fake_bots:SlowBot``).

``SlowBot`` waits ``SLOW_SECONDS`` on every decision (the thinking bubble must show), then plays
the first legal action. ``ExplainingBot`` stands in for a hard bot with ``advise``: it advises
the last legal action with a reason of its own. ``PackingBot`` (Indian Rummy) waits
``SLOW_SECONDS`` too, then packs whenever it may (else plays the first legal action): a deal it
plays in is won by the others' packing.
"""

from __future__ import annotations

import time
from typing import Any

from cardtable_qt.ai.advice import Advice
from cardtable_qt.engine.rng import Rng

SLOW_SECONDS = 0.9
REASON = "The last option: the test says so."


class SlowBot:
    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        time.sleep(SLOW_SECONDS)
        return legal_actions[0]


class ExplainingBot:
    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        return legal_actions[-1]

    def advise(self, view: Any, legal_actions: list[Any], rng: Rng) -> Advice:
        return Advice(legal_actions[-1], REASON, code="test", estimates=((legal_actions[-1], 1.0),))


class PackingBot:
    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        from cardtable_qt.engine.rummy.actions import Pack

        time.sleep(SLOW_SECONDS)
        return next((a for a in legal_actions if isinstance(a, Pack)), legal_actions[0])


class RaisingBot:
    """A bot that raises on every decision: the table must go on without it."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        raise RuntimeError("the test bot raises")

    def advise(self, view: Any, legal_actions: list[Any], rng: Rng) -> Advice:
        raise RuntimeError("the test bot raises")
