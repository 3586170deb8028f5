import { Anchor, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { DATE_DISPLAY_FORMAT } from '@app/shared/common/dates';
import { ENDING_WITHIN_DAYS, type Dashboard } from '@app/shared/dashboard/dashboard.schemas';
import { TripStatusBadge } from '../../components/trip-labels';
import { personnelOf, tripsOn } from './dashboard-links';
import classes from './dashboard.module.css';

/** '94.9%', or 'no arrivals' for a day (or a week) without any. */
export function rateText(rate: number | null): string {
  return rate === null ? 'no arrivals' : `${rate}%`;
}

/** "BUS-01, BUS-04 and 3 more": the first names of a counted set. */
export function namesOf(names: string[], count: number): string {
  const more = count - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
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
  if (ends.count === 0)
    return (
      <Text size="sm" c="dimmed">
        No driver assignment ends in the next {ENDING_WITHIN_DAYS} days.
      </Text>
    );
  const more = ends.count - ends.results.length;
  return (
    <>
      <ul className={classes.plainList}>
        {ends.results.map((end) => (
          <li key={end.id}>
            <Anchor component={Link} to={personnelOf(end.vehicle)} size="sm">
              {end.vehicle_code} · {end.driver_name}
            </Anchor>
            <Text size="sm" c="dimmed">
              Ends {dayjs(end.end_date).format(DATE_DISPLAY_FORMAT)}
            </Text>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          and {more} more
        </Text>
      )}
    </>
  );
}
