import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { afterCommit } from '../src/lib/transaction.ts';
import { openTestDatabase, type TestDatabase } from './db.ts';

const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$leaked-hash-value';

describe('database errors in the logs', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-log-'));
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    testDb = await openTestDatabase();
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), webDist: dataDir };
    app = await buildApp({ config, database: testDb.database, logStream: stream });
    // A statement that fails with a password hash among its values and in the row it quotes
    // (a NOT NULL violation names the failing row).
    const failingInsert = sql`insert into users (email, password_hash, role) values (${'x@example.test'}, ${SECRET_HASH}, ${'seller'})`;
    app.post('/test-only/failing-query', async () => {
      await app.db.execute(failingInsert);
      return {};
    });
    app.post('/test-only/failing-effect', async () => {
      await afterCommit(app.db, () => app.db.execute(failingInsert).then(() => undefined));
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('show the failed statement and never its values', async () => {
    const res = await app.inject({ method: 'POST', url: '/test-only/failing-query' });
    expect(res.statusCode).toBe(500);
    const output = lines.join('');
    expect(output).toContain('Failed query: insert into users');
    expect(output).toContain('23502');
    expect(output).not.toContain('leaked-hash-value');
    expect(output).not.toContain('x@example.test');
  });

  it('print an effect that failed after commit without its query values', async () => {
    const printed: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => {
      printed.push(...args);
    });
    try {
      await app.inject({ method: 'POST', url: '/test-only/failing-effect' });
    } finally {
      spy.mockRestore();
    }
    const text = JSON.stringify(printed);
    expect(text).toContain('Failed query: insert into users');
    expect(text).not.toContain('leaked-hash-value');
  });
});
