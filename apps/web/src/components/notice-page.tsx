import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

/** A screen title over a centred notice: used where a screen cannot show its content. */
export function NoticePage(props: { title: string; icon: ReactNode; message: string; hint: string }) {
  return (
    <Stack gap="lg">
      <PageHeading title={props.title} />
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            {props.icon}
          </ThemeIcon>
          <Text fw={500}>{props.message}</Text>
          <Text c="dimmed" size="sm" ta="center">
            {props.hint}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
