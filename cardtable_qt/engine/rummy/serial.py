"""Saving and restoring a rummy match: ``to_dict`` and a ``from_dict`` that checks everything.

The payload is read field by field into typed records (a wrong value names its path), then
checked as a whole: every card of the decks exactly once, hand sizes, whose turn it is, totals
that are the sum of the deals' points. A damaged save raises ``StateDataError``, never a crash
later on.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from ..cards import Card, CardError, card_code, card_from_code, format_cards, make_deck
from ..chance import chance_from_dict, chance_to_dict
from ..codec import StateDataError, require
from ..match import FORMAT_VERSION, check_format, options_from_dict, options_to_dict
from .declaration import HAND_SIZE
from .options import FIRST_TURN_PACK, LATER_PACK, POOL_LIMIT, Options

if TYPE_CHECKING:
    from .state import RummyMatch

GAME_ID = "rummy"


@dataclass(frozen=True, slots=True)
class SavedDeal:
    hands: tuple[tuple[Card, ...], ...]
    status: tuple[Literal["playing", "packed", "out"], ...]
    stock: tuple[Card, ...]
    pile: tuple[Card, ...]
    removed: tuple[Card, ...]
    wild_card: Card
    turn: int
    phase: Literal["draw", "discard"]
    drawn: Card | None
    taken: Card | None
    turns_taken: tuple[int, ...]
    deal_turns: int
    charged: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SavedMatch:
    totals: tuple[int, ...]
    out: tuple[bool, ...]
    history: tuple[tuple[int, ...], ...]
    deal_no: int
    dealer: int
    over: bool
    deal: SavedDeal


def state_to_dict(m: RummyMatch) -> dict[str, Any]:
    """The match as JSON-safe data (cards as their codes, ``5H`` or ``5H#1``)."""
    return {
        "game": GAME_ID,
        "format": FORMAT_VERSION,
        "options": options_to_dict(m.options),
        **chance_to_dict(m.chance),
        "totals": list(m.totals),
        "out": list(m.out),
        "history": [list(row) for row in m.history],
        "deal_no": m.deal_no,
        "dealer": m.dealer,
        "over": m.over,
        "deal": {
            "hands": [[card_code(c) for c in h] for h in m.hands],
            "status": list(m.status),
            "stock": [card_code(c) for c in m.stock],
            "pile": [card_code(c) for c in m.pile],
            "removed": [card_code(c) for c in m.removed],
            "wild_card": card_code(m.wild_card),
            "turn": m.turn,
            "phase": m.phase,
            "drawn": None if m.drawn is None else card_code(m.drawn),
            "taken": None if m.taken is None else card_code(m.taken),
            "turns_taken": list(m.turns_taken),
            "deal_turns": m.deal_turns,
            "charged": list(m.charged),
        },
    }


_by_code: dict[str, Card] = {}


def _card(data: Any, path: str) -> Card:
    if not isinstance(data, str):
        raise StateDataError(f"{path}: expected a card, got {type(data).__name__}")
    card = _by_code.get(data)
    if card is None:
        try:
            card = card_from_code(data)
        except CardError as exc:
            raise StateDataError(f"{path}: {exc}") from None
        if len(_by_code) < 1000:
            _by_code[data] = card
    return card


def _cards(data: Any, path: str) -> tuple[Card, ...]:
    if not isinstance(data, list):
        raise StateDataError(f"{path}: expected a list, got {type(data).__name__}")
    return tuple(_card(code, f"{path}[{i}]") for i, code in enumerate(data))


def _read_deal(data: Any, path: str) -> SavedDeal:
    def field(key: str, tp: Any) -> Any:
        return require(data, key, tp, path)

    if not isinstance(data, dict):
        raise StateDataError(f"{path}: expected an object, got {type(data).__name__}")
    for key in ("hands", "stock", "pile", "removed", "wild_card"):
        if key not in data:
            raise StateDataError(f"{path}: missing {key!r}")
    hands = data["hands"]
    if not isinstance(hands, list):
        raise StateDataError(f"{path}.hands: expected a list, got {type(hands).__name__}")
    drawn = field("drawn", Any)
    taken = field("taken", Any)
    return SavedDeal(
        hands=tuple(_cards(h, f"{path}.hands[{i}]") for i, h in enumerate(hands)),
        status=field("status", tuple[Literal["playing", "packed", "out"], ...]),
        stock=_cards(data["stock"], f"{path}.stock"),
        pile=_cards(data["pile"], f"{path}.pile"),
        removed=_cards(data["removed"], f"{path}.removed"),
        wild_card=_card(data["wild_card"], f"{path}.wild_card"),
        turn=field("turn", int),
        phase=field("phase", Literal["draw", "discard"]),
        drawn=None if drawn is None else _card(drawn, f"{path}.drawn"),
        taken=None if taken is None else _card(taken, f"{path}.taken"),
        turns_taken=field("turns_taken", tuple[int, ...]),
        deal_turns=field("deal_turns", int),
        charged=field("charged", tuple[int, ...]),
    )


def state_from_dict(data: Any) -> RummyMatch:
    from .state import RummyMatch

    check_format(data, GAME_ID)
    if "options" not in data:
        raise StateDataError("$: missing 'options'")
    options = options_from_dict(Options, data["options"])
    chance = chance_from_dict(data)
    saved = SavedMatch(
        totals=require(data, "totals", tuple[int, ...]),
        out=require(data, "out", tuple[bool, ...]),
        history=require(data, "history", tuple[tuple[int, ...], ...]),
        deal_no=require(data, "deal_no", int),
        dealer=require(data, "dealer", int),
        over=require(data, "over", bool),
        deal=_read_deal(data.get("deal"), "$.deal") if "deal" in data else _missing("deal"),
    )
    _check(saved, options)
    m = RummyMatch(options, chance)
    deal = saved.deal
    m.totals = list(saved.totals)
    m.out = list(saved.out)
    m.history = list(saved.history)
    m.deal_no = saved.deal_no
    m.dealer = saved.dealer
    m.over = saved.over
    m.hands = [list(h) for h in deal.hands]
    m.status = list(deal.status)
    m.stock = list(deal.stock)
    m.pile = list(deal.pile)
    m.removed = list(deal.removed)
    m.wild_card = deal.wild_card
    m.turn = deal.turn
    m.phase = deal.phase
    m.drawn = deal.drawn
    m.taken = deal.taken
    m.turns_taken = list(deal.turns_taken)
    m.deal_turns = deal.deal_turns
    m.charged = list(deal.charged)
    return m


def _missing(key: str) -> SavedDeal:
    raise StateDataError(f"$: missing {key!r}")


def _fail(path: str, message: str) -> StateDataError:
    return StateDataError(f"{path}: {message}")


def _check(saved: SavedMatch, options: Options) -> None:
    n = options.players
    deal = saved.deal
    for path, seq in (
        ("$.totals", saved.totals),
        ("$.out", saved.out),
        ("$.deal.hands", deal.hands),
        ("$.deal.status", deal.status),
        ("$.deal.turns_taken", deal.turns_taken),
        ("$.deal.charged", deal.charged),
    ):
        if len(seq) != n:
            raise _fail(path, f"expected one entry per seat ({n}), got {len(seq)}")
    _check_match(saved, options)
    _check_cards(deal, options)
    _check_deal(saved, options)


def _check_match(saved: SavedMatch, options: Options) -> None:
    n = options.players
    if saved.deal_no < 1:
        raise _fail("$.deal_no", "the first deal is number 1")
    if not 0 <= saved.dealer < n or (saved.out[saved.dealer] and not saved.over):
        raise _fail("$.dealer", f"seat {saved.dealer} cannot be the dealer")
    finished = saved.deal_no if saved.over else saved.deal_no - 1
    if len(saved.history) != finished:
        raise _fail("$.history", f"expected {finished} finished deals, got {len(saved.history)}")
    for i, row in enumerate(saved.history):
        if len(row) != n or any(p < 0 for p in row):
            raise _fail(f"$.history[{i}]", "expected a non-negative score per seat")
    sums = tuple(sum(row[s] for row in saved.history) for s in range(n))
    if sums != saved.totals:
        raise _fail("$.totals", f"{list(saved.totals)} is not the sum of the deals {list(sums)}")
    if options.pool:
        for s in range(n):
            if saved.out[s] != (saved.totals[s] >= POOL_LIMIT):
                raise _fail(f"$.out[{s}]", "only a player with 101 points or more is out")
        left = sum(1 for o in saved.out if not o)
        if saved.over != (left <= 1):
            raise _fail("$.over", "a pool match is over exactly when one player is left")
    else:
        if any(saved.out):
            raise _fail("$.out", "no one is put out of a match by deals")
        if saved.deal_no > options.deals or (saved.over and saved.deal_no != options.deals):
            raise _fail(
                "$.over",
                f"a match of {options.deals} deals cannot be at deal "
                f"{saved.deal_no} with over={saved.over}",
            )


def _check_cards(deal: SavedDeal, options: Options) -> None:
    everything = [
        *(c for h in deal.hands for c in h),
        *deal.stock,
        *deal.pile,
        *deal.removed,
        deal.wild_card,
    ]
    counts = Counter(everything)
    deck = make_deck(options.decks, jokers=True)
    twice = [c for c, k in counts.items() if k > 1]
    if twice:
        raise _fail("$.deal", f"cards held twice: {format_cards(twice)}")
    unknown = [c for c in counts if c.deck >= options.decks]
    if unknown:
        raise _fail("$.deal", f"cards from a deck this table does not use: {format_cards(unknown)}")
    missing = [c for c in deck if c not in counts]
    if missing:
        raise _fail("$.deal", f"cards missing from the table: {format_cards(missing)}")


def _check_deal(saved: SavedMatch, options: Options) -> None:
    deal = saved.deal
    n = options.players
    if not 0 <= deal.turn < n:
        raise _fail("$.deal.turn", f"no seat {deal.turn}")
    for s in range(n):
        status = deal.status[s]
        # A seat put out by the match's last deal still shows how it played that deal.
        if (status == "out" and not saved.out[s]) or (
            saved.out[s] and status != "out" and not saved.over
        ):
            raise _fail(f"$.deal.status[{s}]", "out of the deal exactly when out of the match")
        size = len(deal.hands[s])
        want = 0
        if status == "playing":
            holding = s == deal.turn and deal.phase == "discard" and not saved.over
            want = HAND_SIZE + 1 if holding else HAND_SIZE
        if size != want:
            raise _fail(f"$.deal.hands[{s}]", f"a {status} seat holds {want} cards, not {size}")
        allowed = (FIRST_TURN_PACK, LATER_PACK) if status == "packed" else (0,)
        if deal.charged[s] not in allowed:
            raise _fail(f"$.deal.charged[{s}]", f"{deal.charged[s]} is not a charge for {status}")
        if deal.turns_taken[s] < 0:
            raise _fail(f"$.deal.turns_taken[{s}]", "cannot be negative")
        if status == "packed" and (deal.charged[s] == FIRST_TURN_PACK) != (
            deal.turns_taken[s] == 1
        ):
            raise _fail(f"$.deal.charged[{s}]", "20 points is the first-turn pack, 40 later")
    if deal.deal_turns != sum(deal.turns_taken):
        raise _fail("$.deal.deal_turns", "is not the sum of the seats' turns")
    if saved.over:
        if deal.drawn is not None or deal.taken is not None:
            raise _fail("$.deal.drawn", "no card is drawn once the match is over")
        return
    if deal.status[deal.turn] != "playing":
        raise _fail("$.deal.turn", f"seat {deal.turn} is not in the deal")
    if sum(1 for s in deal.status if s == "playing") < 2:
        raise _fail("$.deal.status", "a deal in play has at least two players in it")
    if deal.phase == "discard":
        if deal.drawn is None or deal.drawn not in deal.hands[deal.turn]:
            raise _fail("$.deal.drawn", "the card drawn this turn must be in the player's hand")
        if deal.taken is not None and deal.taken != deal.drawn:
            raise _fail("$.deal.taken", "the card taken from the pile is the card drawn")
    elif deal.drawn is not None or deal.taken is not None:
        raise _fail("$.deal.drawn", "nothing is drawn before the turn's draw")
