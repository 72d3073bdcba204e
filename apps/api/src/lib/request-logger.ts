import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type ParentLogger = FastifyBaseLogger & { isLevelEnabled: (level: string) => boolean };

/**
 * A request's logger that becomes pino's child logger (with the request id bound) only when it
 * first writes a line at an enabled level. Fastify makes a child per request; with redaction on,
 * pino's child serialises its bindings through the redaction each time, a share of every request
 * that logs nothing (most requests, at the production level).
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: ParentLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: ParentLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]) {
    if (!this.#child && !this.#parent.isLevelEnabled(level)) return;
    (this.#logger[level] as (...values: unknown[]) => void)(...args);
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.#parent.level;
  }
  set level(level: LevelWithSilentOrString) {
    this.#logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, or the parent's child at once when the route sets
 * its own level (the parent's would not tell what the child writes) or the logger is not pino's
 * (logging off).
 */
export function requestLoggerOf(
  this: unknown,
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const levels = parent as Partial<ParentLogger>;
  if (options.level || typeof levels.isLevelEnabled !== 'function') {
    return parent.child(bindings, options);
  }
  return new RequestLogger(parent as ParentLogger, bindings, options);
}
