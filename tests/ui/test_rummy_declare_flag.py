"""Rummy on the real table: a hand that can declare says so and Declare is the main button; a
refused declaration's box hangs above your cards, never over them; after you pack, nothing is
left under the empty hand."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable_qt.engine import rummy as rm
from cardtable_qt.storage.settings import Settings
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables.rummy import RummyTable

from .helpers import press, show_focused
from .test_rummy_table import (
    WINNING,
    arrange,
    click_card,
    drag,
    first_to_play,
    new_session,
    show,
    wait_turn,
)


@pytest.fixture
def tables(cleanup: list[RummyTable]) -> list[RummyTable]:
    return cleanup


def winning_table(qtbot: Any, tables: list[RummyTable]) -> RummyTable:
    options = rm.Options(players=4)
    seed = first_to_play(options)
    session = new_session(options, seed)
    arrange(session.state, {0: WINNING}, wild="5C", stock_top="QD JS", seed=seed)
    return show(qtbot, tables, session)


def test_a_hand_that_can_declare_is_flagged_and_declare_is_the_main_button(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    table = winning_table(qtbot, tables)
    panel = table.rummy_panel
    wait_turn(qtbot, table, "draw")
    assert not table.declare_tag.isVisible()  # 13 cards: nothing to declare yet
    assert panel.buttons["stock"].primary
    press(qtbot, table, Qt.Key.Key_S, lambda: table.session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    assert rm.best_grouping(table.session.view(0).hand, 5, winner=True) is not None
    assert table.declare_tag.isVisible() and table.declare_tag.text == "You can declare"
    assert panel.buttons["declare"].primary and not panel.buttons["discard"].primary
    table._clear_message()  # the word about the drawn card goes: the prompt says it
    assert "You can declare!" in table.panel.prompt.text()
    # the flag's advice works: Auto-arrange, then Declare wins the deal
    press(qtbot, table, Qt.Key.Key_A, lambda: len(table.model.groups) == 4)
    press(qtbot, table, Qt.Key.Key_E, lambda: table.sheet.isVisible())
    assert not table.declare_tag.isVisible()


def test_a_hand_that_cannot_declare_keeps_discard_the_main_button(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    options = rm.Options(players=3)
    seed = first_to_play(options, 80)
    table = show(qtbot, tables, new_session(options, seed))
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_S, lambda: table.session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    view = table.session.view(0)
    assert rm.best_grouping(view.hand, view.wild_rank, winner=True) is None
    assert not table.declare_tag.isVisible()
    assert table.rummy_panel.buttons["discard"].primary
    assert not table.rummy_panel.buttons["declare"].primary


def test_the_refusal_never_covers_your_cards(qtbot: Any, tables: list[RummyTable]) -> None:
    table = winning_table(qtbot, tables)
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_S, lambda: table.session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    extra = table.session.view(0).drawn
    item = table._item_of(extra)  # type: ignore[arg-type]
    assert item is not None
    click_card(qtbot, table, item)  # selected: lifted
    press(qtbot, table, Qt.Key.Key_E, lambda: bool(table.reasons_shown))
    assert len(table.reasons_shown) >= 3
    box = table.reasons.sceneBoundingRect()
    top_of_cards = min(i.sceneBoundingRect().top() for i in table.hand_pile.items)
    assert box.bottom() <= top_of_cards, (box.bottom(), top_of_cards)
    assert box.top() >= 0
    # nor the stock, the pile and the wild card, nor the other players' cards
    middle = [*table.stock_backs, *table.discard.items, *table.wild_pile.items]
    others = [i for fan in table.fans.values() for i in fan.items]
    for item in middle + others:
        assert not box.intersects(item.sceneBoundingRect()), item
    # the hand could be declared: the message says how
    assert "Auto-arrange (A) shows how" in table.panel.prompt.text()


def test_after_packing_nothing_is_left_under_the_empty_hand(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """With the animations playing, as a person sees it: the group labels and your count go
    with your cards."""
    options = rm.Options(players=3)
    seed = first_to_play(options, 80)
    session = new_session(options, seed)
    table = RummyTable(session, Settings(animation_speed="normal", ai_pace_ms=0), CardArt())
    tables.append(table)
    show_focused(qtbot, table)
    wait_turn(qtbot, table, "draw")
    assert table.group_labels and table.count_tag.isVisible()
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    press(qtbot, table, Qt.Key.Key_P, lambda: session.view(0).seats[0].status == "packed")
    # while the banner says so, the cards gone: no word is left under where they were
    qtbot.waitUntil(
        # any notice so far: with AI pace 0 a later seat's notice may already follow it
        lambda: any("pack" in n for n in table.notice_log),
        timeout=10_000,
    )
    assert not table.hand_pile.items
    assert not table.group_labels, [n.title for n in table.group_labels]
    assert not table.count_tag.isVisible()
    qtbot.waitUntil(lambda: not table.events_playing or session.is_human_turn(), timeout=10_000)
    for _ in range(20):  # the others play on; look again between their moves
        assert not table.hand_pile.items
        assert not table.group_labels, [n.title for n in table.group_labels]
        assert not table.count_tag.isVisible()
        qtbot.wait(50)


def test_why_cards_are_no_group_comes_through_the_engines_codes(
    qtbot: Any, tables: list[RummyTable], monkeypatch: Any
) -> None:
    """A group's "Not a group" label reads the engine's message by its code (translatable)."""
    from cardtable_qt.ui.tables import rummy as rummy_table

    monkeypatch.setattr(rummy_table, "engine_text", lambda m: f"<{m.code}>")
    table = winning_table(qtbot, tables)
    wait_turn(qtbot, table, "draw")
    two = table.hand_pile.items[:2]
    for item in two:
        click_card(qtbot, table, item)
    press(qtbot, table, Qt.Key.Key_G, lambda: bool(table.model.groups))
    labels = [(n.title, n.body) for n in table.group_labels]
    assert ("Not a group", "<rummy.group_too_small>") in labels, labels


def test_the_seeds_hindi_words_are_not_said_twice_in_hindi(
    in_language: str, qtbot: Any, tables: list[RummyTable]
) -> None:
    """Beside the text the seed's Hindi word ("घोषणा" under "You can declare", "शुद्ध
    सीक्वेंस" under a pure sequence's label); in Hindi the text is those words already, and
    they showed twice."""
    table = winning_table(qtbot, tables)
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_S, lambda: table.session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    press(qtbot, table, Qt.Key.Key_A, lambda: len(table.group_labels) == 5)
    label = table.group_labels[0]
    hindi = in_language == "hi"
    assert label.body == ("" if hindi else "शुद्ध सीक्वेंस"), (label.title, label.body)
    assert table.declare_tag.subtitle == ("" if hindi else "घोषणा")


NO_PURE = "2H 3H 5D 6S 7S 5H 9D 9C 9S KH KD AC QC"  # 5♣ wild; 10♣ drawn: no declaration


def test_declare_with_a_hand_that_cannot_declare_says_why_at_once(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """D-R6 before the face-down card is asked: Declare (E) with 14 cards no face-down card
    makes a declaration of shows the validator's reasons at once and the turn goes on (it
    asked "Choose the card to lay face down…", a declaration refused only afterwards)."""
    options = rm.Options(players=4)
    seed = first_to_play(options)
    session = new_session(options, seed)
    arrange(session.state, {0: NO_PURE}, wild="5C", stock_top="10C", seed=seed)
    table = show(qtbot, tables, session)
    panel = table.rummy_panel
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    view = session.view(0)
    assert rm.best_grouping(view.hand, 5, winner=True) is None
    assert panel.buttons["discard"].primary and not panel.buttons["declare"].primary
    # the prompt says what to do, not "10♣: not in a group" about the drawn card
    assert table.panel.prompt.text() == "Discard a card: click it, then Discard (D)."
    click_card(qtbot, table, table._item_of(view.drawn))  # type: ignore[arg-type]
    assert table.panel.prompt.text() == "Discard a card: click it, then Discard (D)."
    click_card(qtbot, table, table._item_of(view.drawn))  # type: ignore[arg-type]
    before = session.state.to_dict()
    press(qtbot, table, Qt.Key.Key_E, lambda: bool(table.reasons_shown))
    assert session.state.to_dict() == before  # nothing tried: your turn goes on
    assert table.panel.prompt.text() == (
        "Your hand cannot declare yet: no pure sequence yet; no second sequence yet; "
        "4 cards are in no group. Discard a card."
    )
    assert table.reasons_shown == [
        "You need a pure sequence: a run of 3 or more in one suit with no joker standing in.",
        "You need a second sequence (pure or mixed) besides your pure sequence.",
        "As Auto-arrange groups your hand, 4 cards besides the face-down one are in no group.",
    ]
    # dropped on the declaration place, the same: no declaration is tried
    drag(qtbot, table, table._item_of(view.drawn), table.declare_spot.scenePos())  # type: ignore[arg-type]
    assert session.state.to_dict() == before
    assert table.panel.prompt.text().startswith("Your hand cannot declare yet:")
    # and the turn goes on: Discard throws the drawn card
    click_card(qtbot, table, table._item_of(view.drawn))  # type: ignore[arg-type]
    press(qtbot, table, Qt.Key.Key_D, lambda: session.state.turn != 0)
