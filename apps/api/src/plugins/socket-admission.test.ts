import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/build-test-app.ts';
import { connectSocket, listenOnFreePort, type TestSocket } from '../../test/factories/sockets.ts';
import { authHeaders, createUser } from '../../test/factories/users.ts';

describe('live sockets near the process limit', () => {
  let t: TestApp;
  let baseUrl: string;
  const open: { close: () => unknown }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ socketMaxConnections: 2 });
    baseUrl = await listenOnFreePort(t.app);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.close();
    await expect.poll(() => t.app.io.engine.clientsCount).toBe(0);
  });

  async function sellerToken() {
    const seller = await createUser(t.db, { role: 'seller' });
    return (await authHeaders(t.app, seller)).authorization.slice('Bearer '.length);
  }

  async function fill(): Promise<TestSocket[]> {
    const sockets = [
      await connectSocket(baseUrl, await sellerToken()),
      await connectSocket(baseUrl, await sellerToken()),
    ];
    open.push(...sockets);
    return sockets;
  }

  it('answers a new socket 503 with Retry-After once full, while HTTP keeps working', async () => {
    await fill();

    const handshake = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(503);
    expect(handshake.headers.get('retry-after')).toBe('5');
    expect(await handshake.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' },
    });

    const refused = await connectSocket(baseUrl, await sellerToken()).then(
      (socket) => {
        open.push(socket);
        return 'connected';
      },
      (error: Error) => error.message,
    );
    expect(refused).toBe('websocket error');
    expect(t.app.io.engine.clientsCount).toBe(2);

    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(200);
    const seller = await createUser(t.db, { role: 'seller' });
    const self = await t.app.inject({
      method: 'GET',
      url: '/api/users/self',
      headers: await authHeaders(t.app, seller),
    });
    expect(self.statusCode).toBe(200);
  });

  it('lets the refused client in on its own retry once a socket closes', async () => {
    const [first] = await fill();
    const waiting = io(baseUrl, {
      auth: { token: await sellerToken() },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 200,
    });
    open.push(waiting);
    const refusals: string[] = [];
    waiting.on('connect_error', (error) => refusals.push(error.message));
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    expect(waiting.connected).toBe(false);

    first?.close();
    await expect.poll(() => waiting.connected, { timeout: 5000 }).toBe(true);
    expect(t.app.io.engine.clientsCount).toBe(2);
  });

  it('lets requests of open sessions through when full', async () => {
    await fill();
    // A session opened while there was room (one socket closed) is served once full again.
    const [spare] = open.splice(1, 1);
    spare?.close();
    await expect.poll(() => t.app.io.engine.clientsCount).toBe(1);
    const opened = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling`);
    expect(opened.status).toBe(200);
    const sid = /"sid":"([^"]+)"/.exec(await opened.text())?.[1];
    expect(sid).toBeTruthy();
    expect(t.app.io.engine.clientsCount).toBe(2);
    const poll = await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: '41',
    });
    expect(poll.status).toBe(200);
    // Engine.io's close packet ends the session.
    await fetch(`${baseUrl}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: '1',
    });
  });
});
