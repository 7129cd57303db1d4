#!/usr/bin/env python3
"""A round paired and shown on the players' phones (docs/desk.md, "Figures").

    bench/desk-phones.py SERVER_JAR PLAYERS PHONES [ROUNDS] [--online] [--pause SECONDS]

Starts `java -Xmx1g -jar SERVER_JAR serve` on a fresh embedded H2 database, makes an arbiter
(registered, the server stopped, `arbiter grant`, started again), creates a Chess960 event of
PLAYERS players (registered and checked in through the desk's API), and opens PHONES public
pages' live streams (`/api/torneo/ID/stream`, as the players' page does). Then, ROUNDS times
(default 1): the arbiter pairs the next round; each phone, told of the new version by its stream,
fetches the public view (`/api/torneo/ID`, as the page does) and is done when that view holds the
round's pairings. Prints, per round, the pairing act's answer time, when the first, the median and
the last phone had the pairings, all from the moment the act was sent; then the results of the
round are entered (white wins on every board) so the next round can be paired. With --online the
event is played online (15+10, a 10-minute wait): after the pairing the arbiter starts the round,
and the script also prints the start act's answer, when the phones had the round's live games
(the public view's `games` for the round, from the moment the start act was sent) and when the
last board's game answered (the games made); the arbiter's results then stop the live games.
With --pause the script waits SECONDS after a round's results before pairing the next one (a
round of blitz lasts a quarter of an hour; without it the next round is paired at once, while the
server may still be busy after the last). Standard library only.
"""
import http.client
import os
import statistics
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from desk_api import ArbiterServer, Event  # noqa: E402


class Phone(threading.Thread):
    """One player's page: the live stream, and the public view fetched on each new version."""

    def __init__(self, port, event):
        super().__init__(daemon=True)
        self.port, self.event = port, event
        self.connected = threading.Event()
        self.lock = threading.Lock()
        self.want = None  # (what the view must hold, done_at list)
        self.error = None

    def run(self):
        try:
            c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=600)
            c.request("GET", "/api/torneo/%d/stream" % self.event,
                      headers={"Accept": "text/event-stream"})
            r = c.getresponse()
            assert r.status == 200, r.status
            kind = None
            while True:
                line = r.fp.readline()
                if not line:
                    return
                line = line.decode().rstrip("\r\n")
                if line.startswith("event:"):
                    kind = line[6:].strip()
                elif line.startswith("data:") and kind == "version":
                    if not self.connected.is_set():
                        self.connected.set()
                        continue
                    self.look()
        except Exception as e:  # a phone that failed is reported, not hidden
            self.error = repr(e)
            self.connected.set()

    def look(self):
        with self.lock:
            want = self.want
        if want is None or want[1]:
            return
        c = http.client.HTTPConnection("127.0.0.1", self.port, timeout=600)
        c.request("GET", "/api/torneo/%d" % self.event)
        view = c.getresponse().read()
        c.close()
        # looked for without parsing the view (a phone's browser parses its own; a client parsing
        # 500 views under one interpreter lock would time itself)
        if want[0](view):
            want[1].append(time.time())


def on_phones(crowd, holds):
    """Sets what each phone waits to see: a view for which `holds` is true."""
    for p in crowd:
        with p.lock:
            p.want = (holds, [])


def wait_phones(crowd, sent):
    """Waits (two minutes at most) until every phone saw what it waits for; returns the times
    from `sent`, sorted."""
    end = time.time() + 120
    while time.time() < end and any(not p.want[1] for p in crowd):
        time.sleep(0.01)
    return sorted(p.want[1][0] - sent for p in crowd if p.want[1])


def main():
    argv = sys.argv[1:]
    pause = 0.0
    if "--pause" in argv:
        i = argv.index("--pause")
        pause = float(argv[i + 1])
        del argv[i:i + 2]
    args = [a for a in argv if a != "--online"]
    online = "--online" in argv
    jar, players, phones = args[0], int(args[1]), int(args[2])
    rounds = int(args[3]) if len(args) > 3 else 1
    with ArbiterServer(jar, "arrocco-desk-phones.") as server:
        form = {"name": "Open", "venue": "Vedano al Lambro", "date": "2026-11-28",
                "variant": "chess960", "rounds": max(rounds, 5), "timeControl": "8 min",
                "capacity": players, "unratedRating": 1399, "prizes": [], "entryFee": 0}
        if online:
            form.update({"timeControl": "15+10", "online": True, "waitMinutes": 10})
        event = Event(server.arbiter, form)
        event.enter(players)
        print("%d players registered and checked in" % players, file=sys.stderr, flush=True)
        crowd = [Phone(server.port, event.id) for _ in range(phones)]
        for p in crowd:
            p.start()
        deadline = time.time() + 120
        for p in crowd:
            p.connected.wait(max(0.0, deadline - time.time()))
        late = sum(1 for p in crowd if not p.connected.is_set())
        assert late == 0, "%d phones not connected after 120 s" % late
        failed = [p.error for p in crowd if p.error]
        assert not failed, failed[:3]
        print("%d phones following" % phones, file=sys.stderr, flush=True)
        for r in range(1, rounds + 1):
            # the rounds the view holds: one start position each
            on_phones(crowd, lambda view, r=r: view.count(b'"startPosition"') >= r)
            sent = time.time()
            event.act({"kind": "pair"})
            answered = time.time() - sent
            times = wait_phones(crowd, sent)
            print("round %d: %d players, %d phones: pair answered %.3f s; pairings on the"
                  " phones first %.3f s, median %.3f s, last %.3f s (%d of %d); load %.1f"
                  % (r, players, phones, answered, times[0], statistics.median(times),
                     times[-1], len(times), phones, os.getloadavg()[0]), flush=True)
            if online:
                # the round's live games in the public view: "games":{..."R":["id",...]
                needle = b'"%d":["' % r
                on_phones(crowd, lambda view, n=needle: n in view)
                sent = time.time()
                games = event.act({"kind": "start", "round": r})["action"]["games"]
                answered = time.time() - sent
                times = wait_phones(crowd, sent)
                for g in reversed(games):  # made in board order: the last one answers last
                    while server.arbiter.call("GET", "/api/games/" + g)[0] != 200:
                        time.sleep(0.005)
                made = time.time() - sent
                print("round %d: start answered %.3f s; live games on the phones first %.3f s,"
                      " median %.3f s, last %.3f s (%d of %d); the %d games made %.3f s;"
                      " load %.1f"
                      % (r, answered, times[0], statistics.median(times), times[-1],
                         len(times), phones, len(games), made, os.getloadavg()[0]), flush=True)
            for board in event.state()["rounds"][r - 1]["boards"]:
                event.act({"kind": "result", "round": r, "board": board["number"],
                           "result": "1-0"})
            time.sleep(pause)


if __name__ == "__main__":
    main()
