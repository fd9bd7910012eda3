"""Hand records: replayed through the engine, exported and read back, refused when damaged."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from cardtable_qt import ai
from cardtable_qt.engine import registry
from cardtable_qt.engine.chance import bot_rngs, match_key
from cardtable_qt.engine.handlog import (
    HandDataError,
    HandRecord,
    HandRecorder,
    record_from_data,
)
from cardtable_qt.engine.match import HandOver, options_to_dict

GAMES = sorted(registry.GAMES)


def play_hands(
    game: str, count: int, seed: int, seats: list[str] | None = None
) -> list[HandRecord]:
    """``count`` finished hands of seeded matches of ``game`` (basic bots unless ``seats``)."""
    module = registry.load(game)
    options = module.Options()
    names = seats or ["basic"] * options.players
    bots = [ai.make(name, game) for name in names]
    rngs = bot_rngs(seed, options.players)
    state = module.new_match(seed=seed, options=options)
    recorder = HandRecorder(game, options, state, names)
    hands: list[HandRecord] = []
    while len(hands) < count:
        if state.is_over:
            seed += 1000
            state = module.new_match(seed=seed, options=options)
            recorder.restart(state)
            continue
        seat = state.current_player
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        hands.extend(recorder.applied(seat, action, state.apply(action), state))
    return hands


@pytest.mark.parametrize("game", GAMES)
def test_a_record_replays_every_step_to_its_recorded_result(game: str) -> None:
    for hand in play_hands(game, 6, seed=11):
        overs = []
        steps = 0
        for _seat, _action, events, _state in hand.steps():
            steps += 1
            overs.extend(e for e in events if isinstance(e, HandOver))
        assert steps == len(hand.actions)
        assert len(overs) == 1 and overs[0].deltas == hand.deltas
        assert overs[0].hand_key == hand.hand_key != ""


@pytest.mark.parametrize("game", GAMES)
def test_export_import_replay_is_identical_and_carries_no_match_key(game: str) -> None:
    for hand in play_hands(game, 4, seed=23):
        text = json.dumps(hand.to_data())
        assert match_key(23).hex() not in text
        back = record_from_data(json.loads(text))
        assert back == hand
        assert [e for _s, _a, e, _st in back.steps()] == [e for _s, _a, e, _st in hand.steps()]
        end_a, end_b = back.state_at(len(back.actions)), hand.state_at(len(hand.actions))
        assert end_a.to_dict() == end_b.to_dict()


def test_pok_deng_hands_after_a_declined_bank_still_replay() -> None:
    # A random seat declines the bank: the round's key starts after that move (seed 11, hand 6
    # was the one that came out wrong when the snapshot was taken at the HandOver).
    names = ["random", "basic", "basic", "basic"]
    for hand in play_hands("pokdeng", 8, seed=11, seats=names):
        record_from_data(json.loads(json.dumps(hand.to_data())))


def _damages() -> list[tuple[str, Any]]:
    def actions_cut(d: dict[str, Any]) -> None:
        d["actions"] = d["actions"][:-1]

    def actions_swapped(d: dict[str, Any]) -> None:
        d["actions"][0][0] = (d["actions"][0][0] + 1) % len(d["deltas"])

    def extra_action(d: dict[str, Any]) -> None:
        d["actions"].append(d["actions"][-1])

    return [
        ("not an object", lambda d: d.clear() or d.update(app=[])),
        ("app", lambda d: d.update(app="Other")),
        ("kind", lambda d: d.update(kind="save")),
        ("newer format", lambda d: d.update(format=99)),
        ("format", lambda d: d.update(format="1")),
        ("game", lambda d: d.update(game="chess")),
        ("number", lambda d: d.update(number=0)),
        ("hand key", lambda d: d.update(hand_key="zz")),
        ("wrong hand key", lambda d: d.update(hand_key="0123456789abcdef")),
        ("players", lambda d: d.update(players=[1, 2])),
        ("options", lambda d: d.update(options={"type": "Options", "players": "x"})),
        ("start", lambda d: d.update(start=[])),
        ("start state", lambda d: d["start"].update(format=-3)),
        ("deltas", lambda d: d.update(deltas=[1])),
        ("wrong deltas", lambda d: d.update(deltas=[x + 1 for x in d["deltas"]])),
        ("no actions", lambda d: d.update(actions=[])),
        ("action shape", lambda d: d["actions"].__setitem__(0, {"seat": 0})),
        ("action junk", lambda d: d["actions"][0].__setitem__(1, {"type": "Nope"})),
        ("cut short", actions_cut),
        ("wrong seat", actions_swapped),
        ("after the end", extra_action),
    ]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("what", "damage"), _damages())
def test_a_damaged_export_is_refused_with_where(game: str, what: str, damage: Any) -> None:
    hand = play_hands(game, 1, seed=5)[0]
    data = copy.deepcopy(hand.to_data())
    damage(data)
    with pytest.raises(HandDataError, match=r"\$") as info:
        record_from_data(data)
    assert "Traceback" not in info.value.message and info.value.message


@pytest.mark.parametrize("game", GAMES)
def test_another_games_options_are_refused_with_the_option_named(game: str) -> None:
    data = play_hands(game, 1, seed=5)[0].to_data()
    own = set(data["options"])
    others = {
        key
        for other in GAMES
        if other != game
        for key in options_to_dict(registry.load(other).Options())
        if key not in own
    }
    assert others
    for key in sorted(others):
        damaged = copy.deepcopy(data)
        damaged["options"][key] = 1
        with pytest.raises(HandDataError, match=f"'{key}' is not an option"):
            record_from_data(damaged)


def test_newer_format_says_so() -> None:
    data = play_hands("xito", 1, seed=5)[0].to_data()
    data["format"] = 7
    with pytest.raises(HandDataError, match="newer CardTable"):
        record_from_data(data)


def test_the_recorder_resumes_a_hand_from_its_snapshot_and_log() -> None:
    module = registry.load("rummy")
    options = module.Options()
    state = module.new_match(seed=3, options=options)
    start = state.to_dict()
    full = HandRecorder("rummy", options, state)
    bots = [ai.make("basic", "rummy") for _ in range(options.players)]
    rngs = bot_rngs(3, options.players)
    log: list[tuple[int, Any]] = []
    done: list[HandRecord] = []
    while not done:
        seat = state.current_player
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        log.append((seat, action))
        done = full.applied(seat, action, state.apply(action), state)
    resumed = HandRecorder("rummy", options, module.from_dict(start))
    resumed.replay(start, log[:-1])
    seat, action = log[-1]
    replayed_state = module.from_dict(start)
    for _s, a in log[:-1]:
        replayed_state.apply(a)
    again = resumed.applied(seat, action, replayed_state.apply(action), replayed_state)
    assert again == done
