/** What `npm run bench -- --help` prints. */
export const benchUsage = `Usage: npm run bench [-- <task>]

  (no task)          web bundle sizes and API latency on the demo data, with the transaction
                     list at 100,000 entries; writes bench/results.md
                     (bench/results-postgres.md with TEST_DATABASE_URL=postgres://…).
                     Builds the web app first when apps/web/dist is missing.
  first-page         the sign-in page in Chromium on slow 4G with a 4x slower CPU (DevTools
                     protocol): its JavaScript (gzip and transferred) and its LCP, median of 5
                     cold loads; builds the web app and starts the API on its own; writes
                     bench/results-first-page.md. BENCH_WEB_DIST measures an earlier build.
  list-screen        the order list screen in Chromium: a filter change (a status picked, a
                     keyword and Enter) to the new rows on screen, timed in the page, BENCH_RUNS
                     (default 30) changes after a cold first one, on the demo data; builds the web
                     app and starts the API on its own; writes bench/results-list-screen.md.
  signed-in          signed-in one-row reads (GET /api/users/self, notifications, transactions)
                     against the API in its own process, wrk as the load generator, PostgreSQL;
                     writes bench/results-signed-in.md. Needs wrk (apt-get install -y wrk) and
                     BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench_signed_in,
                     created when missing).
  start-up           npm start from nothing (web build, compiled API, embedded database, demo)
                     and again, to /api/health, and the API's idle memory on PGlite and on
                     PostgreSQL (BENCH_DATABASE_URL's server); BENCH_RUNS (default 3); deletes
                     apps/web/dist and apps/api/dist; writes bench/results-start-up.md.
  sockets            thousands of signed-in sockets (a different supporter each) on one API process
                     on PostgreSQL, held by client processes of their own: a burst of 1,000 in a
                     second, a seller's ticket told live to every supporter at each level
                     (BENCH_LEVELS, default 5,000 and the most the file limit leaves; delivery
                     after the reply, the request's own time, the API's memory), then sockets past
                     the cap refused with 503 while HTTP answers; writes bench/results-sockets.md.
  payments           order payments from the credit per second (POST /api/transactions type
                     payment) against the API in its own process on PostgreSQL, wrk posting for
                     20 sellers and for one; checks the books after; writes
                     bench/results-payments.md. Needs wrk; BENCH_DATABASE_URL (default
                     postgres://postgres@127.0.0.1:5432/bench_payments, dropped and made anew).
  shopify-webhooks   a burst of 1,000 signed Shopify order webhooks (500 orders/create, 250 sent
                     twice, 250 followed by orders/updated) against the API in its own process on
                     PostgreSQL with a fake Shopify, posted by a sender process of its own
                     (BENCH_IN_FLIGHT, default 50 in flight); checks 500 orders made; BENCH_RUNS
                     (default 3) runs, a fresh database each; writes
                     bench/results-shopify-webhooks.md. BENCH_DATABASE_URL names the server
                     (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_CPU_PROF=<dir>
                     profiles the API.
  machine-plan       re-planning a generated floor of 5,000 waiting units on 40 machines
                     (POST /api/production/plan) against the API in its own process on
                     PostgreSQL, and the plan's makespan beside first come, first served; writes
                     bench/results-machine-plan.md. BENCH_DATABASE_URL or TEST_DATABASE_URL names
                     the server (default postgres://postgres@127.0.0.1:5432/postgres).
  tracking-import    the tracking import (POST /api/orders/upload-file-tracking-order) at
                     50,000 rows against the API in its own process on PostgreSQL
                     (TEST_DATABASE_URL); writes bench/results-tracking-import.md.
  labels             the bulk label print (POST /api/shipping_labels/print) of 500 orders with
                     sandbox labels, on PostgreSQL, the API in the bench process over loopback;
                     writes bench/results-labels.md. BENCH_DATABASE_URL (default
                     postgres://postgres@127.0.0.1:5432/bench_labels, dropped and made anew).
  dashboards         every dashboard call on the orders:generate database (BENCH_DATABASE_URL),
                     the API in its own process, 20 timed requests each; writes
                     bench/results-dashboards.md.
  ci                 what CI does, timed: clones the last commit into a temporary folder and runs
                     \`bash .ci/run\` there (installs, then every test), BENCH_RUNS times
                     (default 1); each step's minutes; writes bench/results-ci.md.
  orders:generate    1,000,000 orders on PostgreSQL for orders:list (BENCH_DATABASE_URL).
  orders:list        the order list and export at that size; needs wrk and pgbench;
                     writes bench/results-orders.md.
  --help             this text.

The CSV order import is measured by \`node --import tsx bench/order-import.ts\`.
`;
