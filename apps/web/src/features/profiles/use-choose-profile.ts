import { useQueryClient } from '@tanstack/react-query';
import { ref } from '@app/shared/i18n/message-ref';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from '../../lib/notify';
import { selectProfile } from '../auth';
import { useSetActiveProfile } from './profiles.api';

/** Sets the active profile on the server, stores the choice and opens the dashboard. */
export function useChooseProfile() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setActive = useSetActiveProfile();
  const { mutate } = setActive;

  const choose = useCallback(
    (tenant: string, profile: string) =>
      mutate(
        { tenant, profile },
        {
          onSuccess: () => {
            // Business data belongs to one school: nothing cached for the previous one may show.
            queryClient.clear();
            selectProfile(tenant, profile);
            navigate('/', { replace: true });
          },
          // Closes after the provider's 5 s, as the spec asks of this toast.
          onError: () => notifyError(ref('profiles.setActiveFailed')),
        },
      ),
    [mutate, navigate, queryClient],
  );

  return { choose, isPending: setActive.isPending, isError: setActive.isError };
}
