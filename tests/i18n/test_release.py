"""Building a .qm never rewrites a file someone has loaded: the test command's workers each build
the translations while the others read them (a file cut short under a reader crashed one)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
sys.path.insert(0, str(I18N))
import update  # noqa: E402  (resources/i18n/update.py)


def test_a_qm_is_put_in_place_by_a_rename_and_the_old_one_stays_whole(tmp_path: Path) -> None:
    folder = tmp_path / "i18n"
    folder.mkdir()
    ts_file = folder / "cardtable_vi.ts"
    shutil.copy(I18N / "cardtable_vi.ts", ts_file)
    qm_file = update.release(ts_file)
    with qm_file.open("rb") as reader:  # a reader holding the first build
        first = qm_file.stat().st_ino
        update.release(ts_file)
        assert qm_file.stat().st_ino != first  # a new file, not the old one rewritten
        whole = reader.read()
    assert whole == qm_file.read_bytes()  # the reader's copy is the same build, whole
    assert QTranslator().load(str(qm_file))
    assert sorted(p.name for p in folder.iterdir()) == ["cardtable_vi.qm", "cardtable_vi.ts"]
