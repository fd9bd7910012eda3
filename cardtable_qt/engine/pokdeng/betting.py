"""Bet limits and the ladder of amounts ``legal_actions`` lists.

Cover rule (so no stack can go below zero): the worst a hand can cost is 5 × its bet (a Tong or
straight flush on the other side), so a player's bets together stay within a fifth of its
stack, and all bets at the table within a fifth of the dealer's. A seat that cannot cover the
minimum bet that way (stack below 5 × minimum) is **broke**: the AI seats buy back up to the
starting chips automatically, seat 0 is asked (Rebuy or Leave).

``apply`` accepts any whole amount within the limits; ``legal_actions`` offers a short ladder of
them (the minimum, then 2×, 5×, 10×, 20×, 50× … the minimum, and the maximum) so bots and tests
see a small finite list; the UI's slider uses ``State.bet_limits`` instead.
"""

from __future__ import annotations

COVER = 5  # the largest multiplier in the game (Tong, straight flush)


def is_broke(stack: int, min_bet: int) -> bool:
    return stack < COVER * min_bet


def bet_ceiling(
    max_bet: int, stack: int, committed: int, dealer_stack: int, table_committed: int
) -> int:
    """The largest new bet a seat may place (may be below the minimum: then none)."""
    return min(
        max_bet,
        stack // COVER - committed,
        dealer_stack // COVER - table_committed,
    )


def bet_ladder(low: int, high: int) -> list[int]:
    """A few representative amounts from ``low`` to ``high`` inclusive, ascending."""
    amounts = [low]
    scale = 1
    while True:
        for step in (2, 5, 10):
            amount = low * step * scale
            if amount >= high:
                if amounts[-1] != high:
                    amounts.append(high)
                return amounts
            amounts.append(amount)
        scale *= 10
