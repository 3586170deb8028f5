import { AppShell, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { currentSelection, useAuth } from '../../features/auth';
import { lazyPage } from '../lazy-page';
import { PageLoader } from '../page-loader';
import { AppHeader } from './app-header';
import { AppNavbar, NAVBAR_ID } from './app-navbar';

// Beyond the spec's "collapses below the small breakpoint": below `md` (992 px, tablets too) the side
// navigation would leave a list too little room, so it collapses behind the burger there.
const NAVBAR_BREAKPOINT = 'md';

// Sends the run sheet's actions kept on the device from every signed-in screen; its own chunk, as
// it brings the device store (Dexie), and the first screen need not wait for it.
const OutboxFlusher = lazyPage(() => import('../../features/run-sheet/outbox-flusher'), 'OutboxFlusher');

/** The shell of every signed-in screen: header 60 high, side navigation 300 wide (collapsing below `md`). */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const breakpoint = useMantineTheme().breakpoints[NAVBAR_BREAKPOINT];
  const isNarrow = useMediaQuery(`(width < ${breakpoint})`);
  // Before a school and profile are chosen every area would redirect to /select-profile, so no navigation shows.
  const hasNavbar = !!currentSelection(useAuth());
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: 300,
        breakpoint: NAVBAR_BREAKPOINT,
        collapsed: { mobile: !opened || !hasNavbar, desktop: !hasNavbar },
      }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader
          hasNavbar={hasNavbar}
          navbarOpened={opened}
          onToggleNavbar={toggle}
          burgerFrom={NAVBAR_BREAKPOINT}
        />
      </AppShell.Header>
      {hasNavbar && (
        // Collapsed, the navigation only slides off screen: inert keeps the keyboard out of it too.
        <AppShell.Navbar id={NAVBAR_ID} inert={isNarrow && !opened}>
          <AppNavbar onNavigate={close} />
        </AppShell.Navbar>
      )}
      <Suspense fallback={null}>
        <OutboxFlusher />
      </Suspense>
      <AppShell.Main bg="var(--mantine-color-gray-0)">
        <PageLoader>
          <Outlet />
        </PageLoader>
      </AppShell.Main>
    </AppShell>
  );
}
