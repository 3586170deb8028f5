import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../features/accounts/access-tokens';
import { AppError } from './errors';
import { ref } from '@app/shared/i18n/message-ref';

const notProvided = () => new AppError(401, ref('auth.credentialsMissing'));
const notValid = () => new AppError(401, ref('auth.tokenInvalid'));

/** The claims of the Bearer access token (signature and expiry only); 401 otherwise. */
export async function bearerClaims(request: FastifyRequest): Promise<AccessClaims> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw notProvided();
  const claims = await request.server.tokens.verify(match[1]);
  if (!claims) throw notValid();
  request.callerUserId = claims.userId;
  return claims;
}

/** 401 when the token's sign-in has ended: logged out, revoked on refresh-token reuse, or expired. */
export async function requireOpenSession(request: FastifyRequest, claims: AccessClaims): Promise<void> {
  if (!(await request.server.callers.sessionOpen(claims.sessionId))) throw notValid();
}

/** The signed-in user's id, from a valid Bearer access token of an open session; 401 otherwise. */
export async function authenticate(request: FastifyRequest): Promise<string> {
  const claims = await bearerClaims(request);
  await requireOpenSession(request, claims);
  return claims.userId;
}
