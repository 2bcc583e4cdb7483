#!/usr/bin/env bash
# Starts the machine's PostgreSQL cluster when it is down, and waits until it answers.
set -euo pipefail
HOST="${PGHOST_CHECK:-127.0.0.1}"
if pg_isready -h "$HOST" -p 5432 -q; then exit 0; fi
echo "PostgreSQL is down: starting it"
version="$(ls /etc/postgresql | head -n 1)"
pg_ctlcluster --skip-systemctl-redirect "$version" main start
for _ in $(seq 1 60); do
  if pg_isready -h "$HOST" -p 5432 -q; then exit 0; fi
  sleep 0.5
done
echo "PostgreSQL did not come up" >&2
exit 1
