#!/bin/sh
# Remove what install.sh put under ~/.local (or PREFIX). Your settings, saved games and
# statistics stay where they are (~/.config/CardTable, ~/.local/share/CardTable).
set -eu

PREFIX=${PREFIX:-"$HOME/.local"}
SHARE="$PREFIX/share"

rm -rf "$PREFIX/lib/cardtable"
if [ -L "$PREFIX/bin/cardtable" ]; then
    rm -f "$PREFIX/bin/cardtable"
fi
rm -f "$SHARE/applications/cardtable.desktop"
for icon in "$SHARE"/icons/hicolor/*/apps/cardtable.png "$SHARE"/icons/hicolor/scalable/apps/cardtable.svg; do
    rm -f "$icon"
done
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$SHARE/applications" || true
fi
echo "CardTable removed from $PREFIX."
