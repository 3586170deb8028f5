import type { FastifyRequest } from 'fastify';
import { can, type Area } from '@app/shared/accounts/permissions';
import { ref } from '@app/shared/i18n/message-ref';
import type { Db } from '../db/client';
import type { PhotoStore } from '../features/photos/photo-store';
import { bearerClaims, requireOpenSession } from './auth';
import { AppError } from './errors';
import { isUuid } from './ids';

/** Who is calling, as whom, in which school: the first argument of every business service. */
export type TenantContext = {
  db: Db;
  /** The school's photos on disk. */
  photos: PhotoStore;
  tenantId: string;
  profileId: string;
  userId: string;
  roleId: number;
  profileType: number;
  personId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantContext;
  }
  interface FastifyContextConfig {
    /** The permission area of a business route; reads need `read`, other methods `write`. */
    area?: Area;
  }
}

/** onRequest hook of business routes: Bearer, X-TENANT-ID and X-PROFILE-ID, then the role's permission. */
export async function resolveTenantContext(request: FastifyRequest): Promise<void> {
  const claims = await bearerClaims(request);
  const { userId } = claims;
  const tenantId = headerValue(request, 'x-tenant-id');
  const profileId = headerValue(request, 'x-profile-id');
  if (!tenantId || !profileId) {
    await requireOpenSession(request, claims);
    throw new AppError(403, ref('auth.schoolHeadersMissing'));
  }
  const { callers } = request.server;
  // Both usually answer from memory (http/caller-cache.ts); when not, the two reads go out together.
  const [, found] = await Promise.all([
    requireOpenSession(request, claims),
    isUuid(tenantId) && isUuid(profileId) ? callers.profile(tenantId, profileId) : undefined,
  ]);
  const profile = found?.user_id === userId ? found : undefined;
  if (!profile) throw new AppError(403, ref('auth.profileNotYours'));
  const area = request.routeOptions.config.area;
  const access = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
  if (!area || !can(profile.role_id, area, access)) {
    throw new AppError(403, ref('auth.permissionDenied'));
  }
  request.tenant = {
    db: request.server.database.forSchool(tenantId),
    photos: request.server.photos,
    tenantId,
    profileId,
    userId,
    roleId: profile.role_id,
    profileType: profile.profile_type,
    personId: profile.person_id,
  };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}
