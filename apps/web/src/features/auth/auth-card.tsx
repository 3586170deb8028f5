import { Center, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../components/page-heading';

type Props = {
  title: string;
  /** The browser tab's title when it differs from the heading. */
  tabTitle?: string;
  subtitle?: string;
  children: ReactNode;
};

/** The centred card that frames the public account screens; it is the page's main landmark. */
export function AuthCard({ title, tabTitle, subtitle, children }: Props) {
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={4}>
            <PageHeading title={title} tabTitle={tabTitle} ta="center" />
            {subtitle && (
              <Text c="dimmed" size="sm" ta="center">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
