import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_MS } from './sessions.ts';

/** The refresh token travels in this httpOnly cookie, sent only to the sign-in routes. */
export const REFRESH_COOKIE = 'sw_refresh';
const COOKIE_PATH = '/api/auth';

function cookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: COOKIE_PATH,
    secure: publicUrl.startsWith('https:'),
  };
}

export function setRefreshCookie(reply: FastifyReply, publicUrl: string, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    ...cookieOptions(publicUrl),
    maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(publicUrl));
}

/** The body's token when given (the spec's callers), else the cookie's (the web app). */
export function presentedRefreshToken(
  request: FastifyRequest,
  fromBody: string | undefined,
): string | undefined {
  return fromBody ?? request.cookies[REFRESH_COOKIE] ?? undefined;
}
