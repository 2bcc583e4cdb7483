#!/usr/bin/env bash
# Starts a Redis on 127.0.0.1:6379 when none answers (the shared-state tests use it), and waits for it.
set -euo pipefail
if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then exit 0; fi
echo "Redis is down: starting it"
redis-server --bind 127.0.0.1 --port 6379 --save '' --appendonly no --daemonize yes >/dev/null
for _ in $(seq 1 40); do
  if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then exit 0; fi
  sleep 0.25
done
echo "Redis did not come up" >&2
exit 1
