"""Properties over many seeded Guandan matches played by the random and the basic bots.

At every step: the legal actions are never empty; the 108 cards are all somewhere; levels never
pass A; the state survives a JSON round trip unchanged; illegal actions are refused and leave the
state as it was; other legal actions are accepted (on copies). Matches are deterministic by seed,
replay the same from a save, and always end.
"""

from __future__ import annotations

import json
from typing import Any

from cardtable_qt.ai import make
from cardtable_qt.engine.cards import make_deck
from cardtable_qt.engine.codec import encode
from cardtable_qt.engine.guandan import (
    CutDeck,
    Options,
    Pass,
    PayTribute,
    Play,
    ReturnTribute,
    State,
    beats,
    classify,
    from_dict,
    new_match,
)
from cardtable_qt.engine.match import HandOver, IllegalAction
from cardtable_qt.engine.rng import Rng

FULL_DECK = frozenset(make_deck(2, jokers=True))
MATCHES = 300
HANDS_PER_MATCH = 2


def seats_for(seed: int) -> list[str]:
    """Random bots, basic bots, and mixed tables in turn."""
    return [
        ["random"] * 4,
        ["basic"] * 4,
        ["basic", "random", "basic", "random"],
    ][seed % 3]


def all_cards_there(state: State) -> bool:
    """Each of the 108 cards exactly once: in the deck, a hand, played, or laid as tribute."""
    cards = [*state.deck, *state.played, *(card for _, card in state.paid)]
    for hand in state.hands:
        cards.extend(hand)
    return len(cards) == len(FULL_DECK) and set(cards) == FULL_DECK


def illegal_actions(state: State, rng: Rng) -> list[Any]:
    """Actions that must be refused now."""
    seat = state.current_player
    assert seat is not None
    out: list[Any] = []
    phase = state.phase
    if phase != "cut":
        out.append(CutDeck())
    else:
        out.append(Pass())
    elsewhere = state.hands[(seat + 1) % 4] or state.hands[(seat + 2) % 4]
    stranger = next((c for c in elsewhere if c not in state.hands[seat]), None)
    if phase == "play":
        top = state.top
        if top is None:
            out.append(Pass())
        else:  # its own plays that do not beat: the same kind too low, another kind
            index = state.index(seat)
            same = index.plays("bomb" if top.tier else top.kind)
            another = index.plays("pair" if top.kind == "single" else "single")
            too_low = [c for c in (*same, *another) if not beats(c, top)]
            out.extend(Play(c) for c in too_low[:2])
        if stranger is not None:
            single = classify([stranger], state.level)
            assert single is not None
            out.append(Play(single))
        out.append(PayTribute(state.hands[seat][0]))
    elif phase == "tribute":
        allowed = {a.card for a in state.legal_actions() if isinstance(a, PayTribute)}
        faces = {c.face for c in allowed}
        out.extend(PayTribute(c) for c in state.hands[seat] if c.face not in faces)
        out.append(Pass())
    elif phase == "return":
        allowed_faces = {a.card.face for a in state.legal_actions()}
        wrong = [c for c in state.hands[seat] if c.face not in allowed_faces]
        if wrong:
            out.append(ReturnTribute(rng.choice(wrong)))
        if stranger is not None:
            out.append(ReturnTribute(stranger))
    return out


def play_match(
    seed: int,
    seats: list[str],
    hands: int,
    *,
    checks: bool = True,
    options: Options | None = None,
    state: State | None = None,
) -> tuple[State, list[Any]]:
    """Play ``hands`` hands (or to the end); return the state and the encoded events."""
    state = state or new_match(seed, options)
    bots = [make(name, "guandan") for name in seats]
    master = Rng(seed ^ 0x5EED)
    bot_rngs = [master.spawn() for _ in bots]
    probe = Rng(seed + 1)
    log: list[Any] = []
    played = 0
    while played < hands and not state.is_over:
        seat = state.current_player
        assert seat is not None
        legal = state.legal_actions()
        assert legal, "no legal action while the match is on"
        if checks:
            check_step(state, legal, probe)
        action = bots[seat].choose(state.view(seat), legal, bot_rngs[seat])
        assert action in legal
        for event in state.apply(action):
            log.append(encode(event))
            if isinstance(event, HandOver):
                played += 1
    return state, log


def check_step(state: State, legal: list[Any], probe: Rng) -> None:
    assert all_cards_there(state)
    assert all(2 <= lv <= 14 for lv in state.team_levels)
    data = state.to_dict()
    restored = from_dict(json.loads(json.dumps(data)))
    assert restored.to_dict() == data
    refused = illegal_actions(state, probe)
    for action in refused:
        try:
            state.apply(action)
        except IllegalAction as error:
            assert error.reason
        else:
            raise AssertionError(f"{action!r} was accepted")
    # A refused action that changed anything would show here (nothing undoes a change).
    assert state.to_dict() == data, f"refusing one of {refused!r} changed the state"
    # Other legal actions are accepted too: all of them when few, else one at random.
    tries = legal if len(legal) <= 3 else [probe.choice(legal)]
    for action in tries:
        twin = restored.copy() if len(tries) > 1 else restored
        twin.apply(action)
        assert all_cards_there(twin)


def test_many_seeded_matches_keep_every_invariant() -> None:
    hands_seen = 0
    for seed in range(MATCHES):
        _, log = play_match(seed, seats_for(seed), HANDS_PER_MATCH)
        overs = [e for e in log if e["type"] == "HandOver"]
        hands_seen += len(overs)
        for over in overs:
            deltas = over["deltas"]
            assert deltas[0] == deltas[2] and deltas[1] == deltas[3]  # partners climb together
    assert hands_seen == MATCHES * HANDS_PER_MATCH


def test_every_legal_action_is_accepted() -> None:
    """At every step of a few hands, each legal action (not just the bot's) applies cleanly."""
    for seed in range(20):
        state = new_match(seed)
        bots = [make(name, "guandan") for name in seats_for(seed)]
        rng = Rng(seed)
        hands = 0
        while not hands:
            seat = state.current_player
            assert seat is not None
            legal = state.legal_actions()
            for action in legal:
                twin = state.copy()
                twin.apply(action)
                assert all_cards_there(twin)
            action = bots[seat].choose(state.view(seat), legal, rng)
            hands += sum(isinstance(e, HandOver) for e in state.apply(action))


def test_same_seed_same_match() -> None:
    for seed in range(0, 30, 3):
        seats = seats_for(seed + 1)
        first = play_match(seed, seats, 2, checks=False)[1]
        again = play_match(seed, seats, 2, checks=False)[1]
        assert first == again
    assert (
        play_match(1, ["random"] * 4, 1, checks=False)[1]
        != play_match(2, ["random"] * 4, 1, checks=False)[1]
    )


def test_a_saved_match_replays_the_same() -> None:
    for seed in range(8):
        state = new_match(seed)
        play_match(seed, ["random"] * 4, 1, checks=False, state=state)
        saved = json.dumps(state.to_dict())
        _, original = play_match(seed, seats_for(seed), 1, checks=False, state=state)
        _, replayed = play_match(
            seed, seats_for(seed), 1, checks=False, state=from_dict(json.loads(saved))
        )
        assert original == replayed


def test_matches_always_end_and_levels_never_pass_a() -> None:
    for seed in range(6):
        options = Options(drop_back_at_a=seed % 2 == 1)
        state, log = play_match(seed, ["basic"] * 4, 200, checks=False, options=options)
        assert state.is_over and state.result is not None
        assert max(state.team_levels) == 14
        winner = state.result.winning_team
        assert state.team_levels[winner] == 14
        assert log[-1]["type"] == "MatchOver" and log[-1]["winning_team"] == winner
        for event in log:
            if event["type"] == "HandResult":
                assert max(event["team_levels"]) <= 14


def test_random_play_from_a_near_the_end_finishes() -> None:
    for seed in range(20):
        state = new_match(seed)
        data = state.to_dict()
        data["team_levels"] = [13, 14]
        state = from_dict(data)
        state, _ = play_match(seed, ["random"] * 4, 300, checks=False, state=state)
        assert state.is_over
