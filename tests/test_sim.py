"""``cardtable-sim`` with Pok Deng: the JSON summary, bots by name or module:attr, bad input."""

from __future__ import annotations

import json
from typing import Any

import pytest

from cardtable_qt.engine.pokdeng import PokDengView
from cardtable_qt.engine.rng import Rng
from cardtable_qt.sim import main


class FirstChoiceBot:
    """A bot from outside the package: always the first legal action."""

    def choose(self, view: PokDengView, legal_actions: list[Any], rng: Rng) -> Any:
        assert isinstance(view, PokDengView)
        return legal_actions[0]


def sim(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_pokdeng_200_rounds_prints_one_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = sim(capsys, "--game", "pokdeng", "--games", "200", "--seed", "3")
    assert code == 0 and err == ""
    assert out.count("\n") == 1
    summary = json.loads(out)
    assert set(summary) == {
        "game",
        "games",
        "seed",
        "seats",
        "decisions",
        "decision_ms",
        "games_per_s",
    }
    assert summary["game"] == "pokdeng" and summary["games"] == 200 and summary["seed"] == 3
    seats = summary["seats"]
    assert [s["seat"] for s in seats] == [0, 1, 2, 3]  # the default table: 4 seats
    assert all(s["bot"] == "basic" for s in seats)
    assert sum(s["total"] for s in seats) == 0
    assert any(s["total"] != 0 for s in seats)
    assert summary["decisions"] > 200
    assert set(summary["decision_ms"]) == {"mean", "p95", "max"}
    ms = summary["decision_ms"]
    assert 0 <= ms["mean"] <= ms["max"] and ms["p95"] <= ms["max"]
    assert summary["games_per_s"] > 0


def test_the_same_seed_gives_the_same_totals(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--game", "pokdeng", "--games", "100", "--seed", "8", "--seats", "random,basic,random")
    first = json.loads(sim(capsys, *args)[1])
    again = json.loads(sim(capsys, *args)[1])
    assert first["seats"] == again["seats"] and first["decisions"] == again["decisions"]
    assert len(first["seats"]) == 3  # --seats sets the number of players


def test_random_and_module_attr_bots_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = sim(
        capsys,
        "--game",
        "pokdeng",
        "--games",
        "150",
        "--seats",
        "tests.test_sim:FirstChoiceBot,random,basic,cardtable_qt.ai.pokdeng_basic:BasicBot,basic",
        "--option",
        "forced_draw=on",
        "--option",
        "min_bet=20",
        "--option",
        "rounds=40",
    )
    assert code == 0
    summary = json.loads(out)
    assert summary["games"] == 150  # new sessions start when one ends (rounds=40)
    assert summary["seats"][0]["bot"] == "tests.test_sim:FirstChoiceBot"
    assert sum(s["total"] for s in summary["seats"]) == 0


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--seats", "basic,nonsense"), "unknown bot 'nonsense'"),
        (("--seats", "basic,tests.test_sim:NoSuchBot"), "has no 'NoSuchBot'"),
        (("--seats", "basic,no_such_module_xyz:Bot"), "cannot import"),
        (("--option", "nope=1"), "unknown option 'nope'"),
        (("--option", "min_bet=lots"), "min_bet"),
        (("--option", "players=12"), "players"),
        (("--option", "min_bet=500"), "bad options"),
        (("--option", "forced_draw"), "name=value"),
        (("--seats", "basic"), "players"),  # one seat is no table
    ],
)
def test_bad_bots_and_options_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, out, err = sim(capsys, "--game", "pokdeng", "--games", "5", *args)
    assert code == 2 and out == ""
    assert err.startswith("cardtable-sim: ") and message in err
