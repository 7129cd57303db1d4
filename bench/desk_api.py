"""What the desk's measuring scripts share (bench/online-round.py, bench/desk-phones.py,
bench/desk-pages.py): a browser's session on the API, a server on a fresh embedded H2 database
with an arbiter, and an event driven by the arbiter's acts. Standard library only."""
import http.cookiejar
import json
import os
import shutil
import socket
import subprocess
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
    """`java -Xmx1g -jar JAR serve` on loopback with its data in DATA, once it answers."""
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


class ArbiterServer:
    """A server on a fresh database with an arbiter logged in (registered, the server stopped,
    `arbiter grant`, started again); a context manager that stops it and removes its data."""

    def __init__(self, jar, prefix):
        self.jar = jar
        self.data = tempfile.mkdtemp(prefix=prefix)
        self.port = free_port()
        self.base = "http://127.0.0.1:%d" % self.port
        self.process = None
        self.arbiter = None

    def __enter__(self):
        self.process = start(self.jar, self.data, self.port)
        b = Browser(self.base)
        status, _ = b.call("POST", "/api/accounts",
                           {"name": "Arbitro", "password": "secret-word-42"})
        assert status == 201, status
        self.process.terminate()
        self.process.wait()
        subprocess.run(["java", "-jar", self.jar, "arbiter", "grant", "Arbitro", "--data",
                        self.data], check=True, stdout=subprocess.DEVNULL)
        self.process = start(self.jar, self.data, self.port)
        self.arbiter = Browser(self.base)
        status, _ = self.arbiter.call("POST", "/api/session",
                                      {"name": "Arbitro", "password": "secret-word-42"})
        assert status == 200, status
        return self

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.data, ignore_errors=True)
        return False


class Event:
    """An event at the desk: made from an announcement, changed by the arbiter's acts."""

    def __init__(self, arbiter, form):
        self.arbiter = arbiter
        status, made = arbiter.call("POST", "/api/events", form)
        assert status == 201, made
        self.id, self.version = made["id"], 1

    def act(self, action):
        """The act, which must be done; the server's answer (`action`, `version`)."""
        s, r = self.arbiter.call("POST", "/api/events/%d/actions" % self.id,
                                 {"version": self.version, "action": action})
        assert s == 200, (s, r)
        self.version = r["version"]
        return r

    def enter(self, players):
        """PLAYERS players registered (ratings 2600 down to 1400) and checked in."""
        for i in range(1, players + 1):
            self.act({"kind": "register", "player": {
                "name": "Player %04d" % i, "fideRating": 2600 - (i * 1200) // players}})
        for i in range(1, players + 1):
            self.act({"kind": "checkin", "player": i, "present": True})

    def state(self):
        status, js = self.arbiter.call("GET", "/api/events/%d" % self.id)
        assert status == 200, status
        return js
