"""Guandan on the real table, played through real clicks, drags and keys on the real widgets.

The hands start from engine states: a second hand reached by bots playing the first (so tribute
happens), or positions from ``guandan.scenario`` for the chooser (G-7), the return (G-3) and the
anti-tribute (G-5). After every decision the table is checked against the engine's view.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt

from cardtable_qt.ai.guandan_basic import BasicBot
from cardtable_qt.engine import guandan as gd
from cardtable_qt.engine.cards import Card, parse_cards
from cardtable_qt.engine.match import HandOver
from cardtable_qt.engine.rng import Rng
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.table.card_item import CardItem
from cardtable_qt.ui.table.card_mark import mark_of
from cardtable_qt.ui.tables import table_class
from cardtable_qt.ui.tables.guandan import HIDDEN_BACKS, GuandanTable

from .helpers import click, continue_if_held, go_on_result, press, show_focused

SEATS = [
    SeatConfig("human", "You"),
    SeatConfig("ai", "East"),
    SeatConfig("ai", "North"),
    SeatConfig("ai", "West"),
]


# --- making tables ---------------------------------------------------------------------------


def session_at(
    state: gd.State,
    options: gd.Options | None = None,
    *,
    seed: int = 1,
    hands_played: int = 0,
    saves: SaveStore | None = None,
    stats: StatsDB | None = None,
    seats: list[SeatConfig] | None = None,
) -> GameSession:
    """A session carrying on from ``state`` (the way a saved game is resumed)."""
    players = seats or SEATS
    base = GameSession("guandan", options or gd.Options(), players, seed, bot_mode="thread")
    payload = base.to_payload()
    base.shutdown()
    payload.update(
        state=state.to_dict(), hand_start=state.to_dict(), hands_played=hands_played, hand_log=[]
    )
    return GameSession.from_payload(payload, saves=saves, stats=stats, bot_mode="thread")


def make_table(
    qtbot: Any,
    session: GameSession,
    cleanup: list[GuandanTable],
    *,
    speed: str = "off",
    size: tuple[int, int] = (1280, 800),
) -> GuandanTable:
    table = GuandanTable(session, Settings(animation_speed=speed, ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, size)
    table.view.setFocus()
    return table


def second_hand(role: str, options: gd.Options | None = None) -> tuple[gd.State, int]:
    """A match whose first hand the bots played, at the tribute of the second hand, where
    seat 0 (you) pays (``role`` "pay") or is the Banker who returns ("return")."""
    for seed in range(1, 400):
        state = gd.new_match(seed, options)
        bots, rngs = BasicBot(), [Rng(seed * 10 + s) for s in range(4)]
        while state.hand_no == 1:
            seat = state.current_player
            assert seat is not None
            state.apply(bots.choose(state.view(seat), state.legal_actions(), rngs[seat]))
        if state.phase != "tribute":
            continue
        if (role == "pay" and state.payers[0] == 0) or (role == "return" and state.banker == 0):
            return state, seed
    raise AssertionError(f"no seed gives the role {role}")


# --- the person's hands on the widgets -------------------------------------------------------


def wait_turn(qtbot: Any, table: GuandanTable, also: Callable[[], bool] = lambda: False) -> bool:
    """Wait until you must act and the panel shows it (True), or until ``also`` holds."""

    def ready() -> bool:
        if continue_if_held(qtbot, table):
            return False
        return (
            table.session.is_human_turn()
            and not table.scene.animator.busy
            and table.gd_panel.current_group() is not None
        )

    qtbot.waitUntil(lambda: ready() or also(), timeout=20_000)
    return ready()


def card_point(table: GuandanTable, item: CardItem) -> QPoint:
    """Where a card of the fan shows: its left strip (the cards to its right cover the rest)."""
    items = table.hand.items
    i = items.index(item)
    left = item.pos().x() - item.width / 2
    right = left + item.width
    if i + 1 < len(items):
        right = min(right, items[i + 1].pos().x() - items[i + 1].width / 2)
    point = table.view.mapFromScene(QPointF((left + right) / 2, item.pos().y()))
    return point


def item_of(table: GuandanTable, card: Card) -> CardItem:
    return next(i for i in table.hand.items if i.card == card)


def click_card(qtbot: Any, table: GuandanTable, card: Card) -> None:
    qtbot.mouseClick(
        table.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=card_point(table, item_of(table, card)),
    )


def play_now(qtbot: Any, table: GuandanTable, play: Callable[[], None]) -> None:
    """Play the selection (``play`` does it: Enter or a click); if the cards read several
    ways (G-7), take the first reading the chooser offers, by its key."""
    done = acted(table.session)
    play()
    qtbot.waitUntil(lambda: done() or table.gd_panel.current_group() == "choose", timeout=3000)
    if not done():
        press(qtbot, table, Qt.Key.Key_1, done)


def acted(session: GameSession) -> Callable[[], bool]:
    """True once the engine moved on from the decision in front of you now."""
    before = session.state.to_dict()
    return lambda: session.state.to_dict() != before


def selected(table: GuandanTable) -> set[Card]:
    return set(table.selected_cards())


# --- the table against the engine ------------------------------------------------------------


def check_table(table: GuandanTable) -> None:
    """Your cards, every hand's count, the trick, the places, the levels: the engine's."""
    session = table.session
    view = session.view(0)
    hand = [i.card for i in table.hand.items]
    assert sorted(hand) == sorted(view.hand)
    assert hand == table.ordered(view.hand)  # in the chosen order
    assert all(i.face_up for i in table.hand.items)
    for item in table.hand.items:  # the level cards and the two wild hearts are marked
        mark = mark_of(item)
        assert item.card is not None
        if item.card.rank == view.level:
            assert mark is not None and mark.text == ("W" if item.card.suit == "H" else "Lv")
        else:
            assert mark is None
    for seat in (1, 2, 3):
        count = view.counts[seat]
        fan = table.fans[seat]
        turned = [i.card for i in table.turned[seat].items]
        if view.turned_owner == seat and view.turned_card is not None:
            assert turned == [view.turned_card] and table.turned_tags[seat].isVisible()
        else:
            assert turned == []
        assert not any(i.face_up for i in fan.items)
        tag = table.count_tags[seat]
        if count is None:
            assert len(fan.items) == HIDDEN_BACKS
            assert tag.text == "more than 10"
        else:
            assert len(fan.items) + len(turned) == count
            if count and view.phase == "play":
                assert tag.text.startswith(str(count))
    if view.phase == "play":
        for seat in range(4):
            shown = [i.card for i in table.tricks[seat].items]
            last = view.last_plays[seat]
            assert shown == (list(last.cards) if last is not None else []), seat
    places = {s: n for n, s in enumerate(view.finished, start=1)}
    for seat, plate in enumerate(table.plates):
        assert plate.active == (seat == view.current_player)
        assert bool(plate.marker) == (seat in places)
    board = table.board.text().splitlines()
    assert f"level {_level(view.level)}" in board[0]
    assert board[1] == f"You and North: {_level(view.team_levels[0])}"
    assert board[2] == f"East and West: {_level(view.team_levels[1])}"
    # the wild cards in words (not "W: wild 2♥"), the level said once, in the title
    level = _level(view.level)
    assert f"Wild cards: {level}♥" in board
    assert sum(line.lower().count(f"level {level}") for line in board) == 1, board
    # your partner is named inside its plate, not in a pill over the cards below it
    for seat, plate in enumerate(table.plates):
        assert plate.note == ("your partner" if seat == 2 else "")
    assert table.plates[2].status != "partner"
    current = view.current_player
    # the gold outline marks where a play must beat the trick; on a lead there is none
    leading = all(not pile.items for pile in table.tricks.values())
    for seat, spot in table.spots.items():
        assert spot.chosen == (seat == current and view.phase != "cut" and not leading)


def _level(rank: int) -> str:
    return {11: "J", 12: "Q", 13: "K", 14: "A"}.get(rank, str(rank))


# --- tests -----------------------------------------------------------------------------------


def test_the_registry_finds_the_table() -> None:
    assert table_class("guandan") is GuandanTable


def test_a_hand_with_tribute_by_clicks_drags_and_keys(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    state, seed = second_hand("pay")
    stats = StatsDB()
    session = session_at(state, seed=seed, hands_played=1, saves=SaveStore(), stats=stats)
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    table = make_table(qtbot, session, cleanup)
    assert "Hand 2" in table.board.text()
    # the first hand, played before this session, is on the last-hand board all the same
    assert table.result_board.isVisible() and "Hand 1: the places" in table.result_board.text()

    # tribute: your highest card, chosen on the felt, paid with Enter
    assert wait_turn(qtbot, table)
    check_table(table)
    view = session.view(0)
    assert view.phase == "tribute" and table.gd_panel.current_group() == "tribute"
    allowed = [a.card for a in session.legal_actions() if isinstance(a, gd.PayTribute)]
    faces = {c.face for c in allowed}
    wrong = next(c for c in view.hand if c.face not in faces)
    table._select_only([])
    click_card(qtbot, table, wrong)
    assert selected(table) == {wrong}
    assert "not your highest card" in table.selection_tag.text
    assert not table.gd_panel.buttons["pay"].isEnabled()
    click_card(qtbot, table, wrong)  # a second click puts it back
    assert selected(table) == set()
    pay = next(c for c in view.hand if c.face in faces)
    click_card(qtbot, table, pay)
    assert table.selection_tag.text.startswith("Pay ")
    press(qtbot, table, Qt.Key.Key_Return, acted(session))
    assert pay not in session.view(0).hand

    # the play of the hand: hint and Enter, clicks and the Play button, the keyboard, drags
    turns = 0
    methods_used: set[str] = set()
    while not overs:
        if not wait_turn(qtbot, table, also=lambda: bool(overs)) or overs:
            break  # the hand is over (and the next one may begin with your turn)
        check_table(table)
        view = session.view(0)
        assert view.phase == "play" and table.gd_panel.current_group() == "play"
        table._select_only([])
        plays = [a.combo for a in session.legal_actions() if isinstance(a, gd.Play)]
        method = ("plays", "mouse", "keys", "drag")[turns % 4]
        turns += 1
        if view.to_beat is not None and (turns % 3 == 0 or not plays):
            press(qtbot, table, Qt.Key.Key_X, acted(session))  # Pass
            methods_used.add("pass")
            continue
        if method == "plays":
            first = table.plays_in_order()[0][1]  # Show plays: the cheapest play first
            qtbot.keyClick(table.view, Qt.Key.Key_W)
            qtbot.waitUntil(lambda: bool(selected(table)), timeout=3000)
            assert selected(table) == set(first.cards)
            assert "play 1 of" in table.selection_tag.subtitle
            assert table.gd_panel.buttons["play"].isEnabled()
            played = len(session.view(0).played)
            press(qtbot, table, Qt.Key.Key_Return, acted(session))  # the hint's reading: no chooser
            # (the trick may be over already: everyone passed)
            assert set(session.view(0).played[played : played + len(first.cards)]) == set(
                first.cards
            )
        elif method == "mouse":
            combo = plays[-1] if view.to_beat is not None else plays[0]
            for card in combo.cards:
                click_card(qtbot, table, card)
            assert selected(table) == set(combo.cards)
            verb = "lead it" if view.to_beat is None else "beats"
            assert verb in table.selection_tag.text, table.selection_tag.text
            play_now(qtbot, table, lambda: click(qtbot, table, "play"))
            assert set(session.view(0).last_plays[0].cards) == set(combo.cards)
        elif method == "keys":
            combo = plays[0]
            for card in combo.cards:
                target = item_of(table, card)
                while table.focused_card is not target:
                    qtbot.keyClick(table.view, Qt.Key.Key_Right)
                qtbot.keyClick(table.view, Qt.Key.Key_Up)  # ↑ picks the card
            assert selected(table) == set(combo.cards)
            play_now(qtbot, table, lambda: qtbot.keyClick(table.view, Qt.Key.Key_Return))
        else:
            run = contiguous_play(table, plays)
            if run is None:
                press(qtbot, table, Qt.Key.Key_W, lambda: bool(selected(table)))
                play_now(qtbot, table, lambda: click(qtbot, table, "play"))
            else:
                first, last = item_of(table, run[0]), item_of(table, run[-1])
                drag(qtbot, table, first, last)
                assert selected(table) == set(run)
                play_now(qtbot, table, lambda: click(qtbot, table, "play"))
                methods_used.add("drag")
        methods_used.add(method)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    assert len(overs) == 1 and {"plays", "mouse", "keys", "pass"} <= methods_used
    # the end of the hand: places, levels climbed and the next hand's level on the table
    result = table.last_result
    assert result is not None and result.hand_no == 2
    # (while the hand's sheet says the same over the felt, the board steps aside)
    assert table.result_board.isVisible() != table.hold.sheet_shown
    text = table.result_board.text()
    assert "climb" in text and "Banker" in text and "Dweller" in text
    assert any("climb" in n or "win" in n for n in table.notice_log)
    if not session.state.is_over:
        assert f"Hand 3 · level {_level(result.next_level)}" in text, text
        wait_turn(qtbot, table, also=lambda: session.state.current_player != 0)
        qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
        check_table(table)
        assert "Hand 3" in table.board.text()
        assert table.result_board.isVisible() and "Hand 2: the places" in table.result_board.title
    assert stats.summary("guandan").played == 1


def contiguous_play(table: GuandanTable, plays: list[gd.Combo]) -> list[Card] | None:
    """A legal play of two or more cards lying side by side in your fan (for a drag)."""
    order = [i.card for i in table.hand.items]
    for combo in plays:
        if len(combo.cards) < 2:
            continue
        at = sorted(order.index(c) for c in combo.cards)
        if at == list(range(at[0], at[0] + len(at))):
            return [order[i] for i in at]
    return None


def drag(qtbot: Any, table: GuandanTable, first: CardItem, last: CardItem) -> None:
    viewport = table.view.viewport()
    start, end = card_point(table, first), card_point(table, last)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    steps = 8
    for n in range(1, steps + 1):
        x = start.x() + (end.x() - start.x()) * n / steps
        qtbot.mouseMove(viewport, QPoint(round(x), start.y()))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def test_several_readings_open_the_chooser(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """G-7: three 8s and both wild hearts are a 5-bomb or a full house; you choose."""
    state = gd.position(["8S 8D 8C 2H 2H 5C 9D", "3S 4S 6S", "3D 4D 6D", "3C 4C 6C"], leader=0)
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    check_table(table)
    five = parse_cards("8S 8D 8C 2H 2H")
    five = [c for c in session_cards(table) if c.face in {f.face for f in five}]
    assert len(five) == 5
    click_card(qtbot, table, five[0])
    assert "Single 8" in table.selection_tag.text
    click_card(qtbot, table, next(c for c in session_cards(table) if c.rank == 5))
    assert table.selection_tag.text == "not a combination"
    assert not table.gd_panel.buttons["play"].isEnabled()
    table._select_only([])
    for card in five:
        click_card(qtbot, table, card)
    assert "(or 1 other reading: you choose)" in table.selection_tag.text
    press(qtbot, table, Qt.Key.Key_Return, lambda: table.gd_panel.current_group() == "choose")
    names = [table.gd_panel.buttons[f"reading{i}"].base_text for i in range(2)]
    assert names[0].startswith("Bomb of 5") and names[1].startswith("Full house")
    assert not table.gd_panel.buttons["reading2"].isVisible()
    press(qtbot, table, Qt.Key.Key_Escape, lambda: table.gd_panel.current_group() == "play")
    assert selected(table) == set(five)  # cancelling keeps the cards chosen
    press(qtbot, table, Qt.Key.Key_Return, lambda: table.gd_panel.current_group() == "choose")
    press(qtbot, table, Qt.Key.Key_2, acted(table.session))
    last = table.session.view(0).last_plays[0]
    assert last is not None and last.kind == "full_house"
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert table.trick_tags[0].text.startswith("Full house")


def test_play_is_enabled_only_for_a_legal_play(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """West led a pair of 9s: your 5s do not beat it, your kings do; Pass is always there."""
    state = gd.position(
        ["5S 5D KS KD 7C", "3S 4S 6S", "3D 4D 6D", "3C 4C 6C"], leader=3, trick=[(3, "9S 9D")]
    )
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    check_table(table)
    assert table.trick_tags[3].text == "Pair of 9s" and table.trick_tags[3].tone == "win"
    assert "Beat West's Pair of 9s" in table.panel.prompt.text()
    hand = session_cards(table)
    fives = [c for c in hand if c.rank == 5]
    kings = [c for c in hand if c.rank == 13]
    for card in fives:
        click_card(qtbot, table, card)
    assert table.selection_tag.text == "Pair of 5s — does not beat Pair of 9s"
    assert not table.gd_panel.buttons["play"].isEnabled()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)  # Enter plays nothing: it says how keys work
    assert "↑ picks one" in table.message
    assert table.session.view(0).current_player == 0
    for card in fives + kings:
        click_card(qtbot, table, card)
    assert table.selection_tag.text == "Pair of kings — beats"
    assert table.gd_panel.buttons["play"].isEnabled()
    assert table.gd_panel.buttons["pass"].isEnabled()
    click(qtbot, table, "pass")
    assert table.session.view(0).trick[-1] == gd.TrickTurn(0, None)
    # before anyone else moves: your pass is on the table, West's pair still leads
    assert table.trick_tags[0].isVisible() and table.trick_tags[0].text == "Pass"
    assert sorted(i.card for i in table.tricks[3].items) == sorted(parse_cards("9S 9D"))
    assert table.spots[1].chosen and not table.spots[0].chosen


def test_the_end_of_the_match_names_the_winners(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """G-6: your team plays at its own A; North is out first and your last card makes you
    Follower, so you win the match."""
    state = gd.position(
        ["9S", "6C 7C 8C", "", "9D 10D JD"],
        leader=0,
        finished=[2],
        team_levels=(14, 9),
        level_team=0,
    )
    table = make_table(qtbot, session_at(state, hands_played=4), cleanup)
    over: list[bool] = []
    table.session.matchOver.connect(lambda: over.append(True))
    assert wait_turn(qtbot, table)
    assert table.board.text().splitlines()[0] == "Hand 1 · level A (yours)"
    press(qtbot, table, Qt.Key.Key_W, lambda: bool(selected(table)))
    press(qtbot, table, Qt.Key.Key_Return, lambda: table.hold.holding)
    # the last hand's result holds the table (places and climb) until you go on
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=5000)
    assert table.hold.sheet.title.text() == "You and North win the hand at A"
    go_on_result(qtbot, table)
    qtbot.waitUntil(lambda: bool(over), timeout=5000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert table.session.state.is_over
    assert table.notice is not None and table.notice_log[-1] == "You and North win the match!"
    assert "You and North win the match at A" in table.result_board.text()
    assert table.gd_panel.current_group() is None
    assert table.panel.prompt.text() == "The match is over: You and North win."
    assert [p.status for p in table.plates] == [
        "Follower 二游",
        "Double Dweller 双下",
        "Banker 上游",
        "Double Dweller 双下",
    ]
    assert [p.marker for p in table.plates] == ["2nd", "", "1st", ""]  # East, West never out


def session_cards(table: GuandanTable) -> list[Card]:
    return list(table.session.view(0).hand)


def test_the_banker_returns_a_card_of_ten_or_lower(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """G-3: you were Banker; West pays, you give back a card of rank 10 or lower, not a level
    card, face down; then West leads."""
    state, events = gd.next_hand_position(
        ["AS AH KD 5S 5D 9C", "", "", "RJ"], [0, 1, 2], team_levels=(5, 2), level_team=0
    )
    assert state.phase == "tribute" and not events
    table = make_table(qtbot, session_at(state, hands_played=1), cleanup)
    assert wait_turn(qtbot, table)
    view = table.session.view(0)
    assert view.phase == "return" and table.gd_panel.current_group() == "return"
    assert view.tributes[0].giver == 3 and view.tributes[0].card.rank == 16  # the big joker
    check_table(table)
    assert any(c.rank == 16 for c in view.hand)
    ace = next(c for c in view.hand if c.rank == 14)
    five = next(c for c in view.hand if c.rank == 5)  # the level rank: not allowed
    nine = next(c for c in view.hand if c.rank == 9)
    click_card(qtbot, table, ace)
    assert "may not be returned" in table.selection_tag.text
    assert not table.gd_panel.buttons["give_back"].isEnabled()
    click_card(qtbot, table, ace)
    click_card(qtbot, table, five)
    assert "may not be returned" in table.selection_tag.text
    click_card(qtbot, table, five)
    click_card(qtbot, table, nine)
    assert table.selection_tag.text.startswith("Return 9")
    press(qtbot, table, Qt.Key.Key_Return, acted(table.session))
    after = table.session.view(0)
    assert nine not in after.hand and len(after.hand) == 27
    assert after.tributes[0].returned == nine  # you see the card you gave back
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert any("West paid the tribute and leads" in n for n in table.notice_log)
    check_table(table)


def test_anti_tribute_shows_the_jokers(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """G-5: the two payers hold both big jokers; they are shown and the Banker leads."""

    def hand_end(seed: int) -> gd.State:
        return gd.position(["3S", "6C 7C 8C", "", "9D 10D JD"], leader=0, finished=[2], seed=seed)

    seed = next(
        s
        for s in range(300)
        if any(
            isinstance(e, gd.AntiTribute) for e in hand_end(s).apply(gd.Play(gd.classify("3S", 2)))
        )
    )
    table = make_table(qtbot, session_at(hand_end(seed)), cleanup)
    assert wait_turn(qtbot, table)
    click_card(qtbot, table, session_cards(table)[0])
    press(qtbot, table, Qt.Key.Key_Return, acted(table.session))
    go_on_result(qtbot, table)  # the next deal and its anti-tribute come after the result
    assert any(n.startswith("Anti-tribute") for n in table.notice_log)
    jokers = table.reveal_log[-1]
    assert [c.rank for c in jokers] == [16, 16]
    assert any("the Banker, leads" in n for n in table.notice_log)
    view = table.session.view(0)
    assert view.hand_no == 2 and view.phase == "play" and not view.tributes
    assert table.result_board.isVisible() and "climb 3" in table.result_board.text()


def test_save_and_resume_mid_hand(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    saves = SaveStore()
    session = GameSession("guandan", gd.Options(), SEATS, 12, saves=saves, bot_mode="thread")
    table = make_table(qtbot, session, cleanup)
    assert wait_turn(qtbot, table)
    assert session.view(0).phase == "cut" and table.gd_panel.current_group() == "cut"
    assert len(table.deck_pile.items) == 5
    click(qtbot, table, "cut")
    played = 0
    while played < 3:
        assert wait_turn(qtbot, table)
        table._select_only([])
        press(qtbot, table, Qt.Key.Key_W, lambda: bool(selected(table)))
        press(qtbot, table, Qt.Key.Key_Return, acted(session))
        played += 1
    assert wait_turn(qtbot, table)
    check_table(table)
    table.show_plays()  # a selection is not part of the game: it is not saved
    payload = saves.load_autosave()
    assert payload is not None and payload["state"] == session.state.to_dict()
    restored = GameSession.from_payload(payload, bot_mode="thread")
    again = make_table(qtbot, restored, cleanup)
    assert wait_turn(qtbot, again)
    check_table(again)
    assert [i.card for i in again.hand.items] == [i.card for i in table.hand.items]
    for seat in range(4):
        assert [i.card for i in again.tricks[seat].items] == [
            i.card for i in table.tricks[seat].items
        ]
        a, b = again.trick_tags.get(seat), table.trick_tags.get(seat)
        assert (a.text if a and a.isVisible() else "") == (b.text if b and b.isVisible() else "")
        assert again.count_tags[seat].text == table.count_tags[seat].text
    for seat in (1, 2, 3):
        assert len(again.fans[seat].items) == len(table.fans[seat].items)
        assert [i.card for i in again.turned[seat].items] == [
            i.card for i in table.turned[seat].items
        ]
    assert again.board.text() == table.board.text()
    assert again.gd_panel.current_group() == "play"
    # and the resumed game goes on
    press(qtbot, again, Qt.Key.Key_W, lambda: bool(selected(again)))
    press(qtbot, again, Qt.Key.Key_Return, acted(restored))


def test_counts_follow_the_option_and_sorting_by_suit(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """G-2: counts above 10 are hidden unless the table shows all; S sorts by suit."""
    every = gd.Options(show_all_counts=True)
    shown = make_table(qtbot, session_at(second_hand("pay", every)[0], every), cleanup)
    assert wait_turn(qtbot, shown)
    assert [shown.count_tags[s].text for s in (1, 2, 3)] == ["27 cards"] * 3
    check_table(shown)
    hidden = make_table(qtbot, session_at(second_hand("pay")[0]), cleanup)
    assert wait_turn(qtbot, hidden)
    assert {hidden.count_tags[s].text for s in (1, 2, 3)} == {"more than 10"}
    assert all(len(hidden.fans[s].items) == HIDDEN_BACKS for s in (1, 2, 3))
    # sorting: by rank (level and wilds where they play), then by suit with the S key
    level = hidden.session.view(0).level
    ranks = [gd.power(i.card.rank, level) for i in hidden.hand.items if i.card]
    assert ranks == sorted(ranks)
    qtbot.keyClick(hidden.view, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: hidden.by_suit, timeout=3000)
    qtbot.waitUntil(lambda: not hidden.scene.animator.busy, timeout=3000)
    suits = [i.card.suit for i in hidden.hand.items if i.card and i.card.rank != level]
    runs = [s for n, s in enumerate(suits) if n == 0 or s != suits[n - 1]]
    assert len(runs) == len(set(runs))  # each suit together
    assert hidden.gd_panel.buttons["sort"].base_text == "Sort by rank"
    xs = [i.pos().x() for i in hidden.hand.items]
    assert xs == sorted(xs)  # laid out in that order
    check_table(hidden)


def test_keyboard_selection_with_shift_and_arrows(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    state = gd.position(["4S 5H 6D 7C 8S 9S", "3S", "3D", "3C"], leader=0)
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    assert table.focused_card is table.hand.items[0]
    qtbot.keyClick(table.view, Qt.Key.Key_Up)
    for _ in range(4):
        qtbot.keyClick(table.view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert [i.selected for i in table.hand.items] == [True] * 5 + [False]
    assert table.selection_tag.text.startswith("Straight 4–8")
    qtbot.keyClick(table.view, Qt.Key.Key_Down)  # puts the focused 8 back
    assert table.selection_tag.text == "not a combination"
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    qtbot.keyClick(table.view, Qt.Key.Key_Up)
    assert table.selection_tag.text == "not a combination"
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)  # Clear
    qtbot.waitUntil(lambda: not selected(table), timeout=3000)
    assert not table.selection_tag.isVisible()
    # a drag across the fan picks every card it passes; a drag back from a picked card clears
    items = table.hand.items
    drag(qtbot, table, items[1], items[5])
    assert [i.selected for i in items] == [False] + [True] * 5
    assert table.selection_tag.text == "Straight 5–9 — lead it"
    drag(qtbot, table, items[5], items[4])
    assert [i.selected for i in items] == [False, True, True, True, False, False]
    assert table.selection_tag.text == "not a combination"


def test_animations_play_and_the_turned_card_reaches_its_owner(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """G-1: you cut; the turned card is shown and dealt last to its owner, who leads."""
    session = GameSession("guandan", gd.Options(), SEATS, 4, bot_mode="thread")
    table = make_table(qtbot, session, cleanup, speed="fast")
    assert wait_turn(qtbot, table)
    press(qtbot, table, Qt.Key.Key_Return, acted(session))
    assert table.scene.animator.busy  # the cut and the deal are animated
    # the turned card shows by the deck before the deal takes it to its owner
    turned = lambda: table.turned_item is not None and table.turned_item.face_up  # noqa: E731
    qtbot.waitUntil(turned, timeout=3000)
    assert table.turned_item is not None and table.turned_item.card == session.view(0).turned_card
    qtbot.keyClick(table.view, Qt.Key.Key_Space)  # Space finishes them
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    view = session.view(0)
    owner = view.turned_owner
    assert owner is not None and view.turned_card is not None
    assert any("turned" in n for n in table.notice_log)
    if owner != 0:
        assert [i.card for i in table.turned[owner].items] == [view.turned_card]
    else:
        assert view.turned_card in [i.card for i in table.hand.items]
    assert len(table.hand.items) == 27
    for item, slot in table.hand.targets():
        assert item.pos() == slot.pos


def test_a_restored_double_dweller_shows_the_first_tribute_and_the_last_hand(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """Saved while West's tribute lies on the table and East has not paid yet: the resumed
    table shows that card and the last hand's places and climb, as the live table did."""
    state, _ = gd.next_hand_position(["", "BJ", "", "AS"], finish=[0, 2], team_levels=(5, 2))
    ace = parse_cards("AS")[0]
    state.apply(gd.PayTribute(ace))  # West (seat 3) pays first; East (seat 1) is next
    session = session_at(state, saves=SaveStore())
    session.pause()  # East waits, so the card stays on the table
    table = make_table(qtbot, session, cleanup)
    payload = session.to_payload()
    restored = GameSession.from_payload(payload, bot_mode="thread")
    restored.pause()
    again = make_table(qtbot, restored, cleanup)
    for shown in (table, again):
        assert [i.card for i in shown.tricks[3].items] == [ace]
        assert shown.tricks[3].items[0].face_up
        assert all(not shown.tricks[s].items for s in (0, 1, 2))
        tag = shown.trick_tags.get(3)
        assert tag is not None and tag.isVisible() and tag.text == "Tribute"
        board = shown.result_board
        assert board.isVisible()
        assert board.title == "Hand 1: the places"
        # East and West never went out: they share the last places, neither is "the" Dweller
        assert [label for label, _, _ in board.rows] == [
            "Banker 上游",
            "Follower 二游",
            "Double Dweller 双下",
        ]
        assert [name for _, name, _ in board.rows] == ["You", "North", "East and West"]
        assert [p.marker for p in (shown.plates[1], shown.plates[3])] == ["", ""]
        assert "climb 3 levels" in board.footer and "level 5" in board.footer
        check_table(shown)
    assert again.result_board.text() == table.result_board.text()
    # the resumed game goes on: East pays, both cards are taken, and you return one
    again.session.resume()
    assert wait_turn(qtbot, again)
    assert again.session.view(0).phase == "return"
    assert not again.tricks[3].items
    check_table(again)


def test_no_plate_keeps_the_turn_light_while_the_result_sheet_shows(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """Your last card ends the hand (North out first, you second): while the sheet shows,
    nobody is to act, so no plate glows as if it were their turn (it stayed on yours)."""
    state = gd.position(["9S", "6C 7C 8C", "", "9D 10D JD"], leader=0, finished=[2])
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    assert table.plates[0].active
    press(qtbot, table, Qt.Key.Key_W, lambda: bool(selected(table)))
    press(qtbot, table, Qt.Key.Key_Return, lambda: table.hold.holding)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=5000)
    assert [p.seat for p in table.plates if p.active] == []


def test_a_replay_of_your_hand_speaks_of_you_as_the_hand_did(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """A replay plays every seat as the record's; the seat the person played under their
    untouched default name ("You") is still "you": "You play …" and "Your move…", not
    "You plays …" and "You is thinking…", also seen through another seat's eyes."""
    import dataclasses

    from cardtable_qt.session.replay import ReplaySession
    from cardtable_qt.ui.replay_bar import ReplayBar, decision_labels
    from tests.engine.test_handlog import play_hands

    record = dataclasses.replace(
        play_hands("guandan", 1, seed=3)[0], players=("You", "East", "North", "West")
    )
    for viewer in (0, 1):
        session = ReplaySession(record, viewer=viewer)
        table = make_table(qtbot, session, cleanup)
        assert table.seat_name(0) == "You" and table.said(0, "You play", "%1 plays") == "You play"
        assert table.said(1, "You play", "%1 plays") == "East plays"
        # a replay's prompt says how to watch it, never whose move it is now (issue #40)
        watch = "Press Play (Ctrl+Space) to watch the hand."
        assert table.waiting_prompt(0, session.view()) == watch
        assert table.waiting_prompt(1, session.view()) == watch
        labels = decision_labels(session)
        mine = [labels[i] for i, step in enumerate(record.steps()) if step[0] == 0]
        assert mine and all(not label.startswith("You plays") for label in mine), mine
        assert any(label.startswith("You play") for label in mine), mine
        bar = ReplayBar(session, None)
        seen = [bar.seat_box.itemText(i) for i in range(bar.seat_box.count())]
        assert seen == ["As you saw it", "As East saw it", "As North saw it", "As West saw it"]
        bar.deleteLater()
        assert session.person_seat == 0


def test_the_replay_bar_keeps_every_control_in_sight_at_the_smallest_window(
    qtbot: Any,
) -> None:
    """The decision list was as wide as its longest Guandan line: at 1024 pixels "All cards
    face up" went into the bar's overflow (»). It is as wide as a short line now; its list
    still opens wide enough to read every line."""
    import dataclasses

    from PySide6.QtWidgets import QMainWindow, QToolButton

    from cardtable_qt.session.replay import ReplaySession
    from cardtable_qt.ui.replay_bar import ReplayBar
    from tests.engine.test_handlog import play_hands

    record = dataclasses.replace(
        play_hands("guandan", 1, seed=4)[0], players=("You", "AI 1", "AI 2", "AI 3")
    )
    session = ReplaySession(record, viewer=0)
    window = QMainWindow()
    qtbot.addWidget(window)
    bar = ReplayBar(session, window)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
    window.resize(1024, 580)
    window.show()
    qtbot.waitExposed(window)
    overflow = [
        b for b in bar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"
    ]
    assert not any(b.isVisible() for b in overflow)
    face_up = bar.widgetForAction(bar.face_up_action)
    assert face_up is not None and face_up.isVisible()
    assert face_up.geometry().right() <= bar.width()
    view = bar.decisions.view()
    assert view.minimumWidth() >= view.sizeHintForColumn(0)
    session.shutdown()


def test_the_prompt_under_a_bomb_asks_for_a_higher_bomb(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """Against a bomb only a higher bomb of any kind plays ("a higher one of that kind or a
    bomb" was wrong: a lower bomb does not beat it); against the joker bomb nothing does."""
    for trick, words in (
        ("9S 9D 9C 9H", "Beat West's Bomb of 4 × 9 with a higher bomb, or Pass."),
        ("BJ BJ RJ RJ", "Nothing beats West's Joker bomb: Pass."),
    ):
        assert prompt_under(qtbot, cleanup, "5S 5D 5C 5H 5S 7C", trick) == words


def prompt_under(qtbot: Any, cleanup: list[GuandanTable], yours: str, trick: str) -> str:
    """Your prompt holding ``yours`` when West has led ``trick``."""
    state = gd.position([yours, "3S 4S 6S", "3D 4D 6D", "3C 4C 6C"], leader=3, trick=[(3, trick)])
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    return str(table.panel.prompt.text())


def test_the_prompt_under_the_top_of_a_kind_asks_for_a_bomb(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """A big joker, the level rank's triple, a run to A: no play of that kind is higher, so the
    prompt does not offer "a higher one of that kind"; one below the top still does."""
    for trick, words in (
        ("RJ", "Only a bomb beats West's Single big joker: play one, or Pass."),
        ("RJ RJ", "Only a bomb beats West's Pair of big jokers: play one, or Pass."),
        ("2S 2D 2C", "Only a bomb beats West's Triple 2s: play one, or Pass."),
        ("10S JD QC KH AS", "Only a bomb beats West's Straight 10–A: play one, or Pass."),
        ("BJ", "Beat West's Single small joker with a higher one of that kind or a bomb, or Pass."),
    ):
        assert prompt_under(qtbot, cleanup, "5S 5D 5C 5H 7C", trick) == words


def test_the_lead_passing_to_you_says_you(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """Your partner goes out on a trick nobody beats: the lead comes to you (接风), and the
    notice says so ("the lead passes to the partner, You" named you like another seat)."""
    state = gd.position(
        ["3S 4S 5D 6C 8C", "3D 4C 5S 6D 7C 9S JC", "RJ", "3C 4D 5C 6H 7S 9C JS"], leader=2
    )
    session = session_at(state)
    table = make_table(qtbot, session, cleanup)
    assert wait_turn(qtbot, table)
    press(qtbot, table, Qt.Key.Key_X, acted(session))
    assert wait_turn(qtbot, table)
    assert session.view(0).to_beat is None  # your lead
    assert "North is out: the lead passes to you, the partner" in table.notice_log
    assert not any("partner, You" in line for line in table.notice_log), table.notice_log


def test_your_count_follows_the_tribute_card(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """You pay tribute and the Banker's return lands in your hand: your count says 27 at once,
    under the "+ 10♠ from North" note (it said 26 through the next hand's banner)."""
    state, seed = second_hand("pay")
    session = session_at(state, seed=seed, hands_played=1)
    table = GuandanTable(session, Settings(animation_speed="normal", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, (1280, 800))
    table.view.setFocus()
    assert wait_turn(qtbot, table)
    tag = table.count_tags[0]
    assert tag.text == "27 cards"
    press(qtbot, table, Qt.Key.Key_Return, acted(session))
    qtbot.waitUntil(lambda: table.received is not None, timeout=10_000)  # the return landed
    assert table.scene.animator.busy  # the next hand's banner is still to come
    assert len(table.hand.items) == 27
    assert tag.text == "27 cards" and tag.subtitle.startswith("+ "), (tag.text, tag.subtitle)


def play_your_first_card(
    qtbot: Any, state: gd.State, cleanup: list[GuandanTable], speed: str = "normal"
) -> GuandanTable:
    """A table at ``state`` (animated unless ``speed`` says), the AI players without pause; you
    play your first card (the one it needs: you hold one, or lead one)."""
    session = session_at(state)
    table = make_table(qtbot, session, cleanup, speed=speed)
    assert wait_turn(qtbot, table)
    click_card(qtbot, table, session_cards(table)[0])
    press(qtbot, table, Qt.Key.Key_Return, acted(session))
    return table


def test_next_on_the_sheet_takes_its_prompt_away(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """Next on a hand's sheet: while the next hand is dealt the prompt no longer says "The hand
    is over. Next (N) ... goes on" (shared ``result_hold``)."""
    state = gd.position(["9S", "3S 4S 6S 8D 9D JC", "", "3C 4C 6C 8C 9C JD"], finished=[2])
    table = play_your_first_card(qtbot, state, cleanup)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=10_000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    assert table.panel.prompt.text().startswith("The hand is over")
    qtbot.mouseClick(table.hold.sheet.button, Qt.MouseButton.LeftButton)
    assert table.scene.animator.busy  # the next hand is being dealt
    assert not table.panel.prompt.text().startswith("The hand is over")


def test_the_anti_tribute_notice_when_you_hold_both_big_jokers(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """G-5 with you as the one holding both big jokers: "you hold", not "You holds"."""
    state = gd.position(["3S 4S", "6C 7C 8C", "5D", "9D 10D JD"], leader=0)
    table = make_table(qtbot, session_at(state), cleanup)
    assert wait_turn(qtbot, table)
    jokers = tuple(parse_cards("RJ RJ"))
    table._on_anti_tribute(gd.AntiTribute(payers=(0,), holders=(0, 0), jokers=jokers))
    assert table.notice_log[-1].startswith("Anti-tribute 抗贡: you hold both big jokers")
    table._on_anti_tribute(gd.AntiTribute(payers=(1,), holders=(1, 1), jokers=jokers))
    assert table.notice_log[-1].startswith("Anti-tribute 抗贡: East holds both big jokers")


def test_the_game_log_names_a_play_in_the_language_in_use(
    qapp: Any, built_translations: None, english_after: None
) -> None:
    """The log said "Tuấn đánh Bomb of 4 × 9" in Vietnamese (the engine's English name); it
    names the combination as the table's tags do: "Bom 4 lá × 9"."""
    from cardtable_qt.engine_text import engine_text
    from cardtable_qt.session.log_words import describe
    from cardtable_qt.ui import i18n

    bomb = gd.classify("9S 9H 9D 9C", 2)
    assert bomb is not None
    played = gd.Played(seat=1, combo=bomb, cards_left=20, leading=True)
    assert i18n.current().use("vi")
    named = engine_text(bomb.message())
    assert named != bomb.describe()  # Vietnamese, not the engine's English
    [line] = describe("guandan", played, lambda seat: ["Minh", "Lan"][seat], 0)
    assert named in line and bomb.describe() not in line, line


def test_a_demo_table_calls_nobody_yours(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """Four AI players: no plate is "your partner" and the level is a team's by its names,
    not "yours" (nobody at the table is you)."""
    state = gd.position(["9S", "6C 7C 8C", "5H", "9D 10D JD"], leader=0, level_team=1)
    robots = [SeatConfig("ai", n) for n in ("Li Wei", "Wang Fang", "Zhang Min", "Chen Jing")]
    table = make_table(qtbot, session_at(state, seats=robots), cleanup)
    assert all(plate.note == "" for plate in table.plates)
    title = table.board.text().splitlines()[0]
    assert "yours" not in title and "theirs" not in title, title
    # two names do not fit the title ("Hand 1 · level 2 (Wang Fang and C" was cut): the
    # level's team is the gold row, by its names
    assert table.board.cut_words() == [], table.board.cut_words()
    assert ("Wang Fang and Chen Jing", "2", True) in table.board.rows
    assert ("Li Wei and Zhang Min", "2", False) in table.board.rows


def test_a_replay_has_no_sort_or_arrange(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """A replay plays the record's hand, nobody's own: like a demo, it offers no Sort and no
    Arrange (they order the hand of a person who plays), nor takes their keys."""
    import dataclasses

    from cardtable_qt.session.replay import ReplaySession
    from tests.engine.test_handlog import play_hands

    record = dataclasses.replace(
        play_hands("guandan", 1, seed=3)[0], players=("You", "East", "North", "West")
    )
    for face_up in (False, True):
        session = ReplaySession(record, viewer=0, face_up=face_up)
        table = make_table(qtbot, session, cleanup)
        session.step_forward()
        qtbot.waitUntil(lambda t=table: not t.scene.animator.busy, timeout=5000)
        table.update_panel()
        buttons = table.gd_panel.buttons
        assert not buttons["sort"].isVisible() and not buttons["arrange"].isVisible()
        order = [i.card for i in table.hand.items]
        for key in (Qt.Key.Key_S, Qt.Key.Key_A):
            qtbot.keyClick(table.view, key)
            qtbot.wait(300)  # a shortcut clicks its button after a short flash
        assert not table.by_suit and table.arranged is None
        assert [i.card for i in table.hand.items] == order


def test_sort_is_off_once_your_hand_is_empty(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """You went out and your partner's team plays on: with no card left there is nothing to
    sort, so Sort is off like Arrange (it stayed on, and S still turned it over)."""
    state = gd.position(["9S", "3S 4S 6S 8D", "5C 7C", "3C 4C 6C 8C 9C JD"], leader=0)
    session = session_at(state)
    table = make_table(qtbot, session, cleanup)
    assert wait_turn(qtbot, table)
    buttons = table.gd_panel.buttons
    assert buttons["sort"].isEnabled() and buttons["arrange"].isEnabled()
    click_card(qtbot, table, session_cards(table)[0])
    press(qtbot, table, Qt.Key.Key_Return, acted(session))
    qtbot.waitUntil(lambda: not table.hand.items, timeout=5000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert not buttons["arrange"].isEnabled()
    assert not buttons["sort"].isEnabled()


def test_sort_and_arrange_are_off_while_the_result_sheet_holds_the_table(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """East went out first and West's last card makes the hand theirs: while its sheet holds
    the table, your leftover cards are the finished hand's, so Sort and Arrange are off like the
    Hint (they stayed on, and S or A reordered a hand nobody plays any more)."""
    state = gd.position(["3S 4S 6S", "", "3C 5C", "9D"], leader=3, trick=[(3, "AS")], finished=[1])
    session = session_at(state)
    table = make_table(qtbot, session, cleanup)
    assert wait_turn(qtbot, table)
    buttons = table.gd_panel.buttons
    assert buttons["sort"].isEnabled() and buttons["arrange"].isEnabled()
    click(qtbot, table, "pass")
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=10_000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert len(table.hand.items) == 3  # the finished hand's leftover cards
    assert not buttons["sort"].isEnabled()
    assert not buttons["arrange"].isEnabled()
    assert not table.hints.can_ask()
    order = [i.card for i in table.hand.items]
    for key in (Qt.Key.Key_S, Qt.Key.Key_A):
        qtbot.keyClick(table.view, key)
        qtbot.wait(300)  # a shortcut clicks its button after a short flash
    assert not table.by_suit and table.arranged is None
    assert [i.card for i in table.hand.items] == order
    # on to the next hand: they are on again over its cards
    qtbot.mouseClick(table.hold.sheet.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: not table.hold.holding and not table.scene.animator.busy, timeout=10_000
    )
    assert buttons["sort"].isEnabled() and buttons["arrange"].isEnabled()


def test_a_new_play_never_flies_in_under_the_last_ones_name(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """West's Pair of 9s lies in front of West under its name; West plays again: while the
    new cards fly in, the old name does not stand under them ("Single 5" under a 7 for the
    whole flight), and once they land they wear their own name."""
    state = gd.position(
        ["3S 4S", "6C 7C 8C", "5D 6D", "9S 9D JC JD KS"], leader=3, trick=[(3, "9S 9D")]
    )
    table = make_table(qtbot, session_at(state), cleanup, speed="normal")
    assert wait_turn(qtbot, table)
    tag = table.trick_tags[3]
    assert tag.isVisible() and tag.text == "Pair of 9s"
    pair = gd.classify("JC JD", 2)
    assert pair is not None
    table._on_played(gd.Played(seat=3, combo=pair, cards_left=1, leading=False))
    assert table.scene.animator.busy  # the jacks are on their way
    assert len(table.tricks[3].items) == 2  # (their faces turn up on the way)
    assert not (tag.isVisible() and tag.text == "Pair of 9s")
    named: list[str] = []  # what the tag says once the jacks have landed
    table.scene.animator.call(lambda: named.append(tag.text if tag.isVisible() else ""))
    qtbot.waitUntil(lambda: bool(named), timeout=5000)
    assert named == ["Pair of jacks"]


def test_once_you_are_out_the_prompt_says_so_and_who_plays(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """You go out while the other three play on: the prompt line says you are out and who is
    playing now (it stayed blank with the AI pace at 0)."""
    state = gd.position(
        ["9S", "3S 4S 6S 8D 9D JC", "3D 4D 6D 8H 9H JH", "3C 4C 6C 8C 9C JD"], leader=0
    )
    table = play_your_first_card(qtbot, state, cleanup, speed="off")
    session = table.session
    seen: list[str] = []

    def out_prompt() -> bool:
        seen.append(str(table.panel.prompt.text()))
        return table.out_of_hand() and " · " in seen[-1]

    qtbot.waitUntil(out_prompt, timeout=10_000)
    view = session.view(0)
    assert view.current_player is not None
    name = table.seat_name(view.current_player)
    assert seen[-1] == f"You went out: Banker 上游 · {name} is playing", seen


def test_a_demos_last_hand_promises_no_next_hand(qtbot: Any, cleanup: list[GuandanTable]) -> None:
    """A demo's last hand: the board, the notice and the sheet name no next hand, and the
    prompt says the demo is over (shared ``GameTable.demo_over_words``)."""
    state = gd.position(["9S", "6C 7C 8C", "5H", "9D 10D JD"], leader=0)
    robots = [SeatConfig("ai", n) for n in ("Li Wei", "Wang Fang", "Zhang Min", "Chen Jing")]
    table = GuandanTable(
        session_at(state, seats=robots), Settings(animation_speed="off", ai_pace_ms=0), CardArt()
    )
    cleanup.append(table)
    table.end_after_hands = 1
    show_focused(qtbot, table, (1280, 800))
    qtbot.waitUntil(lambda: table.ended and not table.scene.animator.busy, timeout=30_000)
    qtbot.wait(50)
    said = [*table.notice_log, table.result_board.text()]
    assert not any("next hand" in line.lower() for line in said), said
    assert table.panel.prompt.text() == "The demo is over: this was its last hand."


def test_the_result_board_names_the_hand_its_level_is_for(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """After a hand the board says which hand the level is for ("Hand 2 · level 3"), not a
    bare "Next hand: level 3" under the title of the hand just played."""
    state = gd.position(["9S", "3S 4S 6S 8D 9D JC", "", "3C 4C 6C 8C 9C JD"], finished=[2])
    table = play_your_first_card(qtbot, state, cleanup, speed="off")
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=10_000)
    result = table.last_result
    assert result is not None and not result.game_won
    text = table.result_board.text()
    assert f"Hand 2 · level {_level(result.next_level)}" in text, text
    assert "Next hand" not in text, text


def test_once_you_went_out_the_prompt_says_so_and_who_plays_on(
    qtbot: Any, cleanup: list[GuandanTable]
) -> None:
    """You go out first; the others play on with no pause between their moves (AI pace 0):
    the prompt line is never blank meanwhile, it says you went out and names the seat in the
    light, not the engine's next seat (it was blank as your last card moved)."""
    state = gd.position(["3S", "6C 7C 8C 9H", "5D 7D", "9D 10D JD QS"], leader=0)
    table = play_your_first_card(qtbot, state, cleanup)
    names = {table.seat_name(seat): seat for seat in (1, 2, 3)}
    prompts: list[str] = []
    while not table.hold.holding:
        prompt = table.panel.prompt.text()
        prompts.append(prompt)
        assert prompt.startswith("You went out: Banker"), prompt
        playing = prompt.partition(" · ")[2].partition(" is ")[0]
        if playing:
            assert [p.seat for p in table.plates if p.active] == [names[playing]], prompt
        qtbot.wait(20)
    assert any(p.endswith(" is playing") for p in prompts), set(prompts)
