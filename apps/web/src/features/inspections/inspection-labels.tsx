import { Badge, type MantineSize } from '@mantine/core';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import {
  VEHICLE_TYPES,
  type InspectionKind,
  type InspectionResult,
  type ItemOutcome,
  type VehicleType,
} from '@app/shared/inspections/inspection-codes';
import {
  INSPECTION_KIND_LABELS,
  INSPECTION_RESULT_LABELS,
  ITEM_OUTCOME_LABELS,
  VEHICLE_TYPE_LABELS,
} from '@app/shared/inspections/inspection-labels';

// Green fine, orange a minor defect, red a major one: the trip statuses' light badges, which pass 4.5:1.
const COLORS = { ok: 'green', pass: 'green', minor: 'orange', major: 'red' } as const;

/** A vehicle type's name ('Minibus'); an unknown code (a newer server) as it is. */
const vehicleTypeName = (intl: IntlShape, type: string) =>
  type in VEHICLE_TYPE_LABELS ? intl.formatMessage({ id: VEHICLE_TYPE_LABELS[type as VehicleType] }) : type;

/** The vehicle types as a Select's or a SegmentedControl's options, in the codes' order. */
export const vehicleTypeOptions = (intl: IntlShape) =>
  VEHICLE_TYPES.map((type) => ({ value: type, label: vehicleTypeName(intl, type) }));

/** 'Pre-trip' or 'Post-trip'. */
export const kindName = (intl: IntlShape, kind: InspectionKind) =>
  intl.formatMessage({ id: INSPECTION_KIND_LABELS[kind] });

/** An inspection's result: Pass green, Minor defects orange, Major defect red. */
export function ResultBadge({ result, size }: { result: InspectionResult; size?: MantineSize }) {
  const intl = useIntl();
  return (
    <Badge color={COLORS[result]} variant="light" size={size} tt="none">
      {intl.formatMessage({ id: INSPECTION_RESULT_LABELS[result] })}
    </Badge>
  );
}

/** One finding: OK, Minor defect, Major defect. */
export function OutcomeBadge({ outcome }: { outcome: ItemOutcome }) {
  const intl = useIntl();
  return (
    <Badge color={COLORS[outcome]} variant="light" tt="none">
      {intl.formatMessage({ id: ITEM_OUTCOME_LABELS[outcome] })}
    </Badge>
  );
}
