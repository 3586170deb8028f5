import { Burger, Group, Title, UnstyledButton } from '@mantine/core';
import { IconBus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserMenu } from './user-menu';

type AppHeaderProps = { hasNavbar: boolean; navbarOpened: boolean; onToggleNavbar: () => void };

export function AppHeader({ hasNavbar, navbarOpened, onToggleNavbar }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {hasNavbar && (
          <Burger
            opened={navbarOpened}
            onClick={onToggleNavbar}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
        )}
        <UnstyledButton component={Link} to="/">
          <Group gap={8} wrap="nowrap">
            <IconBus size={26} stroke={1.7} color="var(--mantine-color-blue-6)" />
            <Title order={3} size="h4">
              Transport Admin
            </Title>
          </Group>
        </UnstyledButton>
      </Group>
      <UserMenu />
    </Group>
  );
}
