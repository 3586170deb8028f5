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

export type NavLeaf = {
  label: string;
  to: string;
  /** Other paths that belong to this entry. */ alsoUnder?: string[];
};
export type NavItem = { label: string; icon: Icon } & ({ to: string } | { children: NavLeaf[] });

/** The areas of both spec parts, in navigation order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', icon: IconLayoutDashboard, to: '/' },
  {
    label: 'Fleet',
    icon: IconBus,
    children: [
      { label: 'Vehicles', to: '/fleet/vehicles' },
      { label: 'Personnel', to: '/fleet/personnel' },
    ],
  },
  {
    label: 'Routes',
    icon: IconRoute,
    children: [
      { label: 'Zones', to: '/routes/zones' },
      { label: 'Route List', to: '/routes', alsoUnder: ['/routes/details'] },
    ],
  },
  { label: 'Trips', icon: IconCalendarEvent, to: '/trips/trips' },
  { label: 'Students', icon: IconSchool, to: '/students' },
  { label: 'Guardians', icon: IconUsers, to: '/guardians' },
  {
    label: 'Employees',
    icon: IconBriefcase,
    children: [
      { label: 'Employees', to: '/employees' },
      { label: 'Job Roles', to: '/employees/roles' },
    ],
  },
  {
    label: 'School Setup',
    icon: IconSettings,
    children: [
      { label: 'Grade Levels', to: '/school/grade-levels' },
      { label: 'Streams', to: '/school/streams' },
      { label: 'Restrictions', to: '/school/restrictions' },
    ],
  },
  {
    label: 'Reports',
    icon: IconReportAnalytics,
    children: [
      { label: 'Trip Summary', to: '/reports/trips' },
      { label: 'Incidents', to: '/reports/incidents' },
      { label: 'Attendance', to: '/reports/attendance' },
      { label: 'Route Performance', to: '/reports/performance' },
      { label: 'Fleet Analytics', to: '/reports/fleet-analytics' },
      { label: 'Cost Analysis', to: '/reports/cost-analysis' },
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
