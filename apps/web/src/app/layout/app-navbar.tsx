import { NavLink, ScrollArea } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useCurrentRole } from '../../features/auth';
import { activeTarget, navItemsFor, type NavLeaf } from './nav-items';

/** The id of the navigation's container, which the header's burger opens and closes. */
export const NAVBAR_ID = 'main-navigation';

/** The side navigation; the entry of the current path is highlighted and its group open. */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const active = activeTarget(useLocation().pathname);
  const items = navItemsFor(useCurrentRole());
  const intl = useIntl();
  return (
    <ScrollArea
      type="auto"
      p="xs"
      h="100%"
      component="nav"
      aria-label={intl.formatMessage({ id: 'shell.mainNavigation' })}
    >
      {items.map((item) => {
        const icon = <item.icon size={18} stroke={1.6} />;
        if ('to' in item) {
          return (
            <NavLink
              key={item.label}
              component={Link}
              to={item.to}
              label={intl.formatMessage({ id: item.label })}
              leftSection={icon}
              active={active === item.to}
              onClick={onNavigate}
            />
          );
        }
        return (
          <NavGroup
            key={item.label}
            label={intl.formatMessage({ id: item.label })}
            icon={icon}
            entries={item.children}
            active={active}
            onNavigate={onNavigate}
          />
        );
      })}
    </ScrollArea>
  );
}

type NavGroupProps = {
  label: string;
  icon: ReactNode;
  entries: NavLeaf[];
  active: string | null;
  onNavigate: () => void;
};

function NavGroup({ label, icon, entries, active, onNavigate }: NavGroupProps) {
  const intl = useIntl();
  const containsActive = entries.some((entry) => entry.to === active);
  const [opened, setOpened] = useState(containsActive);
  // Arriving in a group from elsewhere (a link, the address bar) opens it.
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);
  return (
    // A group is a button that opens its entries (Mantine's default, a link without an address, is not
    // reachable with the keyboard); its entries are links.
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      childrenOffset={28}
      aria-expanded={opened}
    >
      {entries.map((entry) => (
        <NavLink
          key={entry.to}
          component={Link}
          to={entry.to}
          label={intl.formatMessage({ id: entry.label })}
          active={active === entry.to}
          onClick={onNavigate}
        />
      ))}
    </NavLink>
  );
}
