import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { RequestLogger, requestLoggerOf } from './request-logger.ts';

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const parent = pino({ level, redact: ['*.password'] }, stream);
  return { parent, lines };
}

describe('RequestLogger', () => {
  it('makes no child and writes nothing below the level', () => {
    const { parent, lines } = capture('warn');
    const child = vi.spyOn(parent, 'child');
    const log = new RequestLogger(parent, { reqId: 'r-1' }, {});
    log.info('incoming request');
    log.debug({ a: 1 }, 'detail');
    log.trace('trace');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes a line with the request id, redacted, at an enabled level', async () => {
    const { parent, lines } = capture('warn');
    const log = new RequestLogger(parent, { reqId: 'r-2' }, {});
    log.warn({ body: { password: 'secret' } }, 'refused');
    log.error('failed');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toMatchObject([
      { level: 40, reqId: 'r-2', msg: 'refused', body: { password: '[Redacted]' } },
      { level: 50, reqId: 'r-2', msg: 'failed' },
    ]);
  });

  it('follows a level set on it, and gives children that keep the request id', async () => {
    const { parent, lines } = capture('warn');
    const log = new RequestLogger(parent, { reqId: 'r-3' }, {});
    log.level = 'info';
    log.info('now written');
    log.child({ step: 'pay' }).info('from the child');
    await new Promise((resolve) => setImmediate(resolve));
    expect(parent.level).toBe('warn');
    expect(lines).toMatchObject([
      { reqId: 'r-3', msg: 'now written' },
      { reqId: 'r-3', step: 'pay', msg: 'from the child' },
    ]);
  });

  it('is pino’s own child when the route sets a level', () => {
    const { parent } = capture('warn');
    expect(requestLoggerOf(parent, { reqId: 'r-4' }, { level: 'debug' })).not.toBeInstanceOf(
      RequestLogger,
    );
    expect(requestLoggerOf(parent, { reqId: 'r-4' }, {})).toBeInstanceOf(RequestLogger);
  });
});
