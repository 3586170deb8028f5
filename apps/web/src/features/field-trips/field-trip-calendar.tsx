import { ActionIcon, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DAYS_OF_WEEK } from '@app/shared/common/weekdays';
import type { FieldTrip } from '@app/shared/field-trips/field-trip.schemas';
import { localize } from '@app/shared/i18n/localize';
import { ListState } from '../../components/list-state';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { monthWeeks, shiftMonth } from './calendar-month';
import classes from './field-trip-calendar.module.css';
import { fieldTripPath } from './field-trip-columns';
import { fieldTripStatusLook } from './field-trip-labels';
import { useFieldTripCalendar } from './field-trips.api';

// Below this width a week of seven columns leaves a trip a few letters: the month becomes a list of days.
const NARROW = '(width < 600px)';

type Props = {
  /** The month shown, YYYY-MM. */
  month: string;
  /** The school's month today, YYYY-MM: "This month" goes back to it. */
  thisMonth: string;
  /** The school's today, YYYY-MM-DD, marked in the grid. */
  today: string;
  onMonthChange: (month: string) => void;
};

/**
 * The field trips of a month (issue 25 §4): a grid of weeks, each day listing its trips as links in
 * their status's colour and sign with the time they leave; on a phone, the days that have trips, one
 * under the other. Previous and next month, and back to this one.
 */
export function FieldTripCalendar({ month, thisMonth, today, onMonthChange }: Props) {
  const intl = useIntl();
  const formats = useFormats();
  const calendar = useFieldTripCalendar(month);
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false });
  const monthName = formats.date(`${month}-01`, 'monthYear');
  // The month asked for: while the next loads, the previous month's trips are not shown under its name.
  const trips = calendar.data?.month === month ? calendar.data.trips : undefined;
  const byDay = groupByDay(trips ?? []);
  const failure = calendar.isError
    ? localize(
        intl,
        errorMessage(calendar.error, intl.formatMessage({ id: 'fieldTripScreens.tripsLoadError' })),
      )
    : null;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={intl.formatMessage({ id: 'common.previousMonth' })}
            onClick={() => onMonthChange(shiftMonth(month, -1))}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <Title order={2} size="h4" aria-live="polite" miw={170} ta="center">
            {monthName}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={intl.formatMessage({ id: 'common.nextMonth' })}
            onClick={() => onMonthChange(shiftMonth(month, 1))}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
        <Button variant="subtle" disabled={month === thisMonth} onClick={() => onMonthChange(thisMonth)}>
          <FormattedMessage id="fieldTripScreens.thisMonth" />
        </Button>
      </Group>
      {!trips ? (
        <ListState
          isLoading={calendar.isPending || calendar.isFetching}
          error={failure}
          onRetry={() => void calendar.refetch()}
          isRetrying={calendar.isFetching}
          emptyMessage=""
        />
      ) : narrow ? (
        <DayList byDay={byDay} monthName={monthName} />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <table className={classes.grid} aria-label={monthName}>
            <thead>
              <tr>
                {DAYS_OF_WEEK.map((day) => (
                  <th key={day} scope="col">
                    <abbr title={formats.weekday(day)}>{formats.weekday(day, 'short')}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week) => (
                <tr key={week.find(Boolean)}>
                  {week.map((day, index) =>
                    day ? (
                      <td key={day} className={day === today ? classes.today : undefined}>
                        <DayCell day={day} trips={byDay.get(day) ?? []} />
                      </td>
                    ) : (
                      <td key={`blank-${index}`} className={classes.outside} />
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </Paper>
      )}
    </Stack>
  );
}

function DayCell({ day, trips }: { day: string; trips: FieldTrip[] }) {
  const formats = useFormats();
  return (
    <>
      <span className={classes.dayNumber} aria-hidden>
        {formats.number(Number(day.slice(8)))}
      </span>
      <VisuallyHidden component="span">{formats.date(day, 'full')}</VisuallyHidden>
      {trips.length > 0 && (
        <ul className={classes.entries}>
          {trips.map((trip) => (
            <li key={trip.id}>
              <TripEntry trip={trip} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The narrow frame's month: each day with trips under its date; a month without any says so. */
function DayList({ byDay, monthName }: { byDay: Map<string, FieldTrip[]>; monthName: string }) {
  const formats = useFormats();
  if (byDay.size === 0)
    return (
      <Text c="dimmed" py="md">
        <FormattedMessage id="fieldTripScreens.noTripsInMonth" values={{ month: monthName }} />
      </Text>
    );
  return (
    <ul className={classes.dayList} aria-label={monthName}>
      {[...byDay.entries()].map(([day, trips]) => (
        <li key={day}>
          <Title order={3} size="h5" mt="sm" mb={4}>
            {formats.date(day, 'weekdayDayMonth')}
          </Title>
          <ul className={classes.entries}>
            {trips.map((trip) => (
              <li key={trip.id}>
                <TripEntry trip={trip} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** A trip on its day: its status's colour and sign, the time it leaves, its purpose; the status in words too. */
function TripEntry({ trip }: { trip: FieldTrip }) {
  const intl = useIntl();
  const look = fieldTripStatusLook(trip.status);
  const Sign = look.icon;
  const style = { '--entry-color': `var(--mantine-color-${look.color}-light-color)` } as CSSProperties;
  const from = trip.departs_at.slice(0, 5);
  // Its name says the status the colour and sign show; a grid's day cuts a long purpose short, and the
  // pointer's tooltip (the same words) shows it whole.
  const name = intl.formatMessage(
    { id: 'fieldTripScreens.calendarEntryName' },
    { from, title: trip.title, status: intl.formatMessage({ id: look.label }) },
  );
  return (
    <Link className={classes.entry} style={style} to={fieldTripPath(trip.id)} aria-label={name} title={name}>
      <Sign className={classes.sign} size={14} aria-hidden />
      <span>
        <FormattedMessage
          id="fieldTripScreens.calendarEntry"
          values={{ from, title: trip.title, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </span>
    </Link>
  );
}

/** The trips by their day, each day's in the order they leave. */
function groupByDay(trips: FieldTrip[]): Map<string, FieldTrip[]> {
  const days = new Map<string, FieldTrip[]>();
  const sorted = [...trips].sort(
    (a, b) => a.trip_date.localeCompare(b.trip_date) || a.departs_at.localeCompare(b.departs_at),
  );
  for (const trip of sorted) days.set(trip.trip_date, [...(days.get(trip.trip_date) ?? []), trip]);
  return days;
}
