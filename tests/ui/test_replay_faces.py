"""A replay's "All cards face up" turns the other seats' own cards face up on the table, read
from the engine state at each step; "as you saw it" puts their backs back; live play never
shows another seat's faces."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from cardtable_qt.engine import registry
from cardtable_qt.session.open_hands import open_hands
from cardtable_qt.session.replay import ReplaySession
from cardtable_qt.storage.settings import Settings
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.tables import table_class
from tests.engine.test_handlog import play_hands

from .helpers import show_focused

GAMES = sorted(registry.GAMES)


def replay_table(qtbot: Any, record: Any, face_up: bool) -> tuple[ReplaySession, Any]:
    session = ReplaySession(record, viewer=0, face_up=face_up)
    cls = table_class(record.game)
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    show_focused(qtbot, table)
    session.set_ai_pace(0)
    return session, table


def settle(qtbot: Any, session: ReplaySession, table: Any) -> None:
    table.scene.animator.finish_all()
    qtbot.waitUntil(lambda: not session._awaiting_view and not table.events_playing, timeout=5000)


def faces(table: Any, seat: int) -> Counter[Any]:
    return Counter(i.card for i in table.held_items(seat) if i.face_up)


def expected(record: Any, table: Any, state: Any, seat: int) -> Counter[Any]:
    """The seat's cards in the engine state, but for a card the table shows everyone apart
    from the hand (Guandan's turned card, beside it)."""
    cards = Counter(c for group in open_hands(record.game, state)[seat] for c in group)
    apart = getattr(table, "turned", {}).get(seat)
    return cards - Counter(i.card for i in apart.items) if apart is not None else cards


def check(record: Any, session: ReplaySession, table: Any, face_up: bool) -> int:
    """Faces up, every other seat shows exactly its engine cards, face up; as the viewer saw
    it, a seat shows no card it does not hold and its hidden ones as backs (Xì tố's and Pok
    Deng's open cards stay open). How many seats held cards (face up) or backs (as seen)."""
    state = record.state_at(session.step)
    holding = 0
    for seat in range(1, len(record.deltas)):
        cards = expected(record, table, state, seat)
        where = (record.game, session.step, seat)
        if face_up:
            holding += bool(cards)
            assert faces(table, seat) == cards, where
            assert not [i for i in table.held_items(seat) if not i.face_up], where
        else:
            assert faces(table, seat) <= cards, where
            holding += any(not i.face_up for i in table.held_items(seat))
    return holding


def steps_with_cards(record: Any) -> list[int]:
    out = []
    for step in range(len(record.actions)):
        hands = open_hands(record.game, record.state_at(step))
        if any(hands[s] for s in range(1, len(hands))):
            out.append(step)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_faces_up_shows_every_seats_engine_cards_and_as_seen_shows_backs(
    qtbot: Any, game: str
) -> None:
    record = play_hands(game, 2, seed=5)[1]
    session, table = replay_table(qtbot, record, face_up=True)
    steps = steps_with_cards(record)
    assert steps, "the hand never dealt the others a card"
    middle = steps[len(steps) // 2]
    session.jump(middle)
    settle(qtbot, session, table)
    assert check(record, session, table, True)
    # forward, animated steps, then back: still each step's own cards
    for _ in range(3):
        if session.step + 1 >= len(record.actions):
            break
        assert session.step_forward()
        settle(qtbot, session, table)
        check(record, session, table, True)
    session.step_back()
    settle(qtbot, session, table)
    check(record, session, table, True)
    # as the seat saw it: backs only, and the same cards again when turned back up
    session.set_face_up(False)
    settle(qtbot, session, table)
    assert check(record, session, table, False)  # backs where the faces were
    session.step_back()
    settle(qtbot, session, table)
    check(record, session, table, False)
    session.set_face_up(True)
    settle(qtbot, session, table)
    check(record, session, table, True)
    session.jump(steps[0])
    settle(qtbot, session, table)
    check(record, session, table, True)
    session.shutdown()


@pytest.mark.parametrize("game", GAMES)
def test_backs_restored_exactly_when_the_faces_go_down(qtbot: Any, game: str) -> None:
    """As you saw it, after faces up, draws what a replay that never turned them up draws."""
    record = play_hands(game, 1, seed=8)[0]
    steps = steps_with_cards(record)
    step = steps[len(steps) // 2]
    seen, seen_table = replay_table(qtbot, record, face_up=False)
    seen.jump(step)
    settle(qtbot, seen, seen_table)
    turned, turned_table = replay_table(qtbot, record, face_up=True)
    turned.jump(step)
    settle(qtbot, turned, turned_table)
    turned.set_face_up(False)
    settle(qtbot, turned, turned_table)

    def laid(table: Any, seat: int) -> list[tuple[Any, ...]]:
        return [
            (i.card, i.face_up, round(i.pos().x()), round(i.pos().y()), i.isVisible())
            for i in table.held_items(seat)
        ]

    for seat in range(len(record.deltas)):
        assert laid(seen_table, seat) == laid(turned_table, seat), (game, seat)
    seen.shutdown()
    turned.shutdown()


def public_cards(game: str, view: Any, seat: int) -> Counter[Any]:
    """The cards of ``seat`` that the viewer's own view shows open (Xì tố's face-up cards, a
    Pok Deng hand shown), the only faces a live table may draw there."""
    if game == "xito":
        return Counter(view.upcards[seat])
    if game == "pokdeng":
        return Counter(c for h in view.hands if h.seat == seat and h.cards for c in h.cards)
    return Counter()


@pytest.mark.parametrize("game", GAMES)
def test_a_live_table_never_shows_another_seats_hidden_cards(
    qtbot: Any, cleanup: list[Any], game: str
) -> None:
    from cardtable_qt.session import GameSession
    from cardtable_qt.session.seats import SeatConfig
    from cardtable_qt.storage.saves import SaveStore
    from cardtable_qt.storage.stats import StatsDB

    from .helpers import wait_turn

    module = registry.load(game)
    options = module.Options()
    seats = [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"Player {i}") for i in range(1, options.players)
    ]
    session = GameSession(game, options, seats, 6, saves=SaveStore(), stats=StatsDB())
    cls = table_class(game)
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    backs = 0
    for _ in range(4):
        wait_turn(qtbot, table)
        view = session.view(0)
        for seat in range(1, options.players):
            assert table.revealed(seat) is None
            shown = faces(table, seat)
            assert shown <= public_cards(game, view, seat), (game, seat, shown)
            backs += sum(not i.face_up for i in table.held_items(seat))
        action = next(
            a for a in session.legal_actions() if type(a).__name__ not in ("Leave", "Pack")
        )
        assert session.submit(action) is None
    assert backs  # the other seats' cards were there, as backs


def test_the_history_replay_window_turns_the_seats_over_and_keeps_it_for_another_seat(
    qtbot: Any,
) -> None:
    from cardtable_qt.ui.dialogs.replay_dialog import ReplayDialog

    record = play_hands("rummy", 1, seed=4)[0]
    step = steps_with_cards(record)[3]
    dialog = ReplayDialog(
        record, Settings(animation_speed="off", ai_pace_ms=0), CardArt(), viewer=0, at=step
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.session is not None and dialog.bar is not None and dialog.session.face_up
    state = record.state_at(step)
    assert faces(dialog.table, 1) == expected(record, dialog.table, state, 1)
    dialog.bar.face_up_action.trigger()  # Ctrl+U's action: as seat 0 saw it
    assert not dialog.session.face_up and not faces(dialog.table, 1)
    dialog.bar.seatChosen.emit(2)  # through seat 2's eyes: still as seen
    assert dialog.session.viewer == 2 and not dialog.session.face_up
    assert not faces(dialog.table, 1) and not faces(dialog.table, 0)
    dialog.bar.face_up_action.trigger()
    assert faces(dialog.table, 0) == expected(record, dialog.table, state, 0)
    dialog.close()
