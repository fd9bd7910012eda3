"""Refresh the translation sources from the code, and build the translation files.

    .venv/bin/python resources/i18n/update.py          # lupdate: cardtable_<lang>.ts
    .venv/bin/python resources/i18n/update.py --release  # and lrelease: cardtable_<lang>.qm

Every string the app shows goes through ``tr()`` / ``QCoreApplication.translate``; ``lupdate``
collects them from ``cardtable_qt/`` into one ``.ts`` per language. English is the source
language: its ``.ts`` is kept complete (each translation is the source text) so translators can
start from it. The app needs no ``.qm`` for English; another language is used once its ``.qm``
is here (see ``cardtable_qt/ui/i18n.py``).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SOURCES = ROOT / "cardtable_qt"
SOURCE_LANGUAGE = "en"


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
    return sorted(found | {SOURCE_LANGUAGE})


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
    return {"Options": labels, "OptionValues": values}


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
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            translation.text = None
            for form in list(translation):
                translation.remove(form)
            for _ in range(2):  # English has two plural forms
                ET.SubElement(translation, "numerusform").text = source
        else:
            translation.text = source
        translation.attrib.pop("type", None)
        count += 1
    write_ts(tree, ts_file)
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--release", action="store_true", help="also build the .qm files")
    args = parser.parse_args(argv)
    sources = python_sources()
    extra = engine_messages()
    for context, texts in tutorial_messages().items():
        have = extra.setdefault(context, [])
        have.extend(t for t in texts if t not in have)
    for language in languages():
        ts_file = HERE / f"cardtable_{language}.ts"
        kept = kept_translations(ts_file, set(extra))
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
        if language == SOURCE_LANGUAGE:
            print(f"{ts_file.name}: {complete_english(ts_file)} messages")
        if args.release:
            qm_file = ts_file.with_suffix(".qm")
            subprocess.run(
                [tool("lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)], check=True
            )
            print(f"{qm_file.name} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
