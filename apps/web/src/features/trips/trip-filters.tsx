import { Box, Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TRIP_STATUS_KEYS, TRIP_STATUSES, type TripListQuery } from '@app/shared/trips/trip.schemas';
import { DateField } from '../../components/date-field';

type Filters = Pick<TripListQuery, 'status' | 'start_date' | 'end_date'>;

type Props = {
  filters: Filters;
  /** A filter changed (undefined: cleared); the list goes back to its first page. */
  onChange: (changes: Partial<Filters>) => void;
  /** Back to the list the screen opens on; none while it is shown. */
  onReset: (() => void) | undefined;
};

/** Trip Management's filters (spec part 2 §2): status, a date range, and Reset Filters. */
export function TripFilters({ filters, onChange, onReset }: Props) {
  const intl = useIntl();
  const statusOptions = TRIP_STATUSES.map((status) => ({
    value: String(status.id),
    label: intl.formatMessage({ id: TRIP_STATUS_KEYS[status.id] }),
  }));
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={intl.formatMessage({ id: 'trips.status' })}
        placeholder={intl.formatMessage({ id: 'trips.allStatuses' })}
        data={statusOptions}
        clearable
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'trips.clearStatus' }) }}
        w={190}
        maw="100%"
        value={filters.status ?? null}
        onChange={(value) => onChange({ status: (value ?? undefined) as Filters['status'] })}
      />
      <Box w={190} maw="100%">
        <DateField
          label={intl.formatMessage({ id: 'trips.startDate' })}
          clearable
          maxDate={filters.end_date}
          value={filters.start_date ?? ''}
          onChange={(value) => onChange({ start_date: value || undefined })}
        />
      </Box>
      <Box w={190} maw="100%">
        <DateField
          label={intl.formatMessage({ id: 'trips.endDate' })}
          clearable
          minDate={filters.start_date}
          value={filters.end_date ?? ''}
          onChange={(value) => onChange({ end_date: value || undefined })}
        />
      </Box>
      <Button
        variant="subtle"
        leftSection={<IconFilterOff size={16} aria-hidden />}
        onClick={onReset}
        disabled={!onReset}
      >
        <FormattedMessage id="trips.resetFilters" />
      </Button>
    </Group>
  );
}
