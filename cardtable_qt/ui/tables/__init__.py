"""Each game's table: one module per game, registered here by id.

A table is ``SomeTable(session, settings, card_art, parent=None)``, a QWidget holding the view
and its action panel (see ``cardtable_qt.ui.table.game_table.GameTable``); the main window only
creates it and puts it in place. Adding a game's table is one module plus one line below.
"""

from __future__ import annotations

import importlib
import importlib.util

TABLES: dict[str, str] = {
    "pokdeng": "cardtable_qt.ui.tables.pokdeng:PokDengTable",
    "guandan": "cardtable_qt.ui.tables.guandan:GuandanTable",
    "xito": "cardtable_qt.ui.tables.xito:XitoTable",
    "rummy": "cardtable_qt.ui.tables.rummy:RummyTable",
}


def table_class(game_id: str) -> type | None:
    """The table class for ``game_id``, or None when its table is not built yet."""
    target = TABLES.get(game_id)
    if target is None:
        return None
    module_name, _, attr = target.partition(":")
    cls: type = getattr(importlib.import_module(module_name), attr)
    return cls


def has_table(game_id: str) -> bool:
    """Whether ``game_id`` has a table module, found without importing it (for the start screen)."""
    target = TABLES.get(game_id)
    if target is None:
        return False
    try:
        return importlib.util.find_spec(target.partition(":")[0]) is not None
    except (ImportError, ValueError):
        return False
