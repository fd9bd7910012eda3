"""Fair play: a bot's generator, a hand's key or a seat's view never gives away other cards.

The attack these tests replay (from the hostile test run of issue 16): under the old seeding each
bot's generator was ``Rng(seed).spawn()``, the first output of the deck's own SplitMix64 stream.
SplitMix64's output function is invertible, so a bot could undo it, get the seed and replay the
deal: every Xì tố hole card.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable_qt.engine import guandan, pokdeng, rummy, xito
from cardtable_qt.engine.chance import (
    Chance,
    bot_rng,
    bot_rngs,
    hand_only,
    match_key,
    stream_start,
)
from cardtable_qt.engine.codec import StateDataError
from cardtable_qt.engine.match import FORMAT_VERSION, HandOver
from cardtable_qt.engine.rng import Rng

MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
GAMES = {"guandan": guandan, "pokdeng": pokdeng, "xito": xito, "rummy": rummy}


def _inverse_xorshift(z: int, shift: int) -> int:
    x = z
    for _ in range(64 // shift + 1):
        x = z ^ (x >> shift)
    return x & MASK


def unmix(output: int) -> int:
    """The SplitMix64 state that produced ``output`` (the mix is a bijection)."""
    z = _inverse_xorshift(output, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & MASK
    z = _inverse_xorshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & MASK
    return _inverse_xorshift(z, 30)


def seed_from_bot(bot_state: int, seat: int) -> int:
    """The attacker: the seed, if the bot at ``seat`` got the seat-th output of Rng(seed)."""
    return (unmix(bot_state) - (seat + 1) * GAMMA) & MASK


def hole_cards(state: xito.State) -> list[Any]:
    return list(state.hole)


def test_the_attack_works_against_the_old_seeding() -> None:
    # The test's attacker is real: with bots seeded the old way it finds every hole card.
    for seed in (1, 77, 4242):
        master = Rng(seed)
        old_bots = [master.spawn() for _ in range(4)]
        for seat, rng in enumerate(old_bots):
            assert seed_from_bot(rng.state, seat) == seed
        rebuilt = xito.new_match(seed_from_bot(old_bots[2].state, 2), xito.Options(players=4))
        assert hole_cards(rebuilt) == hole_cards(xito.new_match(seed, xito.Options(players=4)))


@pytest.mark.parametrize("seed", [1, 77, 4242, 2**31 - 1])
def test_a_bots_generator_does_not_give_away_the_hole_cards(seed: int) -> None:
    real = xito.new_match(seed, xito.Options(players=4))
    for seat, rng in enumerate(bot_rngs(seed, 4)):
        guess = seed_from_bot(rng.state, seat)
        assert guess != seed
        assert hole_cards(xito.new_match(guess, xito.Options(players=4))) != hole_cards(real)
        # and it is no state or output of the deck's generator either (the old relation)
        deal = Rng(real.chance.hand_key or 0)
        seen = set()
        for _ in range(2000):
            seen.add(deal.state)
            seen.add(deal.next_u64())
        assert rng.state not in seen
        assert rng.state != Rng(seed).spawn().state


def test_same_bot_streams_with_different_decks() -> None:
    # A bot's stream is made from the match key and its seat alone; each hand's deck from the
    # key and the hand number alone. Two matches sharing every bot stream (here: hand 1 and
    # hand 2 of one key, as two Chances) deal different decks, so the stream says nothing of
    # the deck.
    key = match_key(99)
    bots_a = [stream_start(key, "bot", s) for s in range(4)]
    first, second = Chance(key), Chance(key)
    first.start_hand(1)
    second.start_hand(2)
    deck_a, deck_b = list(range(52)), list(range(52))
    first.rng.shuffle(deck_a)
    second.rng.shuffle(deck_b)
    assert deck_a != deck_b
    assert [stream_start(key, "bot", s) for s in range(4)] == bots_a
    # and no bot stream is a hand key or the first dealer's stream
    hands = {stream_start(key, "deal", n) for n in range(1, 200)}
    assert not hands & set(bots_a)
    assert stream_start(key, "first dealer") not in hands | set(bots_a)


def test_streams_are_deterministic_and_depend_on_every_input() -> None:
    assert bot_rng(5, 1) == bot_rng(5, 1) == bot_rngs(5, 3)[1]
    starts = {
        stream_start(match_key(seed), name, n)
        for seed in (0, 1, -1, 2**64, 10**40)
        for name in ("bot", "deal")
        for n in range(5)
    }
    assert len(starts) == 5 * 2 * 5
    with pytest.raises(TypeError):
        match_key(True)  # type: ignore[arg-type]


def _quick(state: Any) -> Any:
    """A legal action that ends hands soon (Rummy: pack)."""
    legal = state.legal_actions()
    return next((a for a in legal if type(a).__name__ == "Pack"), legal[0])


def _play(state: Any, steps: int) -> list[Any]:
    events: list[Any] = []
    for _ in range(steps):
        if state.is_over:
            break
        events.extend(state.apply(_quick(state)))
    return events


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_hand_deals_from_its_own_key_and_hand_over_carries_it(game: str) -> None:
    module = GAMES[game]
    state = module.new_match(seed=31, options=module.Options())
    keys_seen = []
    for _ in range(400):
        if state.is_over or len(keys_seen) >= 2:
            break
        for event in state.apply(_quick(state)):
            if isinstance(event, HandOver) and event.hand_key:
                keys_seen.append(event.hand_key)
    assert len(keys_seen) >= 2, "two hands with cards dealt"
    key = match_key(31)
    numbers = {stream_start(key, "deal", n): n for n in range(1, 50)}
    assert all(int(k, 16) in numbers for k in keys_seen)
    assert len(set(keys_seen)) == len(keys_seen)
    # a hand's key is not a key the match holds for the next hand: only the hash of the match
    # key makes the next one (the old scheme ran one generator through every hand)
    following = Rng(int(keys_seen[0], 16))
    reachable = {following.next_u64() for _ in range(5000)} | {following.state}
    assert int(keys_seen[1], 16) not in reachable


def test_a_hand_key_replays_that_hands_shuffle() -> None:
    state = xito.new_match(8, xito.Options(players=3))
    replay = Rng(int(state.hand_key, 16))
    deck = list(xito.hands.deck())
    replay.shuffle(deck)
    # the deal pops the deck from the end: hole cards first, in deal order
    dealt = {deck[-1 - k] for k in range(3)}
    assert dealt == {c for c in state.hole if c is not None}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_version_1_save_still_loads_and_goes_on_with_its_generator(game: str) -> None:
    module = GAMES[game]
    state = module.new_match(seed=12, options=module.Options())
    _play(state, 7)
    data = json.loads(json.dumps(state.to_dict()))
    assert data["format"] == FORMAT_VERSION == 2 and "chance" in data
    old = dict(data, format=1)
    del old["chance"]  # what version 1 wrote: one generator, "rng", for the whole match
    loaded = module.from_dict(old)
    assert loaded.rng == state.rng and loaded.hand_key == ""
    # the hand in play goes on exactly as it would have; then hands get keys again
    a, b = _play(loaded, 300), _play(module.from_dict(old), 300)
    assert a == b
    assert loaded.to_dict()["format"] == FORMAT_VERSION


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.pop("chance"),
        lambda d: d["chance"].update(key="00"),
        lambda d: d["chance"].update(hand=-1),
        lambda d: d["chance"].update(hand=True),
        lambda d: d["chance"].update(hand_key="xyz"),
        lambda d: d.update(chance=[]),
    ],
)
def test_a_damaged_chance_is_refused_with_where(game: str, damage: Any) -> None:
    module = GAMES[game]
    data = json.loads(json.dumps(module.new_match(seed=3, options=module.Options()).to_dict()))
    damage(data)
    with pytest.raises(StateDataError, match=r"\$\.chance"):
        module.from_dict(data)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_view_and_no_repr_carries_the_key(game: str) -> None:
    module = GAMES[game]
    state = module.new_match(seed=44, options=module.Options())
    secret = state.chance.key.hex()
    hand_key = state.hand_key
    for seat in range(state.players):
        text = repr(state.view(seat))
        assert secret not in text and (not hand_key or hand_key not in text)
    assert secret not in repr(state.chance)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_hand_only_copy_replays_its_hand_but_not_the_later_ones(game: str) -> None:
    module = GAMES[game]
    state = module.new_match(seed=61, options=module.Options())
    start = state.to_dict()
    exported = hand_only(start)
    assert exported["chance"]["key"] != start["chance"]["key"]
    assert match_key(61).hex() not in json.dumps(exported)
    replay = module.from_dict(exported)
    # the hand replays the same (same actions, same cards) up to its end...
    ended = False
    for _ in range(3000):
        if state.is_over:
            break
        action = _quick(state)
        events, replayed = state.apply(action), replay.apply(action)
        if any(isinstance(e, HandOver) for e in events):
            ended = True
            break
        assert replayed == events
    assert ended
    # ...and the next hand it deals is not the match's
    assert replay.hand_key != state.hand_key or state.is_over
