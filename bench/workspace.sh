#!/usr/bin/env bash
# The workspace's benchmarks (issue 11 §4), which live in workspace's test sources:
#   bench/workspace.sh SnapshotBenchmark [runs] [pages-in-flight]
#   bench/workspace.sh QueryBenchmark [rows] [rounds]
#   bench/workspace.sh SnapshotStress [seconds]   (issue 23: readers, a lister and a keeper on the same snapshots)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
case "${1:-}" in
  SnapshotBenchmark) class=io.dqexplorer.workspace.snapshot.SnapshotBenchmark ;;
  QueryBenchmark) class=io.dqexplorer.workspace.query.QueryBenchmark ;;
  SnapshotStress) class=io.dqexplorer.workspace.snapshot.SnapshotStress ;;
  *) echo "usage: bench/workspace.sh SnapshotBenchmark|QueryBenchmark|SnapshotStress [args]" >&2; exit 2 ;;
esac
shift
mvn -B -q -o -pl workspace -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
exec java -Xmx512m -cp "workspace/target/test-classes:workspace/target/classes:sdk/target/classes:$(cat workspace/target/test-classpath.txt)" \
  "$class" "$@"
