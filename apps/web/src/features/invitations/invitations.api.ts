import { useMutation, useQuery } from '@tanstack/react-query';
import type { Invitation, Metadata, SendInviteInput } from '@app/shared/accounts/tenancy.schemas';
import {
  BULK_INVITE_PATH,
  type BulkInviteInput,
  type BulkInviteResult,
} from '@app/shared/invitations/bulk-invitation.schemas';
import { api, authApi } from '../../lib/api-client';

/**
 * The roles an invitation of this profile type may carry (spec part 2 §6), from the server's metadata:
 * role_type at or above the profile type and below it plus 100.
 */
export function useInvitationRoles(profileType: number) {
  return useQuery({
    queryKey: ['metadata'],
    queryFn: () => authApi.get<Metadata>('/metadata/'),
    // Profile types and roles are seeded: they do not change while the console is open.
    staleTime: Infinity,
    select: (metadata) =>
      metadata.roles.flat.filter(
        (role) => role.role_type >= profileType && role.role_type < profileType + 100,
      ),
  });
}

/** Sends an invitation code by SMS (and e-mail when one is given). */
export function useSendInvitation() {
  return useMutation({
    mutationFn: (input: SendInviteInput) => api.post<Invitation>('/tenants/users/send-invite-sms/', input),
  });
}

/** Invites every guardian of a route, stream or grade level (or, as a dry run, counts them). */
export function useBulkInvitation() {
  return useMutation({
    mutationFn: (input: BulkInviteInput) => api.post<BulkInviteResult>(BULK_INVITE_PATH, input),
  });
}
