import { Anchor, Group, Text } from '@mantine/core';
import { FormattedMessage, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import type { Formats } from '@app/shared/i18n/formats';
import { ENDING_WITHIN_DAYS, type Dashboard } from '@app/shared/dashboard/dashboard.schemas';
import { TripStatusBadge } from '../../components/trip-labels';
import { useFormats } from '../../i18n/use-formats';
import { personnelOf, tripsOn } from './dashboard-links';
import classes from './dashboard.module.css';

/** '94.9%', or 'no arrivals' for a day (or a week) without any. */
export function rateText(intl: IntlShape, formats: Formats, rate: number | null): string {
  return rate === null
    ? intl.formatMessage({ id: 'dashboard.noArrivals' })
    : formats.number(rate, { unit: 'percent' });
}

/** "BUS-01, BUS-04 and 3 more": the first names of a counted set. */
export function namesOf(intl: IntlShape, names: string[], count: number): string {
  const more = count - names.length;
  return more > 0
    ? intl.formatMessage({ id: 'dashboard.namesAndMore' }, { names: names.join(', '), more })
    : names.join(', ');
}

/** Today's trips per status, each a link to Trip Management showing exactly those. */
export function StatusLinks({ dashboard }: { dashboard: Dashboard }) {
  return (
    <ul className={classes.plainList}>
      {dashboard.trips_by_status.map(({ status, count }) => (
        <li key={status}>
          <Anchor component={Link} to={tripsOn(dashboard.date, status)} underline="hover" c="inherit">
            <Group justify="space-between" py={4}>
              <TripStatusBadge status={status} />
              <Text fw={600}>{count}</Text>
            </Group>
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

/** The driver assignments ending soonest, each a link to its vehicle's assignments. */
export function EndingAssignments({ ends }: { ends: Dashboard['assignment_ends'] }) {
  const formats = useFormats();
  if (ends.count === 0)
    return (
      <Text size="sm" c="dimmed">
        <FormattedMessage id="dashboard.noAssignmentEnds" values={{ days: ENDING_WITHIN_DAYS }} />
      </Text>
    );
  const more = ends.count - ends.results.length;
  return (
    <>
      <ul className={classes.plainList}>
        {ends.results.map((end) => (
          <li key={end.id}>
            <Anchor component={Link} to={personnelOf(end.vehicle)} size="sm">
              <FormattedMessage
                id="dashboard.vehicleAndDriver"
                values={{ vehicle: end.vehicle_code, driver: end.driver_name }}
              />
            </Anchor>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="dashboard.endsOn" values={{ date: formats.date(end.end_date) }} />
            </Text>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="dashboard.andMore" values={{ more }} />
        </Text>
      )}
    </>
  );
}
