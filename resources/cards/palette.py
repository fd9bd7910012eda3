"""Colours of the two face styles and the backs."""

from __future__ import annotations

from dataclasses import dataclass

INK = "#1b1b1f"
RED = "#c8102e"
BLUE = "#1f5fbf"
GREEN = "#1e8a3c"
GOLD = "#e2a72e"
SKIN = "#f7d9bb"
PAPER = "#fffdf7"
EDGE = "#a3a3a3"

FACE_STYLES: dict[str, dict[str, str]] = {
    "standard": {"S": INK, "H": RED, "D": RED, "C": INK},
    "four_colour": {"S": INK, "H": RED, "D": BLUE, "C": GREEN},
}


@dataclass(frozen=True)
class BackColours:
    base: str
    lattice: str
    light: str


BACKS: dict[str, BackColours] = {
    "blue": BackColours(base="#1d4f9a", lattice="#4c7fcc", light="#dce8fa"),
    "red": BackColours(base="#9e1b2a", lattice="#d24a57", light="#fbe1e3"),
}


def court_secondary(primary: str) -> str:
    """The robe trim of a court card: a colour that sets off the suit's own."""
    return {INK: RED, RED: "#23408e", BLUE: RED, GREEN: RED}[primary]
