"""Places, the end of a hand, levels climbed and winning the game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import ACE
from .deal import SEATS
from .tribute import partner

TOP_LEVEL = ACE
FIRST_LEVEL = 2
A_ATTEMPTS = 3  # option: failures at one's own A before dropping back to level 2


def team_of(seat: int) -> int:
    """Seats 0 and 2 are team 0, seats 1 and 3 team 1."""
    return seat % 2


def hand_is_decided(finish: Sequence[int]) -> bool:
    """The places decide the result once the first two out are partners, or three are out."""
    return len(finish) >= 3 or (len(finish) == 2 and finish[1] == partner(finish[0]))


def places(finish: Sequence[int]) -> tuple[int, ...]:
    """Place per seat: 1 Banker, 2 Follower, 3 Third, 4 Dweller (every seat not out)."""
    out = [4] * SEATS
    for place, seat in enumerate(finish, start=1):
        out[seat] = place
    return tuple(out)


def climb(finish: Sequence[int]) -> int:
    """Levels the Banker's team climbs: 3 if the partner was Follower, 2 if Third, 1 if Dweller."""
    mate = partner(finish[0])
    if finish[1] == mate:
        return 3
    if len(finish) > 2 and finish[2] == mate:
        return 2
    return 1


@dataclass(frozen=True, slots=True)
class HandScore:
    banker: int
    winning_team: int
    climb: int
    game_won: bool
    team_levels: tuple[int, int]
    a_failures: tuple[int, int]
    dropped_back: tuple[int, ...]
    deltas: tuple[int, ...]  # per seat: levels its team moved (negative after a drop back)


def score_hand(
    finish: Sequence[int],
    team_levels: Sequence[int],
    level_team: int | None,
    a_failures: Sequence[int],
    drop_back: bool,
) -> HandScore:
    """The outcome of a decided hand.

    G-6: winning a hand played at the team's own level A wins the game, unless the partner is the
    Dweller (then the team stays at A). Levels never pass A. With ``drop_back``, a team that has
    played at its own A three times without winning the game goes back to level 2.
    """
    banker = finish[0]
    team = team_of(banker)
    up = climb(finish)
    levels = list(team_levels)
    failures = list(a_failures)
    at_own_a = level_team is not None and levels[level_team] == TOP_LEVEL
    game_won = at_own_a and level_team == team and up > 1
    if not game_won:
        levels[team] = min(TOP_LEVEL, levels[team] + up)
    dropped: list[int] = []
    if at_own_a and not game_won and level_team is not None:
        failures[level_team] += 1
        if drop_back and failures[level_team] >= A_ATTEMPTS:
            levels[level_team] = FIRST_LEVEL
            failures[level_team] = 0
            dropped.append(level_team)
    deltas = tuple(levels[team_of(s)] - team_levels[team_of(s)] for s in range(SEATS))
    return HandScore(
        banker=banker,
        winning_team=team,
        climb=up,
        game_won=game_won,
        team_levels=(levels[0], levels[1]),
        a_failures=(failures[0], failures[1]),
        dropped_back=tuple(dropped),
        deltas=deltas,
    )
