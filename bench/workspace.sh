#!/usr/bin/env bash
# The workspace's benchmarks (issue 11 §4), which live in workspace's test sources:
#   bench/workspace.sh SnapshotBenchmark [runs] [pages-in-flight]
#   bench/workspace.sh QueryBenchmark [rows] [rounds]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
case "${1:-}" in
  SnapshotBenchmark) class=io.dqexplorer.workspace.snapshot.SnapshotBenchmark ;;
  QueryBenchmark) class=io.dqexplorer.workspace.query.QueryBenchmark ;;
  *) echo "usage: bench/workspace.sh SnapshotBenchmark|QueryBenchmark [args]" >&2; exit 2 ;;
esac
shift
mvn -B -q -o -pl workspace -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/test-classpath.txt -Dmdep.includeScope=test
exec java -Xmx512m -cp "workspace/target/test-classes:workspace/target/classes:sdk/target/classes:$(cat workspace/target/test-classpath.txt)" \
  "$class" "$@"
