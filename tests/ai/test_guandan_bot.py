"""The basic Guandan bot: the policy its docstring states, position by position."""

from __future__ import annotations

from typing import Any

from cardtable_qt import sim
from cardtable_qt.ai import make
from cardtable_qt.ai.guandan_basic import BasicBot
from cardtable_qt.engine.cards import card_sign
from cardtable_qt.engine.guandan import (
    Pass,
    PayTribute,
    Play,
    ReturnTribute,
    State,
    next_hand_position,
    position,
)
from cardtable_qt.engine.rng import Rng

# harmless cards for the seats a test does not look at
F1, F2, F3 = "2D 2C 8C", "2S 8S JC", "2D 2C 8H"
# 27 cards of which only 4♠ 4♦ 7♣ 9♥ may be returned at level 3
BANKER = "4S 4D 7C 9H " + " ".join(["JS JD JC JH QS QD QC QH"] * 2) + " KS KD KC KH KS KD KC"


def choice(state: State) -> Any:
    seat = state.current_player
    assert seat is not None
    return BasicBot().choose(state.view(seat), state.legal_actions(), Rng(1))


def played(state: State) -> str:
    action = choice(state)
    assert isinstance(action, Play), action
    return " ".join(sorted(str(c) for c in action.combo.cards))


def test_basic_is_the_games_basic_bot() -> None:
    assert isinstance(make("basic", "guandan"), BasicBot)


def test_it_leads_its_weakest_combination() -> None:
    state = position(["3S 3D 4C 9S 9D KS", F1, F2, F3])
    assert played(state) == "3D 3S"


def test_it_prefers_leading_a_low_run_to_a_low_single() -> None:
    state = position(["3S 4D 5C 6H 7S KD QC", F1, F2, F3])
    assert played(state) == "3S 4D 5C 6H 7S"


def test_it_goes_out_when_one_play_empties_its_hand() -> None:
    state = position(["9S 9D 9C 4S 4D", F1, F2, F3])
    assert played(state) == "4D 4S 9C 9D 9S"


def test_it_keeps_its_bombs_when_leading() -> None:
    state = position(["9S 9D 9C 9H 5C KD", F1, F2, F3])
    assert played(state) == "5C"


def test_it_follows_with_the_smallest_play_that_beats() -> None:
    state = position(["5S", "6D 9C KS AS", F2, F3], trick=[(0, "4S")])
    assert played(state) == "6D"


def test_it_does_not_break_a_pair_when_a_single_card_beats() -> None:
    state = position(["5S", "6D 6C 8C KS", F2, F3], trick=[(0, "4S")])
    assert played(state) == "8C"


def test_it_does_not_overtake_its_partner() -> None:
    state = position(["5S 5C", "6D", "KS KD 7C", "AS"], leader=0, trick=[(0, "4S"), (1, None)])
    assert state.current_player == 2
    assert choice(state) == Pass()


def test_it_overtakes_its_partner_to_go_out() -> None:
    state = position(["5S 5C", "6D", "KS", "AS"], leader=0, trick=[(0, "4S"), (1, None)])
    assert played(state) == "KS"


def test_it_keeps_a_bomb_while_the_opponent_has_many_cards() -> None:
    many = "2S 3S 4S 6S 7S 8S 10S JS QS 2C 3C 4C"
    state = position(
        [many + " AS", "9S 9D 9C 9H 5C 6C 7D 8D 10D JD QD", F2, F3], trick=[(0, "KS KD")]
    )
    assert choice(state) == Pass()


def test_it_bombs_when_the_opponent_is_close_to_going_out() -> None:
    state = position(["AS 5D", "9S 9D 9C 9H 5C 6C 7D 8D 10D JD QD", F2, F3], trick=[(0, "KS KD")])
    assert played(state) == "9C 9D 9H 9S"


def test_it_pays_the_tribute_copy_that_least_helps_its_runs() -> None:
    state, _ = next_hand_position(["", "AS AD QD KD JD", "", ""], finish=[0, 2, 3])
    action = choice(state)
    assert isinstance(action, PayTribute) and str(action.card) == "AS"


def test_it_returns_a_lone_low_card_to_an_opponent() -> None:
    state, _ = next_hand_position([BANKER, "", "", "RJ"], finish=[0, 1, 2])
    state.apply(state.legal_actions()[0])
    action = choice(state)
    assert isinstance(action, ReturnTribute) and str(action.card) == "7C"


def test_it_returns_its_best_allowed_card_to_its_partner() -> None:
    state, _ = next_hand_position([BANKER, "", "RJ", ""], finish=[0, 1, 3])
    state.apply(state.legal_actions()[0])
    action = choice(state)
    assert isinstance(action, ReturnTribute) and str(action.card) == "9H"


def test_same_view_same_rng_same_choice() -> None:
    state = position(["3S 4D 5C 6H 7S KD QC 9S 9D", F1, F2, F3])
    view, legal = state.view(0), state.legal_actions()
    assert BasicBot().choose(view, legal, Rng(5)) == BasicBot().choose(view, legal, Rng(5))


def test_basic_bots_beat_random_bots() -> None:
    summary = sim.run("guandan", 24, 3, ["basic", "random", "basic", "random"])
    totals = [s["total"] for s in summary["seats"]]
    assert totals[0] == totals[2] and totals[1] == totals[3]
    assert totals[0] > 3 * max(totals[1], 1)


def test_the_hard_hints_name_tribute_cards_with_suit_signs() -> None:
    """ "Pay A♠: …", never "Pay AS": the Hint names cards as the table does. (A joker paid is
    the only card the payer may give, so it is never weighed.)"""
    state, _ = next_hand_position(["", "AS AD QD KD JD", "", ""], finish=[0, 2, 3])
    seat = state.current_player
    assert seat is not None
    advice = make("hard", "guandan").advise(state.view(seat), state.legal_actions(), Rng(1))
    assert isinstance(advice.action, PayTribute)
    assert advice.text.startswith(f"Pay {card_sign(advice.action.card)}: your hand is then ")
    assert advice.text[4] == "A" and advice.text[5] in "♠♦"
