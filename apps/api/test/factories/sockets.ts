import type { ServerToClientEvents } from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents>;

/** Makes the app listen on a free port and answers its base URL. */
export async function listenOnFreePort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Connects as the browser does; rejects with the server's refusal (`connect_error`). */
export function connectSocket(baseUrl: string, token?: string): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Everything a socket receives, in order, to assert on what came and what did not. */
export function recordEvents(socket: TestSocket) {
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return {
    received,
    /** Waits until an event matching `match` arrives (or fails after `timeoutMs`). */
    async waitFor(match: (event: string, payload: unknown) => boolean, timeoutMs = 3000) {
      const started = Date.now();
      for (;;) {
        const found = received.find((entry) => match(entry.event, entry.payload));
        if (found) return found;
        if (Date.now() - started > timeoutMs) {
          throw new Error(`No matching event; received: ${JSON.stringify(received)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
