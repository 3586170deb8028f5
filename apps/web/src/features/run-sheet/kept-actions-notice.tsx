import { Alert, Stack, Text } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { countOf } from '../../lib/plural';
import { useAuth } from '../auth';
import type { OutboxOwner } from './run-sheet-db';
import { useAllWaiting } from './use-outbox';

const are = (count: number) => (count === 1 ? 'is' : 'are');

/**
 * On the run sheet: actions on this phone that the signed-in person cannot send now, because another
 * account recorded them (they wait for that person to sign in again) or this account did in another
 * school (they wait until that school is opened). Counts only: what another person did is theirs.
 */
export function KeptActionsNotice({ user, tenant }: OutboxOwner) {
  const schools = useAuth().user?.tenants ?? [];
  const kept = (useAllWaiting() ?? []).filter((item) => item.user !== user || item.tenant !== tenant);
  if (kept.length === 0) return null;
  const byOthers = kept.filter((item) => item.user !== user).length;
  const bySchool = new Map<string, number>();
  for (const item of kept) {
    if (item.user === user) bySchool.set(item.tenant, (bySchool.get(item.tenant) ?? 0) + 1);
  }
  return (
    <Alert
      color="gray"
      variant="outline"
      icon={<IconUserExclamation aria-hidden />}
      title="Kept on this phone"
    >
      <Stack gap={4}>
        {byOthers > 0 && (
          <Text>
            {countOf(byOthers, 'action')} recorded by another account {are(byOthers)} waiting for that person
            to sign in again.
          </Text>
        )}
        {[...bySchool].map(([school, count]) => (
          <Text key={school}>
            {countOf(count, 'action')} recorded in{' '}
            {schools.find((entry) => entry.tenant === school)?.name ?? 'another school'} {are(count)} waiting
            until you open that school.
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * On the sign-in page: actions recorded on this phone and not sent yet, so that a person whose
 * session ended knows to sign in again with the same account (they are sent under no other).
 */
export function SignInToSendNotice() {
  const waiting = useAllWaiting()?.length ?? 0;
  if (waiting === 0) return null;
  return (
    <Alert color="yellow" variant="light" role="status" title="Actions waiting to be sent">
      {countOf(waiting, 'action')} recorded on this device {are(waiting)} waiting to be sent. They are sent
      when the person who recorded them signs in again.
    </Alert>
  );
}
