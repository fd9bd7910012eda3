"""Guandan's table aids on the real table, offscreen: the card counter (记牌器) after real
plays, folding it, the red count at six cards or fewer, the last trick on T pressed in the
focused main window, the Shift+click note shown once, and Settings turning the aids off."""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QPoint, Qt

from cardtable_qt.ai.guandan_basic import BasicBot
from cardtable_qt.engine import guandan as gd
from cardtable_qt.engine.cards import BLACK_JOKER, RED_JOKER
from cardtable_qt.engine.guandan.counting import COUNTED_RANKS
from cardtable_qt.engine.rng import Rng
from cardtable_qt.session import SeatConfig
from cardtable_qt.storage.settings import Settings, settings_from_dict
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.dialogs.new_game import NewGameConfig
from cardtable_qt.ui.dialogs.settings_dialog import SettingsDialog
from cardtable_qt.ui.tables.guandan import GuandanTable
from cardtable_qt.ui.tables.guandan_aids import FOLDED_KEY, LOW_CARDS, RANK_HINT_KEY
from cardtable_qt.ui.tables.guandan_counter import WILD

from .helpers import click, show_focused
from .test_app import human_move, make_window, wait_for_person
from .test_guandan_table import SEATS, session_at, wait_turn
from .test_window_keys import key


def _first_hand(seed: int, stop: Any) -> gd.State:
    """The bots play seed's first hand until ``stop(state)`` holds with seat 0 to play."""
    state = gd.new_match(seed)
    bot, rng = BasicBot(), Rng(seed)
    while not (state.current_player == 0 and state.phase == "play" and stop(state)):
        seat = state.current_player
        assert seat is not None and state.hand_no == 1, "the hand ended first"
        state.apply(bot.choose(state.view(seat), state.legal_actions(), rng))
    return state


def _table(qtbot: Any, cleanup: list[Any], state: gd.State, settings: Settings) -> GuandanTable:
    table = GuandanTable(session_at(state, seats=SEATS), settings, CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, (1280, 800))
    table.view.setFocus()
    return table


def _quick(**values: Any) -> Settings:
    return Settings(animation_speed="off", ai_pace_ms=0, **values)


def _held_by_others(table: GuandanTable) -> Counter[Any]:
    """What the other three seats really hold, by rank, the wild hearts apart ("W")."""
    state = table.session.state
    level = state.level
    return Counter(
        "W" if (c.rank == level and c.suit == "H") else c.rank
        for seat in (1, 2, 3)
        for c in state.hands[seat]
    )


def _strip_matches_the_hidden_hands(table: GuandanTable) -> None:
    held = _held_by_others(table)
    assert table.counter.count(WILD) == held["W"]
    for rank in COUNTED_RANKS:
        assert table.counter.count(rank) == held[rank], rank


def test_the_counter_shows_what_is_unseen_after_a_trick(qtbot: Any, cleanup: list[Any]) -> None:
    state = _first_hand(3, lambda s: len(s.view(0).played) >= 6)
    table = _table(qtbot, cleanup, state, _quick())
    wait_turn(qtbot, table)
    assert table.counter.isVisible() and not table.counter.folded
    _strip_matches_the_hidden_hands(table)
    before = dict(table.counter.shown())
    assert sum(before.values()) == sum(len(state.hands[s]) for s in (1, 2, 3))
    # the person plays (Show plays, Play) and the others answer until a trick is over
    assert not table.last_trick  # none finished since the table opened
    while not table.last_trick:
        click(qtbot, table, "plays")
        click(qtbot, table, "play" if table.gd_panel.buttons["play"].isEnabled() else "pass")
        wait_turn(qtbot, table)
    assert table.last_trick  # a trick finished while the strip counted
    _strip_matches_the_hidden_hands(table)
    assert table.counter.shown() != before
    big = table.tr("Big", "joker")
    assert table.counter.shown()[big] == table.counter.count(RED_JOKER)
    assert table.counter.count(BLACK_JOKER) is not None


def test_the_counter_folds_on_its_title_and_stays_folded(qtbot: Any, cleanup: list[Any]) -> None:
    state = _first_hand(3, lambda s: len(s.view(0).played) >= 2)
    settings = _quick()
    table = _table(qtbot, cleanup, state, settings)
    wait_turn(qtbot, table)
    strip = table.counter
    saved: list[bool] = []
    table.settingsChanged.connect(lambda: saved.append(True))
    title = strip.mapRectToScene(strip.title_rect()).center()
    point: QPoint = table.view.mapFromScene(title)
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert strip.folded and strip.shown() == {}
    assert settings.remembered[FOLDED_KEY] is True and saved
    folded_h = strip.sceneBoundingRect().height()
    other = _table(qtbot, cleanup, state, settings)  # the next table opens it folded
    assert other.counter.folded
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert not strip.folded and strip.sceneBoundingRect().height() > 3 * folded_h
    assert settings.remembered[FOLDED_KEY] is False


def test_a_seat_down_to_six_cards_is_shown_in_red(qtbot: Any, cleanup: list[Any]) -> None:
    def low(s: gd.State) -> bool:
        return any(0 < len(s.hands[seat]) <= LOW_CARDS for seat in (1, 2, 3))

    state = _first_hand(2, low)
    table = _table(qtbot, cleanup, state, _quick())
    wait_turn(qtbot, table)
    view = table.session.view(0)
    for seat in (1, 2, 3):
        n = view.counts[seat]
        tag = table.count_tags[seat]
        if n is not None and 0 < n <= LOW_CARDS:
            assert tag.tone == "lose" and tag.isVisible(), seat
        else:
            assert tag.tone == "info", seat
    assert table.count_tags[0].tone == "info"  # your own count is no warning
    assert any(table.count_tags[s].tone == "lose" for s in (1, 2, 3))


def test_t_shows_and_hides_the_last_trick_in_the_main_window(qtbot: Any) -> None:
    window = make_window(qtbot)
    seats = [SeatConfig("human", "You"), *(SeatConfig("ai", n) for n in ("E", "N", "W"))]
    window.start_new_game(NewGameConfig("guandan", gd.Options(), seats, 11))
    table: Any = window.table
    for _ in range(200):
        wait_for_person(qtbot, window)
        if table.last_trick:
            break
        human_move(window)
    assert table.last_trick
    board = table.last_trick_board
    assert not board.isVisible()
    key(qtbot, window, Qt.Key.Key_T, lambda: board.isVisible())
    rows = table.last_trick_rows()
    assert len(rows) == len(table.last_trick)
    assert [r[0] for r in rows] == [table.seat_name(t.seat) for t in table.last_trick]
    assert sum(1 for r in rows if r[2]) == 1  # the play that took the trick, in gold
    key(qtbot, window, Qt.Key.Key_T, lambda: not board.isVisible())
    window.session.shutdown()  # type: ignore[union-attr]


def test_the_shift_click_note_shows_once(qtbot: Any, cleanup: list[Any]) -> None:
    state = _first_hand(3, lambda s: True)
    settings = _quick()
    table = _table(qtbot, cleanup, state, settings)
    wait_turn(qtbot, table)
    note = table.rank_hint
    assert note.isVisible() and "Shift" in note.text
    assert settings.remembered[RANK_HINT_KEY] is True
    item = table.hand.items[0]
    point: QPoint = table.view.mapFromScene(item.sceneBoundingRect().topLeft())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=point + QPoint(6, 20))
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=3000)
    again = _table(qtbot, cleanup, state, settings)
    wait_turn(qtbot, again)
    assert not again.rank_hint.isVisible()  # remembered: never again
    kept = settings_from_dict(settings.to_dict())
    assert kept.remembered[RANK_HINT_KEY] is True


def test_settings_turn_the_aids_off_at_once(qtbot: Any, cleanup: list[Any]) -> None:
    state = _first_hand(3, lambda s: len(s.view(0).played) >= 2)
    settings = _quick()
    table = _table(qtbot, cleanup, state, settings)
    wait_turn(qtbot, table)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.guandan_counter.isChecked() and dialog.guandan_last_trick.isChecked()
    dialog.guandan_counter.setChecked(False)
    dialog.guandan_last_trick.setChecked(False)
    chosen = dialog.result_settings()
    assert not chosen.guandan_card_counter and not chosen.guandan_last_trick
    table.apply_settings(chosen)
    assert not table.counter.isVisible() and not table.last_trick_button.isVisible()
    qtbot.keyClick(table.view, Qt.Key.Key_T)
    assert not table.last_trick_board.isVisible()
    kept = settings_from_dict(chosen.to_dict())
    assert not kept.guandan_card_counter and not kept.guandan_last_trick
    table.apply_settings(settings)
    assert table.counter.isVisible() and table.last_trick_button.isVisible()
