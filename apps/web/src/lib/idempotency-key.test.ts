import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, CLIENT_ERROR_CODES, setAuthHooks } from './api-client';
import {
  createSubmitKeys,
  newIdempotencyKey,
  outcomeUnknown,
  requestFingerprint,
} from './idempotency-key';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

/** Keys k1, k2, … so a test can tell them apart. */
function countingKeys() {
  let n = 0;
  return createSubmitKeys(() => {
    n += 1;
    return `k${n}`;
  });
}

const networkError = () => new ApiError(0, CLIENT_ERROR_CODES.network, 'Network error');

describe('newIdempotencyKey', () => {
  it('is a fresh key the server takes (printable ASCII, at most 255 characters) each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{1,255}$/);
  });
});

describe('requestFingerprint', () => {
  it('is the same for the same values in any key order, and differs for other values', () => {
    expect(requestFingerprint({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      requestFingerprint({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(requestFingerprint({ a: 1, skipped: undefined })).toBe(requestFingerprint({ a: 1 }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: 2 }));
  });

  it('tells files apart by name, size and type, in objects and in form data', () => {
    const file = (text: string, name = 'label.pdf') =>
      new File([text], name, { type: 'application/pdf', lastModified: 1 });
    expect(requestFingerprint({ file: file('abc') })).toBe(
      requestFingerprint({ file: file('abc') }),
    );
    expect(requestFingerprint({ file: file('abc') })).not.toBe(
      requestFingerprint({ file: file('abcd') }),
    );
    const form = (name: string) => {
      const data = new FormData();
      data.append('orderId', '7');
      data.append('file', file('abc', name));
      return data;
    };
    expect(requestFingerprint(form('a.pdf'))).toBe(requestFingerprint(form('a.pdf')));
    expect(requestFingerprint(form('a.pdf'))).not.toBe(requestFingerprint(form('b.pdf')));
  });
});

describe('outcomeUnknown', () => {
  it('is true when the server may have acted: no answer, a 5xx, the first try still running', () => {
    expect(outcomeUnknown(networkError())).toBe(true);
    expect(outcomeUnknown(new ApiError(0, CLIENT_ERROR_CODES.timeout, 'Timed out'))).toBe(true);
    expect(outcomeUnknown(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Down'))).toBe(true);
    expect(outcomeUnknown(new ApiError(409, 'IDEMPOTENCY_KEY_IN_USE', 'Still running'))).toBe(true);
    expect(outcomeUnknown(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('is false for a refusal, which changed nothing', () => {
    expect(outcomeUnknown(new ApiError(400, 'VALIDATION_ERROR', 'Check the fields'))).toBe(false);
    expect(outcomeUnknown(new ApiError(409, 'CONFLICT', 'Already taken'))).toBe(false);
    expect(outcomeUnknown(new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'Reused'))).toBe(false);
  });
});

describe('createSubmitKeys', () => {
  it('keeps one key for a submit retried after a lost answer, and renews it after success', async () => {
    const keys = countingKeys();
    const sent: string[] = [];
    const order = { sellerOrderId: 'A-1', items: [{ catalogId: 7, quantity: 1 }] };
    const failing = (key: string) => {
      sent.push(key);
      return Promise.reject(networkError());
    };
    const placing = (key: string) => {
      sent.push(key);
      return Promise.resolve({ id: 1 });
    };
    await expect(keys.run(order, failing)).rejects.toBeInstanceOf(ApiError);
    await expect(
      keys.run(order, (key) => {
        sent.push(key);
        return Promise.reject(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Down'));
      }),
    ).rejects.toBeInstanceOf(ApiError);
    // The same values again (a retried click, its object rebuilt): the same key.
    await expect(keys.run({ ...order }, placing)).resolves.toEqual({ id: 1 });
    // A new submit after the answer is a new order: a new key.
    await keys.run(order, placing);
    expect(sent).toEqual(['k1', 'k1', 'k1', 'k2']);
  });

  it('gives other values their own key, and a new key after a refusal', async () => {
    const keys = countingKeys();
    const sent: string[] = [];
    const refusing = (key: string) => {
      sent.push(key);
      return Promise.reject(new ApiError(400, 'NOT_ENOUGH_CREDIT', 'Not enough credit'));
    };
    const lost = (key: string) => {
      sent.push(key);
      return Promise.reject(networkError());
    };
    await expect(keys.run({ amount: 5 }, lost)).rejects.toBeInstanceOf(ApiError);
    // The form changed: another request, which the first key would make the server refuse (422).
    await expect(keys.run({ amount: 6 }, lost)).rejects.toBeInstanceOf(ApiError);
    // Refused: nothing happened, so the next try (say, after a top-up) is a new request.
    await expect(keys.run({ amount: 6 }, refusing)).rejects.toBeInstanceOf(ApiError);
    await expect(keys.run({ amount: 6 }, refusing)).rejects.toBeInstanceOf(ApiError);
    expect(sent).toEqual(['k1', 'k2', 'k2', 'k3']);
  });

  it('renews on demand', () => {
    const keys = countingKeys();
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    keys.renew();
    expect(keys.keyFor({ a: 1 })).toBe('k2');
  });
});

describe('the API client with a key', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setAuthHooks({});
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends it as the Idempotency-Key header, and no header without one', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await apiClient.post('/orders', { a: 1 }, { idempotencyKey: 'key-1' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Idempotency-Key')).toBe('key-1');
    await apiClient.post('/orders', { a: 1 });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).has('Idempotency-Key')).toBe(false);
  });
});
