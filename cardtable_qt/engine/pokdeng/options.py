"""The table settings of a Pok Deng session; defaults are the seed's reading (rules/pokdeng.md)."""

from __future__ import annotations

from dataclasses import dataclass

from ..match import option

MAX_HANDS = 9  # D-P1: hands in all, the dealer's included


@dataclass(frozen=True, slots=True)
class Options:
    """Rule options (the new-game dialog shows them). Beyond the rules file's decisions: the
    bank starts at seat 1, the seat after the person at seat 0, who is then offered it each time
    it passes (D-P9); every seat starts with ``starting_chips`` and a broke seat buys back up to
    that many (``betting.py``)."""

    players: int = option(
        4,
        "Seats",
        "People at the table, the dealer included (each plays at least one hand).",
        minimum=2,
        maximum=MAX_HANDS,
        decision="D-P1",
    )
    starting_chips: int = option(
        1000,
        "Starting chips",
        "Chips each seat starts with; a broke seat buys this many again.",
        minimum=50,
        maximum=1_000_000,
    )
    min_bet: int = option(
        10,
        "Minimum bet",
        "The smallest bet on one hand.",
        minimum=1,
        maximum=100_000,
        decision="D-P2",
    )
    max_bet: int = option(
        100,
        "Dealer's maximum bet",
        "The largest bet the dealer accepts on one hand (อั้นเดิมพัน).",
        minimum=1,
        maximum=1_000_000,
        decision="D-P2",
    )
    forced_draw: bool = option(
        False,
        "Must draw under 4",
        "A player whose two cards are worth less than 4 points must draw a third card.",
        decision="D-P4",
    )
    catch_two: bool = option(
        True,
        "Dealer may catch two",
        "Before drawing, the dealer may settle against all two-card hands, not only three-card.",
        decision="D-P5",
    )
    deng_difference: bool = option(
        False,
        "Ties pay the deng difference",
        "Equal hands with different deng: the one with more deng collects the difference.",
        decision="D-P7",
    )
    max_legs: int = option(
        3,
        "Hands per player",
        "How many hands (legs) one player may bet on in a round.",
        minimum=1,
        maximum=3,
        decision="D-P8",
    )
    dealer_rounds: int = option(
        5,
        "Dealer rounds",
        "Rounds an AI dealer keeps the bank; you are offered it each time it passes.",
        minimum=3,
        maximum=100,
        decision="D-P9",
    )
    first_dealer: int = option(
        1,
        "First dealer",
        "The seat holding the bank in the first round (0 is you).",
        minimum=0,
        maximum=MAX_HANDS - 1,
        decision="D-P9",
    )
    rounds: int | None = option(
        None,
        "Rounds",
        "End the session after this many rounds (empty: play on until you leave).",
        minimum=1,
        maximum=1_000_000,
    )

    def __post_init__(self) -> None:
        # Checks across fields; single values are range-checked by options_from_dict.
        if not 2 <= self.players <= MAX_HANDS:
            raise ValueError(f"players must be 2 to {MAX_HANDS}, not {self.players}")
        if not 0 <= self.first_dealer < self.players:
            raise ValueError(f"first_dealer must be a seat 0 to {self.players - 1}")
        if not 1 <= self.min_bet <= self.max_bet:
            raise ValueError(
                "the minimum bet must be at least 1 and not above the dealer's maximum"
            )
        if self.starting_chips < 5 * self.min_bet:
            raise ValueError("starting chips must cover five times the minimum bet")
        if not 1 <= self.max_legs <= 3:
            raise ValueError("a player may bet on 1 to 3 hands")
        if self.dealer_rounds < 3:
            raise ValueError("the dealer keeps the bank at least 3 rounds (the stop notice)")
        if self.rounds is not None and self.rounds < 1:
            raise ValueError("rounds must be at least 1, or empty for no limit")
