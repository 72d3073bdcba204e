import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './lazy-page';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(notifications.show).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it("gives up after 120 s with the 'Loading chunk failed' toast", async () => {
    const pending = loadChunk(() => new Promise(() => undefined)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(notifications.show).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ChunkLoadError);
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Loading chunk failed' }),
    );
  });

  it('shows the toast when the download fails, and passes a loaded module through', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(loadChunk(() => Promise.reject(failed))).rejects.toBe(failed);
    expect(notifications.show).toHaveBeenCalledTimes(1);
    await expect(loadChunk(() => Promise.resolve({ Page: 'ok' }))).resolves.toEqual({ Page: 'ok' });
    expect(notifications.show).toHaveBeenCalledTimes(1);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
