#!/bin/sh
# Install CardTable for this user under ~/.local (no root needed):
#   the app in ~/.local/lib/cardtable, the command ~/.local/bin/cardtable, the menu entry and icons.
# Run it from the unpacked archive:  ./install.sh        Remove with:  ./uninstall.sh
# PREFIX=/some/where ./install.sh installs there instead of ~/.local.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-"$HOME/.local"}
APP_DIR="$PREFIX/lib/cardtable"
BIN_DIR="$PREFIX/bin"
SHARE="$PREFIX/share"

if [ ! -x "$HERE/app/cardtable" ]; then
    echo "install.sh: run me from the unpacked CardTable archive (app/cardtable not found)" >&2
    exit 1
fi

echo "Installing CardTable into $PREFIX"
mkdir -p "$APP_DIR" "$BIN_DIR" "$SHARE/applications"
# Replace a previous version whole, so no stale file of it stays behind.
rm -rf "$APP_DIR.new"
cp -R "$HERE/app" "$APP_DIR.new"
rm -rf "$APP_DIR"
mv "$APP_DIR.new" "$APP_DIR"
ln -sf "$APP_DIR/cardtable" "$BIN_DIR/cardtable"

# The menu entry names the installed command by its full path: ~/.local/bin may not be on PATH.
sed -e "s|^Exec=.*|Exec=\"$APP_DIR/cardtable\"|" \
    -e "s|^TryExec=.*|TryExec=$APP_DIR/cardtable|" \
    "$HERE/cardtable.desktop" > "$SHARE/applications/cardtable.desktop"
chmod 644 "$SHARE/applications/cardtable.desktop"

for dir in "$HERE"/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$dir")")
    mkdir -p "$SHARE/icons/hicolor/$size/apps"
    cp "$dir"/* "$SHARE/icons/hicolor/$size/apps/"
done

# Refresh the menu and icon caches where the desktop has them; harmless if missing.
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$SHARE/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
fi

echo "Done. Start CardTable from your application menu (Games), or run: $BIN_DIR/cardtable"
case ":$PATH:" in
    *":$BIN_DIR:"*) ;;
    *) echo "($BIN_DIR is not on your PATH; the menu entry works without it.)" ;;
esac
