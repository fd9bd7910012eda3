"""The table settings of a Xì tố match; defaults are the seed's reading (rules/xito.md)."""

from __future__ import annotations

from dataclasses import dataclass

from ..match import option


@dataclass(frozen=True, slots=True)
class Options:
    players: int = option(
        4,
        "Players",
        "Seats at the table: you and the AI players (5 cards each from 32).",
        minimum=2,
        maximum=6,
        decision="D-X10",
    )
    ante: int = option(
        10,
        "Ante (1 cược)",
        "Chips every player puts in the pot before the cards are dealt.",
        minimum=1,
        maximum=1000,
        decision="D-X6",
    )
    raise_limit: int = option(
        10,
        "Raise limit (antes)",
        "Largest single bet or raise (giới hạn tố), in antes; the smallest is one ante and a chip.",
        minimum=2,
        maximum=100,
        decision="D-X9",
    )
    max_raises: int | None = option(
        None,
        "Max raises per round",
        "Off: raise as often as you like; a number: after that many raises, only call or fold.",
        minimum=1,
        maximum=10,
        decision="D-X9",
    )
    starting_stack: int = option(
        1000,
        "Starting stack",
        "Chips each player starts with; an AI player who cannot pay the ante re-buys this many.",
        minimum=2,
        maximum=1_000_000,
        decision="D-X8",
    )
    turn_timer: int | None = option(
        30,
        "Turn timer (seconds)",
        "A player who does not act in time folds (the rules give 30 seconds); off for no clock.",
        choices=(None, 15, 30, 60),
        decision="D-X7",
    )

    def __post_init__(self) -> None:
        for name in ("players", "ante", "raise_limit", "starting_stack"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"{name} must be a whole number, not {value!r}")
        if not 2 <= self.players <= 6:
            raise ValueError(f"Xì tố is played by 2 to 6 players, not {self.players}")
        if self.ante < 1:
            raise ValueError("the ante is at least 1 chip")
        if self.raise_limit < 2:
            raise ValueError("the raise limit is at least 2 antes (a bet is more than one ante)")
        if self.max_raises is not None and (
            isinstance(self.max_raises, bool)
            or not isinstance(self.max_raises, int)
            or self.max_raises < 1
        ):
            raise ValueError(f"max raises per round is off or at least 1, not {self.max_raises!r}")
        if self.starting_stack < 2 * self.ante:
            raise ValueError("the starting stack must cover at least two antes")
        if self.turn_timer not in (None, 15, 30, 60):
            raise ValueError(
                f"the turn timer is off, 15, 30 or 60 seconds, not {self.turn_timer!r}"
            )

    @property
    def min_bet(self) -> int:
        """The smallest bet or raise: more than one ante (D-X6: whole chips)."""
        return self.ante + 1

    @property
    def max_bet(self) -> int:
        """The largest single bet or raise (D-X9)."""
        return self.ante * self.raise_limit
