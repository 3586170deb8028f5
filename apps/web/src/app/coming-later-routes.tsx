import type { RouteObject } from 'react-router';
import type { Area } from '@app/shared/accounts/permissions';
import { ComingLaterPage } from '../components/coming-later-page';
import { RequireArea } from './require-area';

/** Areas whose screens arrive with later issues: they show the "not available yet" page. */
const COMING_LATER: [path: string, title: string, area: Area][] = [
  ['/fleet/personnel', 'Personnel Management', 'fleet'],
  ['/routes/zones', 'Zones', 'transport'],
  ['/routes', 'Routes', 'transport'],
  ['/routes/details/:routeId?', 'Route Details', 'transport'],
  ['/trips/trips', 'Trip Management', 'assigned-trips'],
  ['/trips/trip-details/:tripId', 'Trip Details', 'assigned-trips'],
  ['/students', 'Students', 'transport'],
  ['/guardians', 'Guardians', 'transport'],
  ['/employees', 'Employees', 'people'],
  ['/employees/roles', 'Job Roles', 'people'],
  ['/school/grade-levels', 'Grade Levels', 'setup'],
  ['/school/streams', 'Streams', 'setup'],
  ['/school/restrictions', 'Student Trip Restrictions', 'transport'],
  ['/reports/trips', 'Trip Summary', 'transport'],
  ['/reports/incidents', 'Incidents', 'transport'],
  ['/reports/attendance', 'Attendance', 'transport'],
  ['/reports/performance', 'Route Performance', 'transport'],
  ['/reports/fleet-analytics', 'Fleet Analytics', 'transport'],
  ['/reports/cost-analysis', 'Cost Analysis', 'transport'],
];

export const comingLaterRoutes: RouteObject[] = COMING_LATER.map(([path, title, area]) => ({
  path,
  element: (
    <RequireArea key={path} area={area} title={title}>
      <ComingLaterPage title={title} />
    </RequireArea>
  ),
}));
