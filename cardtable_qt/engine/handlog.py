"""A finished hand as data: its starting snapshot and its action log, replayed through the engine.

A ``HandRecord`` is what the hand history, the replay, the review, ``cardtable-sim --record``
and a hand's export file share. Its snapshot always passes through ``chance.hand_only``: it
deals that hand's cards and carries that hand's own key, never the match key, so no later hand
of the match follows from an exported one (fair play). Everything else (undo, replay, review)
rebuilds states from the snapshot and the log through the engine: the same record always gives
the same hand.

An export file, JSON::

    {"app": "CardTable", "kind": "hand", "format": 1, "game": "xito", "number": 3,
     "hand_key": "8bcc052f1989bc16", "options": {…}, "players": ["You", …],
     "start": {… the engine's to_dict() of the hand's first moment, via hand_only},
     "actions": [[seat, {action}], …], "deltas": [12, -12, …]}

``record_from_data`` reads one as if hostile: every field is checked, then the whole hand is
replayed, so a record that loads is a hand the engine plays to its end with those results.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from . import chance, registry
from .codec import StateDataError, encode
from .match import HandOver, IllegalAction, options_from_dict, options_to_dict

APP_TAG = "CardTable"
KIND = "hand"
HAND_FORMAT = 1
MAX_ACTIONS = 5000  # no hand of any game comes near; a longer list is not a hand
# Every number read from a file is bounded where it is read, so nothing past it (a 64-bit
# QLocale, a table cell) ever meets one no game could produce.
MAX_HAND_NUMBER = 1_000_000  # hands in one match: no match comes near
MAX_DELTA = 2**53 - 1  # a hand's result: the largest whole number every JSON reader keeps exact


class HandDataError(ValueError):
    """A hand record that cannot be used; ``message`` says what and where, in plain words."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class HandRecord:
    """One finished hand: where it started, what each seat did, how it ended."""

    game: str
    number: int  # the hand's number in its match, from 1
    hand_key: str  # the hand's own key (16 hex digits), empty if none was dealt
    options: Any  # the game's Options
    start: dict[str, Any]  # the engine's to_dict() at the hand's start, via chance.hand_only
    actions: tuple[tuple[int, Any], ...]  # (seat, action) in the order played
    deltas: tuple[int, ...]  # each seat's result (the HandOver's deltas)
    players: tuple[str, ...] = ()  # seat names, for display only

    @property
    def module(self) -> ModuleType:
        return registry.load(self.game)

    def decisions(self, seat: int) -> list[int]:
        """Indices in ``actions`` of the decisions ``seat`` made."""
        return [i for i, (s, _a) in enumerate(self.actions) if s == seat]

    def state_at(self, step: int) -> Any:
        """The state after the first ``step`` actions (0: the hand's start)."""
        if not 0 <= step <= len(self.actions):
            raise IndexError(f"step {step} of a hand of {len(self.actions)} actions")
        state = self.module.from_dict(self.start)
        for _seat, action in self.actions[:step]:
            state.apply(action)
        return state

    def steps(self) -> Iterator[tuple[int, Any, list[Any], Any]]:
        """Each step as (seat, action, its events, the state after it), replaying from start.
        The state is the one replay object, changed in place: copy what must be kept."""
        state = self.module.from_dict(self.start)
        for seat, action in self.actions:
            events = state.apply(action)
            yield seat, action, events, state

    def to_data(self) -> dict[str, Any]:
        """The export file's JSON object."""
        return {
            "app": APP_TAG,
            "kind": KIND,
            "format": HAND_FORMAT,
            "game": self.game,
            "number": self.number,
            "hand_key": self.hand_key,
            "options": options_to_dict(self.options),
            "players": list(self.players),
            "start": self.start,
            "actions": [[seat, encode(action)] for seat, action in self.actions],
            "deltas": list(self.deltas),
        }


def make_record(
    game: str,
    options: Any,
    start: dict[str, Any],
    actions: Sequence[tuple[int, Any]],
    over: HandOver,
    *,
    number: int,
    players: Sequence[str] = (),
) -> HandRecord:
    """The record of a hand that just ended with ``over``, from the snapshot taken at its start.
    The snapshot is made fit for export here (``chance.hand_only``), whatever the caller kept."""
    return HandRecord(
        game=game,
        number=number,
        hand_key=over.hand_key,
        options=options,
        start=chance.hand_only(start),
        actions=tuple(actions),
        deltas=tuple(over.deltas),
        players=tuple(players),
    )


class HandRecorder:
    """Follows a match action by action and hands back a record at each ``HandOver``
    (what ``cardtable-sim --record`` and the session's history use).

    A hand starts when its key does: in Pok Deng, choosing a new banker comes between two rounds
    and the next round's key is started only after it, so the snapshot is taken again whenever
    the state's hand key changes, and those in-between moves belong to no hand's record (the
    export's stand-in key could not replay them into the right cards)."""

    def __init__(
        self, game: str, options: Any, state: Any, players: Sequence[str] = (), number: int = 0
    ) -> None:
        self.game = game
        self.options = options
        self.players = tuple(players)
        self.number = number  # hands finished so far
        self.start: dict[str, Any] = {}
        self.actions: list[tuple[int, Any]] = []
        self._key = ""
        self.restart(state)

    def restart(self, state: Any) -> None:
        """The next hand starts from ``state`` (after a hand, a new match, a restore)."""
        self.start = state.to_dict()
        self.actions = []
        self._key = _hand_key(state)

    def applied(
        self, seat: int, action: Any, events: Sequence[Any], state: Any
    ) -> list[HandRecord]:
        """``action`` of ``seat`` was applied to ``state`` and caused ``events``."""
        self.actions.append((seat, action))
        done: list[HandRecord] = []
        for event in events:
            if isinstance(event, HandOver):
                self.number += 1
                done.append(
                    make_record(
                        self.game,
                        self.options,
                        self.start,
                        self.actions,
                        event,
                        number=self.number,
                        players=self.players,
                    )
                )
        if done or _hand_key(state) != self._key:
            self.restart(state)
        return done

    def replay(self, start: dict[str, Any], actions: Sequence[tuple[int, Any]]) -> Any:
        """Follow ``actions`` from the snapshot ``start`` (a restored or rewound session): the
        recorder ends as if it had seen them played. Returns the state they lead to."""
        state = registry.load(self.game).from_dict(start)
        self.restart(state)
        for seat, action in actions:
            self.applied(seat, action, state.apply(action), state)
        return state


def _hand_key(state: Any) -> str:
    key = getattr(state, "hand_key", "")
    return key if isinstance(key, str) else ""


# --- reading ---------------------------------------------------------------------------------


def record_from_data(data: Any) -> HandRecord:
    """A record read from an export file's JSON; ``HandDataError`` says what is wrong."""
    if not isinstance(data, dict):
        raise HandDataError(f"$: expected an object, got {type(data).__name__}")
    if data.get("app") != APP_TAG or data.get("kind") != KIND:
        raise HandDataError("$: this is not a hand exported by CardTable")
    version = data.get("format")
    if type(version) is not int or version < 1:
        raise HandDataError("$.format: missing or not a version number")
    if version > HAND_FORMAT:
        raise HandDataError(
            f"$.format: version {version} was written by a newer CardTable (this one reads "
            f"up to {HAND_FORMAT})"
        )
    game = data.get("game")
    if not isinstance(game, str) or game not in registry.GAMES:
        raise HandDataError(f"$.game: no game {game!r:.40}")
    try:
        module = registry.load(game)
    except ModuleNotFoundError:
        raise HandDataError(f"$.game: {game} is not available in this build") from None
    number = data.get("number")
    if type(number) is not int or not 1 <= number <= MAX_HAND_NUMBER:
        raise HandDataError(f"$.number: expected a whole number from 1 to {MAX_HAND_NUMBER}")
    hand_key = data.get("hand_key")
    if not isinstance(hand_key, str) or not (hand_key == "" or _is_hex16(hand_key)):
        raise HandDataError("$.hand_key: expected 16 hex digits or nothing")
    players = data.get("players", [])
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise HandDataError("$.players: expected a list of names")
    try:
        options = options_from_dict(module.Options, data.get("options"))
    except StateDataError as exc:
        raise HandDataError(str(exc)) from None
    start = data.get("start")
    if not isinstance(start, dict):
        raise HandDataError("$.start: expected the hand's starting position (an object)")
    try:
        state = module.from_dict(start)
    except StateDataError as exc:
        raise HandDataError(f"$.start: {exc}") from None
    if state.players != options.players:
        raise HandDataError(f"$.start: {state.players} players, the options say {options.players}")
    if players and len(players) != state.players:
        raise HandDataError(f"$.players: {len(players)} names for {state.players} seats")
    deltas = data.get("deltas")
    if (
        not isinstance(deltas, list)
        or len(deltas) != state.players
        or not all(type(d) is int and abs(d) <= MAX_DELTA for d in deltas)
    ):
        raise HandDataError(
            f"$.deltas: expected {state.players} whole numbers of at most {MAX_DELTA}"
        )
    entries = data.get("actions")
    if not isinstance(entries, list) or not entries:
        raise HandDataError("$.actions: expected a list of [seat, action]")
    if len(entries) > MAX_ACTIONS:
        raise HandDataError(f"$.actions: {len(entries)} actions, more than any hand has")
    actions: list[tuple[int, Any]] = []
    over: HandOver | None = None
    for i, entry in enumerate(entries):
        where = f"$.actions[{i}]"
        if over is not None:
            raise HandDataError(f"{where}: the hand was already over")
        if not (
            isinstance(entry, list)
            and len(entry) == 2
            and type(entry[0]) is int
            and 0 <= entry[0] < state.players
        ):
            raise HandDataError(f"{where}: expected [seat, action]")
        seat = entry[0]
        try:
            action = module.decode_action(entry[1])
        except StateDataError as exc:
            raise HandDataError(f"{where}: {exc}") from None
        if state.current_player != seat:
            raise HandDataError(
                f"{where}: seat {seat} acts, but it is seat {state.current_player}'s turn"
            )
        try:
            events = state.apply(action)
        except IllegalAction as exc:
            raise HandDataError(f"{where}: not a legal move there ({exc.reason})") from None
        actions.append((seat, action))
        over = next((e for e in events if isinstance(e, HandOver)), None)
    if over is None:
        raise HandDataError("$.actions: the hand does not end with these actions")
    if list(over.deltas) != deltas:
        raise HandDataError(f"$.deltas: the hand ends with {list(over.deltas)}, not {deltas}")
    if hand_key and over.hand_key and hand_key != over.hand_key:
        raise HandDataError("$.hand_key: not the key of the hand these cards were dealt from")
    try:
        # A file from elsewhere might hold a match key: keep only what the hand needs.
        safe_start = chance.hand_only(start)
    except ValueError as exc:
        raise HandDataError(f"$.start: {exc}") from None
    return HandRecord(
        game=game,
        number=number,
        hand_key=over.hand_key or hand_key,
        options=options,
        start=safe_start,
        actions=tuple(actions),
        deltas=tuple(over.deltas),
        players=tuple(players),
    )


def _is_hex16(text: str) -> bool:
    return len(text) == 16 and all(c in "0123456789abcdef" for c in text)


__all__ = [
    "HAND_FORMAT",
    "MAX_DELTA",
    "MAX_HAND_NUMBER",
    "HandDataError",
    "HandRecord",
    "HandRecorder",
    "make_record",
    "record_from_data",
]
