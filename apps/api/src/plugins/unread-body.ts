import type { FastifyReply, FastifyRequest } from 'fastify';

/** The most of a refused body taken after the answer; past it the connection is closed. */
export const UNREAD_BODY_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long the rest of a refused body may take to come in. */
const UNREAD_BODY_TIMEOUT_MS = 60_000;

/**
 * A request answered before its body was read to the end (a refused upload, a body too large, a
 * sign-in missing): the rest is read and thrown away, so a client that sends its whole body
 * before it reads (python-requests does) gets the answer. Left alone, the multipart parser's
 * stream stays paused and the client's writes wait forever; a connection closed at once instead
 * (Fastify closes after a body it could not parse) resets a client still sending, which then
 * never reads the answer. The connection stays usable once the body is taken. A body declared
 * larger than UNREAD_BODY_LIMIT_BYTES, or one that goes on past it, is not worth reading: its
 * connection is closed.
 */
export function takeUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || raw.readableEnded) return;
  const declared = Number(raw.headers['content-length']);
  if (declared > UNREAD_BODY_LIMIT_BYTES) {
    reply.header('connection', 'close');
    return;
  }
  reply.removeHeader('connection');
  raw.unpipe();
  let taken = 0;
  const timer = setTimeout(() => raw.destroy(), UNREAD_BODY_TIMEOUT_MS);
  timer.unref();
  raw.on('data', (chunk: Buffer) => {
    taken += chunk.length;
    if (taken > UNREAD_BODY_LIMIT_BYTES) raw.destroy();
  });
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}
