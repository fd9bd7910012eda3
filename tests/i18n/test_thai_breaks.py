"""Thai text carries its own line breaks: the build writes a zero width space (U+200B) between
the Thai words of each longer translation (the .qm) and of the Thai rules texts (the bundle's
copy), found by the build machine's libthai (resources/i18n/thai_breaks.py). Wrapped Thai then
breaks between words on a machine whose Qt finds no libthai (the bundles on Windows, macOS and
a Linux without it), which would otherwise break Thai lines only at spaces."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
sys.path.insert(0, str(I18N))
import thai_breaks  # noqa: E402  (resources/i18n/thai_breaks.py)
import update  # noqa: E402  (resources/i18n/update.py)

from .test_glyphs import uncovered  # noqa: E402

ZWSP = thai_breaks.ZWSP
THAI = "\u0e01-\u0e5b"
LONG = "ภาษาไทยเขียนติดกันโดยไม่มีช่องว่างระหว่างคำ"  # "Thai is written with no spaces..."


def words_of(run: str) -> list[int]:
    """A stand-in breaker: a word starts at every Thai consonant after the first letter (so the
    checks below do not depend on libthai's dictionary)."""
    return [i for i, c in enumerate(run) if i and "\u0e01" <= c <= "\u0e2e"]


def between_thai(text: str) -> bool:
    """Every zero width space of ``text`` has a Thai character on each side."""
    return all(
        0 < i < len(text) - 1
        and re.match(f"[{THAI}]", text[i - 1])
        and re.match(f"[{THAI}]", text[i + 1])
        for i, c in enumerate(text)
        if c == ZWSP
    )


def libthai() -> thai_breaks.Breaks:
    breaks = thai_breaks.system_breaks()
    assert breaks is not None, "the build machine needs libthai (Debian: libthai0)"
    return breaks


# --- where a break may go -----------------------------------------------------------------------


def test_breaks_go_only_between_two_thai_characters() -> None:
    text = "รอบเดิมพันที่ %2: คุณพูดก่อน แล้วเจ้ามือจั่วไพ่ (Pok 9)"
    broken = thai_breaks.add_breaks(text, words_of)
    assert ZWSP in broken and between_thai(broken)
    assert broken.replace(ZWSP, "") == text
    assert "%2: " in broken and "(Pok 9)" in broken


def test_no_break_inside_placeholders_tags_or_entities() -> None:
    text = "{ชื่อผู้เล่น} ได้กองกลาง <b class='ไพ่'>ด้วยไพ่ทุกใบ</b> &nbsp;%1 ครั้งนี้จั่วได้"
    broken = thai_breaks.add_breaks(text, words_of)
    assert "{ชื่อผู้เล่น}" in broken and "<b class='ไพ่'>" in broken and "&nbsp;%1" in broken
    assert ZWSP in broken.split("</b>")[1] and between_thai(broken)
    assert broken.replace(ZWSP, "") == text


def test_no_break_inside_markdown_code_or_link_targets() -> None:
    text = (
        "# กติกาไพ่ป๊อกเด้ง\n\nอ่าน [วิธีเล่น](#วิธีเล่นไพ่) และ `ไพ่สองใบ` ก่อน\n\n"
        "```\nป๊อกแปดป๊อกเก้า\n```\n[ลิงก์]: https://example.org/ไพ่ไทย\n**เจ้ามือ** จั่ว\n"
    )
    broken = thai_breaks.add_markdown_breaks(text, words_of)
    assert broken.replace(ZWSP, "") == text and between_thai(broken)
    for kept in ("(#วิธีเล่นไพ่)", "`ไพ่สองใบ`", "```\nป๊อกแปดป๊อกเก้า\n```", "/ไพ่ไทย\n"):
        assert kept in broken, kept
    assert broken.startswith(f"# ก{ZWSP}ติ")  # the heading's words are broken
    assert "**เ" in broken and "อ** " in broken  # the emphasis marks stay against their word


def test_a_break_never_parts_a_mark_from_its_letter() -> None:
    def everywhere(run: str) -> list[int]:
        return list(range(1, len(run)))

    broken = thai_breaks.add_breaks("ป๊อกเด้ง " * 3, everywhere)
    for i, c in enumerate(broken):
        if c == ZWSP:
            assert not re.match("[\u0e31\u0e34-\u0e3a\u0e47-\u0e4e]", broken[i + 1])


def test_short_texts_and_texts_broken_by_hand_stay_as_written() -> None:
    for text in ("เล่นต่อ", "ป๊อกเด้ง", "โป๊กเกอร์เวียดนาม", f"ความเร็ว{ZWSP}ภาพเคลื่อนไหวของไพ่"):
        assert thai_breaks.add_breaks(text, words_of) == text
    assert thai_breaks.add_breaks(LONG, None) == LONG  # no libthai: as written


def test_without_libthai_the_build_says_so_once_and_goes_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.setattr(thai_breaks, "LIBRARY_NAMES", ())
    monkeypatch.setattr(thai_breaks.ctypes.util, "find_library", lambda name: None)
    monkeypatch.setenv("CARDTABLE_LIBTHAI", str(tmp_path / "libthai.so.0"))  # not there
    monkeypatch.setattr(thai_breaks, "_loaded", [])
    ts = I18N / "cardtable_th.ts"
    assert update.with_thai_breaks(ts, tmp_path) == ts  # lrelease reads the .ts as it is
    assert update.with_thai_breaks(ts, tmp_path) == ts
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and said[0].startswith("Thai line breaks were not added")


# --- libthai, and the built translation -----------------------------------------------------


def test_libthai_finds_the_thai_words() -> None:
    broken = thai_breaks.add_breaks(LONG, libthai())
    assert broken.split(ZWSP)[:4] == ["ภาษา", "ไทย", "เขียน", "ติด"]
    assert broken.replace(ZWSP, "") == LONG and between_thai(broken)


def thai_messages() -> list[tuple[str, str, str | None, str]]:
    """(context, source, comment, translation) of the Thai .ts, each without plural forms."""
    out = []
    for context in ET.parse(I18N / "cardtable_th.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") or translation is None or not translation.text:
                continue
            source = message.findtext("source") or ""
            out.append((name, source, message.findtext("comment"), translation.text))
    return out


@pytest.fixture(scope="module")
def thai_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Thai .qm as the install command builds it, in a scratch folder."""
    libthai()
    folder = tmp_path_factory.mktemp("qm")
    ts = folder / "cardtable_th.ts"
    shutil.copy(I18N / "cardtable_th.ts", ts)
    return update.release(ts)


def test_a_long_thai_message_of_the_built_qm_has_a_break_between_its_words(
    qapp: Any, thai_qm: Path
) -> None:
    translator = QTranslator()
    assert translator.load(str(thai_qm))
    messages = thai_messages()
    broken = 0
    for context, source, comment, text in messages:
        shown = translator.translate(context, source, comment)
        assert shown.replace(ZWSP, "") == text, (context, source)  # the same words
        assert between_thai(shown), shown
        broken += ZWSP in shown
        if thai_breaks.thai_letters(text) < thai_breaks.MIN_LETTERS:
            assert shown == text  # a short one exactly as written
    longest = max(messages, key=lambda m: thai_breaks.thai_letters(m[3]))
    shown = translator.translate(longest[0], longest[1], longest[2])
    assert shown.count(ZWSP) >= 10, shown
    assert broken > len(messages) // 4
    # a lesson's step (data the Tutorial context translates) is broken too
    steps = [
        step["text"]
        for path in sorted((ROOT / "resources" / "tutorials").glob("*.json"))
        for lesson in json.loads(path.read_text(encoding="utf-8"))["lessons"]
        for step in lesson["steps"]
    ]
    shown_steps = [translator.translate("Tutorial", step) for step in steps]
    long_steps = [s for s in shown_steps if thai_breaks.thai_letters(s) >= thai_breaks.MIN_LETTERS]
    assert len(long_steps) > len(steps) // 2 and all(ZWSP in s for s in long_steps)


def test_the_zero_width_space_draws_nothing_in_the_shipped_thai_font(qapp: Any) -> None:
    from PySide6.QtGui import QFont, QFontDatabase, QFontMetricsF, QRawFont

    fonts = {"thai": QRawFont(str(ROOT / "resources/fonts/NotoSansThai-Regular.ttf"), 14)}
    assert fonts["thai"].supportsCharacter(ord(ZWSP))  # no fallback font is looked for
    assert not uncovered(ZWSP, fonts)  # and the glyph check does not ask for it
    font_id = QFontDatabase.addApplicationFont(
        str(ROOT / "resources/fonts/NotoSansThai-Regular.ttf")
    )
    family = QFontDatabase.applicationFontFamilies(font_id)[0]
    metrics = QFontMetricsF(QFont(family, 14))
    assert metrics.horizontalAdvance(ZWSP.join(["ความ", "เร็ว"])) == pytest.approx(
        metrics.horizontalAdvance("ความเร็ว")
    )


# --- the breaks wrap lines where Qt has no Thai breaking of its own ---------------------------

WRAP_CHECK = r"""
import json, sys
from PySide6.QtCore import QTextBoundaryFinder
from PySide6.QtGui import QFontMetricsF, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel
from cardtable_qt.ui.fonts import register_fonts

app = QApplication([])
register_fonts()
plain, broken, width = json.loads(sys.argv[1])

def qt_breaks(text):
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    found = []
    while (at := finder.toNextBoundary()) != -1:
        found.append(at)
    return found

def lines(text):
    label = QLabel(text)
    label.setWordWrap(True)
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    widths = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        widths.append(line.naturalTextWidth())
    layout.endLayout()
    return widths, label.heightForWidth(width), QFontMetricsF(label.font()).height()

print(json.dumps({"plain_breaks": qt_breaks(plain), "broken_breaks": qt_breaks(broken),
                  "plain": lines(plain), "broken": lines(broken)}))
"""


def no_thai_breaking_env(tmp_path: Path) -> dict[str, str]:
    """The environment of a Qt that finds no libthai: a library by that name without its
    functions comes first on the library path (Qt then breaks Thai only where the text says)."""
    import _ctypes  # an extension module: a loadable library that is no libthai

    stand_in = tmp_path / "nolibthai"
    stand_in.mkdir()
    shutil.copy(_ctypes.__file__, stand_in / "libthai.so.0")
    path = os.pathsep.join(filter(None, [str(stand_in), os.environ.get("LD_LIBRARY_PATH")]))
    return dict(os.environ, LD_LIBRARY_PATH=path, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))


def test_the_breaks_wrap_a_narrow_label_where_qt_finds_no_libthai(
    qapp: Any, thai_qm: Path, tmp_path: Path
) -> None:
    translator = QTranslator()
    assert translator.load(str(thai_qm))
    # the message with the longest run of Thai without a space
    context, source, comment, plain = max(
        thai_messages(), key=lambda m: thai_breaks.thai_letters(m[3].split(" ")[0])
    )
    broken = translator.translate(context, source, comment)
    width = 120
    done = subprocess.run(
        [sys.executable, "-c", WRAP_CHECK, json.dumps([plain, broken, width])],
        env=no_thai_breaking_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    first_space = plain.index(" ") if " " in plain else len(plain)
    # this Qt has no Thai breaking: none inside the first run of the text as written ...
    assert not [b for b in found["plain_breaks"] if b < first_space]
    # ... and breaks after each zero width space of the built one
    zwsp_ends = [i + 1 for i, c in enumerate(broken) if c == ZWSP]
    assert set(zwsp_ends) <= set(found["broken_breaks"])
    plain_widths, plain_height, line_height = found["plain"]
    broken_widths, broken_height, _ = found["broken"]
    assert max(plain_widths) > width  # as written, the first run overflows the label
    assert len(broken_widths) >= 3 and max(broken_widths) <= width  # every line fits
    assert len(broken_widths) > len(plain_widths)
    # the label grows to hold them, where as written it stays one overflowing line tall
    assert broken_height >= len(broken_widths) * line_height * 0.9 > plain_height
