"""The rules points issue 41 added to the Help's rules pages, from the seeds: each page in each
language says them, so a page that loses the line fails. A point is a card sign or words that
must be there, and the words the same passage must also carry in that language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"
LANGUAGES = ("en", "th", "vi", "hi", "zh_CN")
DEVANAGARI = "\u0900-\u097f"

# (game, point): the key that finds the passage (one for all languages, or one per language), and
# per language the words that passage must also say.
Point = tuple[str | dict[str, str], dict[str, tuple[str, ...]]]
POINTS: dict[tuple[str, str], Point] = {
    ("rummy", "a trio may repeat a suit"): (
        "5♥ 5♥ 5♦",
        {"en": ("trio",), "th": ("ตอง",), "vi": ("bộ ba",), "hi": ("ट्रायो",), "zh_CN": ("三条",)},
    ),
    ("rummy", "three identical cards are a pure sequence, not a trio"): (
        "5♥ 5♥ 5♥",
        {
            "en": ("not a trio", "pure sequence"),
            "th": ("ไม่ใช่ตอง", "เรียงแท้"),
            "vi": ("không phải bộ ba", "sảnh thuần"),
            "hi": ("ट्रायो नहीं", "शुद्ध सीक्वेंस"),
            "zh_CN": ("不算三条", "纯顺子"),
        },
    ),
    ("xito", "the clock's default is the seed's 30 seconds"): (
        {
            "en": "30 by default",
            "th": "ค่าเริ่มต้น 30",
            "vi": "mặc định 30",
            "hi": "सामान्यतः 30",
            "zh_CN": "默认 30",
        },
        {
            "en": ("15", "60"),
            "th": ("15", "60"),
            "vi": ("15", "60"),
            "hi": ("15", "60"),
            "zh_CN": ("15", "60"),
        },
    ),
    ("pokdeng", "Tong's ×5 comes from every hand the dealer beats"): (
        {
            "en": "from each hand it beats",
            "th": "จากทุกขาที่เจ้ามือชนะ",
            "vi": "của mỗi tay thua",
            "hi": "हर हराए हाथ से",
            "zh_CN": "向每一手输家",
        },
        {
            "en": ("five times",),
            "th": ("ห้าเท่า",),
            "vi": ("gấp năm",),
            "hi": ("पाँच गुना",),
            "zh_CN": ("五倍",),
        },
    ),
    ("guandan", "the first hand's cut"): (
        "A = 1 … K = 13",
        {
            "en": ("cut", "whoever draws it leads"),
            "th": ("ตัดไพ่", "คนที่จั่วได้ใบนั้น"),
            "vi": ("cắt bài", "ai bốc được lá đó sẽ đánh trước"),
            "hi": ("गड्डी काटने", "जो उसे खींचता है"),
            "zh_CN": ("切牌", "摸到它的人"),
        },
    ),
    ("guandan", "equal tribute cards go clockwise"): (
        {
            "en": "tribute goes clockwise",
            "th": "ให้ถวายตามเข็มนาฬิกา",
            "vi": "nộp theo chiều kim đồng hồ",
            "hi": "नज़राना घड़ी की दिशा में जाता",
            "zh_CN": "按顺时针方向进贡",
        },
        {
            "en": ("equal",),
            "th": ("เท่ากัน",),
            "vi": ("bằng nhau",),
            "hi": ("बराबर",),
            "zh_CN": ("一样大",),
        },
    ),
    ("guandan", "after a double tribute the payer of the higher card leads"): (
        {
            "en": "paid the higher tribute",
            "th": "ผู้ที่ถวายใบที่สูงกว่าเป็นผู้นำ",
            "vi": "người nộp lá lớn hơn đánh trước",
            "hi": "जिसने बड़ा पत्ता दिया",
            "zh_CN": "由进贡较大的人先出",
        },
        {
            "en": ("leads",),
            "th": ("ผู้นำ",),
            "vi": ("đánh trước",),
            "hi": ("पहली चाल",),
            "zh_CN": ("先出",),
        },
    ),
}


def page(game: str, language: str) -> str:
    name = f"{game}.md" if language == "en" else f"{game}.{language}.md"
    return (RULES / name).read_text(encoding="utf-8")


def passages(text: str) -> list[str]:
    """A page's paragraphs, list items and table rows, each on one line (a line break in the
    Markdown source is a space on screen)."""
    blocks = re.split(r"\n\s*\n|\n(?=\s*(?:[-|#]|\d+\.)\s)", text)
    return [re.sub(r"\s+", " ", b).strip() for b in blocks if b.strip()]


def passage_with(text: str, key: str) -> str | None:
    return next((p for p in passages(text) if key in p), None)


CASES = [(game, point, language) for (game, point) in POINTS for language in LANGUAGES]


@pytest.mark.parametrize(("game", "point", "language"), CASES)
def test_each_page_says_the_point(game: str, point: str, language: str) -> None:
    key, words = POINTS[(game, point)]
    needle = key if isinstance(key, str) else key[language]
    found = passage_with(page(game, language), needle)
    assert found is not None, f"{game}.{language}: {point}: no {needle!r}"
    for word in words[language]:
        assert word in found, f"{game}.{language}: {point}: {word!r} not with {needle!r}"


def test_thai_tong_is_not_paid_from_every_leg_that_wins() -> None:
    assert "ทุกขาที่ชนะ" not in page("pokdeng", "th")  # read "from every leg that wins"


def test_english_guandan_does_not_say_just_the_payer_leads() -> None:
    assert "The payer leads" not in page("guandan", "en")


TAX = re.compile(rf"(?<![{DEVANAGARI}-])(प्रति-)?कर(?![{DEVANAGARI}])")  # कर as a word


@pytest.mark.parametrize("game", ["guandan", "pokdeng", "xito", "rummy"])
def test_hindi_says_nazrana_for_tribute_not_kar(game: str) -> None:
    text = page(game, "hi")
    assert "प्रति-कर" not in text
    tribute = [p for p in passages(text) if re.search("进贡|还贡|抗贡|नज़रान", p)]
    assert not [p for p in tribute if TAX.search(p)], "कर for tribute"
    if game == "guandan":
        assert "## नज़राना 进贡" in text and "नज़राने से छूट" in text


def test_the_checks_can_fail() -> None:
    assert passage_with("A trio.\n\nThree 5♥ 5♥ 5♥ cards.", "5♥ 5♥ 5♥") == "Three 5♥ 5♥ 5♥ cards."
    assert passage_with("- one\n- two 5♥ 5♥ 5♦\n  more", "5♥ 5♥ 5♦") == "- two 5♥ 5♥ 5♦ more"
    assert TAX.search("दोनों कर देते हैं") and TAX.search("(प्रति-कर, 抗贡)")
