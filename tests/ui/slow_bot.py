"""A deliberately slow AI player for the tests (named ``tests.ui.slow_bot:SlowBot``): it waits
``SLOW_SECONDS`` on every decision, then plays the first legal action."""

from __future__ import annotations

import time
from typing import Any

from cardtable_qt.engine.rng import Rng

SLOW_SECONDS = 0.9


class SlowBot:
    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        time.sleep(SLOW_SECONDS)
        return legal_actions[0]
