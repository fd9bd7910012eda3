"""A file carrying another game's options (a Pok Deng hand or save with Xì tố's ``ante``) is
refused with the option named, in hand files and saves alike (issue 43, defect 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable_qt.engine.codec import StateDataError
from cardtable_qt.session.payload import read_payload
from cardtable_qt.storage.hands import HandFileError, read_hand
from cardtable_qt.storage.saves import SaveError, SaveStore
from tests.engine.test_handlog import play_hands
from tests.ui.test_dialogs import pokdeng_payload

from .helpers import session_payload

XITO_OPTIONS = {"ante": 10, "raise_limit": 10, "starting_stack": 1000}


def test_a_pok_deng_hand_with_xi_to_options_is_refused_naming_the_option(tmp_path: Path) -> None:
    data = play_hands("pokdeng", 1, seed=3)[0].to_data()
    data["options"].update(XITO_OPTIONS)
    path = tmp_path / "hand.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(HandFileError, match="'ante'") as caught:
        read_hand(path)
    assert "option" in caught.value.message


def test_a_pok_deng_save_whose_position_has_xi_to_options_is_refused_naming_the_option() -> None:
    store = SaveStore()
    info = store.save("mixed", session_payload(7))
    envelope = json.loads(info.path.read_bytes())
    envelope["session"]["state"]["options"].update(XITO_OPTIONS)
    info.path.write_text(json.dumps(envelope), encoding="utf-8")
    with pytest.raises(SaveError, match="'ante'") as caught:
        store.load("mixed")
    assert "option" in caught.value.message


def test_a_pok_deng_save_whose_session_has_xi_to_options_is_refused_naming_the_option() -> None:
    """The session's own copy of the options (``payload["options"]``) is read as strictly."""
    payload = pokdeng_payload(3)
    read_payload(payload)  # as it was saved, it reads
    payload["options"].update(XITO_OPTIONS)
    SaveStore().write_autosave(payload)
    loaded = SaveStore().load_autosave()
    with pytest.raises(StateDataError, match="'ante'"):
        read_payload(loaded)
