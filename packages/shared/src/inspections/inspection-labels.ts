import type { MessageKey } from '../i18n/catalogue';
import type { InspectionKind, InspectionResult, ItemOutcome, VehicleType } from './inspection-codes';

/** How each code of an inspection is said (the console's labels, the Inspections report's values). */
export const VEHICLE_TYPE_LABELS: Record<VehicleType, MessageKey> = {
  bus: 'inspections.vehicleTypes.bus',
  minibus: 'inspections.vehicleTypes.minibus',
  van: 'inspections.vehicleTypes.van',
};

export const INSPECTION_KIND_LABELS: Record<InspectionKind, MessageKey> = {
  pre_trip: 'inspections.kinds.pre_trip',
  post_trip: 'inspections.kinds.post_trip',
};

export const ITEM_OUTCOME_LABELS: Record<ItemOutcome, MessageKey> = {
  ok: 'inspections.outcomes.ok',
  minor: 'inspections.outcomes.minor',
  major: 'inspections.outcomes.major',
};

export const INSPECTION_RESULT_LABELS: Record<InspectionResult, MessageKey> = {
  pass: 'inspections.results.pass',
  minor: 'inspections.results.minor',
  major: 'inspections.results.major',
};
