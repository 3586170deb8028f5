import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { PageHeading } from '../../components/page-heading';
import { useFormats } from '../../i18n/use-formats';
import { useListParams } from '../../lib/list-params';
import { schoolToday } from '../../lib/school-today';
import { usePermission } from '../auth';
import { MONTH_PATTERN } from './calendar-month';
import { FieldTripCalendar } from './field-trip-calendar';
import { FieldTripFormModal } from './field-trip-form-modal';
import { FieldTripList } from './field-trip-list';

const VIEWS = ['list', 'calendar'] as const;

// The view and the calendar's month live in the address beside the list's own parameters.
const viewQuerySchema = z.object({
  view: z.enum(VIEWS).catch('list').default('list'),
  month: z.string().regex(MONTH_PATTERN).optional(),
});

/**
 * Trips → Field Trips (issue 25 §4): the school's field trips (a teacher's: their own requests) as a
 * list or as a month's calendar, and Request Field Trip.
 */
export function FieldTripsPage() {
  const intl = useIntl();
  const formats = useFormats();
  const { params, setParams } = useListParams(viewQuerySchema);
  const canRequest = usePermission('field-trips', 'write');
  const [requesting, setRequesting] = useState(false);
  const today = schoolToday(formats.timeZone);
  const thisMonth = today.slice(0, 7);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <PageHeading title={intl.formatMessage({ id: 'fieldTripScreens.title' })} />
        {canRequest && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            aria-haspopup="dialog"
            onClick={() => setRequesting(true)}
          >
            <FormattedMessage id="fieldTripScreens.requestTrip" />
          </Button>
        )}
      </Group>
      <SegmentedControl
        aria-label={intl.formatMessage({ id: 'fieldTripScreens.view' })}
        data={[
          { value: 'list', label: intl.formatMessage({ id: 'fieldTripScreens.viewList' }) },
          { value: 'calendar', label: intl.formatMessage({ id: 'fieldTripScreens.viewCalendar' }) },
        ]}
        value={params.view}
        onChange={(view) => setParams({ view })}
        w="fit-content"
      />
      {params.view === 'calendar' ? (
        <FieldTripCalendar
          month={params.month ?? thisMonth}
          thisMonth={thisMonth}
          today={today}
          onMonthChange={(month) => setParams({ month: month === thisMonth ? null : month })}
        />
      ) : (
        <FieldTripList />
      )}
      <FieldTripFormModal target={requesting ? { trip: null } : null} onClose={() => setRequesting(false)} />
    </Stack>
  );
}
