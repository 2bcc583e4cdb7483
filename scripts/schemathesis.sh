#!/usr/bin/env bash
# npm run test:schemathesis: fuzzes the built app's API against its own OpenAPI document with schemathesis,
# every check on (`--checks all`), three ways: without a token, with a tourist's and with a staff owner's.
# Exits non-zero on any failure. Builds nothing: run `npm run build` first (dist/server/server.mjs).
#
#   SCHEMATHESIS_EXAMPLES  examples per operation in the fuzzing phase (default 10; the coverage phase is fixed)
#   SCHEMATHESIS_SOURCE    a schemathesis source folder or wheel to install instead (default: PyPI where it is
#                          reached, otherwise vendor/schemathesis-<version>.tar.gz, its dependencies without their pins)
#   DATABASE_URL           run on PostgreSQL (a scratch database is made and dropped); PGlite in a temp folder otherwise
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=4.25.0
VENV=.venv-schemathesis
PORT=${SCHEMATHESIS_PORT:-3917}
EXAMPLES=${SCHEMATHESIS_EXAMPLES:-10}
BASE="http://127.0.0.1:$PORT"

[ -f dist/server/server.mjs ] || { echo "schemathesis: build first (npm run build)" >&2; exit 2; }

# 1. schemathesis in its own virtualenv (git-ignored), pinned: from a package index that offers it, otherwise from
#    the copy of its source kept in vendor/ (checked against its SHA-256), its dependencies from the machine's index.
VENDORED=vendor/schemathesis-$VERSION.tar.gz
VENDORED_SHA256=b87325cf3c1726a5b52645c2d531125a7a9f10b230bb4af53f072f694907dcba
if ! "$VENV/bin/st" --version 2>/dev/null | grep -q "$VERSION"; then
  python3 -m venv "$VENV"
  SOURCE=${SCHEMATHESIS_SOURCE:-}
  if [ -z "$SOURCE" ]; then
    PROBE=$(mktemp -d)
    if timeout 120 "$VENV/bin/pip" download -q --no-deps --retries 0 --timeout 10 -d "$PROBE" "schemathesis==$VERSION" >/dev/null 2>&1; then
      "$VENV/bin/pip" install -q "schemathesis==$VERSION"
    else
      echo "schemathesis: no reachable package index offers schemathesis==$VERSION; installing $VENDORED" >&2
      echo "$VENDORED_SHA256  $VENDORED" | sha256sum --check --quiet
      SOURCE=$VENDORED
    fi
    rm -rf "$PROBE"
  fi
  if [ -n "$SOURCE" ]; then
    # Without retries: an index out of reach is skipped at once, the machine's own index answers. The machine's
    # index holds other versions than schemathesis pins, so its dependencies go in first and it goes in without them.
    "$VENV/bin/pip" install -q --retries 0 --timeout 5 hatchling click hypothesis hypothesis_graphql harfile jsonschema_rs pyrate-limiter \
      'pytest>=9,<10' pyyaml requests rich typing-extensions werkzeug
    "$VENV/bin/pip" install -q --no-deps --no-build-isolation "$SOURCE"
  fi
fi
"$VENV/bin/st" --version | grep -q "$VERSION"

# 2. The built app on a scratch database, docs on, our own address exempt from the rate limits.
WORK=$(mktemp -d)
SERVER_PID=""
SCRATCH_DB=""
cleanup() {
  [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null
  [ -n "$SCRATCH_DB" ] && psql "$DATABASE_URL" -qc "DROP DATABASE IF EXISTS $SCRATCH_DB" >/dev/null 2>&1
  rm -rf "$WORK"
}
trap cleanup EXIT
export DATA_DIR="$WORK/data" PORT API_DOCS=true RATE_LIMIT_ALLOW=127.0.0.1 NODE_ENV=production LOG_LEVEL=warn
export PUBLIC_URL="$BASE"
if [ -n "${DATABASE_URL:-}" ]; then
  SCRATCH_DB="schemathesis_$$"
  psql "$DATABASE_URL" -qc "CREATE DATABASE $SCRATCH_DB" >/dev/null
  export DATABASE_URL="${DATABASE_URL%/*}/$SCRATCH_DB"
fi

# The staff owner is made before the server starts: the embedded database admits one process.
STAFF_EMAIL=owner@schemathesis.example
STAFF_PASSWORD="fuzz-owner-$(openssl rand -hex 8)"
printf '%s' "$STAFF_PASSWORD" |
  npx tsx scripts/staff.ts add --email "$STAFF_EMAIL" --name Fuzz --role owner --password-stdin >/dev/null

# shellcheck disable=SC2046 # the flags are words, as `npm run serve` gives them
node $(node -p "require('./package.json').config.serverNodeFlags") dist/server/server.mjs >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 120); do
  curl -sf "$BASE/healthz" >/dev/null && break
  kill -0 "$SERVER_PID" 2>/dev/null || { cat "$WORK/server.log" >&2; exit 1; }
  sleep 0.5
done

json_field() { python3 -c "import json,sys; print(json.load(sys.stdin)['data']['$1'])"; }
TOURIST_EMAIL=tourist@schemathesis.example
TOURIST_PASSWORD="fuzz-tourist-$(openssl rand -hex 8)"
curl -sf -X POST "$BASE/api/register" -H 'content-type: application/json' -d "{\"name\":\"Fuzz Tourist\",
  \"phone\":\"+255 700 000 000\",\"email\":\"$TOURIST_EMAIL\",\"country\":1,\"gender\":1,\"address\":\"Arusha\",
  \"password\":\"$TOURIST_PASSWORD\",\"confirm-password\":\"$TOURIST_PASSWORD\"}" >/dev/null
TOURIST_TOKEN=$(curl -sf -X POST "$BASE/api/login" -H 'content-type: application/json' \
  -d "{\"email\":\"$TOURIST_EMAIL\",\"password\":\"$TOURIST_PASSWORD\"}" | json_field token)
STAFF_TOKEN=$(curl -sf -X POST "$BASE/api/admin/login" -H 'content-type: application/json' \
  -d "{\"email\":\"$STAFF_EMAIL\",\"password\":\"$STAFF_PASSWORD\"}" | json_field token)

# 3. Three runs, one worker each (two workers crashed CPython 3.11's parser inside Hypothesis:
#    "AST constructor recursion depth mismatch"). Excluded, and why:
#  - the two sign-outs: they revoke the very token the run uses, so every later case would be a 401;
#  - the staff set-password link and password-reset confirm: schemathesis cannot forge their one-time tokens,
#    so every "valid" case is rightly refused (these are covered by their API tests).
EXCLUDE=(
  --exclude-path /api/logout --exclude-path /api/admin/logout
)
run() {
  local name=$1
  shift
  echo "== schemathesis: $name"
  "$VENV/bin/st" --config-file scripts/schemathesis.toml run "$BASE/api/docs/json" --url "$BASE" --checks all --workers 1 \
    --max-examples "$EXAMPLES" --seed 1 --suppress-health-check all \
    "${EXCLUDE[@]}" "$@"
}
status=0
run anonymous || status=1
run tourist -H "Authorization: Bearer $TOURIST_TOKEN" || status=1
run staff -H "Authorization: Bearer $STAFF_TOKEN" || status=1
exit $status
