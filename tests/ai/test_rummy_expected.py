"""The hard rummy play at a bigger table: choices by a hand's measured expected cost."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from bench.strength import rummy_costs
from cardtable_qt.ai.rummy_costs import BANDS, band, expected_cost, pack_cost
from cardtable_qt.ai.rummy_deficiency import deficiency
from cardtable_qt.ai.rummy_expected import ExpectedCostBot
from cardtable_qt.ai.rummy_hard import HardBot
from cardtable_qt.ai.rummy_reading import live_outs
from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.rummy import Declare, Discard, Draw, Options, Pack, new_match
from cardtable_qt.engine.rummy.solver import loser_points

from .test_rummy_levels import _play, _Watch, view_of

LEGAL_START = [Draw("stock"), Draw("discard"), Pack()]
FAR = "3H 4H 5H KS QD JC 9H 7S 8D 6C 10S AD KC"  # a pure sequence, 4 cards short, 60+ loose
NEAR = "3H 4H 5H 6S 7S 8S 9D 10D JD KC KS QD AC"  # one card short, 30 loose


def test_a_hand_nearer_a_declaration_or_counting_less_costs_less() -> None:
    for turn in (1, 2, 4):
        assert expected_cost(4, "post", turn, 1, 5) < expected_cost(4, "post", turn, 3, 5)
        assert expected_cost(4, "post", turn, 3, 5) < expected_cost(4, "post", turn, 3, 60)
        assert expected_cost(4, "pre", turn, 2, 20) < expected_cost(4, "pre", turn, 4, 80)
    # beyond the measured rows and bands the reading still answers, and keeps its order
    assert expected_cost(4, "post", 9, 9, 150) > expected_cost(4, "post", 9, 9, 100)
    assert expected_cost(6, "pre", 1, 0, 0) < 0  # a dealt declaration: the others pay


def test_a_first_turn_pack_costs_less_than_its_twenty_points() -> None:
    # The others' points are subtracted: a pack costs 20 less their average.
    assert 0 < pack_cost(4) < 20


def test_it_packs_a_far_high_first_hand_and_plays_a_near_one() -> None:
    hand = parse_cards(FAR)
    assert deficiency(hand, 2) >= 4 and loser_points(hand, 2) >= 60
    first = view_of(FAR, 2, players=4, first_turn=True, pile="4D")
    assert ExpectedCostBot().choose(first, LEGAL_START, Rng(0)) == Pack()
    assert HardBot().choose(first, LEGAL_START, Rng(0)) == Pack()
    later = view_of(FAR, 2, players=4, first_turn=False, pile="4D")
    assert ExpectedCostBot().choose(later, LEGAL_START, Rng(0)) != Pack()
    near = view_of(NEAR, 2, players=4, first_turn=True, pile="4D")
    assert ExpectedCostBot().choose(near, LEGAL_START, Rng(0)) != Pack()


def test_it_takes_the_pile_card_that_completes_a_pure_sequence() -> None:
    hand = "5H 6H 9S 9C KD 2S 4C 7D JC QS 3D 8C 10S"
    view = view_of(hand, 11, pile="KC 7H", players=4)
    advice = ExpectedCostBot().advise(view, LEGAL_START, Rng(0))
    assert advice.action == Draw("discard")
    assert "7♥" in advice.text or "7H" in advice.text


def test_it_draws_from_the_stock_for_a_card_that_joins_nothing() -> None:
    view = view_of("6S 7S 8S 9D 9C 9H KD KC 4H 5H 2C 2D JD", 11, pile="3D 10C", players=4)
    assert ExpectedCostBot().choose(view, LEGAL_START, Rng(0)) == Draw("stock")


def test_it_throws_the_card_that_leaves_the_cheapest_hand() -> None:
    # Everything is grouped but K♦ and 4♣: the king counts more and joins nothing.
    hand = "3H 4H 5H 6S 7S 8S 9C 9D 9H 5C 6C 7C KD 4D"
    view = view_of(hand, 2, players=4, phase="discard", drawn=parse_cards("4D")[0])
    advice = ExpectedCostBot().advise(view, [Discard(c) for c in view.hand], Rng(0))
    assert advice.action == Discard(parse_cards("KD")[0])
    assert advice.estimates[0][1] >= max(v for _, v in advice.estimates[1:])


def test_it_never_throws_a_printed_joker_and_declares_when_it_can() -> None:
    declared: list[Any] = []

    class Declarer(_Watch):
        def choose(self, view: Any, legal: list[Any], rng: Rng) -> Any:
            action = super().choose(view, legal, rng)
            if any(isinstance(a, Declare) for a in legal):
                assert isinstance(action, Declare)
                declared.append(action)
            return action

    bots = [Declarer(ExpectedCostBot()) for _ in range(4)]
    for seed in range(4):
        _play(new_match(seed, Options(players=4, deals=1)), list(bots))
    thrown = [c for bot in bots for c in bot.discards]
    assert thrown and not [c for c in thrown if c.suit is None]
    assert declared


def test_the_table_maker_bands_counts_and_writes_a_module_it_reads_back(tmp_path: Path) -> None:
    results = [
        [
            (12.0, 9.0, [("pre", 1, 3, 44), ("post", 1, 2, 47)]),
            (-6.0, None, []),  # a seat whose turn never came: no pack to measure
            (4.0, 11.0, [("pre", 1, 3, 41), ("pre", 7, 8, 130)]),
        ]
    ]
    found = rummy_costs.table(results)
    assert found["pack"] == (10.0, 2)
    assert found["cells"][("pre", 1, 3, 4)] == (8.0, 2)
    assert found["cells"][("pre", 4, 5, BANDS - 1)] == (4.0, 1)
    assert band(130) == BANDS - 1
    out = tmp_path / "table.py"
    rummy_costs.write(4, 3, 7, "basic", found, out)
    rummy_costs.write(6, 3, 7, "hard", found, out)
    namespace: dict[str, Any] = {}
    exec(out.read_text(encoding="utf-8"), namespace)
    assert namespace["TABLES"] == {4: found, 6: found}
    assert namespace["SOURCES"][6] == "--players 6 --deals 3 --seed 7 --seat-bot hard"


def test_the_table_maker_plays_and_records_a_deal() -> None:
    (cost, packed, records), *_ = rummy_costs.deal((3, 4, "basic"))
    assert records and records[0][0] == "pre" and records[0][1] == 1
    assert packed is not None and -20 <= packed <= 20 and -80 <= cost <= 80
    assert all(kind in ("pre", "post") for kind, *_ in records)


def test_between_two_equal_discards_it_keeps_the_hand_with_more_ways_to_improve() -> None:
    # Throwing J♠ or A♣ leaves the same deficiency and count; the next draw's lookahead tells
    # them apart: the hand without J♠ has more live cards that bring it nearer a declaration.
    hand = "5C 8S 4D 8H 8S 5H AC 5D 4C 2H JS 3C AH 7D"
    view = replace(
        view_of(hand, 10, pile="JC QC KC", players=4, phase="discard", drawn=parse_cards("7D")[0]),
        turns=1,
    )
    legal = [Discard(c) for c in view.hand]
    jack, ace = parse_cards("JS AC")
    rests = [[c for c in view.hand if c != card] for card in (jack, ace)]
    assert len({deficiency(r, 10) for r in rests}) == 1
    assert len({loser_points(r, 10) for r in rests}) == 1
    live = ExpectedCostBot._unseen(view)
    outs = [live_outs(r, 10, True, live, deficiency(r, 10)) for r in rests]
    assert outs[0] > outs[1]

    class NoLook(ExpectedCostBot):
        look_candidates = 1

    assert NoLook().choose(view, legal, Rng(0)) == Discard(ace)  # the table alone: a tie
    assert ExpectedCostBot().choose(view, legal, Rng(0)) == Discard(jack)
