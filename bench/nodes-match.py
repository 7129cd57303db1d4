#!/usr/bin/env python3
# Arrocco against Stockfish with a fixed number of nodes a move for both (so the result does not
# depend on the machine's load), from Chess960 start positions or orthodox openings, each start
# played with both colours (docs/engine.md, "Chess960 at fixed nodes").
#
#   bench/nodes-match.py JAR 960|orth STARTS NODES [SEED] [ELO]
#
# JAR holds org.arrocco.engine.uci.UciMain (bench/target/benchmarks.jar); Arrocco plays as
# Chess960 in both modes (the orthodox openings are Chess960 positions too). Stockfish
# (/usr/games/stockfish) plays with UCI_LimitStrength at ELO (2000 unless given). 960 draws STARTS
# start positions by Scharnagl number with SEED (5 unless given); orth takes STARTS openings of
# bench/openings/chess.epd from the one numbered SEED on (0 the first; 20 unless given). A game ends at mate or stalemate, when Stockfish's own score stays
# beyond 700 cp (or a mate) for four of its moves, or at 160 plies, judged then by a second
# Stockfish at depth 14 (beyond 150 cp a win, else a draw). One line a game, then the score.
import random
import subprocess
import sys
from pathlib import Path


class Engine:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise SystemExit("an engine stopped: " + " ".join(self.p.args))
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    def ready(self):
        self.send("isready")
        self.until("readyok")


def start960(n):
    """The Chess960 start position of Scharnagl number n, as a Shredder-FEN."""
    row = [None] * 8
    n, b1 = divmod(n, 4)
    row[2 * b1 + 1] = "B"
    n, b2 = divmod(n, 4)
    row[2 * b2] = "B"
    n, q = divmod(n, 6)
    free = [i for i in range(8) if row[i] is None]
    row[free[q]] = "Q"
    knights = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)][n]
    free = [i for i in range(8) if row[i] is None]
    row[free[knights[0]]] = "N"
    row[free[knights[1]]] = "N"
    free = [i for i in range(8) if row[i] is None]
    row[free[0]], row[free[1]], row[free[2]] = "R", "K", "R"
    back = "".join(row)
    files = "abcdefgh"
    castling = files[free[2]].upper() + files[free[0]].upper() + files[free[2]] + files[free[0]]
    return f"{back.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{back} w {castling} - 0 1"


def score(lines):
    found = [x for x in lines if " score " in x]
    if not found:
        return None
    t = found[-1].split()
    k = t.index("score")
    if t[k + 1] == "mate":
        return 10000 if int(t[k + 2]) > 0 else -10000
    return int(t[k + 2])


def main():
    jar, mode, count, nodes = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    seed = int(sys.argv[5]) if len(sys.argv) > 5 else (5 if sys.argv[2] == "960" else 20)
    elo = sys.argv[6] if len(sys.argv) > 6 else "2000"
    arrocco = Engine(["java", "-cp", jar, "org.arrocco.engine.uci.UciMain"])
    stockfish = Engine(["/usr/games/stockfish"])
    judge = Engine(["/usr/games/stockfish"])
    for e in (arrocco, stockfish, judge):
        e.send("uci")
        e.until("uciok")
    arrocco.send("setoption name UCI_Variant value chess960")
    for e in (stockfish, judge):
        e.send("setoption name UCI_Chess960 value true")
    stockfish.send("setoption name UCI_LimitStrength value true")
    stockfish.send("setoption name UCI_Elo value " + elo)
    for e in (arrocco, stockfish, judge):
        e.ready()
    if mode == "960":
        rng = random.Random(seed)
        starts = [start960(rng.randrange(960)) for _ in range(count)]
    else:
        epd = Path(__file__).resolve().parent / "openings" / "chess.epd"
        lines = [x.split(" ;")[0].strip() for x in epd.read_text().splitlines() if x.strip() and not x.startswith("#")]
        starts = [x + " 0 1" for x in lines[seed : seed + count]]
    points = 0.0
    played = 0
    for i, fen in enumerate(starts):
        black_first = " b " in fen
        for arrocco_white in (True, False):
            moves = []
            result = None
            good = bad = 0
            for ply in range(160):
                white = (ply + (1 if black_first else 0)) % 2 == 0
                e = arrocco if white == arrocco_white else stockfish
                e.send(f"position fen {fen} moves {' '.join(moves)}")
                e.send(f"go nodes {nodes}")
                out = e.until("bestmove")
                best = out[-1].split()
                if len(best) < 2 or best[1] in ("(none)", "0000"):
                    judge.send(f"position fen {fen} moves {' '.join(moves)}")
                    judge.send("go depth 1")
                    s = score(judge.until("bestmove"))
                    mated = s is not None and abs(s) >= 10000
                    result = 0.5 if not mated else (0.0 if e is arrocco else 1.0)
                    break
                moves.append(best[1])
                if e is stockfish:
                    s = score(out)
                    if s is not None:
                        good = good + 1 if s >= 700 else 0
                        bad = bad + 1 if s <= -700 else 0
                        if good >= 4:
                            result = 0.0
                            break
                        if bad >= 4:
                            result = 1.0
                            break
            if result is None:
                judge.send("ucinewgame")
                judge.send(f"position fen {fen} moves {' '.join(moves)}")
                judge.send("go depth 14")
                s = score(judge.until("bestmove")) or 0
                white_to_move = (len(moves) + (1 if black_first else 0)) % 2 == 0
                for_white = s if white_to_move else -s
                mine = for_white if arrocco_white else -for_white
                result = 1.0 if mine > 150 else 0.0 if mine < -150 else 0.5
            points += result
            played += 1
            print(f"{mode} start {i} arrocco {'white' if arrocco_white else 'black'}: {len(moves)} plies, {result}", flush=True)
    print(f"{mode}: Arrocco {points}/{played} = {100 * points / played:.1f} %")
    for e in (arrocco, stockfish, judge):
        e.send("quit")


if __name__ == "__main__":
    main()
