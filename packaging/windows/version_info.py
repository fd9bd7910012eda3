"""The Windows version resource of CardTable.exe (File > Properties > Details), from the version
in pyproject.toml. Imported by packaging/cardtable.spec on Windows."""

from __future__ import annotations

import re
from pathlib import Path

TEMPLATE = """# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [StringStruct('CompanyName', 'The CardTable developers'),
         StringStruct('FileDescription', '{name}: traditional card games against the computer'),
         StringStruct('FileVersion', '{version}'),
         StringStruct('InternalName', '{internal}'),
         StringStruct('LegalCopyright', 'MIT licence; fonts SIL OFL 1.1'),
         StringStruct('OriginalFilename', '{name}.exe'),
         StringStruct('ProductName', '{name}'),
         StringStruct('ProductVersion', '{version}')])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """``0.1.0`` -> (0, 1, 0, 0); a pre-release tail (``1.2.0rc1``) is dropped."""
    match = re.match(r"(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?", version)
    if match is None:
        raise ValueError(f"not a version: {version!r}")
    a, b, c, d = (int(part) if part else 0 for part in match.groups())
    return (a, b, c, d)


def version_text(name: str, version: str, internal: str) -> str:
    return TEMPLATE.format(
        numbers=version_numbers(version), name=name, version=version, internal=internal
    )


def write_version_file(path: Path, name: str, version: str, internal: str) -> str:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(version_text(name, version, internal), encoding="utf-8")
    return str(path)
