"""Random Guandan positions rich in wilds, straight flushes and bombs, for property tests.

A position is dealt cheaply, not played to: four hands at a random level, each seeded with what
makes the bot's readings hard (the level's two wilds, bombs of four to eight, one-suit runs,
joker pairs), topped up at random; some seats are already out. Then a few random legal turns
open a trick, the plays drawn mostly from the bombs, straight flushes and wild readings on
offer, so the trick holds readings G-7 does not name first. Small hands are common, so the hard
bot's play-outs (every seat at ten cards or fewer) run often.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardtable_qt.engine.cards import JOKER_RANKS, SUITS, Card, make_deck
from cardtable_qt.engine.guandan import Pass, Play, State, position
from cardtable_qt.engine.guandan.combo import is_wild
from cardtable_qt.engine.rng import Rng

SEATS = 4
HAND_SIZE = 27
SMALL = 10  # the hard bot searches when every seat holds this many cards or fewer


def _take(pool: list[Card], wanted: list[Card], hand: list[Card], room: int) -> None:
    for card in wanted:
        if len(hand) >= room:
            return
        if card in pool:
            pool.remove(card)
            hand.append(card)


def _same_face(pool: list[Card], rank: int, suit: str | None) -> list[Card]:
    return [c for c in pool if c.rank == rank and c.suit == suit]


def _sizes(rng: Rng) -> list[int]:
    """Cards per seat: mostly small (the search), sometimes large (the plan alone)."""
    top = SMALL if rng.randbelow(3) else HAND_SIZE
    sizes = [1 + rng.randbelow(top) for _ in range(SEATS)]
    out = rng.randbelow(SEATS) if rng.randbelow(4) == 0 else None
    if out is not None:
        sizes[out] = 0  # one seat already out: the hand goes on
    return sizes


def deal(rng: Rng) -> tuple[list[list[Card]], int, list[int]]:
    """Four hands, the level, the seats already out."""
    level = 2 + rng.randbelow(13)
    pool = make_deck(2, jokers=True)
    rng.shuffle(pool)
    sizes = _sizes(rng)
    hands: list[list[Card]] = [[] for _ in range(SEATS)]
    wilds = [c for c in pool if is_wild(c, level)]
    for wild in wilds:  # the wilds go to a seat holding cards, most of the time
        holders = [s for s in range(SEATS) if len(hands[s]) < sizes[s]]
        if holders and rng.randbelow(5):
            seat = rng.choice(holders)
            _take(pool, [wild], hands[seat], sizes[seat])
    for seat in range(SEATS):
        room = sizes[seat]
        hand = hands[seat]
        for _ in range(rng.randbelow(3)):
            shape = rng.randbelow(4)
            if shape == 0:  # a bomb: 4 to 8 copies of a rank (two decks: up to 8)
                rank = 2 + rng.randbelow(13)
                faces = [c for c in pool if c.rank == rank and not is_wild(c, level)]
                _take(pool, faces[: 3 + rng.randbelow(6)], hand, room)
            elif shape == 1:  # a one-suit run of five, a gap or two for a wild to fill
                suit = rng.choice(SUITS)
                low = 1 + rng.randbelow(10)
                run = []
                for pos in range(low, low + 5):
                    rank = 14 if pos == 1 else pos
                    if rng.randbelow(6) and not (rank == level and suit == "H"):
                        run.extend(_same_face(pool, rank, suit)[:1])
                _take(pool, run, hand, room)
            elif shape == 2:  # a pair or triple, some sitting next to each other (tubes)
                rank = 2 + rng.randbelow(12)
                for r in (rank, rank + 1):
                    faces = [c for c in pool if c.rank == r and not is_wild(c, level)]
                    _take(pool, faces[: 2 + rng.randbelow(2)], hand, room)
            else:  # jokers
                jokers = [c for c in pool if c.rank in JOKER_RANKS]
                _take(pool, jokers[: 1 + rng.randbelow(4)], hand, room)
        _take(pool, list(pool[: room - len(hand)]), hand, room)
    finished = [s for s in range(SEATS) if not hands[s]]
    return hands, level, finished


def _pick(state: State, rng: Rng) -> Play | Pass:
    legal = state.legal_actions()
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays:
        return Pass()
    if any(isinstance(a, Pass) for a in legal) and rng.randbelow(3) == 0:
        return Pass()
    keen = [a for a in plays if a.combo.is_bomb or a.combo.substitutes()]
    if keen and rng.randbelow(3):
        return rng.choice(keen)
    return rng.choice(plays)


def random_position(rng: Rng) -> State:
    """A hand in play: dealt as above, then up to three random turns of a trick."""
    hands, level, finished = deal(rng)
    leader = rng.choice([s for s in range(SEATS) if hands[s]])
    team = rng.randbelow(2)
    levels = [2 + rng.randbelow(13), 2 + rng.randbelow(13)]
    levels[team] = level
    state = position(
        hands,
        leader=leader,
        finished=finished,
        team_levels=(levels[0], levels[1]),
        level_team=team,
        hand_no=2,
        seed=rng.randbelow(1 << 30),
    )
    for _ in range(rng.randbelow(4)):
        if state.current_player is None or state.phase != "play":
            break
        seat = state.current_player
        action = _pick(state, rng)
        if isinstance(action, Play) and len(action.combo.cards) == len(state.hands[seat]):
            break  # the seat would go out: keep the hand open
        state.apply(action)
    return state


def positions(seed: int, count: int) -> Iterator[State]:
    """``count`` positions in play, the same for the same seed."""
    rng = Rng(seed)
    made = 0
    while made < count:
        state = random_position(rng)
        if state.phase == "play" and state.current_player is not None:
            made += 1
            yield state
