// `npm run bench -- sockets`: one API process holding thousands of signed-in sockets of different
// users, on PostgreSQL. The API runs in a process of its own on a fresh database (demo data); the
// sockets live in client processes forked from bench/sockets-client.ts (each process holds at most
// what its open-files limit allows). Every socket is a different supporter with a sign-in of its
// own (users and sign-ins written straight into the database, tokens signed with the API's secret,
// so no password hashing stands between the bench and the sockets). A seller opening a ticket
// tells every supporter (one notification row each, then one live `ticket` event each, after the
// reply): the event to every socket of a role. Steps:
//   1. tickets with no socket open (the request's own time with every supporter in the database);
//   2. a burst: 1,000 sockets opened within one second;
//   3. up to BENCH_LEVELS (default 5,000 and the most the API's file limit leaves), tickets at each
//      level: the request's time, and each socket's delivery time after the reply;
//   4. past the API's socket cap: new sockets refused (503) while HTTP and sign-in reads answer.
// Writes bench/results-sockets.md (the section "Reading the numbers" is kept).
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { notificationText } from '@stitchworks/shared';
import pg from 'pg';
import { createAccessTokenSigner } from '../apps/api/src/modules/auth/access-token.ts';
import { openFilesLimit, socketCapacity } from '../apps/api/src/plugins/socket-admission.ts';
import { memoryOf } from './process-stats.ts';
import { writeResults } from './results-file.ts';
import type { ClientAnswer, ClientRequest } from './sockets-client.ts';
import { type ConnectReport, emptyReport } from './sockets-report.ts';
import { startApi } from './start-api.ts';

const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * The API's socket cap: BENCH_SOCKET_CAP (passed as SOCKET_MAX_CONNECTIONS), else its own default
 * from the file limit, which is this process's (a child inherits it).
 */
const capSet = process.env.BENCH_SOCKET_CAP;
const apiCap = capSet ? Number(capSet) : socketCapacity(openFilesLimit());
const ceiling = Number.isFinite(apiCap) ? apiCap : 20_000;
const LEVELS = (process.env.BENCH_LEVELS ?? `5000,${Math.min(20_000, ceiling - 100)}`)
  .split(',')
  .map(Number);
const TOP = Math.max(...LEVELS);
/** Sockets tried past the cap, to see them refused. */
const PAST_CAP = 300;
/** Sockets opened a second between levels (the burst is 1,000 in one second). */
const FILL_PER_SECOND = Number(process.env.BENCH_FILL_PER_SECOND ?? 500);
const TICKETS_PER_LEVEL = Number(process.env.BENCH_TICKETS ?? 5);
const CLIENTS = Math.max(2, Math.ceil((TOP + PAST_CAP) / 9000));
const JWT_SECRET = randomBytes(32).toString('hex');
const budget = { at5000: 100, at20000: 250 };

/** A request to a client process before it gets its id. */
type Unsent = ClientRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

type Percentiles = { n: number; p50: number; p95: number; p99: number; max: number };

function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

const ms = (value: number) => `${Math.round(value)} ms`;

const rssMiB = (pid: number) => Math.round(memoryOf(pid).rss / 1024);

/** The forked socket processes, asked one request at a time each. */
function startClients(count: number) {
  const path = new URL('./sockets-client.ts', import.meta.url).pathname;
  let next = 0;
  const waiting = new Map<number, (answer: ClientAnswer) => void>();
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const child = fork(path, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.on('message', (answer: ClientAnswer) => {
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    });
    children.push(child);
  }
  function ask(child: ChildProcess, request: Unsent): Promise<ClientAnswer> {
    const id = ++next;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      child.send({ ...request, id });
    });
  }
  return {
    children,
    ask,
    stop: () => {
      for (const child of children) child.kill();
    },
  };
}

type Clients = ReturnType<typeof startClients>;

/** Opens `tokens` spread over the clients, `perSecond` in all; sums their reports. */
async function connect(
  clients: Clients,
  base: string,
  tokens: string[],
  perSecond: number,
): Promise<ConnectReport> {
  const share = Math.ceil(tokens.length / clients.children.length);
  const answers = await Promise.all(
    clients.children.map((child, index) =>
      clients.ask(child, {
        kind: 'connect',
        base,
        tokens: tokens.slice(index * share, (index + 1) * share),
        perSecond: perSecond / clients.children.length,
      }),
    ),
  );
  const total = emptyReport();
  for (const answer of answers) {
    if (answer.kind !== 'connected') continue;
    const { report } = answer;
    total.connected += report.connected;
    total.refused += report.refused;
    total.failed += report.failed;
    total.handshakeMs.push(...report.handshakeMs);
    total.wallMs = Math.max(total.wallMs, report.wallMs);
    for (const [reason, n] of Object.entries(report.reasons)) {
      total.reasons[reason] = (total.reasons[reason] ?? 0) + n;
    }
  }
  return total;
}

type TicketRound = {
  requestMs: number[];
  /** Each delivery after the reply, and after the request was sent. */
  afterReply: number[];
  afterRequest: number[];
  expected: number;
  delivered: number;
};

/** A seller opens `count` tickets one after another; each reaches every open socket. */
async function openTickets(
  base: string,
  sellerToken: string,
  clients: Clients,
  count: number,
  expectedPerTicket: number,
): Promise<TicketRound> {
  const round: TicketRound = {
    requestMs: [],
    afterReply: [],
    afterRequest: [],
    expected: 0,
    delivered: 0,
  };
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set('title', `Bench ${randomBytes(4).toString('hex')}`);
    form.set('topic', 'order');
    form.set('message', 'Where is my order?');
    const sent = Date.now();
    const started = performance.now();
    const response = await fetch(`${base}/api/tickets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sellerToken}` },
      body: form,
    });
    const body = (await response.json()) as { data?: { id: number; title: string } };
    round.requestMs.push(performance.now() - started);
    const replied = Date.now();
    if (response.status !== 201 || !body.data) throw new Error(`ticket: ${response.status}`);
    const message = notificationText('ticketOpened', { id: body.data.id, title: body.data.title });
    round.expected += expectedPerTicket;
    // Wait until every open socket has it (or 10 s).
    let arrivals: number[] = [];
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const answers = await Promise.all(
        clients.children.map((child) => clients.ask(child, { kind: 'received', message })),
      );
      arrivals = answers.flatMap((answer) => (answer.kind === 'received' ? answer.at : []));
      if (arrivals.length >= expectedPerTicket) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    round.delivered += arrivals.length;
    for (const at of arrivals) {
      round.afterReply.push(Math.max(0, at - replied));
      round.afterRequest.push(at - sent);
    }
  }
  return round;
}

async function main() {
  const machine = `${cpus().length} cores (nproc), ${cpus()[0]?.model.trim()}, ${(totalmem() / 1024 ** 3).toFixed(1)} GiB, Node ${process.version}`;
  const loadBefore = loadavg()[0]!;
  console.log(
    `sockets: levels ${LEVELS.join(', ')}; API cap ${apiCap}; ${CLIENTS} client processes`,
  );
  const api = await startApi({
    adminUrl,
    name: 'sockets',
    env: { JWT_SECRET, ...(capSet ? { SOCKET_MAX_CONNECTIONS: capSet } : {}) },
  });
  const clients = startClients(CLIENTS);
  try {
    const db = new pg.Client({ connectionString: api.dbUrl });
    await db.connect();
    const total = TOP + PAST_CAP + 1000;
    // Supporters with a sign-in each, and one seller.
    const { rows: people } = await db.query<{ id: number; family: string }>(
      `with made as (
         insert into users (name, email, role, status)
         select 'Supporter ' || n, 'bench-supporter-' || n || '@sockets.test', 'supporter', 'active'
         from generate_series(1, $1::int) as n
         returning id)
       insert into sessions (family_id, user_id, token_hash, expires_at)
       select gen_random_uuid(), id, md5(random()::text || id), now() + interval '1 day' from made
       returning user_id as id, family_id as family`,
      [total],
    );
    const { rows: sellers } = await db.query<{ id: number; family: string }>(
      `with made as (
         insert into users (name, email, role, status)
         values ('Bench Seller', 'bench-seller@sockets.test', 'seller', 'active') returning id)
       insert into sessions (family_id, user_id, token_hash, expires_at)
       select gen_random_uuid(), id, md5(random()::text), now() + interval '1 day' from made
       returning user_id as id, family_id as family`,
    );
    const { rows: staff } = await db.query<{ n: number }>(
      `select count(*)::int as n from users where role in ('admin', 'supporter') and status = 'active'`,
    );
    await db.end();
    const signer = createAccessTokenSigner(new TextEncoder().encode(JWT_SECRET));
    const tokens = await Promise.all(
      people.map((person) =>
        signer.sign({ userId: person.id, role: 'supporter', familyId: person.family }),
      ),
    );
    const seller = sellers[0]!;
    const sellerToken = await signer.sign({
      userId: seller.id,
      role: 'seller',
      familyId: seller.family,
    });
    console.log(
      `sockets: ${people.length} supporters signed in; ${staff[0]?.n} staff told per ticket`,
    );

    const lines: string[] = [];
    const table: string[] = [];

    // 1. No socket open (after one ticket to warm the API up).
    await openTickets(api.base, sellerToken, clients, 1, 0);
    const none = await openTickets(api.base, sellerToken, clients, TICKETS_PER_LEVEL, 0);
    const noneRequest = percentiles(none.requestMs);
    table.push(
      `| 0 | ${ms(noneRequest.p50)} / ${ms(noneRequest.max)} | | | | | ${rssMiB(api.pid)} MiB |`,
    );

    // 2. A burst: 1,000 sockets within one second.
    let used = 0;
    const burst = await connect(clients, api.base, tokens.slice(0, 1000), 1000);
    used = 1000;
    const burstHandshake = percentiles(burst.handshakeMs);
    lines.push(
      `- **A burst of 1,000 sockets in one second**: ${burst.connected} accepted, ${burst.refused + burst.failed} not, all open after ${ms(burst.wallMs)}; handshake p50 ${ms(burstHandshake.p50)}, p95 ${ms(burstHandshake.p95)}, max ${ms(burstHandshake.max)}.`,
    );
    let open = burst.connected;

    // 3. Each level.
    const results: { level: number; p95: number }[] = [];
    const fill: string[] = [];
    for (const level of LEVELS) {
      const more = level - used;
      if (more > 0) {
        const report = await connect(clients, api.base, tokens.slice(used, level), FILL_PER_SECOND);
        used = level;
        open += report.connected;
        fill.push(
          `${more.toLocaleString('en-US')} opened at ${FILL_PER_SECOND}/s up to ${level.toLocaleString('en-US')}: ${report.connected.toLocaleString('en-US')} connected, ${report.refused + report.failed} not (${JSON.stringify(report.reasons)}), in ${ms(report.wallMs)}`,
        );
      }
      const round = await openTickets(api.base, sellerToken, clients, TICKETS_PER_LEVEL, open);
      const request = percentiles(round.requestMs);
      const afterReply = percentiles(round.afterReply);
      const afterRequest = percentiles(round.afterRequest);
      results.push({ level: open, p95: afterReply.p95 });
      table.push(
        `| ${open.toLocaleString('en-US')} | ${ms(request.p50)} / ${ms(request.max)} | ${ms(afterReply.p50)} | ${ms(afterReply.p95)} | ${ms(afterReply.max)} | ${ms(afterRequest.p95)} | ${rssMiB(api.pid)} MiB | ${round.delivered.toLocaleString('en-US')} of ${round.expected.toLocaleString('en-US')} |`,
      );
      console.log(`sockets: ${open} open, delivery p95 ${ms(afterReply.p95)} after the reply`);
    }

    // 4. Past the cap.
    const past = Number.isFinite(apiCap) ? apiCap - open + PAST_CAP : PAST_CAP;
    const beyond = await connect(clients, api.base, tokens.slice(used, used + past), 500);
    open += beyond.connected;
    const healthStarted = performance.now();
    const health = await fetch(`${api.base}/api/health`);
    const healthMs = performance.now() - healthStarted;
    const selfStarted = performance.now();
    const self = await fetch(`${api.base}/api/users/self`, {
      headers: { authorization: `Bearer ${sellerToken}` },
    });
    const selfMs = performance.now() - selfStarted;
    lines.push(
      `- **Past the cap** (${Number.isFinite(apiCap) ? apiCap.toLocaleString('en-US') : 'none'} sockets: the API's file limit less its reserve): ${past} more tried, ${beyond.connected} opened, ${beyond.refused} refused with 503 (${JSON.stringify(beyond.reasons)}), ${beyond.failed} failed otherwise; ${open.toLocaleString('en-US')} open. Meanwhile \`/api/health\` answered ${health.status} in ${ms(healthMs)} and a seller's \`/api/users/self\` ${self.status} in ${ms(selfMs)}.`,
    );

    lines.push(`- **Filling the levels**: ${fill.join('; ')}.`);
    const verdict = results.map(({ level, p95 }) => {
      const goal = level <= 5000 ? budget.at5000 : budget.at20000;
      return `${level.toLocaleString('en-US')} sockets: p95 ${ms(p95)} (goal ${goal} ms) ${p95 <= goal ? 'met' : 'missed'}`;
    });
    const report = `# Live sockets: thousands of signed-in users on one API process

Machine: ${machine}; load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}; open-files limit ${openFilesLimit() ?? 'unknown'} per process.
The API in its own process (NODE_ENV=production, PostgreSQL on 127.0.0.1, demo data); the sockets in ${CLIENTS} client processes
(websocket, a different supporter and sign-in for each); ${staff[0]?.n.toLocaleString('en-US')} staff (the supporters and the demo's admins) told of each ticket.

Each row: ${TICKETS_PER_LEVEL} tickets opened one after another by a seller (\`POST /api/tickets\`); each tells every
supporter (a notification row each, then the live \`ticket\` event to each of their sockets after the reply).

| sockets open | ticket request p50 / max | delivery after the reply p50 | p95 | max | p95 after the request was sent | API memory (RSS) | events delivered |
|---|---|---|---|---|---|---|---|
${table.join('\n')}

${lines.join('\n')}

Goals: ${verdict.join('; ')}.

How: \`npm run bench -- sockets\` (BENCH_DATABASE_URL names the PostgreSQL server; BENCH_LEVELS, e.g. 5000,18800;
BENCH_TICKETS per level; BENCH_SOCKET_CAP sets the API's SOCKET_MAX_CONNECTIONS).
`;
    writeResults(new URL('./results-sockets.md', import.meta.url), report);
    console.log(report);
    await Promise.all(clients.children.map((child) => clients.ask(child, { kind: 'close' })));
  } finally {
    clients.stop();
    await api.stop();
  }
}

await main();
