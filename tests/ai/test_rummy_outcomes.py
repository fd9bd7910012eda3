"""The rummy edge's split by how each seat's deal ended (``bench/strength/rummy_outcomes.py``)."""

from __future__ import annotations

import math

import pytest

from bench.strength import rummy, rummy_outcomes

SEEDS = (7000, 7001, 7002)


def test_a_deal_names_one_winner_and_each_pack_by_its_turn() -> None:
    for seed in SEEDS:
        end = rummy.play_deal_end(seed, ["easy", "basic", "basic"])
        assert end.ends.count("won") == 1
        assert end.points[end.ends.index("won")] == 0
        for points, how in zip(end.points, end.ends, strict=True):
            if how == "packed first":
                assert points == 20
            elif how == "packed later":
                assert points == 40
        assert end.points == rummy.play_deal(seed, ["easy", "basic", "basic"])


def test_the_split_adds_up_to_the_benchmark_figure() -> None:
    deals = [rummy_outcomes.seatings((s, "easy", "basic", 3)) for s in SEEDS]
    result = rummy_outcomes.split(deals)
    duplicate = [rummy.play_duplicate(s, "easy", "basic", players=3) for s in SEEDS]
    assert result.edge.mean == pytest.approx(sum(duplicate) / len(duplicate))
    assert sum(edge for _, edge in result.moves.values()) == pytest.approx(result.edge.mean)
    assert sum(count for count, _ in result.moves.values()) == 3 * len(SEEDS)
    for side in ("bot", "field"):
        assert math.fsum(result.shares[side].values()) == pytest.approx(1.0)
    # the field alone scores zero against itself, summed over the seats of a deal
    for deal in deals:
        assert math.fsum(s.field_score for s in deal) == pytest.approx(0.0)


def test_the_command_prints_both_tables(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["--bot", "easy", "--players", "3", "--deals", "2", "--jobs", "1"]
    assert rummy_outcomes.main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("easy against basic: ")
    assert "| won |" in out and "| field's end | bot's end | seatings | edge a deal |" in out
