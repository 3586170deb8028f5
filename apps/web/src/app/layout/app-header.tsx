import { Burger, Group, Text, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconBus } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { NAVBAR_ID } from './app-navbar';
import { UserMenu } from './user-menu';

type AppHeaderProps = {
  hasNavbar: boolean;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  /** From this breakpoint up the navigation is always shown and the burger is hidden. */
  burgerFrom: MantineBreakpoint;
};

export function AppHeader({ hasNavbar, navbarOpened, onToggleNavbar, burgerFrom }: AppHeaderProps) {
  const intl = useIntl();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        {hasNavbar && (
          <Burger
            opened={navbarOpened}
            onClick={onToggleNavbar}
            hiddenFrom={burgerFrom}
            size="sm"
            aria-label={intl.formatMessage({ id: 'shell.toggleNavigation' })}
            aria-expanded={navbarOpened}
            aria-controls={NAVBAR_ID}
          />
        )}
        {/* The product name, not a heading: each page has its own level-1 heading. */}
        <UnstyledButton component={Link} to="/" aria-label={intl.formatMessage({ id: 'shell.productName' })}>
          <Group gap={8} wrap="nowrap">
            <IconBus size={26} stroke={1.7} color="var(--mantine-color-blue-8)" aria-hidden />
            {/* On a phone the name gives its room to the user menu; the icon still leads to the dashboard. */}
            <Text fw={700} fz="lg" visibleFrom="xs">
              <FormattedMessage id="shell.productName" />
            </Text>
          </Group>
        </UnstyledButton>
      </Group>
      <UserMenu />
    </Group>
  );
}
