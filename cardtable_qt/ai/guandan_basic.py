"""The basic Guandan bot: a careful beginner.

Policy (it sees only its view and the legal actions):

- Tribute: pays the copy of its highest card that least helps its own straight flushes; returns
  the weakest card it may (a lone low card, so pairs and runs stay whole), or, when returning to
  its own partner, the best card it may.
- Leading: goes out at once when one play empties its hand. Otherwise it leads its weakest
  combination: the lowest play that does not split a bomb, does not spend a wild as a stand-in
  and does not break a pair or triple without need, preferring plays that shed more cards
  (straights, tubes, plates, full houses). When an opponent is down to one or two cards it
  avoids leading what that opponent can answer cheaply (singles, or pairs with two cards left).
- Following: never overtakes its partner's winning play unless that play empties its own hand.
  Against an opponent it plays the smallest play of the same kind that beats, keeping bombs,
  wilds and unbroken groups when it can, and does not spend a joker or level card on a low
  trick early in the hand. A bomb is kept for when it matters: the opponent who leads the trick
  has six cards or fewer, or the bomb leaves its own hand with six cards or fewer.
- Otherwise it passes.

``advise`` (the Hint falls back to this bot) gives the choice with its reason, in the hard bot's
words where the reason is the same (``guandan_reasons``); saying why never changes the choice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..engine.cards import Card
from ..engine.guandan import (
    Combo,
    CutDeck,
    GuandanView,
    Pass,
    PayTribute,
    Play,
    ReturnTribute,
    power,
)
from ..engine.rng import Rng
from .advice import Advice
from .guandan_reasons import DECK, closest_opponent, reason, shape

NEAR_DANGER = 6  # an opponent (or we) this close to going out makes a bomb worth it
RUN_KINDS = frozenset({"straight", "tube", "plate", "full_house"})


class BasicBot:
    """Plays like a careful beginner (see the module's docstring for the policy)."""

    def choose(self, view: GuandanView, legal_actions: list[Any], rng: Rng) -> Any:
        first = legal_actions[0]
        if len(legal_actions) == 1 or isinstance(first, CutDeck):
            return first
        if isinstance(first, PayTribute):
            return self._pay(view, legal_actions)
        if isinstance(first, ReturnTribute):
            return self._return(view, legal_actions)
        plays = [a for a in legal_actions if isinstance(a, Play)]
        hand_size = len(view.hand)
        for action in plays:
            if len(action.combo.cards) == hand_size:
                return action
        shape = _Shape(view.hand, view.level)
        if view.to_beat is None:
            return self._lead(view, plays, shape)
        return self._follow(view, plays, shape, legal_actions)

    def advise(self, view: GuandanView, legal_actions: list[Any], rng: Rng) -> Advice:
        """The choice with the reason it was made for, in the hard bot's words where the reason
        is the same (the Hint falls back to this bot). Its one estimate is its own agreement."""
        action = self.choose(view, legal_actions, rng)
        why = self._why(view, legal_actions, action)
        return replace(why, estimates=((action, 1.0),), unit="agreement")

    def _why(self, view: GuandanView, legal: list[Any], action: Any) -> Advice:
        level = view.level
        if isinstance(action, CutDeck):
            return reason(action, "cut", count=DECK)
        hand = list(view.hand)
        if isinstance(action, PayTribute | ReturnTribute):
            rest = list(hand)
            rest.remove(action.card)
            if isinstance(action, PayTribute):
                return reason(action, "tribute_high", card=action.card, after=shape(rest, level))
            if _to_partner(view):
                return reason(action, "return_partner", card=action.card)
            return reason(action, "return_low", card=action.card, after=shape(rest, level))
        top = view.to_beat
        if isinstance(action, Play):
            combo = action.combo
            after = shape([c for c in hand if c not in set(combo.cards)], level)
            if len(combo.cards) == len(hand):
                return reason(action, "go_out", play=combo)
            if top is None:
                danger = _opponent_low(view)
                if danger is not None and not _answerable(combo, danger):
                    seat = closest_opponent(view)
                    return reason(action, "lead_safe", play=combo, seat=seat, count=danger)
                return reason(action, "lead_weakest", play=combo, after=after)
            if combo.tier:
                seat = view.to_beat_seat
                held = view.counts[seat] if seat is not None else None
                if seat is not None and held is not None and held <= NEAR_DANGER:
                    return reason(action, "bomb_urgent", play=combo, seat=seat, count=held)
                return reason(action, "bomb_finish", play=combo, after=after)
            return reason(action, "follow_low", play=combo, top=top, after=after)
        assert top is not None
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return reason(action, "pass_cannot", top=top)
        if view.to_beat_seat == view.partner:
            return reason(action, "pass_partner", top=top)
        smallest = self._smallest(view, plays, _Shape(view.hand, level))
        if smallest is not None:  # kept for a trick that matters more
            return reason(action, "pass_save", top=top, play=smallest.combo)
        return reason(action, "pass_plan", top=top, after=shape(hand, level))

    # --- tribute --------------------------------------------------------------------------------

    def _pay(self, view: GuandanView, actions: list[Any]) -> Any:
        shape = _Shape(view.hand, view.level)
        return min(actions, key=lambda a: (shape.flush_neighbours(a.card), a.card))

    def _return(self, view: GuandanView, actions: list[Any]) -> Any:
        level = view.level
        if _to_partner(view):
            return max(actions, key=lambda a: (power(a.card.rank, level), a.card))
        shape = _Shape(view.hand, level)
        return min(
            actions,
            key=lambda a: (
                shape.count[a.card.rank] > 1,
                power(a.card.rank, level),
                shape.flush_neighbours(a.card),
                a.card,
            ),
        )

    # --- leading --------------------------------------------------------------------------------

    def _lead(self, view: GuandanView, plays: list[Play], shape: _Shape) -> Any:
        danger = _opponent_low(view)
        best: tuple[float, int] | None = None
        choice: Play | None = None
        for i, action in enumerate(plays):
            combo = action.combo
            if combo.tier or combo.substitutes() or shape.splits_bomb(combo):
                continue
            score = _low_end(combo) + shape.break_cost(combo)
            if combo.kind in RUN_KINDS:
                score -= 3
            if danger is not None and _answerable(combo, danger):
                score += 20
            key = (score, i)
            if best is None or key < best:
                best, choice = key, action
        if choice is not None:
            return choice
        return plays[0]  # only bombs or stand-in plays left: the weakest of them

    # --- following ------------------------------------------------------------------------------

    def _follow(self, view: GuandanView, plays: list[Play], shape: _Shape, legal: list[Any]) -> Any:
        passing = next(a for a in legal if isinstance(a, Pass))
        if view.to_beat_seat == view.partner:
            return passing
        top = view.to_beat
        assert top is not None
        choice = self._smallest(view, plays, shape)
        if choice is not None:
            if not _worth_top_card(view, choice.combo, top):
                return passing
            return choice
        if _bomb_matters(view):
            bombs = [a for a in plays if a.combo.tier]
            if bombs:
                return bombs[0]
        return passing

    @staticmethod
    def _smallest(view: GuandanView, plays: list[Play], shape: _Shape) -> Play | None:
        """The smallest play that beats the trick and keeps bombs, wilds and groups when it can."""
        small_hand = len(view.hand) <= 8
        best: tuple[float, int] | None = None
        choice: Play | None = None
        for i, action in enumerate(plays):
            combo = action.combo
            if combo.tier or shape.splits_bomb(combo):
                continue
            if combo.substitutes() and not small_hand:
                continue
            key = (combo.value + shape.break_cost(combo), i)
            if best is None or key < best:
                best, choice = key, action
        return choice


def _to_partner(view: GuandanView) -> bool:
    """Whether this seat returns a tribute its own partner paid."""
    return any(
        t.receiver == view.seat and t.returned is None and t.giver == view.partner
        for t in view.tributes
    )


class _Shape:
    """Counts of the bot's own hand: ranks, bomb ranks, suits near each card."""

    def __init__(self, hand: Sequence[Card], level: int) -> None:
        self.level = level
        wild = [c for c in hand if c.rank == level and c.suit == "H"]
        natural = [c for c in hand if not (c.rank == level and c.suit == "H")]
        self.count: Counter[int] = Counter(c.rank for c in natural)
        self.wilds = len(wild)
        self.suits: dict[str | None, set[int]] = {}
        for card in natural:
            self.suits.setdefault(card.suit, set()).add(card.rank)

    def splits_bomb(self, combo: Combo) -> bool:
        """True when the play takes some but not all cards of a rank held four times or more."""
        used = Counter(c.rank for c in combo.cards if not _is_wild(c, self.level))
        return any(self.count[r] >= 4 and n < self.count[r] for r, n in used.items())

    def break_cost(self, combo: Combo) -> int:
        """How much the play damages pairs and triples left behind."""
        used = Counter(c.rank for c in combo.cards if not _is_wild(c, self.level))
        cost = 0
        for rank, n in used.items():
            have = self.count[rank]
            if n < have:
                cost += 4 if have - n == 1 else 2
        return cost

    def flush_neighbours(self, card: Card) -> int:
        ranks = self.suits.get(card.suit, set())
        return sum(1 for r in ranks if r != card.rank and abs(r - card.rank) <= 4)


def _low_end(combo: Combo) -> int:
    """How weak a lead is: the rank of its lowest part (a run's bottom, a full house's triple)."""
    if combo.kind in ("straight", "tube", "plate"):
        return min(combo.ranks)
    return combo.value


def _is_wild(card: Card, level: int) -> bool:
    return card.rank == level and card.suit == "H"


def _opponent_low(view: GuandanView) -> int | None:
    """The fewest cards an opponent still in the hand holds, when it is two or fewer."""
    low = [
        n
        for s, n in enumerate(view.counts)
        if s % 2 != view.seat % 2 and n is not None and 0 < n <= 2
    ]
    return min(low) if low else None


def _answerable(combo: Combo, opponent_cards: int) -> bool:
    """Whether an opponent with this many cards could answer the play (singles, small pairs)."""
    if combo.kind == "single":
        return True
    return combo.kind == "pair" and opponent_cards == 2


def _worth_top_card(view: GuandanView, combo: Combo, top: Combo) -> bool:
    """Keep jokers and level cards for later unless the trick matters."""
    if combo.kind not in ("single", "pair") or combo.value < 15:
        return True
    leader_cards = view.counts[view.to_beat_seat] if view.to_beat_seat is not None else None
    if leader_cards is not None and leader_cards <= 10:
        return True
    return top.value >= 10 or len(view.hand) <= 10


def _bomb_matters(view: GuandanView) -> bool:
    seat = view.to_beat_seat
    cards = view.counts[seat] if seat is not None else None
    if cards is not None and cards <= NEAR_DANGER:
        return True
    return len(view.hand) - 4 <= NEAR_DANGER
