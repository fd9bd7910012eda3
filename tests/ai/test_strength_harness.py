"""The strength benchmark's harness: intervals, target checks, discovery, the table."""

from __future__ import annotations

import math

import pytest

from bench.strength import harness
from bench.strength.harness import Interval, interval, target_met


def test_the_interval_is_the_normal_95_percent_one() -> None:
    iv = interval([1.0, 2.0, 3.0, 4.0])
    sd = math.sqrt(sum((x - 2.5) ** 2 for x in (1, 2, 3, 4)) / 3)
    assert iv.mean == 2.5 and iv.n == 4
    assert iv.high - iv.mean == pytest.approx(1.959964 * sd / 2)
    assert iv.mean - iv.low == pytest.approx(iv.high - iv.mean)


def test_a_lower_bound_target_needs_the_whole_interval_above_it() -> None:
    assert target_met(0.008, Interval(0.01, 0.0081, 0.012, 100))
    assert not target_met(0.008, Interval(0.01, 0.0079, 0.012, 100))  # straddles: not met
    below = lambda lo, hi: hi < 0  # noqa: E731
    assert target_met(below, Interval(-1.0, -2.0, -0.1, 10))
    assert not target_met(below, Interval(-1.0, -2.0, 0.1, 10))


def test_discovers_the_game_modules_present_and_plays_a_pairing() -> None:
    found = harness.discover(["pokdeng", "xito", "no_such_game"])
    assert set(found) == {"pokdeng", "xito"}
    for module in found.values():
        assert module.PAIRINGS and callable(module.play_duplicate)
    xito = found["xito"]
    label = xito.PAIRINGS[-1][0]
    assert xito.DEAL_SHARE[label] == 0.2  # a share of --deals for a wide-margin pairing
    iv, _ = harness.run_pairing(xito, xito.PAIRINGS[-1], 10, 1)
    assert iv.n == 2 and not math.isnan(iv.mean)


def test_a_duplicate_deal_of_a_bot_against_itself_scores_zero() -> None:
    from bench.strength import pokdeng, xito

    assert pokdeng.play_duplicate(4, "basic", "basic", role="player") == 0.0
    assert pokdeng.play_duplicate(4, "basic", "basic", role="dealer") == 0.0
    assert xito.play_duplicate(4, "basic", "basic") == 0.0  # zero-sum, the seats swapped


def test_the_command_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert harness.main(["--game", "xito", "--deals", "2", "--pairing", "easy vs random"]) == 0
    out = capsys.readouterr().out
    assert "| xito | easy vs random, heads-up |" in out


def test_several_processes_play_the_same_deals_to_the_same_figures() -> None:
    from bench.strength import rummy

    pairing = next(p for p in rummy.PAIRINGS if p[0] == "easy vs random, 2 players")
    one, _ = harness.run_pairing(rummy, pairing, 6, 3)
    two, seconds = harness.run_pairing(rummy, pairing, 6, 3, jobs=2)
    assert one == two and one.n == 6
    assert seconds > 0  # the workers' CPU time, not the parent's


def test_fresh_seeds_are_drawn_above_every_tuning_seed() -> None:
    from bench.strength.harness import TUNING_SEEDS_BELOW, fresh_seed

    seeds = {fresh_seed(500) for _ in range(50)}
    assert len(seeds) > 45  # drawn, not fixed
    assert all(TUNING_SEEDS_BELOW <= s and s + 500 < 2**31 for s in seeds)
