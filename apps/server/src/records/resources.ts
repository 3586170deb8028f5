import { busStopsDeclaration } from '../features/bus-stops/bus-stops.resource';
import { academicPeriodsDeclaration } from '../features/academic-periods/academic-periods.resource';
import { devicesDeclaration } from '../features/devices/devices.resource';
import { documentTypesDeclaration } from '../features/documents/document-types.resource';
import { documentsDeclaration } from '../features/documents/documents.resource';
import { employeesDeclaration } from '../features/employees/employees.resource';
import { fieldTripStepsDeclaration } from '../features/field-trips/field-trip-steps.resource';
import { gradeLevelsDeclaration } from '../features/grade-levels/grade-levels.resource';
import { guardiansDeclaration } from '../features/guardians/guardians.resource';
import { checklistItemsDeclaration } from '../features/inspections/checklist-items.resource';
import { journeyStopsDeclaration } from '../features/journey-stops/journey-stops.resource';
import { journeysDeclaration } from '../features/journeys/journeys.resource';
import { jobRolesDeclaration } from '../features/job-roles/job-roles.resource';
import { streamsDeclaration } from '../features/streams/streams.resource';
import { studentGuardiansDeclaration } from '../features/student-guardians/student-guardians.resource';
import { studentJourneysDeclaration } from '../features/student-journeys/student-journeys.resource';
import { studentRestrictionsDeclaration } from '../features/student-restrictions/student-restrictions.resource';
import { studentsDeclaration } from '../features/students/students.resource';
import { vehiclePersonnelDeclaration } from '../features/vehicle-personnel/vehicle-personnel.resource';
import { vehiclesDeclaration } from '../features/vehicles/vehicles.resource';
import { zonesDeclaration } from '../features/zones/zones.resource';
import type { ResourceDeclaration } from './resource-routes';

/**
 * Every record type registered through the route factory. app.ts registers their calls, and the
 * generic contract, tenant-isolation and permission tests run for each one (test/resources/).
 */
export const resourceDeclarations = [
  vehiclesDeclaration,
  academicPeriodsDeclaration,
  gradeLevelsDeclaration,
  streamsDeclaration,
  jobRolesDeclaration,
  employeesDeclaration,
  vehiclePersonnelDeclaration,
  studentsDeclaration,
  guardiansDeclaration,
  studentGuardiansDeclaration,
  zonesDeclaration,
  busStopsDeclaration,
  journeysDeclaration,
  journeyStopsDeclaration,
  studentJourneysDeclaration,
  studentRestrictionsDeclaration,
  devicesDeclaration,
  documentTypesDeclaration,
  documentsDeclaration,
  checklistItemsDeclaration,
  fieldTripStepsDeclaration,
] as unknown as ResourceDeclaration[];
