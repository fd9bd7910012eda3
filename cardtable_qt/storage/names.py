"""Names: which a saved game may have and the file name it is kept under; and seat names.

A name is shown exactly as typed; its file name is the name with the few characters some file
system refuses written as ``%XX`` (and ``.json`` added), so every name round-trips on Linux,
Windows and macOS, and the file name alone gives the name back.
"""

from __future__ import annotations

import re
import unicodedata

SAVE_SUFFIX = ".json"
MAX_NAME_CHARS = 64
_MAX_FILE_NAME_BYTES = 240  # most file systems allow 255 bytes per name

# Refused by Windows, or our own escape character.
_ESCAPED = frozenset('<>:"|?*%')
_WINDOWS_RESERVED = frozenset(
    {"CON", "PRN", "AUX", "NUL"}
    | {f"COM{n}" for n in range(1, 10)}
    | {f"LPT{n}" for n in range(1, 10)}
)
# Zero-width (non-)joiners shape Devanagari and other scripts; every other format or control
# character (bidirectional overrides included) could hide what a name really is.
_ALLOWED_FORMAT_CHARS = frozenset("\u200c\u200d")
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_ESCAPE = re.compile(r"%([0-9A-F]{2})")


class BadName(ValueError):
    """A name a saved game cannot have; the message says why in plain words."""


def check_name(name: object) -> str:
    """The name as it will be kept (NFC, outer spaces removed), or ``BadName``."""
    if not isinstance(name, str):
        raise BadName("A saved game's name must be text.")
    cleaned = unicodedata.normalize("NFC", name).strip()
    if not cleaned:
        raise BadName("Give the saved game a name.")
    if len(cleaned) > MAX_NAME_CHARS:
        raise BadName(f"A saved game's name can have at most {MAX_NAME_CHARS} characters.")
    if "/" in cleaned or "\\" in cleaned:
        raise BadName("A saved game's name cannot contain / or \\.")
    if ".." in cleaned:
        raise BadName("A saved game's name cannot contain two dots in a row (..).")
    for ch in cleaned:
        if ch not in _ALLOWED_FORMAT_CHARS and unicodedata.category(ch) in _REFUSED_CATEGORIES:
            raise BadName("A saved game's name cannot contain control or invisible characters.")
    if len(file_name_for(cleaned).encode("utf-8")) > _MAX_FILE_NAME_BYTES:
        raise BadName("That name is too long to be a file name; choose a shorter one.")
    return cleaned


def file_name_for(name: str) -> str:
    """The file name a checked name is saved under."""
    chars = [f"%{ord(ch):02X}" if ch in _ESCAPED else ch for ch in name]
    # No hidden files (leading dot) and nothing Windows would trim (trailing dot or space).
    if chars and chars[0] == ".":
        chars[0] = "%2E"
    if chars and chars[-1] in (".", " "):
        chars[-1] = f"%{ord(chars[-1]):02X}"
    stem = "".join(chars)
    if stem.split(".", 1)[0].rstrip(" ").upper() in _WINDOWS_RESERVED:
        stem = f"%{ord(stem[0]):02X}{stem[1:]}"
    return stem + SAVE_SUFFIX


def name_from_file(file_name: str) -> str:
    """The name a save file shows (the inverse of ``file_name_for``)."""
    stem = file_name[: -len(SAVE_SUFFIX)] if file_name.endswith(SAVE_SUFFIX) else file_name
    return unicodedata.normalize("NFC", _ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), stem))


# --- the names of seats (people and AI players) ---------------------------------------------

SEAT_NAME_MAX = 40  # a seat's (or the player's) name, in characters
# Zero-width (non-)joiners shape Devanagari and other scripts; every other control, format,
# surrogate, private or unassigned character is dropped: a lone surrogate cannot be written as
# UTF-8 (every later save would fail), and the others could hide what a name really is.
_KEPT_FORMAT_CHARS = frozenset("\u200c\u200d")
_DROPPED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
_SPACE_CATEGORIES = frozenset({"Zs", "Zl", "Zp"})


def clean_name(name: str) -> str:
    """``name`` as a seat may carry it: NFC, without control or invisible characters, every
    run of spaces (tabs, line breaks) made one space, outer spaces removed, at most
    ``SEAT_NAME_MAX`` characters. It may come back empty: the caller then picks a name."""
    kept: list[str] = []
    for ch in name:
        category = unicodedata.category(ch)
        if ch in "\t\n\r" or category in _SPACE_CATEGORIES:
            kept.append(" ")
        elif category not in _DROPPED_CATEGORIES or ch in _KEPT_FORMAT_CHARS:
            kept.append(ch)
    text = " ".join("".join(kept).split())
    return unicodedata.normalize("NFC", text)[:SEAT_NAME_MAX].strip()
