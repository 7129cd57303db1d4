#!/usr/bin/env bash
# Alternates, N times, the perft figures that must not regress (issue 28): orthodox chess at
# depth 7 against Stockfish's `go perft 7` (wall times), Sprint's line 50 of sprint.epd at depth 4
# against Fairy-Stockfish with sprint-fsf.ini (wall times), and Tamerlane's start at depth 5
# (printed rate); each for the jar built here and, when OLD=path/to/arrocco.jar is given, for that
# jar in the same rounds. Both run with the launcher's JIT settings.
# Usage: OLD=old.jar bench/perft-rounds.sh N   (from the repository root, after `mvn package`)
set -euo pipefail
rounds="${1:?usage: [OLD=jar] bench/perft-rounds.sh N}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
stockfish="${STOCKFISH:-/usr/games/stockfish}"
fairy="${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}"
ini="$here/../shared/reference/perft/sprint-fsf.ini"
sprint="8/8/2k5/1r2p3/P1P1P2R/7P/P3K3/8[QNNPPqrbnpppp] w - - 1 9"
jit=(-XX:Tier4InvocationThreshold=150000 -XX:Tier4MinInvocationThreshold=18000
  -XX:Tier4CompileThreshold=450000 -XX:Tier4BackEdgeThreshold=1200000
  -XX:Tier3InvokeNotifyFreqLog=14 -XX:Tier3BackedgeNotifyFreqLog=17)
secs() { /usr/bin/time -f "%e" "$@" 2>&1 >/dev/null | tail -1; }
printed() { sed -n 's/.*s, \([0-9]*\) leaves per second/\1/p'; }
ours() { # jar variant fen depth -> "wall printed"
  local t0 t1 out
  t0=$(date +%s.%N)
  out=$(java "${jit[@]}" -jar "$1" perft --variant "$2" --fen "$3" --depth "$4")
  t1=$(date +%s.%N)
  echo "$(python3 -c "print(round($t1-$t0,2))") $(echo "$out" | printed)"
}
for i in $(seq "$rounds"); do
  sf=$(secs sh -c "printf 'position startpos\ngo perft 7\nquit\n' | $stockfish")
  fsf=$(secs sh -c "printf 'setoption name VariantPath value $ini\nsetoption name UCI_Variant value sprint\nposition fen $sprint\ngo perft 4\nquit\n' | $fairy")
  for jar in "$here/app/target/arrocco.jar" ${OLD:+"$OLD"}; do
    read -r cw cp <<<"$(ours "$jar" chess startpos 7)"
    read -r sw sp <<<"$(ours "$jar" sprint "$sprint" 4)"
    read -r tw tp <<<"$(ours "$jar" tamerlane startpos 5)"
    python3 - "$(basename "$(dirname "$(dirname "$jar")")")/$(basename "$jar")" "$sf" "$cw" "$fsf" "$sw" "$tp" <<'PY'
import sys
name, sf, cw, fsf, sw, tp = sys.argv[1], *map(float, sys.argv[2:])
print("%-28s chess d7 %.2f s vs Stockfish %.2f s = %.2fx | sprint d4 %.2f s vs Fairy-Stockfish %.2f s = %.1fx | tamerlane d5 %.1f M/s printed"
      % (name, cw, sf, sf / cw, sw, fsf, fsf / sw, tp / 1e6))
PY
  done
done
