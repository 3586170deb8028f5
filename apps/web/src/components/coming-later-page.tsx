import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/** Placeholder for an area whose screen arrives with a later issue. */
export function ComingLaterPage({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconClockHour4 size={28} />
          </ThemeIcon>
          <Text fw={500}>This screen is not available yet.</Text>
          <Text c="dimmed" size="sm" ta="center">
            It arrives with a later release. The other areas in the navigation can be used meanwhile.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
