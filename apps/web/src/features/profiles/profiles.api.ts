import type { AcceptInviteInput, SetActiveProfileInput } from '@app/shared/accounts/tenancy.schemas';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../lib/api-client';

export function useSetActiveProfile() {
  return useMutation({
    mutationFn: (input: SetActiveProfileInput) =>
      authApi.post<{ detail: string }>('/tenants/users/set-active-profile/', input, true),
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (input: AcceptInviteInput) =>
      authApi.post<{ detail: string; tenant: string; profile_id: string }>(
        '/tenants/users/accept-invite-code/',
        input,
        true,
      ),
  });
}
