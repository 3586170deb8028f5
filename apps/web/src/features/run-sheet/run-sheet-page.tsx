import { Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { useSearchParams } from 'react-router';
import { ListState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { errorMessage } from '../../lib/api-error';
import { currentSelection, useAuth } from '../auth';
import { KeptActionsNotice } from './kept-actions-notice';
import { OutboxNotices, WaitingList } from './outbox-notices';
import { useDayLabel } from './run-labels';
import { useRunSheet } from './run-sheet.api';
import { TripList } from './trip-list';
import { TripRun } from './trip-run';
import { useOutboxItems } from './use-outbox';

/**
 * The driver's and bus attendant's run sheet (beyond the spec): today's trips of the signed-in person,
 * phone-sized, usable without a connection. The open trip is in the address (`?trip=`), so the
 * phone's Back button returns to the list. What is recorded here is sent by the console's outbox
 * flusher (outbox-flusher.tsx), from whichever screen is open when the connection returns.
 */
export function RunSheetPage() {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const auth = useAuth();
  const selection = currentSelection(auth);
  // The router opens this screen only signed in, with a school and profile chosen.
  const user = auth.user?.id ?? '';
  const tenant = selection?.tenant.tenant ?? '';
  const profile = selection?.profile.profile_id ?? '';
  const recorder = useMemo(() => ({ user, tenant, profile }), [user, tenant, profile]);
  const { online } = useNetwork();
  const sheet = useRunSheet(recorder);
  const outbox = useOutboxItems(user, tenant) ?? [];
  const [params, setParams] = useSearchParams();
  const open = sheet.data?.sheet.trips.find((trip) => trip.id === params.get('trip'));

  return (
    <Stack maw={520} mx="auto" gap="md">
      <div>
        <PageHeading title={intl.formatMessage({ id: 'runSheet.title' })} />
        {sheet.data && <Text size="lg">{dayLabel(sheet.data.sheet.date)}</Text>}
      </div>
      <OutboxNotices items={outbox} online={online} savedAt={sheet.data?.savedAt} />
      <KeptActionsNotice user={user} tenant={tenant} />
      {!sheet.data ? (
        <ListState
          isLoading={sheet.isPending}
          error={
            sheet.error
              ? localize(intl, errorMessage(sheet.error, intl.formatMessage({ id: 'runSheet.loadFailed' })))
              : null
          }
          onRetry={() => void sheet.refetch()}
          isRetrying={sheet.isRefetching}
          emptyMessage=""
        />
      ) : open ? (
        <TripRun
          recorder={recorder}
          trip={open}
          rules={sheet.data.sheet}
          outbox={outbox}
          onBack={() => setParams({})}
        />
      ) : (
        <TripList trips={sheet.data.sheet.trips} outbox={outbox} onOpen={(trip) => setParams({ trip })} />
      )}
      <WaitingList items={outbox} />
    </Stack>
  );
}
