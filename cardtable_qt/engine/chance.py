"""Where a match's random numbers come from: independent streams that cannot be traced back.

Fair play needs more than a good shuffle. If a bot's generator and the deck came from one
reversible generator, a bot could rebuild the deck from its own generator's state; if every hand
came from one running generator, the key of a finished hand would give away the hands after it.
So every stream starts from a keyed hash (BLAKE2b) of the match's secret key: a stream's start
state reveals nothing about the key, nor about any other stream.

- The **match key**: 32 bytes hashed from the seed. Only the engine's state holds it.
- One **hand key** per hand (deal, round): the 64-bit start state of that hand's generator, which
  shuffles and draws every card of that hand and nothing else. A finished hand's replay or export
  can carry its hand key alone; no other hand follows from it.
- One **bot stream** per seat, from the same match key (``bot_rng``): a bot holding it learns
  nothing about the cards.
- One-off draws that belong to no hand (who deals first) come from a stream of their own.

Same seed, same key, same streams: the match stays deterministic on every OS.
"""

from __future__ import annotations

import hashlib
from typing import Any

from .codec import StateDataError
from .rng import Rng

KEY_BYTES = 32


def match_key(seed: int) -> bytes:
    """The match's secret key, from a seed of any size or sign."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be an int, not {type(seed).__name__}")
    text = str(seed).encode("ascii")
    return hashlib.blake2b(text, digest_size=KEY_BYTES, person=b"CardTable match").digest()


def stream_start(key: bytes, name: str, *numbers: int) -> int:
    """The 64-bit start state of the stream ``name`` (numbered by ``numbers``) under ``key``."""
    label = "/".join([name, *(str(n) for n in numbers)]).encode("ascii")
    digest = hashlib.blake2b(label, key=key, digest_size=8, person=b"CardTable stream").digest()
    return int.from_bytes(digest, "big")


def bot_rng(seed: int, seat: int) -> Rng:
    """The generator of the bot at ``seat`` in the match played from ``seed``."""
    return Rng(stream_start(match_key(seed), "bot", seat))


def bot_rngs(seed: int, players: int) -> list[Rng]:
    key = match_key(seed)
    return [Rng(stream_start(key, "bot", seat)) for seat in range(players)]


class Chance:
    """A match's dealing: its key, the hand in play, that hand's key and its generator."""

    __slots__ = ("hand", "hand_key", "key", "rng")

    def __init__(self, key: bytes, hand: int = 0, hand_key: int | None = None) -> None:
        if len(key) != KEY_BYTES:
            raise ValueError(f"a match key has {KEY_BYTES} bytes, not {len(key)}")
        self.key = key
        self.hand = hand  # the number of the hand in play; 0 before the first deal
        self.hand_key = hand_key  # None before the first deal (or in a save from version 1)
        # Before the first hand nothing is dealt; a generator is there so that nothing breaks.
        self.rng = Rng(stream_start(key, "deal", 0) if hand_key is None else hand_key)

    @classmethod
    def from_seed(cls, seed: int) -> Chance:
        return cls(match_key(seed))

    @classmethod
    def from_legacy_rng(cls, rng: Rng) -> Chance:
        """A match saved by version 1 (one generator for everything): the hand in play goes on
        with its saved generator; the later hands come from a key hashed from it."""
        key = hashlib.blake2b(
            f"{rng.state:016x}".encode("ascii"), digest_size=KEY_BYTES, person=b"CardTable v1"
        ).digest()
        chance = cls(key)
        chance.rng = rng
        return chance

    def start_hand(self, number: int) -> Rng:
        """The generator of hand ``number`` (from its own hand key), now the one in play."""
        self.hand = number
        self.hand_key = stream_start(self.key, "deal", number)
        self.rng = Rng(self.hand_key)
        return self.rng

    def one_off(self, name: str) -> Rng:
        """A generator for a draw that belongs to no hand, such as who deals first."""
        return Rng(stream_start(self.key, name))

    @property
    def hand_key_text(self) -> str:
        """The hand key as 16 hex digits (empty if unknown): ``Rng(int(text, 16))`` replays the
        hand's shuffle and draws."""
        return "" if self.hand_key is None else f"{self.hand_key:016x}"

    def copy(self) -> Chance:
        twin = Chance(self.key, self.hand, self.hand_key)
        twin.rng = Rng(self.rng.state)
        return twin

    def to_dict(self) -> dict[str, Any]:
        return {"key": self.key.hex(), "hand": self.hand, "hand_key": self.hand_key_text}

    @classmethod
    def from_dict(cls, data: Any, rng: Rng) -> Chance:
        """The chance saved by ``to_dict``, its generator continuing from ``rng``."""
        if not isinstance(data, dict):
            raise ValueError("expected {'key', 'hand', 'hand_key'}")
        key, hand, hand_key = data.get("key"), data.get("hand"), data.get("hand_key")
        if not isinstance(key, str) or not _is_hex(key, 2 * KEY_BYTES):
            raise ValueError(f"the key must be {2 * KEY_BYTES} hex digits")
        if type(hand) is not int or hand < 0:
            raise ValueError("the hand must be a whole number, 0 or more")
        if not isinstance(hand_key, str) or not (hand_key == "" or _is_hex(hand_key, 16)):
            raise ValueError("the hand key must be 16 hex digits or empty")
        chance = cls(bytes.fromhex(key), hand, int(hand_key, 16) if hand_key else None)
        chance.rng = rng
        return chance

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Chance) and (
            (self.key, self.hand, self.hand_key, self.rng)
            == (other.key, other.hand, other.hand_key, other.rng)
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        # Never the key: a repr ends up in logs and bug reports.
        return f"Chance(hand={self.hand})"


def chance_to_dict(chance: Chance) -> dict[str, Any]:
    """The fields a game's save writes for its chance: ``rng`` (the generator in play) and
    ``chance`` (the match key, the hand number and its hand key)."""
    return {"rng": chance.rng.to_dict(), "chance": chance.to_dict()}


def chance_from_dict(data: dict[str, Any]) -> Chance:
    """The chance of a saved state (``data`` has passed ``check_format``). A version 1 save has
    no ``chance``: its one generator goes on for the hand in play (see ``from_legacy_rng``)."""
    try:
        rng = Rng.from_dict(data.get("rng"))
    except ValueError as exc:
        raise StateDataError(f"$.rng: {exc}") from None
    if data.get("format") == 1 and "chance" not in data:
        return Chance.from_legacy_rng(rng)
    try:
        return Chance.from_dict(data.get("chance"), rng)
    except ValueError as exc:
        raise StateDataError(f"$.chance: {exc}") from None


def hand_only(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of a state's ``to_dict`` fit to leave the machine (a finished hand's replay or
    export): the match key is replaced by one hashed from the hand key, so the copy still loads
    and replays its hand, but no later hand of the match follows from it."""
    chance = data.get("chance")
    if not isinstance(chance, dict):
        raise ValueError("not a state with a chance (version 2)")
    hand_key = chance.get("hand_key") or data.get("rng", {}).get("state", "")
    stand_in = hashlib.blake2b(
        f"{hand_key}".encode("ascii"), digest_size=KEY_BYTES, person=b"CardTable export"
    ).digest()
    return {**data, "chance": {**chance, "key": stand_in.hex()}}


def _is_hex(text: str, length: int) -> bool:
    return len(text) == length and all(c in "0123456789abcdef" for c in text)


__all__ = [
    "Chance",
    "bot_rng",
    "bot_rngs",
    "chance_from_dict",
    "chance_to_dict",
    "hand_only",
    "match_key",
    "stream_start",
]
