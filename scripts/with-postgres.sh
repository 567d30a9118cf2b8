#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx jest --selectProjects server
# Creates a cluster in a temp dir on a free local port (scripts/pg-cluster.sh, which installs
# Debian's postgresql when needed), creates a database, exports DATABASE_URL, runs the command,
# then stops the cluster and removes the dir. The cluster is quick rather than durable (fsync,
# synchronous_commit and full_page_writes off): a crash of it may lose acknowledged writes. Tests
# of durability make a durable cluster of their own (scripts/faults/cluster.ts).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh CMD [ARGS...]" >&2
  exit 2
fi

CLUSTER="$(dirname "$(readlink -f "$0")")/pg-cluster.sh"

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

DIR="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
PORT="$(free_port)"
DB=market

cleanup() {
  local code=$?
  bash "$CLUSTER" stop "$DIR" fast >/dev/null 2>&1 || true
  rm -rf "$DIR"
  exit "$code"
}
trap cleanup EXIT INT TERM

bash "$CLUSTER" init "$DIR" fast
bash "$CLUSTER" start "$DIR" "$PORT"
bash "$CLUSTER" createdb "$DIR" "$PORT" "$DB"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DB"
echo "with-postgres: PostgreSQL $(bash "$CLUSTER" version "$DIR") at $DATABASE_URL" >&2

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
