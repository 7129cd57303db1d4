#!/usr/bin/env bash
# The play server's load curve (docs/play.md): for each number of games, a fresh server on a fresh
# database, `arrocco loadtest` against it, and one line with the tool's figures, the server's CPU
# time while the moves were timed and its peak memory, the machine's load average and the size of the
# data directory at the end (the database file, and the event log on H2).
#
#   bench/load-curve.sh SERVER_JAR TOOL_JAR h2|postgresql SECONDS GAMES...
#
# SERVER_JAR serves (`java -Xmx1g $SERVER_OPTS -jar SERVER_JAR serve`); TOOL_JAR runs the load tool, so two
# servers (before and after a change) are measured by the same tool. With postgresql a throw-away
# PostgreSQL 15 cluster (fsync on) is made with initdb and pg_ctl (PG_BIN, else Debian's
# /usr/lib/postgresql/15/bin), as the tests make theirs, and removed at the end.
set -euo pipefail
server_jar="$1"
tool_jar="$2"
db="$3"
seconds="$4"
shift 4
pg_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
work="$(mktemp -d /tmp/arrocco-load.XXXXXX)"
as_postgres=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$work"
  as_postgres=(runuser -u postgres --)
fi
pg_port=""
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  if [ -n "$pg_port" ]; then "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$work/pg" -m fast stop >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
if [ "$db" = postgresql ]; then
  pg_port="$(free_port)"
  "${as_postgres[@]}" "$pg_bin/initdb" -D "$work/pg" -U arrocco -A trust -E UTF8 --no-instructions >/dev/null
  "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$work/pg" -l "$work/pg.log" -w \
    -o "-p $pg_port -k $work -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
fi
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
for games in "$@"; do
  port="$(free_port)"
  data="$work/data-$games"
  mkdir -p "$data"
  db_args=()
  if [ "$db" = postgresql ]; then
    "${as_postgres[@]}" psql -h 127.0.0.1 -p "$pg_port" -U arrocco -d postgres -qc "CREATE DATABASE g$games" >/dev/null
    db_args=(--db "postgresql://arrocco@127.0.0.1:$pg_port/g$games")
  fi
  java -Xmx1g ${SERVER_OPTS:-} -jar "$server_jar" serve --port "$port" --data "$data" "${db_args[@]}" >"$work/server-$games.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 120); do
    curl -fs "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
    sleep 0.5
  done
  before="$(cpu_ticks "$server_pid")"
  started="$(date +%s.%N)"
  # the tool exits with 1 when a move was lost or refused: that is a figure to print, not a stop
  line="$({ java -jar "$tool_jar" loadtest --url "http://127.0.0.1:$port" --games "$games" --seconds "$seconds" 2>"$work/tool-$games.err" || true; } | tail -1)"
  errs="$(grep -v "seated after" "$work/tool-$games.err" | head -3 | tr "\n" " " | cut -c1-300 || true)"
  ended="$(date +%s.%N)"
  after="$(cpu_ticks "$server_pid")"
  rss="$(awk '/VmHWM/ {printf "%d MB", $2 / 1024}' "/proc/$server_pid/status")"
  load="$(cut -d' ' -f1 /proc/loadavg)"
  seated="$(grep -o 'seated after [0-9.]* s' "$work/tool-$games.err" | head -1 || true)"
  tick="$(getconf CLK_TCK)"
  files="$(du -sm "$data" | cut -f1) MB"
  printf '%s %s | server CPU %.1f s / %.1f s wall | RSS %s | %s | load %s | data dir %s\n' "$db" "$line" \
    "$(echo "($after - $before) / $tick" | bc -l)" "$(echo "$ended - $started" | bc -l)" "$rss" "$seated" "$load" "$files"
  if [ -n "$errs" ]; then echo "  first errors: $errs"; fi
  kill "$server_pid"
  wait "$server_pid" 2>/dev/null || true
  server_pid=""
done
