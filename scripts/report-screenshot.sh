#!/usr/bin/env bash
# Renders a quality report (dq-explorer report, or the app's "Report…") in a real browser, headless
# Chromium, to a PNG of the whole page: to look at it as a colleague opening the file would.
#
#   scripts/report-screenshot.sh REPORT.html OUT.png [WIDTH]     # light, 1440 px wide by default
#   THEME=dark scripts/report-screenshot.sh REPORT.html OUT.png  # the reader's dark scheme
#   PDF=out.pdf scripts/report-screenshot.sh REPORT.html OUT.png # also print it, by the print style sheet
#
# Needs Debian's chromium (apt-get install -y chromium). The page is drawn into a tall window, then cut
# below its last line, so the PNG holds the whole report at the width asked.
set -euo pipefail

if [[ $# -lt 2 ]]; then
    echo "usage: $0 REPORT.html OUT.png [WIDTH]   (THEME=dark, PDF=FILE.pdf)" >&2
    exit 2
fi
REPORT=$(realpath "$1")
OUT=$(realpath -m "$2")
WIDTH=${3:-1440}
HEIGHT=${HEIGHT:-32000}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

if [[ ! -x $CHROMIUM ]]; then
    echo "$CHROMIUM is missing: sudo apt-get install -y chromium" >&2
    exit 1
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FLAGS=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-extensions
       --user-data-dir="$WORK/profile")
if [[ ${THEME:-light} == dark ]]; then
    FLAGS+=(--force-dark-mode --blink-settings=preferredColorScheme=0)
fi

"$CHROMIUM" "${FLAGS[@]}" --window-size="$WIDTH,$HEIGHT" --screenshot="$WORK/tall.png" "file://$REPORT" 2> "$WORK/log" \
    || { cat "$WORK/log" >&2; exit 1; }

# Cut the tall shot below the last row that is not the page's background (its bottom row), plus a margin.
cat > "$WORK/Crop.java" <<'JAVA'
import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.File;

public class Crop {
    public static void main(String[] args) throws Exception {
        BufferedImage image = ImageIO.read(new File(args[0]));
        // the page's own background, in the corner: a last row with anything else on it is a page cut short
        int background = image.getRGB(0, 0);
        for (int x = 0; x < image.getWidth(); x++) {
            if (image.getRGB(x, image.getHeight() - 1) != background) {
                System.err.println("The report is longer than the window's " + image.getHeight()
                        + " px: the PNG ends there (HEIGHT=... draws more).");
                break;
            }
        }
        int last = 0;
        for (int y = image.getHeight() - 1; y >= 0 && last == 0; y--) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (image.getRGB(x, y) != background) {
                    last = y;
                    break;
                }
            }
        }
        int height = Math.min(image.getHeight(), last + 32);
        ImageIO.write(image.getSubimage(0, 0, image.getWidth(), height), "png", new File(args[1]));
    }
}
JAVA
java "$WORK/Crop.java" "$WORK/tall.png" "$OUT"
echo "$OUT"

if [[ -n ${PDF:-} ]]; then
    "$CHROMIUM" "${FLAGS[@]}" --no-pdf-header-footer --print-to-pdf="$(realpath -m "$PDF")" "file://$REPORT" \
        2> "$WORK/log" || { cat "$WORK/log" >&2; exit 1; }
    realpath -m "$PDF"
fi
