"""Malformed actions: every one is refused with ``IllegalAction`` naming what is wrong, and the
state is left exactly as it was (issue 16, items 5, 6 and 14).

A property test feeds each engine random malformed actions of every shape at every step of
seeded games; regression tests pin the cases the hostile test run found.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from typing import Any

import pytest

from cardtable_qt.engine import guandan, pokdeng, rummy, xito
from cardtable_qt.engine.actions_check import check_action, describe
from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.engine.guandan.combo import Combo
from cardtable_qt.engine.match import IllegalAction
from cardtable_qt.engine.rng import Rng

GAMES = {"guandan": guandan, "pokdeng": pokdeng, "xito": xito, "rummy": rummy}
ACE = Card(14, "S")


class Odd:
    """Not an action, not a dataclass."""

    card = ACE
    amount = 10


@dataclasses.dataclass(frozen=True)
class Stranger:
    """A dataclass of no game."""

    card: Card = ACE


# Values of the wrong type (or out of range) for every field of every game's actions: none of
# them may ever be taken for a legal value.
JUNK: list[Any] = [
    None,
    True,
    False,
    1.0,
    2.5,
    float("nan"),
    float("inf"),
    2**70,
    -(2**70),
    10**5000,
    "x" * 500,
    "AS",
    (None,),
    [],
    {},
    {"card": "AS"},
    b"AS",
    object(),
    Odd(),
    int,
    tuple(ACE),
    list(ACE),
    (ACE, None),
    ((ACE,), [ACE]),
    [[ACE]],
    Card(99, "X"),
    Card(2.0, "S"),  # type: ignore[arg-type]
    Card(14, "S", 2**70),
    Card(14, "S", 7),
    Card([14], "S"),  # type: ignore[arg-type]
    Card(14, 5),  # type: ignore[arg-type]
    Card(None, None),  # type: ignore[arg-type]
    Stranger(),
]

TOP_JUNK: list[Any] = [*JUNK, guandan.Pass, "Pass", {"type": "Pass"}]  # a class, a name, data
# an action of each game: malformed for the three others
FOREIGN: dict[str, Any] = {
    "guandan": guandan.Pass(),
    "pokdeng": pokdeng.Leave(),
    "xito": xito.Fold(),
    "rummy": rummy.Pack(),
}


def _with_field(action: Any, name: str, value: Any) -> Any:
    """``action`` with one field replaced, built the way any caller could build it."""
    copy = object.__new__(type(action))
    for f in dataclasses.fields(action):
        object.__setattr__(copy, f.name, value if f.name == name else getattr(action, f.name))
    return copy


def malformed(game: str, legal: list[Any], rng: Rng) -> Any:
    """One random malformed action: junk, another game's action, or a legal action with a
    field (or part of one) replaced by junk."""
    with_fields = [a for a in legal if dataclasses.fields(a)]
    if not with_fields or rng.randbelow(4) == 0:
        if rng.randbelow(5) == 0:
            return FOREIGN[rng.choice([g for g in sorted(FOREIGN) if g != game])]
        return rng.choice(TOP_JUNK)
    action = rng.choice(with_fields)
    field = rng.choice(dataclasses.fields(action))
    value = getattr(action, field.name)
    junk = rng.choice(JUNK)
    if dataclasses.is_dataclass(value) and rng.randbelow(2):
        inner = rng.choice(dataclasses.fields(value))
        return _with_field(action, field.name, _with_field(value, inner.name, junk))
    if isinstance(value, tuple) and value and not isinstance(value, Card) and rng.randbelow(2):
        items = list(value)
        items[rng.randbelow(len(items))] = junk
        return _with_field(action, field.name, tuple(items))
    return _with_field(action, field.name, junk)


def assert_refused(state: Any, action: Any) -> str:
    with pytest.raises(IllegalAction) as refused:
        state.apply(action)
    reason = refused.value.reason
    assert isinstance(reason, str) and 0 < len(reason) < 300, reason
    for repr_mark in ("object at 0x", "Card(", "<class", "\\x"):
        assert repr_mark not in reason, reason
    return reason


def seeded_states(game: str, seed: int, steps: int) -> Iterator[Any]:
    """The states of a game played by random legal moves (quick rules where there are some)."""
    module = GAMES[game]
    state = module.new_match(seed=seed, options=module.Options())
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_over:
            return
        yield state
        legal = state.legal_actions()
        staying = [a for a in legal if not isinstance(a, pokdeng.Leave)]  # the match goes on
        state.apply(rng.choice(staying or legal))


def run_fuzz(game: str, seeds: range, steps: int, per_step: int) -> int:
    tried = 0
    for seed in seeds:
        rng = Rng(1000 + seed)
        for state in seeded_states(game, seed, steps):
            before = state.to_dict()
            legal = state.legal_actions()
            attempts = [malformed(game, legal, rng) for _ in range(per_step)]
            for action in attempts:
                assert_refused(state, action)
            tried += len(attempts)
            assert state.to_dict() == before, f"changed by one of {attempts!r:.300}"
            assert state.legal_actions() == legal
            json.dumps(before)  # still saveable
    return tried


@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_malformed_actions_are_refused_and_change_nothing(game: str) -> None:
    assert run_fuzz(game, range(8), steps=250, per_step=8) > 5000


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
def test_random_malformed_actions_over_many_games(game: str) -> None:
    assert run_fuzz(game, range(8, 48), steps=600, per_step=10) > 20_000


# --- regressions ---------------------------------------------------------------------------


def _rummy_discarding() -> Any:
    state = rummy.new_match(5, rummy.Options(players=2))
    state.apply(rummy.Draw("stock"))
    return state


def test_rummy_discard_of_a_tuple_equal_to_a_card_is_refused_and_saving_still_works() -> None:
    state = _rummy_discarding()
    card = state.hands[state.turn][0]
    before = state.to_dict()
    reason = assert_refused(state, rummy.Discard(tuple(card)))  # type: ignore[arg-type]
    assert reason == "Discard.card must be a card, got a tuple."
    assert state.to_dict() == before  # and to_dict does not raise
    state.apply(rummy.Discard(card))  # the real card is fine


def test_pokdeng_draw_card_with_a_float_hand_is_refused() -> None:
    state = pokdeng.new_match(2, pokdeng.Options(players=2))
    for _ in range(50):
        legal = state.legal_actions()
        draw = next((a for a in legal if isinstance(a, pokdeng.DrawCard)), None)
        if draw is not None:
            break
        state.apply(next(a for a in legal if not isinstance(a, pokdeng.Leave)))
    assert draw is not None, "no draw in 50 steps"
    before = state.to_dict()
    reason = assert_refused(state, pokdeng.DrawCard(float(draw.hand)))  # type: ignore[arg-type]
    assert reason == "DrawCard.hand must be a whole number, got a decimal number."
    assert_refused(state, pokdeng.DrawCard(True))  # a bool is no hand number either
    assert state.to_dict() == before
    state.apply(draw)


def test_a_bool_or_a_float_where_a_whole_number_is_expected_is_refused() -> None:
    state = xito.new_match(4, xito.Options(players=3))
    bets = [a for a in state.legal_actions() if isinstance(a, xito.Bet)]
    assert bets
    before = state.to_dict()
    assert assert_refused(state, xito.Bet(True)) == (  # type: ignore[arg-type]
        "Bet.amount must be a whole number, got true/false."
    )
    assert "decimal" in assert_refused(state, xito.Bet(float(bets[0].amount)))  # type: ignore[arg-type]
    assert "too large" in assert_refused(state, xito.Bet(10**5000))
    assert state.to_dict() == before

    pd = pokdeng.new_match(1, pokdeng.Options(players=3))
    bet = next(a for a in pd.legal_actions() if isinstance(a, pokdeng.PlaceBet))
    assert "PlaceBet.spot must be a whole number" in assert_refused(
        pd,
        pokdeng.PlaceBet(bool(bet.spot), bet.amount),  # type: ignore[arg-type]
    )
    assert "PlaceBet.amount" in assert_refused(pd, pokdeng.PlaceBet(bet.spot, 10**40))


def test_pokdeng_catch_takes_only_the_literal_sizes() -> None:
    state = pokdeng.new_match(1, pokdeng.Options(players=3))
    for bad in (2.0, True, "2", 4):
        reason = assert_refused(state, pokdeng.Catch(bad))  # type: ignore[arg-type]
        assert reason.startswith("Catch.size must be one of 2 or 3, got"), reason


def test_guandan_play_with_a_tuple_for_a_card_names_the_field() -> None:
    state = guandan.new_match(3)
    state.apply(guandan.CutDeck())
    for _ in range(20):  # to the first play (past any tribute)
        if state.phase == "play":
            break
        state.apply(state.legal_actions()[0])
    play = next(a for a in state.legal_actions() if isinstance(a, guandan.Play))
    combo = play.combo
    bent = dataclasses.replace(combo, cards=tuple(tuple(c) for c in combo.cards))
    before = state.to_dict()
    reason = assert_refused(state, guandan.Play(bent))
    assert reason.startswith("Play.combo must be a Combo, got a Combo whose cards is a tuple")
    assert "Play.combo must be a Combo, got a dict" in assert_refused(
        state,
        guandan.Play({"cards": combo.cards}),  # type: ignore[arg-type]
    )
    assert state.to_dict() == before


def test_something_that_is_no_action_at_all_says_so_without_its_repr() -> None:
    state = _rummy_discarding()
    assert assert_refused(state, Odd()) == "That is not a Rummy move (got an Odd)."
    assert assert_refused(state, None) == "That is not a Rummy move (got nothing (None))."
    # a subclass of an action class is not that class
    sub = type("SneakyPack", (rummy.Pack,), {})
    assert "not a Rummy move" in assert_refused(state, sub())
    assert "not a Guandan move" in assert_refused(guandan.new_match(1), rummy.Pack())


def test_a_card_that_cannot_exist_is_refused_and_prints_without_failing() -> None:
    state = _rummy_discarding()
    for ghost in (Card(99, "X"), Card(14, "S", 9), Card(2.0, "S"), Card([1], None)):  # type: ignore[arg-type]
        reason = assert_refused(state, rummy.Discard(ghost))
        assert reason == "Discard.card must be a card, got a card that does not exist."
        repr(ghost)  # writing it does not fail
    assert str(Card(99, "X")) == str(Card([1], None)) == "??"  # type: ignore[arg-type]
    assert repr(Card(14, "S", 10**5000)) == "Card(AS#?)"


def test_reasons_for_sequences_name_what_they_hold() -> None:
    state = _rummy_discarding()
    hand = state.hands[state.turn]
    groups = (tuple(hand[:3]), tuple(hand[3:13]))
    reason = assert_refused(state, rummy.Declare([list(g) for g in groups], hand[13]))  # type: ignore[arg-type]
    assert reason == "Declare.groups must be a tuple of tuples of cards, got a list."
    reason = assert_refused(state, rummy.Declare((groups[0], (None,)), hand[13]))  # type: ignore[arg-type]
    assert reason == (
        "Declare.groups must be a tuple of tuples of cards, got a tuple holding a tuple "
        "holding nothing (None)."
    )
    reason = assert_refused(state, rummy.Draw("pile"))  # type: ignore[arg-type]
    assert reason == "Draw.source must be one of 'stock' or 'discard', got 'pile'."


def test_the_checker_itself() -> None:
    classes = {"Discard": rummy.Discard}
    check_action(rummy.Discard(ACE), classes, "Rummy")  # fine
    with pytest.raises(IllegalAction, match=r"Discard\.card must be a card, got text"):
        check_action(rummy.Discard("AS"), classes, "Rummy")  # type: ignore[arg-type]
    assert describe(10**5000) == "a number too large"
    assert describe(parse_cards("AS")[0]) == "a card"
    assert describe(Combo("single", (ACE,), (14,), 14, 2)) == "a Combo"


def test_guandan_play_whose_ranks_do_not_match_its_cards_is_refused() -> None:
    # Issue 43, defect 5: the right kind and value but wrong ranks (or one rank too many) was
    # accepted and silently relabelled.
    state = guandan.position(["3S 4D 5C 6H 7S 9D", "KD", "8S 8D", "AH"], leader=0)
    play = next(
        a
        for a in state.legal_actions()
        if isinstance(a, guandan.Play) and a.combo.kind == "straight"
    )
    before = state.to_dict()
    wrong_ranks = dataclasses.replace(play.combo, ranks=tuple(reversed(play.combo.ranks)))
    longer = dataclasses.replace(play.combo, ranks=(*play.combo.ranks, 9))
    for bad in (wrong_ranks, longer):
        assert "not that combination" in assert_refused(state, guandan.Play(bad))
    assert state.to_dict() == before
    state.apply(play)
