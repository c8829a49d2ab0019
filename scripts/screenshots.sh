#!/usr/bin/env bash
# Takes the documentation screenshots into docs/screenshots/: the sign-in and every tab of the demo's
# kitchen-egocentric dataset and its clip workspace, each in the light and the dark theme. The screenshot tour,
# a test tool kept in the desktop's test classes (io.dqexplorer.desktop.screenshots), drives the app on its
# built-in demo service under a virtual display, then exits.
#
#   scripts/screenshots.sh            # compiles the desktop and its tests first (MVN_FLAGS=-o: offline)
#   OUT=/tmp/shots scripts/screenshots.sh
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=${OUT:-docs/screenshots}
CLASS_PATH_FILE=$PWD/desktop/target/screenshots.classpath

# In one reactor build, so that the class path names the modules' fresh classes rather than jars in ~/.m2.
echo "Compiling the desktop and its tests ..." >&2
mvn -B -q ${MVN_FLAGS:-} -pl desktop -am test-compile dependency:build-classpath \
    -Dmdep.includeScope=test -Dmdep.outputFile="$CLASS_PATH_FILE"
CLASS_PATH=desktop/target/test-classes:desktop/target/classes:$(cat "$CLASS_PATH_FILE")

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
xvfb-run -a -s "-screen 0 1600x1000x24" java -Dprism.order=sw -cp "$CLASS_PATH" \
    io.dqexplorer.desktop.screenshots.Screenshots "$OUT"
ls -1 "$OUT"/*.png
