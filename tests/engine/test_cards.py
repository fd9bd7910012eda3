import pytest

from cardtable_qt.engine.cards import (
    ACE,
    BLACK_JOKER,
    RED_JOKER,
    Card,
    CardError,
    TooManyCopies,
    card_code,
    card_from_code,
    deck_32,
    deck_52,
    deck_54,
    format_cards,
    make_deck,
    parse_card,
    parse_cards,
    parse_hands,
    parse_rank,
)


def test_parse_notation_examples() -> None:
    assert parse_cards("10H AS BJ") == [Card(10, "H"), Card(ACE, "S"), Card(BLACK_JOKER, None)]
    assert parse_card("rj") == Card(RED_JOKER, None)
    assert parse_card("TC") == Card(10, "C")
    assert parse_card("q♠") == Card(12, "S")
    assert parse_cards("7c,8d , 9h") == parse_cards("7C 8D 9H")


def test_repeated_cards_get_deck_indices() -> None:
    cards = parse_cards("5H 5H 5D 5H")
    assert [c.deck for c in cards] == [0, 1, 0, 2]
    assert len(set(cards)) == 4


@pytest.mark.parametrize("bad", ["1H", "10X", "ZZ", "H", "10", "AAS", "BJX", "11S"])
def test_parse_errors_name_the_bad_token(bad: str) -> None:
    with pytest.raises(CardError) as err:
        parse_cards(f"AS {bad} KD")
    assert repr(bad) in str(err.value)


def test_format_round_trip_keeps_order() -> None:
    text = "RJ 2C 10H AS BJ 10H"
    assert format_cards(parse_cards(text)) == text


def test_card_codes_keep_deck_index() -> None:
    for card in make_deck(3, jokers=True):
        assert card_from_code(card_code(card)) == card
    with pytest.raises(CardError):
        card_from_code("5H#x")


def test_decks() -> None:
    assert len(deck_52()) == 52 and len(set(deck_52())) == 52
    assert len(deck_54()) == 54 and sum(c.is_joker for c in deck_54()) == 2
    d32 = deck_32()
    assert len(d32) == 32 and min(c.rank for c in d32) == 7
    two = make_deck(2, jokers=True)
    assert len(two) == 108 and len(set(two)) == 108
    assert {c.deck for c in two} == {0, 1}
    with pytest.raises(CardError):
        make_deck(4)


def test_parse_rank() -> None:
    assert parse_rank("10") == 10 and parse_rank("t") == 10 and parse_rank("A") == 14
    assert parse_rank(5) == 5
    for bad in ("1", "X", 15, True):
        with pytest.raises(CardError):
            parse_rank(bad)  # type: ignore[arg-type]


def test_colours() -> None:
    assert parse_card("RJ").is_red and not parse_card("BJ").is_red
    assert parse_card("5D").is_red and not parse_card("5S").is_red


def test_parse_hands_numbers_copies_across_hands() -> None:
    hands = parse_hands(["5H 6H", "5H 5H", "BJ"])
    assert [[card_code(c) for c in h] for h in hands] == [["5H", "6H"], ["5H#1", "5H#2"], ["BJ"]]
    # Card objects keep their copy; a card in notation takes the lowest copy nobody holds
    hands = parse_hands(["5H", [Card(5, "H", 0)], "5H"])
    assert [[card_code(c) for c in h] for h in hands] == [["5H#1"], ["5H"], ["5H#2"]]
    assert parse_hands([]) == []


def test_parse_hands_refuses_more_copies_than_the_decks_hold() -> None:
    assert len(parse_hands(["AS", "AS"], decks=2)) == 2
    with pytest.raises(TooManyCopies, match="AS appears 3 times, but 2 decks hold only 2") as info:
        parse_hands(["AS", "KD AS", "AS"], decks=2)
    assert info.value.card == Card(14, "S") and info.value.times == 3
    with pytest.raises(CardError, match="AS appears twice, but one deck holds only one"):
        parse_hands(["AS", [Card(14, "S", 1)]], decks=1)
    with pytest.raises(CardError, match="not a card"):
        parse_hands(["AS", "XX"])
