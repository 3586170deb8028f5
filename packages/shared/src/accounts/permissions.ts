import { ROLE_IDS } from './roles';

/**
 * What a role may do (DESIGN §2). Areas group the API: `fleet` covers vehicles and personnel,
 * `transport` routes, trips, students, guardians, restrictions and reports, `people` employees,
 * `setup` school setup, `invitations` sending invitations, `audit` the audit log of people's records
 * (Administrators only: it holds the old and new values of children's records, DESIGN §8), `family`
 * the family app's calls (a guardian's profile only, and it nothing else: issue 23, ADR 022),
 * `field-trips` asking for field trips (issue 25 §4): the office, and teachers and other staff for their
 * own requests (the service narrows what each sees and may do).
 */
export type Area =
  | 'fleet'
  | 'transport'
  | 'people'
  | 'setup'
  | 'invitations'
  | 'assigned-trips'
  | 'audit'
  | 'family'
  | 'field-trips';
export type Access = 'read' | 'write';

const managers = [ROLE_IDS.transportManager, ROLE_IDS.transportOfficer] as number[];
const crew = [ROLE_IDS.driver, ROLE_IDS.busAttendant] as number[];
const requesters = [ROLE_IDS.teacher, ROLE_IDS.staffMember] as number[];

export function can(roleId: number, area: Area, access: Access): boolean {
  // A family's calls answer from the caller's guardian record: a staff profile has none.
  if (area === 'family') return roleId === ROLE_IDS.guardian;
  if (roleId === ROLE_IDS.schoolAdministrator) return true;
  if (managers.includes(roleId)) {
    if (area === 'fleet' || area === 'transport' || area === 'assigned-trips' || area === 'field-trips')
      return true;
    if (area === 'people' || area === 'setup') return access === 'read';
    return false;
  }
  if (crew.includes(roleId)) return area === 'assigned-trips';
  if (requesters.includes(roleId)) return area === 'field-trips';
  return false;
}

/** Whether the role may open the admin console areas at all. */
export function isConsoleRole(roleId: number): boolean {
  return roleId === ROLE_IDS.schoolAdministrator || managers.includes(roleId);
}
