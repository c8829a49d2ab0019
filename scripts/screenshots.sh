#!/usr/bin/env bash
# Takes the documentation screenshots into docs/screenshots/: the sign-in and every tab of the demo's
# kitchen-egocentric dataset and its clip workspace, each in the light and the dark theme. The app drives itself
# (--screenshot-dir) on its built-in demo service under a virtual display, then exits.
#
#   scripts/screenshots.sh            # rebuilds the jar when a source is newer than it
#   OUT=/tmp/shots scripts/screenshots.sh
set -euo pipefail

cd "$(dirname "$0")/.."
JAR=desktop/target/dq-explorer.jar
OUT=${OUT:-docs/screenshots}

if [[ ! -f $JAR ]] || [[ -n $(find pom.xml sdk sandbox desktop -path '*/target' -prune -o -newer "$JAR" -type f -print -quit) ]]; then
    echo "Building $JAR ..." >&2
    mvn -B -q -DskipTests package
fi

if ! command -v xvfb-run > /dev/null; then
    if [[ $(id -u) == 0 ]]; then
        apt-get update -qq && apt-get install -y -qq xvfb > /dev/null
    else
        echo "xvfb-run is missing: sudo apt-get install -y xvfb" >&2
        exit 1
    fi
fi

mkdir -p "$OUT"
# The snapshots the tour fetches go to a folder of its own, emptied first (the tour refuses any other):
# never the user's cache. A fixed path, because the Snapshots dialog shows it.
export DQ_CACHE_DIR=/tmp/dq-explorer-screenshots/snapshots
rm -rf "$DQ_CACHE_DIR"
mkdir -p "$DQ_CACHE_DIR"
# Likewise the measurement history the app keeps of every answer it loads: the tour's own, emptied first.
export DQ_DATA_DIR=/tmp/dq-explorer-screenshots/data
rm -rf "$DQ_DATA_DIR"
# The analyst's bars the Bars tab and the charts show: the documented example.
mkdir -p "$DQ_DATA_DIR"
cp docs/examples/bars.yaml "$DQ_DATA_DIR/bars.yaml"
# A screen larger than the 1440x900 window the app takes, so that nothing is clipped.
xvfb-run -a -s "-screen 0 1600x1000x24" java -Dprism.order=sw -jar "$JAR" --screenshot-dir "$OUT"
ls -1 "$OUT"/*.png
