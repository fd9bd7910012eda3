"""Xì tố on the real table, played through real clicks and keys on the real buttons and cards."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage

from cardtable_qt.engine import xito
from cardtable_qt.engine.match import HandOver
from cardtable_qt.engine.rng import Rng
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui import i18n
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.table import CARD_W
from cardtable_qt.ui.table.chips import CHIP_D, CHIP_H, MAX_CHIPS
from cardtable_qt.ui.tables import TABLES, table_class
from cardtable_qt.ui.tables import xito as xito_table
from cardtable_qt.ui.tables.xito import XitoTable

from .helpers import click, click_item, press, show_focused, wait_turn


class CallerBot:
    """Never folds: calls every bet and opens with the smallest one."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        for action in legal_actions:
            if isinstance(action, xito.Call):
                return action
        bets = [a for a in legal_actions if isinstance(a, xito.Bet)]
        return bets[0] if bets else legal_actions[0]


class RaiserBot(CallerBot):
    """Raises by the smallest amount whenever it may; otherwise plays as ``CallerBot``."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        raises = [a for a in legal_actions if isinstance(a, xito.Raise)]
        return raises[0] if raises else super().choose(view, legal_actions, rng)


CALLER = f"{__name__}:CallerBot"
RAISER = f"{__name__}:RaiserBot"
YOU = SeatConfig("human", "You")


def seats(*bots: str) -> list[SeatConfig]:
    names = ["Minh", "Lan", "Hùng", "Thảo", "Quang"]
    return [YOU, *(SeatConfig("ai", names[i], bot) for i, bot in enumerate(bots))]


def make_table(
    qtbot: Any,
    options: xito.Options,
    players: list[SeatConfig] | None = None,
    *,
    seed: int = 7,
    session: GameSession | None = None,
    speed: str = "off",
) -> XitoTable:
    if session is None:
        players = players or seats(*["basic"] * (options.players - 1))
        session = GameSession(
            "xito", options, players, seed, saves=SaveStore(), stats=StatsDB(), bot_mode="thread"
        )
    table = XitoTable(session, Settings(animation_speed=speed, ai_pace_ms=0), CardArt())
    show_focused(qtbot, table)
    table.view.setFocus()
    return table


def acted(qtbot: Any, table: XitoTable, key: Qt.Key, events: list[Any]) -> Any:
    """Press a key that acts; the first event it caused."""
    n = len(events)
    press(qtbot, table, key, lambda: len(events) > n)
    return events[n]


def check_table_matches_engine(table: XitoTable) -> None:
    """Stacks, bets, pots and every seat's cards on the table are the engine's, and add up."""
    view = table.session.view(0)
    plates = [p.chips for p in table.plates]
    assert plates == list(view.stacks)
    bets = [s.amount if s.isVisible() else 0 for s in table.bet_stacks]
    assert bets == list(view.round_bets)
    pot = table.pot_stack.amount if table.pot_stack.isVisible() else 0
    assert pot == sum(p.amount for p in view.pots)
    # a line per pot, main first
    lines = [t.text for t in table.pot_tags if t.isVisible()]
    amounts = [p.amount for p in view.pots if p.amount]
    assert len(lines) == len(amounts)
    for line, amount in zip(lines, amounts, strict=True):
        assert f" {amount:,}" in line
    # chips are never made or lost: what the table shows is everything the seats bought
    assert sum(plates) + sum(bets) + pot == sum(view.bought)
    for seat, row in enumerate(table.rows):
        if not view.dealt[seat]:
            assert not row.items, seat
            continue
        shown = [i.card if i.face_up else None for i in row.items]
        hole = view.hole if seat == 0 else None
        assert shown == [hole, *view.upcards[seat]], seat
        assert all(i.face_up for i in row.items[1:])
        assert row.items[0].face_up == (seat == 0)  # your hole card only
        assert all(i._dimmed == view.folded[seat] for i in row.items)
    if view.dealt[0]:  # your hole card is marked as hidden from the others, over the card
        tag, hole = table.hole_tag, table.rows[0].items[0]
        assert tag.isVisible() and tag.text == "Hole card"
        assert tag.subtitle == "hidden from the others"
        box = tag.mapRectToScene(tag.boundingRect().adjusted(3, 3, -3, -3))  # less its margin
        card = hole.mapRectToScene(hole.card_rect())
        assert box.bottom() <= card.top() and card.left() < box.center().x() < card.right()
    else:
        assert not table.hole_tag.isVisible()
    assert [p.active for p in table.plates] == [
        s == view.current_player for s in range(len(table.plates))
    ]
    if view.first_bettor is not None:
        assert "tố đầu" in table.captions[view.first_bettor].text


def test_the_registry_finds_the_table() -> None:
    assert TABLES["xito"].endswith(":XitoTable")
    assert table_class("xito") is XitoTable


def test_a_hand_to_the_showdown_by_clicks_and_keys(
    qtbot: Any, cleanup: list[XitoTable], monkeypatch: pytest.MonkeyPatch
) -> None:
    options = xito.Options(players=3, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER, CALLER), seed=12)
    cleanup.append(table)
    session, panel = table.session, table.xito_panel
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    # what the table showed when each pot was being awarded (after the hole cards turned up)
    at_award: list[dict[str, Any]] = []
    award = xito_table._HANDLERS[xito.PotAwarded]

    def probe(t: XitoTable, e: xito.PotAwarded) -> None:
        award(t, e)
        t.scene.animator.call(
            lambda: at_award.append(
                {
                    "rows": [[(i.card, i.face_up) for i in r.items] for r in t.rows],
                    "captions": {s: (c.text, c.subtitle, c.tone) for s, c in t.captions.items()},
                    "plates": [p.chips for p in t.plates],
                    "event": e,
                }
            )
        )

    monkeypatch.setitem(xito_table._HANDLERS, xito.PotAwarded, probe)

    done: set[str] = set()
    for _ in range(12):
        wait_turn(qtbot, table)
        check_table_matches_engine(table)
        view = session.view(0)
        if view.highest == 0:
            # Tố: the amount with Max, Min and PgUp (one ante more), then B
            low, high = view.bet_range
            press(qtbot, table, Qt.Key.Key_End, lambda h=high: panel.value() == h)
            press(qtbot, table, Qt.Key.Key_Home, lambda lo=low: panel.value() == lo)
            press(qtbot, table, Qt.Key.Key_PageUp, lambda: panel.value() == 20)
            assert panel.value() == 20 and panel.slider.value() == 20
            press(qtbot, table, Qt.Key.Key_PageUp, lambda: panel.value() == 30)
            assert "Bet 30" in panel.buttons["bet"].text()
            assert not panel.buttons["call"].isVisible()
            bet = acted(qtbot, table, Qt.Key.Key_B, events)
            assert isinstance(bet, xito.BetPlaced)
            assert (bet.seat, bet.amount, bet.stack) == (0, 30, view.stacks[0] - 30)
            done.add("bet")
        elif "raise" not in done:
            # Tố thêm: the slider, moved with its own keys, then a click on Raise
            assert f"Call {view.to_call}" in panel.buttons["call"].text()
            panel.slider.setFocus()
            for _ in range(4):
                qtbot.keyClick(panel.slider, Qt.Key.Key_Right)
            low = view.bet_range[0]
            assert panel.value() == low + 4
            # the raise button says the total you will have in this round
            total = view.round_bets[0] + view.to_call + low + 4
            assert f"Raise to {total:,}" in panel.buttons["raise"].text()
            count = len(events)
            click(qtbot, table, "raise")
            qtbot.waitUntil(lambda c=count: len(events) > c, timeout=3000)
            raised = events[count]
            assert isinstance(raised, xito.Raised)
            assert (raised.seat, raised.called, raised.amount) == (0, view.to_call, low + 4)
            assert raised.round_total == view.round_bets[0] + view.to_call + low + 4
            table.view.setFocus()
            done.add("raise")
        else:
            # Theo, by its key; the button says how much
            owed = view.to_call
            assert panel.buttons["call"].text().startswith(f"Call {owed}")
            before = view.stacks[0]
            call = acted(qtbot, table, Qt.Key.Key_C, events)
            assert isinstance(call, xito.Called)
            assert (call.seat, call.amount, call.stack) == (0, owed, before - owed)
            done.add("call")
        if overs:
            break
    assert overs and done == {"bet", "raise", "call"}, done
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)

    # the showdown: every hole card turned up and every hand named, in Vietnamese and English
    shown = [e for e in events if isinstance(e, xito.HandShown)]
    assert {e.seat for e in shown} == {0, 1, 2}
    awards = [e for e in events if isinstance(e, xito.PotAwarded)]
    assert at_award and len(at_award) == len(awards)
    first = at_award[0]
    for e in shown:
        assert first["rows"][e.seat][0] == (e.hole, True)
        assert len(first["rows"][e.seat]) == 5
    winner = awards[0].winner
    for e in shown:
        text, subtitle, tone = first["captions"][e.seat]
        if e.seat == winner:
            assert (text, tone) == (f"Wins {awards[0].amount:,}", "win")
            assert subtitle == f"{e.name_vi} ({e.name_en})"
        else:
            assert (text, subtitle) == (e.name_vi, e.name_en)
    # the pot slid to the winner: the plate shows the stack the engine gave it
    assert first["plates"][winner] == awards[0].stack
    assert any(("won" in n or "lost" in n) for n in table.notice_log)
    # the next hand is on the table, and it is the engine's; the corner names the last one
    wait_turn(qtbot, table)
    check_table_matches_engine(table)
    assert "Last hand:" in table.last_info.text()
    assert table.session._stats.summary("xito").played == 1

    # the arrow keys walk over your cards; each names itself
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    assert table.focused_card is table.my_cards()[0]
    assert "hole card" in table.message and "only you see it" in table.message
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    assert table.focused_card is table.my_cards()[1]
    assert "face-up card" in table.message
    # a click on another seat's cards says what they show
    click_item(qtbot, table, table.rows[1].items[1])
    assert table.message.startswith("Minh:") and "showing" in table.message

    # Úp bài: a click on Fold; your cards stay, dimmed, until the next hand
    click(qtbot, table, "fold")
    assert any(isinstance(e, xito.Folded) and e.seat == 0 for e in events)
    wait_turn(qtbot, table)
    check_table_matches_engine(table)


def test_the_first_deal_and_the_chips_are_animated_and_space_finishes_them(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    options = xito.Options(players=3, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER, CALLER), seed=11, speed="slow")
    cleanup.append(table)
    session = table.session
    # a new match: its first hand is dealt on the table, not shown dealt
    assert table.scene.animator.busy
    qtbot.waitUntil(lambda: any(r.items for r in table.rows), timeout=5000)
    dealt = sum(len(r.items) for r in table.rows)
    assert 0 < dealt and table.scene.animator.busy
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    assert not table.scene.animator.busy
    assert [len(r.items) for r in table.rows] == [2, 2, 2]
    for row in table.rows:
        for item, slot in row.targets():
            assert item.pos() == slot.pos
    wait_turn(qtbot, table)
    check_table_matches_engine(table)
    # your chips slide to your bet; a click on the bare felt finishes it
    view = session.view(0)
    click(qtbot, table, "bet" if view.highest == 0 else "call")
    assert table.scene.animator.busy
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(4, 4))
    assert not table.scene.animator.busy
    wait_turn(qtbot, table)
    check_table_matches_engine(table)


def test_the_clock_folds_for_you_and_pausing_stops_it(qtbot: Any, cleanup: list[XitoTable]) -> None:
    options = xito.Options(players=3, turn_timer=15)
    table = make_table(qtbot, options, seats(CALLER, CALLER), seed=3)
    cleanup.append(table)
    session = table.session
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    wait_turn(qtbot, table)
    clock = table.clock
    # drawn round your plate, counting down from the table's 15 seconds (D-X7)
    assert clock.running and clock.seat == 0 and clock.length_ms == 15_000
    assert clock.isVisible() and clock.pos() == table.plates[0].pos()
    assert 14 <= clock.seconds_left() <= 15
    table.set_turn_length(400)  # a short turn for the test
    assert clock.length_ms == 400
    session.pause()
    qtbot.wait(800)  # twice the turn: a paused game does not fold you
    assert session.is_human_turn() and clock.running and clock.paused
    assert not any(isinstance(e, xito.Folded) for e in events)
    assert clock.remaining_ms() > 0
    session.resume()
    qtbot.waitUntil(
        lambda: any(isinstance(e, xito.Folded) and e.seat == 0 for e in events), timeout=3000
    )
    assert "Time is up" in table.message
    assert table.timeouts == 1
    # your next turn gets a fresh clock; answering stops it
    wait_turn(qtbot, table)
    assert clock.running and clock.seat == 0
    click(qtbot, table, "fold")
    assert clock.seat != 0 or not session.is_human_turn()


def test_no_clock_when_the_table_turns_it_off(qtbot: Any, cleanup: list[XitoTable]) -> None:
    table = make_table(qtbot, xito.Options(players=2, turn_timer=None), seats(CALLER))
    cleanup.append(table)
    wait_turn(qtbot, table)
    assert not table.clock.running and not table.clock.isVisible()


def test_a_saved_hand_resumes_on_the_same_table(qtbot: Any, cleanup: list[XitoTable]) -> None:
    options = xito.Options(players=4, turn_timer=None)
    table = make_table(qtbot, options, seed=21)
    cleanup.append(table)
    session = table.session
    for _ in range(30):
        wait_turn(qtbot, table)
        view = session.view(0)
        if view.betting_round >= 2 and 0 in view.live:
            break
        legal = session.legal_actions()
        call = next((a for a in legal if isinstance(a, xito.Call)), None)
        table.submit(call or next(a for a in legal if isinstance(a, xito.Bet)))
    view = session.view(0)
    assert view.betting_round >= 2
    payload = session.to_payload()
    restored = GameSession.from_payload(payload, bot_mode="thread")
    again = make_table(qtbot, options, session=restored)
    cleanup.append(again)
    wait_turn(qtbot, again)
    assert again.session.state.to_dict() == session.state.to_dict()
    check_table_matches_engine(again)
    for a, b in zip(again.rows, table.rows, strict=True):
        assert [(i.card, i.face_up) for i in a.items] == [(i.card, i.face_up) for i in b.items]
    assert [p.chips for p in again.plates] == [p.chips for p in table.plates]
    assert [p.marker for p in again.plates] == [p.marker for p in table.plates]
    assert [p.status for p in again.plates] == [p.status for p in table.plates]
    assert [s.amount for s in again.bet_stacks] == [s.amount for s in table.bet_stacks]
    assert again.pot_stack.amount == table.pot_stack.amount
    assert [t.text for t in again.pot_tags if t.isVisible()] == [
        t.text for t in table.pot_tags if t.isVisible()
    ]
    assert {s: c.text for s, c in again.captions.items()} == {
        s: c.text for s, c in table.captions.items()
    }
    assert again.xito_panel.current_group() == table.xito_panel.current_group() == "act"
    assert again.panel.prompt.text() == table.panel.prompt.text()
    # and it plays on
    legal = again.session.legal_actions()
    again.submit(next(a for a in legal if isinstance(a, (xito.Call, xito.Bet))))
    wait_turn(qtbot, again)
    check_table_matches_engine(again)


def test_short_of_the_ante_you_sit_out_then_rebuy(qtbot: Any, cleanup: list[XitoTable]) -> None:
    options = xito.Options(players=3, ante=10, starting_stack=20, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER, CALLER), seed=5)
    cleanup.append(table)
    session, panel = table.session, table.xito_panel
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    # antes and folds (F) leave you short of the ante (all-in on an ante, you cannot act)
    for _ in range(10):
        if wait_turn(qtbot, table) == "rebuy":
            break
        assert acted(qtbot, table, Qt.Key.Key_F, events) == xito.Folded(0)
    assert wait_turn(qtbot, table) == "rebuy"
    assert panel.current_group() == "rebuy"
    assert "less than the ante" in panel.prompt.text()
    assert panel.buttons["rebuy"].text().startswith("Re-buy 20 chips")
    assert not table.clock.running  # the clock is for bets, not for this question
    # sit this hand out: the others play it without you
    assert acted(qtbot, table, Qt.Key.Key_S, events) == xito.SatOut(0)
    assert wait_turn(qtbot, table) == "rebuy"  # still short: asked again before the next hand
    played = [e for e in events if isinstance(e, xito.HandStarted)]
    assert 0 not in played[-1].seats
    assert not table.rows[0].items
    check_table_matches_engine(table)
    # an AI player short of the ante re-bought by itself, on the table for all to see
    rebought = [e for e in events if isinstance(e, xito.Rebought)]
    assert rebought and all(e.automatic and e.seat != 0 for e in rebought)
    click(qtbot, table, "rebuy")
    assert any(isinstance(e, xito.Rebought) and e.seat == 0 for e in events)
    assert wait_turn(qtbot, table) == "betting"
    assert session.view(0).bought[0] == 40
    check_table_matches_engine(table)


def test_sitting_out_at_two_seats_ends_the_session(qtbot: Any, cleanup: list[XitoTable]) -> None:
    options = xito.Options(players=2, ante=10, starting_stack=20, turn_timer=30)
    table = make_table(qtbot, options, seats(CALLER), seed=4)
    cleanup.append(table)
    session = table.session
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    over: list[bool] = []
    session.matchOver.connect(lambda: over.append(True))
    for _ in range(10):
        if wait_turn(qtbot, table) == "rebuy":
            break
        acted(qtbot, table, Qt.Key.Key_F, events)
    assert session.view(0).phase == "rebuy"
    click(qtbot, table, "sit_out")
    qtbot.waitUntil(lambda: bool(over), timeout=5000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    assert session.state.is_over
    net = session.state.result
    assert net[0] == -20 and sum(net) == 0
    assert table.xito_panel.current_group() is None and not table.clock.running
    assert table.panel.prompt.text() == "The session is over."
    assert table.notice_log[-1] == "The session is over: you are 20 chips down"
    assert not any(row.items for row in table.rows)


def test_the_raise_limit_per_round_and_a_refused_raise(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    options = xito.Options(players=2, max_raises=1, raise_limit=5, turn_timer=None)
    table = make_table(qtbot, options, seats(RAISER), seed=2)
    cleanup.append(table)
    session, panel = table.session, table.xito_panel
    # the table's limits, on the table, in words: a bet is 11 to 5 antes, a raise adds as much
    lines = table.info.text().splitlines()
    assert lines[1] == "Ante 10 · a bet: 11 to 50 chips"
    assert lines[2] == "a raise: the call + 11 to 50"
    assert lines[3] == "at most one raise a round"
    assert len(lines) <= xito_table.INFO_LINES
    assert "at most one raise a round" in table.info.toolTip()
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    opened = False
    for _ in range(20):
        wait_turn(qtbot, table)
        view = session.view(0)
        if view.highest > 0 and view.raises >= 1:
            break
        if view.highest == 0:
            assert (panel.amount.minimum(), panel.amount.maximum()) == (11, 50)
            assert (panel.slider.minimum(), panel.slider.maximum()) == (11, 50)
            opened = True
        key = Qt.Key.Key_B if view.highest == 0 else Qt.Key.Key_C
        assert acted(qtbot, table, key, events).seat == 0
    else:
        pytest.fail("the raiser never raised")
    assert opened
    # one raise this round already: only call or fold, and the prompt says why
    assert panel.buttons["call"].isVisible() and panel.buttons["fold"].isVisible()
    assert not panel.buttons["raise"].isVisible() and not panel.slider.isVisible()
    assert "the limit is 1" in panel.prompt.text()
    reason = table.submit(xito.Raise(11))
    assert reason is not None and "already had 1 raise:" in reason
    assert reason in panel.prompt.text()
    check_table_matches_engine(table)


def test_side_pots_are_shown_with_who_may_win_them(qtbot: Any, cleanup: list[XitoTable]) -> None:
    options = xito.Options(players=3, starting_stack=60, turn_timer=None)
    table = make_table(qtbot, options, seats(RAISER, CALLER), seed=0)
    cleanup.append(table)
    session = table.session
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    for _ in range(40):
        wait_turn(qtbot, table)
        view = session.view(0)
        if view.phase == "rebuy":
            acted(qtbot, table, Qt.Key.Key_R, events)
            continue
        if len(view.pots) >= 2:
            break
        if view.highest == 0:  # open with everything the limit allows
            high = view.bet_range[1]
            press(qtbot, table, Qt.Key.Key_End, lambda h=high: table.xito_panel.value() == h)
            assert acted(qtbot, table, Qt.Key.Key_B, events).amount == high
        else:
            assert isinstance(acted(qtbot, table, Qt.Key.Key_C, events), xito.Called)
    else:
        pytest.fail("no side pot in 40 turns")
    check_table_matches_engine(table)
    view = session.view(0)
    tags = [t for t in table.pot_tags if t.isVisible()]
    assert tags[0].text == f"Main pot {view.pots[0].amount:,}"
    names = ["You", "Minh", "Lan"]
    who = ", ".join(names[s] for s in view.pots[1].eligible)
    assert tags[1].text == f"Side pot 1: {view.pots[1].amount:,} · {who}"
    boxes = [t.sceneBoundingRect() for t in tags]
    assert not boxes[0].intersects(boxes[1])


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_nothing_on_the_table_overlaps(players: int) -> None:
    """Every seat's plate, cards, caption and bet, the deck, the pots and the info corners.

    In card units, with each thing's full reach: a plate with its status pill and the clock's
    seconds, a row of five cards with the caption under it, a bet of four digits, a line for
    every pot the seats could make.
    """
    places = xito_table.seat_places(players)
    boxes: list[tuple[str, tuple[float, float, float, float]]] = []
    badge, pill, marker = xito_table.BADGE, xito_table.PILL, xito_table.MARKER
    for seat, place in enumerate(places):
        px, py = place.plate
        left, right, top, bottom = px - 1.05, px + 1.05, py - 0.31, py + 0.31
        boxes.append((f"plate{seat}", (left, top, right, bottom)))
        boxes.append((f"plate{seat} pill", (px - 0.95, bottom, px + 0.95, bottom + pill)))
        boxes.append((f"plate{seat} marker", (right - 0.55, top - 0.15, right + marker, top + 0.1)))
        if seat == 0:  # your seconds sit on your plate's left
            clock = (left - badge, py - 0.17, left, py + 0.17)
        else:  # the others' over their plate's left end
            clock = (left - 0.1, top - badge, left + 0.3, top)
        boxes.append((f"plate{seat} clock", clock))
        # all of it on the table
        assert 0 < clock[0] and right + marker < 16 and 0 < clock[1] and bottom + pill < 9.6
        width = (1 + 4 * place.step + xito_table.HOLE_GAP) * place.scale
        height = 1.4 * place.scale
        cx, cy = place.cards
        bottom = cy + height / 2 + (0 if seat == 0 else xito_table.CAPTION_H)
        boxes.append((f"cards{seat}", (cx - width / 2, cy - height / 2, cx + width / 2, bottom)))
        b_left, b_top, b_right, b_low = xito_table.BET_BOX
        bx, by = place.bet
        boxes.append((f"bet{seat}", (bx + b_left, by + b_top, bx + b_right, by + b_low)))
    mine = places[0]
    right_edge = mine.cards[0] + (1 + 4 * mine.step + xito_table.HOLE_GAP) * mine.scale / 2
    top_of_tags = mine.cards[1] + xito_table.MY_CAPTION_Y - 0.25
    boxes.append(("your captions", (right_edge + 0.1, top_of_tags, right_edge + 2.1, 9.2)))
    dx, dy = xito_table.DECK
    boxes.append(("deck", (dx - 0.3, dy - 0.4, dx + 0.25, dy + 0.35)))
    # the pot's chips as tall as they grow (a dozen: a big pot), where a bet once lay on them
    pot_top = xito_table.POT_Y - (CHIP_D / 2 + CHIP_H * MAX_CHIPS) / CARD_W
    boxes.append(("pot chips", (7.75, pot_top, 8.25, xito_table.POT_Y + 0.2)))
    for row in range(players):  # a line per pot: "Side pot 2: 1,234 · Minh, Lan, Hùng"
        x, y = XitoTable._pot_line_point(row)
        half = xito_table.POT_LINE_WIDTH / 2 + 0.15  # the text and the tag's rim
        boxes.append((f"pot line {row}", (x - half, y - 0.15, x + half, y + 0.15)))
    top = xito_table.INFO_TOP
    left = xito_table.INFO_LEFT
    lines = 0.21 * xito_table.INFO_LINES  # a line of the note is 0.15 units of type, spaced
    boxes.append(("info", (left, top, left + xito_table.INFO_WIDTH, top + lines)))
    right = xito_table.INFO_RIGHT
    boxes.append(("last hand", (right - xito_table.INFO_RIGHT_WIDTH, top, right, top + 0.45)))
    for i, (name_a, a) in enumerate(boxes):
        for name_b, b in boxes[i + 1 :]:
            if name_a.startswith("pot line") and name_b.startswith("pot line"):
                continue  # each other's neighbours by construction
            if name_a.split()[0] == name_b.split()[0]:
                continue  # the parts of one plate
            apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
            assert apart, f"{players} players: {name_a} {a} overlaps {name_b} {b}"


def test_the_demo_plays_a_hand_of_xito(tmp_path: Path) -> None:
    """``cardtable --demo xito``: the real window, AI players in every seat, a PNG, exit 0."""
    picture = tmp_path / "xito.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    args = ["--demo", "xito", "--hands", "1", "--seed", "5", "--screenshot", str(picture)]
    done = subprocess.run(
        [sys.executable, "-m", "cardtable_qt", *args, "--size", "1280x800"],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "hand 1 of 1" in done.stderr
    image = QImage(str(picture))
    assert (image.width(), image.height()) == (1280, 800)


def test_bet_presets_choose_min_half_pot_pot_and_all_in(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    options = xito.Options(players=3, turn_timer=None, starting_stack=200)
    table = make_table(qtbot, options, seats(CALLER, CALLER), seed=12)
    cleanup.append(table)
    session, panel = table.session, table.xito_panel
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    for _ in range(12):
        wait_turn(qtbot, table)
        view = session.view(0)
        if view.highest == 0 and view.bet_range is not None:
            break
        acted(qtbot, table, Qt.Key.Key_C, events)
    else:
        pytest.fail("you never opened")
    low, high = view.bet_range
    pot = sum(p.amount for p in view.pots) + sum(view.round_bets)
    for name, key, want in (
        ("half", Qt.Key.Key_BracketLeft, max(low, min(high, pot // 2))),
        ("pot", Qt.Key.Key_BracketRight, max(low, min(high, pot))),
        ("max", Qt.Key.Key_End, high),
        ("min", Qt.Key.Key_Home, low),
    ):
        click(qtbot, table, name)
        assert panel.value() == want, name
        click(qtbot, table, "max")
        press(qtbot, table, key, lambda w=want: panel.value() == w)  # its key too
    all_in = high >= view.stacks[0]
    assert panel.buttons["max"].base_text == ("All-in" if all_in else "Max")
    click(qtbot, table, "pot")
    bet = acted(qtbot, table, Qt.Key.Key_B, events)
    assert isinstance(bet, xito.BetPlaced) and bet.amount == max(low, min(high, pot))


def test_no_plate_keeps_the_turn_light_while_the_result_sheet_shows(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """You fold and the hand is over: while its sheet shows nobody is to act, so no plate
    glows as if it were their turn (the light stayed on the last one who acted)."""
    table = make_table(qtbot, xito.Options(players=3, turn_timer=None), seats(CALLER, CALLER))
    cleanup.append(table)
    events: list[Any] = []
    table.session.eventsReady.connect(events.extend)
    wait_turn(qtbot, table)
    assert table.plates[0].active
    if table.session.view(0).highest == 0:  # you bet first: the others call, then you fold
        acted(qtbot, table, Qt.Key.Key_B, events)
        wait_turn(qtbot, table)
    acted(qtbot, table, Qt.Key.Key_F, events)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=10_000)
    assert [p.seat for p in table.plates if p.active] == []


def test_a_demo_ends_on_its_last_result_with_no_plate_in_the_turn_light(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """A demo's last picture is its last hand's result: nobody is to act, so no plate glows
    (the one who acted last kept the light)."""
    players = [SeatConfig("ai", name, CALLER) for name in ("Minh", "Lan", "Hùng")]
    session = GameSession(
        "xito", xito.Options(players=3, turn_timer=None), players, 7, bot_mode="thread"
    )
    table = XitoTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    table.end_after_hands = 1
    show_focused(qtbot, table)
    qtbot.waitUntil(lambda: table.ended and not table.scene.animator.busy, timeout=30_000)
    qtbot.wait(50)
    assert [p.seat for p in table.plates if p.active] == []


def test_a_call_of_every_chip_you_have_says_all_in(qtbot: Any, cleanup: list[XitoTable]) -> None:
    """The bet to call is exactly your stack: calling puts you all-in (your plate says so
    after), so the button and the prompt say it before, as they do when you are short."""
    options = xito.Options(players=2, starting_stack=60, turn_timer=None)
    state = xito.new_match(3, options, dealer=0, deal={0: "9C 10D", 1: "7C KH"})
    assert state.current_player == 1
    state.apply(xito.Bet(50))
    assert state.view(0).to_call == state.view(0).stacks[0] == 50
    base = GameSession("xito", options, seats("basic"), 3, bot_mode="thread")
    payload = base.to_payload()
    base.shutdown()
    payload.update(state=state.to_dict(), hand_start=state.to_dict(), hands_played=0, hand_log=[])
    session = GameSession.from_payload(payload, bot_mode="thread")
    table = make_table(qtbot, options, session=session)
    cleanup.append(table)
    wait_turn(qtbot, table)
    assert table.xito_panel.buttons["call"].base_text == "Call 50 · all-in"
    assert "call your last 50 (all-in)" in table.panel.prompt.text()


def test_skip_to_the_end_goes_when_the_hand_is_over(qtbot: Any, cleanup: list[XitoTable]) -> None:
    """You fold early and may skip the rest of the hand (F); on its result sheet the hand is
    over and the button goes (it stayed there, offering to skip a hand already ended)."""
    table = make_table(qtbot, xito.Options(players=3, turn_timer=None), seats(CALLER, CALLER))
    cleanup.append(table)
    events: list[Any] = []
    table.session.eventsReady.connect(events.extend)
    wait_turn(qtbot, table)
    acted(qtbot, table, Qt.Key.Key_F, events)
    qtbot.waitUntil(lambda: table.ff_button.isVisible() or table.hold.sheet_shown, timeout=10_000)
    assert table.ff_button.isVisible()  # the others play on: you may skip it
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=20_000)
    assert not table.ff_button.isVisible()
    qtbot.keyClick(table.view, Qt.Key.Key_F)
    assert not table.fast_forwarding


def test_one_chip_is_said_as_one_chip(qtbot: Any, cleanup: list[XitoTable]) -> None:
    """A stack down to one chip: "You have 1 chip" and "your last chip", never "1 chips"."""
    import dataclasses

    options = xito.Options(players=3, ante=10, starting_stack=20, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER, CALLER), seed=5)
    cleanup.append(table)
    wait_turn(qtbot, table)
    view = table.session.view(0)
    one = dataclasses.replace(view, stacks=(1, *view.stacks[1:]))
    table._offer_rebuy(one)
    assert table.xito_panel.prompt.text().startswith("You have 1 chip, less than the ante")
    assert table._decision_prompt(dataclasses.replace(one, highest=0), (1, 1)) == (
        "You bet first: all-in with your last chip, or fold."
    )


def test_a_fold_heads_up_is_named_in_the_award_words(qtbot: Any, cleanup: list[XitoTable]) -> None:
    """Heads-up, you fold and Minh takes the pot: the table says you folded, not "everyone else
    folded" (there was nobody else)."""
    options = xito.Options(players=2, ante=10, starting_stack=200, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER), seed=4)
    cleanup.append(table)
    events: list[Any] = []
    table.session.eventsReady.connect(events.extend)
    wait_turn(qtbot, table)
    acted(qtbot, table, Qt.Key.Key_F, events)
    qtbot.waitUntil(lambda: any(isinstance(e, xito.PotAwarded) for e in events), timeout=5000)
    qtbot.waitUntil(lambda: bool(table.awards), timeout=5000)
    award = next(e for e in events if isinstance(e, xito.PotAwarded))
    assert award.winner == 1 and not award.category
    assert table.first_award[1] == "you folded"
    assert table.awards[0].startswith("Minh won ") and table.awards[0].endswith(": you folded")


def raise_all_in(qtbot: Any, table: XitoTable, events: list[Any]) -> Any:
    """At your turn: the amount at its top, then Raise: all of your chips."""
    wait_turn(qtbot, table)
    panel = table.xito_panel
    high = table.session.view(0).bet_range[1]
    press(qtbot, table, Qt.Key.Key_End, lambda: panel.value() == high)
    return acted(qtbot, table, Qt.Key.Key_R, events)


def test_an_all_in_run_out_keeps_no_words_of_the_round_that_ended(
    qtbot: Any, cleanup: list[XitoTable], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both all-in in the first round: the last three cards are dealt with no betting, then the
    showdown. What the table says then is about the hand as it is: the all-in amounts are the
    chips in front of each seat (then, once they are in the pot, just "All-in"), the first
    bettor's "shows …" goes when new cards come (it named the cards of the round that ended),
    and at the showdown the info line names no betting round."""
    options = xito.Options(players=2, starting_stack=60, turn_timer=None)
    session = GameSession("xito", options, seats(CALLER), 1, saves=SaveStore(), stats=StatsDB())
    assert session.state.current_player == 1  # Minh bets first (the smallest bet, 11)
    seen: dict[str, Any] = {}

    def probe(event: type, name: str) -> None:
        handler = xito_table._HANDLERS[event]

        def probed(t: XitoTable, e: Any) -> None:
            def look() -> None:  # the table just before this event plays
                seen.setdefault(
                    name,
                    {
                        "status": [p.status for p in t.plates],
                        "bets": [s.amount if s.isVisible() else 0 for s in t.bet_stacks],
                        "captions": {s: c.text + " " + c.subtitle for s, c in t.captions.items()},
                        "info": t.info.text(),
                    },
                )

            t.scene.animator.call(look)
            handler(t, e)

        monkeypatch.setitem(xito_table._HANDLERS, event, probed)

    probe(xito.BetsCollected, "collect")
    probe(xito.HandShown, "shown")
    probe(xito.PotAwarded, "award")
    table = make_table(qtbot, options, session=session)
    cleanup.append(table)
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    raised = raise_all_in(qtbot, table, events)
    assert isinstance(raised, xito.Raised) and raised.all_in and raised.round_total == 50
    qtbot.waitUntil(lambda: "award" in seen, timeout=10_000)
    called = next(e for e in events if isinstance(e, xito.Called))
    assert called.seat == 1 and called.all_in and called.amount == 39

    # the round's end: each all-in says the chips in front of it (Minh called 39 more, to 50)
    assert seen["collect"]["bets"] == [50, 50]
    assert seen["collect"]["status"] == ["All-in 50 · tố tất"] * 2
    # the showdown: the bets are in the pot, the first bettor's caption gone with its round
    assert seen["shown"]["status"] == ["All-in · tố tất"] * 2
    assert not any("tố đầu" in c for c in seen["shown"]["captions"].values())
    assert "betting round" not in seen["award"]["info"]
    assert seen["award"]["info"].startswith("Hand 1")


def test_a_hand_won_by_folds_keeps_no_first_bettor_caption(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """You bet first and fold at once: Minh takes the pot, and on the result your cards no
    longer say "First to bet · tố đầu" (the betting is over; Minh's caption says the win)."""
    options = xito.Options(players=2, starting_stack=200, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER), seed=0)
    cleanup.append(table)
    events: list[Any] = []
    table.session.eventsReady.connect(events.extend)
    wait_turn(qtbot, table)
    assert table.session.view(0).first_bettor == 0
    assert "tố đầu" in table.captions[0].text
    acted(qtbot, table, Qt.Key.Key_F, events)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=10_000)
    assert 0 not in table.captions
    assert table.captions[1].text.startswith("Wins ")


def test_after_an_undo_the_sheet_still_says_who_folded(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """Heads-up, you bet, Minh calls and the next card is dealt: Undo is refused (a card was
    seen since), and after you fold the result sheet says "you folded" as the table does."""
    options = xito.Options(players=2, starting_stack=200, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER), seed=0)
    cleanup.append(table)
    session, panel = table.session, table.xito_panel
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    wait_turn(qtbot, table)
    low = session.view(0).bet_range[0]
    press(qtbot, table, Qt.Key.Key_Home, lambda: panel.value() == low)
    assert isinstance(acted(qtbot, table, Qt.Key.Key_B, events), xito.BetPlaced)
    wait_turn(qtbot, table)  # the next round: Minh called
    assert session.view(0).betting_round == 2
    # fair play: the next card is dealt, so the bet before it cannot be taken back
    assert not table.undo_button.isEnabled()
    assert "seen a new card" in (session.undo_refusal() or "")
    qtbot.mouseClick(table.undo_button, Qt.MouseButton.LeftButton)
    assert session.view(0).betting_round == 2
    acted(qtbot, table, Qt.Key.Key_F, events)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=10_000)
    assert table.first_award[1] == "you folded"
    hold = table.hold
    assert hold.over is not None
    _title, _subtitle, rows = table.result_sheet(hold.over, hold.over_events)
    assert [(r.name, r.detail) for r in rows] == [("Minh", "you folded")]


@pytest.mark.parametrize("language", ["en", "vi", "zh_CN"])
def test_your_own_cards_are_named_as_your_hand_not_as_showing(
    qtbot: Any,
    cleanup: list[XitoTable],
    built_translations: None,
    english_after: None,
    language: str,
) -> None:
    """A card of yours under the keyboard names what all your cards make as your hand (your hole
    card is in it). It said "… in all" by swapping a word in "%1 showing", which most languages
    do not word that way: in Vietnamese and Chinese it stayed "showing", as if the others saw
    your hole card in it."""
    assert i18n.current().use(language)
    table = make_table(qtbot, xito.Options(players=2, turn_timer=None), seats(CALLER), seed=0)
    cleanup.append(table)
    wait_turn(qtbot, table)
    view = table.session.view(0)
    rank = xito.evaluate([view.hole, *view.upcards[0]])
    mine = table.tr("your hand: %1").replace(
        "%1", table._hand_words(rank.category, rank.name_vi, rank.name_en)
    )
    named = table._hand_words(rank.category, rank.name_vi, rank.name_en)
    showing = table.tr("%1 showing").replace("%1", named)
    for _ in range(2):  # the hole card, then the face-up one
        qtbot.keyClick(table.view, Qt.Key.Key_Right)
        assert table.message.endswith(" — " + mine), table.message
        assert showing not in table.message
        # the card by its sign (K♠), not its notation (KS)
        assert any(sign in table.message for sign in "♠♥♦♣"), table.message
    # another seat's cards: what they show (its face-up card alone)
    click_item(qtbot, table, table.rows[1].items[1])
    up = xito.evaluate(view.upcards[1])
    words = table._hand_words(up.category, up.name_vi, up.name_en)
    assert table.message.endswith(" — " + table.tr("%1 showing").replace("%1", words))


class FolderBot(CallerBot):
    """Folds whenever it may (it bets only when it must open the round)."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        folds = [a for a in legal_actions if isinstance(a, xito.Fold)]
        return folds[0] if folds else super().choose(view, legal_actions, rng)


class LateFolderBot(CallerBot):
    """Calls through the first betting round, then folds whenever it may."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        if view.betting_round >= 2:
            return FolderBot().choose(view, legal_actions, rng)
        return super().choose(view, legal_actions, rng)


FOLDER = f"{__name__}:FolderBot"
LATE_FOLDER = f"{__name__}:LateFolderBot"


def play_to_the_sheet(qtbot: Any, table: XitoTable, events: list[Any]) -> None:
    """You open with the smallest bet and call every bet, until the hand's result sheet."""
    session, panel = table.session, table.xito_panel

    def ready() -> bool:
        return table.hold.sheet_shown or bool(
            session.is_human_turn()
            and not table.scene.animator.busy
            and panel.current_group() is not None
        )

    while True:
        qtbot.waitUntil(ready, timeout=15_000)
        if table.hold.sheet_shown:
            return
        view = session.view(0)
        if view.highest == 0:
            low = view.bet_range[0]
            press(qtbot, table, Qt.Key.Key_Home, lambda low=low: panel.value() == low)
            acted(qtbot, table, Qt.Key.Key_B, events)
        else:
            acted(qtbot, table, Qt.Key.Key_C, events)


def all_in_run_out(
    qtbot: Any, cleanup: list[XitoTable], look: Any = None, monkeypatch: Any = None
) -> tuple[XitoTable, list[Any]]:
    """Heads-up, both all-in in the first round (you raise all-in, Minh calls): the last
    three cards come with no betting, then the showdown (Minh wins, seed 1). ``look(table)``
    runs just before each of the run-out's deals plays."""
    options = xito.Options(players=2, starting_stack=60, turn_timer=None)
    session = GameSession("xito", options, seats(CALLER), 1, saves=SaveStore(), stats=StatsDB())
    if look is not None:
        deal = XitoTable._deal

        def probed(t: XitoTable, deals: list[xito.CardDealt]) -> None:
            t.scene.animator.call(lambda: look(t))
            deal(t, deals)

        monkeypatch.setattr(XitoTable, "_deal", probed)
    table = make_table(qtbot, options, session=session)
    cleanup.append(table)
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    raise_all_in(qtbot, table, events)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=10_000)
    return table, events


def test_an_all_in_winner_is_no_longer_all_in_once_the_pot_is_won(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """Both all-in, Minh wins the pot: his plate holds 120 chips, so it no longer says "All-in"
    (it said so beside the chips it won, through the result); your plate, with no chips
    left, still does. The state says the same (``sync``)."""
    table, events = all_in_run_out(qtbot, cleanup)
    award = next(e for e in events if isinstance(e, xito.PotAwarded))
    assert award.winner == 1 and award.stack == 120
    assert table.plates[1].chips == 120
    assert "All-in" not in table.plates[1].status, table.plates[1].status
    assert table.plates[0].status == "All-in · tố tất"
    view = table.session.view(0)
    if view.dealt[1]:  # the state still at the hand: what sync says of the winner
        assert "All-in" not in table._status_from_view(view, 1)


def test_an_all_in_run_out_names_no_betting_round(
    qtbot: Any, cleanup: list[XitoTable], monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the last cards are dealt with no betting (everyone still in is all-in), the info
    line says so, not "betting round 1 of 4" (the round that ended)."""
    infos: list[str] = []
    _table, events = all_in_run_out(
        qtbot, cleanup, lambda t: infos.append(t.info.text().split("\n")[0]), monkeypatch
    )
    dealt = [e for e in events if isinstance(e, xito.CardDealt)]
    assert len(dealt) == 6 and not any(isinstance(e, xito.BettingRoundStarted) for e in events)
    # the first deal (the hole cards and the first face-up ones), then the run-out's cards
    assert len(infos) >= 2 and infos[0] == "Hand 1"
    assert infos[1:] == ["Hand 1 · no more betting"] * (len(infos) - 1)


def test_nobody_keeps_the_turn_light_through_a_run_out(
    qtbot: Any, cleanup: list[XitoTable], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both all-in: while the last cards are dealt with no betting nobody is to act, so no
    plate glows as if it were its turn (Minh's, who called last, kept the light)."""
    lit: list[list[int]] = []
    all_in_run_out(
        qtbot,
        cleanup,
        lambda t: lit.append([p.seat for p in t.plates if p.active]) if t.run_out else None,
        monkeypatch,
    )
    assert lit and lit == [[]] * len(lit), lit


def test_the_sheet_lists_the_losers_by_their_hands_winner_first(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """Three to the showdown: you win, Minh shows a high card before Lan shows a pair (seed
    3). The sheet lists you first, then Lan's pair, then Minh's high card (the strongest
    losing hand first), not in the order the hands were shown."""
    options = xito.Options(players=3, starting_stack=200, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER, CALLER), seed=3)
    cleanup.append(table)
    events: list[Any] = []
    table.session.eventsReady.connect(events.extend)
    play_to_the_sheet(qtbot, table, events)
    shown = [e for e in events if isinstance(e, xito.HandShown)]
    award = next(e for e in events if isinstance(e, xito.PotAwarded))
    losers = [e for e in shown if e.seat != award.winner]
    assert award.winner == 0 and [e.seat for e in losers] == [1, 2]
    assert xito.evaluate(losers[1].cards) > xito.evaluate(losers[0].cards)
    hold = table.hold
    assert hold.over is not None
    _title, _words, rows = table.result_sheet(hold.over, hold.over_events)
    assert [r.name for r in rows] == ["You", "Lan", "Minh"]
    assert rows[1].status == rows[2].status == "loses"


def test_a_pot_won_heads_up_after_earlier_folds_names_who_folded(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """Minh folds in the first round; you and Lan bet it out heads-up, and Lan folds in the
    second: the sheet, your caption and the award line say "Lan folded", not "everyone else
    folded"."""
    options = xito.Options(players=3, starting_stack=200, turn_timer=None)
    table = make_table(qtbot, options, seats(FOLDER, LATE_FOLDER), seed=3)
    cleanup.append(table)
    events: list[Any] = []
    table.session.eventsReady.connect(events.extend)
    play_to_the_sheet(qtbot, table, events)
    hand = events[: next(i for i, e in enumerate(events) if isinstance(e, HandOver))]
    folds = [e.seat for e in hand if isinstance(e, xito.Folded)]
    rounds = [e.round for e in hand if isinstance(e, xito.BettingRoundStarted)]
    assert folds == [1, 2] and rounds == [2]  # (the first round's start is the deal's)
    award = next(e for e in events if isinstance(e, xito.PotAwarded))
    assert award.winner == 0 and not award.category
    assert table.first_award[1] == "Lan folded"
    assert table.awards == [f"You won {award.amount}: Lan folded"]
    assert table.captions[0].subtitle == "Lan folded"
    hold = table.hold
    assert hold.over is not None
    _title, _words, rows = table.result_sheet(hold.over, hold.over_events)
    assert [(r.name, r.detail) for r in rows] == [("You", "Lan folded")]


def test_a_hand_won_by_folds_names_no_betting_round(qtbot: Any, cleanup: list[XitoTable]) -> None:
    """You fold in the first round and Minh takes the pot: while the result shows, the info
    line says the hand alone, not "betting round 1 of 4" (no round is being bet any more; a
    showdown already said so)."""
    options = xito.Options(players=2, starting_stack=200, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER), seed=0)
    cleanup.append(table)
    events: list[Any] = []
    table.session.eventsReady.connect(events.extend)
    wait_turn(qtbot, table)
    assert table.info.text().split("\n")[0] == "Hand 1 · betting round 1 of 4"
    acted(qtbot, table, Qt.Key.Key_F, events)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=10_000)
    assert table.info.text().split("\n")[0] == "Hand 1"


def fold_at_once(qtbot: Any, cleanup: list[XitoTable], speed: str = "off") -> XitoTable:
    """Three seats, two callers; you fold at your first turn."""
    options = xito.Options(players=3, ante=10, starting_stack=200, turn_timer=None)
    table = make_table(qtbot, options, seats(CALLER, CALLER), seed=4, speed=speed)
    cleanup.append(table)
    events: list[Any] = []
    table.session.eventsReady.connect(events.extend)
    wait_turn(qtbot, table)
    acted(qtbot, table, Qt.Key.Key_F, events)
    return table


def test_after_you_fold_the_prompt_says_so_and_who_plays(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """You fold while two others play on: the prompt line says you folded and who is playing
    now (shared ``GameTable.out_prompt``)."""
    table = fold_at_once(qtbot, cleanup)
    seen: list[str] = []

    def out_prompt() -> bool:
        seen.append(str(table.panel.prompt.text()))
        return seen[-1].startswith("You folded · ")

    qtbot.waitUntil(out_prompt, timeout=10_000)
    names = {f"You folded · {name} is playing" for name in ("Minh", "Lan")}
    assert seen[-1] in names, seen


def test_the_corner_shows_the_last_hand_only_once_the_next_hand_starts(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """At a hand's end the table itself shows its result (captions, sheet): the corner's "Last
    hand" lines do not repeat it there, they come with the next hand."""
    table = fold_at_once(qtbot, cleanup)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=15_000)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=15_000)
    assert "Last hand" not in table.last_info.text()
    qtbot.mouseClick(table.hold.sheet.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=15_000)
    assert table.last_info.text().startswith("Last hand:")


def test_after_you_fold_the_prompt_says_so_to_the_hands_end(
    qtbot: Any, cleanup: list[XitoTable]
) -> None:
    """You fold; the others bet on to the showdown as the table shows it (animated, AI pace 0):
    the prompt says you folded all along, never blank as the hand's end moves (the engine is
    already at the next hand, where you have not folded)."""
    table = fold_at_once(qtbot, cleanup, speed="normal")
    prompts: list[str] = []
    for _ in range(1500):
        if table.hold.sheet_shown:
            break
        prompt = table.panel.prompt.text()
        prompts.append(prompt)
        assert prompt.startswith("You folded"), prompts[-5:]
        qtbot.wait(10)
    assert table.hold.sheet_shown and len(set(prompts)) >= 2, set(prompts)
