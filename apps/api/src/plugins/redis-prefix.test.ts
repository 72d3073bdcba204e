import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/db.ts';
import {
  connectSocket,
  listenOnFreePort,
  recordEvents,
  type TestSocket,
} from '../../test/factories/sockets.ts';
import { authHeaders, createUser } from '../../test/factories/users.ts';
import { buildApp } from '../app.ts';
import { type Config, loadConfig, redisPrefixFor } from '../config.ts';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

describe('the Redis prefix of a deployment', () => {
  it('is derived from the database: its host, port and name, not who signs in to it', () => {
    const a = redisPrefixFor('postgres://app:one@db.example:5432/shop', '/srv/a');
    expect(a).toMatch(/^sw-[0-9a-f]{10}$/);
    expect(redisPrefixFor('postgres://other:two@DB.example/shop?sslmode=require', '/srv/b')).toBe(
      a,
    );
    expect(redisPrefixFor('postgres://app:one@db.example:5432/shop2', '/srv/a')).not.toBe(a);
    expect(redisPrefixFor('postgres://app:one@db2.example:5432/shop', '/srv/a')).not.toBe(a);
    expect(redisPrefixFor(undefined, '/srv/a')).not.toBe(redisPrefixFor(undefined, '/srv/b'));
    expect(redisPrefixFor(undefined, '/srv/a')).toBe(redisPrefixFor(undefined, '/srv/a'));
  });

  it('is REDIS_PREFIX when set', () => {
    const config = loadConfig({ REDIS_PREFIX: 'shop-eu', DATABASE_URL: 'postgres://x@h/db' });
    expect(config.redisPrefix).toBe('shop-eu');
    expect(() => loadConfig({ REDIS_PREFIX: 'two words' })).toThrow(/REDIS_PREFIX/);
  });
});

/**
 * Deployments sharing one Redis: each is an app on its own data folder (so its own default
 * prefix); the users of both have the same ids, as two databases' users would.
 */
describe('two deployments sharing one Redis', () => {
  const folders: string[] = [];
  const apps: FastifyInstance[] = [];
  const sockets: TestSocket[] = [];
  let test: TestDatabase;

  const deployment = async (overrides: Partial<Config> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sw-prefix-'));
    folders.push(dataDir);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      webDist: join(dataDir, 'no-web'),
      redisUrl: REDIS_URL,
      ...overrides,
    };
    const app = await buildApp({ config, database: test.database, logger: false });
    apps.push(app);
    return { app, url: await listenOnFreePort(app) };
  };

  beforeAll(async () => {
    test = await openTestDatabase();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const app of apps) await app.close();
    await test?.release();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('do not hear each other’s notifications; instances with one prefix do', async () => {
    const a = await deployment();
    const b = await deployment();
    expect(a.app.config.redisPrefix).not.toBe(b.app.config.redisPrefix);
    const bTwin = await deployment({ redisPrefix: b.app.config.redisPrefix });

    const seller = await createUser(test.database.db, { role: 'seller' });
    const token = (await authHeaders(b.app, seller)).authorization.slice('Bearer '.length);
    const socket = await connectSocket(b.url, token);
    sockets.push(socket);
    const events = recordEvents(socket);
    const payload = (message: string) => ({
      id: 1,
      type: 3,
      message,
      status: 0 as const,
      meta: {},
      createdAt: new Date().toISOString(),
    });

    const foreign = `$3.00 was added to your credit ${randomUUID()}`;
    a.app.realtime.toUser({ id: seller.id, role: 'seller' }, 'approve-deposit', payload(foreign));
    const own = `$4.00 was added to your credit ${randomUUID()}`;
    bTwin.app.realtime.toUser({ id: seller.id, role: 'seller' }, 'approve-deposit', payload(own));

    await events.waitFor((_event, body) => (body as { message: string }).message === own);
    // Redis delivers in order of publication: the first event would have come before the second.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const messages = events.received.map((entry) => (entry.payload as { message: string }).message);
    expect(messages).toEqual([own]);
  });

  it('keep their rate-limit counters under their own prefix', async () => {
    const prefix = `sw-test-${randomUUID().slice(0, 8)}`;
    const { app } = await deployment({ redisPrefix: prefix });
    await app.inject({ method: 'GET', url: '/api/settings/public' });
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}:rl:*`);
      expect(keys.length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
