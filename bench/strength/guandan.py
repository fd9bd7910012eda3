"""Guandan strength pairings on duplicate deals (discovered by ``bench/ai_strength.py``).

A duplicate deal is one match seed played twice: bot_a's team sits at seats 0 and 2, then at 1
and 3, the same cards dealt both times (the match's deck order does not depend on the bots), so
the luck of the deal cancels. Each run plays ``hands`` hands of the match (the first from the
cut; later ones with tribute and return). The score is the fraction of those hands won by
bot_a's team, averaged over the two seatings; with ``whole_match`` (the pairing's KWARGS) it is
the share of the two whole matches won instead.
"""

from __future__ import annotations

from cardtable_qt import ai
from cardtable_qt.engine.guandan import HandResult, new_match
from cardtable_qt.engine.rng import Rng

GAME = "guandan"

# (label, bot_a, bot_b, target, the lower bound the 95 % interval must clear, or a check
# called with the interval (low, high) that returns whether the target is met)
PAIRINGS = [
    ("hard vs basic", "hard", "basic", "≥ 65 % of hands won", 0.65),
    (
        "easy vs basic",
        "easy",
        "basic",
        "20–45 % of hands won",
        lambda lo, hi: lo >= 0.20 and hi <= 0.45,
    ),
    ("easy vs random", "easy", "random", "≥ 90 % of hands won", 0.90),
    ("hard vs basic, whole matches", "hard", "basic", "≥ 80 % of matches won", 0.80),
]
# Keyword arguments of play_duplicate for a pairing, by label.
KWARGS = {"hard vs basic, whole matches": {"whole_match": True}}
# A whole match costs about three duplicate deals of two hands: play half of --deals.
DEAL_SHARE = {"hard vs basic, whole matches": 0.5}
MATCH_HANDS = 120  # a match not decided after this many hands counts as half won


def play_match(seed: int, names: list[str], hands: int) -> tuple[list[int], int | None]:
    """The winning team of each of the first ``hands`` hands of match ``seed``, and the team
    that won the match (None if it was not over by then)."""
    bots = [ai.make(n, GAME) for n in names]
    master = Rng(seed ^ 0x5EED)
    rngs = [master.spawn() for _ in bots]
    state = new_match(seed)
    winners: list[int] = []
    while len(winners) < hands and not state.is_over:
        seat = state.current_player
        assert seat is not None
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        for event in state.apply(action):
            if isinstance(event, HandResult):
                winners.append(event.winning_team)
    return winners, state.winning_team


def play_duplicate(
    deal_seed: int,
    bot_a: str,
    bot_b: str,
    *,
    hands: int = 2,
    whole_match: bool = False,
    **_: object,
) -> float:
    """bot_a's team's share of the hands won (or, with ``whole_match``, of the two matches),
    averaged over the two seatings."""
    won = 0
    played = 0
    for a_team in (0, 1):
        names = [bot_a if s % 2 == a_team else bot_b for s in range(4)]
        if whole_match:
            _, champion = play_match(deal_seed, names, MATCH_HANDS)
            won += 2 if champion == a_team else 1 if champion is None else 0
            played += 2
            continue
        results, _ = play_match(deal_seed, names, hands)
        won += sum(1 for t in results if t == a_team)
        played += len(results)
    return won / played if played else 0.5
