import type { EmailOnlyInput, ResetConfirmInput } from '@app/shared/accounts/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../lib/api-client';

type Detail = { detail: string };

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: EmailOnlyInput) => authApi.post<Detail>('/user/password/reset/', input),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: ResetConfirmInput) => authApi.post<Detail>('/user/password/reset/confirm/', input),
  });
}
