"""Pok Deng on the real table, played through real clicks on the real buttons and card items."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt, QTimer

from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine.match import HandOver
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.fonts import register_fonts
from cardtable_qt.ui.table import CARD_H, CARD_W, ChipStack, TagItem, format_amount
from cardtable_qt.ui.table.seat_plate import PLATE_H, PLATE_W
from cardtable_qt.ui.tables import TABLES, table_class
from cardtable_qt.ui.tables.pokdeng import HAND_SCALE, MY_HAND_SCALE, REMEMBER_KEY, PokDengTable

from .helpers import click, click_item, go_on_result, press, show_focused, wait_turn

SEATS = [
    SeatConfig("human", "You"),
    SeatConfig("ai", "Somchai"),
    SeatConfig("ai", "Malee"),
    SeatConfig("ai", "Anan"),
]


def make_table(
    qtbot: Any,
    options: pd.Options,
    *,
    seed: int = 7,
    speed: str = "off",
    settings: Settings | None = None,
    session: GameSession | None = None,
) -> PokDengTable:
    if session is None:
        session = GameSession(
            "pokdeng", options, SEATS[: options.players], seed, saves=SaveStore(), stats=StatsDB()
        )
    settings = settings or Settings(animation_speed=speed, ai_pace_ms=0)
    table = PokDengTable(session, settings, CardArt())
    show_focused(qtbot, table)
    return table


def check_table_matches_engine(table: PokDengTable) -> None:
    """The chips on the plates and bets, and the cards in each hand, are the engine's."""
    view = table.session.view(0)
    on_table: dict[int, int] = {}
    for h in view.hands:
        if h.hand and not h.settled:
            on_table[h.seat] = on_table.get(h.seat, 0) + h.bet
    for seat, plate in enumerate(table.plates):
        assert plate.chips == view.stacks[seat] - on_table.get(seat, 0), seat
    assert sum(p.chips or 0 for p in table.plates) + sum(on_table.values()) == sum(view.stacks)
    if table.stale:  # the last round's cards are still showing: nothing is bet yet
        assert all(not s.isVisible() for s in table.bet_stacks)
        return
    by_spot = {h.spot: h for h in view.hands}
    for spot, pile in enumerate(table.spot_piles):
        h = by_spot.get(spot)
        if h is None:
            assert not pile.items and not table.bet_stacks[spot].isVisible(), spot
            continue
        assert len(pile.items) == h.card_count
        shown = [i.card if i.face_up else None for i in pile.items]
        assert shown == (list(h.cards) if h.cards is not None else [None] * h.card_count)
        assert table.bet_stacks[spot].amount == (0 if h.settled or h.hand == 0 else h.bet)


def decided(session: GameSession, round_: int, hand: int) -> bool:
    """Hand ``hand`` of round ``round_`` has been decided (also when the round is over)."""
    view = session.view(0)
    if view.round != round_:
        return True
    return any(h.hand == hand and h.decided for h in view.hands)


def test_the_registry_finds_the_table() -> None:
    assert TABLES["pokdeng"].endswith(":PokDengTable")
    assert table_class("pokdeng") is PokDengTable
    assert table_class("no-such-game") is None  # a table not built yet: the shell says so


def test_three_rounds_by_clicks_as_a_player_then_as_dealer_with_a_catch(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    options = pd.Options(players=4, first_dealer=1, dealer_rounds=3)
    table = make_table(qtbot, options)
    cleanup.append(table)
    session = table.session
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    changed: list[bool] = []
    table.settingsChanged.connect(lambda: changed.append(True))
    played_as_player = 0
    caught = False
    focused_a_card = False
    infos: set[str] = set()
    for _ in range(80):
        if played_as_player >= 3 and caught:
            break
        phase = wait_turn(qtbot, table)
        check_table_matches_engine(table)
        infos.add(table.info.text())
        view = session.view(0)
        if phase == "betting":
            rounds_before = len(overs)
            if not view.my_hands:
                # round 1: the amount with the buttons, then a click on your place on the felt
                table.pok_panel.amount.setValue(20)
                click(qtbot, table, "add_min")  # one smallest bet more
                assert table.pok_panel.bet_amount() == 30
                own = table.spot_items[0]
                assert own.offered
                click_item(qtbot, table, own)
                assert session.view(0).my_hands, "the click on the place opened a hand"
                assert table.settings.remembered[REMEMBER_KEY] == 30 and changed
                if played_as_player == 1:  # round 2: a second hand in a gap, by a click
                    gap = next(i for i in table.spot_items if i.offered and i.key % 2 == 1)
                    click_item(qtbot, table, gap)
                    assert len(session.view(0).my_hands) == 2
            if session.is_human_turn() and session.view(0).phase == "betting":
                click(qtbot, table, "done")
            played_as_player += 1
            assert len(overs) >= rounds_before
        elif phase == "drawing":
            hand = view.hands[view.acting_hand]
            mine = table.spot_piles[hand.spot].items
            assert all(i.selected for i in mine), "the hand to decide on is marked"
            click_item(qtbot, table, mine[-1])  # a click on a card says what the hand is
            assert table.focused_card is mine[-1]
            assert hand.name in table.message
            qtbot.keyClick(table.view, Qt.Key.Key_Left)  # the arrows walk over your cards
            assert table.focused_card in table.my_cards()
            assert table.focused_card is not mine[-1] and table.focused_card.focused
            focused_a_card = True
            points = pd.evaluate(hand.cards).points
            if points <= 4:
                click(qtbot, table, "draw")
            else:
                press(  # the shortcut shown on Stand
                    qtbot,
                    table,
                    Qt.Key.Key_S,
                    lambda h=hand, r=view.round: decided(session, r, h.hand),
                )
            assert decided(session, view.round, hand.hand)
        elif phase == "bank_offer":
            assert played_as_player >= 3
            # the three-round notice was given, and counted down on the table
            assert any("will give up the bank after 3 rounds" in n for n in table.notice_log)
            for countdown in ("after 3 rounds", "after 2 rounds", "after this round"):
                assert any(countdown in text for text in infos), countdown
            click(qtbot, table, "take_bank")
        elif phase == "bank_keep":
            click(qtbot, table, "keep_bank")
        elif phase == "catch":
            sizes = {a.size for a in session.legal_actions() if isinstance(a, pd.Catch)}
            click(qtbot, table, "catch3" if 3 in sizes else "catch2")
            caught = True
            assert any("catches" in n for n in table.notice_log)
        elif phase == "dealer_draw":
            click(qtbot, table, "stand")
        elif phase == "rebuy":
            click(qtbot, table, "rebuy")
    assert caught and played_as_player >= 3 and focused_a_card
    go_on_result(qtbot, table)
    check_table_matches_engine(table)
    assert session.view(0).dealer == 0
    assert table.plates[0].marker == "Dealer"
    # every round's result reached the statistics
    assert table.session._stats.summary("pokdeng").played == len(overs)


def test_the_last_bet_is_remembered_and_offered(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    settings = Settings(animation_speed="off", ai_pace_ms=0)
    settings.remembered[REMEMBER_KEY] = 40
    options = pd.Options(players=3, first_dealer=2)  # you bet first
    table = make_table(qtbot, options, settings=settings)
    cleanup.append(table)
    assert wait_turn(qtbot, table) == "betting"
    assert table.pok_panel.bet_amount() == 40
    table.pok_panel.amount.setValue(10)
    click(qtbot, table, "last")
    assert table.pok_panel.bet_amount() == 40
    # Bet at your place, by its shortcut
    press(qtbot, table, Qt.Key.Key_B, lambda: bool(table.session.view(0).my_hands))
    view = table.session.view(0)
    assert [h.bet for h in view.my_hands] == [40]
    # the arrow keys walk over the free places, Enter bets there
    table.pok_panel.amount.setValue(10)
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    chosen = [i for i in table.spot_items if i.chosen]
    assert len(chosen) == 1 and chosen[0].offered
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert sorted(h.bet for h in table.session.view(0).my_hands) == [10, 40]
    assert table.settings.remembered[REMEMBER_KEY] == 10


def test_min_and_max_are_enforced(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    options = pd.Options(players=3, first_dealer=2, min_bet=10, max_bet=50)
    table = make_table(qtbot, options)
    cleanup.append(table)
    wait_turn(qtbot, table)
    amount = table.pok_panel.amount
    assert (amount.minimum(), amount.maximum()) == (10, 50)
    reason = table.submit(pd.PlaceBet(0, 500))
    assert reason is not None and "10 to 50" in reason
    assert "10 to 50" in table.panel.prompt.text()


def test_a_broke_player_is_offered_a_rebuy(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    options = pd.Options(players=2, first_dealer=1, starting_chips=50, min_bet=10, max_bet=10)
    table = make_table(qtbot, options, seed=3)
    cleanup.append(table)
    for _ in range(60):
        phase = wait_turn(qtbot, table)
        if phase == "rebuy":
            break
        if phase == "betting":
            if not table.session.view(0).my_hands:
                click(qtbot, table, "bet")
            if table.session.is_human_turn() and table.session.view(0).phase == "betting":
                click(qtbot, table, "done")
        elif phase == "drawing":
            click(qtbot, table, "stand")
        elif phase == "bank_offer":
            click(qtbot, table, "decline_bank")
        else:
            table.submit(table.session.legal_actions()[0])
    assert table.session.view(0).phase == "rebuy"
    assert "out of chips" in table.panel.prompt.text()
    # the rule is told: 5× the minimum bet of 10
    assert "5× the minimum bet (50)" in table.panel.prompt.text()
    assert "Re-buy" in table.pok_panel.buttons["rebuy"].text()
    click(qtbot, table, "rebuy")
    wait_turn(qtbot, table)
    assert table.session.view(0).stacks[0] == 50
    check_table_matches_engine(table)


def test_a_saved_session_restores_the_same_table(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    options = pd.Options(players=4, first_dealer=1)
    table = make_table(qtbot, options, seed=21)
    cleanup.append(table)
    for _ in range(20):
        phase = wait_turn(qtbot, table)
        if phase == "drawing":
            break
        if phase == "betting" and not table.session.view(0).my_hands:
            click(qtbot, table, "bet")
        elif phase == "betting":
            click(qtbot, table, "done")
        else:
            table.submit(table.session.legal_actions()[0])
    payload = table.session.to_payload()
    restored = GameSession.from_payload(payload)
    again = make_table(qtbot, options, session=restored)
    cleanup.append(again)
    wait_turn(qtbot, again)
    assert again.session.state.to_dict() == table.session.state.to_dict()
    assert [p.chips for p in again.plates] == [p.chips for p in table.plates]
    assert [p.marker for p in again.plates] == [p.marker for p in table.plates]
    for a, b in zip(again.spot_piles, table.spot_piles, strict=True):
        assert [(i.card, i.face_up) for i in a.items] == [(i.card, i.face_up) for i in b.items]
    assert [s.amount for s in again.bet_stacks] == [s.amount for s in table.bet_stacks]
    assert again.pok_panel.current_group() == table.pok_panel.current_group() == "draw"
    check_table_matches_engine(again)


def test_animations_play_and_a_click_on_the_felt_finishes_them(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    options = pd.Options(players=4, first_dealer=3)  # you bet first, then the others
    table = make_table(qtbot, options, settings=Settings(animation_speed="slow", ai_pace_ms=300))
    cleanup.append(table)
    wait_turn(qtbot, table)
    click(qtbot, table, "bet")
    assert table.scene.animator.busy  # your chips slide to your place
    qtbot.wait(120)
    flying = [i for i in table.scene.items() if isinstance(i, ChipStack) and i.zValue() > 1000]
    assert flying and flying[0].isVisible()
    corner = QPoint(4, 4)  # bare felt
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=corner)
    assert not table.scene.animator.busy
    assert table.bet_stacks[0].amount == table.session.view(0).my_hands[0].bet
    click(qtbot, table, "done")
    qtbot.waitUntil(lambda: any(p.items for p in table.spot_piles), timeout=10_000)
    qtbot.keyClick(table.view, Qt.Key.Key_Space)  # Space finishes them too
    assert not table.scene.animator.busy
    for pile in table.spot_piles:
        for item, slot in pile.targets():
            assert item.pos() == slot.pos
    wait_turn(qtbot, table)
    check_table_matches_engine(table)


def test_speed_and_felt_settings_apply_at_once(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    table = make_table(qtbot, pd.Options(players=3))
    cleanup.append(table)
    settings = Settings(animation_speed="slow", ai_pace_ms=1200, table_colour="#7a1f2b")
    table.apply_settings(settings)
    assert table.scene.animator.speed == "slow"
    assert table.session.ai_pace == 1200
    assert table.view.felt.name() == "#7a1f2b"


def test_chips_add_up_at_every_moment_of_the_animations(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Sampled while chips slide: plates + bets + chips in the air = all the chips there are."""
    seats = [SeatConfig("ai", f"Bot {i}") for i in range(3)]
    options = pd.Options(players=3, min_bet=20, max_bet=200)
    session = GameSession("pokdeng", options, seats, seed=12)
    table = make_table(qtbot, options, session=session, speed="fast")
    cleanup.append(table)
    total = 3 * options.starting_chips
    samples: list[int] = []
    in_air: list[int] = []

    def sample() -> None:
        flying = [
            i.amount
            for i in table.scene.items()
            if isinstance(i, ChipStack) and i.zValue() > 1000 and i.isVisible()
        ]
        in_air.append(len(flying))
        plates = sum(p.chips or 0 for p in table.plates)
        bets = sum(s.amount for s in table.bet_stacks if s.isVisible())
        samples.append(plates + bets + sum(flying))

    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    ticker = QTimer()
    ticker.timeout.connect(sample)
    ticker.start(5)
    qtbot.waitUntil(lambda: len(overs) >= 2 and not table.scene.animator.busy, timeout=30_000)
    ticker.stop()
    assert not any(session.view(0).bought)  # nobody re-bought: no chips came from outside
    assert samples and set(samples) == {total}
    assert max(in_air) >= 1  # chips really were caught in flight


MARKER_REACH = CARD_W * 0.26 * 0.55  # how far a plate's marker puck rises over its top edge


def watch_table(qtbot: Any, players: int = 4, speed: str = "fast") -> PokDengTable:
    """AI players in every seat, watched from seat 0 (as the demo does)."""
    seats = [SeatConfig("ai", f"AI {i}") for i in range(players)]
    session = GameSession(
        "pokdeng", pd.Options(players=players), seats, 11, saves=SaveStore(), stats=StatsDB()
    )
    return make_table(qtbot, pd.Options(players=players), speed=speed, session=session)


def test_every_card_of_a_hand_shows_its_corner_and_the_result_tag_lies_below_it(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    register_fonts()  # the app's type: the tags' size depends on it
    for players in (4, 6, 9):
        table = watch_table(qtbot, players)
        cleanup.append(table)
        table.session.pause()
        # a plate as drawn: its body, and the dealer's marker standing out of its top edge
        plates = [
            QRectF(
                p.pos().x() - PLATE_W / 2,
                p.pos().y() - PLATE_H / 2 - MARKER_REACH,
                PLATE_W,
                PLATE_H + MARKER_REACH,
            )
            for p in table.plates
        ]
        three_cards = []
        for pile in table.spot_piles:
            pile.layout.scale = HAND_SCALE
            slots = pile.slots(3)
            half_w, half_h = pile.card_width / 2, pile.card_width * CARD_H / CARD_W / 2
            three_cards.append(
                QRectF(
                    slots[0].pos.x() - half_w,
                    slots[0].pos.y() - half_h,
                    slots[2].pos.x() - slots[0].pos.x() + 2 * half_w,
                    2 * half_h,
                )
            )
        for i, box in enumerate(three_cards):  # a full table's hands do not overlap
            assert not any(box.intersects(o) for o in three_cards[i + 1 :]), (players, i)
        for spot, pile in enumerate(table.spot_piles):
            for scale in (HAND_SCALE, MY_HAND_SCALE):  # your own hand is drawn larger
                pile.layout.scale = scale
                slots = pile.slots(3)
                step = slots[1].pos.x() - slots[0].pos.x()
                # the index (the card's leftmost quarter) and the left pips show on each card
                assert step >= 0.35 * pile.card_width, (players, spot)
                bottom = pile.centre().y() + pile.layout.scale * CARD_H / 2
                tag = TagItem("6 points, two deng ×2", "6 แต้ม สองเด้ง ×2 · +40", size=0.85)
                tag.setPos(table._tag_point(spot, tag))
                box = tag.mapRectToScene(tag.boundingRect().adjusted(3, 3, -3, -3))  # as drawn
                assert box.top() > bottom, (players, spot)  # below the cards, not over them
                if players == 4:  # more plates crowd the ring: a tag may touch a plate's edge
                    assert not any(box.intersects(p) for p in plates), (players, spot)


def test_the_next_round_bets_on_a_clear_table(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    table = watch_table(qtbot)
    cleanup.append(table)
    session = table.session
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    session.handOver.connect(lambda _e: session.pause())  # before anyone bets in round 2
    # the result sheet holds the table first (an all-AI table goes on by itself)
    qtbot.waitUntil(
        lambda: bool(overs) and not table.hold.holding and not table.scene.animator.busy,
        timeout=30_000,
    )
    assert session.view(0).phase == "betting" and session.view(0).round == 2
    assert all(not pile.items for pile in table.spot_piles)
    assert not table.tags and not table.captions
    assert all(not s.isVisible() for s in table.bet_stacks)


def test_a_demo_table_ends_on_the_last_result(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    table = watch_table(qtbot)
    cleanup.append(table)
    table.end_after_hands = 1
    qtbot.waitUntil(lambda: table.ended and not table.scene.animator.busy, timeout=30_000)
    qtbot.wait(200)  # the engine has moved on to round 2: the table must not follow
    assert any(pile.items for pile in table.spot_piles)
    assert table.tags and all(t.scene() is table.scene for t in table.tags.values())


def test_chip_buttons_make_the_bet(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    options = pd.Options(players=3, first_dealer=2, min_bet=10, max_bet=500)
    table = make_table(qtbot, options)
    cleanup.append(table)
    assert wait_turn(qtbot, table) == "betting"
    panel = table.pok_panel
    click(qtbot, table, "clear")
    assert panel.bet_amount() == 10
    assert panel.buttons["add_min"].base_text == "+10"
    high = panel.amount.maximum()
    assert high >= 160
    for name, want in (("add_50", 60), ("add_100", 160), ("double", 320), ("add_min", 330)):
        click(qtbot, table, name)
        assert panel.bet_amount() == min(want, high), name
    click(qtbot, table, "double")
    assert panel.bet_amount() == high  # never beyond what may be bet
    press(qtbot, table, Qt.Key.Key_C, lambda: panel.bet_amount() == 10)  # Clear by its key
    press(qtbot, table, Qt.Key.Key_1, lambda: panel.bet_amount() == 110)  # +100 by its key
    press(qtbot, table, Qt.Key.Key_PageUp, lambda: panel.bet_amount() == 120)  # a step more
    click_item(qtbot, table, table.spot_items[0])
    assert [h.bet for h in table.session.view(0).my_hands] == [120]


def test_a_hands_result_tag_leaves_its_bet_amount_in_view(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """A hand above the deck has its bet below its cards, where its result tag goes too: the
    bet lies under the tag, so a revealed Pok or your own hand's points do not hide the
    amount (at 4 seats the top hand's tag lay on its number)."""
    register_fonts()
    for players in range(2, 10):
        table = watch_table(qtbot, players)
        cleanup.append(table)
        table.session.pause()
        for spot, pile in enumerate(table.spot_piles):
            pile.layout.scale = MY_HAND_SCALE  # your hand, the larger: its tag lies lowest
            tag = TagItem("6 points, two deng ×2", "6 แต้ม สองเด้ง ×2 · +40", size=0.85)
            tag.setPos(table._tag_point(spot, tag))
            words = tag.mapRectToScene(tag.boundingRect().adjusted(3, 3, -3, -3))
            stack = table.bet_stacks[spot]
            stack.set_amount(100)
            amount = stack.mapRectToScene(stack.label_rect())
            common = words.intersected(amount)
            assert common.isEmpty() or min(common.width(), common.height()) <= 1, (
                players,
                spot,
                common,
            )


def test_the_corner_lines_stop_short_of_a_plate_beside_them(
    in_language: str, qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """At five seats the upper-left plate stands close to the corner: a long line of yours
    (re-bought, last round) goes on at a "·" on the next line instead of running into it."""
    import dataclasses

    from .fit_check import felt_problems

    seats = [*SEATS, SeatConfig("ai", "Ploy")]
    session = GameSession(
        "pokdeng", pd.Options(players=5), seats, 3, saves=SaveStore(), stats=StatsDB()
    )
    table = make_table(qtbot, pd.Options(players=5), session=session)
    cleanup.append(table)
    session.pause()
    table.last_result = -1230
    view = dataclasses.replace(table.view_state(), bought=(1000, 0, 0, 0, 0))
    table._update_info(view)
    assert len(table.info.text().splitlines()) > 2  # the line went on below
    found = [p for p in felt_problems(table) if "InfoText" in p]
    assert not found, found


def test_no_two_seats_bets_run_together_at_any_table_size(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Every seat's own hand bet at once, as each round: no two amounts meet (at 9 seats the
    two top hands' bets met above the deck and read "2020")."""
    register_fonts()
    for players in range(2, 10):
        table = watch_table(qtbot, players)
        cleanup.append(table)
        table.session.pause()
        boxes = {}
        for seat in range(players):
            stack = table.bet_stacks[2 * seat]
            stack.set_amount(100)
            boxes[seat] = stack.mapRectToScene(stack.label_rect())
        for a in range(players):
            for b in range(a + 1, players):
                common = boxes[a].intersected(boxes[b])
                assert common.isEmpty() or min(common.width(), common.height()) <= 1, (
                    players,
                    a,
                    b,
                    common,
                )


def _stack_boxes(stack: ChipStack) -> tuple[QRectF, QRectF]:
    """A bet as drawn: its chips (as high as it draws them) and its amount, scene units."""
    return stack.mapRectToScene(stack.chips_rect()), stack.mapRectToScene(stack.label_rect())


def _meet(a: QRectF, b: QRectF) -> bool:
    common = a.intersected(b)
    return not common.isEmpty() and min(common.width(), common.height()) > 1


@pytest.mark.parametrize("max_bet", [100, 2500, 20_000])
def test_no_two_bets_run_together_with_every_place_and_gap_bet(
    max_bet: int, qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Every seat's place and every cut-in gap bet at once, the largest bet the dealer takes:
    no bet's amount lies on another's amount or chips (at seven seats the bets of a hand and
    of the cut-in beside it wrote into one another; at a 20,000 cap a stack of twelve chips
    stood on the amount of the bet beside it)."""
    register_fonts()
    for players in range(2, 10):
        _table, drawn = _every_spot_bet(qtbot, cleanup, players, max_bet, you=False)
        for a, (chips_a, words_a) in enumerate(drawn):
            for b, (chips_b, words_b) in enumerate(drawn):
                if a == b:
                    continue
                assert not _meet(words_a, words_b), (players, a, b)
                assert not _meet(words_a, chips_b), (players, a, b)
                assert not _meet(chips_a, chips_b), (players, a, b)


def _every_spot_bet(
    qtbot: Any, cleanup: list[PokDengTable], players: int, max_bet: int, *, you: bool
) -> tuple[PokDengTable, list[Any]]:
    """A paused table of ``players`` (you in seat 0, or AI players only) with ``max_bet`` on
    every place and gap: the table and each bet's drawn boxes."""
    options = pd.Options(players=players, max_bet=max_bet)
    seats = [SeatConfig("ai", f"AI {i}") for i in range(players)]
    if you:
        seats[0] = SeatConfig("human", "You")
    session = GameSession("pokdeng", options, seats, 11, saves=SaveStore(), stats=StatsDB())
    table = make_table(qtbot, options, session=session)
    cleanup.append(table)
    session.pause()
    drawn = []
    for stack in table.bet_stacks:
        stack.set_amount(max_bet)
        drawn.append(_stack_boxes(stack))
    return table, drawn


def _three_cards(pile: Any, scale: float) -> QRectF:
    """Where three cards of a hand drawn at ``scale`` lie, scene units."""
    pile.layout.scale = scale
    slots = pile.slots(3)
    half_w, half_h = pile.card_width / 2, pile.card_width * CARD_H / CARD_W / 2
    return QRectF(
        slots[0].pos.x() - half_w,
        slots[0].pos.y() - half_h,
        slots[2].pos.x() - slots[0].pos.x() + 2 * half_w,
        2 * half_h,
    )


@pytest.mark.parametrize("max_bet", [100, 2500, 20_000])
def test_no_bet_lies_on_your_larger_cut_in_at_a_crowded_table(
    max_bet: int, qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Seven to nine seats, you at the table: your cut-in, drawn larger, may come at any gap.
    With every place and gap bet, no bet's chips or amount lie on any hand's cards, yours at
    each gap in turn (at seven seats the bet beside your cut-in wrote its amount on its cards;
    at nine seats, with a seat sitting out, too)."""
    register_fonts()
    for players in (7, 8, 9):
        table, bets = _every_spot_bet(qtbot, cleanup, players, max_bet, you=True)
        for yours in range(1, 2 * players, 2):
            hands = [
                _three_cards(pile, MY_HAND_SCALE if spot in (0, yours) else HAND_SCALE)
                for spot, pile in enumerate(table.spot_piles)
            ]
            for spot, parts in enumerate(bets):
                for other, cards in enumerate(hands):
                    assert not any(_meet(part, cards) for part in parts), (
                        players,
                        yours,
                        spot,
                        other,
                    )


@pytest.mark.parametrize("players", [7, 8, 9])
def test_your_larger_cut_in_lies_clear_of_the_hands_beside_it_at_a_crowded_table(
    players: int, qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Every place holds three cards and you cut in at each gap in turn, your hands drawn at
    the size the table gives them: no hand's cards lie on another's (at eight and nine seats
    your larger cut-in lay a few pixels on its neighbours' cards)."""
    from .fit_check import hands_over_hands

    table, _bets = _every_spot_bet(qtbot, cleanup, players, 100, you=True)
    piles = table.spot_piles
    for spot in range(0, 2 * players, 2):
        table._size_pile(spot, spot // 2)  # yours at your place (seat 0), larger
        table.scene.put(piles[spot], [None, None, None], False)
        table.scene.snap(piles[spot])
    assert piles[0].layout.scale > HAND_SCALE
    for gap in range(1, 2 * players, 2):
        # the deal sizes each of your hands knowing where the others lie (hand 1 at your place)
        table.hand_spot, table.hand_seat = {1: 0, 2: gap}, {1: 0, 2: 0}
        for spot in (0, gap):
            table._size_pile(spot, 0)
            table.scene.put(piles[spot], [None, None, None], False)
            table.scene.snap(piles[spot])
        assert piles[gap].layout.scale > HAND_SCALE  # still drawn larger than the others'
        assert piles[0].layout.scale > HAND_SCALE
        found = hands_over_hands(table)
        assert not found, (players, gap, found)
        table.scene.clear_pile(piles[gap])


NAMES = ["Somchai", "Kittisak", "Wanida", "Malee", "Niran", "Ploy", "Anan", "Suda", "Chai"]


def test_a_cut_ins_caption_lies_on_no_other_hand_at_any_table_size(
    in_language: str, qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Every gap holds a cut-in and every place a hand of three cards with its result tag: no
    caption ("Kittisak · cut-in") lies on another hand's cards or tag, on a bet, a plate or
    another caption (at the side of a seven-seat table the caption above a cut-in lay on the
    result tag and the cards of the hand above it)."""
    for players in range(2, 10):
        seats = [SeatConfig("ai", NAMES[i]) for i in range(players)]
        options = pd.Options(players=players)
        session = GameSession("pokdeng", options, seats, 11, saves=SaveStore(), stats=StatsDB())
        table = make_table(qtbot, options, session=session)
        cleanup.append(table)
        session.pause()
        hands, tags, bets = {}, {}, []
        for spot, pile in enumerate(table.spot_piles):
            slots = pile.slots(3)
            half_w, half_h = pile.card_width / 2, pile.card_width * CARD_H / CARD_W / 2
            hands[spot] = QRectF(
                slots[0].pos.x() - half_w,
                slots[0].pos.y() - half_h,
                slots[2].pos.x() - slots[0].pos.x() + 2 * half_w,
                2 * half_h,
            )
            tag = TagItem("6 points, two deng ×2", "6 แต้ม สองเด้ง ×2 · +40", size=0.85)
            tag.setPos(table._tag_point(spot, tag))
            tags[spot] = tag.mapRectToScene(tag.boundingRect().adjusted(3, 3, -3, -3))
            stack = table.bet_stacks[spot]
            stack.set_amount(options.max_bet)
            bets += _stack_boxes(stack)
        plates = [p.mapRectToScene(p.drawn_rect()) for p in table.plates]
        dealer = table.dealer
        for spot in range(1, 2 * players, 2):
            kind = pd.spot_kind(spot, dealer)
            table._caption(spot, (spot // 2 + 2) % players, kind, animate=False)
        captions = {
            spot: c.mapRectToScene(c.boundingRect().adjusted(3, 3, -3, -3))
            for spot, c in table.captions.items()
        }
        for spot, words in captions.items():
            for other in hands:
                if other != spot:
                    assert not _meet(words, hands[other]), (players, spot, "cards", other)
                    assert not _meet(words, tags[other]), (players, spot, "tag", other)
            assert not any(_meet(words, bet) for bet in bets), (players, spot, "bet")
            assert not any(_meet(words, plate) for plate in plates), (players, spot, "plate")
            for other, box in captions.items():
                assert other == spot or not _meet(words, box), (players, spot, "caption")


def test_the_nine_hand_result_sheet_fits_the_smallest_window(
    in_language: str, qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Nine hands on the sheet at the smallest window's table (1024×580): no row squeezed, no
    name, words or cards cut (the rows were squeezed: names cut at top and bottom, the cards'
    names under them gone)."""
    from .fit_check import label_problems

    seats = [SeatConfig("human", "You")] + [SeatConfig("ai", NAMES[i]) for i in range(1, 9)]
    options = pd.Options(players=9)
    session = GameSession("pokdeng", options, seats, 3, saves=SaveStore(), stats=StatsDB())
    table = PokDengTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, (1024, 580))

    def play() -> bool:
        if table.hold.sheet_shown:
            return True
        if session.is_human_turn() and not table.scene.animator.busy:
            legal = session.legal_actions()
            bet = [a for a in legal if isinstance(a, pd.PlaceBet) and a.spot == 0]
            stand = [a for a in legal if isinstance(a, (pd.Stand, pd.EndBets, pd.NoCatch))]
            table.submit((bet or stand or legal)[0])
        return False

    qtbot.waitUntil(play, timeout=30_000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
    sheet = table.hold.sheet
    assert len(sheet.rows) == 9
    found = label_problems(sheet)
    assert not found, found


def test_no_bet_lies_under_another_hands_result_tag_at_a_crowded_table(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Seven to nine seats, every place and gap bet, every hand with a long result tag: no
    bet's chips or amount lie under another hand's tag (at eight seats a corner's bet lay
    under the tag of the cut-in beside it, its amount hidden). At nine seats a gap holds a
    hand only when a seat sits out, so only the places' bets and tags count there."""
    register_fonts()
    for players in (7, 8, 9):
        table = watch_table(qtbot, players)
        cleanup.append(table)
        table.session.pause()
        tags = {}
        for spot, pile in enumerate(table.spot_piles):
            if players == pd.MAX_HANDS and spot % 2:
                continue
            pile.layout.scale = MY_HAND_SCALE if spot == 0 else HAND_SCALE
            tag = TagItem("6 points, two deng ×2", "6 แต้ม สองเด้ง ×2 · +40", size=0.85)
            tag.setPos(table._tag_point(spot, tag))
            tags[spot] = tag.mapRectToScene(tag.boundingRect().adjusted(3, 3, -3, -3))
        for spot, stack in enumerate(table.bet_stacks):
            if players == pd.MAX_HANDS and spot % 2:
                continue
            stack.set_amount(table.session.state.options.max_bet)
            for part in _stack_boxes(stack):
                for other, box in tags.items():
                    assert other == spot or not _meet(part, box), (players, spot, other)


def test_a_result_tag_rises_clear_of_the_hand_below_it_at_the_side_of_a_crowded_table(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """At eight seats the right side's place (spot 4) has a gap below it (spot 3); your hand
    there is drawn larger, and the tag under the place's cards lay on its cards."""
    from .fit_check import words_on_cards

    register_fonts()
    table = watch_table(qtbot, 8)
    cleanup.append(table)
    table.session.pause()
    table.scene.put(table.spot_piles[3], [None, None], False)
    table.spot_piles[3].layout.scale = MY_HAND_SCALE
    table.scene.snap(table.spot_piles[3])
    table.scene.put(table.spot_piles[4], [None, None, None], False)
    for text, subtitle in (("Stands", ""), ("6 points, two deng ×2", "6 แต้ม สองเด้ง ×2 · +40")):
        tag = TagItem(text, subtitle, size=0.85)
        tag.setPos(table._tag_point(4, tag))
        table.scene.addItem(tag)
        table.tags[4] = tag  # the hand's own: it may lie on the foot of spot 4's cards
        qtbot.wait(10)
        assert not words_on_cards(table), text
        own = table.spot_piles[4]
        middle = own.centre().y()
        assert tag.mapRectToScene(tag.boundingRect().adjusted(3, 3, -3, -3)).top() >= middle - 1
        table.scene.removeItem(tag)


# --- the round's end, as the result sheet shows it ------------------------------------------------

ROUND_STATUSES = ("Draws", "Stands", "No catch", "Sits out")


def play_to_result(qtbot: Any, table: PokDengTable) -> None:
    """The person's decisions (a bet at your place, stand where you may) until a round's result
    sheet holds the table."""
    session = table.session
    hold = table.hold

    def ready() -> bool:
        if table.scene.animator.busy:
            return False
        if hold.holding:
            return hold.sheet_shown
        return session.is_human_turn() and table.panel.current_group() is not None

    for _ in range(30):
        qtbot.waitUntil(ready, timeout=15_000)
        if hold.holding:
            return
        view = session.view(0)
        legal = session.legal_actions()
        own = next((a for a in legal if isinstance(a, pd.PlaceBet) and a.spot == 0), None)
        stand = next((a for a in legal if isinstance(a, pd.Stand)), None)
        simple = (pd.EndBets, pd.NoCatch, pd.KeepBank, pd.DeclineBank, pd.Rebuy)
        if own is not None and not view.my_hands:
            action = own
        elif stand is not None:
            action = stand
        else:
            action = next((a for a in legal if isinstance(a, simple)), legal[0])
        assert table.submit(action) is None
    pytest.fail("no result sheet came")


def _signed(amount: int) -> str:
    return ("+" if amount > 0 else "−" if amount < 0 else "±") + format_amount(abs(amount))


@pytest.mark.parametrize("first_dealer", [1, 0])
def test_the_corner_bankroll_shows_the_rounds_payment_with_the_result_sheet(
    qtbot: Any, cleanup: list[PokDengTable], first_dealer: int
) -> None:
    """The sheet says "You lost 10 this round": the corner said "Your bankroll 1,000 (10 on
    the table)", the amount before the payment, until the person went on."""
    table = make_table(qtbot, pd.Options(players=4, first_dealer=first_dealer), speed="fast")
    cleanup.append(table)
    overs: list[HandOver] = []
    table.session.handOver.connect(overs.append)
    for _ in range(3):
        play_to_result(qtbot, table)
        text = " ".join(table.info.text().split())
        after = table.session.view(0).stacks[0]  # the engine's, the payment made
        assert table.plates[0].chips == after
        assert f"Your bankroll {format_amount(after)}" in text, text
        assert "on the table" not in text, text
        assert f"last round {_signed(overs[-1].deltas[0])}" in text, text
        go_on_result(qtbot, table)


def test_a_round_sat_out_leaves_no_last_round_in_the_corner(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """The corner's "last round +20" is the round just played: after a round you sat out it
    said the round before's."""
    table = make_table(qtbot, pd.Options(players=4, first_dealer=1), speed="fast")
    cleanup.append(table)
    overs: list[HandOver] = []
    table.session.handOver.connect(overs.append)
    play_to_result(qtbot, table)
    assert "last round" in " ".join(table.info.text().split())
    go_on_result(qtbot, table)
    session = table.session
    qtbot.waitUntil(
        lambda: session.is_human_turn() and not table.scene.animator.busy, timeout=15_000
    )
    sit_out = next(a for a in session.legal_actions() if isinstance(a, pd.EndBets))
    assert not session.view(0).my_hands
    assert table.submit(sit_out) is None
    qtbot.waitUntil(lambda: len(overs) == 2 and not table.scene.animator.busy, timeout=30_000)
    assert "last round" not in " ".join(table.info.text().split())


@pytest.mark.parametrize("first_dealer", [1, 0])
def test_the_rounds_statuses_go_when_its_result_sheet_shows(
    qtbot: Any, cleanup: list[PokDengTable], first_dealer: int
) -> None:
    """ "Draws" stayed under the dealer's plate beside the result sheet of the round it was
    about; a round's "Stands", "No catch" and "Sits out" go with it too. The prompt says the
    round (Pok Deng's word, not "hand") is over."""
    table = make_table(qtbot, pd.Options(players=4, first_dealer=first_dealer), speed="fast")
    cleanup.append(table)
    for _ in range(3):
        play_to_result(qtbot, table)
        statuses = [plate.status for plate in table.plates]
        assert not any(s in ROUND_STATUSES for s in statuses), statuses
        assert table.panel.prompt.text().startswith("The round is over."), table.panel.prompt.text()
        assert table.hold.sheet.review_button.text() == "Review this round"
        go_on_result(qtbot, table)


def test_the_dealers_result_tag_shows_its_chips_in_a_demo(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Every hand's result tag ends with its chips ("7 แต้ม · +20"), the dealer's did not."""
    table = watch_table(qtbot)
    cleanup.append(table)
    overs: list[HandOver] = []
    table.session.handOver.connect(overs.append)
    table.end_after_hands = 1
    qtbot.waitUntil(lambda: table.ended and not table.scene.animator.busy, timeout=30_000)
    dealer = table.dealer
    tag = table.tags[2 * dealer]
    delta = overs[0].deltas[dealer]
    money = "tie" if delta == 0 else _signed(delta)
    assert (tag.subtitle or tag.text).endswith(money), (tag.text, tag.subtitle, delta)
    assert tag.tone == ("win" if delta > 0 else "lose" if delta < 0 else "tie")


@pytest.mark.parametrize("first_dealer", [1, 0])
def test_the_dealers_result_tag_shows_its_chips_at_a_persons_table(
    qtbot: Any, cleanup: list[PokDengTable], first_dealer: int
) -> None:
    """The dealer's chips on its tag: its own, or yours as the dealer (your side, as the other
    hands' tags show it then)."""
    table = make_table(qtbot, pd.Options(players=4, first_dealer=first_dealer), speed="fast")
    cleanup.append(table)
    overs: list[HandOver] = []
    table.session.handOver.connect(overs.append)
    play_to_result(qtbot, table)
    tag = table.tags[2 * first_dealer]
    delta = overs[0].deltas[first_dealer]
    money = "tie" if delta == 0 else _signed(delta)
    assert (tag.subtitle or tag.text).endswith(money), (tag.text, tag.subtitle, delta)


def test_each_pok_deng_thing_has_one_name(qtbot: Any, cleanup: list[PokDengTable]) -> None:
    """The button, the hint naming it and the plate's status say the same words; a cut in is
    written as the glossary writes it."""
    table = make_table(qtbot, pd.Options(players=4, first_dealer=1))
    cleanup.append(table)
    panel = table.pok_panel
    for action, button, words in (
        (pd.DeclineBank(), "decline_bank", "Let the bank pass"),
        (pd.AnnounceStop(), "announce_stop", "Announce your stop"),
    ):
        targets = table.hint_targets(action)
        assert targets is not None
        assert panel.buttons[button].base_text == targets.what == words
    gap = next(s for s in range(1, 8, 2) if pd.spot_kind(s, table.dealer) == "cut_in")
    assert table._spot_label(gap) == "Cut in"
    assert table._position_word("cut_in") == "cut in"
    assert table._place_words("cut_in") == "the cut in"
    table._choose_spot(gap)
    assert panel.buttons["bet"].base_text == "Bet on the cut in"
    targets = table.hint_targets(pd.PlaceBet(gap, 10))
    assert targets is not None and targets.what == "Bet 10 on the cut in"


def test_a_refused_bet_writes_its_limits_as_the_table_writes_amounts(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """A bet over the dealer's 20,000 cap is refused: the prompt gives the limits grouped as
    every amount on the felt ("from 10 to 20,000 chips"), not "20000"."""
    import re

    options = pd.Options(players=2, first_dealer=1, max_bet=20_000, starting_chips=100_000)
    table = make_table(qtbot, options)
    cleanup.append(table)
    assert wait_turn(qtbot, table) == "betting"
    reason = table.submit(pd.PlaceBet(0, 25_000))
    assert reason is not None
    shown = table.panel.prompt.text()
    assert "20,000" in shown, shown
    assert not re.search(r"\d{4}", shown), shown


def test_no_bet_lies_under_your_larger_cut_ins_result_tag_at_a_crowded_table(
    qtbot: Any, cleanup: list[PokDengTable]
) -> None:
    """Seven to nine seats, you at the table, every place and gap bet: your cut-in, drawn at
    the larger size the table gives it, comes at each gap in turn with a long result tag under
    it, and no other hand's bet lies under that tag or under your own hand's at your place (at
    seven seats the tag of your larger cut-in covered the top of a neighbouring bet's chips)."""
    register_fonts()
    for players in (7, 8, 9):
        table, bets = _every_spot_bet(qtbot, cleanup, players, 20_000, you=True)
        piles = table.spot_piles
        for gap in range(1, 2 * players, 2):
            table.hand_spot, table.hand_seat = {1: 0, 2: gap}, {1: 0, 2: 0}
            for spot in (0, gap):
                table._size_pile(spot, 0)
            assert piles[gap].layout.scale > HAND_SCALE
            for spot in (0, gap):
                tag = TagItem("6 points, two deng ×2", "6 แต้ม สองเด้ง ×2 · +40", size=0.85)
                tag.setPos(table._tag_point(spot, tag))
                box = tag.mapRectToScene(tag.boundingRect().adjusted(3, 3, -3, -3))
                for other, parts in enumerate(bets):
                    if other == spot or (players == pd.MAX_HANDS and other % 2):
                        continue
                    assert not any(_meet(part, box) for part in parts), (
                        players,
                        gap,
                        spot,
                        other,
                    )
