#!/usr/bin/env bash
# AppCDS training run, called by build-installer.sh (under xvfb-run when there is no display):
# starts the app image's launcher with -XX:ArchiveClassesAtExit, waits for its first window
# (xdotool), lets it render a few frames, then ends it with SIGTERM, whose orderly JVM exit writes
# the dynamic archive of every class loaded so far.
# Usage: cds-train.sh LAUNCHER ARCHIVE LOG
set -uo pipefail
launcher="$1" archive="$2" log="$3"
# JAVA_TOOL_OPTIONS splits at spaces, and the image's path has one ("DQ Explorer"): dump elsewhere.
tmp="$(mktemp -d)"
JAVA_TOOL_OPTIONS="-XX:ArchiveClassesAtExit=$tmp/app.jsa" "$launcher" >"$log" 2>&1 &
pid=$!
for _ in $(seq 1 240); do
  if xdotool search --onlyvisible --name "DQ Explorer" >/dev/null 2>&1; then
    sleep 3
    kill -TERM "$pid"
    wait "$pid"
    [ -s "$tmp/app.jsa" ] && mv "$tmp/app.jsa" "$archive"
    status=$?
    rm -rf "$tmp"
    exit "$status"
  fi
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.5
done
echo "cds-train: no window appeared" >>"$log"
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
rm -rf "$tmp"
exit 1
