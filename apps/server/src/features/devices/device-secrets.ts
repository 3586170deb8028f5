import crypto from 'node:crypto';

/**
 * A device's secret: 32 random bytes, as base64url (43 characters), made by the server and shown
 * once. Kept as its SHA-256 (ADR 020): a secret of 256 random bits cannot be guessed from its hash,
 * so the slow hash of a password would only slow every ping.
 */
export function newDeviceSecret(): { secret: string; hash: string } {
  const secret = crypto.randomBytes(32).toString('base64url');
  return { secret, hash: secretHash(secret) };
}

export function secretHash(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` is the one whose hash is kept, in time that does not depend on where they differ. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(secretHash(secret), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && crypto.timingSafeEqual(given, kept);
}
