"""The end of a hand holds the table on a result sheet whose numbers are the engine's, until the
person goes on (Next, Space or a click); a demo and the "Results stay" setting go on by
themselves."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine import xito
from cardtable_qt.engine.match import HandOver
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings, settings_from_dict
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.dialogs.new_game import NewGameConfig
from cardtable_qt.ui.tables.hand_results import signed, winners_lines
from cardtable_qt.ui.tables.pokdeng import PokDengTable
from cardtable_qt.ui.tables.xito import XitoTable
from cardtable_qt.ui.window_run import save_picture

from .helpers import click, click_item, show_focused
from .test_app import make_window
from .test_xito_table import CALLER, RAISER, seats

POK_SEATS = [
    SeatConfig("human", "You"),
    SeatConfig("ai", "Somchai"),
    SeatConfig("ai", "Malee"),
    SeatConfig("ai", "Anan"),
]


def pok_table(qtbot: Any, seats: list[SeatConfig], settings: Settings | None = None) -> Any:
    options = pd.Options(players=4, first_dealer=1)
    session = GameSession("pokdeng", options, seats, 7, saves=SaveStore(), stats=StatsDB())
    table = PokDengTable(
        session, settings or Settings(animation_speed="off", ai_pace_ms=0), CardArt()
    )
    show_focused(qtbot, table)
    return table


def my_move_or_result(qtbot: Any, table: Any) -> str:
    """Wait for your decision ("turn") or a hand's result holding the table ("held")."""

    def ready() -> bool:
        if table.scene.animator.busy:
            return False
        if table.hold.holding and table.hold.sheet_shown:
            return True
        return bool(table.session.is_human_turn() and table.panel.current_group() is not None)

    qtbot.waitUntil(ready, timeout=20_000)
    return "held" if table.hold.holding else "turn"


def play_pokdeng_round_by_clicks(qtbot: Any, table: PokDengTable) -> None:
    session = table.session
    for _ in range(30):
        if my_move_or_result(qtbot, table) == "held":
            return
        view = session.view(0)
        if view.phase == "betting":
            if not view.my_hands:
                click_item(qtbot, table, table.spot_items[0])
            if session.is_human_turn() and session.view(0).phase == "betting":
                click(qtbot, table, "done")
        elif view.phase == "drawing":
            click(qtbot, table, "stand")
        elif view.phase == "rebuy":
            click(qtbot, table, "rebuy")
        else:
            table.session.submit(session.legal_actions()[0])
    raise AssertionError("no round ended")


def test_a_pokdeng_round_holds_on_its_sheet_with_the_engines_numbers(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = pok_table(qtbot, POK_SEATS)
    cleanup.append(table)
    session = table.session
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    play_pokdeng_round_by_clicks(qtbot, table)
    over = next(e for e in events if isinstance(e, HandOver))
    settles = [e for e in events[: events.index(over)] if isinstance(e, pd.Settle)]
    assert settles
    sheet = table.hold.sheet
    # each hand against the dealer: its name and chips; the dealer's net last
    rows = sheet.rows
    assert len(rows) == len(settles) + 1
    for row, e in zip(rows, settles, strict=False):
        assert row.points == signed(e.amount)
        assert row.groups[0].cards == tuple(e.cards)
        assert e.name in row.groups[0].label
        assert e.dealer_name in row.status
    assert rows[-1].points == signed(over.deltas[settles[0].dealer])
    mine = sum(e.amount for e in settles if e.seat == 0)
    assert mine == over.deltas[0]
    assert format_delta(over.deltas[0]) in sheet.title.text()
    # the table waits: no AI player moves, the next round's cards are not dealt
    moves = session.actions_applied
    qtbot.wait(700)
    assert table.hold.holding and sheet.isVisible() and session.actions_applied == moves
    assert table.panel.current_group() is None
    # Space goes on
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not table.hold.holding and not sheet.isVisible(), timeout=3000)
    qtbot.waitUntil(
        lambda: session.actions_applied > moves or session.is_human_turn(), timeout=5000
    )


def format_delta(delta: int) -> str:
    if delta > 0:
        return f"You won {delta:,}"
    if delta < 0:
        return f"You lost {-delta:,}"
    return "Even"


def test_a_demo_goes_on_by_itself_and_the_setting_does_too(qtbot: Any, cleanup: list[Any]) -> None:
    robots = [SeatConfig("ai", n) for n in ("Somchai", "Malee", "Anan", "Lek")]
    table = pok_table(qtbot, robots)
    cleanup.append(table)
    overs: list[HandOver] = []
    table.session.handOver.connect(overs.append)
    qtbot.waitUntil(lambda: len(overs) >= 3, timeout=30_000)  # no one clicked Next

    # the person's own result waits, unless "Results stay" says a number of seconds
    assert Settings().result_continue_s == 0
    assert settings_from_dict({"result_continue_s": 99}).result_continue_s == 30
    settings = Settings(animation_speed="off", ai_pace_ms=0, result_continue_s=1)
    table2 = pok_table(qtbot, POK_SEATS, settings)
    cleanup.append(table2)
    play_pokdeng_round_by_clicks(qtbot, table2)
    assert table2.hold.auto_delay_ms() == 1000
    qtbot.waitUntil(lambda: not table2.hold.holding, timeout=4000)


def test_a_click_on_the_sheet_goes_on(qtbot: Any, cleanup: list[Any]) -> None:
    table = pok_table(qtbot, POK_SEATS)
    cleanup.append(table)
    play_pokdeng_round_by_clicks(qtbot, table)
    sheet = table.hold.sheet
    qtbot.mouseClick(
        sheet, Qt.MouseButton.LeftButton, pos=sheet.rect().topLeft() + sheet.rect().center() / 4
    )
    qtbot.waitUntil(lambda: not table.hold.holding, timeout=3000)


def test_the_felt_is_shaded_behind_the_sheet_and_a_click_on_it_goes_on(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = pok_table(qtbot, POK_SEATS)
    cleanup.append(table)
    play_pokdeng_round_by_clicks(qtbot, table)
    sheet = table.hold.sheet
    shade = sheet.shade
    assert shade is not None and shade.isVisible()
    assert shade.geometry() == table.view.geometry()
    # a point of the view beside the sheet is darker with the shade than without it
    point = QPoint(table.view.geometry().left() + 8, sheet.geometry().center().y())
    assert not sheet.geometry().contains(point)
    shaded = table.grab().toImage().pixelColor(point).lightness()
    shade.hide()
    plain = table.grab().toImage().pixelColor(point).lightness()
    shade.show()
    assert shaded < plain * 0.8
    # the shade takes no click: one on the felt beside the sheet still goes on
    viewport = table.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.mapFrom(table, point))
    qtbot.waitUntil(lambda: not table.hold.holding, timeout=3000)
    assert not shade.isVisible()


def test_xito_pots_on_the_sheet_and_the_notice_agree_with_the_engine(
    qtbot: Any, cleanup: list[Any]
) -> None:
    options = xito.Options(players=3, starting_stack=60, turn_timer=None)
    session = GameSession(
        "xito",
        options,
        seats(RAISER, CALLER),
        0,
        saves=SaveStore(),
        stats=StatsDB(),
        bot_mode="thread",
    )
    table = XitoTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    show_focused(qtbot, table)
    cleanup.append(table)
    events: list[Any] = []
    session.eventsReady.connect(events.extend)
    checked = corners = 0
    pending: tuple[str, ...] = ()  # the last hand's corner lines, shown once the next is on
    for _ in range(80):
        state = my_move_or_result(qtbot, table)
        if pending and table.last_hand == pending:
            # each line whole in its corner: no amount cut off
            shown = table.last_info.text().split("\n")
            assert shown == list(pending) and not any("…" in line for line in shown)
            pending = ()
            corners += 1
        if state == "held":
            over = table.hold.over
            assert over is not None
            hand = table.hold.over_events
            awards = [e for e in hand if isinstance(e, xito.PotAwarded)]
            rows = table.hold.sheet.rows
            winners = list(dict.fromkeys(a.winner for a in awards))
            assert [r.name for r in rows][: len(winners)] == [table.seat_name(s) for s in winners]
            # each pot with its amount beside it, in the status of the row of who took it
            for a in awards:
                row = rows[winners.index(a.winner)]
                assert f"({a.amount:,})" in row.status, row.status
            # every row's chips are that player's net for the hand, as the title's are yours
            names = [table.seat_name(s) for s in range(3)]
            for row in rows:
                assert row.points == signed(over.deltas[names.index(row.name)]), row
            delta = over.deltas[0]
            mine = [r for r in rows if r.name == "You"]
            if mine:
                assert mine[0].points == signed(delta)
            title = table.hold.sheet.title.text()
            words = table.hold.sheet.subtitle.text()
            taken = sum(a.amount for a in awards if a.winner == 0)
            assert title == format_delta(delta).replace("Even", "You broke even")
            assert f"You put in {taken - delta:,}" in words
            if taken:
                assert f"took {taken:,}" in words
            # the notice on the felt says the same; the "last hand" line the winners' totals
            assert table.notice is not None and table.notice.text == title
            # the corner's "last hand" lines wait for the next hand (the table shows this one)
            assert table.next_last_hand is not None
            lines = table.next_last_hand[0]
            assert lines[0] == "Last hand:"
            assert list(lines[1:-1]) == winners_lines(awards, table.seat_name)
            assert table.last_info.text().split("\n") != list(lines)
            checked += 1
            pending = lines
            if checked >= 3:
                break
            qtbot.mouseClick(table.hold.sheet.button, Qt.MouseButton.LeftButton)
            continue
        view = session.view(0)
        if view.phase == "rebuy":
            key = Qt.Key.Key_R
        elif view.highest == 0:
            key = Qt.Key.Key_B
        else:
            key = Qt.Key.Key_C
        count = len(events)
        qtbot.keyClick(table.view, key)
        qtbot.waitUntil(lambda c=count: len(events) > c, timeout=3000)
    assert checked >= 3 and corners >= 2, (checked, corners)


def test_winners_line_counts_each_winner_once() -> None:
    awards = [
        xito.PotAwarded(0, 2425, 1, (0, 1), "pair", "Đôi", "Pair", 100),
        xito.PotAwarded(1, 404, 1, (0, 1), "pair", "Đôi", "Pair", 504),
        xito.PotAwarded(2, 30, 0, (0,), "", "", "", 30),
    ]
    names = {0: "You", 1: "Lan"}.__getitem__
    expected = ["Lan took pots worth 2,829 (2 pots)", "You took the pot of 30"]
    assert winners_lines(awards, names) == expected


def test_a_long_name_in_the_xito_corner_is_cut_not_the_amount(
    in_language: str, qtbot: Any, cleanup: list[Any]
) -> None:
    """A winner's line too wide for the last hand's corner cuts the winner's name short and
    keeps the amount ("Nguyễn Thị Phương took the po…" lost it)."""
    from cardtable_qt.ui.table import format_amount

    long_name = "Nguyễn Thị Phương Anh"
    options = xito.Options(players=3, turn_timer=None)
    players = [SeatConfig("human", "You"), SeatConfig("ai", long_name), SeatConfig("ai", "Lan")]
    session = GameSession("xito", options, players, 0, saves=SaveStore(), stats=StatsDB())
    table = XitoTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    show_focused(qtbot, table)
    cleanup.append(table)
    session.pause()
    awards = [xito.PotAwarded(0, 2087, 1, (1,), "", "", "", 2087)]
    table.last_hand = ("Last hand:", *winners_lines(awards, table.seat_name), "folded")
    table._update_info()
    shown = table.last_info.text().split("\n")
    assert format_amount(2087) in shown[1], shown
    assert not table.last_info.cut_words(), table.last_info.cut_words()


def test_a_xito_row_gives_the_same_net_as_the_title(qapp: Any) -> None:
    """You took a pot of 900 that held 300 of your own chips: the title says you won 600 and
    so does your row (the pot's 900 stands beside its name, not as a win)."""
    from cardtable_qt.engine.cards import parse_cards
    from cardtable_qt.ui.tables.hand_results import xito_sheet

    cards = tuple(parse_cards("AS AD KC KH 7S"))  # a 32-card deck: 7 to A
    events = [
        xito.HandStarted(1, 0, (0, 1, 2), (1000, 1000, 1000)),
        xito.HandShown(0, cards[0], cards, "two_pair", "Thú", "Two pair"),
        xito.HandShown(1, cards[0], cards, "pair", "Đôi", "Pair"),
        xito.PotAwarded(0, 900, 0, (0, 1), "two_pair", "Thú", "Two pair", 1600),
        HandOver((600, -300, -300)),
    ]
    names = {0: "You", 1: "Lan", 2: "Minh"}.__getitem__
    title, words, rows = xito_sheet(events[-1], events, names, 0)  # type: ignore[arg-type]
    assert title == "You won 600"
    assert words == "You put in 300 and took 900."
    assert [(r.name, r.status, r.points) for r in rows] == [
        ("You", "The pot (900)", "+600"),
        ("Lan", "loses", "−300"),
    ]


def test_an_uncontested_xito_pot_names_who_folded_heads_up(qapp: Any) -> None:
    """Heads-up the pot went to one player because the other folded, and the sheet says who;
    at a bigger table it stays "everyone else folded"."""
    from cardtable_qt.ui.tables.hand_results import xito_sheet

    names = {0: "You", 1: "Lan", 2: "Minh"}.__getitem__

    def words_of(seats: tuple[int, ...], winner: int) -> str:
        deltas = tuple(40 if s == winner else -40 // (len(seats) - 1) for s in seats)
        events = [
            xito.HandStarted(1, 0, seats, tuple(1000 for _ in seats)),
            xito.PotAwarded(0, 80, winner, (winner,), "", "", "", 1040),
            HandOver(deltas),
        ]
        _title, _words, rows = xito_sheet(events[-1], events, names, 0)  # type: ignore[arg-type]
        return rows[0].detail

    assert words_of((0, 1), 0) == "Lan folded"
    assert words_of((0, 1), 1) == "you folded"
    assert words_of((0, 1, 2), 2) == "everyone else folded"


def test_the_picture_of_a_held_result_keeps_the_sheet(qtbot: Any, tmp_path: Path) -> None:
    """``--demo`` and ``--tutorial`` save their picture with ``save_picture``: the running
    animations end first, but the hand's result sheet stays (it is what the picture shows)."""
    window = make_window(qtbot)
    config = NewGameConfig("pokdeng", pd.Options(players=4, first_dealer=1), POK_SEATS, 7)
    assert window.start_new_game(config) is not None
    table: Any = window.table
    play_pokdeng_round_by_clicks(qtbot, table)
    picture = tmp_path / "held.png"
    assert save_picture(QApplication.instance(), window, picture)
    assert table.hold.holding and table.hold.sheet_shown
    image = QImage(str(picture))
    assert (image.width(), image.height()) == (window.width(), window.height())
    window.leave_table()
