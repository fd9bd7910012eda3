"""Undo and redo in the session: rebuilt from the hand's snapshot and log through the engine,
the bots back where they were; never across the end of a hand; the history of finished hands."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable_qt import ai
from cardtable_qt.engine import registry
from cardtable_qt.engine.handlog import record_from_data
from cardtable_qt.engine.match import HandOver
from cardtable_qt.engine.rng import Rng
from cardtable_qt.session import GameSession, SeatConfig
from cardtable_qt.session import timeline as timeline_module
from cardtable_qt.storage.stats import StatsDB


def seats_for(game: str, bot: str = "basic") -> list[SeatConfig]:
    players = registry.load(game).Options().players
    return [SeatConfig("human", "You")] + [
        SeatConfig("ai", f"Bot {i}", bot) for i in range(1, players)
    ]


def start(
    qtbot: Any, game: str, seed: int, bot: str = "basic", **kw: Any
) -> tuple[GameSession, list[HandOver]]:
    seats = seats_for(game, bot)
    session = GameSession(game, None, seats, seed=seed, bot_mode="thread", **kw)
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    session.handOver.connect(lambda _o: session.pause())  # nothing moves after a hand's end
    session.set_ai_pace(0)
    session.start()
    return session, overs


def settled(session: GameSession, overs: list[HandOver]) -> bool:
    """The person is to act (nothing under way), or the first hand is over."""
    if overs:
        return True
    return session.is_human_turn() and session.thinking_seat is None and session._pending is None


class Person:
    """The person's choices: the basic bot with a generator per decision, so the same position
    always gets the same choice."""

    def __init__(self, game: str) -> None:
        self.bot = ai.make("basic", game)

    def choose(self, session: GameSession, number: int) -> Any:
        legal = session.legal_actions()
        return self.bot.choose(session.view(), legal, Rng(9000 + number))


def rngs(session: GameSession) -> list[Any]:
    return [None if r is None else r.to_dict() for r in session._bot_rngs]


def reference(
    qtbot: Any, game: str, seed: int, bot: str
) -> tuple[list[tuple[dict[str, Any], list[Any]]], Any, Any]:
    """The first hand played without undo: the state and the bots' generators at each of the
    person's decisions, the hand's result and the state after it."""
    session, overs = start(qtbot, game, seed, bot)
    person = Person(game)
    states: list[dict[str, Any]] = []
    while True:
        qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
        if overs:
            break
        states.append((session.state.to_dict(), rngs(session)))
        assert session.submit(person.choose(session, len(states))) is None
    end = session.state.to_dict()
    session.shutdown()
    return states, overs[0], end


# Random AI players use their generators at every move: a bot not put back where it was would
# play differently after an undo. (Rummy's random players hardly ever end a deal.)
@pytest.mark.parametrize(
    ("game", "bot", "seed"),
    [
        ("guandan", "random", 21),
        ("pokdeng", "random", 23),
        ("xito", "random", 21),
        ("rummy", "basic", 21),
    ],
)
def test_undo_at_every_decision_then_the_same_again_is_as_if_never_undone(
    qtbot: Any, game: str, bot: str, seed: int
) -> None:
    states, over, end = reference(qtbot, game, seed, bot)
    assert states, "the person had decisions in the first hand"
    session, overs = start(qtbot, game, seed, bot)
    person = Person(game)
    undone = False
    for number, (expected, bots) in enumerate(states, start=1):
        qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
        assert not overs and session.state.to_dict() == expected
        assert rngs(session) == bots
        action = person.choose(session, number)
        # 1. taken back at once (the bots held by a pause): exactly the position before
        session.pause()
        assert session.submit(action) is None
        if not session.can_undo():  # the move itself showed a card: fair play keeps it
            after = session.state.to_dict()
            assert session.undo() is not None
            assert session.state.to_dict() == after
            session.resume()
            continue
        assert session.undo() is None
        undone = True
        assert session.state.to_dict() == expected
        session.resume()
        qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
        assert session.state.to_dict() == expected
        # 2. played, the bots answer; taken back again, with every AI move since; redone
        assert session.submit(action) is None
        qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
        if overs:
            break  # the hand ended: that decision cannot be taken back any more
        if not session.can_undo():  # a card showed since: never taken back
            continue
        assert session.undo() is None
        assert session.state.to_dict() == expected
        assert rngs(session) == bots
        assert session.can_redo()
        assert session.redo() is None
        assert not session.can_redo()
    qtbot.waitUntil(lambda: bool(overs), timeout=20_000)
    assert overs[0].deltas == over.deltas
    assert session.state.to_dict() == end
    assert session.undo_used == undone
    # after the end of the hand: refused, nothing changed
    assert not session.can_undo()
    before = session.state.to_dict()
    reason = session.undo()
    assert reason is not None
    assert session.state.to_dict() == before
    session.shutdown()


def test_undo_is_refused_when_off_and_before_any_decision(qtbot: Any) -> None:
    session, overs = start(qtbot, "xito", 5, allow_undo=False)
    qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
    assert session.undo() == "Undo is off in this game."
    session.shutdown()
    session, overs = start(qtbot, "rummy", 5)
    qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
    if not session.state.to_dict() == session._hand_start or session._hand_log:
        assert not any(seat == 0 for seat, _a in session._hand_log)
    assert not session.can_undo()
    assert session.undo() is not None
    session.shutdown()


def test_redo_only_while_nothing_else_happened(qtbot: Any) -> None:
    session, overs = start(qtbot, "rummy", 4)
    person = Person("rummy")
    qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
    first = person.choose(session, 1)
    assert session.submit(first) is None
    qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
    assert session.undo() is None
    other = [a for a in session.legal_actions() if a != first]
    assert other
    assert session.submit(other[0]) is None
    assert not session.can_redo()
    assert session.redo() == "There is nothing to redo."
    session.shutdown()


def test_undo_survives_a_save_and_the_flag_goes_to_the_statistics(qtbot: Any) -> None:
    stats = StatsDB(":memory:")
    session, overs = start(qtbot, "pokdeng", 8, stats=stats)
    person = Person("pokdeng")
    qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
    expected = session.state.to_dict()
    assert session.submit(person.choose(session, 1)) is None
    session.pause()
    payload = json.loads(json.dumps(session.to_payload()))
    session.shutdown()
    restored = GameSession.from_payload(payload, stats=stats, bot_mode="thread")
    restored.start()
    assert restored.can_undo()
    assert restored.undo() is None
    assert restored.state.to_dict() == expected
    assert restored.to_payload()["undo_used"] is True
    restored.set_ai_pace(0)
    overs2: list[HandOver] = []
    restored.handOver.connect(overs2.append)
    while not overs2:
        qtbot.waitUntil(lambda: settled(restored, overs2), timeout=20_000)
        if not overs2:
            restored.submit(person.choose(restored, 2))
    assert stats.recent("pokdeng")[-1].undo_used
    restored.shutdown()


def test_finished_hands_go_into_the_history_and_the_save_within_budget(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    players = 4
    seats = [SeatConfig("ai", f"Bot {i}", "basic") for i in range(players)]
    session = GameSession("xito", None, seats, seed=3, bot_mode="thread")
    overs: list[HandOver] = []
    session.handOver.connect(overs.append)
    session.set_ai_pace(0)
    session.start()
    qtbot.waitUntil(lambda: len(overs) >= 4, timeout=30_000)
    session.pause()
    history = session.history
    assert [h.number for h in history][:4] == [1, 2, 3, 4]
    assert [h.deltas for h in history][:4] == [o.deltas for o in overs[:4]]
    assert [h.hand_key for h in history][:4] == [o.hand_key for o in overs[:4]]
    payload = json.loads(json.dumps(session.to_payload()))
    assert session.state.chance.key.hex() not in json.dumps(payload["history"])
    assert [record_from_data(d) for d in payload["history"]] == history
    # the save keeps the newest hands that fit the budget
    size = len(json.dumps(payload["history"][-1], ensure_ascii=False))
    monkeypatch.setattr(timeline_module, "SAVE_BUDGET", size * 2 + 1)
    kept = session.to_payload()["history"]
    assert [d["number"] for d in kept] == [h.number for h in history][-len(kept) :]
    assert 1 <= len(kept) <= 2
    session.shutdown()
    # a restored session lists them again; a damaged entry is left out, never fatal
    payload["history"][0] = {"app": "CardTable", "kind": "hand", "format": 1}
    restored = GameSession.from_payload(payload, bot_mode="thread")
    assert restored.history == history[1:]
    restored.shutdown()
