"""What a rummy bot reads off the table: the unseen cards and what the next player collects.

Both hard plays (``rummy_hard`` at two players, ``rummy_expected`` at bigger tables) read the
discard pile the same way: after each of our discards they look at what the next player did
with it (took it, or threw another card), so they can keep from feeding that player and know
which discards are safe.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ..engine.cards import Card, make_deck
from ..engine.messages import Param, msg
from ..engine.rng import Rng
from ..engine.rummy import Declare, Discard, Draw, Pack, RummyView, is_wild
from ..engine.rummy.groups import card_points, positions
from ..engine.rummy.solver import loser_points
from ..engine.words import card_param
from .advice import Advice
from .rummy_deficiency import lowers

Face = tuple[int, str | None]
FEED_PENALTY = 3.0  # points: throwing what the next player is collecting
SAFE_BONUS = 1.0  # points: throwing what the next player threw away


class PileReader:
    """A rummy bot's turn: read the pile, declare when offered, else its two turn halves."""

    feed_penalty = FEED_PENALTY

    def __init__(self) -> None:
        self._deal: tuple[int, int] | None = None
        self._after: tuple[Card, ...] | None = None  # the pile just after our last discard
        self._took: list[Card] = []  # cards the next player took from the pile
        self._threw: list[Card] = []  # cards the next player threw

    def choose(self, view: RummyView, legal_actions: list[Any], rng: Rng) -> Any:
        return self.advise(view, legal_actions, rng).action

    def advise(self, view: RummyView, legal_actions: list[Any], rng: Rng) -> Advice:
        self._read_pile(view)
        for action in legal_actions:
            if isinstance(action, Declare):
                return Advice(
                    action,
                    msg("advice.rummy.declare"),
                    "declare",
                    estimates=((action, 0.0),),
                    unit="-points",
                )
        if view.phase == "draw":
            return self._start_turn(view, legal_actions)
        return self._discard(view, legal_actions)

    def _start_turn(self, view: RummyView, legal: list[Any]) -> Advice:
        """Pack, take the pile's top card or draw from the stock."""
        raise NotImplementedError

    def _discard(self, view: RummyView, legal: list[Any]) -> Advice:
        """Which card to throw."""
        raise NotImplementedError

    def _new_deal(self) -> None:
        """A new deal begins: forget what was read (a bot keeping more forgets that too)."""
        self._after = None
        self._took, self._threw = [], []

    def _read_pile(self, view: RummyView) -> None:
        """What the next player did after our last discard."""
        key = (view.deal, view.seat)
        if self._deal != key:
            self._deal = key
            self._new_deal()
        if view.phase != "draw" or self._after is None:
            return
        before = self._after
        self._after = None
        pile, length = view.pile, len(before)
        if pile[:length] == before:
            if len(pile) > length:
                self._threw.append(pile[length])
        elif len(pile) >= length and pile[: length - 1] == before[:-1]:
            self._took.append(before[-1])
            self._threw.append(pile[length - 1])
        # anything else: the pile was shuffled into the stock; nothing is read

    @staticmethod
    def _unseen(view: RummyView) -> Counter[Face]:
        decks = 1 if view.players <= 3 else 2
        seen = Counter(c.face for c in view.hand)
        seen.update(c.face for c in view.pile)
        seen[view.wild_card.face] += 1
        if max(seen.values(), default=0) > decks:
            decks = 3
        out: Counter[Face] = Counter(c.face for c in make_deck(decks, jokers=True))
        out.subtract(seen)
        return Counter({f: n for f, n in out.items() if n > 0})

    def _feeds(self, card: Card) -> bool:
        return any(near(card, taken) for taken in self._took)

    def _feed_cost(self, card: Card) -> float:
        cost = self.feed_penalty if self._feeds(card) else 0.0
        if any(t.rank == card.rank or t.face == card.face for t in self._threw[-3:]):
            cost -= SAFE_BONUS
        return cost


def plain_start(view: RummyView, legal: list[Any], pack: bool) -> Advice | None:
    """The start of a turn that needs no weighing: a pack decided on, or only one pile to
    draw from; None when the hand must choose between the stock and the pile's top card."""
    if pack:
        points = loser_points(view.hand, view.wild_rank)
        return Advice(
            Pack(),
            msg("advice.rummy.pack", points=points, cost=view.pack_cost),
            "pack",
            {"points": points, "cost": view.pack_cost},
            ((Pack(), -float(view.pack_cost)),),
            "-points",
        )
    if view.pile_top is None or Draw("discard") not in legal:
        return Advice(Draw("stock"), msg("advice.rummy.draw_stock"), "draw_stock")
    if Draw("stock") not in legal:
        return Advice(Draw("discard"), msg("advice.rummy.take_forced"), "take_forced")
    return None


def draw_advice(
    top: Card, wild: int, take: bool, estimates: tuple[tuple[Any, float], ...]
) -> Advice:
    """The advice to take the pile's top card (it betters the hand) or to draw from the stock
    (it does not)."""
    if take:
        key = "take_wild" if is_wild(top, wild) else "take_improves"
        action, text = Draw("discard"), msg(f"advice.rummy.{key}", card=card_param(top))
    else:
        key = "draw_stock"
        action, text = Draw("stock"), msg("advice.rummy.draw_no_gain", card=card_param(top))
    return Advice(action, text, key, {"card": str(top)}, estimates, "-points")


def without(hand: Sequence[Card], card: Card) -> list[Card]:
    rest = list(hand)
    rest.remove(held(hand, card))
    return rest


def near(card: Card, other: Card) -> bool:
    """Same rank, or the same suit at most two places apart (an ace is low or high)."""
    if card.rank == other.rank:
        return True
    if card.suit is None or card.suit != other.suit:
        return False
    return any(abs(p - q) <= 2 for p in positions(card.rank) for q in positions(other.rank))


def naturals(hand: Sequence[Card], wild: int) -> list[Card]:
    """The hand's cards that are not wild."""
    return [c for c in hand if not is_wild(c, wild)]


def can_join(card: Card, natural: Sequence[Card], wild: int) -> bool:
    """Whether ``card`` can join a group with the hand whose natural cards are ``natural``: a
    wild card can, a natural one only beside a card of its rank or near it in its suit."""
    return is_wild(card, wild) or any(near(card, c) for c in natural)


def discard_choices(
    hand: Sequence[Card], wild: int, keep: Card | None = None, allowed: Any = None
) -> list[Card]:
    """One card per face that may be thrown (of the faces ``allowed``, when given): never the
    face of ``keep``, the card just taken from the pile (D-R8); a natural card while there is
    one, a wild rank card before a printed joker."""
    faces: dict[Face, Card] = {}
    for c in hand:
        if (keep is None or c.face != keep.face) and (allowed is None or c.face in allowed):
            faces.setdefault(c.face, c)
    cards = list(faces.values())
    plain = [c for c in cards if not is_wild(c, wild)]
    if plain:
        return plain
    jokers = [c for c in cards if c.suit is not None]
    return jokers or cards


def held(hand: Sequence[Card], card: Card) -> Card:
    return card if card in hand else next(c for c in hand if c.face == card.face)


def discard_advice(
    reader: PileReader,
    card: Card,
    second: Card | None,
    wild: int,
    estimates: tuple[tuple[Any, float], ...],
    params: dict[str, Any] | None = None,
) -> Advice:
    """The advice for discarding ``card`` (``second`` the next best), with its reason: a spare
    card for what the next player collects, not feeding that player, a rank it just threw, a
    high card, or the chances it leaves."""
    extra: dict[str, Param] = {}
    if reader._feeds(card):
        why = "spare"
    elif reader._took and second is not None and reader._feeds(second):
        why = "not_collected"
    elif any(c.rank == card.rank for c in reader._threw[-3:]):
        why = "thrown"
        thrown = next(c for c in reversed(reader._threw) if c.rank == card.rank)
        extra["thrown"] = card_param(thrown)
    elif card_points(card, wild) >= 10:
        why = "high"
    else:
        why = "chances"
    return Advice(
        Discard(card),
        msg(f"advice.rummy.discard_{why}", card=card_param(card), **extra),
        "discard",
        {"card": str(card), **(params or {})},
        estimates,
        "-points",
    )


def live_outs(hand: Sequence[Card], wild: int, cover: bool, live: Counter[Face], d: int) -> int:
    """How many live cards (copies) would lower the 13-card hand's deficiency ``d``.

    Each card of a rank in the hand or within two places in a suit is tried; every other
    card can only start a group of its own, so one of them stands for all.
    """
    faces = [c.face for c in hand]
    if d == 0:
        return sum(live.values())
    natural = naturals(hand, wild)
    far_total = 0
    far_face: Face | None = None
    outs = 0
    joker: bool | None = None
    for face in sorted(live, key=_face_key):
        n = live[face]
        rank, suit = face
        if suit is None:
            if joker is None:
                joker = lowers(faces, face, wild, d, cover)
            outs += n if joker else 0
            continue
        card = Card(rank, suit, 0)
        if can_join(card, natural, wild):
            if lowers(faces, face, wild, d, cover):
                outs += n
            continue
        far_total += n
        if far_face is None:
            far_face = face
    if far_face is not None and lowers(faces, far_face, wild, d, cover):
        outs += far_total
    return outs


def _face_key(face: Face) -> tuple[int, str]:
    return (face[0], face[1] or "")
