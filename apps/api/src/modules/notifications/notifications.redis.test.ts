import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/db.ts';
import {
  connectSocket,
  listenOnFreePort,
  recordEvents,
  type TestSocket,
} from '../../../test/factories/sockets.ts';
import { authHeaders, createUser } from '../../../test/factories/users.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { realtimeFor } from '../../plugins/socket.ts';
import { notify } from './notifications.service.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('two API instances sharing Redis', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-redis-'));
  let test: TestDatabase;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    test = await openTestDatabase();
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      webDist: join(dataDir, 'no-web'),
      redisUrl: REDIS_URL,
    };
    first = await buildApp({ config, database: test.database, logger: false });
    second = await buildApp({ config, database: test.database, logger: false });
    firstUrl = await listenOnFreePort(first);
    secondUrl = await listenOnFreePort(second);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await first?.close();
    await second?.close();
    await test?.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers an event raised on one instance to a socket connected to the other', async () => {
    const seller = await createUser(test.database.db, { role: 'seller' });
    const token = (await authHeaders(second, seller)).authorization.slice('Bearer '.length);
    const socket = await connectSocket(secondUrl, token);
    sockets.push(socket);
    const events = recordEvents(socket);
    const message = `Deposit approved ${randomUUID()}`;

    // Raised through the first instance's channel (its adapter publishes to Redis).
    const payload = {
      id: 1,
      type: 3,
      message,
      status: 0 as const,
      meta: {},
      createdAt: new Date().toISOString(),
    };
    first.realtime.toUser({ id: seller.id, role: 'seller' }, 'approve-deposit', payload);
    const got = await events.waitFor(
      (event, body) =>
        event === 'approve-deposit' && (body as { message: string }).message === message,
    );
    expect(got.payload).toEqual(payload);
  });

  it('fans out a committed notify() to every instance', async () => {
    const admin = await createUser(test.database.db, { role: 'admin' });
    const token = (await authHeaders(first, admin)).authorization.slice('Bearer '.length);
    // Both instances run on one database; its channel is the one built last (the second), so
    // the event reaches the first instance's socket only through Redis.
    expect(realtimeFor(test.database.db)).toBe(second.realtime);
    const socket = await connectSocket(firstUrl, token);
    sockets.push(socket);
    const events = recordEvents(socket);
    const message = `Top-up requested ${randomUUID()}`;
    await withTransaction(test.database.db, (tx) =>
      notify(tx, { userIds: [admin.id], type: 'request-topup', message }),
    );
    const got = await events.waitFor(
      (event, body) =>
        event === 'request-topup' && (body as { message: string }).message === message,
    );
    expect(got.payload).toMatchObject({ type: 2, status: 0, message });
  });
});
