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
import http.cookiejar
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
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
            with self.opener.open(req, timeout=300) as r:
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
        ["java", "-Xmx1g", "-jar", jar, "serve", "--host", "127.0.0.1", "--port", str(port),
         "--data", data], stdout=log, stderr=subprocess.STDOUT)
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


def main():
    jar, players = sys.argv[1], int(sys.argv[2])
    data = tempfile.mkdtemp(prefix="arrocco-online-round.")
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
        form = {"name": "Online", "venue": "Vedano al Lambro", "date": "2026-11-28",
                "variant": "chess960", "rounds": 7, "timeControl": "15+10", "capacity": players,
                "unratedRating": 1399, "prizes": [], "entryFee": 0, "online": True,
                "waitMinutes": 10}
        status, made = b.call("POST", "/api/events", form)
        assert status == 201, made
        event, version = made["id"], 1

        def act(action):
            nonlocal version
            s, r = b.call("POST", "/api/events/%d/actions" % event,
                          {"version": version, "action": action})
            assert s == 200, (s, r)
            version = r["version"]
            return r["action"]

        for i in range(1, players + 1):
            act({"kind": "register", "player": {"name": "Player %04d" % i,
                                                "fideRating": 2600 - (i * 1200) // players}})
        for i in range(1, players + 1):
            act({"kind": "checkin", "player": i, "present": True})
        t = time.time()
        act({"kind": "pair"})
        pair_ms = (time.time() - t) * 1000
        t = time.time()
        started = act({"kind": "start", "round": 1})
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
    finally:
        server.terminate()
        server.wait()
        shutil.rmtree(data, ignore_errors=True)


if __name__ == "__main__":
    main()
