"""Thai line-break opportunities written into the text: U+200B ZERO WIDTH SPACE between words.

Thai puts no spaces between words. Qt finds where a Thai line may break only through libthai,
which it loads from the player's system at run time; the bundles do not ship it, and Windows
and macOS have none, so there wrapped Thai text could break only at its spaces. The build
(``update.py`` for the ``.qm`` files, ``packaging/cardtable.spec`` for the Thai rules texts)
asks the build machine's libthai where the words of each Thai run end and writes a zero width
space there: every Qt breaks a line after one (Unicode line breaking, class ZW), with or without
libthai, and draws nothing for it.

A space goes only between two Thai characters, and never inside a placeholder (``%1``, ``%n``,
``{name}``), an HTML tag or entity, or Markdown code and link targets. A short text (under
``MIN_LETTERS`` Thai letters: a name, a button, a menu item) fits any wrapped line as it is and
is left exactly as written, since the app compares some of those with the native words it holds
(ป๊อกเด้ง). A text that already has a zero width space was broken by its translator: kept.

Standard library only (ctypes), so the build scripts can use it before anything is installed.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import re
import sys
import unicodedata
from collections.abc import Callable

ZWSP = "\u200b"
# Fewer Thai letters than this (about 130 px of the app's 14 px type) always fit on one line.
MIN_LETTERS = 16
# The Thai block: consonants, vowels, tone marks, digits, signs (U+0E01..U+0E5B).
THAI_RUN = re.compile("[\u0e01-\u0e5b]+")
# What must stay as written in any text: Qt and Python placeholders, HTML tags and entities.
PROTECTED = r"%L?\d+|%n|\{[^{}\n]*\}|<[^<>]*>|&[#\w]+;"
# and in Markdown: fenced code, inline code, link targets and reference definitions
MARKDOWN_PROTECTED = (
    r"^(```|~~~).*?^\1[^\n]*$|`[^`\n]*`|\]\([^()\n]*\)|^ {0,3}\[[^\]\n]+\]:[^\n]*$|" + PROTECTED
)
_PLAIN = re.compile(PROTECTED)
_MARKDOWN = re.compile(MARKDOWN_PROTECTED, re.MULTILINE | re.DOTALL)

# Where libthai may be: $CARDTABLE_LIBTHAI (a path), then the usual names on Linux, macOS
# (Homebrew's libthai) and Windows (MSYS2's).
LIBRARY_NAMES = ("libthai.so.0", "libthai.0.dylib", "libthai-0.dll", "libthai.dll")

Breaks = Callable[[str], list[int]]  # a Thai run -> the offsets where a new word starts


class LibThai:
    """libthai's word breaker (``th_brk_new`` and ``th_brk_wc_find_breaks``, libthai 0.1.25+;
    the older ``th_wbrk`` otherwise), on runs of Thai text."""

    def __init__(self, library: ctypes.CDLL, name: str) -> None:
        self.name = name
        self._find: Callable[[str, ctypes.Array[ctypes.c_int], int], int]
        if hasattr(library, "th_brk_new") and hasattr(library, "th_brk_wc_find_breaks"):
            library.th_brk_new.restype = ctypes.c_void_p
            library.th_brk_new.argtypes = [ctypes.c_char_p]
            library.th_brk_wc_find_breaks.restype = ctypes.c_int
            library.th_brk_wc_find_breaks.argtypes = [
                ctypes.c_void_p, ctypes.c_wchar_p, ctypes.POINTER(ctypes.c_int), ctypes.c_size_t
            ]  # fmt: skip
            breaker = library.th_brk_new(None)  # the default dictionary
            if not breaker:
                raise OSError(f"{name}: th_brk_new found no Thai dictionary")
            find = library.th_brk_wc_find_breaks
            self._find = lambda text, out, size: int(find(breaker, text, out, size))
        elif hasattr(library, "th_wbrk"):
            library.th_wbrk.restype = ctypes.c_int
            library.th_wbrk.argtypes = [
                ctypes.c_wchar_p,
                ctypes.POINTER(ctypes.c_int),
                ctypes.c_size_t,
            ]
            wbrk = library.th_wbrk
            self._find = lambda text, out, size: int(wbrk(text, out, size))
        else:
            raise OSError(f"{name} has no Thai word breaker")

    def __call__(self, run: str) -> list[int]:
        out = (ctypes.c_int * (len(run) + 1))()
        count = self._find(run, out, len(run) + 1)
        return [p for p in out[: max(0, count)] if 0 < p < len(run)]


def load_libthai() -> tuple[LibThai | None, str]:
    """libthai's breaker and its name, or None and why not."""
    names = [os.environ.get("CARDTABLE_LIBTHAI", ""), *LIBRARY_NAMES]
    found = ctypes.util.find_library("thai")
    if found:
        names.append(found)
    tried = []
    for name in filter(None, names):
        try:
            return LibThai(ctypes.CDLL(name), name), ""
        except OSError as problem:
            tried.append(str(problem))
    return None, "; ".join(tried[:1]) or "not found"


_loaded: list[Breaks | None] = []


def system_breaks() -> Breaks | None:
    """This machine's libthai, loaded once; None (said once, on stderr) when it has none."""
    if not _loaded:
        breaker, why = load_libthai()
        if breaker is None:
            print(
                "Thai line breaks were not added: no libthai on this machine "
                f"({why}); install libthai (Debian: libthai0) to add them",
                file=sys.stderr,
                flush=True,
            )
        _loaded.append(breaker)
    return _loaded[0]


def thai_letters(text: str) -> int:
    """How many Thai characters of ``text`` take room on a line (marks above or below don't)."""
    return sum(1 for c in text if "\u0e01" <= c <= "\u0e5b" and unicodedata.category(c) != "Mn")


def needs_breaks(text: str) -> bool:
    return ZWSP not in text and thai_letters(text) >= MIN_LETTERS


def _break_runs(text: str, breaks: Breaks) -> str:
    def one_run(match: re.Match[str]) -> str:
        run = match.group()
        cut = 0
        pieces = []
        for at in breaks(run):
            # never before a mark that sits on the letter before it
            if at > cut and unicodedata.category(run[at]) != "Mn":
                pieces.append(run[cut:at])
                cut = at
        pieces.append(run[cut:])
        return ZWSP.join(pieces)

    return THAI_RUN.sub(one_run, text)


def _outside(pattern: re.Pattern[str], text: str, breaks: Breaks) -> str:
    out = []
    last = 0
    for kept in pattern.finditer(text):
        out.append(_break_runs(text[last : kept.start()], breaks))
        out.append(kept.group())
        last = kept.end()
    out.append(_break_runs(text[last:], breaks))
    return "".join(out)


def add_breaks(text: str, breaks: Breaks | None) -> str:
    """A translation with a zero width space between its Thai words (a short one unchanged)."""
    if breaks is None or not needs_breaks(text):
        return text
    return _outside(_PLAIN, text, breaks)


def add_markdown_breaks(text: str, breaks: Breaks | None) -> str:
    """A Markdown text (a Help rules file) with a zero width space between its Thai words."""
    if breaks is None or ZWSP in text or not thai_letters(text):
        return text
    return _outside(_MARKDOWN, text, breaks)
