"""``cardtable-review FILE --seat N``: review seat N's decisions in an exported hand, headless.

Prints one JSON object: ``{"game", "seat", "reviewer", "decisions": [{"index", "played", "best",
"cost", "unit", "played_value", "best_value"}], "total_cost"}``. Exit status 2 for a file that is
not a valid hand or a seat the hand does not have.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from ..cli_output import reader_may_stop
from ..storage.hands import HandFileError, read_hand
from .core import review_hand


@reader_may_stop
def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="cardtable-review", description="Review one seat's decisions in an exported hand."
    )
    parser.add_argument("file", help="a hand exported by CardTable or cardtable-sim --record")
    parser.add_argument("--seat", type=int, required=True, help="the seat to review, from 0")
    args = parser.parse_args(argv)
    try:
        record = read_hand(args.file)
    except HandFileError as exc:
        print(f"cardtable-review: {exc.message}", file=sys.stderr)
        return 2
    if not 0 <= args.seat < len(record.deltas):
        print(
            f"cardtable-review: the hand has seats 0 to {len(record.deltas) - 1}, not {args.seat}",
            file=sys.stderr,
        )
        return 2
    print(json.dumps(review_hand(record, args.seat).to_data(), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
