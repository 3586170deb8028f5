import {
  IconBriefcase,
  IconBus,
  IconCalendarEvent,
  IconSteeringWheel,
  IconLayoutDashboard,
  IconReportAnalytics,
  IconRoute,
  IconSchool,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { can, type Area } from '@app/shared/accounts/permissions';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { landingOf } from '../landing';
import { SCREENS, type NavGroup } from '../screens';

export type NavLeaf = {
  /** The label's message. */
  label: MessageKey;
  to: string;
  /** The permission area a profile must be able to read to see the entry; none = everyone. */
  area?: Area | undefined;
  /** Other paths that belong to this entry. */
  alsoUnder?: string[] | undefined;
};
export type NavItem = { label: MessageKey; icon: Icon } & (NavLeaf | { children: NavLeaf[] });

const GROUP_ICONS: Record<NavGroup, Icon> = {
  'shell.groupFleet': IconBus,
  'shell.groupRoutes': IconRoute,
  'shell.groupTrips': IconCalendarEvent,
  'shell.groupEmployees': IconBriefcase,
  'shell.groupSchoolSetup': IconSettings,
  'shell.groupReports': IconReportAnalytics,
};
const ENTRY_ICONS: Partial<Record<MessageKey, Icon>> = {
  'shell.dashboard': IconLayoutDashboard,
  'shell.students': IconSchool,
  'shell.guardians': IconUsers,
  // The crew's day on the road: its own icon, not the dashboard's nor the reports' clipboard.
  'shell.runSheet': IconSteeringWheel,
};

/** The navigation, made from the screens (app/screens.ts) in their order. */
const NAV_ITEMS: NavItem[] = SCREENS.reduce<NavItem[]>((items, screen) => {
  const { nav } = screen;
  if (!nav) return items;
  const leaf: NavLeaf = { label: nav.label, to: screen.path, area: screen.area, alsoUnder: nav.alsoUnder };
  if (!nav.group) {
    const entry = { ...leaf, icon: ENTRY_ICONS[nav.label] ?? IconLayoutDashboard };
    return [...items, entry];
  }
  const group = items.find((item) => item.label === nav.group && 'children' in item);
  if (group && 'children' in group) group.children.push(leaf);
  else items.push({ label: nav.group, icon: GROUP_ICONS[nav.group], children: [leaf] });
  return items;
}, []);

function leaves(): NavLeaf[] {
  return NAV_ITEMS.flatMap((item) => ('children' in item ? item.children : [item]));
}

function covers(prefix: string, pathname: string): boolean {
  return pathname === prefix || (prefix !== '/' && pathname.startsWith(`${prefix}/`));
}

/** The navigation target that the current path belongs to: the most specific entry that covers it. */
export function activeTarget(pathname: string): string | null {
  let best: { to: string; length: number } | null = null;
  for (const leaf of leaves()) {
    for (const prefix of [leaf.to, ...(leaf.alsoUnder ?? [])]) {
      if (covers(prefix, pathname) && (!best || prefix.length > best.length))
        best = { to: leaf.to, length: prefix.length };
    }
  }
  return best?.to ?? null;
}

/**
 * The navigation a role may see: entries of areas it cannot read are left out, and empty groups with them;
 * so is the dashboard for a profile that `/` takes to its own screen (a driver's run sheet, a teacher's
 * field trips), which has no figures to show it.
 */
export function navItemsFor(roleId: number | null): NavItem[] {
  const visible = (area?: Area) => !area || (roleId !== null && can(roleId, area, 'read'));
  const landsElsewhere = roleId !== null && landingOf(roleId) !== null;
  return NAV_ITEMS.flatMap((item): NavItem[] => {
    if (!('children' in item))
      return visible(item.area) && !(landsElsewhere && item.to === '/') ? [item] : [];
    const children = item.children.filter((child) => visible(child.area));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
