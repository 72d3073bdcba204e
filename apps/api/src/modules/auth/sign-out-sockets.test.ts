import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/db.ts';
import {
  connectSocket,
  listenOnFreePort,
  type TestSocket,
} from '../../../test/factories/sockets.ts';
import { createUser, TEST_PASSWORD, type TestUser } from '../../../test/factories/users.ts';
import { latestMail, linkIn } from '../../../test/fakes/mailbox.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { startSession } from './sessions.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Two instances sharing Redis and one database: the sockets are open on the first, the sign-ins
 * end through the second, so only the adapter can close them.
 */
describe('sockets end with the sign-ins they belong to, on every instance', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-socket-end-'));
  let test: TestDatabase;
  let holder: FastifyInstance;
  let other: FastifyInstance;
  let holderUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    test = await openTestDatabase();
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      webDist: join(dataDir, 'no-web'),
      redisUrl: REDIS_URL,
      signInRateLimitPerMinute: 1000,
    };
    holder = await buildApp({ config, database: test.database, logger: false });
    other = await buildApp({ config, database: test.database, logger: false });
    holderUrl = await listenOnFreePort(holder);
    await other.ready();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await holder?.close();
    await other?.close();
    await test?.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A sign-in of the user with a socket open on the first instance. */
  async function signedInSocket(user: TestUser) {
    const { privateToken } = await startSession(test.database.db, holder.tokens, user);
    const socket = await connectSocket(holderUrl, privateToken);
    sockets.push(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    return { token: privateToken, socket, closed };
  }

  const stillOpen = async (socket: TestSocket) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return socket.connected;
  };

  it('closes the socket of a sign-in that signs out, and only that one', async () => {
    const seller = await createUser(test.database.db, { role: 'seller' });
    const leaving = await signedInSocket(seller);
    const staying = await signedInSocket(seller);
    const res = await other.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await leaving.closed).toBe('io server disconnect');
    expect(await stillOpen(staying.socket)).toBe(true);
  });

  it('closes every socket of a user an admin locks or disables', async () => {
    const admin = await createUser(test.database.db, { role: 'admin' });
    const { privateToken: adminToken } = await startSession(test.database.db, other.tokens, admin);
    for (const change of [{ status: 'locked' }, { meta: { disabled: true } }]) {
      const seller = await createUser(test.database.db, { role: 'seller' });
      const [a, b] = [await signedInSocket(seller), await signedInSocket(seller)];
      const res = await other.inject({
        method: 'PUT',
        url: `/api/users/${seller.id}`,
        headers: { authorization: `Bearer ${adminToken}` },
        payload: change,
      });
      expect(res.statusCode).toBe(200);
      expect(await Promise.all([a.closed, b.closed])).toEqual([
        'io server disconnect',
        'io server disconnect',
      ]);
    }
  });

  it('closes every socket when the password is reset, and the others when it is changed', async () => {
    const seller = await createUser(test.database.db, { role: 'seller' });
    const current = await signedInSocket(seller);
    const elsewhere = await signedInSocket(seller);
    const changed = await other.inject({
      method: 'PUT',
      url: '/api/users/self/password',
      headers: { authorization: `Bearer ${current.token}` },
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'changed-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await elsewhere.closed).toBe('io server disconnect');
    expect(await stillOpen(current.socket)).toBe(true);

    await other.inject({
      method: 'POST',
      url: '/api/auth/forgot_password',
      payload: { email: seller.email },
    });
    const { value: token } = linkIn(await latestMail(dataDir, seller.email), 'resetToken');
    const reset = await other.inject({
      method: 'POST',
      url: '/api/auth/reset_password',
      payload: { token, newPassword: 'reset-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await current.closed).toBe('io server disconnect');
  });
});
