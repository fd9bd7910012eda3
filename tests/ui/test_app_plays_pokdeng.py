"""The whole path a player takes: start the app, choose Pok Deng, set the table up in the
new-game dialog, and play three rounds as a player and one as the dealer, all by clicks.

The app is built as ``cardtable`` builds it (``test_app.make_window``), with animations off and
AI players that do not wait; every decision is a mouse click on a real button or card item, and
after each one the chips on the seat plates must be the engine's stacks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSpinBox

from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine.match import HandOver
from cardtable_qt.ui.dialogs.new_game import NewGameDialog
from cardtable_qt.ui.main_window import MainWindow
from cardtable_qt.ui.tables.pokdeng import PokDengTable

from .helpers import click, click_item, go_on_result, wait_turn
from .test_app import make_window
from .test_pokdeng_table import check_table_matches_engine

SEED = 7


def start_from_the_dialog(qtbot: Any, window: MainWindow) -> PokDengTable:
    """Click Play on the Pok Deng tile, set 4 seats, a seed and a bank that comes to you after
    three rounds, then Start."""
    tile = window.start_screen.tiles["pokdeng"]
    assert tile.status_text() == "Play"
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.seat_count.setValue(4)
    dialog.seed_edit.setText(str(SEED))
    first_dealer = dialog.rules_form.widget_for("first_dealer")
    dealer_rounds = dialog.rules_form.widget_for("dealer_rounds")
    assert isinstance(first_dealer, QSpinBox) and isinstance(dealer_rounds, QSpinBox)
    first_dealer.setValue(1)  # the seat after you deals first...
    dealer_rounds.setValue(dealer_rounds.minimum())  # ...for as few rounds as the rules allow
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not None)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    session = window.session
    assert session is not None
    assert (session.game_id, session.seed) == ("pokdeng", SEED)
    assert session.options == pd.Options(players=4, first_dealer=1, dealer_rounds=3)
    assert [s.kind for s in session.seats] == ["human", "ai", "ai", "ai"]
    table = window.table
    assert isinstance(table, PokDengTable) and window.pages.currentWidget() is table
    return table


def settled(qtbot: Any, table: PokDengTable) -> None:
    """After a decision: once the table has shown it (and you went on from a round's result),
    its chips are the engine's."""
    go_on_result(qtbot, table)
    check_table_matches_engine(table)


def net(view: Any) -> list[int]:
    """Each seat's chips less what it bought back: what only play changes."""
    return [s - b for s, b in zip(view.stacks, view.bought, strict=True)]


def test_the_app_plays_three_rounds_then_deals_and_catches(qtbot: Any) -> None:
    window = make_window(qtbot)
    table = start_from_the_dialog(qtbot, window)
    session = table.session
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    # what play alone has made of each seat's chips, at the start and after every round
    nets = [net(session.view(0))]
    session.handOver.connect(lambda _over: nets.append(net(session.view(0))))
    played_as_player = 0
    took_bank = False
    caught_in_round: int | None = None  # rounds over before the one you caught in
    checks = 0
    for _ in range(80):
        if caught_in_round is not None and len(overs) > caught_in_round:
            break  # the round you dealt and caught in is over
        phase = wait_turn(qtbot, table)
        check_table_matches_engine(table)
        view = session.view(0)
        if phase == "betting":
            assert view.dealer != 0
            if not view.my_hands:
                # the amount with the buttons, then a click on your place on the felt
                table.pok_panel.amount.setValue(20)
                click(qtbot, table, "add_min")  # one smallest bet more
                assert table.pok_panel.bet_amount() == 30
                own = table.spot_items[0]
                assert own.offered
                click_item(qtbot, table, own)
                assert [h.bet for h in session.view(0).my_hands] == [30]
                settled(qtbot, table)
                assert table.bet_stacks[own.key].amount == 30
            if session.is_human_turn() and session.view(0).phase == "betting":
                click(qtbot, table, "done")
                settled(qtbot, table)
            played_as_player += 1
        elif phase == "drawing":
            hand = view.hands[view.acting_hand]
            mine = table.spot_piles[hand.spot].items
            click_item(qtbot, table, mine[-1])  # a click on a card names the hand
            assert hand.name in table.message
            click(qtbot, table, "draw" if pd.evaluate(hand.cards).points <= 4 else "stand")
            assert session.view(0).hands[hand.hand].decided
            settled(qtbot, table)
        elif phase == "bank_offer":
            assert played_as_player >= 3  # the bank came to you after three rounds
            click(qtbot, table, "take_bank")
            took_bank = True
            settled(qtbot, table)
        elif phase == "bank_keep":
            click(qtbot, table, "keep_bank")
            settled(qtbot, table)
        elif phase == "catch":
            assert took_bank and view.dealer == 0
            sizes = {a.size for a in session.legal_actions() if isinstance(a, pd.Catch)}
            if caught_in_round is None:
                caught_in_round = len(overs)
            click(qtbot, table, "catch3" if 3 in sizes else "catch2")
            assert any("catches" in n for n in table.notice_log)
            settled(qtbot, table)
        elif phase == "dealer_draw":
            click(qtbot, table, "stand")
            settled(qtbot, table)
        elif phase == "rebuy":
            click(qtbot, table, "rebuy")
            settled(qtbot, table)
        checks += 1
    assert played_as_player >= 3 and took_bank, (played_as_player, took_bank)
    assert caught_in_round is not None and len(overs) > caught_in_round >= 3
    assert checks >= 6
    go_on_result(qtbot, table)
    check_table_matches_engine(table)
    view = session.view(0)
    assert view.dealer == 0 and table.plates[0].marker == "Dealer"
    # every round, the one you dealt and caught in too, moved the chips as its HandOver says
    assert len(nets) == len(overs) + 1
    for over, before, after in zip(overs, nets, nets[1:], strict=False):
        assert sum(over.deltas) == 0
        assert [a - b for a, b in zip(after, before, strict=True)] == list(over.deltas)
    assert overs[caught_in_round].deltas[0] != 0
    assert session._stats.summary("pokdeng").played == len(overs)
    # the plates show the engine's stacks, and no chips came from nowhere
    assert sum(view.stacks) == 4 * session.options.starting_chips + sum(view.bought)
