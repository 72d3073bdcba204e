/**
 * A fresh `Idempotency-Key` for one money-moving request: the same key goes with every retry of
 * that request, so a charge that reached the server but lost its answer is not made twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
