"""The rule options of a Guandan match (shown by the new-game dialog)."""

from __future__ import annotations

from dataclasses import dataclass

from ..match import option

PLAYERS = 4


@dataclass(frozen=True, slots=True)
class Options:
    """Guandan is always four players in two fixed teams; the options are the table settings."""

    players: int = option(
        PLAYERS,
        "Players",
        "Guandan is played by four players in two teams, partners sitting opposite.",
        minimum=PLAYERS,
        maximum=PLAYERS,
    )
    show_all_counts: bool = option(
        False,
        "Show all card counts",
        "Show how many cards every player holds; off: only counts of 10 or fewer, as at a table.",
        decision="G-2",
    )
    drop_back_at_a: bool = option(
        False,
        "Drop back after three failures at A",
        "A team that plays at its own level A three times without winning goes back to level 2.",
    )

    def __post_init__(self) -> None:
        if self.players != PLAYERS:
            raise ValueError(f"Guandan is played by {PLAYERS} players, not {self.players}")
