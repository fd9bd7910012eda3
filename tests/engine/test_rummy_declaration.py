"""A valid declaration (rules/rummy.md "A valid declaration", D-R3, D-R5) and its reasons."""

from __future__ import annotations

import pytest

from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.engine.messages import msg
from cardtable_qt.engine.rummy import validate
from cardtable_qt.engine.rummy.declaration import NEED_COVER, NEED_PURE, NEED_SECOND

# (groups, wild rank, reasons with the seed's 6–7 rule, reasons without it)
CASES: list[tuple[list[str], str, list[str], list[str]]] = [
    # pure 3 + mixed 4 (7 cards) + two trios
    (["2H 3H 4H", "6S 7S BJ 9S", "9D 9C 9H", "KH KD KC"], "5", [], []),
    # pure 3 + pure 3 (6 cards) + two more sequences, no trio
    (["2H 3H 4H", "6S 7S 8S", "9D 10D JD", "QC KC AC 5D"], "5", [], []),
    # the second sequence may be pure; a trio may repeat a suit
    (["2H 3H 4H", "6S 7S 8S 9S", "QD QD QC", "KH KD 5C"], "5", [], []),
    # D-R3: the wild-rank 7H as itself keeps 6H 7H 8H pure
    (["6H 7H 8H", "2S 3S 7C 5S", "9D 9C 9H", "KH KD KC"], "7", [], []),
    # three identical cards are a pure sequence of their own
    (["5H 5H 5H", "6S 7S BJ 9S", "9D 9C 9H", "KH KD KC"], "2", [], []),
    # D-R5 (seed): pure 5 + mixed 5 hold 10 cards, not 6–7
    (["2H 3H 4H 5H 6H", "6S 7S BJ 9S 10S", "KH KD KC"], "3", [NEED_COVER], []),
    # pure 7 + mixed 6
    (["2H 3H 4H 5H 6H 7H 8H", "6S 7S BJ 9S 10S JS"], "3", [NEED_COVER], []),
    # no pure sequence
    (["6H BJ 8H", "2S 3S RJ 5S", "9D 9C 9H", "KH KD KC"], "4", [NEED_PURE], [NEED_PURE]),
    # a pure sequence alone, and three trios
    (
        ["2H 3H 4H 5H", "9D 9C 9H", "KH KD KC", "QH QD QS"],
        "7",
        [NEED_SECOND, "At most two trios are allowed; you have 3."],
        [NEED_SECOND, "At most two trios are allowed; you have 3."],
    ),
]


@pytest.mark.parametrize(
    ("groups", "wild", "with_rule", "without_rule"), [c for c in CASES if c[2] is not None]
)
def test_validate_case_table(
    groups: list[str], wild: str, with_rule: list[str], without_rule: list[str]
) -> None:
    assert sum(len(parse_cards(g)) for g in groups) == 13
    assert validate(groups, wild) == with_rule
    assert validate(groups, wild, cover_rule=False) == without_rule


def test_every_broken_rule_is_reported() -> None:
    groups = ["2H 3D 4H", "6S 7S", "9D", "KH KD KC QH QD QS JC"]
    reasons = validate(groups, "7")
    assert len(reasons) == 6
    assert reasons[0].startswith("Group 1 (2♥ 3♦ 4♥) is not a valid group")
    assert reasons[1].startswith("Group 2 (6♠ 7♠) is not a valid group: A group needs at least 3")
    assert reasons[2].startswith("Group 3 (9♦) is not a valid group")
    assert reasons[3].startswith("Group 4 (K♥ K♦ K♣ Q♥ Q♦ Q♠ J♣) is not a valid group")
    assert reasons[4:] == [NEED_PURE, NEED_SECOND]


def test_printed_joker_is_never_pure() -> None:
    groups = ["6H BJ 8H", "2S 3S RJ 5S", "9D 9C 9H", "KH KD 4C"]
    assert validate(groups, "4") == [NEED_PURE]


def test_pure_four_and_mixed_four_hold_eight_cards() -> None:
    groups = ["2H 3H 4H 5H", "6S 7S BJ 9S", "9D 10D RJ QD KD"]
    assert validate(groups, "3") == [NEED_COVER]
    assert validate(groups, "3", cover_rule=False) == []


def test_trio_that_is_also_a_sequence_counts_as_the_second_sequence() -> None:
    groups = ["2H 3H 4H 5H", "7H 7S BJ", "9D 9C 9H", "KH KD KC"]
    assert validate(groups, "7") == []


def test_three_sequences_may_pair_any_two_for_six_or_seven() -> None:
    # pure 5, pure 3, mixed 5: every pair holds 8 or 10 cards
    groups = ["2H 3H 4H 5H 6H", "8D 9D 10D", "6S 7S BJ 9S 10S"]
    assert validate(groups, "J") == [NEED_COVER]
    # pure 4 + mixed 3 = 7, beside a long pure sequence
    groups = ["2H 3H 4H 5H", "8D 9D BJ", "6S 7S 8S 9S 10S JS"]
    assert validate(groups, "2") == []


def test_count_and_repeated_cards() -> None:
    twelve = ["2H 3H 4H", "6S 7S BJ 9S", "9D 9C 9H", "KH KD"]
    reasons = validate(twelve, "5")
    assert reasons[0] == "A declaration puts all 13 cards in groups; these groups hold 12."
    card = Card(13, "H")
    groups: list[list[Card]] = [
        parse_cards("2H 3H 4H"),
        parse_cards("6S 7S BJ 9S"),
        parse_cards("9D 9C 9H"),
        [card, card, Card(13, "C")],
    ]
    assert "The same card is used twice: K♥." in validate(groups, "5")


def test_groups_in_notation_number_copies_across_the_declaration() -> None:
    # two decks hold two Q♥: one in the run, one in the trio (issue: "used twice")
    groups = ["5S 6S 7S", "9H 10H JH QH", "QS QD QH", "4C 4D BJ"]
    assert validate(groups, "8") == []
    assert validate(groups, "8", decks=2) == []
    assert validate(groups, "8", decks=1) == ["Q♥ appears twice, but one deck holds only one."]


def test_a_card_more_often_than_the_decks_hold_is_refused() -> None:
    groups = ["5S 6S 7S", "9H 10H JH QH", "QS QD QH", "QH QC BJ"]
    assert validate(groups, "8", decks=2) == ["Q♥ appears 3 times, but 2 decks hold only 2."]
    assert validate(groups, "8", decks=3) == []  # a third deck holds a third Q♥
    # cards already numbered keep their copy; the notation takes the free one
    held = [Card(12, "H", 1)]
    assert validate([*groups[:3], [*held, *parse_cards("QC BJ")]], "8", decks=2) == [
        "Q♥ appears 3 times, but 2 decks hold only 2."
    ]


def test_a_declaration_in_play_is_checked_against_the_deals_decks() -> None:
    from cardtable_qt.engine.rummy import declaration_problems

    hand = parse_cards("5S 6S 7S 9H 10H JH QH QS QD 4C 4D BJ KC")
    hand.append(Card(12, "H", 1))
    groups = [parse_cards(g) for g in ("5S 6S 7S", "9H 10H JH QH", "QS QD", "4C 4D BJ")]
    groups[2].append(Card(12, "H", 1))
    face_down = parse_cards("KC")[0]
    assert declaration_problems(hand, groups, face_down, "8", decks=2) == []
    assert declaration_problems(hand, groups, face_down, "8", decks=1) == [
        "Q♥ appears twice, but one deck holds only one."
    ]


def test_an_invalid_group_is_named_with_its_reason() -> None:
    groups = ["2H 3H 4H", "6S 7D 8S 9S", "9D 9C 9H", "KH KD KC"]
    reasons = validate(groups, "5")
    assert len(reasons) == 2
    assert reasons[0].startswith("Group 2 (6♠ 7♦ 8♠ 9♠) is not a valid group: Cards of different")
    assert reasons[1] == NEED_SECOND


def test_reasons_are_sentences() -> None:
    for reason in (NEED_PURE, NEED_SECOND, NEED_COVER):
        assert reason[0].isupper() and reason.endswith(".")
    assert NEED_PURE == (
        "You need a pure sequence: a run of 3 or more in one suit with no joker standing in."
    )


def test_the_reasons_name_cards_as_the_table_does_with_suit_signs_and_jokers_in_words() -> None:
    """ "Group 2 (6♠ 7♦ Joker)", never the notation "6S 7D BJ": the table writes cards so."""
    from cardtable_qt.engine.cards import card_sign
    from cardtable_qt.engine.rummy import declaration_messages
    from cardtable_qt.engine.rummy.declaration import validate_messages

    assert [card_sign(c) for c in parse_cards("JD 10S AH 2C")] == ["J♦", "10♠", "A♥", "2♣"]
    groups = ["2H 3H 4H", "6S 7D RJ", "9D 9C 9H", "KH KD KC BJ"]
    reasons = validate(groups, "5")
    assert reasons[0].startswith("Group 2 (6♠ 7♦ Joker) is not a valid group: "), reasons
    assert reasons[1].startswith("Group 4 (K♥ K♦ K♣ Joker) is not a valid group: "), reasons
    # the joker is a word the shell translates: a message of its own inside the reason
    first = validate_messages(groups, "5")[0]
    shown = dict(first.params)["cards"]
    assert isinstance(shown, tuple) and shown[-1].params == (("card", msg("engine.joker")),)
    hand = parse_cards("2H 3H 4H 6S 7S 8S 9D 9C 9H KH KD KC BJ 5D")
    groups_held = [parse_cards(g) for g in ("2H 3H 4H", "6S 7S 8S", "9D 9C 9H", "KH KD QC")]
    missing = declaration_messages(hand, groups_held, parse_cards("5D")[0], "5")
    assert [m.english() for m in missing] == [
        "Your groups and the face-down card must be the 14 cards in your hand "
        "(not in your hand: Q♣; left out: K♣ Joker)."
    ]


def test_a_hand_that_cannot_declare_is_told_why_before_it_tries() -> None:
    """D-R6 before the face-down card is asked: no 13 of these 14 cards declare, and the
    validator says why of the hand's best arrangement (its ungrouped cards as a count)."""
    from cardtable_qt.engine.rummy import declaration_shortfall

    winning = parse_cards("2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC 5D QD")
    assert declaration_shortfall(winning, 5) == []
    scattered = parse_cards("2H 7H 4H 6S 9S JS 9D 9C 3C KH KD QC 8D 10C")
    assert [m.code for m in declaration_shortfall(scattered, 5)] == [
        "rummy.no_pure_sequence",
        "rummy.no_second_sequence",
        "rummy.cards_in_no_group",
    ]
    assert declaration_shortfall(scattered, 5)[-1] == msg("rummy.cards_in_no_group", n=13)
    # two pure sequences, but seven cards no group takes (one of them goes face down)
    short = parse_cards("2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD QC 8D 10C")
    assert declaration_shortfall(short, 5) == [msg("rummy.cards_in_no_group", n=6)]
