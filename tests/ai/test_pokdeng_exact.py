"""The heads-up exact expectation (bench/strength/pokdeng_exact.py) and what it says of the bots."""

from __future__ import annotations

from itertools import combinations

import pytest

from bench.strength import pokdeng, pokdeng_exact
from cardtable_qt.engine.pokdeng import evaluate


def test_each_rows_four_outcomes_equal_the_bench_card_by_card_count() -> None:
    # Two independent counts: the table's (value histograms) and the sampled bench's
    # ``exact_result`` (card by card), for a few dealer hands against two player classes.
    table = pokdeng_exact.table()
    for key in ((5, 9, False), (2, 3, True)):
        cards = pokdeng_exact.representatives()[key][0]
        _, _, rows = table[key]
        rest = [c for c in pokdeng_exact.DECK if c not in cards]
        dealers = [d for d in combinations(rest, 2) if not evaluate(d).is_pok]
        assert len(rows) == len(dealers)
        for row, dealer in list(zip(rows, dealers, strict=True))[::97]:
            others = [c for c in rest if c not in dealer]
            counted = [
                pokdeng.exact_result(cards, dealer, others, player_draws, 0, dealer_draws)
                for player_draws, dealer_draws in ((0, 0), (0, 1), (1, 0), (1, 1))
            ]
            assert row[0] == pokdeng_exact.class_of(*dealer)
            assert list(row[1:]) == pytest.approx(counted, abs=1e-12)


def test_the_standard_bots_policies_are_the_customs_the_hard_bot_models() -> None:
    # Read off the real standard bot on real engine states: the player draws on 0-4; the
    # dealer draws on 0-4 against a hand that drew (catching it on 5+) and on 0-5 against one
    # that stood (standing or catching two on 6-7). The hard bot's model says the same.
    player = pokdeng_exact.player_policy("basic")
    dealer = pokdeng_exact.dealer_policy("basic")
    for key, (cards, _) in pokdeng_exact.representatives().items():
        points = evaluate(cards).points
        if points >= 8:
            continue
        assert player[key] == (points <= 4), key
        assert dealer[key, 3] == (points <= 4), key
        assert dealer[key, 2] == (points <= 5), key


def test_a_bot_gains_nothing_over_itself() -> None:
    gains = pokdeng_exact.gains("basic", "basic")
    assert gains["player"] == gains["dealer"] == 0.0
    assert gains["player best"] > 0 and gains["dealer best"] > 0  # basic is not the best reply


@pytest.mark.slow
def test_heads_up_the_hard_bot_plays_the_best_reply_to_the_standard_bot() -> None:
    gains = pokdeng_exact.gains("hard", "basic")
    assert pokdeng_exact.disagreements("hard", "basic") == []
    assert gains["player"] == pytest.approx(gains["player best"], abs=1e-12)
    assert gains["dealer"] == pytest.approx(gains["dealer best"], abs=1e-12)
    assert gains["player"] == pytest.approx(0.00971, abs=1e-5)
    assert gains["dealer"] == pytest.approx(0.00715, abs=1e-5)


def test_the_bench_lists_the_exact_rows_beside_the_sampled_ones() -> None:
    labels = [p[0] for p in pokdeng.PAIRINGS]
    for label, figure in pokdeng.EXACT.items():
        assert label in labels and pokdeng.DEAL_SHARE[label] == 0.0
        kwargs = pokdeng.KWARGS[label]
        assert kwargs == {"role": "exact", "seats": 2, "figure": figure}
        assert pokdeng.play_duplicate(1, "basic", "basic", **kwargs) == pytest.approx(
            pokdeng_exact.gains("basic", "basic")[figure]
        )
    sampled = labels.index("hard vs basic, as dealer, heads-up")
    assert labels[sampled + 1] == "hard vs basic, as dealer, heads-up, exact expectation"
