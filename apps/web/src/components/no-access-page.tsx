import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Shown instead of a screen the chosen profile may not open (the server would answer 403). */
export function NoAccessPage({ title }: { title: string }) {
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray">
            <IconLock size={28} />
          </ThemeIcon>
          <Text fw={500}>Your profile does not have access to this area.</Text>
          <Text c="dimmed" size="sm" ta="center">
            Choose another profile with Change Profile in the menu, or ask your school administrator.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
