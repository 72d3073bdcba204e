import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openTestDatabase, type TestDatabase } from './db.ts';

describe('logs', () => {
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
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'trace' }), webDist: dataDir };
    app = await buildApp({ config, database: testDb.database, logStream: stream });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.release();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never contain passwords, tokens or API keys sent in a request', async () => {
    const secrets = [
      'hunter2-password',
      'bearer-secret-token',
      'swk_secret_api_key',
      'refresh-xyz',
    ];
    await app.inject({
      method: 'POST',
      url: '/api/health?x=1',
      headers: {
        authorization: `Bearer ${secrets[1]}`,
        'x-api-key': secrets[2],
        cookie: `sw_refresh=${secrets[3]}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ password: secrets[0], refreshToken: secrets[3] }),
    });
    await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: `Bearer ${secrets[1]}` },
    });
    const output = lines.join('');
    expect(output).toContain('/api/health');
    for (const secret of secrets) expect(output).not.toContain(secret);
  });
});
