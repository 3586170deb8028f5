import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconClockHour4 } from '@tabler/icons-react';
import { discard } from './outbox';
import { clock } from './run-labels';
import type { OutboxItem } from './run-sheet-db';

/**
 * What is recorded on this phone and not yet with the office: the actions waiting to be sent, and
 * those the server refused, each with its reason and a Discard button.
 */
export function OutboxList({ items, online }: { items: OutboxItem[]; online: boolean }) {
  const waiting = items.filter((item) => item.state === 'waiting');
  const failed = items.filter((item) => item.state === 'failed');
  return (
    <>
      {failed.map((item) => (
        <Alert
          key={item.seq}
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title="Not accepted by the office"
        >
          <Stack gap="xs">
            <Text>
              {clock(item.event.event_time)} {item.label}
            </Text>
            <Text fw={700}>{item.error}</Text>
            <Group>
              <Button size="lg" variant="outline" color="red" onClick={() => void discard(item.seq!)}>
                Discard
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
      {waiting.length > 0 && (
        <Alert
          color="yellow"
          icon={<IconClockHour4 aria-hidden />}
          title={`${waiting.length} waiting to send`}
        >
          <Stack gap={4}>
            <Text>
              {online ? 'Sending…' : 'Kept on this phone: they go to the office when the connection returns.'}
            </Text>
            <ul aria-label="Waiting to send">
              {waiting.map((item) => (
                <li key={item.seq}>
                  {clock(item.event.event_time)} {item.label}
                </li>
              ))}
            </ul>
          </Stack>
        </Alert>
      )}
    </>
  );
}
