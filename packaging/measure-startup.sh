#!/usr/bin/env bash
# Times launch -> first shown window of an app image or installed launcher, from outside: starts it,
# polls `xdotool search --onlyvisible --name "DQ Explorer"` every 50 ms, ends it, repeats; prints
# every run and the medians in ms: wall time, and the CPU time (user + system) the process had used
# when its window showed, a figure less shaken by other load on the machine (Linux /proc). Needs a display (run it under xvfb-run) and xdotool.
# Usage: xvfb-run -a -s "-screen 0 1440x900x24" packaging/measure-startup.sh LAUNCHER [RUNS] [-- ARGS]
set -uo pipefail
launcher="$1"; runs="${2:-5}"
shift $(( $# >= 2 ? 2 : 1 )); [ "${1:-}" = "--" ] && shift
home="$(mktemp -d)"
times=(); cpus=()
tick=$(getconf CLK_TCK)
for i in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  HOME="$home" "$launcher" "$@" >"$home/run-$i.log" 2>&1 &
  pid=$!
  shown=""
  for _ in $(seq 1 1200); do
    if xdotool search --onlyvisible --name "DQ Explorer" >/dev/null 2>&1; then
      shown=$(date +%s%N)
      cpu=$(awk -v t="$tick" '{sub(/.*\) /, ""); print int(($12 + $13) * 1000 / t)}' "/proc/$pid/stat")
      break
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.05
  done
  kill -TERM "$pid" 2>/dev/null; wait "$pid" 2>/dev/null
  if [ -z "$shown" ]; then echo "run $i: no window (see $home/run-$i.log)" >&2; exit 1; fi
  ms=$(( (shown - start) / 1000000 ))
  echo "run $i: ${ms} ms wall, ${cpu} ms CPU"
  times+=("$ms"); cpus+=("$cpu")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2] + a[NR/2+1]) / 2)}'; }
echo "median: $(median "${times[@]}") ms wall, $(median "${cpus[@]}") ms CPU over $runs runs"
rm -rf "$home"
