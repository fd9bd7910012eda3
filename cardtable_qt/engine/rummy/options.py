"""The rule options of a rummy match (the new-game dialog shows them; defaults follow the seed)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..match import option

POOL_LIMIT: Final = 101  # D-R12: a player reaching 101 points is out of a pool match
FIRST_TURN_PACK: Final = 20
LATER_PACK: Final = 40
MATCH_TYPES: Final = ("deals", "pool_101")
DEAL_COUNTS: Final = (1, 3, 6, 10)


@dataclass(frozen=True, slots=True)
class Options:
    players: int = option(
        4,
        "Players",
        "How many seats at the table, 2 to 6.",
        minimum=2,
        maximum=6,
    )
    big_table_decks: int = option(
        2,
        "Decks for 4–6 players",
        "2–3 players use one deck; 4–6 players use 2 decks, or 3 with this setting.",
        choices=(2, 3),
        decision="D-R1",
    )
    match_type: str = option(
        "deals",
        "Match",
        "A fixed number of deals, or pool rummy: reaching 101 points puts a player out.",
        choices=MATCH_TYPES,
        decision="D-R12",
    )
    deals: int = option(
        6,
        "Deals",
        "How many deals a match lasts (not used in pool rummy).",
        choices=DEAL_COUNTS,
        decision="D-R12",
    )
    sequences_hold_6_or_7: bool = option(
        True,
        "Sequences hold 6–7 cards",
        "The pure and the second sequence of a declaration hold 6 or 7 cards together, as the "
        "rules say; off: longer sequences are fine too.",
        decision="D-R5",
    )

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not 2 <= self.players <= 6:
            raise ValueError(f"rummy is for 2 to 6 players, not {self.players!r}")
        if self.big_table_decks not in (2, 3):
            raise ValueError(f"4–6 players use 2 or 3 decks, not {self.big_table_decks!r}")
        if self.match_type not in MATCH_TYPES:
            raise ValueError(f"match type is one of {MATCH_TYPES}, not {self.match_type!r}")
        if self.deals not in DEAL_COUNTS:
            raise ValueError(f"a match lasts {DEAL_COUNTS} deals, not {self.deals!r}")

    @property
    def decks(self) -> int:
        """D-R1: one deck for 2–3 players, the table setting (2 or 3) for 4–6."""
        return 1 if self.players <= 3 else self.big_table_decks

    @property
    def pool(self) -> bool:
        return self.match_type == "pool_101"
