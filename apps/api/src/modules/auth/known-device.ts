import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AccessTokenSigner } from './access-token.ts';

/**
 * A browser that signed in to an account keeps this cookie: its device id and a mark binding it
 * to the account's e-mail under the signing secret. Failed sign-ins of the account from elsewhere
 * do not lock it out (login-throttle.ts), so nobody can lock an owner out by guessing.
 */
export const DEVICE_COOKIE = 'sw_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

const markOf = (signer: AccessTokenSigner, deviceId: string, email: string) =>
  signer.deviceMark(`${deviceId}:${email.toLowerCase()}`);

/** The device id of a cookie made for this e-mail's account, else undefined. */
export function knownDeviceOf(
  signer: AccessTokenSigner,
  cookie: string | undefined,
  email: string,
): string | undefined {
  const [deviceId = '', mark = '', ...rest] = (cookie ?? '').split('.');
  if (rest.length > 0 || !DEVICE_ID.test(deviceId)) return undefined;
  const expected = Buffer.from(markOf(signer, deviceId, email));
  const given = Buffer.from(mark);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? deviceId
    : undefined;
}

/** The cookie a device gets on signing in to an account (its id kept when it had one). */
export function deviceCookieFor(
  signer: AccessTokenSigner,
  cookie: string | undefined,
  email: string,
): string {
  const [previous = ''] = (cookie ?? '').split('.');
  const deviceId = DEVICE_ID.test(previous) ? previous : randomBytes(18).toString('base64url');
  return `${deviceId}.${markOf(signer, deviceId, email)}`;
}

/** Sent only to the sign-in routes, like the refresh cookie, and never read by scripts. */
export function setDeviceCookie(reply: FastifyReply, publicUrl: string, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/auth',
    secure: publicUrl.startsWith('https:'),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
