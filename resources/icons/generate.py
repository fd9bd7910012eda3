"""Make the app icon's raster forms from ``cardtable.svg``: PNGs, a Windows .ico, a macOS .icns.

    QT_QPA_PLATFORM=offscreen .venv/bin/python resources/icons/generate.py

Writes ``png/cardtable-<N>.png`` for N in 16…512 (the Linux hicolor sizes), ``cardtable.ico``
(PNG entries 16…256, what Windows Vista and later read) and ``cardtable.icns`` (PNG entries,
macOS 10.7 and later), rendered with Qt's QSvgRenderer; the file formats are written here by
hand so nothing beyond PySide6 is needed.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "cardtable.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns entry types holding PNG data, by pixel size (the @2x types reuse the doubled size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def render_png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """ICONDIR, one ICONDIRENTRY per size, then the PNG images (a width of 256 is written 0)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        png = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset + len(blobs))
        blobs += png
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """'icns', total length, then (type, length incl. 8-byte header, PNG data) per entry."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    # QSvgRenderer and QImage need a GUI application object; keep it alive while rendering.
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    assert app is not None
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SOURCE}")
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(renderer, size) for size in sizes}
    out = HERE / "png"
    out.mkdir(exist_ok=True)
    for size in PNG_SIZES:
        (out / f"cardtable-{size}.png").write_bytes(pngs[size])
    (HERE / "cardtable.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (HERE / "cardtable.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote {len(PNG_SIZES)} PNGs, cardtable.ico and cardtable.icns in {HERE}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
