"""A session as JSON-safe data and back, refusing anything damaged with a clear message."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Final

from ..cards import Card
from ..chance import chance_from_dict, chance_to_dict
from ..codec import StateDataError
from ..match import FORMAT_VERSION, check_format, options_from_dict, options_to_dict
from . import hands
from .options import Options
from .view import Move

if TYPE_CHECKING:
    from .state import State

GAME_ID = "xito"
_MOVES = ("bet", "call", "raise", "fold")


def state_to_dict(state: State) -> dict[str, Any]:
    return {
        "game": GAME_ID,
        "format": FORMAT_VERSION,
        "options": _options_data(state.options),
        **chance_to_dict(state.chance),
        "phase": state.phase,
        "hand": state.hand,
        "dealer": state.dealer,
        "stacks": list(state.stacks),
        "bought": list(state.bought),
        "start_stacks": list(state.start_stacks),
        "sitting_out": list(state.sitting_out),
        "dealt": list(state.dealt),
        "folded": list(state.folded),
        "hole": [None if c is None else _NAMES[c] for c in state.hole],
        "up": [[_NAMES[c] for c in cards] for cards in state.up],
        "deck": [_NAMES[c] for c in state.deck],
        "script": [[_NAMES[c] for c in cards] for cards in state.script],
        "contributed": list(state.contributed),
        "round_bets": list(state.round_bets),
        "betting_round": state.betting_round,
        "first_bettor": state.first_bettor,
        "current": state.current,
        "pending": list(state.pending),
        "raises": state.raises,
        # Each move as [round, seat, action, amount, all_in]: compact, as it repeats.
        "history": [[m.round, m.seat, m.action, m.amount, m.all_in] for m in state.history],
    }


def state_from_dict(data: Any) -> State:
    """Restore a session saved by ``state_to_dict``; raises ``StateDataError`` if damaged."""
    try:
        return _restore(data)
    except StateDataError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        # Every field is checked below; this only keeps a surprise from escaping raw.
        raise StateDataError(f"$: not a valid Xì tố state ({exc})") from None


def _fail(path: str, message: str) -> StateDataError:
    return StateDataError(f"$.{path}: {message}")


# Saves write a card as its notation; reading looks it up among the 32 (faster than the codec,
# which matters when the undo and replay of a session restore many snapshots).
_CARDS: Final = {str(card): card for card in hands.CARDS_BY_CODE}
_NAMES: Final = {card: name for name, card in _CARDS.items()}


def _field(data: dict[str, Any], key: str) -> Any:
    if key not in data:
        raise _fail(key, "missing")
    return data[key]


def _is_int(value: Any) -> bool:
    return type(value) is int  # not bool, which is an int subclass


def _seat_list(data: dict[str, Any], key: str, n: int) -> list[Any]:
    values = _field(data, key)
    if type(values) is not list:
        raise _fail(key, f"expected a list, got {type(values).__name__}")
    if len(values) != n:
        raise _fail(key, f"expected one entry per seat ({n}), got {len(values)}")
    return values


def _chips(data: dict[str, Any], key: str, n: int) -> list[int]:
    values = _seat_list(data, key, n)
    for i, v in enumerate(values):
        if not _is_int(v):
            raise _fail(f"{key}[{i}]", f"expected a number of chips, got {type(v).__name__}")
        if v < 0:
            raise _fail(f"{key}[{i}]", f"chips cannot be negative ({v})")
    return list(values)


def _flags(data: dict[str, Any], key: str, n: int) -> list[bool]:
    values = _seat_list(data, key, n)
    for i, v in enumerate(values):
        if type(v) is not bool:
            raise _fail(f"{key}[{i}]", f"expected true/false, got {type(v).__name__}")
    return list(values)


def _number(data: dict[str, Any], key: str, *, optional: bool = False) -> Any:
    value = _field(data, key)
    if not (_is_int(value) or (optional and value is None)):
        raise _fail(key, f"expected a number, got {type(value).__name__}")
    return value


def _seat(value: int | None, path: str, n: int) -> None:
    if value is not None and not 0 <= value < n:
        raise _fail(path, f"no seat {value} at a table of {n}")


def _card(value: Any, path: str) -> Card:
    card = _CARDS.get(value) if isinstance(value, str) else None
    if card is None:
        raise _fail(path, f"{value!r:.20} is not a card of the 32-card Xì tố deck (7 to A)")
    return card


def _cards(value: Any, path: str) -> list[Card]:
    if type(value) is not list:
        raise _fail(path, f"expected a list of cards, got {type(value).__name__}")
    return [_card(c, f"{path}[{i}]") for i, c in enumerate(value)]


def _moves(value: Any, n: int) -> list[Move]:
    if type(value) is not list:
        raise _fail("history", f"expected a list, got {type(value).__name__}")
    moves = []
    for i, item in enumerate(value):
        if (
            type(item) is not list
            or len(item) != 5
            or not all(_is_int(x) for x in (item[0], item[1], item[3]))
            or item[2] not in _MOVES
            or type(item[4]) is not bool
            or not 1 <= item[0] <= 4
            or not 0 <= item[1] < n
            or item[3] < 0
        ):
            raise _fail(f"history[{i}]", "not a betting move [round, seat, action, chips, all-in]")
        moves.append(Move(*item))
    return moves


# Options rarely change within a session: decode each distinct set once (they are immutable).
_OPTIONS: dict[str, Options] = {}


def _options_data(options: Options) -> dict[str, Any]:
    data = _OPTIONS_DATA.get(options)
    if data is None:
        data = options_to_dict(options)
        if len(_OPTIONS_DATA) < 64:
            _OPTIONS_DATA[options] = data
    return dict(data)  # a copy: the caller may change it


_OPTIONS_DATA: dict[Options, dict[str, Any]] = {}


def _options(data: Any) -> Options:
    try:
        key = json.dumps(data, sort_keys=True)
    except (TypeError, ValueError):
        key = ""
    options = _OPTIONS.get(key) if key else None
    if options is None:
        options = options_from_dict(Options, data)
        if key and len(_OPTIONS) < 64:
            _OPTIONS[key] = options
    return options


def _restore(data: Any) -> State:
    from .state import BETTING, HUMAN, OVER, REBUY, ROUNDS, State

    check_format(data, GAME_ID)
    options = _options(_field(data, "options"))
    n = options.players
    chance = chance_from_dict(data)

    phase = _field(data, "phase")
    if phase not in (BETTING, REBUY, OVER):
        raise _fail("phase", f"unknown phase {phase!r:.30}")
    hand = _number(data, "hand")
    if hand < 1:
        raise _fail("hand", f"hands are numbered from 1, not {hand}")
    dealer = _number(data, "dealer")
    _seat(dealer, "dealer", n)
    stacks = _chips(data, "stacks", n)
    bought = _chips(data, "bought", n)
    start_stacks = _chips(data, "start_stacks", n)
    contributed = _chips(data, "contributed", n)
    round_bets = _chips(data, "round_bets", n)
    sitting_out = _flags(data, "sitting_out", n)
    dealt = _flags(data, "dealt", n)
    folded = _flags(data, "folded", n)
    pending = _flags(data, "pending", n)
    hole = [
        None if c is None else _card(c, f"hole[{i}]")
        for i, c in enumerate(_seat_list(data, "hole", n))
    ]
    up = [_cards(cards, f"up[{i}]") for i, cards in enumerate(_seat_list(data, "up", n))]
    deck = _cards(_field(data, "deck"), "deck")
    script = [
        _cards(cards, f"script[{i}]") for i, cards in enumerate(_seat_list(data, "script", n))
    ]
    betting_round = _number(data, "betting_round")
    if not 0 <= betting_round <= ROUNDS:
        raise _fail("betting_round", f"there are {ROUNDS} betting rounds, not {betting_round}")
    first_bettor = _number(data, "first_bettor", optional=True)
    _seat(first_bettor, "first_bettor", n)
    current = _number(data, "current", optional=True)
    _seat(current, "current", n)
    raises = _number(data, "raises")
    if raises < 0 or (options.max_raises is not None and raises > options.max_raises):
        raise _fail("raises", f"{raises} raises is not possible at this table")
    history = _moves(_field(data, "history"), n)
    # The cards: all distinct, and while a hand is dealt, exactly the 32-card deck.
    scripted = [c for cs in script for c in cs]
    cards = [c for c in hole if c is not None] + [c for cs in up for c in cs] + deck + scripted
    if len(set(cards)) != len(cards):
        raise _fail("deck", "a card appears twice")
    if any(dealt):
        if len(cards) != 32:
            raise _fail("deck", f"a dealt hand holds all 32 cards, not {len(cards)}")
    elif cards:
        raise _fail("deck", "cards are out while no hand is dealt")
    for s in range(n):
        if dealt[s]:
            if hole[s] is None:
                raise _fail(f"hole[{s}]", "a seat dealt in has a hole card")
            count = len(up[s])
            if not (count == betting_round if not folded[s] else 1 <= count <= betting_round):
                raise _fail(f"up[{s}]", f"{count} face-up cards in betting round {betting_round}")
            if contributed[s] < options.ante:
                raise _fail(f"contributed[{s}]", "a seat dealt in has paid the ante")
        elif hole[s] is not None or up[s] or contributed[s] or folded[s] or pending[s]:
            raise _fail(f"dealt[{s}]", "a seat not dealt in has no cards, bets or turn")
        if round_bets[s] > contributed[s]:
            raise _fail(f"round_bets[{s}]", "more than the seat has put in this hand")
        if pending[s] and (folded[s] or stacks[s] == 0):
            raise _fail(f"pending[{s}]", "only a seat that can still bet is waited for")
    for s in range(n):
        if script[s] and (not dealt[s] or len(up[s]) + len(script[s]) > 4):
            raise _fail(f"script[{s}]", "more scripted cards than the seat will be dealt")
    total = sum(stacks) + sum(contributed)
    if total != sum(bought):
        raise _fail("stacks", f"chips do not add up: {total} on the table, {sum(bought)} bought")

    live = [s for s in range(n) if dealt[s] and not folded[s]]
    if phase == BETTING:
        if current is None or not pending[current] or len(live) < 2 or betting_round < 1:
            raise _fail("current", "no player can be waiting to act in this hand")
    elif phase == REBUY:
        if current != HUMAN or stacks[HUMAN] >= options.ante or any(dealt):
            raise _fail("phase", "only seat 0, short of the ante, is asked before a hand")
    elif current is not None or any(dealt):
        raise _fail("phase", "a finished match has no hand in play")

    state = State(options, chance)
    state.phase = phase
    state.hand = hand
    state.dealer = dealer
    state.stacks = stacks
    state.bought = bought
    state.start_stacks = start_stacks
    state.sitting_out = sitting_out
    state.dealt = dealt
    state.folded = folded
    state.hole = hole
    state.up = up
    state.deck = deck
    state.script = script
    state.contributed = contributed
    state.round_bets = round_bets
    state.betting_round = betting_round
    state.first_bettor = first_bettor
    state.current = current
    state.pending = pending
    state.raises = raises
    state.history = list(history)
    if phase == BETTING and not state.legal_actions():
        raise _fail("current", "the player to act would have nothing to do")
    return state
