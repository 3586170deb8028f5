import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClipboardCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RunSheet } from '@app/shared/run-sheet/run-sheet.schemas';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { TripDetail } from '@app/shared/trips/trip.schemas';
import type { InspectionKind } from '@app/shared/inspections/inspection-codes';
import { InspectionModal, ResultBadge, type InspectionTarget } from '../inspections';
import { useClock, vehicleLabel } from './run-labels';
import { runSheetKeys } from './run-sheet.api';
import { usePosition } from './use-position';

/** What the run sheet knows of inspections besides the trip: the checklists and the school's rule. */
export type InspectionRules = Pick<RunSheet, 'checklists' | 'inspection_required'>;

// A run sheet kept on the phone before inspections existed has no trip inspections: read as none.
const inspectionsOf = (trip: TripDetail) => trip.inspections ?? [];

/**
 * Why Start is closed, if it is: the vehicle is out of service (a major defect not yet cleared), or the
 * school requires a pre-trip inspection that the trip has not had. The server refuses such a start anyway;
 * the phone says why before the driver tries.
 */
export function startBlock(trip: TripDetail, rules: InspectionRules): 'outOfService' | 'inspectFirst' | null {
  if (trip.vehicle_out_of_service) return 'outOfService';
  // As the server counts it: any pre-trip inspection of the trip (a major defect keeps it out of service).
  const inspected = inspectionsOf(trip).some((one) => one.kind === 'pre_trip');
  return rules.inspection_required && !inspected ? 'inspectFirst' : null;
}

type Props = {
  trip: TripDetail;
  /** The trip's status as the phone shows it (its actions waiting to be sent included). */
  status: number;
  rules: InspectionRules;
};

/**
 * A trip's inspections on the run sheet: those made, Inspect vehicle before Start (required or
 * recommended, as the school says), a post-trip inspection after Complete, and the vehicle's being out
 * of service, which keeps Start closed.
 */
export function TripInspections({ trip, status, rules }: Props) {
  const intl = useIntl();
  const clock = useClock();
  const queryClient = useQueryClient();
  // Where the inspection was made, as the trip's events say where they happened.
  const position = usePosition();
  const [inspecting, setInspecting] = useState<InspectionTarget | null>(null);
  const block = startBlock(trip, rules);
  const inspect = (kind: InspectionKind) =>
    setInspecting({
      vehicle: trip.vehicle,
      vehicleLabel: vehicleLabel(trip),
      trip: trip.id,
      kind,
      checklist: rules.checklists?.[trip.vehicle_type] ?? [],
    });
  const inspections = inspectionsOf(trip);
  const hasPostTrip = inspections.some((one) => one.kind === 'post_trip');
  const scheduled = status === STATUS.scheduled;
  return (
    <Stack gap="sm">
      {inspections.length > 0 && (
        <List
          spacing="xs"
          listStyleType="none"
          aria-label={intl.formatMessage({ id: 'inspectionScreens.tripInspections' })}
        >
          {inspections.map((one) => (
            <List.Item key={one.id}>
              <Group gap="xs">
                {one.result !== 'major' && <IconCircleCheck size={20} aria-hidden />}
                <Text>
                  <FormattedMessage
                    id="inspectionScreens.tripInspection"
                    values={{ kind: one.kind, time: clock(one.performed_at) }}
                  />
                </Text>
                <ResultBadge result={one.result} size="lg" />
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {trip.vehicle_out_of_service && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={<FormattedMessage id="inspectionScreens.outOfService" />}
        >
          <FormattedMessage id="inspectionScreens.outOfServiceHint" />
        </Alert>
      )}
      {scheduled && (
        <>
          <Button
            size="xl"
            fullWidth
            variant={block === 'inspectFirst' ? 'filled' : 'light'}
            leftSection={<IconClipboardCheck aria-hidden />}
            onClick={() => inspect('pre_trip')}
          >
            <FormattedMessage id="inspectionScreens.inspectVehicle" />
          </Button>
          {block !== 'outOfService' && (
            <Text>
              <FormattedMessage
                id={
                  rules.inspection_required
                    ? 'inspectionScreens.inspectionRequiredHint'
                    : 'inspectionScreens.inspectionSuggestedHint'
                }
              />
            </Text>
          )}
        </>
      )}
      {status === STATUS.completed && !hasPostTrip && (
        <Button
          size="lg"
          fullWidth
          variant="light"
          leftSection={<IconClipboardCheck aria-hidden />}
          onClick={() => inspect('post_trip')}
        >
          <FormattedMessage id="inspectionScreens.postTripInspection" />
        </Button>
      )}
      <InspectionModal
        target={inspecting}
        position={position}
        onClose={() => setInspecting(null)}
        // The trip's inspections and its vehicle's service come with the run sheet: asked for again.
        onSubmitted={() => void queryClient.invalidateQueries({ queryKey: runSheetKeys.all })}
      />
    </Stack>
  );
}
