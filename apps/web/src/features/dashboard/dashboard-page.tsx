import { Title } from '@mantine/core';

/** Spec part 1 §1: the dashboard only displays 'Coming Soon...'. */
export function DashboardPage() {
  return <Title order={2}>Coming Soon...</Title>;
}
