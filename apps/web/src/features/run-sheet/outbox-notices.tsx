import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconClockHour4, IconWifiOff } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localize } from '@app/shared/i18n/localize';
import { discard } from './outbox';
import { useClock } from './run-labels';
import type { OutboxItem } from './run-sheet-db';
import classes from './run-sheet.module.css';

type Props = {
  items: OutboxItem[];
  online: boolean;
  /** When the run sheet shown was saved on the phone, if the server could not be reached. */
  savedAt: number | null | undefined;
};

/**
 * Above the trips: actions the office refused (each with its reason and Discard), and whether the
 * phone is offline and how many actions wait on it. One short block, so the stops stay in reach.
 */
export function OutboxNotices({ items, online, savedAt }: Props) {
  const intl = useIntl();
  const clock = useClock();
  const waiting = items.filter((item) => item.state === 'waiting').length;
  const offline = !online || !!savedAt;
  return (
    <>
      {items
        .filter((item) => item.state === 'failed')
        .map((item) => (
          <Alert
            key={item.seq}
            color="red"
            icon={<IconAlertCircle aria-hidden />}
            title={intl.formatMessage({ id: 'runSheet.notAccepted' })}
          >
            <Stack gap="xs">
              <Text>
                {clock(item.event.event_time)} {localize(intl, item.label)}
              </Text>
              <Text fw={700}>{item.error && localize(intl, item.error)}</Text>
              <Group>
                <Button size="lg" variant="outline" color="red.9" onClick={() => void discard(item.seq!)}>
                  <FormattedMessage id="runSheet.discard" />
                </Button>
              </Group>
            </Stack>
          </Alert>
        ))}
      {(offline || waiting > 0) && (
        <Alert
          color={offline ? 'gray' : 'yellow'}
          variant={offline ? 'outline' : 'light'}
          icon={offline ? <IconWifiOff aria-hidden /> : <IconClockHour4 aria-hidden />}
          title={intl.formatMessage({ id: offline ? 'runSheet.offline' : 'runSheet.sendingToOffice' })}
        >
          <Stack gap={4}>
            {waiting > 0 && (
              <Text fw={700}>
                <FormattedMessage id="runSheet.waitingCount" values={{ count: waiting }} />
              </Text>
            )}
            <Text>
              {[
                savedAt && intl.formatMessage({ id: 'runSheet.savedCopy' }, { time: clock(savedAt) }),
                offline && intl.formatMessage({ id: 'runSheet.keptOffline' }),
              ]
                .filter(Boolean)
                .join(' ')}
            </Text>
          </Stack>
        </Alert>
      )}
    </>
  );
}

/** Below the trips: each action waiting on the phone, in the order it will be sent. */
export function WaitingList({ items }: { items: OutboxItem[] }) {
  const intl = useIntl();
  const clock = useClock();
  const waiting = items.filter((item) => item.state === 'waiting');
  if (waiting.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" id="waiting-to-send">
        <FormattedMessage id="runSheet.waitingToSend" />
      </Title>
      <ul className={classes.plainList} aria-labelledby="waiting-to-send">
        {waiting.map((item) => (
          <li key={item.seq} className={classes.rider}>
            {clock(item.event.event_time)} {localize(intl, item.label)}
          </li>
        ))}
      </ul>
    </Paper>
  );
}
