import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { currentSelection, useAuth } from '../../features/auth';
import { PageLoader } from '../page-loader';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';

/** The shell of every signed-in screen: header 60 high, side navigation 300 wide (collapsing below `sm`). */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Before a school and profile are chosen every area would redirect to /select-profile, so no navigation shows.
  const hasNavbar = !!currentSelection(useAuth());
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 300,
        breakpoint: 'sm',
        collapsed: { mobile: !opened || !hasNavbar, desktop: !hasNavbar },
      }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader hasNavbar={hasNavbar} navbarOpened={opened} onToggleNavbar={toggle} />
      </AppShell.Header>
      {hasNavbar && (
        <AppShell.Navbar>
          <AppNavbar onNavigate={close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <PageLoader>
          <Outlet />
        </PageLoader>
      </AppShell.Main>
    </AppShell>
  );
}
