/** The kinds of vehicle a school's inspection checklists are kept for (issue 25 §1). */
export const VEHICLE_TYPES = ['bus', 'minibus', 'van'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** Before the trip leaves (on the run sheet before Start) or after it ends. */
export const INSPECTION_KINDS = ['pre_trip', 'post_trip'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/** One checklist item's finding: fine, or a defect that is minor or major (a major one takes the vehicle out of service). */
export const ITEM_OUTCOMES = ['ok', 'minor', 'major'] as const;
export type ItemOutcome = (typeof ITEM_OUTCOMES)[number];

/** An inspection's result: the worst of its items. */
export const INSPECTION_RESULTS = ['pass', 'minor', 'major'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];
