import {
  IconBriefcase,
  IconBus,
  IconCalendarEvent,
  IconLayoutDashboard,
  IconReportAnalytics,
  IconRoute,
  IconSchool,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { can, type Area } from '@app/shared/accounts/permissions';

export type NavLeaf = {
  label: string;
  to: string;
  /** The permission area a profile must be able to read to see the entry; none = everyone. */
  area?: Area;
  /** Other paths that belong to this entry. */ alsoUnder?: string[];
};
export type NavItem = { label: string; icon: Icon } & ({ to: string; area?: Area } | { children: NavLeaf[] });

/** The areas of both spec parts, in navigation order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', icon: IconLayoutDashboard, to: '/' },
  {
    label: 'Fleet',
    icon: IconBus,
    children: [
      { label: 'Vehicles', to: '/fleet/vehicles', area: 'fleet' },
      { label: 'Personnel', to: '/fleet/personnel', area: 'fleet' },
    ],
  },
  {
    label: 'Routes',
    icon: IconRoute,
    children: [
      { label: 'Zones', to: '/routes/zones', area: 'transport' },
      { label: 'Route List', to: '/routes', area: 'transport', alsoUnder: ['/routes/details'] },
    ],
  },
  { label: 'Trips', icon: IconCalendarEvent, to: '/trips/trips', area: 'assigned-trips' },
  { label: 'Students', icon: IconSchool, to: '/students', area: 'transport' },
  { label: 'Guardians', icon: IconUsers, to: '/guardians', area: 'transport' },
  {
    label: 'Employees',
    icon: IconBriefcase,
    children: [
      { label: 'Employees', to: '/employees', area: 'people' },
      { label: 'Job Roles', to: '/employees/roles', area: 'people' },
    ],
  },
  {
    label: 'School Setup',
    icon: IconSettings,
    children: [
      { label: 'Grade Levels', to: '/school/grade-levels', area: 'setup' },
      { label: 'Streams', to: '/school/streams', area: 'setup' },
      { label: 'Restrictions', to: '/school/restrictions', area: 'transport' },
    ],
  },
  {
    label: 'Reports',
    icon: IconReportAnalytics,
    children: [
      { label: 'Trip Summary', to: '/reports/trips', area: 'transport' },
      { label: 'Incidents', to: '/reports/incidents', area: 'transport' },
      { label: 'Attendance', to: '/reports/attendance', area: 'transport' },
      { label: 'Route Performance', to: '/reports/performance', area: 'transport' },
      { label: 'Fleet Analytics', to: '/reports/fleet-analytics', area: 'transport' },
      { label: 'Cost Analysis', to: '/reports/cost-analysis', area: 'transport' },
    ],
  },
];

// Trip details belong to Trips, which is a single entry.
const TRIP_DETAILS = '/trips/trip-details';

function leaves(): NavLeaf[] {
  return NAV_ITEMS.flatMap((item) =>
    'children' in item
      ? item.children
      : [{ label: item.label, to: item.to, alsoUnder: item.to === '/trips/trips' ? [TRIP_DETAILS] : [] }],
  );
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

/** The navigation a role may see: entries of areas it cannot read are left out, and empty groups with them. */
export function navItemsFor(roleId: number | null): NavItem[] {
  const visible = (area?: Area) => !area || (roleId !== null && can(roleId, area, 'read'));
  return NAV_ITEMS.flatMap((item): NavItem[] => {
    if (!('children' in item)) return visible(item.area) ? [item] : [];
    const children = item.children.filter((child) => visible(child.area));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
