"""Every word at every table fits at the smallest window and the usual one, in every language:
at each game's busiest moments no label, plate, tag, note, board or place has words cut, out
of view or over one another (``fit_check``)."""

from __future__ import annotations

import os
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from cardtable_qt.engine import registry
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables import table_class

from .fit_check import problems
from .helpers import show_focused

# the table's share of a 1024×640 and of a 1280×800 window (the menu and status bars take 60)
SIZES = ((1024, 580), (1280, 740))


def look(
    qtbot: Any, table: Any, moment: str, seen: dict[str, list[str]], *, log: bool = False
) -> None:
    """Check the table at each size (the same table, resized as a person would); with
    ``log``, again with the game log open beside the felt (the felt 270 px narrower)."""
    if log and table.log_panel is not None:
        table.log_panel.set_open(True)
        look(qtbot, table, f"{moment}, the log open", seen)
        table.log_panel.set_open(False)
    for size in SIZES:
        table.resize(*size)
        QApplication.processEvents()
        qtbot.wait(5)
        # what the last step set going has come to rest (a regroup's labels follow its cards)
        qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=10_000)
        found = problems(table)
        for problem in found:
            seen.setdefault(problem, []).append(f"{moment} at {size[0]}")
        if found and os.environ.get("FIT_SHOTS"):  # a picture of each moment with a problem
            name = "".join(c if c.isalnum() else "_" for c in f"{moment}_{size[0]}")
            hold = getattr(table, "hold", None)
            sheet = hold.sheet if hold is not None and hold.sheet_shown else None
            if sheet is not None:  # the felt under the sheet too
                sheet.hide()
                table.grab().save(
                    f"{os.environ['FIT_SHOTS']}/{type(table).__name__}_{name}_felt.png"
                )
                sheet.show()
            table.grab().save(f"{os.environ['FIT_SHOTS']}/{type(table).__name__}_{name}.png")
    table.resize(*SIZES[0])
    QApplication.processEvents()


def play(
    qtbot: Any, table: Any, seen: dict[str, list[str]], most: int, hands: int = 1
) -> list[str]:
    """The person's decisions (each one's middle legal action) up to ``most`` of them, or to
    the end of ``hands`` hands; each decision and each result sheet looked at. The moments."""
    session = table.session
    moments: list[str] = []
    overs: list[Any] = []
    session.handOver.connect(overs.append)
    decisions = 0
    for _ in range(800):
        if session.state.is_over or decisions >= most:
            break
        hold = getattr(table, "hold", None)
        if hold is not None and hold.holding and hold.sheet_shown and not table.scene.animator.busy:
            look(qtbot, table, "the result sheet", seen, log=True)
            moments.append("the result sheet")
            if len(overs) >= hands:
                break
            from PySide6.QtCore import Qt

            qtbot.mouseClick(hold.sheet.button, Qt.MouseButton.LeftButton)
            qtbot.wait(5)
            continue
        if session.is_human_turn() and not table.scene.animator.busy:
            qtbot.wait(1)
            if table.panel.current_group() is None:
                qtbot.wait(5)
                continue
            decisions += 1
            moment = f"decision {decisions} ({table.panel.current_group()})"
            look(qtbot, table, moment, seen, log=decisions == 1)
            moments.append(moment)
            legal = session.legal_actions()
            table.submit(legal[len(legal) // 2])
        qtbot.wait(5)
    return moments


def report(seen: dict[str, list[str]]) -> str:
    return "\n".join(f"{k}  [{', '.join(sorted(set(v))[:3])}]" for k, v in seen.items())


def new_table(qtbot: Any, cleanup: list[Any], game: str) -> Any:
    module = registry.load(game)
    options = module.Options()
    seats = [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"Player {i}") for i in range(1, options.players)
    ]
    session = GameSession(game, options, seats, 4, saves=SaveStore(), stats=StatsDB())
    cls = table_class(game)
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, SIZES[0])
    return table


@pytest.mark.parametrize("game", ["pokdeng", "xito"])
def test_words_fit_at_a_chip_game(
    in_language: str, qtbot: Any, cleanup: list[Any], game: str, themed: Any
) -> None:
    table = new_table(qtbot, cleanup, game)
    seen: dict[str, list[str]] = {}
    moments = play(qtbot, table, seen, most=30)
    assert "the result sheet" in moments and len(moments) > 3, moments
    assert not seen, report(seen)


@pytest.mark.slow
@pytest.mark.parametrize("game", ["pokdeng", "xito", "guandan", "rummy"])
def test_words_fit_through_two_hands_of_every_game(
    in_language: str, qtbot: Any, cleanup: list[Any], game: str, themed: Any
) -> None:
    """Every decision of two hands (a Guandan or Rummy hand: its first 60), and their
    sheets."""
    table = new_table(qtbot, cleanup, game)
    seen: dict[str, list[str]] = {}
    moments = play(qtbot, table, seen, most=60, hands=2)
    assert len(moments) > 3, moments
    assert not seen, report(seen)


def guandan_moments(qtbot: Any, cleanup: list[Any], seen: dict[str, list[str]]) -> None:
    """Paying tribute, following with Show plays, the arranged hand, the reading chooser, a
    Double Dweller's places, and the end of a hand (its sheet)."""
    from PySide6.QtCore import Qt

    from cardtable_qt.engine import guandan as gd

    from .helpers import press
    from .test_guandan_rummy_sizes import guandan
    from .test_guandan_table import click_card
    from .test_guandan_table import wait_turn as guandan_turn

    state, _ = gd.next_hand_position(
        ["RJ", "", "", ""], [1, 2, 3], team_levels=(2, 5), level_team=1
    )
    table = guandan(qtbot, cleanup, state, hands_played=1)
    assert guandan_turn(qtbot, table)
    look(qtbot, table, "tribute", seen)
    state, _ = gd.next_hand_position(["", "BJ", "", "AS"], finish=[0, 2], team_levels=(5, 2))
    table = guandan(qtbot, cleanup, state, hands_played=1)
    qtbot.waitUntil(lambda: table.result_board.isVisible(), timeout=10_000)
    look(qtbot, table, "a Double Dweller's tribute", seen)
    state = gd.position(
        ["7S 9S 9D KS QS QD QC QH 2H 5C 5D 8S 8D 8C", "3S 4S 6S", "3D 4D 6D", "3C 4C"],
        leader=3,
        trick=[(3, "6C")],
    )
    table = guandan(qtbot, cleanup, state)
    assert guandan_turn(qtbot, table)
    qtbot.keyClick(table.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: bool(table.selected_cards()), timeout=3000)
    look(qtbot, table, "following, Show plays", seen, log=True)
    press(qtbot, table, Qt.Key.Key_A, lambda: table.arranged is not None)
    look(qtbot, table, "arranged", seen)
    state = gd.position(["8S 8D 8C 2H 2H 5C 9D", "3S 4S 6S", "3D 4D 6D", "3C 4C 6C"], leader=0)
    table = guandan(qtbot, cleanup, state)
    assert guandan_turn(qtbot, table)
    for card in [c for c in table.session.view(0).hand if c.rank in (8, 2)]:
        click_card(qtbot, table, card)
    press(qtbot, table, Qt.Key.Key_Return, lambda: table.gd_panel.current_group() == "choose")
    look(qtbot, table, "the chooser", seen)
    # North is out first, your last card makes you Follower: the hand's places and its sheet
    table = at_your_follower_sheet(qtbot, cleanup)
    look(qtbot, table, "the hand's sheet", seen, log=True)


def at_your_follower_sheet(qtbot: Any, cleanup: list[Any], while_on: Any = None) -> Any:
    """A Guandan table at the sheet of a hand your last card ends: North is out first, you
    go out second (Follower), your teams at A and 9. ``while_on(table)``, if given, must hold
    while the hand still goes on."""
    from PySide6.QtCore import Qt

    from cardtable_qt.engine import guandan as gd

    from .helpers import press
    from .test_guandan_rummy_sizes import guandan
    from .test_guandan_table import wait_turn as guandan_turn

    state = gd.position(
        ["9S", "6C 7C 8C", "", "9D 10D JD"], leader=0, finished=[2], team_levels=(14, 9)
    )
    table = guandan(qtbot, cleanup, state, hands_played=4)
    assert guandan_turn(qtbot, table)
    if while_on is not None:
        assert while_on(table)
    press(qtbot, table, Qt.Key.Key_W, lambda: bool(table.selected_cards()))
    press(qtbot, table, Qt.Key.Key_Return, lambda: table.hold.holding)
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=5000)
    return table


def rummy_moments(qtbot: Any, cleanup: list[Any], seen: dict[str, list[str]]) -> None:
    """Drawing, confirming a pack, a hand that can declare (its group labels), a refused
    declaration, an opponent's declaration (the deal's sheet), Scores, packed with
    Fast-forward."""
    from PySide6.QtCore import Qt

    from cardtable_qt.engine import rummy as rm

    from .helpers import press
    from .test_rummy_table import WINNING, arrange, first_to_play, new_session, opponent_declares
    from .test_rummy_table import wait_turn as rummy_turn

    options = rm.Options(players=4)
    seed = first_to_play(options)
    session = new_session(options, seed)
    arrange(session.state, {0: WINNING}, wild="5C", stock_top="QD JS", seed=seed)
    table = table_class("rummy")(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, SIZES[0])
    rummy_turn(qtbot, table, "draw")
    look(qtbot, table, "draw", seen)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    look(qtbot, table, "confirm pack", seen)
    table.pack_armed = False
    table.update_panel()
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    rummy_turn(qtbot, table, "discard")
    look(qtbot, table, "can declare", seen)
    table.selected = {session.view(0).drawn}
    table.relayout_hand()
    press(qtbot, table, Qt.Key.Key_E, lambda: bool(table.reasons_shown))
    look(qtbot, table, "refused", seen)
    # the same hand again, arranged at once (Auto-arrange) after drawing: its groups labelled
    session = new_session(options, seed)
    arrange(session.state, {0: WINNING}, wild="5C", stock_top="QD JS", seed=seed)
    table = table_class("rummy")(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, SIZES[0])
    rummy_turn(qtbot, table, "draw")
    press(qtbot, table, Qt.Key.Key_S, lambda: session.view(0).phase == "discard")
    rummy_turn(qtbot, table, "discard")
    press(qtbot, table, Qt.Key.Key_A, lambda: len(table.group_labels) > 1)  # arranged
    look(qtbot, table, "can declare, arranged", seen, log=True)

    table = opponent_declares(qtbot, cleanup, SIZES[0])
    look(qtbot, table, "the deal's sheet", seen, log=True)
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.sheet.isVisible())
    qtbot.waitUntil(lambda: not table.holding and table.is_my_turn(), timeout=20_000)
    press(qtbot, table, Qt.Key.Key_C, lambda: table.sheet.isVisible())
    look(qtbot, table, "Scores", seen)

    options = rm.Options(players=6)
    table = table_class("rummy")(
        new_session(options, first_to_play(options, 80)),
        Settings(animation_speed="off", ai_pace_ms=0),
        CardArt(),
    )
    cleanup.append(table)
    show_focused(qtbot, table, SIZES[0])
    rummy_turn(qtbot, table, "draw")
    look(qtbot, table, "six players", seen)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.pack_armed)
    press(qtbot, table, Qt.Key.Key_P, lambda: table.seat_status[0] == "packed")
    qtbot.waitUntil(lambda: table.ff_button.isVisible() or table.holding, timeout=10_000)
    look(qtbot, table, "packed", seen)


MOMENTS = {"guandan": guandan_moments, "rummy": rummy_moments}


@pytest.mark.parametrize("game", sorted(MOMENTS))
def test_words_fit_at_a_games_busiest_moments(
    in_language: str, qtbot: Any, cleanup: list[Any], game: str, themed: Any
) -> None:
    seen: dict[str, list[str]] = {}
    MOMENTS[game](qtbot, cleanup, seen)
    assert not seen, report(seen)


def test_a_result_sheet_stays_on_the_felt_when_the_log_opens(
    qtbot: Any, cleanup: list[Any]
) -> None:
    """The game log opened while a hand's result is shown: the sheet moves onto the narrower
    felt (it used to stay where it was, over the log)."""
    from .test_results import POK_SEATS, play_pokdeng_round_by_clicks, pok_table
    from .test_rummy_table import opponent_declares

    pokdeng = pok_table(qtbot, POK_SEATS)
    cleanup.append(pokdeng)
    pokdeng.resize(*SIZES[0])
    play_pokdeng_round_by_clicks(qtbot, pokdeng)
    rummy = opponent_declares(qtbot, cleanup, SIZES[0])
    for table, sheet in ((pokdeng, pokdeng.hold.sheet), (rummy, rummy.sheet)):
        assert sheet.isVisible()
        table.log_panel.set_open(True)
        qtbot.waitUntil(lambda t=table: t.view.width() < SIZES[0][0] - 250, timeout=3000)
        QApplication.processEvents()
        assert table.view.geometry().contains(sheet.geometry()), (
            type(table).__name__,
            sheet.geometry(),
            table.view.geometry(),
        )
        table.log_panel.set_open(False)


def test_the_check_finds_cut_and_overlapping_words(qtbot: Any) -> None:
    """Each kind of fault ``fit_check`` looks for, made on purpose, is found."""
    from PySide6.QtCore import QRectF
    from PySide6.QtWidgets import QLabel, QWidget

    from cardtable_qt.ui.table.board import InfoBoard
    from cardtable_qt.ui.table.labels import InfoText, TagItem
    from cardtable_qt.ui.table.note import NoteItem
    from cardtable_qt.ui.table.scene import CardScene
    from cardtable_qt.ui.table.seat_plate import PLATE_H, PLATE_W, SeatPlate
    from cardtable_qt.ui.table.units import CARD_W, at
    from cardtable_qt.ui.table.view import TableView

    from .fit_check import felt_problems, label_problems

    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(400, 200)
    narrow = QLabel("A label much wider than its room", holder)
    narrow.setGeometry(0, 0, 60, 30)
    wrapped = QLabel("Words wrapped into a box far too low for them all to show", holder)
    wrapped.setWordWrap(True)
    wrapped.setGeometry(0, 40, 80, 16)
    under = QLabel("Over", holder)
    under.setGeometry(200, 0, 80, 30)
    over = QLabel("Under", holder)
    over.setGeometry(220, 10, 80, 30)
    edge = QLabel("Edge", holder)
    edge.setGeometry(380, 150, 60, 30)
    fine = QLabel("Fine", holder)
    fine.setGeometry(0, 120, 100, 30)
    holder.show()
    qtbot.waitExposed(holder)
    found = "\n".join(label_problems(holder))
    assert "much wider" in found and "wrapped into" in found
    assert "'Over' and 'Under' lie over one another" in found
    assert "'Edge'" in found and "cut by the edge" in found
    assert "'Fine'" not in found

    scene = CardScene(CardArt(), 16.0, 9.6)
    table = QWidget()
    qtbot.addWidget(table)
    table.scene = scene  # type: ignore[attr-defined]
    table.view = TableView(scene, table)  # type: ignore[attr-defined]
    table.view.resize(800, 480)  # type: ignore[attr-defined]
    table.show()
    qtbot.waitExposed(table)
    plate = SeatPlate(0, "A name far too long for any plate")
    plate.setPos(at(3, 3))
    tag = TagItem("On the plate")
    tag.setPos(at(3, 3.2))
    board = InfoBoard("A board", CARD_W * 2)
    board.set_content("A board", [("A label as long as the board", "12,345", False)])
    board.setPos(at(8, 1))
    note = NoteItem("A title too wide for its note", width=CARD_W * 1)
    note.setPos(at(8, 6))
    outside = TagItem("Out of view")
    outside.setPos(at(-3, 5))
    alone = TagItem("Alone")
    alone.setPos(at(12, 8))
    corner = InfoText()
    corner.set_lines(["Short", "Last hand: Lan took the pot of 914"], CARD_W * 1.5)
    corner.setPos(at(5, 8))

    class TightPlate(SeatPlate):
        def boundingRect(self) -> QRectF:  # the body only: the pill hangs out below
            return QRectF(-PLATE_W / 2, -PLATE_H / 2, PLATE_W, PLATE_H)

    tight = TightPlate(1, "Tight")
    tight.set_status("Stands")
    tight.setPos(at(12, 3))
    for item in (plate, tag, board, note, outside, alone, corner, tight):
        scene.addItem(item)
    found = "\n".join(felt_problems(table))
    assert "name 'A name far too long" in found
    assert "SeatPlate 'A name far too long for any plate' and TagItem 'On the plate'" in found
    assert "row 'A label as long as the board'" in found
    assert "title 'A title too wide for its note'" in found
    assert "TagItem 'Out of view' is cut by the edge of the view" in found
    assert "'Alone'" not in found
    assert "line 'Last hand: Lan took the pot of 914' does not fit" in found
    assert "line 'Short'" not in found
    assert "TightPlate 'Tight' draws past its bounds" in found
    assert "SeatPlate 'A name far too long for any plate' draws past" not in found


def test_a_decided_guandan_hand_shows_places_not_counts_under_the_plates(
    qtbot: Any, cleanup: list[Any]
) -> None:
    """Once the hand is decided each plate wears its place in its pill; the count of cards
    left is no longer shown under it (it lay under your own plate's pill)."""

    table = at_your_follower_sheet(
        qtbot,
        cleanup,
        # East's three cards, while the hand goes on
        lambda table: table.count_tags[1].isVisible(),
    )
    assert [p.status for p in (table.plates[1], table.plates[3])] == ["Double Dweller 双下"] * 2
    assert not any(tag.isVisible() for tag in table.count_tags.values())


def test_the_guandan_boards_step_aside_while_the_hands_sheet_shows(
    qtbot: Any, cleanup: list[Any]
) -> None:
    """The hand's sheet, laid over the middle of the felt, covered part of "the places" board
    (its last lines cut by the sheet's edge): while the sheet shows no corner board lies
    under it, and both boards are back once you go on."""
    from PySide6.QtCore import QRect, Qt

    from .helpers import press

    table = at_your_follower_sheet(qtbot, cleanup)
    assert "the places" in table.result_board.title
    view = table.view
    for size in SIZES:
        table.resize(*size)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
        sheet = table.hold.sheet.geometry()
        for board in (table.board, table.result_board):
            box = view.mapFromScene(board.sceneBoundingRect()).boundingRect()
            box = QRect(view.mapTo(table, box.topLeft()), box.size())
            assert not (board.isVisible() and box.intersects(sheet)), (board.title, size)
    press(qtbot, table, Qt.Key.Key_N, lambda: not table.hold.sheet_shown)
    assert table.board.isVisible() and table.result_board.isVisible()


def test_the_rummy_scoreboard_shows_its_rows_without_a_scroll_bar(
    in_language: str, qtbot: Any, cleanup: list[Any], themed: Any
) -> None:
    """The deal's sheet: its scoreboard (a deal and the total) exactly as tall as its rows.
    Its rows grow to their words: in Thai, taller than the line it counted, two rows scrolled;
    in Hindi, lower, an empty strip showed under them."""
    from .test_rummy_table import opponent_declares

    table = opponent_declares(qtbot, cleanup, SIZES[1])
    board = table.sheet.scoreboard
    assert board.isVisible() and board.model().rowCount() == 2
    QApplication.processEvents()
    assert board.verticalScrollBar().maximum() == 0, (in_language, board.height())
    # and no empty strip hangs under its rows (a lower script left one)
    rows = sum(board.rowHeight(r) for r in range(2))
    assert board.viewport().height() == rows, (in_language, board.viewport().height(), rows)


def test_the_prompt_says_the_hand_is_over_while_its_sheet_holds_the_guandan_table(
    qtbot: Any, cleanup: list[Any]
) -> None:
    """The engine is at the next hand already (East to pay tribute), the table still on the
    last one's sheet: the prompt says to go on, not "East pays tribute…" (which it said)."""

    table = at_your_follower_sheet(qtbot, cleanup)
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=5000)
    qtbot.wait(300)  # the next hand's first move is asked of East meanwhile
    assert table.session.view(0).phase == "tribute"
    assert table.panel.prompt.text() == "The hand is over. Next (N), Space or a click goes on."
