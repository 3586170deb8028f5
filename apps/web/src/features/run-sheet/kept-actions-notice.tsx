import { Alert, Stack, Text } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../auth';
import type { OutboxOwner } from './run-sheet-db';
import { useAllWaiting } from './use-outbox';

/**
 * On the run sheet: actions on this phone that the signed-in person cannot send now, because another
 * account recorded them (they wait for that person to sign in again) or this account did in another
 * school (they wait until that school is opened). Counts only: what another person did is theirs.
 */
export function KeptActionsNotice({ user, tenant }: OutboxOwner) {
  const intl = useIntl();
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
      title={intl.formatMessage({ id: 'runSheet.keptTitle' })}
    >
      <Stack gap={4}>
        {byOthers > 0 && (
          <Text>
            <FormattedMessage id="runSheet.keptByOthers" values={{ count: byOthers }} />
          </Text>
        )}
        {[...bySchool].map(([school, count]) => {
          const name = schools.find((entry) => entry.tenant === school)?.name;
          return (
            <Text key={school}>
              {name ? (
                <FormattedMessage id="runSheet.keptInSchool" values={{ count, school: name }} />
              ) : (
                // A school this account no longer belongs to: its name is not known here.
                <FormattedMessage id="runSheet.keptInOtherSchool" values={{ count }} />
              )}
            </Text>
          );
        })}
      </Stack>
    </Alert>
  );
}

/**
 * On the sign-in page: actions recorded on this phone and not sent yet, so that a person whose
 * session ended knows to sign in again with the same account (they are sent under no other).
 */
export function SignInToSendNotice() {
  const intl = useIntl();
  const waiting = useAllWaiting()?.length ?? 0;
  if (waiting === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title={intl.formatMessage({ id: 'runSheet.waitingTitle' })}
    >
      <FormattedMessage id="runSheet.waitingOnDevice" values={{ count: waiting }} />
    </Alert>
  );
}
