import type { RouteObject } from 'react-router';
import { ComingLaterPage } from '../components/coming-later-page';

/** Areas whose screens arrive with later issues: they show the "not available yet" page. */
const COMING_LATER: [path: string, title: string][] = [
  ['/fleet/personnel', 'Personnel Management'],
  ['/routes/zones', 'Zones'],
  ['/routes', 'Routes'],
  ['/routes/details/:routeId?', 'Route Details'],
  ['/trips/trips', 'Trip Management'],
  ['/trips/trip-details/:tripId', 'Trip Details'],
  ['/students', 'Students'],
  ['/guardians', 'Guardians'],
  ['/employees', 'Employees'],
  ['/employees/roles', 'Job Roles'],
  ['/school/grade-levels', 'Grade Levels'],
  ['/school/streams', 'Streams'],
  ['/school/restrictions', 'Student Trip Restrictions'],
  ['/reports/trips', 'Trip Summary'],
  ['/reports/incidents', 'Incidents'],
  ['/reports/attendance', 'Attendance'],
  ['/reports/performance', 'Route Performance'],
  ['/reports/fleet-analytics', 'Fleet Analytics'],
  ['/reports/cost-analysis', 'Cost Analysis'],
];

export const comingLaterRoutes: RouteObject[] = COMING_LATER.map(([path, title]) => ({
  path,
  element: <ComingLaterPage key={path} title={title} />,
}));
