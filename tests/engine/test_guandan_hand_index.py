"""`HandIndex.remove` and the index a match keeps per hand give exactly what a fresh build gives.

A search bot keeps one `HandIndex` per hand and takes cards out as they are played, so an index
updated in place must generate the very same plays, in the same order and with the same copies,
as ``legal_plays`` on the hand that is left; and ``legal_plays`` itself must give what it gave
before the index learnt to shrink (a digest of its answers on random hands, wilds included).
"""

from __future__ import annotations

import hashlib
import random

from cardtable_qt.engine.cards import Card, make_deck
from cardtable_qt.engine.guandan import Combo, HandIndex, Play, legal_plays, new_match

DECK = make_deck(2, jokers=True)


def random_hand(rnd: random.Random, size: int, wilds: int) -> tuple[list[Card], int]:
    level = rnd.randint(2, 14)
    wild = [c for c in DECK if c.rank == level and c.suit == "H"]
    rest = [c for c in DECK if c not in wild]
    hand = rnd.sample(rest, size - wilds) + wild[:wilds]
    rnd.shuffle(hand)
    return hand, level


def same_index(a: HandIndex, b: HandIndex) -> None:
    assert a.nat == b.nat
    assert a.masks == b.masks
    assert a.wilds == b.wilds


def test_an_index_shrunk_play_by_play_equals_a_fresh_one() -> None:
    rnd = random.Random(5)
    for case in range(120):
        hand, level = random_hand(rnd, 27, case % 3)
        index = HandIndex(hand, level)
        while hand:
            plays = index.all_plays()
            fresh = HandIndex(hand, level)
            same_index(index, fresh)
            assert plays == fresh.all_plays()
            to_beat = rnd.choice(legal_plays(rnd.sample(DECK, 27), level))
            assert index.plays_beating(to_beat) == fresh.plays_beating(to_beat)
            # mostly the plays a player makes, sometimes any few cards (a tribute, a return)
            if rnd.random() < 0.8:
                gone: list[Card] = list(rnd.choice(plays).cards)
            else:
                gone = rnd.sample(hand, min(len(hand), rnd.randint(1, 3)))
            index.remove(gone)
            left = list(hand)
            for card in gone:
                left.remove(card)
            hand = left
        assert index.all_plays() == []


def test_without_leaves_the_original_and_its_plays_alone() -> None:
    rnd = random.Random(8)
    for case in range(60):
        hand, level = random_hand(rnd, 27, case % 3)
        index = HandIndex(hand, level)
        before = index.all_plays()
        gone = list(rnd.choice(before).cards)
        smaller = index.without(gone)
        assert index.all_plays() == before
        same_index(index, HandIndex(hand, level))
        left = [c for c in hand if c not in set(gone)]
        assert smaller.all_plays() == legal_plays(left, level)
        twin = index.copy()
        twin.remove(gone)
        assert index.all_plays() == before
        assert twin.all_plays() == smaller.all_plays()


def test_a_match_offers_what_legal_plays_gives_on_every_turn() -> None:
    """The match keeps an index per hand and shrinks it as cards leave."""
    rnd = random.Random(3)
    compared = 0
    for seed in range(6):
        state = new_match(seed)
        turns = 0
        while not state.is_over and turns < 600:
            seat = state.current
            actions = state.legal_actions()
            if state.phase == "play" and seat is not None:
                plays: list[Combo] = [a.combo for a in actions if isinstance(a, Play)]
                assert plays == legal_plays(state.hands[seat], state.level, state.top)
                compared += 1
            state.apply(rnd.choice(actions))
            turns += 1
    assert compared > 1000


def legal_plays_digest(n: int = 150, seed: int = 11) -> str:
    """A fingerprint of `legal_plays` at lead and following, on hands of 5…27 cards."""
    rnd = random.Random(seed)
    digest = hashlib.sha256()
    for i in range(n):
        level = rnd.randint(2, 14)
        wild = [c for c in DECK if c.rank == level and c.suit == "H"]
        rest = [c for c in DECK if c not in wild]
        w = i % 3
        hand = rnd.sample(rest, rnd.randint(5, 27) - w) + wild[:w]
        rnd.shuffle(hand)
        digest.update(repr(legal_plays(hand, level)).encode())
        other = rnd.sample(DECK, 27)
        for to_beat in rnd.sample(legal_plays(other, level), 6):
            digest.update(repr(legal_plays(hand, level, to_beat)).encode())
    return digest.hexdigest()


def test_legal_plays_answers_exactly_as_before_the_shrinking_index() -> None:
    # Taken from the code before `HandIndex.remove` existed (commit c47225c).
    before = "3d21ac9ec5c217f96375e289cce5af8948686bf0c0f2344d3f615dfc7b817237"
    assert legal_plays_digest() == before
