import crypto from 'node:crypto';
import type { AccessTokens } from '../accounts/access-tokens';

// A-Z and 2-9 without the look-alikes I, O, 0 and 1: easy to read out and type from an SMS.
export const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITE_CODE_LENGTH = 8;
export const INVITE_TTL_DAYS = 7;

export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++)
    code += INVITE_ALPHABET[crypto.randomInt(INVITE_ALPHABET.length)];
  return code;
}

/**
 * The code of an invitation sent through the notices' queue (bulk invitations): derived from the
 * invitation's id with the server's code key, so only its hash is stored and a send repeated after a
 * crash carries the same code. Each HMAC byte picks a letter; 256 is a multiple of the alphabet's 32,
 * so every letter is as likely.
 */
export function derivedInviteCode(tokens: Pick<AccessTokens, 'hashSecret'>, invitationId: string): string {
  const digest = Buffer.from(tokens.hashSecret(`invite-code:${invitationId.toLowerCase()}`), 'hex');
  return [...digest.subarray(0, INVITE_CODE_LENGTH)]
    .map((byte) => INVITE_ALPHABET[byte % INVITE_ALPHABET.length])
    .join('');
}

/** Case, spaces and dashes do not matter when the code is typed back. */
export function hashInviteCode(tokens: Pick<AccessTokens, 'hashSecret'>, code: string): string {
  const normalized = code.replace(/[\s-]+/g, '').toUpperCase();
  return tokens.hashSecret(`invite:${normalized}`);
}
