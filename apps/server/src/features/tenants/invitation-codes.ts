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

/** Case, spaces and dashes do not matter when the code is typed back. */
export function hashInviteCode(tokens: Pick<AccessTokens, 'hashSecret'>, code: string): string {
  const normalized = code.replace(/[\s-]+/g, '').toUpperCase();
  return tokens.hashSecret(`invite:${normalized}`);
}
