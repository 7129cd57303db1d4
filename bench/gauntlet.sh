#!/usr/bin/env bash
# The engine against Debian's packaged engines (issue 31's gauntlet): orthodox chess from the
# balanced openings of bench/openings/chess.epd, each played with both colours, every opponent with
# one thread, 16 MB of hash and its own opening book off. Install them first:
#   apt-get install toga2 glaurung gnuchess ethereal-chess phalanx
# (phalanx speaks only the xboard protocol: the runner drives it with protocol=xboard.)
# Usage: bench/gauntlet.sh JAR GAMES TC [engine ...]   e.g. bench/gauntlet.sh bench/target/benchmarks.jar 20 10+0.1
set -euo pipefail
jar="$1" games="$2" tc="$3"
shift 3
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
opponents=("$@")
if [ ${#opponents[@]} -eq 0 ]; then
  opponents=(glaurung gnuchess toga2 ethereal phalanx)
fi
out="$here/bench/target/gauntlet"
mkdir -p "$out"
for o in "${opponents[@]}"; do
  case "$o" in
    glaurung) spec="name=glaurung,cmd=/usr/games/glaurung,option.Threads=1,option.Hash=16,option.OwnBook=false,option.Ponder=false" ;;
    gnuchess) spec="name=gnuchess,cmd=/usr/games/gnuchess --uci,option.Hash=16,option.OwnBook=false" ;;
    toga2) spec="name=toga2,cmd=/usr/games/toga2,option.Number of Threads=1,option.Hash=16,option.OwnBook=false" ;;
    phalanx) spec="name=phalanx,protocol=xboard,cmd=/usr/games/phalanx -b- -l- -t 16384" ;;
    ethereal) spec="name=ethereal,cmd=/usr/games/ethereal-chess,option.Threads=1,option.Hash=16,option.MoveOverhead=100" ;;
    *) echo "unknown opponent $o" >&2; exit 2 ;;
  esac
  java -cp "$jar" org.arrocco.bench.match.Match \
    --engine "name=arrocco,cmd=java -cp $jar org.arrocco.engine.uci.UciMain" --engine "$spec" \
    --variant chess --openings "$here/bench/openings/chess.epd" --tc "$tc" --games "$games" \
    --pgn "$out/$o.pgn" 2>&1 | tee "$out/$o.log"
done
