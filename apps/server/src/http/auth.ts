import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The signed-in user's id, from the Bearer access token; 401 otherwise. */
export async function authenticate(request: FastifyRequest): Promise<string> {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw new AppError(401, 'Authentication credentials were not provided.');
  const userId = await request.server.tokens.verify(match[1]);
  if (!userId) throw new AppError(401, 'Given token not valid or expired.');
  return userId;
}
