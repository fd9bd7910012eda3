"""Saving and restoring Pok Deng: exact round trips, and damaged payloads refused clearly."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from cardtable_qt.engine import registry
from cardtable_qt.engine.codec import StateDataError, encode
from cardtable_qt.engine.match import FORMAT_VERSION, option_specs
from cardtable_qt.engine.pokdeng import (
    GAME_ID,
    Catch,
    DrawCard,
    EndBets,
    Options,
    PlaceBet,
    Stand,
    State,
    decode_action,
    decode_event,
    from_dict,
    new_match,
)


def drawing_state() -> State:
    """Round 1 dealt, seat 2 to draw: hands 1 (seat 2), 2 (seat 3), 3 (seat 0), dealer 0."""
    state = new_match(7, Options())
    state.preset_deck("2S KC QH KD 3D 5D 6D 7S 2C")
    for action in (PlaceBet(4, 10), EndBets(), PlaceBet(6, 20), EndBets(), PlaceBet(0, 30)):
        state.apply(action)
    state.apply(EndBets())
    assert state.phase == "drawing"
    return state


def dealer_draw_state() -> State:
    state = drawing_state()
    state.apply(DrawCard(1))
    state.apply(Stand(2))
    state.apply(Stand(3))
    state.apply(Catch(3))
    assert state.phase == "dealer_draw"
    return state


def test_round_trip_is_exact_and_json_safe() -> None:
    for state in (new_match(3), drawing_state(), dealer_draw_state()):
        data = state.to_dict()
        assert data["game"] == GAME_ID and data["format"] == FORMAT_VERSION
        assert {"options", "rng", "stacks", "hands", "deck"} <= set(data)
        text = json.dumps(data)
        restored = from_dict(json.loads(text))
        assert restored.to_dict() == data
        assert restored.current_player == state.current_player
        assert restored.legal_actions() == state.legal_actions()
        assert restored.view(0) == state.view(0)
        # and it plays on identically, random deck included
        action = state.legal_actions()[0]
        assert restored.apply(action) == state.apply(action)
        assert restored.to_dict() == state.to_dict()


def test_preset_deal_survives_a_save() -> None:
    state = new_match(1)
    state.preset_deck("9S KD")
    data = state.to_dict()
    assert data["preset"] == ["9S", "KD"]
    assert from_dict(data).to_dict() == data


def test_the_registry_finds_the_game_and_options_are_described() -> None:
    module = registry.load("pokdeng")
    assert module.GAME_ID == "pokdeng" and module.new_match is new_match
    specs = {s.name: s for s in option_specs(Options)}
    assert specs["players"].minimum == 2 and specs["players"].maximum == 9
    assert specs["min_bet"].default == 10 and specs["max_bet"].default == 100
    decisions = {s.decision for s in specs.values()}
    assert {"D-P1", "D-P2", "D-P4", "D-P5", "D-P7", "D-P8", "D-P9"} <= decisions
    assert specs["forced_draw"].default is False and specs["catch_two"].default is True
    assert all(s.label and s.help for s in specs.values())


def test_actions_and_events_round_trip_through_the_codec() -> None:
    state = drawing_state()
    for action in [*state.legal_actions(), PlaceBet(3, 25), EndBets(), Catch(2)]:
        assert decode_action(json.loads(json.dumps(encode(action)))) == action
    events = state.apply(DrawCard(1))
    for event in events:
        assert decode_event(json.loads(json.dumps(encode(event)))) == event


def test_bad_actions_and_events_raise_state_data_error() -> None:
    bads: list[Any] = [{"type": "Fold"}, {"type": "PlaceBet", "spot": 1}, [], {"type": "DrawCard"}]
    for bad in bads:
        with pytest.raises(StateDataError):
            decode_action(bad)
    with pytest.raises(StateDataError):
        decode_event({"type": "Deal", "hand": 0, "seat": 0, "spot": 0, "index": 0, "card": "ZZ"})


@pytest.mark.parametrize("payload", [[], "pokdeng", None, 7])
def test_a_payload_that_is_not_an_object(payload: Any) -> None:
    with pytest.raises(StateDataError, match="expected an object"):
        from_dict(payload)


Edit = Callable[[dict[str, Any]], Any]


def _set(key: str, value: Any) -> Edit:
    return lambda d: d.__setitem__(key, value)


def _del(key: str) -> Edit:
    return lambda d: d.pop(key)


def _hand(i: int, key: str, value: Any) -> Edit:
    return lambda d: d["hands"][i].__setitem__(key, value)


def _swap_card_into_deck(d: dict[str, Any]) -> None:
    d["deck"][0] = d["hands"][1]["cards"][0]  # a card twice, another missing


BAD_DRAWING = [
    ("not-an-object", lambda d: d.clear() or d.update({"x": 1}), "$.game"),
    ("other-game", _set("game", "xito"), "$.game"),
    ("no-format", _del("format"), "$.format"),
    ("future-format", _set("format", FORMAT_VERSION + 1), "newer"),
    ("format-zero", _set("format", 0), "$.format"),
    ("format-text", _set("format", "1"), "$.format"),
    ("no-options", _del("options"), "options"),
    ("options-not-object", _set("options", [4]), "$.options"),
    ("too-many-players", lambda d: d["options"].__setitem__("players", 12), "players"),
    ("first-dealer-off-table", lambda d: d["options"].__setitem__("first_dealer", 7), "seat"),
    ("option-wrong-type", lambda d: d["options"].__setitem__("forced_draw", "yes"), "forced_draw"),
    ("no-rng", _del("rng"), "$.rng"),
    ("bad-rng", _set("rng", {"state": "xyz"}), "$.rng"),
    ("no-stacks", _del("stacks"), "stacks"),
    ("stacks-text", _set("stacks", "1000"), "$.stacks"),
    ("stacks-floats", _set("stacks", [1000.0, 1000, 1000, 1000]), "$.stacks[0]"),
    ("stacks-short", _set("stacks", [2000, 2000]), "seats"),
    ("negative-stack", _set("stacks", [-10, 2010, 1000, 1000]), "negative"),
    ("chips-appear", _set("stacks", [1000, 1000, 1000, 1001]), "add up"),
    ("no-round", _del("round"), "round"),
    ("round-zero", _set("round", 0), "$.round"),
    ("round-bool", _set("round", True), "$.round"),
    ("dealer-off-table", _set("dealer", 9), "$.dealer"),
    ("notice-too-long", _set("stop_left", 7), "$.stop_left"),
    ("unknown-phase", _set("phase", "flop"), "$.phase"),
    ("phase-number", _set("phase", 3), "$.phase"),
    ("no-hands", _del("hands"), "hands"),
    ("hands-not-list", _set("hands", {"0": {}}), "$.hands"),
    ("hand-missing-bet", lambda d: d["hands"][1].pop("bet"), "bet"),
    ("card-does-not-exist", _hand(1, "cards", ["ZZ", "2S"]), "$.hands[1].cards[0]"),
    ("rank-one", _hand(1, "cards", ["1H", "2S"]), "$.hands[1].cards[0]"),
    ("joker", _hand(1, "cards", ["BJ", "3D"]), "52-card deck"),
    ("second-deck-copy", _hand(1, "cards", ["2S#1", "3D"]), "52-card deck"),
    ("cards-not-list", _hand(1, "cards", "2S KC"), "$.hands[1].cards"),
    ("duplicate-card", _swap_card_into_deck, "twice"),
    ("card-vanished", lambda d: d["deck"].pop(), "52-card deck"),
    (
        "four-cards",
        lambda d: d["hands"][1]["cards"].extend([d["deck"].pop(), d["deck"].pop()]),
        "2 or 3 cards",
    ),
    ("third-card-undecided", lambda d: d["hands"][2]["cards"].append(d["deck"].pop()), "drawing"),
    ("dealer-not-first", _hand(0, "seat", 2), "dealer"),
    ("hand-on-dealer-seat", _hand(1, "seat", 1), "seat"),
    ("two-hands-one-spot", _hand(2, "spot", 4), "one spot"),
    (
        "another-seats-place",
        lambda d: (_hand(3, "spot", 1)(d), _hand(1, "spot", 0)(d)),
        "cannot sit",
    ),
    ("bet-over-max", _hand(1, "bet", 500), "bet"),
    ("bet-under-min", _hand(1, "bet", 1), "bet"),
    (
        "wrong-payout",
        lambda d: (_hand(1, "settled", True)(d), _hand(1, "revealed", True)(d)),
        "pay",
    ),
    ("unsettled-with-amount", _hand(1, "amount", 40), "won nothing"),
    ("wrong-acting-hand", _set("acting_hand", 2), "acting_hand"),
    ("acting-hand-text", _set("acting_hand", "1"), "$.acting_hand"),
    ("over-without-reason", _set("phase", "over"), "end_reason"),
    ("preset-duplicate", _set("preset", ["9S", "9S"]), "$.preset"),
    ("preset-joker", _set("preset", ["RJ"]), "$.preset"),
]


@pytest.mark.parametrize(
    ("edit", "where"), [b[1:] for b in BAD_DRAWING], ids=[b[0] for b in BAD_DRAWING]
)
def test_malformed_payloads_raise_state_data_error(edit: Edit, where: str) -> None:
    data = copy.deepcopy(drawing_state().to_dict())
    edit(data)
    with pytest.raises(StateDataError) as err:
        from_dict(data)
    assert where in str(err.value)


BAD_BETTING = [
    ("bettor-out-of-range", _set("bet_index", 5), "bet_index"),
    ("cards-while-betting", _set("deck", ["2S"]), "nothing is dealt"),
    (
        "bet-before-its-turn",
        _set(
            "hands",
            [
                {
                    "seat": 1,
                    "spot": 2,
                    "bet": 0,
                    "cards": [],
                    "revealed": False,
                    "decided": False,
                    "settled": False,
                    "amount": 0,
                },
                {
                    "seat": 0,
                    "spot": 0,
                    "bet": 10,
                    "cards": [],
                    "revealed": False,
                    "decided": False,
                    "settled": False,
                    "amount": 0,
                },
            ],
        ),
        "before its turn",
    ),
    ("rebuy-not-broke", lambda d: d.update(phase="rebuy", hands=[]), "not broke"),
    ("offer-not-due", lambda d: d.update(phase="bank_offer", hands=[]), "not passing"),
    ("keep-not-dealer", lambda d: d.update(phase="bank_keep", hands=[]), "keeps the bank"),
    ("round-start-with-hands", _set("phase", "rebuy"), "between rounds"),
]


@pytest.mark.parametrize(
    ("edit", "where"), [b[1:] for b in BAD_BETTING], ids=[b[0] for b in BAD_BETTING]
)
def test_impossible_betting_states_are_refused(edit: Edit, where: str) -> None:
    data = copy.deepcopy(new_match(3).to_dict())
    edit(data)
    with pytest.raises(StateDataError) as err:
        from_dict(data)
    assert where in str(err.value)


def test_dealer_cannot_show_a_pok_mid_round() -> None:
    data = drawing_state().to_dict()
    dealer, deck = data["hands"][0]["cards"], data["deck"]
    # give the dealer 9S KH (a Pok 9) from the deck, keeping the deck whole
    for wanted, slot in (("9S", 0), ("KH", 1)):
        i = deck.index(wanted)
        deck[i], dealer[slot] = dealer[slot], wanted
    with pytest.raises(StateDataError, match="Pok"):
        from_dict(data)


def test_the_dealer_shows_its_cards_only_after_a_catch() -> None:
    data = dealer_draw_state().to_dict()
    assert from_dict(data).to_dict() == data
    data["phase"] = "catch"
    data["acting_hand"] = None
    with pytest.raises(StateDataError):
        from_dict(data)


JUNK: list[Any] = [None, -1, 0, 3, 10**9, True, 2.5, "x", "ZZ", "9S", [], [1], {}, {"a": 1}]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out += _paths(item, (*path, i))
    return out


def _replace(data: Any, path: tuple[Any, ...], junk: Any) -> Any:
    if not path:
        return junk
    data = copy.deepcopy(data)
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = junk
    return data


@pytest.mark.parametrize("build", [lambda: new_match(2), drawing_state, dealer_draw_state])
def test_any_damaged_value_is_refused_or_restores_a_playable_state(
    build: Callable[[], State],
) -> None:
    """Every value of a save replaced by every kind of junk: from_dict either refuses it with
    StateDataError or gives a state that saves the same again and can be played."""
    data = build().to_dict()
    for path in _paths(data):
        for junk in JUNK:
            damaged = _replace(data, path, junk)
            try:
                state = from_dict(damaged)
            except StateDataError as exc:
                assert str(exc).startswith("$")
                continue
            again = state.to_dict()
            assert from_dict(again).to_dict() == again
            if not state.is_over:
                state.apply(state.legal_actions()[0])
