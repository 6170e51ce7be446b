#!/usr/bin/env bash
# scripts/bench/checkout-compare.sh <checkout-dir> <port> <database>: seeds the demo store into a fresh Postgres database with
# that checkout's own seed, starts its built app (npm run build first), times 60 signed-in checkouts with
# scripts/bench/checkout-latency.mjs (COUNT to change), and stops the app by its process group (docs/commerce.md).
set -u
tree=$1; port=$2; db=$3
here=$(cd "$(dirname "$0")" && pwd)
cd "$tree"
psql -h 127.0.0.1 -U postgres -q -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
export DATABASE_URL=postgres://postgres@127.0.0.1:5432/$db AUTH_SECRET=compare-secret-5b7e2c9a1d3f4e6a8b0c2d4e6f8a0b1c APP_URL=http://127.0.0.1:$port RATE_LIMITS=off LOG_LEVEL=warn NODE_ENV=production STOREFRONT_ENV_FILE=off BILLING_WORKER=off PAYMENTS_SANDBOX=true
unset DATABASE_DRIVER
token=$(node node_modules/tsx/dist/cli.mjs scripts/seed.ts --json 2>/dev/null | tail -n1 | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).apiToken))')
psql -h 127.0.0.1 -U postgres -d $db -q -c "update products set stock = 100000, max_quantity = 10 where slug = 'ethiopia-yirgacheffe'"
setsid node scripts/server.mjs -p $port -H 127.0.0.1 > /tmp/co-$db.log 2>&1 &
pid=$!
for _ in $(seq 1 60); do curl -sf -o /dev/null http://127.0.0.1:$port/api/health && break; sleep 1; done
node "$here/checkout-latency.mjs" http://127.0.0.1:$port "$token" ${COUNT:-60}
kill -- -$pid
