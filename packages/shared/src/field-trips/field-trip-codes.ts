import { ROLE_IDS } from '../accounts/roles';

/**
 * A field trip's life (issue 25 §4): requested (its approval steps under way), approved (every step
 * approved; vehicles and drivers still to assign), scheduled (as many vehicles as it needs, each
 * with a driver), completed (its actual distance and time, and so its cost, recorded); or rejected
 * by a step, or cancelled.
 */
export const FIELD_TRIP_STATUSES = [
  'requested',
  'approved',
  'scheduled',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type FieldTripStatus = (typeof FIELD_TRIP_STATUSES)[number];

/** The statuses in which a field trip still holds, or may yet hold, its vehicles and drivers. */
export const LIVE_FIELD_TRIP_STATUSES = [
  'requested',
  'approved',
  'scheduled',
] as const satisfies FieldTripStatus[];

/** One approval step of one field trip: waiting for its turn or a decision, or decided. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The decisions an approver can take on the step whose turn it is. */
export const FIELD_TRIP_DECISIONS = ['approved', 'rejected'] as const;
export type FieldTripDecision = (typeof FIELD_TRIP_DECISIONS)[number];

/**
 * The roles a school's approval steps may name: the head teacher (a School Administrator), the
 * Transport Manager and the Transport Officer. A School Administrator may decide any step.
 */
export const APPROVER_ROLE_IDS = [
  ROLE_IDS.schoolAdministrator,
  ROLE_IDS.transportManager,
  ROLE_IDS.transportOfficer,
] as const;
export type ApproverRoleId = (typeof APPROVER_ROLE_IDS)[number];

/** Who assigns vehicles and drivers, records the trip's actuals and sees every request. */
export const FIELD_TRIP_OFFICE_ROLE_IDS: number[] = [
  ROLE_IDS.schoolAdministrator,
  ROLE_IDS.transportManager,
  ROLE_IDS.transportOfficer,
];

/** Whether the role may take a step named for `stepRole`: its own role's steps, and an administrator any. */
export function canDecideStep(roleId: number, stepRole: number): boolean {
  return roleId === ROLE_IDS.schoolAdministrator || roleId === stepRole;
}

/** A school's rates: what a field trip costs per km driven and per hour out (issue 25 §4). */
export function fieldTripCost(
  distanceKm: number,
  minutes: number,
  rates: { cost_per_km: number; cost_per_hour: number },
): number {
  return Math.round((distanceKm * rates.cost_per_km + (minutes / 60) * rates.cost_per_hour) * 100) / 100;
}
