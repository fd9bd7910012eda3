"""The Hint (H) on every table: it appears, marks a legal action, and Shift+H performs it.

The advice comes from ``ai.make("hard", game)``'s ``advise`` when the hard bots are in this build,
else from the basic bot's choice with a generic reason; these tests hold either way: they check
what the table shows against the action the session advised, and that taking the hint submits
exactly that action through the table's own controls.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable_qt.engine import guandan as gd
from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine import rummy as rm
from cardtable_qt.engine import xito
from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.engine.words import name_seats
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.settings import Settings
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.fonts import register_fonts
from cardtable_qt.ui.tables import table_class

from .helpers import continue_if_held, show_focused, wait_turn
from .test_guandan_table import session_at

OPTIONS: dict[str, Any] = {
    "guandan": gd.Options(),
    "pokdeng": pd.Options(players=3),
    "xito": xito.Options(players=3),
    "rummy": rm.Options(players=2),
}


def make_table(
    qtbot: Any,
    game: str,
    cleanup: list[Any],
    *,
    seed: int = 3,
    mode: str = "thread",
    options: Any = None,
):
    options = options or OPTIONS[game]
    seats = [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"Bot {i}") for i in range(1, options.players)
    ]
    session = GameSession(game, options, seats, seed, bot_mode=mode)
    cls = table_class(game)
    assert cls is not None
    table = cls(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table)
    table.view.setFocus()
    return table


def record_submits(session: GameSession) -> list[Any]:
    """Every action the table submits, in order (the session's own submit still runs)."""
    submitted: list[Any] = []
    original = session.submit

    def submit(action: Any) -> str | None:
        submitted.append(action)
        return original(action)

    session.submit = submit  # type: ignore[method-assign]
    return submitted


def cards_of(action: Any) -> set[Any]:
    """The cards an action plays or gives (what the hint must mark in your hand)."""
    if isinstance(action, gd.Play):
        return set(action.combo.cards)
    if isinstance(action, (gd.PayTribute, gd.ReturnTribute)):
        return {action.card}
    if isinstance(action, rm.Discard):
        return {action.card}
    return set()


def marked_as_expected(table: Any, action: Any, marked: set[Any]) -> bool:
    if isinstance(action, rm.Draw) and action.source == "discard":
        return marked == {table.session.view(0).pile_top}  # the pile's top card
    if isinstance(action, (pd.DrawCard, pd.Stand)):  # the hand the decision is about
        hand = next(h for h in table.session.view(0).hands if h.hand == action.hand)
        return marked == set(hand.cards or ())
    return marked == cards_of(action)


def next_turn(qtbot: Any, table: Any) -> str:
    """Wait for the person's next decision, going on past a Rummy deal's result sheet."""
    qtbot.waitUntil(
        lambda: (
            getattr(table, "holding", False)
            or continue_if_held(qtbot, table)  # a hand's result sheet: Next, as a person would
            or (
                table.session.is_human_turn()
                and not table.scene.animator.busy
                and table.panel.current_group() is not None
            )
        ),
        timeout=15_000,
    )
    if getattr(table, "holding", False):
        table.continue_after_result()
    return wait_turn(qtbot, table)


def ask_hint(qtbot: Any, table: Any) -> Any:
    qtbot.keyClick(table.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: table.hints.hint is not None, timeout=20_000)
    return table.hints.hint


def check_shown(table: Any, hint: Any, legal: list[Any]) -> None:
    hints = table.hints
    assert hint.action in legal
    note = hints.note
    assert note is not None and note.scene() is table.scene and note.isVisible()
    assert note.title.startswith("Hint: ") and note.body
    if hint.has_reason:  # the reason's English, a seat it names as the player sitting there
        message = hint.advice.message
        said = hint.advice.text if message is None else name_seats(message, table.seat_name)
        assert note.body == str(said)
    marked = {item.card for item in hints.marked_cards}
    assert marked_as_expected(table, hint.action, marked)
    ringed = hints.ringed_button
    assert ringed is not None or hint.action.__class__.__name__ == "Declare"
    if ringed is not None:
        button = table.panel.buttons[ringed]
        assert button.property("hinted") is True
        assert button.isVisible() and button.isEnabled()
    take = hints.take_button
    assert take.isVisible() and take.isEnabled()


def take_hint(qtbot: Any, table: Any, hint: Any, submitted: list[Any]) -> None:
    count = len(submitted)
    before = table.session.actions_applied
    qtbot.keyClick(table.view, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: table.session.actions_applied > before, timeout=5000)
    assert submitted[count:] == [hint.action]  # exactly the advised action, through the table
    assert table.hints.hint is None and table.hints.note is None
    assert not table.hints.marked_cards


@pytest.mark.parametrize("game", ["guandan", "pokdeng", "xito", "rummy"])
def test_the_hint_marks_a_legal_action_and_taking_it_plays_it(
    qtbot: Any, cleanup: list[Any], game: str
) -> None:
    table = make_table(qtbot, game, cleanup, mode="process" if game == "pokdeng" else "thread")
    submitted = record_submits(table.session)
    kinds: set[str] = set()
    for _ in range(3):  # three decisions in a row, each by the hint
        next_turn(qtbot, table)
        legal = table.session.legal_actions()
        hint = ask_hint(qtbot, table)
        check_shown(table, hint, legal)
        kinds.add(type(hint.action).__name__)
        take_hint(qtbot, table, hint, submitted)
    assert kinds


def test_the_hint_goes_when_the_person_plays_something_else(qtbot: Any, cleanup: list[Any]) -> None:
    table = make_table(qtbot, "xito", cleanup)
    wait_turn(qtbot, table)
    hint = ask_hint(qtbot, table)
    assert table.hints.note is not None
    other = next(a for a in table.session.legal_actions() if a != hint.action)
    assert table.submit(other) is None
    assert table.hints.hint is None and table.hints.note is None
    assert not table.hints.take_button.isVisible()
    # its words go from the prompt line too (they stayed over the hand's result sheet)
    assert not table.message.startswith("Hint:")
    assert not table.panel.prompt.text().startswith("Hint:")


def test_guandan_show_plays_keeps_stepping_through_the_legal_plays(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = make_table(qtbot, "guandan", cleanup)
    phase = wait_turn(qtbot, table)
    while phase != "play":  # the cut first
        table.submit(table.session.legal_actions()[0])
        phase = wait_turn(qtbot, table)
    button = table.panel.buttons["plays"]
    assert button.base_text == "Show plays" and button.key == "W"
    shown: list[frozenset[Any]] = [frozenset()]
    for _ in range(3):
        qtbot.keyClick(table.view, Qt.Key.Key_W)  # a shortcut clicks after a short flash
        qtbot.waitUntil(lambda: frozenset(table.selected_cards()) != shown[-1], timeout=3000)
        shown.append(frozenset(table.selected_cards()))
        assert table.hints.hint is None  # Show plays is not the Hint
    shown = shown[1:]
    assert len(set(shown)) == 3
    legal = [
        frozenset(a.combo.cards) for a in table.session.legal_actions() if isinstance(a, gd.Play)
    ]
    assert all(s in legal for s in shown)


def test_rummy_hint_after_the_draw_marks_the_card_to_discard(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = make_table(qtbot, "rummy", cleanup, seed=5)
    submitted = record_submits(table.session)
    phase = next_turn(qtbot, table)
    assert phase == "draw"
    assert table.draw("stock") is None
    assert wait_turn(qtbot, table) == "discard"
    legal = table.session.legal_actions()
    hint = ask_hint(qtbot, table)
    check_shown(table, hint, legal)
    assert isinstance(hint.action, (rm.Discard, rm.Declare))
    if isinstance(hint.action, rm.Discard):
        assert [i.card for i in table.hints.marked_cards] == [hint.action.card]
        assert table.hints.ringed_button == "discard"
    take_hint(qtbot, table, hint, submitted)


def test_guandan_hint_on_a_lead_selects_the_advised_play(qtbot: Any, cleanup: list[Any]) -> None:
    table = make_table(qtbot, "guandan", cleanup, seed=8)
    submitted = record_submits(table.session)
    while True:
        phase = next_turn(qtbot, table)
        if phase == "play" and table.session.view(0).to_beat is None:
            break
        table.submit(table.session.legal_actions()[0])
    hint = ask_hint(qtbot, table)
    assert isinstance(hint.action, gd.Play)
    check_shown(table, hint, table.session.legal_actions())
    assert set(table.selected_cards()) == set(hint.action.combo.cards)  # ready to play
    assert table.hints.ringed_button == "play"
    take_hint(qtbot, table, hint, submitted)


def test_pok_deng_hint_on_a_draw_marks_the_hand_and_takes_the_advice(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = make_table(qtbot, "pokdeng", cleanup, seed=8)
    submitted = record_submits(table.session)
    for _ in range(40):
        view = table.session.view(0)
        if wait_turn(qtbot, table) == "drawing":
            break
        legal = table.session.legal_actions()
        bet = next((a for a in legal if isinstance(a, pd.PlaceBet)), None)
        table.submit(bet if bet is not None and not view.my_hands else legal[-1])
    else:
        pytest.fail("no drawing decision came")
    legal = table.session.legal_actions()
    hint = ask_hint(qtbot, table)
    assert isinstance(hint.action, (pd.DrawCard, pd.Stand))
    check_shown(table, hint, legal)
    assert table.hints.marked_cards  # the hand the decision is about
    take_hint(qtbot, table, hint, submitted)


@pytest.mark.parametrize("game", ["guandan", "xito"])
def test_the_hint_note_lies_above_the_words_over_your_cards(
    qtbot: Any, cleanup: list[Any], game: str
) -> None:
    """The note goes over your cards, and above the words the table shows over them (the name
    of the Guandan cards it selects, Xì tố's hole-card tag): it lay on them, text on text."""
    table = make_table(qtbot, game, cleanup, seed=3 if game == "guandan" else 8)
    while True:
        phase = next_turn(qtbot, table)
        if game == "xito" or (phase == "play" and table.session.view(0).to_beat is None):
            break
        table.submit(table.session.legal_actions()[0])
    ask_hint(qtbot, table)
    tag = table.selection_tag if game == "guandan" else table.hole_tag
    assert tag.isVisible() and table.hints.note is not None
    note = table.hints.note.sceneBoundingRect()
    assert not note.intersects(tag.sceneBoundingRect()), (note, tag.sceneBoundingRect())


THINKING = "Thinking about your move…"


def test_the_thinking_words_go_when_you_move_before_the_hint_comes(
    qtbot: Any, cleanup: list[Any]
) -> None:
    """ "Thinking about your move…" stayed in the prompt line after the person bet before the
    hint came; the late hint must not show for the decision gone, and the next one may ask."""
    table = make_table(qtbot, "pokdeng", cleanup, seed=8)
    assert wait_turn(qtbot, table) == "betting"
    hints = table.hints
    hints.ask()  # what H does
    assert table.message == THINKING and table.session.hint_pending
    bet = next(a for a in table.session.legal_actions() if isinstance(a, pd.PlaceBet))
    assert table.submit(bet) is None  # the answer comes through the event loop: not yet
    assert table.message != THINKING and table.panel.prompt.text() != THINKING
    qtbot.waitUntil(lambda: not table.session.hint_pending, timeout=20_000)
    qtbot.wait(50)
    assert hints.hint is None and hints.note is None
    assert table.panel.prompt.text() != THINKING
    assert wait_turn(qtbot, table) == "betting"  # your bets go on: Deal or another hand
    assert hints.ask_button.isVisible() and hints.ask_button.isEnabled()


def test_the_hint_is_off_on_the_result_sheet_when_you_are_the_dealer(
    qtbot: Any, cleanup: list[Any]
) -> None:
    """As the dealer the next decision (deal on or stop) is yours while the result sheet shows,
    but there is nothing to decide on it: the Hint button looked lit."""
    options = pd.Options(players=3, first_dealer=0)
    table = make_table(qtbot, "pokdeng", cleanup, seed=7, options=options)
    hold = table.hold
    sheets = 0
    for _ in range(40):
        qtbot.waitUntil(
            lambda: (
                not table.scene.animator.busy
                and (
                    hold.sheet_shown
                    or (
                        not hold.holding
                        and table.session.is_human_turn()
                        and table.panel.current_group() is not None
                    )
                )
            ),
            timeout=15_000,
        )
        if hold.sheet_shown:
            assert not table.hints.ask_button.isEnabled()
            assert not table.hints.take_button.isVisible()
            sheets += 1
            if sheets == 2:
                break
            hold.go_on()
            continue
        legal = table.session.legal_actions()
        simple = (pd.NoCatch, pd.Stand, pd.KeepBank)
        table.submit(next((a for a in legal if isinstance(a, simple)), legal[0]))
    assert sheets == 2


def test_a_pok_deng_hint_writes_a_negative_number_with_a_true_minus(
    qtbot: Any, cleanup: list[Any]
) -> None:
    """The reason for the minimum bet printed the player's edge as "-0.003": the table's other
    words sign with a true minus ("−10")."""
    table = make_table(qtbot, "pokdeng", cleanup, seed=8)
    assert wait_turn(qtbot, table) == "betting"
    hint = ask_hint(qtbot, table)
    assert isinstance(hint.action, pd.PlaceBet)
    body = table.hints.note.body
    assert "−0.003" in body and "-" not in body, body


def _things_a_player_reads(table: Any) -> list[tuple[str, Any]]:
    """What lies on a Pok Deng felt that the hint's note must leave in view."""
    from cardtable_qt.ui.table import CardItem

    things: list[tuple[str, Any]] = [
        ("card", i.sceneBoundingRect()) for i in table.scene.items() if isinstance(i, CardItem)
    ]
    for spot, tag in [*table.tags.items(), *table.captions.items()]:
        if tag.scene() is table.scene and tag.isVisible():
            things.append((f"tag {spot}", tag.sceneBoundingRect()))
    for spot, stack in enumerate(table.bet_stacks):
        if stack.isVisible():  # its chips, and its amount as written
            things.append((f"chips {spot}", table._bet_boxes(stack)[0]))
            things.append((f"amount {spot}", stack.mapRectToScene(stack.label_rect())))
    things += [(f"plate {p.seat}", p.mapRectToScene(p.drawn_rect())) for p in table.plates]
    return things


@pytest.mark.parametrize("players", [3, 6, 9])
def test_the_pok_deng_hint_note_covers_nothing_a_player_reads(
    qtbot: Any, cleanup: list[Any], players: int
) -> None:
    """Over your cards the note lay on your bet's chips and amount (the bet stands between your
    cards and the deck): it goes where it covers no cards, tag, bet, amount or plate."""
    from PySide6.QtCore import QRectF

    register_fonts()  # the app's type: the note's size depends on it
    table = make_table(qtbot, "pokdeng", cleanup, seed=8, options=pd.Options(players=players))
    felt = table.scene.sceneRect().adjusted(20, 20, -20, -20)
    phases: set[str] = set()
    for _ in range(40):
        phase = wait_turn(qtbot, table)
        view = table.session.view(0)
        if phase in ("betting", "drawing"):
            ask_hint(qtbot, table)
            note = table.hints.note.sceneBoundingRect().adjusted(2, 2, -2, -2)
            assert felt.contains(note), (players, phase, note)
            for what, box in _things_a_player_reads(table):
                common = QRectF(note).intersected(box)
                assert common.isEmpty(), (players, phase, what, note, box)
            phases.add(phase)
            if phase == "drawing":
                break
        legal = table.session.legal_actions()
        own = next((a for a in legal if isinstance(a, pd.PlaceBet) and a.spot == 0), None)
        stand = next((a for a in legal if isinstance(a, pd.Stand)), None)
        if own is not None and not view.my_hands:
            table.submit(own)
        else:
            table.submit(stand or next(a for a in legal if not isinstance(a, pd.PlaceBet)))
    assert phases == {"betting", "drawing"}


def test_a_guandan_hint_names_the_opponent_about_to_go_out(qtbot: Any, cleanup: list[Any]) -> None:
    """West leads Q♠ Q♦ and holds one card: the hint bombs, and says so by West's name."""
    hands = [
        parse_cards("5S 5D 5C 5H 3S 4D 8C JD 6C 7C 9C 10S"),
        parse_cards("2C 9S 9H JS QC KC 6D 7D 8D 10D JH QH"),
        parse_cards("3D 4S 6S 7S 8S"),
        parse_cards("QS QD 3C"),
    ]
    state = gd.position(hands, leader=3, team_levels=(2, 2), level_team=0, hand_no=2)
    led = [a for a in state.legal_actions() if isinstance(a, gd.Play) and a.combo.kind == "pair"]
    state.apply(led[0])
    session = session_at(state)
    table = table_class("guandan")(
        session, Settings(animation_speed="off", ai_pace_ms=0), CardArt()
    )
    cleanup.append(table)
    show_focused(qtbot, table)
    table.view.setFocus()
    wait_turn(qtbot, table)
    hint = ask_hint(qtbot, table)
    assert hint.advice.code == "bomb_urgent" and hint.advice.params["seat"] == 3
    check_shown(table, hint, table.session.legal_actions())
    body = table.hints.note.body
    assert "West holds 1 card" in body and "seat 3" not in body, body
