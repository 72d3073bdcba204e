import { useState } from 'react';
import { isApiError } from './api-client';

/**
 * A fresh `Idempotency-Key`: the same key goes with every retry of one request, so a write that
 * reached the server but lost its answer (a time-out, a dropped connection, a 5xx) is made once.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A file as a fingerprint sees it: the same file chosen again is the same request. */
function fileMark(file: Blob): string {
  const named = file as Blob & { name?: string; lastModified?: number };
  return `file:${named.name ?? ''}:${file.size}:${file.type}:${named.lastModified ?? ''}`;
}

/** The request's values as text, object keys sorted and files by name, size and date. */
export function requestFingerprint(request: unknown): string {
  const walk = (value: unknown): unknown => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) return fileMark(value);
    if (typeof FormData !== 'undefined' && value instanceof FormData) {
      return [...value.entries()].map(([name, item]) => [name, walk(item)]);
    }
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .filter(([, item]) => item !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, item]) => [key, walk(item)]),
      );
    }
    return value;
  };
  return JSON.stringify(walk(request)) ?? '';
}

/**
 * Whether the server may have acted on a request that failed: no answer came (a time-out, the
 * network), the server failed (5xx), or the first try with the key is still running (409). Then
 * the retry must carry the same key. Any other answer settled it: a refusal (4xx) changed nothing.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 0 || error.status >= 500 || error.status === 429) return true;
  return error.status === 409 && error.code === 'IDEMPOTENCY_KEY_IN_USE';
}

export type SubmitKeys = {
  /** The key of this request: the one of the last try while the values are the same. */
  keyFor: (request: unknown) => string;
  /**
   * Sends a request with its key; after an answer that settles it (success, or a refusal) the
   * next submit gets a new key, after an unknown outcome the retry keeps this one.
   */
  run: <T>(request: unknown, send: (idempotencyKey: string) => Promise<T>) => Promise<T>;
  /** Forgets the key: the next submit is a new one. */
  renew: () => void;
};

/**
 * The keys of one form's or dialog's submits (one submit intent, one key): a retried click sends
 * the same values with the same key, so the server makes the order, payment or label once and
 * answers the first answer again. Other values, or a submit after an answer, get a new key.
 */
export function createSubmitKeys(newKey: () => string = newIdempotencyKey): SubmitKeys {
  let current: { fingerprint: string; key: string } | null = null;
  const keyFor = (request: unknown) => {
    const fingerprint = requestFingerprint(request);
    if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
    return current.key;
  };
  const renew = () => {
    current = null;
  };
  return {
    keyFor,
    renew,
    run: async (request, send) => {
      const key = keyFor(request);
      try {
        const answer = await send(key);
        if (current?.key === key) renew();
        return answer;
      } catch (error) {
        if (!outcomeUnknown(error) && current?.key === key) renew();
        throw error;
      }
    },
  };
}

/** `createSubmitKeys` for a component: its keys live as long as the form or dialog. */
export function useSubmitKeys(): SubmitKeys {
  return useState(() => createSubmitKeys())[0];
}
