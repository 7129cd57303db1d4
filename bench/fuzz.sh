#!/usr/bin/env bash
# Fuzzes every reader of outside text with Jazzer, one target after the other (bench/FUZZING.md).
# Each target runs for the maxDuration of its @FuzzTest (10 minutes; epd 60, pgn 120), at the lowest CPU priority;
# a crashing input is written by Jazzer under bench/src/test/resources/.../ReaderFuzzTestInputs/
# <target>/, where the default test run replays it. Usage: bench/fuzz.sh [target ...]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(chessFen sprintFen tamerlaneFen moves pgn trf eventFile epd)
fi
logs="$here/bench/target/fuzz"
mkdir -p "$logs"
cd "$here"
for t in "${targets[@]}"; do
  log="$logs/$t.log"
  start=$(date +%s)
  status=0
  nice -n 19 mvn -o -B -Pfuzz -pl bench -am test -Dtest="ReaderFuzzTest#$t" \
    -Dsurefire.failIfNoSpecifiedTests=false >"$log" 2>&1 || status=$?
  end=$(date +%s)
  # libFuzzer's status lines: '#<executions> <event> cov: <edges> ft: <features> ...'
  last=$(grep -aE '^#[0-9]+' "$log" | tail -1 || true)
  plateau=$(grep -aE '^#[0-9]+.*(NEW|REDUCE) ' "$log" | grep -a 'NEW' | tail -1 || true)
  # the plateau: when coverage last grew, as executions over the rate of that line
  at=$(printf '%s\n' "$plateau" | sed -nE 's/^#([0-9]+).*exec\/s: ([0-9]+).*/\1 \2/p' |
    awk '$2 > 0 { printf "%d", $1 / $2 }')
  runs=$(printf '%s\n' "$last" | sed -nE 's/^#([0-9]+).*/\1/p')
  cov=$(printf '%s\n' "$last" | sed -nE 's/.*cov: ([0-9]+).*/\1/p')
  echo "$t: exit $status, $((end - start)) s in all, ${runs:-0} executions, ${cov:-?} edges," \
    "coverage last grew after about ${at:-?} s of fuzzing"
done
