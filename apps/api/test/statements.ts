import { vi } from 'vitest';
import type { Db } from '../src/db/client.ts';

/** How many statements the database client was sent while `run` ran, and what `run` answered. */
export async function countingStatements<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await run();
    return { result, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}
