import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorBody, errorCodes } from '@stitchworks/shared';

/** Seconds a refused client is asked to wait before it tries again. */
export const SOCKET_RETRY_AFTER_SECONDS = 5;

/**
 * The process's limit on open files (the soft limit in /proc/self/limits), or undefined where it
 * cannot be read (not Linux).
 */
export function openFilesLimit(
  readLimits: () => string = () => readFileSync('/proc/self/limits', 'utf8'),
): number | undefined {
  try {
    const line = readLimits()
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    const limit = Number(soft);
    return Number.isInteger(limit) && limit > 0 ? limit : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many sockets one process takes at most: its file limit less a reserve for what must keep
 * working beside them (the database pool, Redis, HTTP requests, uploads, logs). Without a known
 * limit, no cap.
 */
export function socketCapacity(fileLimit: number | undefined): number {
  if (fileLimit === undefined) return Number.POSITIVE_INFINITY;
  const reserve = Math.max(512, Math.ceil(fileLimit * 0.05));
  return Math.max(0, fileLimit - reserve);
}

/** A request that would open a new socket.io session (its handshake), not one of an open session. */
export function opensNewSocket(url: string | undefined): boolean {
  if (!url?.startsWith('/socket.io/')) return false;
  const query = url.indexOf('?');
  return query < 0 || !new URLSearchParams(url.slice(query + 1)).has('sid');
}

/** The API's error body (errorBodySchema) with the shared 503 text. */
const refusalBody = JSON.stringify({
  error: { code: 'SERVICE_UNAVAILABLE', message: errorCodes.SERVICE_UNAVAILABLE.message },
} satisfies ErrorBody);

/**
 * Refuses new sockets with a 503 (and Retry-After) while `isFull()`: the client's reconnection
 * tries again later, and the process keeps its remaining files for HTTP and the database instead
 * of failing handshakes with EMFILE. Wraps the listeners socket.io put on the HTTP server, so it
 * is called after socket.io is attached; requests of open sessions and every other request pass.
 */
export function admitSockets(server: Server, isFull: () => boolean): void {
  const onRequest = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (opensNewSocket(req.url) && isFull()) {
      res.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': String(SOCKET_RETRY_AFTER_SECONDS),
        connection: 'close',
      });
      res.end(refusalBody);
      return;
    }
    for (const listener of onRequest) listener.call(server, req, res);
  });

  const onUpgrade = server.listeners('upgrade') as ((
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ) => void)[];
  server.removeAllListeners('upgrade');
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (opensNewSocket(req.url) && isFull()) {
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\n' +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Retry-After: ${SOCKET_RETRY_AFTER_SECONDS}\r\n` +
          `Content-Length: ${Buffer.byteLength(refusalBody)}\r\n` +
          'Connection: close\r\n\r\n' +
          refusalBody,
      );
      return;
    }
    for (const listener of onUpgrade) listener.call(server, req, socket, head);
  });
}
