"""Playing Pok Deng and Xì tố as a person: the betting controls, what the table marks and says,
and that every button's text fits the smallest window at every moment of a hand."""

from __future__ import annotations

from typing import Any

import pytest

from cardtable_qt import game_words
from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine import xito
from cardtable_qt.engine.cards import parse_cards
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.settings import Settings
from cardtable_qt.storage.stats import StatsDB
from cardtable_qt.ui import i18n
from cardtable_qt.ui.card_art import CardArt
from cardtable_qt.ui.table import TagItem, format_amount
from cardtable_qt.ui.tables.pokdeng import PokDengTable
from cardtable_qt.ui.tables.xito import XitoTable

from .helpers import click, click_item, continue_if_held, show_focused, wait_turn
from .test_every_size import cut_buttons
from .test_xito_table import CALLER, RAISER, seats

POK_SEATS = [
    SeatConfig("human", "You"),
    SeatConfig("ai", "Somchai"),
    SeatConfig("ai", "Malee"),
    SeatConfig("ai", "Anan"),
]


def pok_table(
    qtbot: Any, options: pd.Options, seed: int = 7, size: tuple[int, int] = (1280, 800)
) -> PokDengTable:
    session = GameSession(
        "pokdeng", options, POK_SEATS[: options.players], seed, saves=SaveStore(), stats=StatsDB()
    )
    table = PokDengTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    show_focused(qtbot, table, size)
    return table


def settled(qtbot: Any, table: Any) -> None:
    qtbot.waitUntil(lambda: not table.scene.animator.busy, timeout=15_000)


# --- Pok Deng ----------------------------------------------------------------------------------


def test_the_place_bet_on_is_marked_and_named_and_used_controls_go(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = pok_table(qtbot, pd.Options(players=4, first_dealer=3, max_legs=2))
    cleanup.append(table)
    assert wait_turn(qtbot, table) == "betting"
    panel = table.pok_panel
    chosen = [i for i, s in enumerate(table.spot_items) if s.chosen]
    assert chosen == [0]  # your place first, ringed in gold
    assert panel.buttons["bet"].base_text == "Bet at your place"
    click(qtbot, table, "bet")
    wait_turn(qtbot, table)
    chosen = [i for i, s in enumerate(table.spot_items) if s.chosen]
    assert len(chosen) == 1 and table.spot_items[chosen[0]].offered
    kind = pd.spot_kind(chosen[0], table.dealer)
    want = {"cut_in": "Bet on the cut in", "last_leg": "Bet on the last leg"}[kind]
    assert panel.buttons["bet"].base_text == want  # the button names the ringed place
    bets: list[pd.Bet] = []
    table.session.eventsReady.connect(
        lambda events: bets.extend(e for e in events if isinstance(e, pd.Bet) and e.seat == 0)
    )
    spot = chosen[0]
    click(qtbot, table, "bet")
    qtbot.waitUntil(lambda: bool(bets), timeout=5000)
    assert bets[0].spot == spot  # the bet went where the ring and the button said


def test_your_hands_show_their_points_and_the_leg_you_decide_on_is_named_and_ringed(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = pok_table(qtbot, pd.Options(players=4, first_dealer=3, max_legs=2), seed=5)
    cleanup.append(table)
    wait_turn(qtbot, table)
    click(qtbot, table, "bet")
    wait_turn(qtbot, table)
    click(qtbot, table, "bet")  # two legs is the most: the cards come by themselves
    seen_legs = set()
    for _ in range(6):
        phase = wait_turn(qtbot, table)
        if phase != "drawing":
            break
        view = table.session.view(0)
        # every hand of yours has its points badge, like a revealed hand
        for h in view.my_hands:
            assert h.cards is not None
            tag = table.tags.get(h.spot)
            assert isinstance(tag, TagItem), h.spot
            assert tag.text == pd.evaluate(h.cards).name
        acting = view.hands[view.acting_hand]
        where = {"cut_in": "the cut in", "last_leg": "the last leg"}.get(
            acting.position, "your place"
        )
        assert f"Your hand at {where}:" in table.panel.prompt.text()
        ring = table.acting_ring
        assert ring.isVisible()
        cards = table.spot_piles[acting.spot].items
        centre = sum((c.sceneBoundingRect().center().x() for c in cards), 0.0) / len(cards)
        assert ring.sceneBoundingRect().contains(cards[0].sceneBoundingRect().center())
        assert abs(ring.sceneBoundingRect().center().x() - centre) < ring.rect().width() / 2
        seen_legs.add(acting.spot)
        click(qtbot, table, "stand")
    assert len(seen_legs) >= 1
    settled(qtbot, table)
    assert not table.acting_ring.isVisible() or table.session.is_human_turn()


def test_as_the_dealer_the_tags_are_from_your_side(qtbot: Any, cleanup: list[Any]) -> None:
    table = pok_table(qtbot, pd.Options(players=4, first_dealer=0))
    cleanup.append(table)
    settles: list[pd.Settle] = []
    table.session.eventsReady.connect(
        lambda events: settles.extend(e for e in events if isinstance(e, pd.Settle))
    )
    for _ in range(10):
        phase = wait_turn(qtbot, table)
        if phase == "catch":
            click(qtbot, table, "no_catch")
        elif phase == "dealer_draw":
            click(qtbot, table, "stand")
        else:
            break
        if settles and len(settles) == 3:
            break
    qtbot.waitUntil(lambda: len(settles) == 3, timeout=15_000)
    qtbot.waitUntil(lambda: all(s.spot in table.tags for s in settles), timeout=15_000)
    for s in settles:
        tag = table.tags[s.spot]
        mine = -s.amount  # what the dealer (you) won on that hand
        want = "win" if mine > 0 else "lose" if mine < 0 else "tie"
        assert tag.tone == want, (s, tag.subtitle)
        if mine:
            sign = "+" if mine > 0 else "−"
            assert tag.subtitle.endswith(sign + format_amount(abs(mine))), tag.subtitle


def test_when_the_dealers_cover_leaves_no_bet_you_are_told_why(
    qtbot: Any, cleanup: list[Any]
) -> None:
    # the dealer's 50 chips cover 10 in all: the first bet takes it, you are passed by
    options = pd.Options(players=3, first_dealer=1, starting_chips=50, min_bet=10, max_bet=10)
    table = pok_table(qtbot, options)
    cleanup.append(table)
    view = table.session.view(0)
    assert pd.betting_order(view.dealer, 3) == (2, 0)
    qtbot.waitUntil(lambda: table.session.view(0).phase != "betting", timeout=15_000)
    settled(qtbot, table)
    assert not any(h.seat == 0 for h in table.session.view(0).hands)
    assert "You sit this round out" in table.notice_log
    why = table.sat_out_reason
    assert "The dealer's 50 chips cover 10 in bets" in why and "10 are bet already" in why
    # the round's result sheet says it too
    qtbot.waitUntil(lambda: table.hold.sheet_shown, timeout=15_000)
    assert table.hold.sheet.subtitle.text() == why


def test_sitting_out_by_choice_gives_no_reason(qtbot: Any, cleanup: list[Any]) -> None:
    table = pok_table(qtbot, pd.Options(players=3, first_dealer=2))
    cleanup.append(table)
    wait_turn(qtbot, table)
    assert table.pok_panel.buttons["done"].base_text == "Sit out"
    click(qtbot, table, "done")
    settled(qtbot, table)
    assert "You sit this round out" not in table.notice_log and not table.sat_out_reason


def test_repeat_last_bet_and_chip_presets(qtbot: Any, cleanup: list[Any]) -> None:
    table = pok_table(
        qtbot, pd.Options(players=3, first_dealer=2, min_bet=20, max_bet=400, starting_chips=5000)
    )
    cleanup.append(table)
    wait_turn(qtbot, table)
    panel = table.pok_panel
    click(qtbot, table, "clear")
    for name, want in (("add_min", 40), ("add_50", 90), ("add_100", 190), ("double", 380)):
        click(qtbot, table, name)
        assert panel.bet_amount() == want, name
    click_item(qtbot, table, table.spot_items[0])
    assert [h.bet for h in table.session.view(0).my_hands] == [380]
    wait_turn(qtbot, table)
    # another leg starts from the bet just made, and Last bet is ready at once
    assert panel.bet_amount() == 380
    assert panel.buttons["last"].isEnabled()
    click(qtbot, table, "done")
    for _ in range(20):  # to the next round's betting
        phase = wait_turn(qtbot, table)
        if phase == "betting" and not table.session.view(0).my_hands:
            break
        table.submit(pd.Stand(table.session.view(0).acting_hand or 0))
    click(qtbot, table, "clear")
    assert panel.bet_amount() == 20
    click(qtbot, table, "last")
    assert panel.bet_amount() == 380  # Repeat last bet


# --- engine words and chip amounts in the player's language -------------------------------


def test_hand_names_follow_the_language(monkeypatch: pytest.MonkeyPatch) -> None:
    pok = parse_cards("9H KH")
    value = pd.evaluate(tuple(pok))
    assert game_words.pokdeng_words(pok, value.name, value.thai_name) == (
        value.name,
        value.thai_name,
    )
    monkeypatch.setattr(i18n.current(), "language", "th")
    assert game_words.pokdeng_words(pok, value.name, value.thai_name) == (value.thai_name, "")
    assert game_words.pokdeng_with_native(pok, value.name, value.thai_name) == value.thai_name
    # Xì tố: Vietnamese alone in Vietnamese, the English (translated) beside it otherwise
    monkeypatch.setattr(i18n.current(), "language", "en")
    assert game_words.xito_with_native("full_house", "Cù lũ", "full house") == (
        "Cù lũ (full house)"
    )
    monkeypatch.setattr(i18n.current(), "language", "vi")
    assert game_words.xito_with_native("full_house", "Cù lũ", "full house") == "Cù lũ"


def test_chip_amounts_use_the_languages_digit_grouping(monkeypatch: pytest.MonkeyPatch) -> None:
    assert format_amount(1234) == "1,234"
    assert format_amount(1234567) == "1,234,567"
    monkeypatch.setattr(i18n.current(), "language", "vi")
    assert format_amount(1234567) == "1.234.567"
    monkeypatch.setattr(i18n.current(), "language", "hi")
    assert format_amount(1234567) == "12,34,567"
    monkeypatch.setattr(i18n.current(), "language", "en")
    assert format_amount(12500) == "12,500"


# --- Xì tố ---------------------------------------------------------------------------------


def xito_table(qtbot: Any, bots: tuple[str, ...], seed: int, size: tuple[int, int]) -> XitoTable:
    options = xito.Options(players=len(bots) + 1, turn_timer=None, starting_stack=400)
    session = GameSession("xito", options, seats(*bots), seed, saves=SaveStore(), stats=StatsDB())
    table = XitoTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    show_focused(qtbot, table, size)
    return table


def offered_a_raise(qtbot: Any, table: XitoTable) -> Any:
    """Play on (calling, or opening at the least) until you may call or raise; your view."""
    session, panel = table.session, table.xito_panel
    for _ in range(30):
        wait_turn(qtbot, table)
        view = session.view(0)
        if view.bet_range is not None and view.highest > 0:
            return view
        if panel.buttons["call"].isVisible() and panel.buttons["call"].isEnabled():
            click(qtbot, table, "call")
        else:
            click(qtbot, table, "min")
            click(qtbot, table, "bet")
    pytest.fail("you were never offered a raise")


def test_pot_fraction_buttons_set_the_raise_and_raise_says_the_total(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = xito_table(qtbot, (RAISER, CALLER), 12, (1280, 800))
    cleanup.append(table)
    session, panel = table.session, table.xito_panel
    view = offered_a_raise(qtbot, table)
    low, high = view.bet_range
    pot = sum(p.amount for p in view.pots) + sum(view.round_bets)
    base = view.round_bets[0] + view.to_call  # what you have in once you call
    for name, want in (
        ("half", max(low, min(high, pot // 2))),
        ("pot", max(low, min(high, pot))),
        ("max", high),
        ("min", low),
    ):
        click(qtbot, table, name)
        assert panel.value() == want, name
        assert panel.buttons["raise"].base_text == f"Raise to {format_amount(base + want)}"
    click(qtbot, table, "half")
    raised: list[Any] = []
    session.eventsReady.connect(
        lambda events: raised.extend(e for e in events if isinstance(e, xito.Raised))
    )
    click(qtbot, table, "raise")
    qtbot.waitUntil(lambda: any(e.seat == 0 for e in raised), timeout=5000)
    mine = next(e for e in raised if e.seat == 0)
    assert mine.amount == max(low, min(high, pot // 2))


def test_the_slider_is_wide_and_grows_with_the_window(qtbot: Any, cleanup: list[Any]) -> None:
    table = xito_table(qtbot, (CALLER, CALLER), 12, (1024, 580))
    cleanup.append(table)
    wait_turn(qtbot, table)
    panel = table.xito_panel
    if not panel.slider.isVisible():
        pytest.fail("no amount to choose at your first decision")
    small = panel.slider.width()
    assert small >= panel.SLIDER_MIN
    table.resize(1600, 900)
    qtbot.waitUntil(lambda: panel.slider.width() > small + 100, timeout=3000)


# --- every size: nothing cut at 1024×640 at many moments of a hand ----------------------------


@pytest.mark.parametrize(
    "game,options",
    [
        ("pokdeng", pd.Options(players=4, first_dealer=3, max_legs=3)),
        ("pokdeng", pd.Options(players=4, first_dealer=0)),  # as the dealer
        ("xito", xito.Options(players=4, turn_timer=None, starting_stack=120)),
    ],
)
def test_no_button_text_is_cut_at_1024_at_any_moment(
    in_language: str, qtbot: Any, cleanup: list[Any], themed: Any, game: str, options: Any
) -> None:
    if game == "xito":
        session = GameSession(
            "xito", options, seats(RAISER, CALLER, RAISER), 3, saves=SaveStore(), stats=StatsDB()
        )
        table: Any = XitoTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    else:
        session = GameSession("pokdeng", options, POK_SEATS, 3, saves=SaveStore(), stats=StatsDB())
        table = PokDengTable(session, Settings(animation_speed="off", ai_pace_ms=0), CardArt())
    cleanup.append(table)
    show_focused(qtbot, table, (1024, 580))
    problems: dict[str, str] = {}
    groups: set[str] = set()
    decisions = 0
    # Xì tố in the other languages: the first 12 decisions (its act and re-buy rows have shown
    # by then; the rest repeat them). Pok Deng's bank's offer comes late: every decision.
    most = 12 if game == "xito" and in_language != "en" else 30
    for _ in range(800):
        if decisions >= most or session.state.is_over:
            break
        if continue_if_held(qtbot, table):
            qtbot.wait(5)
            continue
        if session.is_human_turn() and not table.scene.animator.busy:
            qtbot.wait(1)
            group = table.panel.current_group()
            if group is None:
                qtbot.wait(5)
                continue
            decisions += 1
            groups.add(group)
            for problem in cut_buttons(table):
                problems[problem] = group
            assert table.width() == 1024
            legal = session.legal_actions()
            # bet at each free place (two or three legs), then go on; elsewhere vary
            bets = [a for a in legal if isinstance(a, pd.PlaceBet)]
            table.submit(bets[0] if bets else legal[decisions % len(legal)])
        qtbot.wait(5)
    assert decisions >= 3
    assert not problems, problems


def test_the_raise_row_fits_1024_with_four_digit_amounts(
    in_language: str, qtbot: Any, cleanup: list[Any], themed: Any
) -> None:
    """The longest row: Fold, Call 1,000, the amount, the presets with All-in, Raise to 5,000
    (the every-moment test above plays small stacks)."""
    table = xito_table(qtbot, (RAISER, CALLER), 12, (1024, 580))
    cleanup.append(table)
    panel = table.xito_panel
    offered_a_raise(qtbot, table)
    panel.buttons["call"].set_base_text(table.tr("Call %1").replace("%1", format_amount(1000)))
    panel.set_pot(2000, 1000, all_in=True)
    panel.set_range(10, 4000, 10, 4000)
    assert panel.buttons["raise"].isVisible() and panel.buttons["call"].isVisible()
    qtbot.wait(50)
    assert table.width() == 1024, panel.minimumSizeHint().width()
    assert not cut_buttons(table)
    assert "\n" in panel.buttons["raise"].text()  # its key under its label
    table.resize(1280, 800)  # room enough: the key beside the label again
    qtbot.waitUntil(lambda: "\n" not in panel.buttons["raise"].text(), timeout=3000)
    qtbot.wait(50)
    assert not cut_buttons(table)
    assert table.width() == 1280


def test_a_buttons_key_is_drawn_apart_from_its_label(qtbot: Any, themed: Any) -> None:
    """The key is drawn smaller in a key-cap, not as more text: the picture differs from a
    plain button showing the same text, while ``text()`` (what the sizes are checked on) is
    unchanged."""
    from PySide6.QtWidgets import QPushButton, QWidget

    from cardtable_qt.ui.table.action_panel import ActionButton

    holder = QWidget()
    qtbot.addWidget(holder)
    ours = ActionButton("Full house 8-8-8-2-2", "2", parent=holder)
    plain = QPushButton(ours.text(), holder)
    for b in (ours, plain):
        b.setFixedSize(240, 40)
    plain.move(0, 50)
    holder.show()
    qtbot.waitExposed(holder)
    assert ours.text() == "Full house 8-8-8-2-2   2"
    assert ours.grab().toImage() != plain.grab().toImage()
    ours.set_key_below()
    assert ours.text() == "Full house 8-8-8-2-2\n2"


def test_last_rounds_stands_and_draws_are_cleared_before_the_banks_decision(
    qtbot: Any, cleanup: list[Any]
) -> None:
    table = pok_table(qtbot, pd.Options(players=4, first_dealer=0))
    cleanup.append(table)
    words = {"Stands", "Draws", "No catch"}
    said: set[str] = set()
    for _ in range(12):
        phase = wait_turn(qtbot, table)
        said |= {p.status for p in table.plates} & words
        if phase == "bank_keep":
            break
        if phase == "catch":
            click(qtbot, table, "no_catch")
        elif phase == "dealer_draw":
            click(qtbot, table, "stand")
        else:
            table.submit(table.session.legal_actions()[0])
    else:
        pytest.fail("the bank's decision never came")
    assert said, "no Stands / No catch was shown during the round"
    assert not {p.status for p in table.plates} & words


def _settle(hand: int, seat: int, spot: int, amount: int, dealer_cards: str) -> pd.Settle:
    cards = tuple(parse_cards("9H KH" if amount > 0 else "2C 3C"))
    value = pd.evaluate(cards)
    shown = tuple(parse_cards(dealer_cards)) if dealer_cards else ()
    dealer = pd.evaluate(shown) if shown else None
    return pd.Settle(
        hand=hand,
        seat=seat,
        spot=spot,
        bet=10,
        cards=cards,
        name=value.name,
        thai_name=value.thai_name,
        dealer=1,
        dealer_cards=shown,
        dealer_name=dealer.name if dealer else "",
        dealer_thai_name=dealer.thai_name if dealer else "",
        outcome="win" if amount > 0 else "lose",
        multiplier=1,
        amount=amount,
        stage="pok" if amount > 0 else "showdown",
        stack=1000,
        dealer_stack=1000,
    )


def test_the_sheet_names_your_legs_and_shows_the_dealers_cards(qapp: Any) -> None:
    from cardtable_qt.engine.match import HandOver
    from cardtable_qt.ui.tables.hand_results import pokdeng_sheet

    # you (seat 0) at your place and on the cut-in; the first settle (a Pok) hid the dealer's
    events = [_settle(1, 0, 0, 10, ""), _settle(2, 0, 1, -10, "5D 2S")]
    names = {0: "You", 1: "Malee"}
    _title, _subtitle, rows = pokdeng_sheet(HandOver((0, 0)), events, names.__getitem__, 0)
    assert [r.name for r in rows] == ["You · your place", "You · cut in", "Malee"]
    assert rows[0].status == "beats the dealer"  # the dealer's hand stayed hidden
    dealer_row = rows[-1]
    assert dealer_row.groups and [str(c) for c in dealer_row.groups[0].cards] == ["5D", "2S"]
    assert dealer_row.groups[0].label == pd.evaluate(tuple(parse_cards("5D 2S"))).name


def test_when_the_cover_closes_your_bets_after_one_hand_you_are_told(
    qtbot: Any, cleanup: list[Any]
) -> None:
    # the dealer's 100 chips cover 20 in all: your first bet of 20 closes the table
    options = pd.Options(
        players=3, first_dealer=2, starting_chips=100, min_bet=10, max_bet=20, max_legs=3
    )
    table = pok_table(qtbot, options)
    cleanup.append(table)
    assert wait_turn(qtbot, table) == "betting"
    table.pok_panel.amount.setValue(20)
    click(qtbot, table, "bet")
    qtbot.waitUntil(lambda: table.session.view(0).phase != "betting", timeout=15_000)
    settled(qtbot, table)
    assert "No other hand for you this round" in table.notice_log
    assert "The dealer's 100 chips cover 20 in bets" in table.bets_closed_reason


def test_pressing_deal_gives_no_reason(qtbot: Any, cleanup: list[Any]) -> None:
    table = pok_table(qtbot, pd.Options(players=3, first_dealer=2, max_legs=3))
    cleanup.append(table)
    wait_turn(qtbot, table)
    click(qtbot, table, "bet")
    wait_turn(qtbot, table)
    click(qtbot, table, "done")
    settled(qtbot, table)
    assert "No other hand for you this round" not in table.notice_log
