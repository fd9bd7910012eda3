"""Every animation's duration, in one place, scaled by the player's animation-speed setting.

Durations are for the "normal" speed; ``duration(kind, speed)`` scales them. "off" makes every
animation instant (the end state is shown at once), which is also what a click or Space does to
the animations still queued.
"""

from __future__ import annotations

SPEEDS: tuple[str, ...] = ("off", "fast", "normal", "slow")
SPEED_FACTORS: dict[str, float] = {"off": 0.0, "fast": 0.45, "normal": 1.0, "slow": 1.8}

# Milliseconds at "normal" speed.
DURATIONS: dict[str, int] = {
    "deal": 220,  # one card from the deck to a hand
    "deal_gap": 70,  # the next card of a deal leaves this long after the previous one
    "draw": 300,  # one card drawn from the deck
    "flip": 240,  # a card turned over (half of it each side of edge-on)
    "reveal_gap": 90,  # between the flips of one hand's cards
    "play": 320,  # cards moved from a hand to the table
    "collect": 380,  # cards gathered back to the deck at the end of a hand
    "chips": 420,  # a chip stack sliding between a seat and the pot
    "chips_gap": 110,  # between two seats' chip moves in a settlement
    "banner": 900,  # a result banner stays in the foreground this long before play goes on
    "notice": 1600,  # a table notice (the bank changing hands) holds the table this long
    "layout": 260,  # cards sliding to new places when a hand is rearranged
    "highlight": 160,  # an active-seat glow fading in or out
}


def speed_factor(speed: str) -> float:
    """The multiplier for a speed name; an unknown name counts as "normal"."""
    return SPEED_FACTORS.get(speed, 1.0)


def duration(kind: str, speed: str = "normal") -> int:
    """The duration of one kind of animation at ``speed``, in milliseconds."""
    return round(DURATIONS[kind] * speed_factor(speed))
