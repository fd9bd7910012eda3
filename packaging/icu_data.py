"""Trim the ICU data library Qt Core links against to the ICU data items CardTable can use.

PySide6's ``libicudata.so.73`` is 32 MB, a quarter of the bundle: every locale's collation,
calendar, currency, unit and time-zone names, the converters for legacy encodings, the Thai, Lao,
Khmer, Burmese and CJK dictionaries for ICU's break iterators. Qt Core needs ICU for a handful
of things (``QCollator``, legacy text codecs, time-zone display names), which CardTable never
asks for: it lays out text with Qt's own Unicode tables and HarfBuzz, reads and writes UTF-8,
and takes its words from its own translations. So the bundle ships the library with only the
items in ``KEEP`` (the locales' own data, normalisation, the root collation; 6 MB), and ICU
reports any other item missing, as it does for a locale it lacks: a legacy codec is then
invalid and a time zone has no localised name (checked with PySide6: collation, case mapping
and dates in Thai, Turkish and Vietnamese still work).

The library is a bare ELF file holding one symbol, ``icudt<version>_dat``: the ICU "common
data" package (a table of contents of named items, then the items, each 16-byte aligned). The
package is rewritten with fewer items and the ELF around it is shortened by whole pages, so
every later offset keeps its alignment. Anything unexpected in the file leaves it as it was.

Standard library only: the PyInstaller spec runs this in the build environment.
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

PAGE = 0x1000
# Items kept, by their name inside the package ("icudt73l/coll/root.res" → "coll/root.res").
KEEP = re.compile(
    r"coll/(root\.res|ucadata\.icu|res_index\.res)"  # the root collation, should QCollator come
    r"|(?!"
    r"(brkitr|coll|curr|lang|rbnf|region|translit|unit|zone|spp)/"  # locale data ICU alone uses
    r"|.*\.cnv$"  # converters for legacy encodings (UTF-8/16/32 are built into ICU's code)
    r"|unames\.icu$"  # Unicode character names
    r").*"
)


def trim(source: Path, target: Path, keep: re.Pattern[str] = KEEP) -> str:
    """Write ``source`` to ``target`` with only the items ``keep`` matches; say what it did."""
    data = source.read_bytes()
    try:
        trimmed, kept, total = _trim_elf(data, keep)
    except (ValueError, struct.error, IndexError, StopIteration) as exc:
        target.write_bytes(data)
        return f"left as it was ({exc})"
    target.write_bytes(trimmed)
    return f"{len(data) / 1e6:.1f} MB -> {len(trimmed) / 1e6:.1f} MB ({kept} of {total} items)"


def read_package(library: Path) -> bytes:
    """The ICU common data package inside ``library`` (its icudt*_dat symbol's bytes)."""
    data = library.read_bytes()
    _sections, _segments, (_entry, address, size) = _layout(data)
    return data[address : address + size]


def _layout(data: bytes) -> tuple[list[list[int]], list[list[int]], tuple[int, int, int]]:
    """Section and program headers, and the package symbol's entry, address and size."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    e_phoff, e_shoff = struct.unpack_from("<QQ", data, 0x20)
    e_phentsize, e_phnum, e_shentsize, e_shnum = struct.unpack_from("<HHHH", data, 0x36)
    sections = [
        list(struct.unpack_from("<IIQQQQIIQQ", data, e_shoff + i * e_shentsize))
        for i in range(e_shnum)
    ]
    segments = [
        list(struct.unpack_from("<IIQQQQQQ", data, e_phoff + i * e_phentsize))
        for i in range(e_phnum)
    ]
    dynsym = next(s for s in sections if s[1] == 11)  # SHT_DYNSYM
    dynstr = sections[dynsym[6]]
    symbol = None
    for offset in range(dynsym[4], dynsym[4] + dynsym[5], 24):
        name_at, _info, _other, _shndx, value, size = struct.unpack_from("<IBBHQQ", data, offset)
        start = dynstr[4] + name_at
        name = data[start : data.index(b"\0", start)].decode()
        if re.fullmatch(r"icudt\d+_dat", name):
            symbol = (offset, value, size)
    if symbol is None:
        raise ValueError("no icudt*_dat symbol")
    return sections, segments, symbol


def _trim_elf(data: bytes, keep: re.Pattern[str]) -> tuple[bytes, int, int]:
    e_phoff, e_shoff = struct.unpack_from("<QQ", data, 0x20)
    e_phentsize, _e_phnum, e_shentsize, _e_shnum = struct.unpack_from("<HHHH", data, 0x36)
    sections, segments, (sym_entry, address, size) = _layout(data)
    if any(s[1] in (4, 9) for s in sections):  # SHT_RELA, SHT_REL: nothing may point in here
        raise ValueError("the library has relocations")
    load = next(
        p for p in segments if p[0] == 1 and p[3] <= address and address + size <= p[3] + p[5]
    )
    if load[3] + load[5] != address + size or load[2] != load[3]:
        raise ValueError("the data is not at the end of a segment mapped at its file offset")
    old_blob = data[address : address + size]
    blob, kept, total = _trim_package(old_blob, keep)
    shrink = (size - len(blob)) // PAGE * PAGE  # whole pages: later offsets keep alignment
    if shrink <= 0:
        raise ValueError("nothing to gain")
    end = address + size
    blob += bytes(size - shrink - len(blob))
    out = bytearray(data[:address] + blob + data[end:])

    def moved(value: int) -> int:
        return value - shrink if value >= end else value

    for i, p in enumerate(segments):
        if p is load:
            p[5] -= shrink  # p_filesz
            p[6] -= shrink  # p_memsz
        else:
            p[2], p[3], p[4] = moved(p[2]), moved(p[3]), moved(p[4])
        struct.pack_into("<IIQQQQQQ", out, e_phoff + i * e_phentsize, *p)
    for i, s in enumerate(sections):
        if s[3] <= address < s[3] + s[5] and s[2] & 2:  # the section holding the data
            s[5] -= shrink
        else:
            s[3], s[4] = (moved(s[3]) if s[2] & 2 else s[3]), moved(s[4])
        struct.pack_into("<IIQQQQIIQQ", out, moved(e_shoff) + i * e_shentsize, *s)
    struct.pack_into("<Q", out, 0x28, moved(e_shoff))
    struct.pack_into("<Q", out, sym_entry + 16, size - shrink)  # st_size
    dynamic = next(s for s in sections if s[1] == 6)  # SHT_DYNAMIC, already moved
    for offset in range(dynamic[4], dynamic[4] + dynamic[5], 16):
        tag, value = struct.unpack_from("<qQ", out, offset)
        if tag in _POINTER_TAGS and value >= end:
            raise ValueError(f"dynamic entry {tag} points past the data")
    return bytes(out), kept, total


# DT_PLTGOT, DT_HASH, DT_STRTAB, DT_SYMTAB, DT_RELA, DT_INIT, DT_FINI, DT_REL, DT_JMPREL,
# DT_INIT_ARRAY, DT_FINI_ARRAY, DT_GNU_HASH, DT_VERSYM, DT_VERDEF, DT_VERNEED
_POINTER_TAGS = {
    *(3, 4, 5, 6, 7, 12, 13, 17, 23, 25, 26),
    *(0x6FFFFEF5, 0x6FFFFFF0, 0x6FFFFFFC, 0x6FFFFFFE),
}


def _trim_package(blob: bytes, keep: re.Pattern[str]) -> tuple[bytes, int, int]:
    """The ICU common data package ``blob`` with only the items ``keep`` matches."""
    header_size = struct.unpack_from("<H", blob, 0)[0]
    if blob[2:4] != b"\xda\x27" or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    count = struct.unpack_from("<I", blob, header_size)[0]
    toc = [struct.unpack_from("<II", blob, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_at, data_at) in enumerate(toc):
        start = header_size + name_at
        name = blob[start : blob.index(b"\0", start)].decode("ascii")
        end = header_size + toc[i + 1][1] if i + 1 < count else len(blob)
        short = name.split("/", 1)[1] if "/" in name else name
        if keep.fullmatch(short):
            items.append((name, blob[header_size + data_at : end]))
    # The table stays sorted by name (ICU looks items up by binary search): filtering keeps it.
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    first = (toc_size + len(names) + 15) // 16 * 16
    entries, payload, name_at, data_at = [], bytearray(), toc_size, first
    for name, item in items:
        entries.append(struct.pack("<II", name_at, data_at))
        name_at += len(name) + 1
        padded = item + bytes(-len(item) % 16)
        payload += padded
        data_at += len(padded)
    body = struct.pack("<I", len(items)) + b"".join(entries) + names
    body += bytes(first - len(body))
    return blob[:header_size] + body + bytes(payload), len(items), count
