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
import http.client
import http.cookiejar
import json
import random
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


class Browser:
    """A browser: its cookies and the CSRF token of its session."""

    def __init__(self, base):
        self.base = base
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
        self.csrf = None

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        if body is not None:
            req.add_header("Content-Type", "application/json")
            if self.csrf:
                req.add_header("X-CSRF-Token", self.csrf)
        try:
            with self.opener.open(req, timeout=600) as r:
                status, text = r.status, r.read().decode()
        except urllib.error.HTTPError as e:
            status, text = e.code, e.read().decode()
        js = None
        try:
            js = json.loads(text)
        except ValueError:
            pass
        if isinstance(js, dict) and js.get("csrf"):
            self.csrf = js["csrf"]
        return status, js


def start(jar, data, port):
    log = open(os.path.join(data, "server.log"), "a")
    p = subprocess.Popen(
        ["java", "-Xmx1g", "-jar", jar, "serve", "--port", str(port), "--data", data],
        stdout=log, stderr=subprocess.STDOUT)
    end = time.time() + 180
    while time.time() < end:
        try:
            with urllib.request.urlopen("http://127.0.0.1:%d/api/health" % port, timeout=5) as r:
                if r.status == 200:
                    return p
        except (OSError, urllib.error.URLError):
            time.sleep(0.1)
    p.kill()
    raise SystemExit("the server did not start; see " + data)



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
    data = tempfile.mkdtemp(prefix="arrocco-desk-pages.")
    port = free_port()
    base = "http://127.0.0.1:%d" % port
    server = start(jar, data, port)
    try:
        b = Browser(base)
        status, _ = b.call("POST", "/api/accounts", {"name": "Arbitro", "password": "secret-word-42"})
        assert status == 201, status
        server.terminate()
        server.wait()
        subprocess.run(["java", "-jar", jar, "arbiter", "grant", "Arbitro", "--data", data],
                       check=True, stdout=subprocess.DEVNULL)
        server = start(jar, data, port)
        b = Browser(base)
        status, _ = b.call("POST", "/api/session", {"name": "Arbitro", "password": "secret-word-42"})
        assert status == 200, status
        form = {"name": "Open", "venue": "Vedano al Lambro", "date": "2026-11-28",
                "variant": "chess960", "rounds": rounds, "timeControl": "8 min",
                "capacity": players, "unratedRating": 1399, "prizes": [], "entryFee": 0}
        status, made = b.call("POST", "/api/events", form)
        assert status == 201, made
        event, version = made["id"], 1

        def act(action):
            nonlocal version
            s, r = b.call("POST", "/api/events/%d/actions" % event,
                          {"version": version, "action": action})
            assert s == 200, (s, r)
            version = r["version"]
            return r

        for i in range(1, players + 1):
            act({"kind": "register", "player": {"name": "Player %04d" % i,
                                                "fideRating": 2600 - (i * 1200) // players}})
        for i in range(1, players + 1):
            act({"kind": "checkin", "player": i, "present": True})
        for r in range(1, rounds + 1):
            t = time.time()
            act({"kind": "pair"})
            paired = time.time() - t
            s, state = b.call("GET", "/api/events/%d" % event)
            for board in state["rounds"][r - 1]["boards"]:
                act({"kind": "result", "round": r, "board": board["number"],
                     "result": rng.choice(["1-0", "0-1", "1/2"])})
            print("round %d paired in %.1f s" % (r, paired), file=sys.stderr, flush=True)
        arbiter = timed(b, "/api/events/%d" % event, times)
        fresh = []
        for i in range(times):
            # a new version: board 1 of the last round corrected back and forth
            act({"kind": "result", "round": rounds, "board": 1,
                 "result": "1-0" if i % 2 == 0 else "0-1", "reason": "bench"})
            fresh += timed(b, "/api/torneo/%d" % event, 1)
        public = timed(b, "/api/torneo/%d" % event, times)
        s, state = b.call("GET", "/api/events/%d" % event)
        size = len(json.dumps(state))
        print("%d players, %d rounds: arbiter's view (%d KB) median %.0f ms, largest %.0f ms;"
              " public view made anew median %.0f ms, largest %.0f ms; as served again median %.0f"
              " ms, largest %.0f ms; load %.1f"
              % (players, rounds, size // 1024,
                 1000 * statistics.median(arbiter), 1000 * max(arbiter),
                 1000 * statistics.median(fresh), 1000 * max(fresh),
                 1000 * statistics.median(public), 1000 * max(public), os.getloadavg()[0]))
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
