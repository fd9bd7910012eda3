"""Files a person (or another program) put in the saves folder under names CardTable would not
have made: each one listed is opened and deleted by its file, not by the name it shows."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from cardtable_qt.storage.saves import SaveStore

from .test_app import make_window
from .test_dialogs import pokdeng_payload

ODD_FILES = ["CON.json", "trailing space .json", "a%2Fb.json"]


def put_odd_file(file_name: str) -> SaveStore:
    """A good save copied under ``file_name`` (as a file manager would), the original removed."""
    store = SaveStore()
    store.save("source", pokdeng_payload(), meta={"players": ["You"], "progress": "Round 3"})
    source = store.path_for("source")
    source.rename(store.directory / file_name)
    return store


@pytest.mark.parametrize("file_name", ODD_FILES)
def test_a_listed_save_with_an_odd_file_name_opens(qtbot: Any, file_name: str) -> None:
    store = put_odd_file(file_name)
    window = make_window(qtbot)
    dialog = window.open_load_dialog()
    assert dialog.model.rowCount() == 1
    dialog.view.setCurrentIndex(dialog.model.index(0))
    qtbot.mouseClick(dialog.load_button, Qt.MouseButton.LeftButton)
    assert window.session is not None, window.notices
    assert window.session.game_id == "pokdeng"
    assert not window.notices
    # Saving without a name must never write some other file: Save asks for a name unless the
    # shown name leads back to this very file.
    if window.save_name is not None:
        assert store.path_for(window.save_name) == store.directory / file_name


@pytest.mark.parametrize("file_name", ODD_FILES)
def test_a_listed_save_with_an_odd_file_name_can_be_deleted(qtbot: Any, file_name: str) -> None:
    store = put_odd_file(file_name)
    window = make_window(qtbot)
    dialog = window.open_load_dialog()
    dialog.view.setCurrentIndex(dialog.model.index(0))
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert not dialog.error.isVisible() or not dialog.error.text(), dialog.error.text()
    assert not (store.directory / file_name).exists()
    assert dialog.model.rowCount() == 0
