#!/usr/bin/env bash
# Regenerates every raster icon from the one vector source, icons/dq-explorer.svg:
#   icons/png/dq-explorer-{16,24,32,48,64,128,256,512,1024}.png
#   icons/dq-explorer.ico   (16, 24, 32, 48, 64, 128, 256; Windows: jpackage --icon, the .msi)
#   icons/dq-explorer.icns  (16, 32, 48, 128, 256, 512, 1024; macOS: jpackage --icon, the .dmg)
# The app's window icons are icons/png itself: desktop/pom.xml packages that folder onto the class path.
#
# Usage (from anywhere):  bash icons/render.sh
# Needs Debian's librsvg2-bin (rsvg-convert), icnsutils (png2icns) and imagemagick (convert):
#   apt-get install -y --no-install-recommends librsvg2-bin icnsutils imagemagick
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
svg="$here/dq-explorer.svg"
png_dir="$here/png"

# ImageMagick 6's convert; /usr/bin first, in case a wrapper of the same name shadows it on PATH.
convert_bin=/usr/bin/convert
[ -x "$convert_bin" ] || convert_bin="$(command -v convert)"
for tool in rsvg-convert png2icns "$convert_bin"; do
  command -v "$tool" >/dev/null || {
    echo "render.sh: $tool not found; apt-get install -y librsvg2-bin icnsutils imagemagick" >&2
    exit 1
  }
done

mkdir -p "$png_dir"
for size in 16 24 32 48 64 128 256 512 1024; do
  rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio "$svg" \
    --output "$png_dir/dq-explorer-$size.png"
done

# Windows .ico: every size a Windows shell asks for (ImageMagick stores the 256 one as PNG).
"$convert_bin" $(for s in 16 24 32 48 64 128 256; do echo "$png_dir/dq-explorer-$s.png"; done) \
  "$here/dq-explorer.ico"

# macOS .icns: png2icns takes the sizes Apple defines.
png2icns "$here/dq-explorer.icns" \
  $(for s in 16 32 48 128 256 512 1024; do echo "$png_dir/dq-explorer-$s.png"; done) >/dev/null

echo "render.sh: wrote $(ls "$png_dir" | wc -l) PNGs, dq-explorer.ico and dq-explorer.icns"
