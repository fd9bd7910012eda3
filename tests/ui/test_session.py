"""The game session: bots off the GUI thread, turns, refusals, autosave, statistics, restore."""

from __future__ import annotations

import copy
import time
from typing import Any

import pytest

from cardtable_qt.engine import pokdeng as pd
from cardtable_qt.engine.chance import bot_rngs
from cardtable_qt.engine.codec import StateDataError
from cardtable_qt.engine.match import HandOver
from cardtable_qt.engine.rng import Rng
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.session.controller import TABLE_SAVE_DELAY_MS as TABLE_DELAY_MS
from cardtable_qt.storage.saves import SaveStore
from cardtable_qt.storage.stats import StatsDB


class BrokenBot:
    """Fails every decision: the session must carry on with a legal move."""

    def choose(self, view: Any, legal_actions: list[Any], rng: Rng) -> Any:
        raise RuntimeError("this bot always fails")


def ai_seats(n: int, bot: str = "basic") -> list[SeatConfig]:
    return [SeatConfig("ai", f"Bot {i}", bot) for i in range(n)]


def with_you(n: int) -> list[SeatConfig]:
    return [SeatConfig("human", "You"), *ai_seats(n)[1:]]


def play_rounds(qtbot: Any, session: GameSession, rounds: int) -> list[HandOver]:
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    session.set_ai_pace(0)
    session.start()
    qtbot.waitUntil(lambda: len(overs) >= rounds, timeout=20_000)
    return overs


def test_same_seed_same_game_whether_bots_think_in_a_process_or_a_thread(qtbot: Any) -> None:
    runs = []
    for mode in ("process", "thread"):
        session = GameSession("pokdeng", pd.Options(players=3), ai_seats(3), seed=42, bot_mode=mode)
        assert session._thinker.mode == mode
        runs.append([o.deltas for o in play_rounds(qtbot, session, 6)][:6])
        assert session._thinker.is_alive
        session.shutdown()
        assert not session._thinker.is_alive
    assert runs[0] == runs[1]
    assert all(sum(d) == 0 for d in runs[0])


def test_the_person_is_asked_and_refusals_give_the_reason(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=1)
    session.set_ai_pace(0)
    asked: list[int] = []
    refused: list[str] = []
    session.humanToAct.connect(asked.append)
    session.actionRefused.connect(refused.append)
    assert session.submit(pd.EndBets()) == "The game is not running."
    session.start()
    qtbot.waitUntil(lambda: bool(asked), timeout=5000)
    assert asked == [0] and session.is_human_turn()
    before = session.state.to_dict()
    reason = session.submit(pd.PlaceBet(0, 10_000))
    assert reason is not None and "from 10 to" in reason
    assert refused[-1] == reason
    assert session.state.to_dict() == before
    assert session.submit(pd.PlaceBet(0, 20)) is None
    assert session.legal_actions()  # still betting (a second hand may be opened)
    assert session.submit(pd.EndBets()) is None
    assert session.hands_played >= 0
    session.shutdown()


def test_not_your_turn_is_refused(qtbot: Any) -> None:
    # seat 1 deals first, seat 2 bets before you
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=1)
    session.set_ai_pace(3000)
    session.start()
    assert session.state.current_player == 2
    assert session.submit(pd.EndBets()) == "It is not your turn."
    session.shutdown()


def test_autosave_after_every_action_and_results_recorded(qtbot: Any) -> None:
    saves, stats = SaveStore(), StatsDB()
    session = GameSession(
        "pokdeng", pd.Options(players=3), with_you(3), seed=9, saves=saves, stats=stats
    )
    session.set_ai_pace(0)
    asked: list[int] = []
    session.humanToAct.connect(asked.append)
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    session.start()
    for _ in range(3):
        qtbot.waitUntil(lambda: session.is_human_turn(), timeout=5000)
        view = session.view()
        action = session.legal_actions()[0]
        if view.phase == "drawing":
            action = pd.Stand(view.acting_hand)
        assert session.submit(action) is None
        # the autosave is the state right after the person's action (or later bot moves)
        saved = saves.load_autosave()
        assert saved is not None and saved["game"] == "pokdeng"
        assert saves.autosave_info() is not None
    qtbot.waitUntil(lambda: len(overs) >= 1 or session.is_human_turn(), timeout=5000)
    summary = stats.summary("pokdeng")
    assert summary.played == len(overs)
    restored = GameSession.from_payload(saves.load_autosave())
    assert restored.state.to_dict() == session.state.to_dict()
    assert restored.seats == session.seats and restored.seed == session.seed
    session.shutdown()
    restored.shutdown()


def test_payload_round_trip_restores_the_same_game_and_bots(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=4), ai_seats(4), seed=5)
    play_rounds(qtbot, session, 2)
    session.pause()
    payload = session.to_payload()
    restored = GameSession.from_payload(copy.deepcopy(payload))
    assert restored.to_payload() == payload
    assert restored.hands_played == session.hands_played
    # both carry on identically: same engine state, same bot RNGs
    a = play_rounds(qtbot, restored, 3)
    b_session = GameSession.from_payload(copy.deepcopy(payload))
    b = play_rounds(qtbot, b_session, 3)
    assert [o.deltas for o in a[:3]] == [o.deltas for o in b[:3]]
    for s in (session, restored, b_session):
        s.shutdown()


def test_bots_get_streams_that_tell_nothing_of_the_cards(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=21)
    assert session._bot_rngs == [None, *bot_rngs(21, 3)[1:]]
    assert all(r is None or r.state != Rng(21).spawn().state for r in session._bot_rngs)
    payload = copy.deepcopy(session.to_payload())
    session.shutdown()
    # A save from before: engine state version 1, bots on streams spawned from the seed, which
    # gave the seed (and so the cards) away. The bots go on with streams of their own.
    master = Rng(21)
    payload["bots"] = [None, *(master.spawn().to_dict() for _ in range(2))]
    payload["state"]["format"] = 1
    del payload["state"]["chance"]
    restored = GameSession.from_payload(payload)
    assert restored._bot_rngs == [None, *bot_rngs(21, 3)[1:]]
    restored.shutdown()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda p: p.update(game="chess"), "no game"),
        (lambda p: p.update(format=99), "newer CardTable"),
        (lambda p: p["seats"][1].update(kind="robot"), "kind"),
        (lambda p: p["seats"][1].update(bot="os:system"), "bot"),
        (lambda p: p["seats"].pop(), "seats"),
        (lambda p: p["bots"][1].update(state="zz"), "bots"),
        (lambda p: p.update(hands_played=-1), "hands_played"),
        (lambda p: p.update(hand_log=[[0, {"type": "Nonsense"}]]), "hand_log"),
        (lambda p: p["state"].update(stacks="lots"), "stacks"),
        (lambda p: p.pop("state"), "$"),
        (lambda p: p.update(seed="7"), "seed"),
    ],
)
def test_a_damaged_payload_is_refused_with_where(qtbot: Any, change: Any, message: str) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=3)
    payload = copy.deepcopy(session.to_payload())
    session.shutdown()
    change(payload)
    with pytest.raises(StateDataError) as error:
        GameSession.from_payload(payload)
    assert message in str(error.value)


def test_pause_holds_the_bots_and_resume_goes_on(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), ai_seats(3), seed=2)
    session.set_ai_pace(0)
    session.pause()
    session.start()
    qtbot.wait(150)
    assert session.hands_played == 0 and session.is_paused
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    session.resume()
    qtbot.waitUntil(lambda: bool(overs), timeout=5000)
    session.shutdown()


def test_a_view_attached_holds_the_bots_until_its_animations_finish(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), ai_seats(3), seed=2)
    session.set_ai_pace(0)
    batches: list[list[Any]] = []
    session.eventsReady.connect(batches.append)
    session.start()
    qtbot.waitUntil(lambda: bool(batches), timeout=5000)
    qtbot.wait(100)
    assert len(batches) == 1  # nobody moved while the "table" was still animating
    session.animations_finished()
    qtbot.waitUntil(lambda: len(batches) == 2, timeout=5000)
    session.shutdown()


def test_the_ai_pace_delays_each_move(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), ai_seats(3), seed=2)
    session.set_ai_pace(200)
    moves: list[float] = []
    session.eventsReady.connect(lambda _e: (moves.append(time.perf_counter()), None)[1])
    session.eventsReady.connect(session.animations_finished)
    started = time.perf_counter()
    session.start()
    qtbot.waitUntil(lambda: len(moves) >= 2, timeout=5000)
    assert moves[0] - started >= 0.18 and moves[1] - moves[0] >= 0.18
    session.shutdown()


def test_a_failing_bot_does_not_stop_the_game(qtbot: Any) -> None:
    seats = ai_seats(3, "basic")
    seats[2] = SeatConfig("ai", "Broken", "tests.ui.test_session:BrokenBot")
    session = GameSession("pokdeng", pd.Options(players=3), seats, seed=4)
    problems: list[str] = []
    session.problem.connect(problems.append)
    overs = play_rounds(qtbot, session, 2)
    assert len(overs) >= 2 and problems and "Broken" in problems[0]
    session.shutdown()


def test_meta_names_the_players_and_the_round(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=3)
    assert session.meta() == {
        "players": ["You", "Bot 1", "Bot 2"],
        "progress": "Round 1",
        "progress_of": {"unit": "round", "n": 1},  # what it is, said in any language later
    }
    assert session.human_seat == 0 and session.game_id == "pokdeng"
    session.shutdown()


# --- the table's own state in the save ---------------------------------------------------------


def test_the_tables_state_goes_into_the_save_and_comes_back(qtbot: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=3)
    assert "table" not in session.to_payload()  # no table, nothing to keep
    arrangement = {"groups": [["5H", "6H"], ["KS"]], "version": 1}
    session.table_state_provider = lambda: arrangement
    payload = copy.deepcopy(session.to_payload())
    session.shutdown()
    assert payload["table"] == arrangement
    restored = GameSession.from_payload(payload)
    assert restored.restored_table_state == arrangement
    # until a table provides its own, a save keeps what was restored: nothing is lost
    assert restored.to_payload()["table"] == arrangement
    restored.table_state_provider = lambda: None
    assert "table" not in restored.to_payload()
    restored.shutdown()
    fresh = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=3)
    assert fresh.restored_table_state is None
    fresh.shutdown()


@pytest.mark.parametrize("damage", ["junk", [1, 2], 7, {1: "not a text key"}, {"x": float("nan")}])
def test_a_damaged_table_entry_is_ignored_never_fatal(qtbot: Any, damage: Any) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=3)
    payload = copy.deepcopy(session.to_payload())
    session.shutdown()
    payload["table"] = damage
    restored = GameSession.from_payload(payload)
    assert restored.restored_table_state is None
    assert restored.state.to_dict() == payload["state"]
    restored.shutdown()


@pytest.mark.parametrize(
    "provider",
    [
        lambda: 1 / 0,
        lambda: ["not", "a", "dict"],
        lambda: {"cards": {1, 2}},  # a set is not JSON
    ],
)
def test_a_failing_table_provider_costs_only_its_part_of_the_save(
    qtbot: Any, provider: Any
) -> None:
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=3)
    session.table_state_provider = provider
    payload = session.to_payload()
    assert "table" not in payload and payload["state"] == session.state.to_dict()
    session.shutdown()


def started_with_saves(qtbot: Any) -> tuple[GameSession, SaveStore, list[dict[str, Any]]]:
    """A session waiting for the person, whose autosaves are counted."""
    saves = SaveStore()
    written: list[dict[str, Any]] = []
    write = saves.write_autosave

    def counting(payload: dict[str, Any], **kw: Any) -> Any:
        written.append(copy.deepcopy(payload))
        return write(payload, **kw)

    saves.write_autosave = counting  # type: ignore[method-assign]
    session = GameSession("pokdeng", pd.Options(players=3), with_you(3), seed=9, saves=saves)
    session.set_ai_pace(0)
    session.start()
    qtbot.waitUntil(session.is_human_turn, timeout=5000)
    qtbot.wait(50)
    return session, saves, written


def test_a_table_change_is_autosaved_once_per_burst(qtbot: Any) -> None:
    session, saves, written = started_with_saves(qtbot)
    before = len(written)
    arrangement = {"order": ["AS", "2D"]}
    session.table_state_provider = lambda: dict(arrangement)
    for n in range(5):  # a drag across several groups
        arrangement["step"] = n  # type: ignore[assignment]
        session.table_state_changed()
    assert len(written) == before  # debounced: nothing yet
    qtbot.waitUntil(lambda: len(written) > before, timeout=3000)
    qtbot.wait(TABLE_DELAY_MS + 100)
    assert len(written) == before + 1
    saved = saves.load_autosave()
    assert saved is not None and saved["table"] == {"order": ["AS", "2D"], "step": 4}
    session.shutdown()


def test_a_pending_table_change_is_saved_when_the_game_closes(qtbot: Any) -> None:
    session, saves, written = started_with_saves(qtbot)
    session.table_state_provider = lambda: {"groups": [["QH"]]}
    session.table_state_changed()
    session.shutdown()  # before the delay ran out
    saved = saves.load_autosave()
    assert saved is not None and saved["table"] == {"groups": [["QH"]]}
    session.table_state_changed()  # closed: nothing more is written
    count = len(written)
    qtbot.wait(TABLE_DELAY_MS + 100)
    assert len(written) == count
