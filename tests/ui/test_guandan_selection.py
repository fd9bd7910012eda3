"""Guandan's quick selection on the real table: a rank's copies in one click, Arrange (理牌),
Show plays cheapest first on Space, the card tribute gave you marked, Clear while paying, the
chooser's question never hidden, and combination names through the engine's codes."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from cardtable_qt.engine import guandan as gd
from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.ui.table.card_mark import mark_of
from cardtable_qt.ui.tables import guandan as guandan_table
from cardtable_qt.ui.tables.guandan import GuandanTable
from cardtable_qt.ui.tables.guandan_arrange import arrange, cheapest_first

from .helpers import click, press
from .test_guandan_table import (
    acted,
    card_point,
    check_table,
    click_card,
    item_of,
    make_table,
    selected,
    session_at,
    wait_turn,
)


def hand(table: GuandanTable) -> list[Card]:
    return list(table.session.view(0).hand)


def of_rank(table: GuandanTable, rank: int, wild: bool = False) -> set[Card]:
    return {c for c in hand(table) if c.rank == rank and (c.suit == "H" and c.rank == 2) == wild}


def test_a_modifier_click_or_a_double_click_takes_a_rank(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """Three 8s (and a wild 2♥ of the same power's neighbour), two 5s, two kings: Shift takes
    the 8s, not the wild; Ctrl the 5s; a double-click the kings; Shift again puts the 8s back."""
    state = gd.position(["8S 8D 8C 2H 5C 5D KS KH 9D", "3S 4S 6S", "3D 4D 6D", "3C"], leader=0)
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    eights, fives, kings = of_rank(table, 8), of_rank(table, 5), of_rank(table, 13)
    viewport = table.view.viewport()
    eight = next(iter(eights))
    qtbot.mouseClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ShiftModifier,
        card_point(table, item_of(table, eight)),
    )
    assert selected(table) == eights
    assert table.selection_tag.text.startswith("Triple 8s")
    five = next(iter(fives))
    qtbot.mouseClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ControlModifier,
        card_point(table, item_of(table, five)),
    )
    assert selected(table) == eights | fives
    assert table.selection_tag.text.startswith("Full house")
    qtbot.mouseClick(
        viewport,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.ShiftModifier,
        card_point(table, item_of(table, eight)),
    )
    assert selected(table) == fives  # the rank goes back the way it came
    table._select_only([])
    king = next(iter(kings))
    qtbot.mouseDClick(
        viewport, Qt.MouseButton.LeftButton, pos=card_point(table, item_of(table, king))
    )
    assert selected(table) == kings
    # a plain click still takes one card only
    table._select_only([])
    click_card(qtbot, table, eight)
    assert selected(table) == {eight}


def test_arrange_groups_the_hand_and_a_second_press_puts_it_back(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """Four 9s, a straight flush 3♠–7♠, a run 10–A, a triple, a pair, singles and a wild: each
    group lies together, the bombs at the right; Arrange again gives the rank order."""
    cards = "9S 9D 9C 9H 3S 4S 5S 6S 7S 10D JC QH KD AC 6D 6C 6H 8D 8C 4D KC 2H"
    state = gd.position([cards, "3S 4S", "3D 4D", "3C"], leader=0)
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    rank_order = [i.card for i in table.hand.items]
    assert table.gd_panel.buttons["arrange"].base_text == "Arrange 理牌"
    press(qtbot, table, Qt.Key.Key_A, lambda: table.arranged is not None)
    groups = arrange(hand(table), 2)
    kinds = [g.kind for g in groups]
    assert kinds == [
        "single",
        "single",
        "pair",
        "triple",
        "straight",
        "straight_flush",
        "bomb",
        "wild",
    ], kinds
    assert set(groups[5].cards) == set(parse_cards("3S 4S 5S 6S 7S"))
    assert set(groups[6].cards) == set(parse_cards("9S 9D 9C 9H"))
    assert {c.rank for c in groups[4].cards} == {10, 11, 12, 13, 14}
    shown = [i.card for i in table.hand.items]
    assert shown == [c for g in groups for c in g.cards]  # every group together, in order
    # the fan leaves a gap between two groups, none inside one
    keys = [table._group_of(i) for i in table.hand.items]
    assert len(set(keys)) == len(groups)
    assert table.gd_panel.buttons["arrange"].base_text == "Ungroup"
    # the runs and the bomb are named under their cards
    assert [(t.text, t.subtitle) for t in table.group_tags] == [
        ("Straight", "顺子"),
        ("Straight flush", "同花顺"),
        ("Bomb", "炸弹"),
    ]
    for tag, group in zip(table.group_tags, groups[4:7], strict=True):
        xs = [item_of(table, c).pos().x() for c in group.cards]
        assert min(xs) <= tag.pos().x() <= max(xs)
    check_table(table)
    # a play keeps the rest of the groups together
    single = groups[0].cards[0]
    click_card(qtbot, table, single)
    press(qtbot, table, Qt.Key.Key_Return, acted(table.session))
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert [i.card for i in table.hand.items] == [c for g in groups for c in g.cards if c != single]
    assert len(table.group_tags) == 3
    click(qtbot, table, "arrange")
    assert table.arranged is None
    assert table.group_tags == []
    assert [i.card for i in table.hand.items] == [c for c in rank_order if c != single]


def test_space_steps_through_the_plays_that_beat_the_table_cheapest_first(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """West led a single 6: a lone 7 first, then the lone king, then a 9 out of the pair, the
    wild, a queen out of the bomb, and the bomb last; Space goes round, Enter plays it."""
    state = gd.position(
        ["7S 9S 9D KS QS QD QC QH 2H", "3S 4S 6S", "3D 4D 6D", "3C 4C"],
        leader=3,
        trick=[(3, "6C")],
    )
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    shown: list[set[Card]] = []
    for _ in range(8):
        before = selected(table)
        qtbot.keyClick(table.view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda b=before: selected(table) != b, timeout=3000)  # type: ignore[misc]
        shown.append(selected(table))
        assert "cheapest first · Space: next" in table.selection_tag.subtitle
    ranks = [sorted(c.rank for c in s) for s in shown]
    # then the bombs: the five-bomb with the wild above the four queens
    assert ranks[:6] == [[7], [13], [9], [2], [12], [12, 12, 12, 12]], ranks
    assert ranks[6:] == [[2, 12, 12, 12, 12], [2, 12, 12, 12, 12]] or len(ranks[6]) >= 4, ranks
    wild = next(iter(shown[3]))
    assert wild.suit == "H" and wild.rank == 2
    assert "play 8 of 8" in table.selection_tag.subtitle
    qtbot.keyClick(table.view, Qt.Key.Key_Space)  # round to the cheapest again
    qtbot.waitUntil(lambda: selected(table) == shown[0], timeout=3000)
    assert "play 1 of 8" in table.selection_tag.subtitle
    press(qtbot, table, Qt.Key.Key_Return, acted(table.session))
    assert table.session.view(0).last_plays[0] == gd.classify("7S", 2)


def test_cheapest_first_keeps_bombs_and_wilds_for_last() -> None:
    hand_cards = parse_cards("5S 5D 8C 9H 9S 9D 9C 2H")
    to_beat = gd.classify("4C", 2)
    plays = gd.legal_plays(hand_cards, 2, to_beat)
    order = [sorted(c.rank for c in p.cards) for p in cheapest_first(plays, hand_cards, 2)]
    assert order[0] == [8]  # the lone 8 before a 5 out of the pair
    assert order.index([5]) < order.index([2]) < order.index([9]) < order.index([9, 9, 9, 9])


def test_the_card_tribute_returned_is_marked_until_your_first_play(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """You were the Dweller: you pay the big joker (Clear takes the chosen card back first),
    East returns a card, which wears its mark in your hand until you lead."""
    state, _ = gd.next_hand_position(
        ["RJ", "", "", ""], [1, 2, 3], team_levels=(2, 5), level_team=1
    )
    table = make_table(qtbot, session_at(state, hands_played=1), cleanup)
    assert wait_turn(qtbot, table)
    assert table.session.view(0).phase == "tribute"
    assert table.gd_panel.current_group() == "tribute"
    joker = next(c for c in hand(table) if c.rank == 16)
    assert selected(table) == {joker}  # the only card you may pay, chosen for you
    assert table.gd_panel.buttons["clear_tribute"].isVisible()
    press(qtbot, table, Qt.Key.Key_Escape, lambda: selected(table) == set())  # Clear
    assert not table.gd_panel.buttons["clear_tribute"].isEnabled()
    click_card(qtbot, table, joker)
    click(qtbot, table, "pay")
    assert wait_turn(qtbot, table)
    view = table.session.view(0)
    assert view.phase == "play" and view.current_player == 0
    back = view.tributes[0].returned
    assert back is not None and back in view.hand
    marked = [i.card for i in table.hand.items if mark_of(i, "received") is not None]
    assert marked == [back]
    assert mark_of(item_of(table, back), "received").text == "+"  # type: ignore[union-attr]
    assert table.count_tags[0].subtitle == f"+ {table.card_text(back)} from East"
    check_table(table)
    other = next(c for c in view.hand if c != back and not (c.rank == 5 and c.suit == "H"))
    click_card(qtbot, table, other)
    press(qtbot, table, Qt.Key.Key_Return, acted(table.session))
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert all(mark_of(i, "received") is None for i in table.hand.items)
    assert table.count_tags[0].subtitle == ""


def test_no_message_hides_the_choosers_question(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """A word in the prompt line (Enter with nothing to play says how the keys work) gives way
    to the chooser's question when the chooser opens, and none comes over it while it is open."""
    state = gd.position(["8S 8D 8C 2H 2H 5C 9D", "3S 4S 6S", "3D 4D 6D", "3C 4C 6C"], leader=0)
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert "↑ picks one" in table.panel.prompt.text()
    five = [c for c in hand(table) if c.rank in (8, 2)]
    for card in five:
        click_card(qtbot, table, card)
    press(qtbot, table, Qt.Key.Key_Return, lambda: table.gd_panel.current_group() == "choose")
    question = table.panel.prompt.text()
    assert question.startswith("These cards can be played in 2 ways")
    table.show_message("some word")
    qtbot.keyClick(table.view, Qt.Key.Key_W)
    assert table.panel.prompt.text() == question


def test_combination_names_come_through_the_engines_codes(
    qtbot: Any, cleanup: list[GuandanTable], monkeypatch: Any
) -> None:
    """The trick's tag and the selection read the engine's message by its code (translatable),
    not the engine's English."""
    monkeypatch.setattr(guandan_table, "engine_text", lambda m: f"<{m.code}>")
    state = gd.position(
        ["5S 5D KS KD 7C", "3S 4S 6S", "3D 4D 6D", "3C 4C 6C"], leader=3, trick=[(3, "9S 9D")]
    )
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    assert table.trick_tags[3].text == "<guandan.pair>"
    assert "<guandan.pair>" in table.panel.prompt.text()
    for card in of_rank(table, 13):
        click_card(qtbot, table, card)
    assert table.selection_tag.text.startswith("<guandan.pair>")


def test_no_notice_covers_a_seats_cards(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """Your partner's pair lies above the middle and West passed: a notice then crosses the
    table under it, clear of every seat's cards and tags; with nothing there, above the sides."""
    state = gd.position(
        ["5S 5D KS KD 7C", "3S 4S 6S", "9S 9D 3D 4D 6D", "3C 4C 6C"],
        leader=2,
        trick=[(2, "9S 9D"), (3, None)],
    )
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    assert table.tricks[2].items
    table.show_notice("Somebody goes out: Banker 上游, and a long word after it", "接风")
    qtbot.waitUntil(lambda: table.notice is not None, timeout=3000)
    notice = table.notice
    assert notice is not None
    box = notice.sceneBoundingRect()
    things = [i for seat in range(4) for i in table.tricks[seat].items]
    things += [i for fan in table.fans.values() for i in fan.items]
    things += [i for i in table.hand.items]
    things += [t for t in table.trick_tags.values() if t.isVisible()]
    things += [t for t in table.count_tags.values() if t.isVisible()]
    for thing in things:
        assert not box.intersects(thing.sceneBoundingRect()), thing
