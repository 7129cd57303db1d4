#!/usr/bin/env python3
"""One round of an online event on a fresh server (docs/desk.md, "Online events").

    bench/online-round.py SERVER_JAR PLAYERS

Starts `java -Xmx1g -jar SERVER_JAR serve` on a fresh embedded H2 database, makes an arbiter
(registered, the server stopped, `arbiter grant`, started again), creates an online Chess960 event
of PLAYERS players (15+10, every player registered and checked in through the desk's API), pairs
round 1 and starts it, then waits for the last board's live game. Prints how long the pairing act,
the start act, and the games' making took (from the start act's answer until every board's game
answers), and the machine's load average. Standard library only.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from desk_api import ArbiterServer, Event  # noqa: E402


def main():
    jar, players = sys.argv[1], int(sys.argv[2])
    with ArbiterServer(jar, "arrocco-online-round.") as server:
        b = server.arbiter
        form = {"name": "Online", "venue": "Vedano al Lambro", "date": "2026-11-28",
                "variant": "chess960", "rounds": 7, "timeControl": "15+10", "capacity": players,
                "unratedRating": 1399, "prizes": [], "entryFee": 0, "online": True,
                "waitMinutes": 10}
        event = Event(b, form)
        event.enter(players)
        t = time.time()
        event.act({"kind": "pair"})
        pair_ms = (time.time() - t) * 1000
        t = time.time()
        started = event.act({"kind": "start", "round": 1})["action"]
        start_ms = (time.time() - t) * 1000
        t = time.time()
        games = started["games"]
        for g in reversed(games):  # made in board order: the last one answers last
            while b.call("GET", "/api/games/" + g)[0] != 200:
                time.sleep(0.005)
        made_ms = (time.time() - t) * 1000
        load = open("/proc/loadavg").read().split()[0]
        print("players %d boards %d pair %.0f ms start %.0f ms games made %.0f ms load %s"
              % (players, len(games), pair_ms, start_ms, made_ms, load))


if __name__ == "__main__":
    main()
