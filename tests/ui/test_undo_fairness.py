"""Fair undo, as a property of every game: no sequence of moves and undos lets the person see a
card that was hidden at a position and then choose again at that position.

The person plays random legal moves against the basic bots and tries Undo often. Every card the
person's view shows, after every event, is noted with the moment it showed. When an undo goes
back to a position, each card the person saw since that position was first reached must have
been in some seat's view there already (an opponent's own cards, played later, were known to
that opponent): otherwise the person would choose again knowing a hidden card. After each undo
the person picks another move than the one taken back, when there is one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from cardtable_qt.engine.cards import Card
from cardtable_qt.session.sight import Sight, cards_in_view, seen_by

from .test_undo import settled, start

GAMES = ["guandan", "pokdeng", "xito", "rummy"]
DECISIONS = 40
HANDS = 3


@dataclass(frozen=True)
class Reached:
    """A decision of the person's: where in the hand's log, what everyone saw, and when."""

    log_length: int
    sight: Sight
    moment: int


def _playing_on(legal: list[Any]) -> list[Any]:
    """The moves that keep the person in the hand (a fold or a pack ends the run early)."""
    staying = [a for a in legal if type(a).__name__ not in ("Fold", "Pack", "SitOut")]
    return staying or legal


def _when(reached: Reached) -> int:
    return reached.moment


@pytest.mark.parametrize("seed", [3, 4])
@pytest.mark.parametrize("game", GAMES)
def test_no_undo_shows_a_hidden_card_and_then_lets_the_person_choose_again(
    qtbot: Any, game: str, seed: int
) -> None:
    session, overs = start(qtbot, game, seed)
    chance = random.Random(seed * 1009 + len(game))
    seen: list[tuple[int, frozenset[Card]]] = []  # (moment, the person's cards then)

    def note() -> None:
        seen.append((len(seen), cards_in_view(session.view())))

    def shown(_events: Any) -> None:  # as a table would: look, then say the animation is done
        note()
        session.animations_finished()

    session.eventsReady.connect(shown)
    reached: list[Reached] = []
    undos = hands = 0
    try:
        for _ in range(DECISIONS):
            qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
            if overs:  # undo never crosses a hand's end: the next hand starts afresh
                hands += 1
                if hands == HANDS:
                    break
                overs.clear()
                seen.clear()
                reached.clear()
                session.resume()
                continue
            note()
            reached.append(
                Reached(len(session._hand_log), seen_by(session.state, 0), len(seen) - 1)
            )
            if session.can_undo() and chance.random() < 0.5:
                taken_back = session._hand_log[session._last_own_move()][1]
                assert session.undo() is None
                undos += 1
                back_to = len(session._hand_log)
                there = max((r for r in reached if r.log_length == back_to), key=_when)
                first = there.moment
                since = frozenset().union(*(cards for moment, cards in seen if moment >= first))
                hidden = since - there.sight.anyone
                assert not hidden, (
                    f"undo after seeing {sorted(map(str, hidden))} in {game}: back to "
                    f"{back_to}, log {[(s, str(a)) for s, a in session._hand_log]}, took back "
                    f"{taken_back}; when seen: "
                    f"{[m for m, c in seen if m >= first and c & hidden]} from {first}, "
                    f"reached {[(r.log_length, r.moment) for r in reached]}"
                )
                qtbot.waitUntil(lambda: settled(session, overs), timeout=20_000)
                legal = _playing_on(session.legal_actions())
                choice = chance.choice([a for a in legal if a != taken_back] or legal)
            else:
                choice = chance.choice(_playing_on(session.legal_actions()))
            assert session.submit(choice) is None
    finally:
        session.shutdown()
    assert undos > 0, "the run never took a move back: it proves nothing"
