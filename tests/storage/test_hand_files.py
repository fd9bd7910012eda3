"""Hand export files on disk: atomic, read as if hostile, a refused file left untouched."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardtable_qt import sim
from cardtable_qt.storage.hands import HandFileError, file_name, read_hand, write_hand
from tests.engine.test_handlog import play_hands


def test_write_then_read_gives_the_same_hand(tmp_path: Path) -> None:
    hand = play_hands("guandan", 1, seed=2)[0]
    path = write_hand(tmp_path / file_name(hand), hand)
    assert path.name.startswith("guandan-hand-0001-") and path.name.endswith(".json")
    assert read_hand(path) == hand


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (b"", "empty"),
        (b"\xff\xfe\x00garbage", "not text"),
        (b'{"app": "CardTable", "kind": "hand"', "JSON"),
        (b"[1, 2, 3]", "not a hand"),
        (b'{"app": "CardTable", "kind": "hand", "format": 1, "game": "xito"}', "number"),
    ],
)
def test_a_damaged_file_is_refused_in_plain_words_and_left_as_it_was(
    tmp_path: Path, content: bytes, said: str
) -> None:
    folder = tmp_path / "exports"
    folder.mkdir()
    path = folder / "hand.json"
    path.write_bytes(content)
    with pytest.raises(HandFileError) as info:
        read_hand(path)
    assert said.lower() in info.value.message.lower()
    assert info.value.message.startswith("The file hand.json")
    assert path.read_bytes() == content
    assert sorted(p.name for p in folder.iterdir()) == ["hand.json"]


def test_missing_and_huge_files(tmp_path: Path) -> None:
    with pytest.raises(HandFileError, match="not a file"):
        read_hand(tmp_path / "nothing.json")
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * 2_000_001)
    with pytest.raises(HandFileError, match="too large"):
        read_hand(huge)


@pytest.mark.parametrize("game", ["guandan", "pokdeng", "xito", "rummy"])
def test_sim_record_writes_every_finished_hand(tmp_path: Path, game: str) -> None:
    summary = sim.run(game, 3, seed=9, record=tmp_path / "hands")
    files = sorted((tmp_path / "hands").iterdir())
    assert len(files) == summary["games"] == 3
    hands = [read_hand(f) for f in files]
    assert [h.game for h in hands] == [game] * 3
    # the hands' results add up to what the simulator counted
    for seat in summary["seats"]:
        if game != "guandan":  # Guandan's total counts levels climbed, not the hand deltas
            assert sum(h.deltas[seat["seat"]] for h in hands) == seat["total"]
    assert len({h.hand_key for h in hands}) == 3


def test_sim_record_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        sim.main(["--game", "xito", "--games", "2", "--seed", "4", "--record", str(tmp_path / "h")])
        == 0
    )
    assert json.loads(capsys.readouterr().out)["games"] == 2
    assert len(list((tmp_path / "h").glob("*.json"))) == 2


def test_sim_record_names_each_seat_by_its_own_bot(tmp_path: Path) -> None:
    """``--seats hard,basic,easy``: each record names every seat's own level, not "basic"."""
    folder = tmp_path / "h"
    argv = ["--game", "xito", "--games", "2", "--seed", "4", "--seats", "hard,basic,easy"]
    assert sim.main([*argv, "--record", str(folder)]) == 0
    files = sorted(folder.glob("*.json"))
    assert len(files) == 2
    named = ("hard (seat 1)", "basic (seat 2)", "easy (seat 3)")
    assert all(read_hand(f).players == named for f in files)


def test_sim_record_gives_the_seats_of_one_bot_distinct_names(tmp_path: Path) -> None:
    """Every seat "basic" (the default): the records still tell the seats apart, so a replay
    does not say "basic and basic climb 1 level"."""
    folder = tmp_path / "h"
    assert (
        sim.main(["--game", "guandan", "--games", "1", "--seed", "4", "--record", str(folder)]) == 0
    )
    (file,) = folder.glob("*.json")
    players = read_hand(file).players
    assert players == ("basic (seat 1)", "basic (seat 2)", "basic (seat 3)", "basic (seat 4)")
    assert len(set(players)) == 4
