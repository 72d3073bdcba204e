import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { configVariableNames, loadConfig } from './config.ts';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

describe('the data folder', () => {
  const started = process.cwd();
  afterEach(() => process.chdir(started));

  it('is the same whether a script runs at the root (npm start) or in apps/api (db:migrate, seed:demo, dev)', () => {
    process.chdir(repository);
    const atRoot = loadConfig({});
    process.chdir(join(repository, 'apps/api'));
    const inWorkspace = loadConfig({});
    expect(inWorkspace.dataDir).toBe(atRoot.dataDir);
    expect(atRoot.dataDir).toBe(join(repository, 'data'));
    expect(loadConfig({ DATA_DIR: './data-demo' }).dataDir).toBe(join(repository, 'data-demo'));
    expect(loadConfig({ DATA_DIR: '/srv/stitchworks' }).dataDir).toBe('/srv/stitchworks');
    expect(inWorkspace.webDist).toBe(join(repository, 'apps/web/dist'));
  });
});

describe('the configuration documentation', () => {
  it('names every variable in the README table and in .env.example', () => {
    const readme = readFileSync(join(repository, 'README.md'), 'utf8');
    const example = readFileSync(join(repository, '.env.example'), 'utf8');
    const missing = configVariableNames.filter(
      (name) => !readme.includes(`\`${name}\``) || !new RegExp(`^${name}=`, 'm').test(example),
    );
    expect(missing).toEqual([]);
  });
});

describe('the live socket cap', () => {
  it('is a whole number when set, and unset (the file limit decides) when empty', () => {
    expect(loadConfig({ SOCKET_MAX_CONNECTIONS: '5000' }).socketMaxConnections).toBe(5000);
    expect(loadConfig({ SOCKET_MAX_CONNECTIONS: '' }).socketMaxConnections).toBeUndefined();
    expect(loadConfig({}).socketMaxConnections).toBeUndefined();
    expect(() => loadConfig({ SOCKET_MAX_CONNECTIONS: 'many' })).toThrow(/SOCKET_MAX_CONNECTIONS/);
    expect(() => loadConfig({ SOCKET_MAX_CONNECTIONS: '-1' })).toThrow(/SOCKET_MAX_CONNECTIONS/);
  });
});
