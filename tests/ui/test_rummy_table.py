"""Indian Rummy on the real table, played through real clicks, keys and drags.

Scripted deals start from a real seeded match whose cards are then rearranged (every card stays
on the table, which the engine's ``from_dict`` checks), so the person holds a hand that can be
declared: the deal is then played on the real widgets and the table checked against the engine.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from cardtable_qt.engine import rummy as rm
from cardtable_qt.engine.cards import Card, card_code, parse_cards
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.session.scoreboard import ScoreboardModel
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.table import CardItem
from cardtable_qt.ui.table.card_mark import mark_of
from cardtable_qt.ui.table.hand_groups import HandGroups
from cardtable_qt.ui.tables import TABLES, table_class
from cardtable_qt.ui.tables.rummy import RummyTable
from cardtable_qt.ui.tables.rummy_results import card_name, kind_name

from .helpers import press, show_focused

NAMES = ["You", "Arjun", "Priya", "Ravi", "Meera", "Vikram"]
# With fives wild: 2H 3H 4H 5D (the 5D standing in for the 5H), 6S 7S 8S, 9D 9C 9S, KH KD KC.
WINNING = "2H 3H 4H 6S 7S 8S 9D 9C 9S KH KD KC 5D"


def seats(players: int) -> list[SeatConfig]:
    return [SeatConfig("human", "You")] + [SeatConfig("ai", n) for n in NAMES[1:players]]


def first_to_play(options: rm.Options, start: int = 0) -> int:
    """A seed whose first deal the person (seat 0) starts."""
    return next(s for s in range(start, start + 500) if rm.new_match(s, options).turn == 0)


def arrange(
    state: rm.RummyMatch,
    hands: dict[int, str],
    *,
    wild: str,
    stock_top: str = "",
    seed: int = 0,
) -> None:
    """Give seats chosen cards, the wild card and the stock's top cards (top last); every other
    card is shuffled and dealt on as the rest of the hands, the pile and the stock."""
    everything = [c for h in state.hands for c in h] + state.stock + state.pile + [state.wild_card]
    pool = sorted(everything)

    def take(text: str) -> list[Card]:
        out = []
        for want in parse_cards(text):
            card = next(c for c in pool if c.face == want.face)
            pool.remove(card)
            out.append(card)
        return out

    chosen = {seat: take(text) for seat, text in hands.items()}
    wild_card = take(wild)[0]
    top_cards = take(stock_top)
    random.Random(seed).shuffle(pool)
    for seat in range(state.players):
        if state.status[seat] == "playing":
            state.hands[seat] = chosen.get(seat) or [pool.pop() for _ in range(13)]
        else:
            state.hands[seat] = []
    state.wild_card = wild_card
    state.pile = [pool.pop()]
    state.stock = pool + top_cards
    state._new_turn()
    state.opening_events = []  # a scripted deal is shown as it was set, not dealt
    assert rm.from_dict(state.to_dict()) == state


def new_session(options: rm.Options, seed: int) -> GameSession:
    return GameSession(
        "rummy",
        options,
        seats(options.players),
        seed,
        saves=SaveStore(),
        stats=StatsDB(),
        bot_mode="thread",
    )


@pytest.fixture
def tables(cleanup: list[RummyTable]) -> list[RummyTable]:
    return cleanup


def show(qtbot: Any, tables: list[RummyTable], session: GameSession) -> RummyTable:
    table = RummyTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    tables.append(table)
    show_focused(qtbot, table)
    return table


def wait_turn(qtbot: Any, table: RummyTable, phase: str) -> None:
    """Wait until the person must act in ``phase`` and the panel shows it."""
    group = {"draw": "draw", "discard": "discard"}[phase]
    qtbot.waitUntil(
        lambda: (
            table.session.is_human_turn()
            and not table.scene.animator.busy
            and table.session.view(0).phase == phase
            and table.rummy_panel.current_group() == group
        ),
        timeout=20_000,
    )


def point_of(table: RummyTable, item: CardItem) -> QPoint:
    """A point of the card the person can see: its left edge shows even in an overlapped row."""
    x = item.pos().x() - item.width * 0.32
    return table.view.mapFromScene(QPointF(x, item.pos().y() + item.width * 0.3))


def click_card(qtbot: Any, table: RummyTable, item: CardItem) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point_of(table, item))


def drag(qtbot: Any, table: RummyTable, item: CardItem, to: QPointF) -> None:
    """Press on a card, carry it in a few steps and let go over ``to`` (scene units)."""
    viewport = table.view.viewport()
    start = point_of(table, item)
    end = table.view.mapFromScene(to)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(viewport, pos=start + (end - start) * k / 5)
    assert table.dragger.dragging is item
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def key(qtbot: Any, table: RummyTable, which: Qt.Key, modifier: Any = None) -> None:
    if modifier is None:
        qtbot.keyClick(table.view, which)
    else:
        qtbot.keyClick(table.view, which, modifier)


def item_of(table: RummyTable, text: str) -> CardItem:
    face = parse_cards(text)[0].face
    return next(i for i in table.hand_pile.items if i.card is not None and i.card.face == face)


def select(qtbot: Any, table: RummyTable, texts: str) -> None:
    for text in texts.split():
        click_card(qtbot, table, item_of(table, text))
    assert {c.face for c in table.selected} == {c.face for c in parse_cards(texts)}


def group_texts(table: RummyTable) -> list[str]:
    return [" ".join(str(c) for c in g) for g in table.model.groups]


def check_table(table: RummyTable) -> None:
    """The table shows what the engine's view says, and nothing it hides."""
    view = table.session.view(0)
    hand = table.hand_pile.items
    assert sorted(i.card for i in hand) == sorted(view.hand)  # type: ignore[type-var]
    assert all(i.face_up for i in hand)
    assert sorted(table.model.cards()) == sorted(view.hand)
    for seat, fan in table.fans.items():
        info = view.seats[seat]
        assert len(fan.items) == (info.cards if info.status == "playing" else 0), seat
        assert not any(i.face_up for i in fan.items)
    if view.pile_top is None:
        assert not table.discard.items
    else:
        top = table.discard.items[-1]
        assert top.card == view.pile_top and top.face_up
    assert [i.card for i in table.wild_pile.items] == [view.wild_card]
    assert table.stock_count == view.stock_count
    assert str(view.stock_count) in table.stock_tag.text
    for seat, plate in enumerate(table.plates):
        assert plate.status.startswith(f"{view.seats[seat].total} pts"), seat
        assert plate.active == (seat == view.current_player)
        assert (plate.marker == "Dealer") == (seat == view.dealer)
    # each group is labelled with what the engine says it is
    for run, note in zip(table.hand_pile.runs(), table.group_labels, strict=True):
        cards = [i.card for i in run.items if i.card is not None]
        if run.segment == table.model.loose_segment:
            # one number on the table, the scoring's (the count tag): none on the loose cards
            count = "1 card" if len(cards) == 1 else f"{len(cards)} cards"
            assert note.title == "Ungrouped" and note.body == count
            continue
        kind, why = rm.describe_group(cards, view.wild_rank)
        assert note.title == (kind_name(kind) if kind else "Not a group")
        if kind is None:
            assert note.body == why
    # the labels stand side by side under their groups, none over another or over a card
    boxes = [note.sceneBoundingRect() for note in table.group_labels]
    for left, right in itertools.pairwise(boxes):
        assert left.right() <= right.left()
    lowest_card = max((i.sceneBoundingRect().bottom() for i in hand), default=0.0)
    assert all(box.top() >= lowest_card - 10 for box in boxes)
    # wild cards in the hand are marked, the others not
    for item in hand:
        marked = mark_of(item) is not None
        assert marked == rm.is_wild(item.card, view.wild_rank), item.card  # type: ignore[arg-type]
    assert table.scoreboard.history == list(view.history)


def test_the_registry_finds_the_table() -> None:
    assert TABLES["rummy"].endswith(":RummyTable")
    assert table_class("rummy") is RummyTable


def test_arranging_a_hand_into_groups() -> None:
    cards = parse_cards("2H 3H 4H 9S 9D KC 5D")
    hand = HandGroups(cards)
    hand.make_group(cards[:3])
    assert hand.notation() == (["2H 3H 4H"], "9S 9D KC 5D")
    hand.move(cards[6], 0, 3)  # the 5D to the end of the first group
    hand.make_group([cards[3], cards[4]])
    assert hand.notation() == (["2H 3H 4H 5D", "9S 9D"], "KC")
    hand.shift(cards[4], 1)  # past the end of its group: it becomes loose
    assert hand.notation() == (["2H 3H 4H 5D", "9S"], "9D KC")
    hand.shift(cards[4], -1)  # and back, to the end of the group
    assert hand.notation() == (["2H 3H 4H 5D", "9S 9D"], "KC")
    hand.ungroup([cards[0]])
    assert hand.notation() == (["9S 9D"], "KC 2H 3H 4H 5D")
    new = hand.reconcile([c for c in cards if c != cards[5]] + parse_cards("AS"))
    assert [str(c) for c in new] == ["AS"] and hand.notation() == (["9S 9D"], "2H 3H 4H 5D AS")


def test_the_scoreboard_counts_deals_and_pool_eliminations() -> None:
    board = ScoreboardModel(["You", "Arjun", "Priya"], limit=101)
    board.set_history([(0, 60, 12), (20, 45, 0), (4, 0, 30)])
    assert board.rowCount() == 4 and board.columnCount() == 3
    text = [[board.data(board.index(r, c)) for c in range(3)] for r in range(board.rowCount())]
    assert text[0] == ["0", "60", "12"]
    assert text[2] == ["4", "out", "30"]  # Arjun reached 105 after deal 2
    assert text[3] == ["24", "105 · out", "42"]
    assert board.headerData(3, Qt.Orientation.Vertical) == "Total"
    assert board.headerData(1, Qt.Orientation.Horizontal) == "Arjun"
    assert board.leaders() == [0]


def winning_hand_to_draw(qtbot: Any, tables: list[RummyTable]) -> tuple[GameSession, RummyTable]:
    """Four players, you first to play holding ``WINNING`` (5♣ wild, Q♦ then J♠ on the stock):
    the table at your first draw."""
    options = rm.Options(players=4)
    seed = first_to_play(options)
    session = new_session(options, seed)
    arrange(session.state, {0: WINNING}, wild="5C", stock_top="QD JS", seed=seed)
    table = show(qtbot, tables, session)
    wait_turn(qtbot, table, "draw")
    return session, table


def test_a_deal_won_by_your_own_declaration_after_a_refused_one(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    session, table = winning_hand_to_draw(qtbot, tables)
    check_table(table)
    panel = table.rummy_panel
    assert "Pack (20 points)" in panel.buttons["pack"].text()
    # the wild fives are marked: the 5D
    assert mark_of(item_of(table, "5D")) is not None

    # Turn 1: drag the stock's top card to your hand, then the drawn card to the pile.
    stock_top = table.stock_backs[-1]
    drag(qtbot, table, stock_top, QPointF(table.hand_pile.runs()[-1].right + 30, 740))
    wait_turn(qtbot, table, "discard")
    drawn = session.view(0).drawn
    assert drawn is not None and drawn.face == (11, "S")  # the JS, as arranged
    assert table.focused_card is item_of(table, "JS")
    check_table(table)
    drag(qtbot, table, item_of(table, "JS"), QPointF(885, 420))  # onto the discard pile
    qtbot.waitUntil(lambda: session.state.turn != 0 or session.view(0).phase == "draw")
    assert not any(c.face == (11, "S") for c in session.view(0).hand)

    # The others play; turn 2: draw with the shortcut S.
    wait_turn(qtbot, table, "draw")
    check_table(table)
    assert "Pack (40 points)" in panel.buttons["pack"].text()
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    extra = session.view(0).drawn
    assert extra is not None and not session.view(0).first_turn
    check_table(table)

    # One group by clicks and G: a pure sequence, labelled live.
    select(qtbot, table, "2H 3H 4H")
    press(qtbot, table, Qt.Key.Key_G, lambda: bool(table.model.groups))
    assert group_texts(table) == ["2H 3H 4H"]
    assert table.group_labels[0].title == "Pure sequence"

    # A refused declaration: the 14th card selected, Declare (E); the validator's reasons shown.
    before = session.state.to_dict()
    click_card(qtbot, table, table._item_of(extra))  # type: ignore[arg-type]
    assert table.selected == {extra}
    press(qtbot, table, Qt.Key.Key_E, lambda: bool(table.reasons_shown))
    assert session.state.to_dict() == before  # refused: nothing changed, the turn goes on
    hand = session.view(0).hand
    groups = (tuple(item_of(table, t).card for t in "2H 3H 4H".split()),)
    # the ungrouped cards are said once: not again as "…these groups hold 3"
    not_all = "A declaration puts all 13 cards in groups; these groups hold 3."
    expected = rm.validate(groups, 5)  # type: ignore[arg-type]
    assert not_all in expected
    reasons = table.reasons_shown
    assert reasons[0].startswith("Every card but the face-down one must be in a group")
    assert reasons[1:] == [r for r in expected if r != not_all]
    assert any("second sequence" in r for r in reasons)
    assert "not valid" in table.panel.prompt.text()
    click_card(qtbot, table, table._item_of(extra))  # type: ignore[arg-type]
    assert not table.selected

    # 6S 7S 8S with the keyboard only: arrows to move, Enter to select, G.
    for text in ("6S", "7S", "8S"):
        want = item_of(table, text)
        for _ in range(20):
            if table.focused_card is want:
                break
            key(qtbot, table, Qt.Key.Key_Right)
        assert table.focused_card is want
        key(qtbot, table, Qt.Key.Key_Return)
    assert {c.face for c in table.selected} == {c.face for c in parse_cards("6S 7S 8S")}
    press(qtbot, table, Qt.Key.Key_G, lambda: len(table.model.groups) == 2)
    # the two trios by clicks, and the Group button
    for trio in ("9D 9C 9S", "KH KD KC"):
        select(qtbot, table, trio)
        qtbot.mouseClick(panel.buttons["group"], Qt.MouseButton.LeftButton)
    assert [table.group_labels[n].title for n in range(4)] == [
        "Pure sequence",
        "Pure sequence",
        "Trio",
        "Trio",
    ]
    # Ungroup (U) breaks up the group of the focused card; Group makes it again
    click_card(qtbot, table, item_of(table, "KD"))
    click_card(qtbot, table, item_of(table, "KD"))  # focused, not selected
    press(qtbot, table, Qt.Key.Key_U, lambda: len(table.model.groups) == 3)
    assert {c.face for c in parse_cards("KH KD KC")} <= {c.face for c in table.model.loose}
    select(qtbot, table, "KH KD KC")
    press(qtbot, table, Qt.Key.Key_G, lambda: len(table.model.groups) == 4)
    # the wild 5D dragged onto the end of the first group: now a mixed sequence
    first = table.hand_pile.runs()[0]
    drag(qtbot, table, item_of(table, "5D"), QPointF(first.right - 20, 720))
    assert group_texts(table)[0] == "2H 3H 4H 5D"
    assert table.group_labels[0].title == "Mixed sequence"
    # Shift+Right carries the focused card along: the 4H goes one place right, then back
    click_card(qtbot, table, item_of(table, "4H"))
    key(qtbot, table, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert group_texts(table)[0] == "2H 3H 5D 4H"
    key(qtbot, table, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert group_texts(table)[0] == "2H 3H 4H 5D"
    click_card(qtbot, table, item_of(table, "4H"))  # unselect it again
    check_table(table)
    assert [c.face for c in table.model.loose] == [extra.face]
    assert [c for c in hand if c not in table.model.cards()] == []

    # Declare by dropping the 14th card face down on the declaration place.
    overs: list[Any] = []
    session.handOver.connect(overs.append)
    drag(qtbot, table, table._item_of(extra), table.declare_spot.scenePos())  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=5000)
    assert len(overs) == 1
    scored = overs[0]
    state = session.state
    assert state.history[0] == scored.deltas and scored.deltas[0] == 0
    rows = table.sheet.rows
    assert rows[0].name == "You" and rows[0].points == "0"
    assert [g.label for g in rows[0].groups] == ["Mixed seq.", "Pure seq.", "Trio", "Trio"]
    for seat in (1, 2, 3):
        assert rows[seat].points == str(scored.deltas[seat])
        assert rows[seat].name == NAMES[seat]
    assert table.scoreboard.history == [scored.deltas]
    assert table.sheet.scoreboard.model() is table.scoreboard
    assert table.plates[1].status.startswith(f"{scored.deltas[1]} pts")
    # the sheet holds the table: nobody plays the next deal until you go on
    qtbot.wait(200)
    assert state.deal_no == 2 and state.deal_turns == 0
    assert table.panel.current_group() is None and "Next deal" in table.panel.prompt.text()
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    # the next deal is dealt; the others play (should they all pack, that deal ends at once)
    qtbot.waitUntil(lambda: session.is_human_turn() or table.holding, timeout=20_000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    if not table.holding:
        check_table(table)
        assert session.view(0).deal == 2
    # every deal reached the statistics
    assert StatsDB().summary("rummy").played == len(session.state.history)


def test_a_first_turn_declaration_halves_the_others(qtbot: Any, tables: list[RummyTable]) -> None:
    options = rm.Options(players=3)
    seed = first_to_play(options, 40)
    session = new_session(options, seed)
    arrange(session.state, {0: WINNING}, wild="5C", stock_top="AS", seed=seed)
    table = show(qtbot, tables, session)
    wait_turn(qtbot, table, "draw")
    qtbot.mouseClick(table.rummy_panel.buttons["stock"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, table, "discard")
    press(qtbot, table, Qt.Key.Key_A, lambda: len(table.model.groups) == 4)
    found = rm.best_grouping(session.view(0).hand, 5, winner=True)
    assert found is not None
    assert [tuple(g) for g in table.model.groups] == [tuple(g) for g in found.groups]
    assert table.selected == set(found.scattered)  # the card to lay face down, chosen
    press(qtbot, table, Qt.Key.Key_E, lambda: table.sheet.isVisible())
    history = session.state.history[0]  # the deal's points, as the engine charged them
    assert "halved" in table.sheet.subtitle.text()
    for seat in (1, 2):
        row = table.sheet.rows[seat]
        assert row.points == str(history[seat])
        count = int(row.status.removeprefix("Counted "))
        assert history[seat] == (count + 1) // 2 and row.detail == f"halved to {history[seat]}"
        # the cards shown are the hand as the scoring counted it
        shown = [c for g in row.groups for c in g.cards]
        assert len(shown) == 13 and count == rm.best_grouping(shown, 5).points
        scattered = [g for g in row.groups if g.label.startswith("Scattered")]
        assert sum(rm.card_points(c, 5) for g in scattered for c in g.cards) == count


def test_d_r5_the_declare_offer_finds_four_sequences_two_holding_6_or_7_cards(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    # kings wild, none held: the only declaration is four pure sequences, 3 + 3 + 3 + 4
    options = rm.Options(players=3)
    seed = first_to_play(options, 120)
    session = new_session(options, seed)
    hand = "2H 3H 4H 6S 7S 8S 9D 10D JD 4C 5C 6C 7C"
    arrange(session.state, {0: hand}, wild="KS", stock_top="QH", seed=seed)
    table = show(qtbot, tables, session)
    wait_turn(qtbot, table, "draw")
    qtbot.mouseClick(table.rummy_panel.buttons["stock"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, table, "discard")
    assert session.state.declaration() is not None  # the engine's own offer
    press(qtbot, table, Qt.Key.Key_A, lambda: len(table.model.groups) == 4)
    assert table.message == "Your hand can be declared: Q♥ goes face down. Press Declare (E)."
    assert sorted(len(g) for g in table.model.groups) == [3, 3, 3, 4]
    assert [note.title for note in table.group_labels[:4]] == ["Pure sequence"] * 4
    assert [c.face for c in table.selected] == [(12, "H")]
    press(qtbot, table, Qt.Key.Key_E, lambda: table.sheet.isVisible())
    assert session.state.history[0][0] == 0 and table.sheet.rows[0].points == "0"


def test_pack_costs_20_then_40_and_is_confirmed(qtbot: Any, tables: list[RummyTable]) -> None:
    options = rm.Options(players=3)
    seed = first_to_play(options, 80)
    table = show(qtbot, tables, new_session(options, seed))
    session = table.session
    wait_turn(qtbot, table, "draw")
    pack = table.rummy_panel.buttons["pack"]
    assert pack.base_text == "Pack (20 points)"
    # take the discard by a click on the pile; it cannot go straight back (D-R8)
    taken = session.view(0).pile_top
    click_card(qtbot, table, table.discard.items[-1])
    wait_turn(qtbot, table, "discard")
    assert session.view(0).drawn == taken
    assert taken is not None and table.discard_card(taken) is not None
    assert "cannot go back" in table.message
    click_card(qtbot, table, table.hand_pile.items[0])
    press(qtbot, table, Qt.Key.Key_D, lambda: session.state.turn != 0)
    wait_turn(qtbot, table, "draw")
    assert pack.base_text == "Pack (40 points)"
    key(qtbot, table, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: pack.base_text.startswith("Confirm pack"), timeout=3000)
    assert session.view(0).seats[0].status == "playing"  # one press only asks
    press(qtbot, table, Qt.Key.Key_P, lambda: session.view(0).seats[0].status == "packed")
    # the two others play on without you (animations are off: the table shows it at once)
    assert session.view(0).deal == 1 and session.view(0).seats[0].charged == 40
    assert not table.hand_pile.items and table.plates[0].status.endswith("packed (40)")
    assert "You packed" in table.panel.prompt.text()
    assert not table.group_labels and not table.count_tag.isVisible()


def test_pool_rummy_puts_a_player_out(qtbot: Any, tables: list[RummyTable]) -> None:
    options = rm.Options(players=3, match_type="pool_101")
    seed = first_to_play(options, 120)
    session = new_session(options, seed)
    state = session.state
    # deal 2 of a pool match, Arjun at 95 points, a few turns already played
    state.history = [(0, 95, 10)]
    state.totals = [0, 95, 10]
    state.deal_no = 2
    state.turns_taken = [1, 1, 1]
    state.deal_turns = 3
    arrange(
        state,
        {0: WINNING, 1: "2C 4C 6C 8C 10C QC 3D 9H 7D JD KS AS 2S"},
        wild="5C",
        stock_top="AH",
        seed=seed,
    )
    table = show(qtbot, tables, session)
    wait_turn(qtbot, table, "draw")
    check_table(table)
    assert [table.scoreboard.data(table.scoreboard.index(1, c)) for c in range(3)] == [
        "0",
        "95",
        "10",
    ]
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    qtbot.mouseClick(table.rummy_panel.buttons["auto"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(table.rummy_panel.buttons["declare"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=5000)
    assert "Arjun reached" in table.sheet.subtitle.text()
    assert "out of the match" in table.sheet.subtitle.text()
    board = table.scoreboard
    assert board.data(board.index(2, 1)).endswith("· out")
    assert table.plates[1].status.endswith("out")
    qtbot.mouseClick(table.sheet.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.holding and not table.scene.animator.busy, timeout=5000)
    qtbot.waitUntil(lambda: session.is_human_turn() or session.state.is_over, timeout=20_000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    view = session.view(0)
    assert view.seats[1].status == "out" and not table.fans[1].items
    assert table.plates[1].opacity() < 1.0
    check_table(table)


def test_save_and_resume_mid_deal(qtbot: Any, tables: list[RummyTable]) -> None:
    options = rm.Options(players=4)
    seed = first_to_play(options, 200)
    table = show(qtbot, tables, new_session(options, seed))
    session = table.session
    # turn 1: the pile's top card dragged into the middle of the hand lands there
    wait_turn(qtbot, table, "draw")
    top = session.view(0).pile_top
    middle = table.hand_pile.items[6]
    drag(qtbot, table, table.discard.items[-1], QPointF(middle.pos().x() + 10, middle.pos().y()))
    wait_turn(qtbot, table, "discard")
    assert session.view(0).drawn == top and session.view(0).drawn_from == "discard"
    assert top is not None and table.model.cards().index(top) == 7
    check_table(table)
    click_card(qtbot, table, table.hand_pile.items[0])
    press(qtbot, table, Qt.Key.Key_D, lambda: session.view(0).phase != "discard")
    # turn 2: draw, discard the drawn card
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    drawn = session.view(0).drawn
    assert drawn is not None
    press(qtbot, table, Qt.Key.Key_D, lambda: drawn not in session.view(0).hand)
    wait_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    table.arrange("auto")
    check_table(table)
    # Scores (C) shows the scoreboard over the table; Esc closes it, and so does Space
    press(qtbot, table, Qt.Key.Key_C, lambda: table.sheet.isVisible())
    assert table.sheet.scoreboard.model() is table.scoreboard
    assert table.sheet.close_button.isVisible() and not table.sheet.button.isVisible()
    press(qtbot, table, Qt.Key.Key_Escape, lambda: not table.sheet.isVisible())
    press(qtbot, table, Qt.Key.Key_C, lambda: table.sheet.isVisible())
    press(qtbot, table, Qt.Key.Key_Space, lambda: not table.sheet.isVisible())
    assert table.info.isVisible() and session.view(0).phase == "discard"
    payload = session.to_payload()

    restored = GameSession.from_payload(payload, bot_mode="thread")
    again = show(qtbot, tables, restored)
    wait_turn(qtbot, again, "discard")
    assert again.session.state.to_dict() == session.state.to_dict()
    check_table(again)
    assert again.rummy_panel.current_group() == table.rummy_panel.current_group() == "discard"
    for a, b in zip(again.fans.values(), table.fans.values(), strict=True):
        assert len(a.items) == len(b.items)
    assert again.discard.items[-1].card == table.discard.items[-1].card
    assert [p.status for p in again.plates] == [p.status for p in table.plates]
    # the resumed game plays on: discard, and the others answer
    click_card(qtbot, again, again.hand_pile.items[-1])
    card = again._discard_choice()
    assert card is not None and card_name(card) in again.rummy_panel.buttons["discard"].text()
    qtbot.mouseClick(again.rummy_panel.buttons["discard"], Qt.MouseButton.LeftButton)
    wait_turn(qtbot, again, "draw")
    check_table(again)


def test_animations_play_and_space_finishes_them(qtbot: Any, tables: list[RummyTable]) -> None:
    options = rm.Options(players=2)
    session = new_session(options, first_to_play(options, 300))
    table = RummyTable(session, Settings(animation_speed="slow", ai_pace_ms=0), CardArt())
    tables.append(table)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    wait_turn(qtbot, table, "draw")
    table.draw("stock")
    assert table.scene.animator.busy  # the card flies from the stock to your hand
    qtbot.wait(60)
    key(qtbot, table, Qt.Key.Key_Space)
    assert not table.scene.animator.busy
    for item, slot in table.hand_pile.targets():
        assert item.pos() == slot.pos
    wait_turn(qtbot, table, "discard")
    check_table(table)


def test_a_table_of_ai_players_goes_on_from_the_sheet_by_itself(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    options = rm.Options(players=2, deals=3)
    players = [SeatConfig("ai", "Arjun"), SeatConfig("ai", "Priya")]
    session = GameSession("rummy", options, players, 5, bot_mode="thread")
    overs: list[Any] = []
    session.handOver.connect(overs.append)
    table = show(qtbot, tables, session)
    qtbot.waitUntil(lambda: session.state.is_over and table.holding, timeout=30_000)
    assert len(overs) == 3 and table.sheet.isVisible()
    assert "The match is over" in table.sheet.subtitle.text()
    assert table.scoreboard.history == list(session.state.history)


# --- nothing lost: your arrangement and the opening deal ------------------------------------


def test_a_saved_arrangement_comes_back_checked_against_the_hand() -> None:
    hand = parse_cards("2H 3H 4H 9S 9D KC 5D")
    saved = HandGroups(hand)
    saved.make_group(hand[3:5])
    saved.make_group([hand[6], hand[0]])
    data = saved.to_data()
    assert data == {"groups": [["9S", "9D"], ["5D", "2H"]], "loose": ["3H", "4H", "KC"]}
    again = HandGroups()
    assert again.restore(data, hand)
    assert again.notation() == saved.notation()
    # the hand changed meanwhile: unknown, unreadable and repeated codes go; AS joins loose
    data["groups"][0] += ["QS", "bogus", 7, "9S"]
    now = [c for c in hand if str(c) != "KC"] + parse_cards("AS")
    assert again.restore(data, now)
    assert again.notation() == (["9S 9D", "5D 2H"], "3H 4H AS")
    for junk in (None, "x", {"groups": "9S"}, {"groups": [["QS"]], "loose": []}):
        assert not again.restore(junk, now)  # not an arrangement, or another deal's
    assert again.notation() == (["9S 9D", "5D 2H"], "3H 4H AS")


def test_your_groups_and_order_survive_save_and_continue(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    options = rm.Options(players=3)
    saves = SaveStore()
    session = GameSession(
        "rummy", options, seats(3), first_to_play(options, 40), saves=saves, bot_mode="thread"
    )
    table = show(qtbot, tables, session)
    wait_turn(qtbot, table, "draw")
    hand = table.model.cards()
    select(qtbot, table, " ".join(card_code(c) for c in (hand[5], hand[0], hand[9])))
    press(qtbot, table, Qt.Key.Key_G, lambda: len(table.model.groups) == 1)
    select(qtbot, table, " ".join(card_code(c) for c in (hand[12], hand[2])))
    press(qtbot, table, Qt.Key.Key_G, lambda: len(table.model.groups) == 2)
    # a loose card carried to the far left of the loose cards by a drag
    first, last = table.model.loose[0], table.model.loose[-1]
    moved = next(i for i in table.hand_pile.items if i.card == last)
    target = next(i for i in table.hand_pile.items if i.card == first)
    drag(qtbot, table, moved, target.pos() - QPointF(8, 0))
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=3000)
    arranged = table.model.notation()
    assert table.model.loose.index(last) == 0 and len(arranged[0]) == 2
    # regrouping between moves is autosaved (after a short delay), with no action taken
    qtbot.waitUntil(
        lambda: (saves.load_autosave() or {}).get("table", {}).get("hand") == table.model.to_data(),
        timeout=3000,
    )
    payload = saves.load_autosave()
    assert payload is not None

    restored = GameSession.from_payload(payload, bot_mode="thread")
    again = show(qtbot, tables, restored)
    wait_turn(qtbot, again, "draw")
    assert again.model.notation() == arranged  # not sorted afresh
    assert [i.card for i in again.hand_pile.items] == table.model.cards()
    check_table(again)
    # and it plays on with that arrangement: the drawn card joins the loose cards
    press(qtbot, again, Qt.Key.Key_S, lambda: restored.view(0).phase == "discard")
    wait_turn(qtbot, again, "discard")
    assert again.model.groups == table.model.groups
    check_table(again)


def test_a_stale_or_damaged_arrangement_falls_back_to_the_sorted_hand(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    options = rm.Options(players=2)
    session = new_session(options, first_to_play(options, 60))
    payload = session.to_payload()
    session.shutdown()
    fresh = show(qtbot, tables, GameSession.from_payload(dict(payload), bot_mode="thread"))
    wait_turn(qtbot, fresh, "draw")
    sorted_hand = fresh.model.notation()
    for table_state in (
        {"deal": 2, "hand": {"groups": [["2H"]], "loose": []}},  # another deal's
        {"deal": 1, "hand": {"groups": "rubbish"}},
        {"deal": 1},
    ):
        again = show(
            qtbot,
            tables,
            GameSession.from_payload({**payload, "table": table_state}, bot_mode="thread"),
        )
        wait_turn(qtbot, again, "draw")
        assert again.model.notation() == sorted_hand
        check_table(again)


def test_the_first_deal_of_a_match_is_dealt_on_the_table(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    options = rm.Options(players=3)
    session = new_session(options, first_to_play(options, 80))
    table = RummyTable(session, Settings(animation_speed="slow", ai_pace_ms=0), CardArt())
    tables.append(table)
    show_focused(qtbot, table)
    assert table.scene.animator.busy  # dealing, not shown dealt
    assert len(table.hand_pile.items) < 13 or any(
        item.pos() != slot.pos for item, slot in table.hand_pile.targets()
    )
    key(qtbot, table, Qt.Key.Key_Space)
    wait_turn(qtbot, table, "draw")
    assert table.model.groups == [] and len(table.model.cards()) == 13
    check_table(table)
    # a restored game is shown at once, never dealt again
    restored = GameSession.from_payload(session.to_payload(), bot_mode="thread")
    again = RummyTable(restored, Settings(animation_speed="slow", ai_pace_ms=0), CardArt())
    tables.append(again)
    assert not again.scene.animator.busy and len(again.hand_pile.items) == 13


# --- the sheet: the wild cards, one number, its size ------------------------------------------

MESSY = "AH KS QD JC 9H 8D 7C 6H 4S 3D 2C 10S 10H"  # with fives wild: nothing but a pair of tens


def opponent_declares(
    qtbot: Any, tables: list[RummyTable], size: tuple[int, int], players: int = 2
) -> RummyTable:
    """Arjun, first to play, holds a winning hand (fives wild) and declares; you are counted."""
    options = rm.Options(players=players)
    seed = next(s for s in range(500) if rm.new_match(s, options).turn == 1)
    session = new_session(options, seed)
    arrange(session.state, {0: MESSY, 1: WINNING}, wild="5C", stock_top="AS", seed=seed)
    table = RummyTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    tables.append(table)
    show_focused(qtbot, table, size)
    qtbot.waitUntil(lambda: table.sheet.isVisible(), timeout=20_000)
    return table


def test_the_sheet_marks_the_wild_cards_and_the_table_shows_its_count(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    table = opponent_declares(qtbot, tables, (1280, 800))
    rows = table.sheet.rows
    # the wild rank is named, and every wild card on the sheet is marked (the 5D of the winner)
    assert "Wild cards in deal 1: the 5s and the jokers" in table.sheet.subtitle.text()
    for row in rows:
        for group in row.groups:
            assert group.wild == tuple(rm.is_wild(c, 5) for c in group.cards)
    assert any(any(g.wild) for g in rows[1].groups)
    # one number for your hand: the sheet's count is the count tag's, and no label adds its own
    counted = int(rows[0].status.removeprefix("Counted "))
    assert table.count_tag.isVisible()
    assert table.count_tag.text == f"Your count: {counted}"
    assert counted == rm.best_grouping(parse_cards(MESSY), 5).points
    assert all("points" not in note.body for note in table.group_labels)
    # the corner note is not cut by the sheet's edge: it gives way while the sheet is up
    assert not table.info.isVisible()
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    assert table.info.isVisible()
    decks = table.session.options.decks
    assert (f"{decks} decks" if decks > 1 else "1 deck") in table.info.text()
    assert "(s)" not in table.info.text()


def test_the_sheet_grows_with_the_table(qtbot: Any, tables: list[RummyTable]) -> None:
    small = opponent_declares(qtbot, tables, (1280, 800))
    large = opponent_declares(qtbot, tables, (2560, 1600))
    a, b = small.sheet.geometry(), large.sheet.geometry()
    view_a, view_b = small.view.geometry(), large.view.geometry()
    # as much of the table covered at both sizes (within a tenth), the cards twice as large
    assert abs(a.width() / view_a.width() - b.width() / view_b.width()) < 0.1
    assert abs(a.height() / view_a.height() - b.height() / view_b.height()) < 0.1
    assert large.sheet.strips[0].card_px >= 1.8 * small.sheet.strips[0].card_px
    assert (
        large.sheet.title.fontInfo().pixelSize() >= 1.8 * small.sheet.title.fontInfo().pixelSize()
    )


def test_a_demo_table_ends_on_its_last_sheet(qtbot: Any, tables: list[RummyTable]) -> None:
    options = rm.Options(players=2, deals=3)
    players = [SeatConfig("ai", "Arjun"), SeatConfig("ai", "Priya")]
    session = GameSession("rummy", options, players, 5, bot_mode="thread")
    table = RummyTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    table.end_after_hands = 1
    tables.append(table)
    show_focused(qtbot, table)
    qtbot.waitUntil(lambda: table.ended and table.sheet.isVisible(), timeout=30_000)
    qtbot.wait(1500)  # longer than an AI table holds a sheet before it goes on by itself
    assert table.sheet.isVisible() and table.sheet.title.text().startswith("Deal 1 of 3")


def test_click_click_g_during_the_lift_makes_the_group(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Input is never lost: two clicks and G while the first card is still lifting (normal
    speed, 0.26 s a lift) make the group, as they would once the cards had settled."""
    options = rm.Options(players=3)
    session = GameSession("rummy", options, seats(3), first_to_play(options, 40), bot_mode="thread")
    table = RummyTable(session, Settings(animation_speed="normal", ai_pace_ms=0), CardArt())
    tables.append(table)
    show_focused(qtbot, table)
    wait_turn(qtbot, table, "draw")
    hand = table.model.cards()
    first, second = item_of(table, card_code(hand[0])), item_of(table, card_code(hand[3]))
    click_card(qtbot, table, first)
    assert table.scene.animator.busy  # the first card is lifting
    click_card(qtbot, table, second)
    qtbot.keyClick(table.view, Qt.Key.Key_G)
    qtbot.waitUntil(lambda: len(table.model.groups) == 1, timeout=3000)
    assert sorted(table.model.groups[0]) == sorted([hand[0], hand[3]])
    assert not table.selected


def test_a_lone_ungrouped_card_is_one_card(qtbot: Any, tables: list[RummyTable]) -> None:
    """Auto-arranged with the drawn 14th card left over: its label counts "1 card", not
    "1 cards"."""
    session, table = winning_hand_to_draw(qtbot, tables)
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    wait_turn(qtbot, table, "discard")
    press(qtbot, table, Qt.Key.Key_A, lambda: len(table.group_labels) == 5)
    last = table.group_labels[-1]
    assert (last.title, last.body) == ("Ungrouped", "1 card")


def test_the_deals_title_joins_its_parts_in_the_translators_words(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """ "Deal 1 of 6 · Arjun declared": the join between is the language's (Chinese may write
    a full-width colon and no space); it was once put in as ": " whatever the language."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Colon(QTranslator):
        def translate(  # type: ignore[override]
            self, context: str, source: str, disambiguation: str | None = None, n: int = -1
        ) -> str | None:
            # None: no translation here (an empty string would be one)
            return "%1：%2" if (context, source) == ("RummyTable", "%1 · %2") else None

    colon = Colon()
    QCoreApplication.installTranslator(colon)
    try:
        table = opponent_declares(qtbot, tables, (1280, 800))
        assert table.sheet.title.text().endswith("：Arjun declared"), table.sheet.title.text()
    finally:
        QCoreApplication.removeTranslator(colon)


def test_the_count_tag_gives_way_to_the_sheet_on_a_small_table(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """At the smallest window the deal's sheet lay over the top half of your count tag (its
    words cut by the sheet's edge): there the tag gives way; on a larger table it shows
    beside the sheet again."""
    from PySide6.QtWidgets import QApplication

    def under_sheet() -> bool:
        view, tag = table.view, table.count_tag
        box = view.mapFromScene(tag.sceneBoundingRect()).boundingRect()
        box.translate(view.pos())
        return tag.isVisible() and box.intersects(table.sheet.geometry())

    table = opponent_declares(qtbot, tables, (1024, 580))
    assert table.sheet.isVisible()
    assert not under_sheet()
    table.resize(1280, 800)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: table.count_tag.isVisible(), timeout=3000)
    assert not under_sheet()


def test_the_focused_cards_words_follow_its_group(qtbot: Any, tables: list[RummyTable]) -> None:
    """A click names the card under the focus ring ("4♥: not in a group"); grouping it, taking
    it out again or carrying it along the row changes its group, and the words say so (they
    kept saying "not in a group" under the pure sequence just made)."""
    _session, table = winning_hand_to_draw(qtbot, tables)
    select(qtbot, table, "2H 3H 4H")
    assert table.message == "4♥: not in a group"
    press(qtbot, table, Qt.Key.Key_G, lambda: bool(table.model.groups))
    qtbot.waitUntil(lambda: not table.scene.animator.busy)
    assert table.message == "4♥: group 1 — Pure sequence"
    press(qtbot, table, Qt.Key.Key_U, lambda: not table.model.groups)
    qtbot.waitUntil(lambda: not table.scene.animator.busy)
    assert table.message == "4♥: not in a group"
    select(qtbot, table, "6S 7S 8S")
    press(qtbot, table, Qt.Key.Key_G, lambda: bool(table.model.groups))
    qtbot.waitUntil(lambda: not table.scene.animator.busy)
    assert table.message == "8♠: group 1 — Pure sequence"
    key(qtbot, table, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)  # out of the group
    qtbot.waitUntil(lambda: not table.scene.animator.busy)
    assert table.model.segment_of(item_of(table, "8S").card) == table.model.loose_segment  # type: ignore[arg-type]
    assert table.message == "8♠: not in a group"
    # a word about something else is left as it is
    table.show_message("Something else")
    press(qtbot, table, Qt.Key.Key_A, lambda: len(table.model.groups) > 1)
    assert table.message == "Something else"


def test_six_players_names_fit_the_sheets_scoreboard(
    qtbot: Any, tables: list[RummyTable], themed: Any
) -> None:
    """At six seats each player's column of the deal's scoreboard is as wide as the name over
    it (at 1280x800 "Vikram" was cut at both sides: every column had a fixed share)."""
    table = opponent_declares(qtbot, tables, (1280, 800), players=6)
    board = table.sheet.scoreboard
    header = board.horizontalHeader()
    assert header.count() == 6
    for column in range(6):
        name = board.model().headerData(column, Qt.Orientation.Horizontal)
        # the hint measures the name in the sheet's own type (bold) and padding
        assert header.sectionSize(column) >= header.sectionSizeHint(column), name
    # the board lies inside the sheet, not cut at its right edge
    assert board.geometry().right() < table.sheet.width()


def test_the_last_deals_count_and_wild_card_go_as_the_next_is_dealt(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Next deal, played out: while the cards are gathered and dealt again, the felt said the
    deal before's count ("Your count: 99, halved to 50") by an empty hand, and its wild rank
    by an empty place. They go with the cards, and the new deal's come with its wild card."""
    options = rm.Options(players=2)
    seed = next(s for s in range(500) if rm.new_match(s, options).turn == 1)
    session = new_session(options, seed)
    arrange(session.state, {0: MESSY, 1: WINNING}, wild="5C", stock_top="AS", seed=seed)
    table = RummyTable(session, Settings(animation_speed="normal", ai_pace_ms=0), CardArt())
    tables.append(table)
    show_focused(qtbot, table)
    qtbot.waitUntil(
        lambda: table.sheet.isVisible() and not table.scene.animator.busy, timeout=30_000
    )
    assert table.count_tag.isVisible() and table.count_tag.text == "Your count: 99"
    qtbot.mouseClick(table.sheet.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.hand_pile.items, timeout=5000)  # the cards gathered
    seen: list[bool] = []  # the count shown, until the new wild card's rank is
    while table.scene.animator.busy and not table.wild_tag.isVisible():
        seen.append(table.count_tag.isVisible())
        qtbot.wait(40)
    assert seen and not any(seen)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=30_000)
    view = session.view(0)
    assert view.deal == 2 and table.wild_tag.isVisible()
    assert table.count_tag.isVisible()
    assert table.count_tag.text == f"Your count: {rm.loser_points(view.hand, view.wild_rank)}"


def test_the_waiting_prompt_names_the_seat_whose_moves_are_shown(
    qtbot: Any, tables: list[RummyTable]
) -> None:
    """Played out, the engine is a player ahead of the table: while Arjun's draw and discard
    still moved, under Arjun's light, the prompt already said "Priya is playing…". It names
    the player in the light."""
    options = rm.Options(players=4)
    session = new_session(options, first_to_play(options))
    table = RummyTable(session, Settings(animation_speed="normal", ai_pace_ms=0), CardArt())
    tables.append(table)
    show_focused(qtbot, table)
    wait_turn(qtbot, table, "draw")
    assert table.draw("stock") is None
    wait_turn(qtbot, table, "discard")
    assert table.discard_card(session.view(0).drawn) is None  # type: ignore[arg-type]
    names = {seat: table.seat_name(seat) for seat in range(1, 4)}
    seen: set[str] = set()
    while not (session.is_human_turn() and not table.scene.animator.busy):
        prompt = table.panel.prompt.text()
        lit = [plate.seat for plate in table.plates if plate.active]
        for seat, name in names.items():
            if prompt == f"{name} is playing…" and lit != [0]:
                assert lit == [seat], (prompt, lit)
                seen.add(name)
        qtbot.wait(20)
    assert len(seen) >= 2


def test_group_wants_two_cards_selected(qtbot: Any, tables: list[RummyTable]) -> None:
    """One card selected makes no group (Group stays off, G does nothing); a second one does
    (a pair may wait for its third card; the engine counts a group from three)."""
    options = rm.Options(players=3)
    table = show(qtbot, tables, new_session(options, first_to_play(options, 40)))
    wait_turn(qtbot, table, "draw")
    group = table.rummy_panel.buttons["group"]
    hand = table.model.cards()
    click_card(qtbot, table, item_of(table, card_code(hand[0])))
    assert table.selected == {hand[0]}
    assert not group.isEnabled()
    qtbot.keyClick(table.view, Qt.Key.Key_G)
    table.arrange("group")  # asked some other way: still no group of one card
    assert not table.model.groups
    click_card(qtbot, table, item_of(table, card_code(hand[1])))
    assert group.isEnabled()
    press(qtbot, table, Qt.Key.Key_G, lambda: len(table.model.groups) == 1)
    assert sorted(table.model.groups[0]) == sorted(hand[:2])
