"""Saving and restoring a match: `to_dict` / `from_dict`, checked value by value.

Only the facts are stored; the current trick's best play and the passes since are read back from
the trick itself. A payload that is not a possible match (cards missing or doubled, a seat out of
range, a play that is not what its cards make) raises StateDataError naming what is wrong.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from ..cards import Card, card_code, make_deck
from ..chance import chance_from_dict, chance_to_dict
from ..codec import StateDataError, decode, encode
from ..match import FORMAT_VERSION, check_format, options_from_dict, options_to_dict
from .actions import canonical_combo
from .combo import Combo
from .deal import SEATS
from .events import HandResult
from .options import Options
from .scoring import TOP_LEVEL, hand_is_decided, team_of
from .state import CUTTER, PHASES, State
from .view import TrickTurn

GAME_ID = "guandan"
FULL_DECK = frozenset(make_deck(2, jokers=True))
CARD_BY_CODE = {card_code(c): c for c in FULL_DECK}
CODE_BY_CARD = {c: code for code, c in CARD_BY_CODE.items()}
_options_seen: dict[str, Options] = {}


def _codes(cards: list[Card]) -> list[str]:
    """Card codes as `codec.encode` writes them, looked up for speed (saves run every move)."""
    codes = CODE_BY_CARD
    return [codes.get(c) or card_code(c) for c in cards]


def _combo_data(combo: Combo | None) -> dict[str, Any] | None:
    """``codec.encode(combo)``, written out for speed."""
    if combo is None:
        return None
    return {
        "type": "Combo",
        "kind": combo.kind,
        "cards": _codes(list(combo.cards)),
        "ranks": list(combo.ranks),
        "value": combo.value,
        "level": combo.level,
    }


@functools.cache
def _encoded_options(options: Options) -> str:
    return json.dumps(options_to_dict(options))


def _options_data(options: Options) -> dict[str, Any]:
    """``options_to_dict``, remembered per options value (saves run every move)."""
    data: dict[str, Any] = json.loads(_encoded_options(options))
    return data


def _options(data: Any) -> Options:
    """Decoded options, remembered by their JSON text (decoding them reads type hints)."""
    key = json.dumps(data, sort_keys=True)
    found = _options_seen.get(key)
    if found is None:
        found = options_from_dict(Options, data)
        if len(_options_seen) < 64:
            _options_seen[key] = found
    return found


def _cards(value: Any, path: str) -> list[Card]:
    """A list of card codes; the game's 108 codes are looked up, anything else fully checked."""
    if not isinstance(value, list):
        raise StateDataError(f"{path}: expected a list, got {type(value).__name__}")
    out = []
    for i, code in enumerate(value):
        card = CARD_BY_CODE.get(code) if isinstance(code, str) else None
        out.append(card if card is not None else decode(Card, code, f"{path}[{i}]"))
    return out


def state_to_dict(state: State) -> dict[str, Any]:
    return {
        "game": GAME_ID,
        "format": FORMAT_VERSION,
        "options": _options_data(state.options),
        **chance_to_dict(state.chance),
        "phase": state.phase,
        "hand_no": state.hand_no,
        "team_levels": list(state.team_levels),
        "level_team": state.level_team,
        "level": state.level,
        "a_failures": list(state.a_failures),
        "current": state.current,
        "deck": _codes(state.deck),
        "hands": [_codes(h) for h in state.hands],
        "leader": state.leader,
        "trick": [[turn.seat, _combo_data(turn.combo)] for turn in state.trick],
        "finished": list(state.finished),
        "played": _codes(state.played),
        "banker": state.banker,
        "payers": list(state.payers),
        "paid": [[seat, encode(card)] for seat, card in state.paid],
        "transfers": [[g, r, encode(card)] for g, r, card in state.transfers],
        "returns": encode(state.returns),
        "turned": encode(state.turned),
        "turned_owner": state.turned_owner,
        "winning_team": state.winning_team,
        "last_result": encode(state.last_result),
    }


COMBO_KEYS = frozenset({"type", "kind", "cards", "ranks", "value", "level"})


def _combo(data: Any, path: str) -> Combo:
    """A play as `codec.encode` writes it, checked against its cards (fast path first)."""
    if isinstance(data, dict) and data.keys() == COMBO_KEYS and data["type"] == "Combo":
        kind, ranks, value, level = data["kind"], data["ranks"], data["value"], data["level"]
        if (
            isinstance(kind, str)
            and isinstance(ranks, list)
            and all(type(r) is int for r in ranks)
            and type(value) is int
            and type(level) is int
        ):
            cards = tuple(_cards(data["cards"], f"{path}.cards"))
            return canonical_combo(Combo(kind, cards, tuple(ranks), value, level), path)
    combo: Combo = decode(Combo, data, path)
    return canonical_combo(combo, path)


def _seat(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < SEATS:
        raise StateDataError(f"{path}: {value!r:.20} is not a seat (0-3)")
    return value


def _seat_or_none(value: Any, path: str) -> int | None:
    return None if value is None else _seat(value, path)


def _seats(values: list[int], path: str) -> list[int]:
    for i, v in enumerate(values):
        _seat(v, f"{path}[{i}]")
    if len(set(values)) != len(values):
        raise StateDataError(f"{path}: a seat appears twice")
    return values


def _field(data: dict[str, Any], key: str) -> Any:
    try:
        return data[key]
    except KeyError:
        raise StateDataError(f"$: missing {key!r}") from None


def _int(data: dict[str, Any], key: str) -> int:
    value = _field(data, key)
    if type(value) is not int:
        raise StateDataError(f"$.{key}: expected an integer, got {type(value).__name__}")
    return value


def _int_or_none(data: dict[str, Any], key: str) -> int | None:
    return None if _field(data, key) is None else _int(data, key)


def _ints(data: dict[str, Any], key: str, size: int | None = None) -> list[int]:
    value = _field(data, key)
    if not isinstance(value, list) or any(type(v) is not int for v in value):
        raise StateDataError(f"$.{key}: expected a list of integers")
    if size is not None and len(value) != size:
        raise StateDataError(f"$.{key}: expected {size} numbers, got {len(value)}")
    return list(value)


def _card(value: Any, path: str) -> Card:
    card = CARD_BY_CODE.get(value) if isinstance(value, str) else None
    if card is None:
        card = decode(Card, value, path)
    return card


def _rows(data: dict[str, Any], key: str, seats: int) -> list[tuple[list[int], Card]]:
    """Rows of ``seats`` seat numbers and one card: [seat, card] or [giver, receiver, card]."""
    rows = _field(data, key)
    if not isinstance(rows, list):
        raise StateDataError(f"$.{key}: expected a list")
    out = []
    for i, row in enumerate(rows):
        path = f"$.{key}[{i}]"
        if not isinstance(row, list) or len(row) != seats + 1:
            raise StateDataError(f"{path}: expected {seats} seat(s) and a card")
        out.append(([_seat(v, path) for v in row[:seats]], _card(row[seats], path)))
    return out


def from_dict(data: Any) -> State:
    """Restore a match saved by `State.to_dict` (an equal state, RNG included)."""
    data = check_format(data, GAME_ID)
    options_data = _field(data, "options")
    if not isinstance(options_data, dict):
        raise StateDataError("$.options: expected an object")
    options = _options(options_data)
    _field(data, "rng")
    state = State(options, chance_from_dict(data))
    phase = _field(data, "phase")
    if phase not in PHASES:
        raise StateDataError(f"$.phase: {phase!r:.20} is not one of {PHASES}")
    state.phase = phase
    state.hand_no = _int(data, "hand_no")
    if state.hand_no < 1:
        raise StateDataError("$.hand_no: hands are numbered from 1")
    levels = _ints(data, "team_levels", 2)
    for i, lv in enumerate(levels):
        if not 2 <= lv <= TOP_LEVEL:
            raise StateDataError(f"$.team_levels[{i}]: {lv} is not a level (2 to A)")
    state.team_levels = levels
    state.level_team = _int_or_none(data, "level_team")
    if state.level_team is not None and state.level_team not in (0, 1):
        raise StateDataError(f"$.level_team: {state.level_team} is not a team (0 or 1)")
    state.level = _int(data, "level")
    expected = levels[state.level_team] if state.level_team is not None else 2
    if state.level != expected:
        raise StateDataError(f"$.level: {state.level} is not the level of the team that plays it")
    state.a_failures = _ints(data, "a_failures", 2)
    if min(state.a_failures) < 0:
        raise StateDataError("$.a_failures: a negative count")
    state.current = _seat_or_none(_field(data, "current"), "$.current")
    state.deck = _cards(_field(data, "deck"), "$.deck")
    hands = _field(data, "hands")
    if not isinstance(hands, list) or len(hands) != SEATS:
        raise StateDataError(f"$.hands: expected a list of {SEATS} hands")
    state.hands = [_cards(h, f"$.hands[{i}]") for i, h in enumerate(hands)]
    state.leader = _seat_or_none(_field(data, "leader"), "$.leader")
    trick = _field(data, "trick")
    if not isinstance(trick, list):
        raise StateDataError("$.trick: expected a list")
    state.trick = []
    for i, turn in enumerate(trick):
        if not isinstance(turn, list) or len(turn) != 2:
            raise StateDataError(f"$.trick[{i}]: expected [seat, play or null]")
        seat = _seat(turn[0], f"$.trick[{i}][0]")
        combo = None if turn[1] is None else _combo(turn[1], f"$.trick[{i}][1]")
        if combo is not None:
            if combo.level != state.level:
                raise StateDataError(f"$.trick[{i}][1]: read at level {combo.level}")
        state.trick.append(TrickTurn(seat, combo))
    state.finished = _seats(_ints(data, "finished"), "$.finished")
    state.played = _cards(_field(data, "played"), "$.played")
    state.banker = _seat_or_none(_field(data, "banker"), "$.banker")
    state.payers = _seats(_ints(data, "payers"), "$.payers")
    state.paid = [(seats[0], card) for seats, card in _rows(data, "paid", 1)]
    state.transfers = [(seats[0], seats[1], card) for seats, card in _rows(data, "transfers", 2)]
    returns = _field(data, "returns")
    if not isinstance(returns, list):
        raise StateDataError("$.returns: expected a list")
    state.returns = [
        None if v is None else _card(v, f"$.returns[{i}]") for i, v in enumerate(returns)
    ]
    if len(state.returns) != len(state.transfers):
        raise StateDataError("$.returns: one entry per tribute expected")
    turned = _field(data, "turned")
    state.turned = None if turned is None else _card(turned, "$.turned")
    state.turned_owner = _seat_or_none(_field(data, "turned_owner"), "$.turned_owner")
    winning = _int_or_none(data, "winning_team")
    if winning is not None and winning not in (0, 1):
        raise StateDataError(f"$.winning_team: {winning} is not a team (0 or 1)")
    state.winning_team = winning
    state.last_result = _last_result(data.get("last_result"))  # absent in saves made before it
    _restore_trick(state)
    _check_cards(state)
    _check_phase(state)
    return state


def _last_result(value: Any) -> HandResult | None:
    """The previous hand's result, checked: a seat's place 1-4, the Banker first, levels 2-A."""
    if value is None:
        return None
    path = "$.last_result"
    result: HandResult = decode(HandResult, value, path)
    places = result.places
    if len(places) != SEATS or any(not 1 <= p <= SEATS for p in places):
        raise StateDataError(f"{path}.places: expected a place 1-4 for each of the {SEATS} seats")
    _seat(result.banker, f"{path}.banker")
    if places[result.banker] != 1 or team_of(result.banker) != result.winning_team:
        raise StateDataError(f"{path}.banker: the Banker is first out and on the winning team")
    if result.climb not in (1, 2, 3):
        raise StateDataError(f"{path}.climb: a hand climbs 1, 2 or 3 levels")
    levels = (*result.team_levels, result.next_level)
    if any(not 2 <= lv <= TOP_LEVEL for lv in levels):
        raise StateDataError(f"{path}: a level outside 2 to A")
    return result


def _restore_trick(state: State) -> None:
    state.top = state.top_seat = None
    state.passes = 0
    for turn in state.trick:
        seat, combo = turn.seat, turn.combo
        if combo is None:
            if state.top is None:
                raise StateDataError("$.trick: a pass before any play")
            state.passes += 1
        else:
            state.top, state.top_seat, state.passes = combo, seat, 0


def _check_cards(state: State) -> None:
    cards: list[Card] = [*state.deck, *state.played]
    for hand in state.hands:
        cards.extend(hand)
    cards.extend(card for _, card in state.paid)
    if len(cards) != len(FULL_DECK) or set(cards) != FULL_DECK:
        unknown = sorted(str(c) for c in set(cards) - FULL_DECK)
        missing = len(FULL_DECK) - len(set(cards) & FULL_DECK)
        doubled = len(cards) - len(set(cards))
        raise StateDataError(
            f"$: the cards are not the 108 of the game (unknown: {unknown[:5]}, "
            f"missing: {missing}, doubled: {doubled})"
        )
    on_table = {c for turn in state.trick if turn.combo for c in turn.combo.cards}
    if not on_table.issubset(state.played):
        raise StateDataError("$.trick: a play in the trick uses cards not played this hand")


def _check_phase(state: State) -> None:
    phase, current = state.phase, state.current
    if (phase == "over") != (current is None):
        raise StateDataError("$.current: only a finished match has no current player")
    if (phase == "over") != (state.winning_team is not None):
        raise StateDataError("$.winning_team: set exactly when the match is over")
    if (phase == "cut") != bool(state.deck):
        raise StateDataError("$.deck: the deck lies on the table only before the first cut")
    if phase == "cut" and (current != CUTTER or state.hand_no != 1):
        raise StateDataError("$.current: seat 0 cuts the first hand")
    for i, seat in enumerate(state.finished):
        if state.hands[seat]:
            raise StateDataError(f"$.finished[{i}]: seat {seat} still holds cards")
    if phase == "play":
        if current is None or not state.hands[current]:
            raise StateDataError("$.current: the player to act holds no cards")
        if hand_is_decided(state.finished):
            raise StateDataError("$.finished: that hand is already decided")
        out = [s for s in range(SEATS) if not state.hands[s]]
        if sorted(out) != sorted(state.finished):
            raise StateDataError("$.finished: does not match the empty hands")
    if phase == "tribute":
        if not state.payers or len(state.paid) >= len(state.payers):
            raise StateDataError("$.paid: no tribute is due")
        if current != state.payers[len(state.paid)]:
            raise StateDataError("$.current: not the next payer")
        if state.banker is None:
            raise StateDataError("$.banker: tribute needs the previous Banker")
    latest = state.hand_no if phase == "over" else state.hand_no - 1  # the last hand ended
    if state.last_result is not None and state.last_result.hand_no != latest:
        raise StateDataError(f"$.last_result: hand {latest} is the last one that ended")
    if phase == "return":
        if None not in state.returns:
            raise StateDataError("$.returns: every tribute is already returned")
        step = state.returns.index(None)
        if current != state.transfers[step][1]:
            raise StateDataError("$.current: not the player who returns next")
