"""Guandan's table, its words: the places (Banker 上游 .. Dweller 下游), the cards, the
teams, the counts of cards and the climbs as the table and its notices say them.

``GuandanWords`` is a part of ``GuandanTable``: sentences about a seat ("You ..." for your
own), the names of the places and of the arranged groups, with the Chinese word beside them.
A combination's name comes from the engine's message (``GuandanTable.combo_name``).
"""

from __future__ import annotations

from ...engine import guandan as gd
from ...engine.cards import RED_JOKER, Card, card_sign
from ...engine.guandan.state import COUNT_SHOWN
from ...game_words import chinese_aside

PLACES_CHINESE = {1: "上游", 2: "二游", 3: "三游", 4: "下游"}


def is_double_dweller(e: gd.HandResult) -> bool:
    """The first two out were partners: the other two never went out, and share the last
    places (the engine gives both place 4)."""
    return list(e.places).count(4) == 2


KIND_CHINESE = {
    "single": "单张",
    "pair": "对子",
    "triple": "三张",
    "full_house": "三带二",
    "straight": "顺子",
    "tube": "三连对",
    "plate": "钢板",
    "bomb": "炸弹",
    "straight_flush": "同花顺",
    "joker_bomb": "天王炸",
}


class GuandanWords:
    """The words of ``GuandanTable`` (see the module)."""

    # --- words -------------------------------------------------------------------------------

    def place_name(self, place: int) -> str:
        """Banker, Follower, Third, Dweller (1st to 4th out)."""
        return {
            1: self.tr("Banker"),
            2: self.tr("Follower"),
            3: self.tr("Third"),
            4: self.tr("Dweller"),
        }[place]

    def place_word(self, place: int) -> str:
        """The place with its Chinese word: "Banker 上游" (in Chinese the word once)."""
        return f"{self.place_name(place)} {chinese_aside(PLACES_CHINESE[place])}".strip()

    def double_dweller_word(self) -> str:
        """The shared place of two partners still holding cards when the hand ended (a 1-2
        finish): neither went out last, so neither is the Dweller alone."""
        return f"{self.tr('Double Dweller')} {chinese_aside('双下')}".strip()

    def shown_place(self, e: gd.HandResult, seat: int) -> str:
        """``seat``'s place word in the hand ``e`` decided (the two losers of a 1-2 finish
        share the Double Dweller)."""
        if is_double_dweller(e) and e.places[seat] == 4:
            return self.double_dweller_word()
        return self.place_word(e.places[seat])

    def ordinal(self, place: int) -> str:
        return {1: self.tr("1st"), 2: self.tr("2nd"), 3: self.tr("3rd"), 4: self.tr("4th")}[place]

    def card_text(self, card: Card) -> str:
        """A card in words: "Q♥", "big joker"."""
        if card.suit is None:
            return self.tr("big joker") if card.rank == RED_JOKER else self.tr("small joker")
        return card_sign(card)

    def is_you(self, seat: int) -> bool:
        return bool(self.is_person(seat))

    def said(self, seat: int, you: str, other: str) -> str:
        """A sentence about ``seat``: ``you`` when it is your seat (its verb agrees), else
        ``other`` with the seat's name for %1."""
        return you if self.is_you(seat) else other.replace("%1", self.seat_name(seat))

    def team_names(self, team: int) -> str:
        a, b = team, team + 2
        if self.viewer in (a, b):
            return (
                self.tr("%1 and %2")
                .replace("%1", self.seat_name(self.viewer))
                .replace("%2", self.seat_name((self.viewer + 2) % 4))
            )
        return (
            self.tr("%1 and %2").replace("%1", self.seat_name(a)).replace("%2", self.seat_name(b))
        )

    def my_team(self) -> int:
        return self.viewer % 2

    def count_text(self, count: int | None) -> str:
        if count is None:
            return self.tr("more than %1").replace("%1", str(COUNT_SHOWN))
        if count == 1:
            return self.tr("1 card")
        return self.tr("%1 cards").replace("%1", str(count))

    def received_note(self) -> str:
        """Under your count while a received card is marked: "+ 6♠ from East"."""
        if self.received is None:
            return ""
        return (
            self.tr("+ %1 from %2")
            .replace("%1", self.card_text(self.received))
            .replace("%2", self.seat_name(self.received_from))
        )

    def climb_words(self, e: gd.HandResult) -> str:
        team = self.team_names(e.winning_team)
        if e.climb == 1:
            return self.tr("%1 climb 1 level").replace("%1", team)
        return self.tr("%1 climb %2 levels").replace("%1", team).replace("%2", str(e.climb))

    def group_name(self, kind: str) -> str:
        return {
            "straight": self.tr("Straight"),
            "straight_flush": self.tr("Straight flush"),
            "bomb": self.tr("Bomb"),
            "joker_bomb": self.tr("Joker bomb"),
        }[kind]
