#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx jest --selectProjects server
# Installs Debian's postgresql when initdb/pg_ctl are missing, creates a cluster in a temp dir on
# a free local port (as the `postgres` user when running as root: initdb refuses root), creates a
# database, exports DATABASE_URL, runs the command, then stops the cluster and removes the dir.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh CMD [ARGS...]" >&2
  exit 2
fi

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
  echo "with-postgres: installing postgresql with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends postgresql
  BIN="$(pg_bin_dir)"
fi

# As root, run the server tools as `postgres`; otherwise as ourselves.
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

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

DIR="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
chmod 755 "$DIR"
if [ "$(id -u)" -eq 0 ]; then chown "$RUN_USER" "$DIR"; fi
PORT="$(free_port)"
DB=market

cleanup() {
  local code=$?
  as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit "$code"
}
trap cleanup EXIT INT TERM

as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null 2>&1 ||
  as_pg "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DB"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $NF}') at $DATABASE_URL" >&2

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
