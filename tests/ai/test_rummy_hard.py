"""The hard rummy bot's key decisions on constructed positions (deficiency and outs)."""

from __future__ import annotations

from cardtable_qt.ai.rummy_basic import BasicBot
from cardtable_qt.ai.rummy_deficiency import deficiency
from cardtable_qt.ai.rummy_hard import HardBot
from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.rng import Rng
from cardtable_qt.engine.rummy import Discard, Draw, Pack

from .test_rummy_levels import view_of

# 3H-5H and 6S-9S pure, three nines, then K♦ Q♦ (a sequence short of J♦ or A♦), 4♣ and 6♣
# (short of 5♣ only). The count alone throws K♦ (10 points); one card short of a declaration
# keeps K♦ Q♦ with its two outs and throws a club.
FOURTEEN = "3H 4H 5H 6S 7S 8S 9S 9D 9C 9H KD QD 4C 6C"


def test_hard_discards_the_card_that_leaves_the_lowest_deficiency() -> None:
    view = view_of(FOURTEEN, 2, phase="discard", drawn=parse_cards("6C")[0], drawn_from="stock")
    legal = [Discard(c) for c in view.hand]
    action = HardBot().choose(view, legal, Rng(0))
    assert isinstance(action, Discard)
    left = [c for c in view.hand if c != action.card]
    fewest = min(deficiency([c for c in view.hand if c != d], 2) for d in view.hand)
    assert deficiency(left, 2) == fewest == 1
    # the standard bot, counting points, throws the high card instead
    assert BasicBot().choose(view, legal, Rng(0)) != action


def test_hard_keeps_the_partial_group_with_more_outs() -> None:
    view = view_of(FOURTEEN, 2, phase="discard", drawn=parse_cards("6C")[0], drawn_from="stock")
    action = HardBot().choose(view, [Discard(c) for c in view.hand], Rng(0))
    assert action.card.face in {(4, "C"), (6, "C")}  # K♦ Q♦ waits on two cards, 4♣ 6♣ on one


def test_hard_takes_the_pile_card_that_completes_the_pure_sequence() -> None:
    # The groups are there but no pure sequence: 8♠ makes 6♠ 7♠ 8♠ pure.
    hand = "6S 7S 9D 9C 9H KD KC KS 4H 5H RJ 2C JD"
    view = view_of(hand, 11, pile="3D 8S")
    assert deficiency(parse_cards(hand + " 8S"), 11) < deficiency(parse_cards(hand), 11)
    advice = HardBot().advise(view, [Draw("stock"), Draw("discard"), Pack()], Rng(0))
    assert advice.action == Draw("discard")


def test_hard_draws_from_the_stock_when_the_pile_card_does_not_help() -> None:
    hand = "6S 7S 8S 9D 9C 9H KD KC 4H 5H 2C 2D JD"
    view = view_of(hand, 11, pile="3D 10C")
    advice = HardBot().advise(view, [Draw("stock"), Draw("discard"), Pack()], Rng(0))
    assert advice.action == Draw("stock")


def test_hard_never_packs_at_two_players() -> None:
    hopeless = "KS QD JC 9H 8S KD QC 10H 7C 5S KH 9D 3C"
    view = view_of(hopeless, 2, players=2, first_turn=True, pile="4D")
    assert HardBot().choose(view, [Draw("stock"), Draw("discard"), Pack()], Rng(0)) != Pack()


def test_hard_packs_a_hopeless_first_hand_at_four_players() -> None:
    hopeless = "KS QD JC 9H 8S KD QC 10H 7C 5S KH 9D 3C"
    view = view_of(hopeless, 2, players=4, first_turn=True, pile="4D")
    assert HardBot().choose(view, [Draw("stock"), Draw("discard"), Pack()], Rng(0)) == Pack()
    later = view_of(hopeless, 2, players=4, first_turn=False, pile="4D")
    assert HardBot().choose(later, [Draw("stock"), Draw("discard"), Pack()], Rng(0)) != Pack()
