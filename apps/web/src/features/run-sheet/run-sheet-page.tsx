import { Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { ListState } from '../../components/list-state';
import { PageHeading } from '../../components/page-heading';
import { errorMessage } from '../../lib/api-error';
import { currentSelection, useAuth } from '../auth';
import { OutboxNotices, WaitingList } from './outbox-notices';
import { useRunSheet } from './run-sheet.api';
import { TripList } from './trip-list';
import { TripRun } from './trip-run';
import { useOutboxItems, useOutboxSender } from './use-outbox';

/**
 * The driver's and bus attendant's run sheet (beyond the spec): today's trips of the signed-in person,
 * phone-sized, usable without a connection. The open trip is in the address (`?trip=`), so the
 * phone's Back button returns to the list.
 */
export function RunSheetPage() {
  const selection = currentSelection(useAuth());
  // The router opens this screen only with a school and profile chosen.
  const owner = `${selection?.tenant.tenant}:${selection?.profile.profile_id}`;
  const { online } = useNetwork();
  const sheet = useRunSheet(owner);
  const outbox = useOutboxItems(owner) ?? [];
  useOutboxSender(owner, outbox);
  const [params, setParams] = useSearchParams();
  const open = sheet.data?.sheet.trips.find((trip) => trip.id === params.get('trip'));

  return (
    <Stack maw={520} mx="auto" gap="md">
      <div>
        <PageHeading title="Run Sheet" />
        {sheet.data && <Text size="lg">{dayjs(sheet.data.sheet.date).format('dddd D MMMM YYYY')}</Text>}
      </div>
      <OutboxNotices items={outbox} online={online} savedAt={sheet.data?.savedAt} />
      {!sheet.data ? (
        <ListState
          isLoading={sheet.isPending}
          error={
            sheet.error ? errorMessage(sheet.error, 'Could not load your trips. Please try again.') : null
          }
          onRetry={() => void sheet.refetch()}
          isRetrying={sheet.isRefetching}
          emptyMessage=""
        />
      ) : open ? (
        <TripRun owner={owner} trip={open} outbox={outbox} onBack={() => setParams({})} />
      ) : (
        <TripList trips={sheet.data.sheet.trips} outbox={outbox} onOpen={(trip) => setParams({ trip })} />
      )}
      <WaitingList items={outbox} />
    </Stack>
  );
}
