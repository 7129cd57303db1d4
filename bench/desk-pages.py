#!/usr/bin/env python3
"""The standings of a large event as the server serves them (docs/desk.md, "Figures").

    bench/desk-pages.py SERVER_JAR PLAYERS ROUNDS [TIMES]

Starts `java -Xmx1g -jar SERVER_JAR serve` on a fresh embedded H2 database, makes an arbiter, and
plays through the desk's API a Chess960 event of PLAYERS players and ROUNDS rounds (every player
registered and checked in, each round paired by the desk and its results entered, drawn from a
seeded random generator). Then times, TIMES times each (default 20), what the standings and
crosstable pages ask of the server: the arbiter's view of the event (`/api/events/ID`: players,
rounds, standings with tie-breaks and prizes, from which the pages draw the standings and the
crosstable) and the public view (`/api/torneo/ID`), the latter once after a change (made anew)
and then as served to every phone (made once per version). Prints the median and the largest
of each, measured by the client on loopback, and the machine's load average. Standard library
only.
"""
import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from desk_api import ArbiterServer, Event  # noqa: E402


def timed(b, path, times):
    out = []
    for _ in range(times):
        t = time.time()
        status, _ = b.call("GET", path)
        out.append(time.time() - t)
        assert status == 200, (path, status)
    return out


def main():
    jar, players, rounds = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    times = int(sys.argv[4]) if len(sys.argv) > 4 else 20
    rng = random.Random(7)
    with ArbiterServer(jar, "arrocco-desk-pages.") as server:
        b = server.arbiter
        form = {"name": "Open", "venue": "Vedano al Lambro", "date": "2026-11-28",
                "variant": "chess960", "rounds": rounds, "timeControl": "8 min",
                "capacity": players, "unratedRating": 1399, "prizes": [], "entryFee": 0}
        event = Event(b, form)
        event.enter(players)
        for r in range(1, rounds + 1):
            t = time.time()
            event.act({"kind": "pair"})
            paired = time.time() - t
            for board in event.state()["rounds"][r - 1]["boards"]:
                event.act({"kind": "result", "round": r, "board": board["number"],
                           "result": rng.choice(["1-0", "0-1", "1/2"])})
            print("round %d paired in %.1f s" % (r, paired), file=sys.stderr, flush=True)
        arbiter = timed(b, "/api/events/%d" % event.id, times)
        fresh = []
        for i in range(times):
            # a new version: board 1 of the last round corrected back and forth
            event.act({"kind": "result", "round": rounds, "board": 1,
                       "result": "1-0" if i % 2 == 0 else "0-1", "reason": "bench"})
            fresh += timed(b, "/api/torneo/%d" % event.id, 1)
        public = timed(b, "/api/torneo/%d" % event.id, times)
        size = len(json.dumps(event.state()))
        print("%d players, %d rounds: arbiter's view (%d KB) median %.0f ms, largest %.0f ms;"
              " public view made anew median %.0f ms, largest %.0f ms; as served again median %.0f"
              " ms, largest %.0f ms; load %.1f"
              % (players, rounds, size // 1024,
                 1000 * statistics.median(arbiter), 1000 * max(arbiter),
                 1000 * statistics.median(fresh), 1000 * max(fresh),
                 1000 * statistics.median(public), 1000 * max(public), os.getloadavg()[0]))


if __name__ == "__main__":
    main()
