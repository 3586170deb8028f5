import academicPeriods from './academicPeriods.json';
import activeTrips from './activeTrips.json';
import audit from './audit.json';
import auditLog from './auditLog.json';
import auth from './auth.json';
import busStops from './busStops.json';
import common from './common.json';
import constraints from './constraints.json';
import dashboard from './dashboard.json';
import devices from './devices.json';
import documentDigest from './documentDigest.json';
import documentChecks from './documentChecks.json';
import documentTypes from './documentTypes.json';
import documents from './documents.json';
import emails from './emails.json';
import employees from './employees.json';
import errors from './errors.json';
import family from './family.json';
import familyApp from './familyApp.json';
import fieldTrips from './fieldTrips.json';
import fieldTripScreens from './fieldTripScreens.json';
import fieldTripSheet from './fieldTripSheet.json';
import gps from './gps.json';
import gradeLevels from './gradeLevels.json';
import guardians from './guardians.json';
import inspections from './inspections.json';
import inspectionScreens from './inspectionScreens.json';
import invitations from './invitations.json';
import jobRoles from './jobRoles.json';
import live from './live.json';
import notices from './notices.json';
import personnel from './personnel.json';
import planRoutes from './planRoutes.json';
import profiles from './profiles.json';
import records from './records.json';
import reports from './reports.json';
import restrictions from './restrictions.json';
import riders from './riders.json';
import roadTimes from './roadTimes.json';
import routePlans from './routePlans.json';
import routeStops from './routeStops.json';
import routes from './routes.json';
import runSheet from './runSheet.json';
import schoolSettings from './schoolSettings.json';
import shell from './shell.json';
import streams from './streams.json';
import studentGuardians from './studentGuardians.json';
import studentImport from './studentImport.json';
import students from './students.json';
import tripEvents from './tripEvents.json';
import trips from './trips.json';
import vehicles from './vehicles.json';
import zones from './zones.json';
import type { Catalogue } from '../../catalogue';

/** Kiswahili, for a school office in Kenya: the terms of docs/glossary-sw.md. */
export default {
  academicPeriods,
  activeTrips,
  audit,
  auditLog,
  auth,
  busStops,
  common,
  constraints,
  dashboard,
  devices,
  documentDigest,
  documentChecks,
  documentTypes,
  documents,
  emails,
  employees,
  errors,
  family,
  familyApp,
  fieldTrips,
  fieldTripScreens,
  fieldTripSheet,
  gps,
  gradeLevels,
  guardians,
  inspections,
  inspectionScreens,
  invitations,
  jobRoles,
  live,
  notices,
  personnel,
  planRoutes,
  profiles,
  records,
  reports,
  restrictions,
  riders,
  roadTimes,
  routePlans,
  routeStops,
  routes,
  runSheet,
  schoolSettings,
  shell,
  streams,
  studentGuardians,
  studentImport,
  students,
  tripEvents,
  trips,
  vehicles,
  zones,
} satisfies Catalogue;
