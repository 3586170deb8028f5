import type { ComponentType, LazyExoticComponent } from 'react';
import type { Area } from '@app/shared/accounts/permissions';
import { lazyPage } from './lazy-page';

/** Where a screen sits in the navigation: its own entry, or a leaf of a group. */
type NavPlace = { group?: NavGroup; label: string; alsoUnder?: string[] };
export type NavGroup = 'Fleet' | 'Routes' | 'Trips' | 'Employees' | 'School Setup' | 'Reports';

/** A console screen behind sign-in and school selection. */
export type Screen = {
  path: string;
  title: string;
  /** The permission area a profile must be able to read; none = everyone. */
  area?: Area;
  /** The page; a screen without one shows "not available yet". */
  page?: LazyExoticComponent<ComponentType>;
  nav?: NavPlace;
};

/**
 * Every screen of the console, in navigation order: the one list that the router, the navigation
 * and the "not available yet" pages are made from.
 */
export const SCREENS: Screen[] = [
  {
    path: '/',
    title: 'Dashboard',
    page: lazyPage(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
    nav: { label: 'Dashboard' },
  },
  {
    path: '/fleet/vehicles',
    title: 'Vehicles Management',
    area: 'fleet',
    page: lazyPage(() => import('../features/vehicles/vehicles-page'), 'VehiclesPage'),
    nav: { group: 'Fleet', label: 'Vehicles' },
  },
  {
    path: '/fleet/personnel',
    title: 'Personnel Management',
    area: 'fleet',
    page: lazyPage(
      () => import('../features/vehicle-personnel/vehicle-personnel-page'),
      'VehiclePersonnelPage',
    ),
    nav: { group: 'Fleet', label: 'Personnel' },
  },
  {
    path: '/routes/zones',
    title: 'Zones',
    area: 'transport',
    page: lazyPage(() => import('../features/zones/zones-page'), 'ZonesPage'),
    nav: { group: 'Routes', label: 'Zones' },
  },
  {
    path: '/routes',
    title: 'Routes',
    area: 'transport',
    page: lazyPage(() => import('../features/journeys/journeys-page'), 'JourneysPage'),
    nav: { group: 'Routes', label: 'Route List', alsoUnder: ['/routes/details'] },
  },
  {
    path: '/routes/details/:routeId?',
    title: 'Route Details',
    area: 'transport',
    page: lazyPage(() => import('../features/journeys/route-details-page'), 'RouteDetailsPage'),
  },
  {
    path: '/trips/trips',
    title: 'Trip Management',
    area: 'transport',
    page: lazyPage(() => import('../features/trips/trips-page'), 'TripsPage'),
    nav: { group: 'Trips', label: 'Trip Management', alsoUnder: ['/trips/trip-details'] },
  },
  {
    path: '/trips/active-trips',
    title: 'Active Trips',
    area: 'transport',
    page: lazyPage(() => import('../features/active-trips/active-trips-page'), 'ActiveTripsPage'),
    nav: { group: 'Trips', label: 'Active Trips' },
  },
  {
    path: '/trips/trip-details/:tripId',
    title: 'Trip Details',
    area: 'transport',
    page: lazyPage(() => import('../features/trips/trip-details-page'), 'TripDetailsPage'),
  },
  // Beyond the spec: the driver's and bus attendant's phone screen, where their profiles land.
  {
    path: '/run-sheet',
    title: 'Run Sheet',
    area: 'assigned-trips',
    page: lazyPage(() => import('../features/run-sheet/run-sheet-page'), 'RunSheetPage'),
    nav: { label: 'Run Sheet' },
  },
  {
    path: '/students',
    title: 'Students',
    area: 'transport',
    page: lazyPage(() => import('../features/students/students-page'), 'StudentsPage'),
    nav: { label: 'Students' },
  },
  // Under /students, so the Students entry stays highlighted.
  {
    path: '/students/:studentId',
    title: 'Student Details',
    area: 'transport',
    page: lazyPage(() => import('../features/students/student-details-page'), 'StudentDetailsPage'),
  },
  {
    path: '/guardians',
    title: 'Guardians',
    area: 'transport',
    page: lazyPage(() => import('../features/guardians/guardians-page'), 'GuardiansPage'),
    nav: { label: 'Guardians' },
  },
  {
    path: '/guardians/:guardianId',
    title: 'Guardian Details',
    area: 'transport',
    page: lazyPage(() => import('../features/guardians/guardian-details-page'), 'GuardianDetailsPage'),
  },
  {
    path: '/employees',
    title: 'Employees',
    area: 'people',
    page: lazyPage(() => import('../features/employees/employees-page'), 'EmployeesPage'),
    nav: { group: 'Employees', label: 'Employees' },
  },
  {
    path: '/employees/roles',
    title: 'Job Roles',
    area: 'people',
    page: lazyPage(() => import('../features/job-roles/job-roles-page'), 'JobRolesPage'),
    nav: { group: 'Employees', label: 'Job Roles' },
  },
  {
    path: '/school/settings',
    title: 'School Settings',
    area: 'setup',
    page: lazyPage(() => import('../features/school-settings/school-settings-page'), 'SchoolSettingsPage'),
    nav: { group: 'School Setup', label: 'School Settings' },
  },
  {
    path: '/school/academic-periods',
    title: 'Academic Periods',
    area: 'setup',
    page: lazyPage(() => import('../features/academic-periods/academic-periods-page'), 'AcademicPeriodsPage'),
    nav: { group: 'School Setup', label: 'Academic Periods' },
  },
  {
    path: '/school/grade-levels',
    title: 'Grade Levels',
    area: 'setup',
    page: lazyPage(() => import('../features/grade-levels/grade-levels-page'), 'GradeLevelsPage'),
    nav: { group: 'School Setup', label: 'Grade Levels' },
  },
  {
    path: '/school/streams',
    title: 'Streams',
    area: 'setup',
    page: lazyPage(() => import('../features/streams/streams-page'), 'StreamsPage'),
    nav: { group: 'School Setup', label: 'Streams' },
  },
  {
    path: '/school/restrictions',
    title: 'Student Trip Restrictions',
    area: 'transport',
    page: lazyPage(() => import('../features/student-restrictions/restrictions-page'), 'RestrictionsPage'),
    nav: { group: 'School Setup', label: 'Restrictions' },
  },
  {
    path: '/school/audit-log',
    title: 'Audit Log',
    area: 'audit',
    page: lazyPage(() => import('../features/audit-log/audit-log-page'), 'AuditLogPage'),
    nav: { group: 'School Setup', label: 'Audit Log' },
  },
  {
    path: '/reports/trips',
    title: 'Trip Summary',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'TripSummaryReportPage'),
    nav: { group: 'Reports', label: 'Trip Summary' },
  },
  {
    path: '/reports/incidents',
    title: 'Incidents',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'IncidentsReportPage'),
    nav: { group: 'Reports', label: 'Incidents' },
  },
  {
    path: '/reports/attendance',
    title: 'Attendance',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'AttendanceReportPage'),
    nav: { group: 'Reports', label: 'Attendance' },
  },
  {
    path: '/reports/performance',
    title: 'Route Performance',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'RoutePerformanceReportPage'),
    nav: { group: 'Reports', label: 'Route Performance' },
  },
  {
    path: '/reports/fleet-analytics',
    title: 'Fleet Analytics',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'FleetAnalyticsReportPage'),
    nav: { group: 'Reports', label: 'Fleet Analytics' },
  },
  {
    path: '/reports/cost-analysis',
    title: 'Cost Analysis',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'CostAnalysisReportPage'),
    nav: { group: 'Reports', label: 'Cost Analysis' },
  },
];
