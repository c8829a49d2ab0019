#!/usr/bin/env bash
# Install-start-export-remove smoke test of the .deb on this Debian machine (as root):
#   1. apt-get installs the .deb, its declared dependencies resolving from Debian;
#   2. /opt/dq-explorer, the dq-explorer command on the PATH, its bash completion and the menu entry are there;
#   3. the .dqview file type and the dqexplorer: link scheme are registered with the desktop (xdg-mime);
#   4. the installed app opens its sign-in window under Xvfb (screenshot:
#      docs/screenshots/installed-signin.png), and later launches hand over to it: `dq-explorer open
#      FILE.dqview`, `xdg-open dqexplorer:...` (the link handler), `xdg-open FILE.dqview` (the file
#      type), a bare `dq-explorer`; each view (of the built-in demo service) is SHOWN: the first signs
#      the app in to the demo service, and the app logs each view it opened with its dataset and tab
#      (screenshot of the last: docs/screenshots/installed-view.png);
#   5. `dq-explorer export --demo ...` from the installed command writes a CSV and its manifest;
#   6. dpkg -r removes it all: no /opt/dq-explorer, no /usr/bin/dq-explorer, no completion, no menu entry.
# Exits non-zero on the first failure. Takes a minute or two.
#
# Usage: packaging/smoke-test-deb.sh [FILE.deb]   (default: desktop/target/installer/*.deb)
# Needs: root, apt-get, xvfb-run (xvfb, xauth), xdotool, ImageMagick's import and convert, xdg-mime
# (xdg-utils) answering from the desktop caches (desktop-file-utils, shared-mime-info, and
# libfile-mimeinfo-perl's mimetype for a file's type outside a desktop session).
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGE=dq-explorer
INSTALL_DIR=/opt/dq-explorer
COMMAND=/usr/bin/dq-explorer
COMPLETION=/usr/share/bash-completion/completions/dq-explorer
MENU_ENTRY=/usr/share/applications/dq-explorer-DQ_Explorer.desktop
SCREENSHOT=docs/screenshots/installed-signin.png
VIEW_SCREENSHOT=docs/screenshots/installed-view.png
DEMO_ORGANIZATION=org-northwind

step() { echo "smoke-test-deb: $*"; }
fail() { echo "smoke-test-deb: FAIL: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "run as root (apt-get install, dpkg -r)"
for tool in apt-get dpkg xvfb-run xdotool import convert xdg-mime xdg-open update-desktop-database mimetype; do
  command -v "$tool" >/dev/null || fail "$tool not found (apt-get install -y xvfb xauth xdotool imagemagick xdg-utils desktop-file-utils shared-mime-info libfile-mimeinfo-perl)"
done
deb="${1:-$(ls desktop/target/installer/*.deb 2>/dev/null | head -n 1)}"
[ -f "$deb" ] || fail "no .deb: build it with mvn -B -Pinstaller -DskipTests package"
deb="$(readlink -f "$deb")"
work="$(mktemp -d)"
cleanup() {
  rm -rf "$work"
  cleanup_dirs 2>/dev/null || true
}
trap cleanup EXIT

status() { dpkg-query -W -f='${Status}' "$PACKAGE" 2>/dev/null || true; }
installed() { [ "$(status)" = "install ok installed" ]; }

# xdg-desktop-menu installs the menu entry only where a desktop's menu directories exist; a
# machine with no desktop (this one, CI) lacks /usr/share/desktop-directories: stand in for a
# desktop by creating the ones missing, and take them away again at the end.
made_dirs=()
for dir in /usr/share/applications /usr/share/desktop-directories; do
  [ -d "$dir" ] || { mkdir -p "$dir"; made_dirs+=("$dir"); }
done
cleanup_dirs() { for dir in "${made_dirs[@]}"; do rmdir "$dir" 2>/dev/null || true; done; }

if [ -n "$(status)" ]; then
  step "purging the $PACKAGE already there ($(status))"
  dpkg --purge "$PACKAGE" >/dev/null
fi

# --- 1. install --------------------------------------------------------------------------------
step "installing $(basename "$deb") ($(du -h "$deb" | cut -f1))"
apt-get update -qq >"$work/apt-update.log" 2>&1 || { cat "$work/apt-update.log" >&2; fail "apt-get update"; }
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >"$work/apt.log" 2>&1 \
  || { cat "$work/apt.log" >&2; fail "apt-get install $deb"; }
installed || fail "$PACKAGE is not installed after apt-get install"

# --- 2. what it installed ----------------------------------------------------------------------
[ -x "$INSTALL_DIR/bin/DQ Explorer" ] || fail "no launcher $INSTALL_DIR/bin/DQ Explorer"
[ -L "$COMMAND" ] || fail "no $COMMAND symlink"
[ "$(command -v dq-explorer)" = "$COMMAND" ] || fail "dq-explorer is not on the PATH"
[ -f "$MENU_ENTRY" ] || fail "no menu entry $MENU_ENTRY"
# bash completion of the commands and their options, as bash-completion loads it on first use
[ -L "$COMPLETION" ] && [ -s "$COMPLETION" ] || fail "no bash completion $COMPLETION"
offered="$(bash -c 'source "$1"; COMP_LINE="dq-explorer snapshot --pag"; COMP_POINT=${#COMP_LINE}
  COMP_WORDS=(dq-explorer snapshot --pag); COMP_CWORD=2; _complete_dq-explorer; echo "${COMPREPLY[*]}"' _ "$COMPLETION" 2>/dev/null)"
[ "$offered" = "--pages-in-flight" ] || fail "the completion of 'dq-explorer snapshot --pag' offers '$offered'"
grep -q '^Categories=Science;DataVisualization;' "$MENU_ENTRY" || fail "menu entry without its category"
# The launcher's JVM options reach the JVM (packaging/java-options: C1 only).
JAVA_TOOL_OPTIONS=-XX:+PrintFlagsFinal dq-explorer --version >"$work/flags.txt" 2>&1 \
  || { cat "$work/flags.txt" >&2; fail "dq-explorer --version exited non-zero"; }
grep -Eq 'TieredStopAtLevel += 1 .*command line' "$work/flags.txt" \
  || fail "the installed launcher does not start the JVM with its options of packaging/java-options (TieredStopAtLevel)"
step "installed: $(du -sh "$INSTALL_DIR" | cut -f1) in $INSTALL_DIR, $COMMAND, $MENU_ENTRY; JVM options in effect"

# --- 3. the .dqview type and the dqexplorer: scheme --------------------------------------------
# Outside a desktop session xdg-mime answers from the system's caches, as a desktop's file manager and
# browser do: the menu entry's MimeType line (mimeinfo.cache) and the installed MIME type (mime/).
grep -q '^MimeType=x-scheme-handler/dqexplorer;application/x-dqexplorer-view;$' "$MENU_ENTRY" \
  || fail "the menu entry does not declare the dqexplorer: scheme and the .dqview type: $(grep MimeType "$MENU_ENTRY")"
grep -q "^Exec=$COMMAND %U$" "$MENU_ENTRY" || fail "the menu entry's Exec does not pass the file or link: $(grep Exec "$MENU_ENTRY")"
desktop_file="$(basename "$MENU_ENTRY")"
for mime in x-scheme-handler/dqexplorer application/x-dqexplorer-view; do
  handler="$(env -u XDG_CURRENT_DESKTOP -u DESKTOP_SESSION HOME="$work/home" xdg-mime query default "$mime")"
  [ "$handler" = "$desktop_file" ] || fail "xdg-mime query default $mime names '${handler}', not $desktop_file"
done
# Views of the built-in demo service, which any installed app can show: one per way in.
demo_view() { # DATASET TAB: a view on the latest measurements, as "Save view…" writes one
  printf '{"format_version": 2, "service_url": "demo", "organization": "%s", "dataset": "%s", "tab": "%s", "tokens": {}}\n' \
    "$DEMO_ORGANIZATION" "$1" "$2"
}
view="$work/kitchen defects.dqview"
demo_view kitchen-egocentric video-defects >"$view"
opened_view="$work/warehouse hands.dqview"
demo_view warehouse-picking hand-activity >"$opened_view"
link="dqexplorer:view?v=2&d=$(demo_view kitchen-egocentric duplicates | base64 -w0 | tr '+/' '-_' | tr -d '=')"
filetype="$(env -u XDG_CURRENT_DESKTOP HOME="$work/home" xdg-mime query filetype "$view")"
[ "$filetype" = application/x-dqexplorer-view ] || fail "xdg-mime query filetype of a .dqview gives '$filetype'"
step "registered: $desktop_file handles x-scheme-handler/dqexplorer and application/x-dqexplorer-view (*.dqview)"

# --- 4. the GUI opens its sign-in window; later launches hand over to it ------------------------
step "starting the installed app under Xvfb"
mkdir -p "$work/home" "$(dirname "$SCREENSHOT")"
mkdir -m 700 "$work/run"
app_log="$work/state/dq-explorer/dq-explorer.0.log"
# Its own runtime folder: the test must not hand over to an app the machine's user runs. Its own log
# folder named outright: Java's user.home is the account's home, whatever HOME says.
# The app logs "Opened a view from a file: dataset D, tab T, ..." once it shows a view: each launch waits
# for its view's line (a view handed over while the sign-in is under way would take the earlier one's place).
cat >"$work/gui.sh" <<EOF
#!/usr/bin/env bash
export HOME="$work/home" XDG_RUNTIME_DIR="$work/run" XDG_STATE_HOME="$work/state"
unset XDG_CURRENT_DESKTOP DESKTOP_SESSION XDG_DATA_HOME DQ_DATA_DIR
dq-explorer >"$work/gui.log" 2>&1 &
pid=\$!
trap 'kill \$pid 2>/dev/null; wait \$pid 2>/dev/null' EXIT
shown() { # LINE: waits up to 30 s for the app to log it
  for _ in \$(seq 1 60); do
    grep -qF "\$1" "$app_log" 2>/dev/null && return 0
    sleep 0.5
  done
  echo "the app did not log: \$1"; exit 3
}
for _ in \$(seq 1 240); do
  if xdotool search --onlyvisible --name "DQ Explorer" >/dev/null 2>&1; then
    sleep 3
    import -window root "$work/shot.png"
    dq-explorer open "$view" >"$work/open.out" 2>&1 || { echo "open exited \$?"; cat "$work/open.out"; exit 2; }
    shown "Opened a view from a file: dataset kitchen-egocentric, tab Video defects,"
    xdg-open "$link" >"$work/xdg-open.out" 2>&1 || { echo "xdg-open exited \$?"; cat "$work/xdg-open.out"; exit 2; }
    shown "Opened a view from a link: dataset kitchen-egocentric, tab Duplicates,"
    xdg-open "$opened_view" >"$work/xdg-open-file.out" 2>&1 || { echo "xdg-open FILE exited \$?"; cat "$work/xdg-open-file.out"; exit 2; }
    shown "Opened a view from a file: dataset warehouse-picking, tab Hand activity,"
    # the tab's figures come a moment after the view is shown
    sleep 2
    import -window root "$work/view.png"
    dq-explorer >"$work/front.out" 2>&1 || { echo "a bare second launch exited \$?"; cat "$work/front.out"; exit 2; }
    windows=\$(xdotool search --onlyvisible --name "DQ Explorer" | wc -l)
    [ "\$windows" = 1 ] || { echo "\$windows windows after the later launches"; exit 2; }
    exit 0
  fi
  kill -0 \$pid 2>/dev/null || break
  sleep 0.5
done
exit 1
EOF
gui_status=0
xvfb-run -a -s "-screen 0 1440x900x24" bash "$work/gui.sh" >"$work/gui-run.log" 2>&1 || gui_status=$?
[ "$gui_status" != 2 ] || { cat "$work/gui-run.log" "$work/gui.log" >&2; fail "a later launch did not hand over"; }
[ "$gui_status" != 3 ] || { cat "$work/gui-run.log" "$app_log" >&2; fail "a view handed over was not shown"; }
[ "$gui_status" = 0 ] || { cat "$work/gui.log" >&2; fail "the installed app showed no window within 2 minutes"; }
# A blank (one-colour) screen would mean the window never painted.
not_blank() { # PNG
  local spread
  spread="$(convert "$1" -colorspace Gray -format '%[fx:standard_deviation]' info:)"
  awk -v s="$spread" 'BEGIN { exit !(s > 0.02) }' || fail "the screenshot $(basename "$1") is blank (spread $spread)"
}
not_blank "$work/shot.png"
cp "$work/shot.png" "$SCREENSHOT"
step "sign-in window shown: $SCREENSHOT"
grep -qx 'dq-explorer: handed to the running DQ Explorer' "$work/open.out" \
  || fail "dq-explorer open said: $(cat "$work/open.out")"
grep -qx 'dq-explorer: handed to the running DQ Explorer' "$work/xdg-open.out" \
  || fail "the link handler's launch said: $(cat "$work/xdg-open.out")"
grep -qx 'dq-explorer: DQ Explorer is already running: its window comes to the front' "$work/front.out" \
  || fail "a bare second launch said: $(cat "$work/front.out")"
grep -qF "a later launch handed over the view $view" "$app_log" || fail "the running app got no view from dq-explorer open"
grep -qF "a later launch handed over the view $link" "$app_log" || fail "the running app got no link from xdg-open"
grep -qF "a later launch handed over the view $opened_view" "$app_log" || fail "the running app got no view from xdg-open FILE"
grep -qF "a later launch asked for the window" "$app_log" || fail "the running app was not asked for its window"
step "handed over to the running app, one window: dq-explorer open FILE.dqview, xdg-open dqexplorer:..., xdg-open FILE.dqview, dq-explorer"
not_blank "$work/view.png"
cp "$work/view.png" "$VIEW_SCREENSHOT"
[ "$(grep -c 'Opened a view from' "$app_log")" = 3 ] || fail "the app did not log one line per view: $(grep 'Opened a view' "$app_log")"
! grep -qF "$link" <(grep 'Opened a view' "$app_log") || fail "the app logged the link of a view it opened"
step "views shown (signed in to the demo service by the first): $(grep -o 'Opened a view from .*' "$app_log" | tr '\n' ';')"
step "the last view shown: $VIEW_SCREENSHOT"

# --- 5. headless export from the installed command ---------------------------------------------
csv="$work/x.csv"
step "dq-explorer export --demo --dataset kitchen-egocentric --output $csv"
HOME="$work/home" dq-explorer export --demo --dataset kitchen-egocentric --output "$csv" \
  >"$work/export.out" 2>"$work/export.err" || { cat "$work/export.err" >&2; fail "export exited non-zero"; }
[ -s "$csv" ] || fail "no CSV at $csv"
rows=$(($(wc -l <"$csv") - 1))
head -n 1 "$csv" | grep -q ',' || fail "the CSV has no header row"
[ -s "$csv.manifest.json" ] || fail "no manifest $csv.manifest.json beside the CSV"
grep -q '"dataset" *: *"kitchen-egocentric"' "$csv.manifest.json" || fail "the manifest does not name the dataset"
reported=$(grep -o '"total_reported" *: *[0-9]*' "$csv.manifest.json" | grep -o '[0-9]*$')
[ "$rows" -gt 0 ] && [ "$rows" = "$reported" ] || fail "the CSV has $rows rows, the service reported ${reported:-none}"
step "export: $rows rows, header: $(head -n 1 "$csv" | cut -c1-80)..."

# --- 6. remove: nothing left -------------------------------------------------------------------
step "dpkg -r $PACKAGE"
dpkg -r "$PACKAGE" >"$work/remove.log" 2>&1 || { cat "$work/remove.log" >&2; fail "dpkg -r"; }
! installed || fail "$PACKAGE is still installed"
[ ! -e "$INSTALL_DIR" ] || fail "$INSTALL_DIR is left after dpkg -r"
[ ! -e "$COMMAND" ] && [ ! -L "$COMMAND" ] || fail "$COMMAND is left after dpkg -r"
[ ! -e "$COMPLETION" ] && [ ! -L "$COMPLETION" ] || fail "$COMPLETION is left after dpkg -r"
[ ! -e "$MENU_ENTRY" ] || fail "$MENU_ENTRY is left after dpkg -r"
hash -r
! command -v dq-explorer >/dev/null || fail "dq-explorer is still on the PATH"
for mime in x-scheme-handler/dqexplorer application/x-dqexplorer-view; do
  handler="$(env -u XDG_CURRENT_DESKTOP -u DESKTOP_SESSION HOME="$work/home" xdg-mime query default "$mime")"
  [ -z "$handler" ] || fail "xdg-mime still names $handler for $mime after dpkg -r"
done
dpkg --purge "$PACKAGE" >/dev/null 2>&1 || fail "dpkg --purge"
[ -z "$(status)" ] || fail "dpkg still knows $PACKAGE after --purge: $(status)"
step "removed: nothing left"
echo "smoke-test-deb: 6 passed, 0 failed"
