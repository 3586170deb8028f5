import crypto from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { AccessTokens } from './access-tokens';

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", ADR 005): a browser
 * that has signed in to an account keeps a cookie naming that account, signed by the server, and
 * its wrong passwords count against that cookie alone. Browsers without one share a limit per
 * account, so many addresses cannot guess without end, and the owner's browser is never locked out
 * by them (nor by the failures of others behind the same address).
 */

type Keys = Pick<AccessTokens, 'hashSecret'>;

/** A browser keeps its allowance this long after its latest sign-in. */
const DEVICE_COOKIE_DAYS = 365;

function account(email: string): string {
  return email.trim().toLowerCase();
}

function signature(keys: Keys, email: string, nonce: string): string {
  return keys.hashSecret(`device-cookie:${account(email)}:${nonce}`);
}

/**
 * One cookie per account (a shared computer keeps the allowance of each person who signs in on it),
 * named by a keyed hash so the name does not show the address.
 */
export function deviceCookieName(keys: Keys, email: string): string {
  return `device_${keys.hashSecret(`device-cookie-name:${account(email)}`).slice(0, 20)}`;
}

/** The device's id when `value` is a device cookie this server signed for `email`; null otherwise. */
export function trustedDevice(keys: Keys, email: string, value: string | undefined): string | null {
  const [nonce, mac, ...rest] = (value ?? '').split('.');
  if (!nonce || !mac || rest.length > 0) return null;
  const expected = Buffer.from(signature(keys, email, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : null;
}

/** The value of the cookie for this device (a new one when it has none) and `email`. */
export function deviceCookieValue(keys: Keys, email: string, device: string | null): string {
  const nonce = device ?? crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${signature(keys, email, nonce)}`;
}

/**
 * Sent to sign-in only, unreadable by scripts, never with a request another site starts, and only
 * over https when the console is served over https.
 */
export function deviceCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: (request.routeOptions.url ?? '/').replace(/\/+$/, ''),
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  };
}
