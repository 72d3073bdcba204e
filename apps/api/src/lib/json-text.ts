import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already text (written by the database, say) as it is. Fastify sends a string
 * with a JSON content type without serialising it again, so the route's response schema documents
 * the answer but does not check it: the tests of such a route check the answer against it.
 */
export function sendJsonText(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json);
}
