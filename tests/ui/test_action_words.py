"""A decision in words, as the review and the replay's lists show it."""

from __future__ import annotations

from typing import Any

from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.ui import i18n
from cardtable_qt.ui.replay_bar import describe


def test_a_pok_deng_bet_names_its_place_as_the_table_numbers_it(qapp: Any) -> None:
    assert describe(pd.PlaceBet(0, 20)) == "bet 20 on place 1"
    assert describe(pd.PlaceBet(2, 1000)) == "bet 1,000 on place 3"


def test_a_pok_deng_draw_or_stand_carries_no_hand_index(qapp: Any) -> None:
    assert describe(pd.DrawCard(3)) == "draw a card"
    assert describe(pd.Stand(5)) == "stand"


def test_the_bet_reads_in_the_language_in_use(
    qapp: Any, built_translations: None, english_after: None
) -> None:
    assert i18n.current().use("th")
    assert describe(pd.PlaceBet(1, 20)) == "ลง 20 ที่ช่อง 2"


def test_no_english_is_left_in_a_decision_in_another_language(
    qapp: Any, built_translations: None, english_after: None
) -> None:
    from cardtable_qt.engine import guandan, rummy
    from cardtable_qt.engine.cards import parse_cards

    assert i18n.current().use("th")
    pair = guandan.position(["4S 4D 9C", "KD", "8S", "AH"], leader=0).legal_actions()
    shown = [
        describe(next(a for a in pair if len(a.combo.cards) == 2)),
        describe(rummy.Draw("stock")),
        describe(rummy.Discard(parse_cards("2D")[0])),
    ]
    assert not any(c.isascii() and c.isalpha() for text in shown for c in text), shown
    assert "♦" in shown[2]
