import { detailSchema } from '@app/shared/common/errors';
import { FAMILY_MESSAGES } from '@app/shared/family/family.schemas';
import { recordId } from '../../http/ids';

/** What every family route declares (family.routes.ts reads, family-writes.routes.ts writes). */
export const FAMILY_ROUTE = {
  security: [{ bearer: [], tenant: [], profile: [] }],
  tags: ['family'],
  // A guardian's profile only (permissions.ts); what it may see is decided by its own links.
  config: { area: 'family' } as const,
  /** The refusals every family route may answer. */
  denied: { 401: detailSchema, 403: detailSchema, 404: detailSchema },
};

/** A child's id from the path or query: not one, the same 404 as another family's child. */
export const childId = (id: string) => recordId(id, FAMILY_MESSAGES.childNotFound);
