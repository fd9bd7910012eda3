"""Write CardTable's own card art: every face in both styles, and the backs, as SVG.

    .venv/bin/python resources/cards/generate.py

Output (committed, read by ``cardtable_qt/ui/card_art.py``):
``standard/<card>.svg`` and ``four_colour/<card>.svg`` for the 52 cards (``AS``, ``10H``…) and the
jokers (``BJ`` small black, ``RJ`` big red), and ``backs/<colour>.svg``. The index letters are
outlined from the shipped Noto Sans Bold (fontTools, a dev dependency), so the files need no font.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # the sibling modules, when run as a script from anywhere

from backs import back_card  # noqa: E402
from faces import RANK_TEXT, court_card, joker_card, pip_card  # noqa: E402
from glyphs import IndexFont  # noqa: E402
from palette import BACKS, FACE_STYLES  # noqa: E402

SUITS = "SHDC"


def card_files() -> dict[str, str]:
    """Every file this script writes, by path relative to ``resources/cards``."""
    font = IndexFont()
    files: dict[str, str] = {}
    for style, colours in FACE_STYLES.items():
        for suit in SUITS:
            for rank in range(2, 15):
                name = f"{style}/{RANK_TEXT[rank]}{suit}.svg"
                if rank in (11, 12, 13):
                    files[name] = court_card(font, rank, suit, colours[suit])
                else:
                    files[name] = pip_card(font, rank, suit, colours[suit])
        files[f"{style}/BJ.svg"] = joker_card(font, big=False)
        files[f"{style}/RJ.svg"] = joker_card(font, big=True)
    for name, back_colours in BACKS.items():
        files[f"backs/{name}.svg"] = back_card(name, back_colours)
    return files


def main() -> int:
    files = card_files()
    for rel, text in files.items():
        path = HERE / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    total = sum(len(t.encode()) for t in files.values())
    print(f"wrote {len(files)} SVG files ({total / 1024:.0f} KiB) under {HERE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
