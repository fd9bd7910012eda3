"""The post-hand review, headless: for each decision of one seat, what it did, what the AI would
have done from what that seat could see (``view(seat)`` at that point of the log, never a card
shown later), the AI's estimate of both, and what the difference cost.

The reviewer is the game's hard bot when it offers ``advise`` (its ``Advice.estimates`` are in
the game's own unit); without it, the basic bot stands in with a plain estimate: 1 for its own
choice and 0 for any other, in the unit ``"agreement"``, so a cost is then 1 for each decision
that differs from the basic bot's, and 0 for one that agrees.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .. import ai
from ..ai.advice import Advice
from ..engine.cards import Card
from ..engine.chance import stream_start
from ..engine.codec import encode
from ..engine.handlog import HandRecord
from ..engine.messages import Message
from ..engine.rng import Rng

log = logging.getLogger(__name__)

FALLBACK_UNIT = "agreement"
COSTLY = {  # a cost above this, in the unit, is marked as a costly decision
    FALLBACK_UNIT: 0.5,
    "chance": 0.10,  # ten points of the chance of taking the hand: beyond a few samples' noise
    # Xì tố's hard AI weighs moves in chips: half of the default ante (10) is a real loss, a
    # fraction of a chip is the samples' noise (0.07 chips was marked costly)
    "chips": 5.0,
}
DEFAULT_COSTLY = 0.05  # fraction of the unit: chance or equity, or per chip of a small bet
# Units whose estimates are sampled play-outs: a cost below the costly mark is their noise, and
# a sum of twenty decisions' noise would pass 100 points of a chance that is at most 100.
SAMPLED_UNITS = {"chance"}


@dataclass(frozen=True)
class Decision:
    index: int  # in the hand's action log
    played: Any
    best: Any
    played_value: float | None  # None: the AI did not weigh the move that was played
    best_value: float
    cost: float
    unit: str
    reason: str = ""  # the AI's own words for its choice
    message: Message | None = None  # the same, as the Hint shows it in the player's language

    @property
    def agrees(self) -> bool:
        return bool(self.played == self.best)

    @property
    def costly(self) -> bool:
        return self.cost > COSTLY.get(self.unit, DEFAULT_COSTLY)

    def to_data(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "played": encode(self.played),
            "best": encode(self.best),
            "cost": round(self.cost, 6),
            "unit": self.unit,
            "played_value": None if self.played_value is None else round(self.played_value, 6),
            "best_value": round(self.best_value, 6),
        }


@dataclass(frozen=True)
class Review:
    game: str
    seat: int
    reviewer: str  # "hard" or "basic"
    decisions: tuple[Decision, ...]

    @property
    def total_cost(self) -> float:
        """What the seat's decisions cost together, in their unit. A sampled unit counts only
        the costly decisions (the rest is the samples' noise), and at most the whole chance."""
        if self.decisions and self.decisions[0].unit in SAMPLED_UNITS:
            return min(1.0, sum(d.cost for d in self.decisions if d.costly))
        return sum(d.cost for d in self.decisions)

    @property
    def agreed(self) -> int:
        return sum(1 for d in self.decisions if d.agrees)

    def to_data(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seat": self.seat,
            "reviewer": self.reviewer,
            "decisions": [d.to_data() for d in self.decisions],
            "total_cost": round(self.total_cost, 6),
        }


class Cancelled(Exception):
    """The review was cancelled before it ended."""


def reviewer_for(game: str) -> tuple[str, Any]:
    """The bot that reviews: the hard one if it can advise, else the basic one."""
    try:
        bot = ai.make("hard", game)
    except ai.UnknownBot:
        bot = None
    except Exception as exc:  # a hard bot that cannot start: the review still works
        log.warning("review: the hard bot of %s could not start (%s); basic reviews", game, exc)
        bot = None
    if bot is not None and callable(getattr(bot, "advise", None)):
        return "hard", bot
    return "basic", ai.make("basic", game)


def advise(bot: Any, view: Any, legal: list[Any], rng: Rng, played: Any = None) -> Advice:
    """The bot's advice; a bot without ``advise`` gives its choice and the plain estimate. A bot
    that can ``appraise`` values the move played and its own choice in one unit (the review
    needs both, and a bot's advice may weigh its options in another)."""
    appraise = getattr(bot, "appraise", None)
    if played is not None and callable(appraise):
        appraised: Advice = appraise(view, legal, played, rng)
        return appraised
    method = getattr(bot, "advise", None)
    if callable(method):
        advice: Advice = method(view, legal, rng)
        return advice
    choice = bot.choose(view, legal, rng)
    return Advice(choice, "", estimates=((choice, 1.0),), unit=FALLBACK_UNIT)


def _reviewer_rng(record: HandRecord, index: int) -> Rng:
    """A generator for the reviewer's sampling at one decision: the same for the same hand,
    and from the hand's own key, so it carries nothing of the match."""
    key = (record.hand_key or "0" * 16).encode("ascii").ljust(32, b"0")[:32]
    return Rng(stream_start(key, "review", index))


def listed(action: Any, legal: list[Any]) -> Any:
    """The legal action ``action`` stands for: a person may play the listed cards with other
    copies of the same cards (two decks), which is the same decision as the listed one."""
    if action in legal:
        return action
    key = _faces(action)
    return next((a for a in legal if type(a) is type(action) and _faces(a) == key), action)


def _faces(value: Any) -> Any:
    """``value`` with every card replaced by its face (rank and suit, no deck index)."""
    if isinstance(value, Card):
        return value.face
    if isinstance(value, tuple | list):
        return tuple(_faces(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return tuple(_faces(getattr(value, f.name)) for f in dataclasses.fields(value))
    return value


def judge(advice: Advice, played: Any) -> tuple[float | None, float, float]:
    """(value of the move played, value of the AI's choice, the cost: their difference, ≥ 0).
    ``review_hand`` shows the move played as the best where it is valued at least as high."""
    best_value = advice.value_of(advice.action)
    values = [v for _a, v in advice.estimates]
    if best_value is None:
        best_value = max(values) if values else 0.0
    if played == advice.action:
        return best_value, best_value, 0.0
    played_value = advice.value_of(played)
    if played_value is None:
        if advice.unit == FALLBACK_UNIT:
            played_value = 0.0
        else:
            # The AI did not weigh it: it counts as no better than the worst move it weighed.
            worst = min(values) if values else best_value
            return None, best_value, max(0.0, best_value - worst)
    return played_value, best_value, max(0.0, best_value - played_value)


def review_hand(
    record: HandRecord,
    seat: int,
    *,
    bot: Any | None = None,
    reviewer: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Review:
    """Review every decision ``seat`` made in ``record`` (``progress(done, total)`` after each;
    ``cancelled()`` true stops it with ``Cancelled``)."""
    if not 0 <= seat < len(record.deltas):
        raise ValueError(f"no seat {seat} in a hand of {len(record.deltas)} seats")
    if bot is None:
        reviewer, bot = reviewer_for(record.game)
    total = len(record.decisions(seat))
    done = 0
    decisions: list[Decision] = []
    state = record.state_at(0)
    for index, (actor, action) in enumerate(record.actions):
        if actor == seat:
            if cancelled is not None and cancelled():
                raise Cancelled
            legal = state.legal_actions()
            if len(legal) > 1:  # a forced move (the cut, the only pass) is no decision
                decisions.append(_decision(bot, record, index, state.view(seat), legal, action))
            done += 1
            if progress is not None:
                progress(done, total)
        state.apply(action)
    return Review(record.game, seat, reviewer or "custom", tuple(decisions))


def choices(record: HandRecord, seat: int) -> list[int]:
    """The indices of ``seat``'s decisions in ``record`` where it had more than one choice."""
    state = record.state_at(0)
    found = []
    for index, (actor, action) in enumerate(record.actions):
        if actor == seat and len(state.legal_actions()) > 1:
            found.append(index)
        state.apply(action)
    return found


def _decision(
    bot: Any, record: HandRecord, index: int, view: Any, legal: list[Any], action: Any
) -> Decision:
    played = listed(action, legal)
    advice = advise(bot, view, legal, _reviewer_rng(record, index), played)
    played_value, best_value, cost = judge(advice, played)
    best = advice.action
    if played_value is not None and played != best and played_value >= best_value:
        # by the AI's own estimate the move played is as good as its choice (a sampled
        # estimate can rank them either way): the row shows the better one as the best
        best, best_value, reason, message = played, played_value, "", None
    else:
        reason, message = advice.reason, advice.message
    return Decision(
        index,
        played,
        best,
        played_value,
        best_value,
        cost,
        advice.unit or FALLBACK_UNIT,
        reason,
        message,
    )
