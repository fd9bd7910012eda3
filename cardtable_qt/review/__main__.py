"""``cardtable-review FILE --seat N``: review seat N's decisions in an exported hand, headless.

Prints one JSON object: ``{"game", "seat", "reviewer", "decisions": [{"index", "played", "best",
"cost", "unit", "played_value", "best_value"}], "total_cost", "unit", "rows"}``: ``rows`` are
the review window's rows in its words (``rows.review_rows``: "moment", "played", "best", the
values with their unit, "why" for a costly one; a run of forced moves or near-ties is one row
with "grouped"), ``unit`` the values' unit as the window's headers say it. Exit status 2 for a
file that is not a valid hand or a seat the hand does not have.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from ..cli_output import reader_may_stop
from ..storage.hands import HandFileError, read_hand
from .core import review_hand
from .rows import review_rows, unit_header


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
    review = review_hand(record, args.seat)
    data = review.to_data()
    unit = review.decisions[0].unit if review.decisions else ""
    data["unit"] = unit_header(unit)
    data["rows"] = [row.to_data() for row in review_rows(record, review)]
    print(json.dumps(data, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
