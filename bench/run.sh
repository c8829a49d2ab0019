#!/usr/bin/env bash
# The speed harness of issue 9: builds the jars, starts the sandbox, runs each measured row beside
# its reference, repeats, and prints medians, min–max and ratios. About 6 minutes with the defaults.
#
#   bench/run.sh [--no-build] [--reps N] [--launches N] [--launch-seconds S] [--latency-seconds S] [--skip-app]
#                 [--workspace] [--workspace-rounds N]
# --workspace: only the app on a snapshot of 1,000,000 clips (issue 11), about N minutes a round.
#
# Needs /usr/bin/time (package "time") and, unless --skip-app, Xvfb (package "xvfb").
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

if [[ "${1:-}" == "--no-build" ]]; then
  shift
else
  mvn -B -q -o -DskipTests package
fi
[[ -x /usr/bin/time ]] || { echo "bench: /usr/bin/time is missing (apt-get install -y time)" >&2; exit 2; }

exec java -cp "$(ls bench/target/dq-bench-*.jar | head -1)" io.dqexplorer.bench.Bench --root "$root" "$@"
