import type { ComponentType, LazyExoticComponent } from 'react';
import type { Area } from '@app/shared/accounts/permissions';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { lazyPage } from './lazy-page';

/** Where a screen sits in the navigation: its own entry, or a leaf of a group. */
type NavPlace = { group?: NavGroup; label: MessageKey; alsoUnder?: string[] };
export type NavGroup =
  | 'shell.groupFleet'
  | 'shell.groupRoutes'
  | 'shell.groupTrips'
  | 'shell.groupEmployees'
  | 'shell.groupSchoolSetup'
  | 'shell.groupReports';

/** A console screen behind sign-in and school selection. */
export type Screen = {
  path: string;
  /** The title's message: the heading of its "not available" and "no access" pages. */
  title: MessageKey;
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
    title: 'shell.dashboard',
    page: lazyPage(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
    nav: { label: 'shell.dashboard' },
  },
  {
    path: '/fleet/vehicles',
    title: 'shell.vehiclesTitle',
    area: 'fleet',
    page: lazyPage(() => import('../features/vehicles/vehicles-page'), 'VehiclesPage'),
    nav: { group: 'shell.groupFleet', label: 'shell.vehiclesNav' },
  },
  // Issue 22: the vehicles' GPS trackers and phones, and a school's Traccar server.
  {
    path: '/fleet/devices',
    title: 'shell.devices',
    area: 'fleet',
    page: lazyPage(() => import('../features/devices/devices-page'), 'DevicesPage'),
    nav: { group: 'shell.groupFleet', label: 'shell.devices' },
  },
  // Issue 25 §3: the vehicles' and employees' documents that expire, each with its file.
  {
    path: '/fleet/documents',
    title: 'documents.title',
    area: 'fleet',
    page: lazyPage(() => import('../features/documents/documents-page'), 'DocumentsPage'),
    nav: { group: 'shell.groupFleet', label: 'documents.title' },
  },
  {
    path: '/fleet/personnel',
    title: 'shell.personnelTitle',
    area: 'fleet',
    page: lazyPage(
      () => import('../features/vehicle-personnel/vehicle-personnel-page'),
      'VehiclePersonnelPage',
    ),
    nav: { group: 'shell.groupFleet', label: 'shell.personnelNav' },
  },
  {
    path: '/routes/zones',
    title: 'shell.zones',
    area: 'transport',
    page: lazyPage(() => import('../features/zones/zones-page'), 'ZonesPage'),
    nav: { group: 'shell.groupRoutes', label: 'shell.zones' },
  },
  {
    path: '/routes',
    title: 'shell.routesTitle',
    area: 'transport',
    page: lazyPage(() => import('../features/journeys/journeys-page'), 'JourneysPage'),
    nav: { group: 'shell.groupRoutes', label: 'shell.routesNav', alsoUnder: ['/routes/details'] },
  },
  {
    path: '/routes/details/:routeId?',
    title: 'shell.routeDetails',
    area: 'transport',
    page: lazyPage(() => import('../features/journeys/route-details-page'), 'RouteDetailsPage'),
  },
  // Issue 24 §2: the planner's proposal of one direction's routes beside today's, made only on approval.
  {
    path: '/transport/route-plans',
    title: 'planRoutes.title',
    area: 'transport',
    page: lazyPage(() => import('../features/route-plans/route-plans-page'), 'RoutePlansPage'),
    nav: { group: 'shell.groupRoutes', label: 'planRoutes.title' },
  },
  {
    path: '/transport/route-plans/:planId',
    title: 'planRoutes.title',
    area: 'transport',
    page: lazyPage(() => import('../features/route-plans/route-plans-page'), 'RoutePlansPage'),
  },
  {
    path: '/trips/trips',
    title: 'shell.tripManagement',
    area: 'transport',
    page: lazyPage(() => import('../features/trips/trips-page'), 'TripsPage'),
    nav: { group: 'shell.groupTrips', label: 'shell.tripManagement', alsoUnder: ['/trips/trip-details'] },
  },
  {
    path: '/trips/active-trips',
    title: 'shell.activeTrips',
    area: 'transport',
    page: lazyPage(() => import('../features/active-trips/active-trips-page'), 'ActiveTripsPage'),
    nav: { group: 'shell.groupTrips', label: 'shell.activeTrips' },
  },
  // Issue 22 §4: the school's buses on a map as their positions come, with each next stop's ETA.
  {
    path: '/trips/live-map',
    title: 'shell.liveMap',
    area: 'transport',
    page: lazyPage(() => import('../features/live/live-map-page'), 'LiveMapPage'),
    nav: { group: 'shell.groupTrips', label: 'shell.liveMap' },
  },
  // Issue 25 §4: field trips, asked for by teachers and staff, approved, booked and costed by the office.
  {
    path: '/trips/field-trips',
    title: 'fieldTripScreens.title',
    area: 'field-trips',
    page: lazyPage(() => import('../features/field-trips/field-trips-page'), 'FieldTripsPage'),
    nav: { group: 'shell.groupTrips', label: 'fieldTripScreens.title' },
  },
  {
    path: '/trips/field-trips/:tripId',
    title: 'fieldTripScreens.detailsTitle',
    area: 'field-trips',
    page: lazyPage(() => import('../features/field-trips/field-trip-details-page'), 'FieldTripDetailsPage'),
  },
  {
    path: '/trips/trip-details/:tripId',
    title: 'shell.tripDetails',
    area: 'transport',
    page: lazyPage(() => import('../features/trips/trip-details-page'), 'TripDetailsPage'),
  },
  // Beyond the spec: the driver's and bus attendant's phone screen, where their profiles land.
  {
    path: '/run-sheet',
    title: 'shell.runSheet',
    area: 'assigned-trips',
    page: lazyPage(() => import('../features/run-sheet/run-sheet-page'), 'RunSheetPage'),
    nav: { label: 'shell.runSheet' },
  },
  {
    path: '/students',
    title: 'shell.students',
    area: 'transport',
    page: lazyPage(() => import('../features/students/students-page'), 'StudentsPage'),
    nav: { label: 'shell.students' },
  },
  // Under /students, so the Students entry stays highlighted.
  {
    path: '/students/:studentId',
    title: 'shell.studentDetails',
    area: 'transport',
    page: lazyPage(() => import('../features/students/student-details-page'), 'StudentDetailsPage'),
  },
  {
    path: '/guardians',
    title: 'shell.guardians',
    area: 'transport',
    page: lazyPage(() => import('../features/guardians/guardians-page'), 'GuardiansPage'),
    nav: { label: 'shell.guardians' },
  },
  {
    path: '/guardians/:guardianId',
    title: 'shell.guardianDetails',
    area: 'transport',
    page: lazyPage(() => import('../features/guardians/guardian-details-page'), 'GuardianDetailsPage'),
  },
  {
    path: '/employees',
    title: 'shell.employees',
    area: 'people',
    page: lazyPage(() => import('../features/employees/employees-page'), 'EmployeesPage'),
    nav: { group: 'shell.groupEmployees', label: 'shell.employees' },
  },
  {
    path: '/employees/roles',
    title: 'shell.jobRoles',
    area: 'people',
    page: lazyPage(() => import('../features/job-roles/job-roles-page'), 'JobRolesPage'),
    nav: { group: 'shell.groupEmployees', label: 'shell.jobRoles' },
  },
  {
    path: '/school/settings',
    title: 'shell.schoolSettings',
    area: 'setup',
    page: lazyPage(() => import('../features/school-settings/school-settings-page'), 'SchoolSettingsPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'shell.schoolSettings' },
  },
  {
    path: '/school/academic-periods',
    title: 'shell.academicPeriods',
    area: 'setup',
    page: lazyPage(() => import('../features/academic-periods/academic-periods-page'), 'AcademicPeriodsPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'shell.academicPeriods' },
  },
  {
    path: '/school/grade-levels',
    title: 'shell.gradeLevels',
    area: 'setup',
    page: lazyPage(() => import('../features/grade-levels/grade-levels-page'), 'GradeLevelsPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'shell.gradeLevels' },
  },
  {
    path: '/school/streams',
    title: 'shell.streams',
    area: 'setup',
    page: lazyPage(() => import('../features/streams/streams-page'), 'StreamsPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'shell.streams' },
  },
  // Issue 25 §3: the kinds of documents kept; the fleet's (the API's area), set up with the school.
  {
    path: '/school/document-types',
    title: 'documentTypes.title',
    area: 'fleet',
    page: lazyPage(() => import('../features/documents/document-types-page'), 'DocumentTypesPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'documentTypes.title' },
  },
  // Issue 25 §1: the items of the pre-trip inspection, one checklist a vehicle type (the fleet's, as the inspections are).
  {
    path: '/school/inspection-checklist',
    title: 'inspectionScreens.checklistTitle',
    area: 'fleet',
    page: lazyPage(() => import('../features/inspections/checklist-page'), 'ChecklistPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'inspectionScreens.checklistTitle' },
  },
  // Issue 25 §4: who approves a field trip request, in which order.
  {
    path: '/school/field-trip-steps',
    title: 'fieldTripScreens.stepsTitle',
    area: 'setup',
    page: lazyPage(() => import('../features/field-trips/field-trip-steps-page'), 'FieldTripStepsPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'fieldTripScreens.stepsTitle' },
  },
  {
    path: '/school/restrictions',
    title: 'shell.restrictionsTitle',
    area: 'transport',
    page: lazyPage(() => import('../features/student-restrictions/restrictions-page'), 'RestrictionsPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'shell.restrictionsNav' },
  },
  {
    path: '/school/audit-log',
    title: 'shell.auditLog',
    area: 'audit',
    page: lazyPage(() => import('../features/audit-log/audit-log-page'), 'AuditLogPage'),
    nav: { group: 'shell.groupSchoolSetup', label: 'shell.auditLog' },
  },
  {
    path: '/reports/trips',
    title: 'shell.tripSummary',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'TripSummaryReportPage'),
    nav: { group: 'shell.groupReports', label: 'shell.tripSummary' },
  },
  {
    path: '/reports/incidents',
    title: 'shell.incidents',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'IncidentsReportPage'),
    nav: { group: 'shell.groupReports', label: 'shell.incidents' },
  },
  {
    path: '/reports/attendance',
    title: 'shell.attendance',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'AttendanceReportPage'),
    nav: { group: 'shell.groupReports', label: 'shell.attendance' },
  },
  {
    path: '/reports/performance',
    title: 'shell.routePerformance',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'RoutePerformanceReportPage'),
    nav: { group: 'shell.groupReports', label: 'shell.routePerformance' },
  },
  {
    path: '/reports/fleet-analytics',
    title: 'shell.fleetAnalytics',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'FleetAnalyticsReportPage'),
    nav: { group: 'shell.groupReports', label: 'shell.fleetAnalytics' },
  },
  {
    path: '/reports/cost-analysis',
    title: 'shell.costAnalysis',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'CostAnalysisReportPage'),
    nav: { group: 'shell.groupReports', label: 'shell.costAnalysis' },
  },
  // Issue 25 §3: each vehicle's and driver's documents, valid, expiring, expired or missing.
  {
    path: '/reports/compliance',
    title: 'reports.titleCompliance',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'ComplianceReportPage'),
    nav: { group: 'shell.groupReports', label: 'reports.titleCompliance' },
  },
  // Issue 25 §1: the inspections of a range, their defects and who cleared them.
  {
    path: '/reports/inspections',
    title: 'inspections.reportTitle',
    area: 'transport',
    page: lazyPage(() => import('../features/reports/report-pages'), 'InspectionsReportPage'),
    nav: { group: 'shell.groupReports', label: 'inspections.reportTitle' },
  },
];
