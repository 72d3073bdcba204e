import { DrizzleQueryError } from 'drizzle-orm';

/** Fields of the driver's error worth logging; `detail` and `where` are left out: they quote row values. */
const driverFields = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'];

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
};

/**
 * An error as the logs may show it: a failed query keeps its statement and loses its values (a
 * password hash, a token, a person's address travel as parameters), and the driver's error keeps
 * its code and constraint but not the row it quotes. Used as the logger's `err` serializer and by
 * anything that prints an error itself.
 */
export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const logged: LoggedError = {
    type: error.name || error.constructor.name,
    message: error.message,
    stack: '',
  };
  if (error instanceof DrizzleQueryError) {
    logged.type = 'DrizzleQueryError';
    logged.message = `Failed query: ${error.query}`;
  }
  // The stack starts with the message, values and all: keep only its frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  logged.stack = [`${logged.type}: ${logged.message}`, ...frames].join('\n');
  for (const field of driverFields) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number') logged.statusCode = status;
  if (error.cause !== undefined && depth < 4) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
