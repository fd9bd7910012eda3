"""A small seeded random number generator whose whole state is one 64-bit integer.

SplitMix64: fully specified here, so the same seed shuffles the same way on every OS and every
Python version (``random.Random`` makes no such promise about ``shuffle``), and its state fits in
a save as one hex string.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"seed must be an int, not {type(seed).__name__}")
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = s = (self.state + _GAMMA) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``[0, n)``, without modulo bias."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def randint(self, a: int, b: int) -> int:
        """A uniform integer in ``[a, b]``."""
        return a + self.randbelow(b - a + 1)

    def random(self) -> float:
        """A uniform float in ``[0, 1)`` with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice from an empty sequence")
        return items[self.randbelow(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def spawn(self) -> Rng:
        """An independent generator seeded from this one (one per bot, say)."""
        return Rng(self.next_u64())

    def to_dict(self) -> dict[str, Any]:
        return {"state": f"{self.state:016x}"}

    @classmethod
    def from_dict(cls, data: Any) -> Rng:
        if not isinstance(data, dict) or not isinstance(data.get("state"), str):
            raise ValueError("rng: expected {'state': '<16 hex digits>'}")
        text = data["state"]
        if len(text) != 16 or any(c not in "0123456789abcdef" for c in text):
            raise ValueError(f"rng: bad state {text!r}")
        rng = cls()
        rng.state = int(text, 16)
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state=0x{self.state:016x})"
