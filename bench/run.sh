#!/usr/bin/env bash
# The speed harness of issue 9: builds the jars, starts the sandbox, runs each measured row beside
# its reference, repeats, and prints medians, min–max and ratios. About 6 minutes with the defaults,
# and 6–9 more for the app on a snapshot (issue 11), which comes last.
#
#   bench/run.sh [--no-build] [--reps N] [--launches N] [--launch-seconds S] [--latency-seconds S] [--skip-app]
#                 [--app-only] [--workspace] [--workspace-rounds N] [--check] [--cli]
#                 [--table [--table-dataset NAME] [--table-rounds N] [--table-jfr DIR]]
# --app-only: only the launches of the app and the installed image (issue 9's window rows), about 3 minutes.
# --workspace: only the app on a snapshot of 1,000,000 clips beside one of 2,734 (issue 11), about
# 6–9 minutes a round on two cores.
# --check: only dq-explorer check (issue 24): 20 bars on every demo dataset, 5 clips bars on 1,000,000 clips.
# --cli: only dq-explorer snapshot --refresh and export --filter --sort on 1,000,000 clips (issue 25), each
# beside its reference (a bare page fetcher; DuckDB's COPY of the same view), --reps runs each.
# --table: only the clip table's steps in the app beside the same queries in its JVM and beside JavaFX's
# table alone (issue 25), on fleet-archive-xl (1,000,000 clips) or --table-dataset kitchen-egocentric;
# --table-rounds launches of each (3); --table-jfr DIR keeps each launch's JFR recording there.
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
