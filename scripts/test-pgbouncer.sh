#!/bin/sh
# Runs the tests on PostgreSQL through PgBouncer in transaction mode (Debian's pgbouncer),
# as a deployment behind it would: queries through PgBouncer, and what cannot go through
# transaction pooling (session advisory locks: migrations, housekeeping) straight to the server
# (TEST_DATABASE_DIRECT_URL, the app's DATABASE_DIRECT_URL). Arguments go to vitest (file
# filters); without any, every test runs. PGBOUNCER_SERVER (default 127.0.0.1:5432) is the
# PostgreSQL server, trust authentication, user postgres, database `test`.
set -eu
if ! command -v pgbouncer >/dev/null; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "The PgBouncer pass needs the Debian package pgbouncer: sudo apt-get install pgbouncer" >&2
    exit 1
  fi
  echo "Installing pgbouncer (apt-get)"
  apt-get update && apt-get install -y pgbouncer
fi
server=${PGBOUNCER_SERVER:-127.0.0.1:5432}
host=${server%:*}
port=${server#*:}
dir=$(mktemp -d)
chmod 755 "$dir"
# A free port: the kernel picks one for a socket that is closed at once.
listen=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
cat > "$dir/pgbouncer.ini" <<INI
[databases]
* = host=$host port=$port
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $listen
unix_socket_dir =
auth_type = trust
# Each test's schema has a role of its own (src/test/test-app.ts): looked up on the server.
auth_user = postgres
auth_query = SELECT usename, passwd FROM pg_shadow WHERE usename = \$1
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 40
# Each test schema has its own role, so its own pool: the server sessions of a finished test
# must close soon, and all pools together stay under the server's max_connections (100).
max_db_connections = 60
server_idle_timeout = 2
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
echo '"postgres" ""' > "$dir/userlist.txt"
chown -R postgres "$dir" 2>/dev/null || true
pgbouncer -d -u postgres "$dir/pgbouncer.ini" 2>/dev/null || pgbouncer -d "$dir/pgbouncer.ini"
stop() {
  kill "$(cat "$dir/pgbouncer.pid")" 2>/dev/null || true
  rm -rf "$dir"
}
trap stop EXIT INT TERM
echo "PgBouncer (transaction pooling) on 127.0.0.1:$listen, in front of $server"
# PostgreSQL only: the tests' SQLite runs would repeat `npm test`'s (src/test/test-app.ts).
TEST_DATABASES=postgres \
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$listen/test" \
TEST_DATABASE_DIRECT_URL="postgres://postgres@$server/test" \
  npx vitest run "$@"
