#!/usr/bin/env bash
# Alternates, N times: Debian's `pgn-extract -s -r FILE` and `arrocco pgn check FILE` (the
# launcher), and with OLD=path/to/arrocco.jar an older jar under the launcher's general JIT flags in
# the same rounds; prints each run's wall and user CPU time and the load average before the round.
# Usage: bench/pgn-rounds.sh N FILE   (run from the repository root after `mvn package`)
set -euo pipefail
rounds="${1:?usage: bench/pgn-rounds.sh N FILE}"
file="${2:?usage: bench/pgn-rounds.sh N FILE}"
extract="${PGN_EXTRACT:-/usr/games/pgn-extract}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jit=(-XX:Tier4InvocationThreshold=150000 -XX:Tier4MinInvocationThreshold=18000
  -XX:Tier4CompileThreshold=450000 -XX:Tier4BackEdgeThreshold=1200000
  -XX:Tier3InvokeNotifyFreqLog=14 -XX:Tier3BackedgeNotifyFreqLog=17)
timed() { # label, command...: one line "label: wall s, user s"
  local label="$1"
  shift
  local out
  out="$(mktemp)"
  /usr/bin/time -o "$out" -f "$label: %e s wall, %U s user" "$@" >/dev/null 2>&1 || true
  tail -1 "$out"
  rm -f "$out"
}
"$here/arrocco" --version >/dev/null # builds the jar and its class-data archive if needed
for i in $(seq "$rounds"); do
  echo "round $i, load $(cut -d' ' -f1-3 /proc/loadavg)"
  timed "  pgn-extract" "$extract" -s -r "$file"
  timed "  arrocco" "$here/arrocco" pgn check "$file"
  if [ -n "${OLD:-}" ]; then timed "  old jar" java "${jit[@]}" -jar "$OLD" pgn check "$file"; fi
done
