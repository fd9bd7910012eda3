"""Refresh the translation sources from the code, and build the translation files.

    .venv/bin/python resources/i18n/update.py          # lupdate: cardtable_<lang>.ts
    .venv/bin/python resources/i18n/update.py --release  # and lrelease: cardtable_<lang>.qm
    .venv/bin/python resources/i18n/update.py --release-only  # only lrelease (install, bundle)

Every string the app shows goes through ``tr()`` / ``QCoreApplication.translate``; ``lupdate``
collects them from ``cardtable_qt/`` into one ``.ts`` per language. English is the source
language: its ``.ts`` is kept complete (each translation is the source text) so translators can
start from it. The app needs no ``.qm`` for English; another language is used once its ``.qm``
is here (see ``cardtable_qt/ui/i18n.py``). The ``.qm`` files are built, never committed.

Besides what ``lupdate`` finds, each ``.ts`` gets: the engine's messages (context ``engine``,
one per catalogue code, the code as the message's comment, plural templates as numerus
messages with ``%n``), the rule options' texts, and Qt's standard button texts (context
``QPlatformTheme``) for the languages Qt itself has no translation of.

The ``.qm`` files carry Thai line breaks the ``.ts`` do not: a zero width space between the Thai
words of each longer translation, found by the build machine's libthai (``thai_breaks.py``), so
that Thai text wraps between words on a system without libthai too. Without libthai the build
goes on and says so in one line.
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(HERE))
import thai_breaks  # noqa: E402  (beside this file)

SOURCES = ROOT / "cardtable_qt"
SOURCE_LANGUAGE = "en"
# Every language the app speaks: a missing .ts is created on the next update.
LANGUAGES = ("en", "th", "vi", "hi", "zh_CN")
ENGINE_CONTEXT = "engine"
# The standard buttons' texts as Qt's QPlatformTheme asks for them (qtbase has no Thai,
# Vietnamese or Hindi).
STANDARD_BUTTONS = [
    "OK", "Save", "Save All", "Open", "&Yes", "Yes to &All", "&No", "N&o to All", "Abort",
    "Retry", "Ignore", "Close", "Cancel", "Discard", "Help", "Apply", "Reset",
    "Restore Defaults",
]  # fmt: skip


def tool(name: str) -> str:
    """``pyside6-lupdate`` beside this Python (the venv), else on the PATH."""
    beside = Path(sys.executable).with_name(f"pyside6-{name}")
    found = str(beside) if beside.exists() else shutil.which(f"pyside6-{name}")
    if not found:
        raise SystemExit(f"pyside6-{name} not found: install PySide6 in this environment")
    return found


def python_sources() -> list[str]:
    # The engine is pure Python without Qt: none of its text goes through tr().
    return sorted(
        str(p.relative_to(ROOT))
        for p in SOURCES.rglob("*.py")
        if "engine" not in p.relative_to(SOURCES).parts[:1]
    )


def languages() -> list[str]:
    found = {p.stem.removeprefix("cardtable_") for p in HERE.glob("cardtable_*.ts")}
    return sorted(found | set(LANGUAGES))


def engine_catalogue() -> list[tuple[str, str, tuple[str, str] | None]]:
    """(source, code, English forms of a plural or None) for every engine message code."""
    sys.path.insert(0, str(ROOT))
    from cardtable_qt.engine.catalogue import CATALOGUE
    from cardtable_qt.engine.messages import PLAIN, source_text

    out: list[tuple[str, str, tuple[str, str] | None]] = []
    for code, template in CATALOGUE.items():
        if code == PLAIN:
            continue
        forms = None
        if template.count:
            mark = "{" + template.count + "}"
            forms = (template.text.replace(mark, "%n"), template.plural.replace(mark, "%n"))
        out.append((source_text(template), code, forms))
    return out


# More plural forms than any language Qt knows has (Arabic has six): a probe message with this
# many is cut by lrelease to the language's own number.
PROBE_FORMS = 6


@functools.cache
def plural_forms(language: str) -> int:
    """How many ``<numerusform>`` a numerus message needs in ``language``, as Qt itself counts
    them: a probe message with more forms than any rule is built by ``lrelease`` (which keeps as
    many as the language's rule has) and read back through ``QTranslator`` for counts 0-1000.
    A translation with fewer forms than this is not found for some counts (the English source
    shows); Qt's linguist ``numerus.cpp`` is where the rules are written."""
    from PySide6.QtCore import QTranslator

    forms = "".join(f"<numerusform>{i} %n</numerusform>" for i in range(PROBE_FORMS))
    with tempfile.TemporaryDirectory(prefix="cardtable-plural-") as scratch:
        ts_file = Path(scratch) / "probe.ts"
        ts_file.write_text(
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
            f'<TS version="2.1" language="{language}" sourcelanguage="{SOURCE_LANGUAGE}">'
            '<context><name>probe</name><message numerus="yes"><source>%n</source>'
            f"<translation>{forms}</translation></message></context></TS>\n",
            encoding="utf-8",
        )
        qm_file = ts_file.with_suffix(".qm")
        # lrelease says on stderr that it cut the forms: that is the point of the probe
        subprocess.run(
            [tool("lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)],
            check=True,
            capture_output=True,
        )
        translator = QTranslator()
        if not translator.load(str(qm_file)):
            raise RuntimeError(f"the plural probe for {language} did not build")
        used = {translator.translate("probe", "%n", None, n).split()[0] for n in range(1001)}
    return len(used)


def kept_engine_translations(ts_file: Path) -> dict[str, ET.Element]:
    """The translations of engine messages with any text, by code (read before lupdate drops
    them): finished ones, and those still marked unfinished (a plural form to check)."""
    if not ts_file.exists():
        return {}
    kept: dict[str, ET.Element] = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        if context.findtext("name") != ENGINE_CONTEXT:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and any(t.text for t in translation_texts(message)):
                kept[message.findtext("comment") or ""] = translation
    return kept


def fit_plural_forms(translation: ET.Element, count: int) -> None:
    """Give a numerus translation ``count`` forms, the number its language's rule needs: extra
    ones dropped, missing ones a copy of the last (the general form), and then the translation
    marked unfinished, so that a translator writes the form that differs."""
    forms = translation.findall("numerusform")
    for extra in forms[count:]:
        translation.remove(extra)
    if forms and len(forms) < count:
        for _ in range(count - len(forms)):
            ET.SubElement(translation, "numerusform").text = forms[-1].text
        translation.set("type", "unfinished")


def add_engine_messages(ts_file: Path, language: str, kept: dict[str, ET.Element]) -> None:
    """The ``engine`` context: each catalogue code once, its translation kept if made, a plural
    with as many forms as ``language`` needs (``plural_forms``)."""
    english = language == SOURCE_LANGUAGE
    tree = ET.parse(ts_file)
    root = tree.getroot()
    for old in [c for c in root.iter("context") if c.findtext("name") == ENGINE_CONTEXT]:
        root.remove(old)
    context = ET.SubElement(root, "context")
    ET.SubElement(context, "name").text = ENGINE_CONTEXT
    for source, code, forms in engine_catalogue():
        message = ET.SubElement(context, "message")
        if forms is not None:
            message.set("numerus", "yes")
        ET.SubElement(message, "source").text = source
        ET.SubElement(message, "comment").text = code
        if english:
            translation = ET.SubElement(message, "translation")
            if forms is None:
                translation.text = source
            for form in forms or ():
                ET.SubElement(translation, "numerusform").text = form
        elif code in kept:
            message.append(kept[code])
            if forms is not None:
                fit_plural_forms(kept[code], plural_forms(language))
        else:
            translation = ET.SubElement(message, "translation", type="unfinished")
            for _ in range(plural_forms(language) if forms is not None else 0):
                ET.SubElement(translation, "numerusform")
    write_ts(tree, ts_file)


def engine_messages() -> dict[str, list[str]]:
    """Texts the engines give the shell to show (rule option labels, explanations, choices).

    ``lupdate`` cannot see them (the engine has no Qt), so they are added to each ``.ts`` by
    hand, in the contexts the shell translates them in (``ui/dialogs/options_form.py``).
    """
    sys.path.insert(0, str(ROOT))
    from cardtable_qt.engine import registry
    from cardtable_qt.engine.match import option_specs

    labels: list[str] = []
    values: list[str] = []
    for game in registry.available():
        module = registry.load(game)
        if not hasattr(module, "Options"):
            continue
        for spec in option_specs(module.Options):
            labels.extend(t for t in (spec.label, spec.help) if t not in labels)
            for choice in spec.choices:
                if isinstance(choice, str) and not isinstance(choice, bool):
                    text = choice.replace("_", " ")
                    text = text[:1].upper() + text[1:]
                    if text not in values:
                        values.append(text)
    return {"Options": labels, "OptionValues": values, "QPlatformTheme": STANDARD_BUTTONS}


def tutorial_messages() -> dict[str, list[str]]:
    """The lesson files' texts (titles, aims, steps, wrong-action hints), translated under the
    ``Tutorial`` context by ``cardtable_qt/tutorial``: data lupdate cannot read."""
    texts: list[str] = []
    for path in sorted((ROOT / "resources" / "tutorials").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for lesson in data.get("lessons", []):
            found = [lesson.get("title"), lesson.get("aim")]
            for step in lesson.get("steps", []):
                found.append(step.get("text"))
                found.extend(w.get("text") for w in step.get("wrong", []))
            texts.extend(t for t in found if isinstance(t, str) and t and t not in texts)
    return {"Tutorial": texts}


def kept_translations(ts_file: Path, contexts: set[str]) -> dict[tuple[str, str], str]:
    """Translations already made for the hand-added contexts (lupdate would drop them)."""
    if not ts_file.exists():
        return {}
    found: dict[tuple[str, str], str] = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        if name not in contexts:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.text:
                found[(name, message.findtext("source") or "")] = translation.text
    return found


def add_messages(
    ts_file: Path, messages: dict[str, list[str]], kept: dict[tuple[str, str], str]
) -> None:
    tree = ET.parse(ts_file)
    root = tree.getroot()
    for name, sources in messages.items():
        context = next((c for c in root.iter("context") if c.findtext("name") == name), None)
        if context is None:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = name
        present = {m.findtext("source") for m in context.iter("message")}
        for source in sources:
            if source in present:
                continue
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
            translation = ET.SubElement(message, "translation")
            if (name, source) in kept:
                translation.text = kept[(name, source)]
            else:
                translation.set("type", "unfinished")
    write_ts(tree, ts_file)


def write_ts(tree: ET.ElementTree[ET.Element], ts_file: Path) -> None:
    ET.indent(tree, space="    ")
    with open(ts_file, "wb") as handle:
        handle.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(handle, encoding="utf-8", xml_declaration=False)
        handle.write(b"\n")


def complete_english(ts_file: Path) -> int:
    """Make every English translation its source text (finished); returns how many messages."""
    tree = ET.parse(ts_file)
    count = 0
    for context in tree.getroot().iter("context"):
        if context.findtext("name") == ENGINE_CONTEXT:
            count += len(context.findall("message"))  # add_engine_messages filled them
            continue
        count += complete_context(context)
    write_ts(tree, ts_file)
    return count


def complete_context(context: ET.Element) -> int:
    count = 0
    for message in context.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            translation.text = None
            for form in list(translation):
                translation.remove(form)
            for _ in range(plural_forms(SOURCE_LANGUAGE)):
                ET.SubElement(translation, "numerusform").text = source
        else:
            translation.text = source
        translation.attrib.pop("type", None)
        count += 1
    return count


def translation_texts(message: ET.Element) -> list[ET.Element]:
    """The elements holding a message's translated text: each plural form, else the one."""
    translation = message.find("translation")
    if translation is None:
        return []
    forms = [f for f in translation if f.tag in ("numerusform", "lengthvariant")]
    return forms or [translation]


def with_thai_breaks(ts_file: Path, scratch: Path) -> Path:
    """``ts_file`` as lrelease should read it: a copy in ``scratch`` with zero width spaces
    between the Thai words of its longer translations, or the file itself when none needs any
    (or this machine has no libthai)."""
    tree = ET.parse(ts_file)
    changed = False
    for message in tree.getroot().iter("message"):
        for element in translation_texts(message):
            text = element.text or ""
            if not thai_breaks.needs_breaks(text):
                continue
            breaks = thai_breaks.system_breaks()
            if breaks is None:
                return ts_file
            element.text = thai_breaks.add_breaks(text, breaks)
            changed = changed or element.text != text
    if not changed:
        return ts_file
    copy = scratch / ts_file.name
    write_ts(tree, copy)
    return copy


def release(ts_file: Path) -> Path:
    """Build one ``.qm``, put in place by a rename: a program that has the old file loaded (the
    app, or another test process building the same file) keeps reading it whole."""
    qm_file = ts_file.with_suffix(".qm")
    partial = qm_file.with_name(f".{qm_file.name}.{os.getpid()}.partial")
    with tempfile.TemporaryDirectory(prefix="cardtable-ts-") as scratch:
        source = with_thai_breaks(ts_file, Path(scratch))
        try:
            subprocess.run(
                [tool("lrelease"), "-silent", str(source), "-qm", str(partial)], check=True
            )
            os.replace(partial, qm_file)
        finally:
            partial.unlink(missing_ok=True)
    return qm_file


def release_all() -> list[Path]:
    """Build every ``.qm`` from its ``.ts`` (English needs none: its source is the text)."""
    return [
        release(ts)
        for ts in sorted(HERE.glob("cardtable_*.ts"))
        if ts.stem != f"cardtable_{SOURCE_LANGUAGE}"
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--release", action="store_true", help="also build the .qm files")
    parser.add_argument(
        "--release-only", action="store_true", help="only build the .qm files from the .ts"
    )
    args = parser.parse_args(argv)
    if args.release_only:
        for qm_file in release_all():
            print(f"{qm_file.name} written")
        return 0
    sources = python_sources()
    extra = engine_messages()
    for context, texts in tutorial_messages().items():
        have = extra.setdefault(context, [])
        have.extend(t for t in texts if t not in have)
    for language in languages():
        ts_file = HERE / f"cardtable_{language}.ts"
        kept = kept_translations(ts_file, set(extra))
        kept_engine = kept_engine_translations(ts_file)
        subprocess.run(
            [
                tool("lupdate"),
                "-silent",
                "-locations",
                "relative",
                "-no-obsolete",
                "-source-language",
                SOURCE_LANGUAGE,
                "-target-language",
                language,
                *sources,
                "-ts",
                str(ts_file),
            ],
            cwd=ROOT,
            check=True,
        )
        add_messages(ts_file, extra, kept)
        add_engine_messages(ts_file, language, kept_engine)
        if language == SOURCE_LANGUAGE:
            print(f"{ts_file.name}: {complete_english(ts_file)} messages")
    if args.release:
        for qm_file in release_all():
            print(f"{qm_file.name} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
