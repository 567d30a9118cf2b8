#!/usr/bin/env bash
# A throwaway PostgreSQL cluster in a directory, for scripts/with-postgres.sh and the fault tests
# (scripts/faults):
#   bash scripts/pg-cluster.sh init DIR fast|durable     initdb into DIR/data
#   bash scripts/pg-cluster.sh start DIR PORT            serve it on 127.0.0.1:PORT (socket in DIR)
#   bash scripts/pg-cluster.sh stop DIR [fast|immediate] stop it; immediate is a crash (no checkpoint)
#   bash scripts/pg-cluster.sh createdb DIR PORT NAME
#   bash scripts/pg-cluster.sh version DIR               the server's version
# `fast` turns fsync, synchronous_commit and full_page_writes off (quick, for the test suite: a
# crash may lose what was acknowledged); `durable` keeps them on, so a test can crash the server
# and find every acknowledged write. Installs Debian's postgresql when initdb/pg_ctl are missing;
# as root, runs the server tools as the `postgres` user (initdb refuses root).
set -euo pipefail

pg_bin_dir() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v initdb)")"
    return
  fi
  # Debian keeps the server binaries out of PATH.
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

BIN="$(pg_bin_dir)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ] || [ ! -x "$BIN/pg_ctl" ]; then
  echo "pg-cluster: installing postgresql with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends postgresql
  BIN="$(pg_bin_dir)"
fi

if [ "$(id -u)" -eq 0 ]; then
  RUN_USER=postgres
  if ! id "$RUN_USER" >/dev/null 2>&1; then
    useradd --system --home-dir /var/lib/postgresql --shell /bin/bash "$RUN_USER"
  fi
  if command -v runuser >/dev/null 2>&1; then
    as_pg() { runuser -u "$RUN_USER" -- "$@"; }
  else
    as_pg() { su "$RUN_USER" -s /bin/sh -c "$(printf '%q ' "$@")"; }
  fi
else
  as_pg() { "$@"; }
fi

usage() {
  sed -n '2,12p' "$0" >&2
  exit 2
}

CMD="${1:-}"
DIR="${2:-}"
[ -n "$CMD" ] && [ -n "$DIR" ] || usage

case "$CMD" in
  init)
    MODE="${3:-fast}"
    chmod 755 "$DIR"
    if [ "$(id -u)" -eq 0 ]; then chown "$RUN_USER" "$DIR"; fi
    as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null 2>&1 ||
      as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
    case "$MODE" in
      fast) SETTINGS="fsync = off
synchronous_commit = off
full_page_writes = off" ;;
      durable) SETTINGS="fsync = on
synchronous_commit = on
full_page_writes = on" ;;
      *) usage ;;
    esac
    printf 'listen_addresses = %s\nmax_connections = 200\n%s\n' "'127.0.0.1'" "$SETTINGS" | as_pg tee -a "$DIR/data/postgresql.conf" >/dev/null
    ;;
  start)
    PORT="${3:?port}"
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -o "-p $PORT -k $DIR" start >/dev/null
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -m "${3:-fast}" -w stop >/dev/null
    ;;
  createdb)
    as_pg "$BIN/createdb" -h 127.0.0.1 -p "${3:?port}" -U postgres "${4:?name}"
    ;;
  version)
    "$BIN/postgres" --version | awk '{print $NF}'
    ;;
  *) usage ;;
esac
