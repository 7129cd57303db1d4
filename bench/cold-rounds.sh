#!/usr/bin/env bash
# Alternates, N times: Stockfish's start-up (isready), Stockfish's `go perft 6` (wall time), and
# `arrocco perft` of the Tamerlane start position at DEPTH in a fresh JVM, with an older jar
# (OLD=path/to/arrocco.jar) in the same rounds when given, or the launcher again with other JVM
# options (OLD_OPTS="...", passed as ARROCCO_JAVA_OPTS); prints each round's rates and ratios.
# Usage: bench/cold-rounds.sh N [DEPTH]   (run from the repository root after `mvn package`)
set -euo pipefail
rounds="${1:?usage: bench/cold-rounds.sh N [DEPTH]}"
depth="${2:-4}"
stockfish="${STOCKFISH:-/usr/games/stockfish}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rate() { "$@" perft --variant tamerlane --fen startpos --depth "$depth" | sed -n 's/.*s, \([0-9]*\) leaves per second/\1/p'; }
wall() { { /usr/bin/time -f "%e" sh -c "printf '$1\nquit\n' | $stockfish >/dev/null"; } 2>&1 | tail -1; }
for i in $(seq "$rounds"); do
  up="$(wall isready)"
  sf="$(wall 'go perft 6')"
  new="$(rate "$here/arrocco")"
  old=0
  if [ -n "${OLD:-}" ]; then old="$(rate java -jar "$OLD")"; fi
  if [ -n "${OLD_OPTS:-}" ]; then old="$(ARROCCO_JAVA_OPTS="$OLD_OPTS" rate "$here/arrocco")"; fi
  python3 - "$up" "$sf" "$new" "$old" <<'PY'
import sys
up, sf, new, old = (float(x) for x in sys.argv[1:])
wall = 119060324 / sf
alone = 119060324 / max(sf - up, 1e-3)
line = "stockfish %.2f s (start-up %.2f s): %.0f M/s, %.0f M/s without start-up | new %.1f M/s: %.3fx, %.3fx" % (
    sf, up, wall / 1e6, alone / 1e6, new / 1e6, new / wall, new / alone)
if old:
    line += " | old %.1f M/s: %.3fx, %.3fx" % (old / 1e6, old / wall, old / alone)
print(line)
PY
done
