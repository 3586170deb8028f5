/** Profile types (DESIGN §2). */
export const PROFILE_TYPES = [
  { id: 100, name: 'Administrator' },
  { id: 200, name: 'Transport Manager' },
  { id: 300, name: 'Guardian' },
  { id: 400, name: 'Staff' },
] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number]['id'];
export const PROFILE_TYPE_IDS = PROFILE_TYPES.map((type) => type.id);
/** Staff profiles stand for an employee of the school (DESIGN §2). */
export const STAFF_PROFILE_TYPE = 400 satisfies ProfileType;
/** Guardian profiles stand for a guardian record of the school (issue 23: invited from their record). */
export const GUARDIAN_PROFILE_TYPE = 300 satisfies ProfileType;

/** Seeded roles; role_type lies in [profile_type, profile_type + 100). */
export const ROLES = [
  { id: 100, name: 'School Administrator', role_type: 100 },
  { id: 200, name: 'Transport Manager', role_type: 200 },
  { id: 300, name: 'Parent/Guardian', role_type: 300 },
  { id: 400, name: 'Staff Member', role_type: 400 },
  { id: 401, name: 'Driver', role_type: 401 },
  { id: 402, name: 'Bus Attendant', role_type: 402 },
  { id: 403, name: 'Transport Officer', role_type: 403 },
  { id: 404, name: 'Teacher', role_type: 404 },
] as const;
export type RoleId = (typeof ROLES)[number]['id'];

export const ROLE_IDS = {
  schoolAdministrator: 100,
  transportManager: 200,
  guardian: 300,
  staffMember: 400,
  driver: 401,
  busAttendant: 402,
  transportOfficer: 403,
  teacher: 404,
} as const satisfies Record<string, RoleId>;

/** Roles a profile of this type may hold (the console filters invitation roles the same way). */
export function rolesForProfileType(profileType: number) {
  return ROLES.filter((role) => role.role_type >= profileType && role.role_type < profileType + 100);
}

export function roleName(roleId: number): string {
  return ROLES.find((role) => role.id === roleId)?.name ?? 'Unknown role';
}
