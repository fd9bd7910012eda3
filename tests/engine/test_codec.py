from dataclasses import dataclass

import pytest

from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.engine.codec import StateDataError, decode, decode_tagged, encode, tagged_classes
from cardtable_qt.engine.match import HandOver, check_format


@dataclass(frozen=True)
class Play:
    seat: int
    cards: tuple[Card, ...]
    note: str | None = None


def test_round_trip_dataclass_with_cards() -> None:
    play = Play(2, tuple(parse_cards("5H 5H RJ")))
    data = encode(play)
    assert data == {"type": "Play", "seat": 2, "cards": ["5H", "5H#1", "RJ"], "note": None}
    assert decode(Play, data) == play
    assert decode_tagged(tagged_classes(Play, HandOver), data) == play


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ({"type": "Play", "cards": []}, "seat"),
        ({"type": "Play", "seat": "2", "cards": []}, "$.seat"),
        ({"type": "Play", "seat": True, "cards": []}, "$.seat"),
        ({"type": "Play", "seat": 1, "cards": ["ZZ"]}, "$.cards[0]"),
        ({"type": "Play", "seat": 1, "cards": "5H"}, "$.cards"),
        ({"type": "Nope", "seat": 1, "cards": []}, "Nope"),
        ([], "expected an object"),
    ],
)
def test_bad_payloads_name_where(data: object, where: str) -> None:
    with pytest.raises(StateDataError) as err:
        decode_tagged(tagged_classes(Play), data)
    assert where in str(err.value)


def test_check_format() -> None:
    assert check_format({"game": "x", "format": 1}, "x")
    for bad in ({"game": "y", "format": 1}, {"game": "x"}, {"game": "x", "format": 99}, 3):
        with pytest.raises(StateDataError):
            check_format(bad, "x")
