// A process of signed-in sockets for `npm run bench -- sockets` (bench/sockets.ts forks it): it
// opens the sockets it is told to, each with its own user's token, as the browser does (websocket,
// the handshake's token), and notes when each `ticket` event arrives. Asked over IPC; answers over
// IPC. One process holds at most what its open-files limit allows, so the bench forks several.
import { io, type Socket } from 'socket.io-client';
import { type ConnectReport, emptyReport } from './sockets-report.ts';

export type ClientRequest =
  | { kind: 'connect'; id: number; base: string; tokens: string[]; perSecond: number }
  | { kind: 'received'; id: number; message: string }
  | { kind: 'close'; id: number };

export type ClientAnswer =
  | { id: number; kind: 'connected'; report: ConnectReport }
  | { id: number; kind: 'received'; at: number[]; open: number }
  | { id: number; kind: 'closed' };

const sockets: Socket[] = [];
/** Per notification message, when each socket got it (epoch ms). */
const arrivals = new Map<string, number[]>();

function connectOne(
  base: string,
  token: string,
): Promise<{ ok: true; ms: number } | { ok: false; reason: string }> {
  const started = performance.now();
  const socket = io(base, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      sockets.push(socket);
      socket.on('ticket', (notification: { message: string }) => {
        const at = Date.now();
        const list = arrivals.get(notification.message) ?? [];
        list.push(at);
        arrivals.set(notification.message, list);
      });
      resolve({ ok: true, ms: performance.now() - started });
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve({ ok: false, reason: error.message });
    });
  });
}

async function connectAll(base: string, tokens: string[], perSecond: number) {
  const started = performance.now();
  const report = emptyReport();
  const pending: Promise<void>[] = [];
  for (const [index, token] of tokens.entries()) {
    // Paced: the i-th socket starts at i / perSecond seconds.
    const due = started + (index * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      connectOne(base, token).then((result) => {
        if (result.ok) {
          report.connected++;
          report.handshakeMs.push(result.ms);
          return;
        }
        report.reasons[result.reason] = (report.reasons[result.reason] ?? 0) + 1;
        // A refused upgrade (503) reaches the client as a transport error.
        if (result.reason === 'websocket error') report.refused++;
        else report.failed++;
      }),
    );
  }
  await Promise.all(pending);
  report.wallMs = performance.now() - started;
  return report;
}

process.on('message', async (request: ClientRequest) => {
  const send = (answer: ClientAnswer) => process.send?.(answer);
  if (request.kind === 'connect') {
    const report = await connectAll(request.base, request.tokens, request.perSecond);
    send({ id: request.id, kind: 'connected', report });
  } else if (request.kind === 'received') {
    const open = sockets.filter((socket) => socket.connected).length;
    send({ id: request.id, kind: 'received', at: arrivals.get(request.message) ?? [], open });
  } else {
    for (const socket of sockets.splice(0)) socket.close();
    send({ id: request.id, kind: 'closed' });
  }
});
