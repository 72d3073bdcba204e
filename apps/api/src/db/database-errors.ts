import { DrizzleQueryError } from 'drizzle-orm';

/**
 * PostgreSQL SQLSTATEs that mean the connection, not the statement, failed: the server ended the
 * session (admin_shutdown on pg_terminate_backend, crash_shutdown, cannot_connect_now while it
 * starts) or the link broke (class 08).
 */
const connectionStates = new Set(['57P01', '57P02', '57P03']);
/** Socket-level errors of a connection that broke or could not be opened. */
const socketCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/** node-postgres says these in words only, without a code. */
const connectionMessages = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

function isConnectionFailure(error: { code?: unknown; message?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (connectionStates.has(code) || code.startsWith('08') || socketCodes.has(code)) return true;
  // A failed query's wrapper carries the statement and its values in its message: only the
  // driver's own error (its cause) is read for words.
  if (error instanceof DrizzleQueryError) return false;
  const message = typeof error.message === 'string' ? error.message : '';
  return connectionMessages.some((words) => message.includes(words));
}

/**
 * True when `error` (or what it wraps: Drizzle wraps the driver's error in `cause`) says the
 * database connection was lost or could not be had. Such a request answers 503: nothing it did
 * was committed, and the next one runs on a fresh connection.
 */
export function isConnectionLoss(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if (isConnectionFailure(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when PostgreSQL refused a value the request carried (SQLSTATE class 22, data exception:
 * a number out of range, a NUL character in text, a malformed value). The schemas refuse these
 * first; this is what keeps one they miss a 400 and not a 500.
 */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
