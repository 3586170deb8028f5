import { Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import { STATUS } from '@app/shared/trip-status/trip-status.schemas';
import type { Trip } from '@app/shared/trips/trip.schemas';
import { TripStatusBadge } from '../../components/trip-labels';
import { locationText } from '../../lib/trip-times';
import { useFormats } from '../../i18n/use-formats';

type Checked = Pick<Trip, 'empty_bus_checked_at' | 'empty_bus_latitude' | 'empty_bus_longitude'>;

/**
 * "07:12 at -1.29206, 36.82194": when (the school's clock) and where the driver confirmed that no
 * child was left on board (issue 25 §2); "Not recorded" for a trip completed before the check existed.
 */
export function emptyBusCheckText(intl: IntlShape, formats: Formats, trip: Checked): string {
  if (trip.empty_bus_checked_at === null) return intl.formatMessage({ id: 'trips.notRecorded' });
  const time = formats.time(trip.empty_bus_checked_at);
  const position = locationText({ latitude: trip.empty_bus_latitude, longitude: trip.empty_bus_longitude });
  return position === null
    ? intl.formatMessage({ id: 'trips.emptyBusCheckNoPosition' }, { time })
    : intl.formatMessage({ id: 'trips.emptyBusCheckAt' }, { time, position });
}

/**
 * A trip's status in a list: its badge and, once completed, a mark for the empty-bus check (a tick
 * with its time, or a warning when none was recorded), told to a screen reader and under the pointer,
 * narrow enough that the table still fits at 1280 px.
 */
export function TripStatusCell({ trip }: { trip: Pick<Trip, 'status'> & Checked }) {
  const intl = useIntl();
  const formats = useFormats();
  if (trip.status !== STATUS.completed) return <TripStatusBadge status={trip.status} />;
  const checked = trip.empty_bus_checked_at;
  const label =
    checked === null
      ? intl.formatMessage({ id: 'trips.emptyBusCheckMissing' })
      : intl.formatMessage({ id: 'trips.emptyBusCheckDone' }, { time: formats.time(checked) });
  const Mark = checked === null ? IconAlertTriangle : IconCircleCheck;
  return (
    <Group gap={6} wrap="nowrap">
      <TripStatusBadge status={trip.status} />
      <Tooltip label={label}>
        <span style={{ display: 'inline-flex' }}>
          <Mark
            size={18}
            aria-hidden
            // Shade 8 (9 for orange): 3:1 against white, as a meaningful graphic needs.
            color={checked === null ? 'var(--mantine-color-orange-9)' : 'var(--mantine-color-green-8)'}
          />
          <VisuallyHidden>{label}</VisuallyHidden>
        </span>
      </Tooltip>
    </Group>
  );
}
