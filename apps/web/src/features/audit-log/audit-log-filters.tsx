import { Box, Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { AUDIT_RECORD_TYPES, type AuditLogQuery } from '@app/shared/audit-log/audit-log.schemas';
import { DateField } from '../../components/date-field';
import { useAuditPeople } from './audit-log.api';

type Filters = Pick<AuditLogQuery, 'record_type' | 'user' | 'date_from' | 'date_to'>;

type Props = {
  filters: Filters;
  /** A filter changed (undefined: cleared); the list goes back to its first page. */
  onChange: (changes: Partial<Filters>) => void;
  onReset: () => void;
};

const FILTERS = ['record_type', 'user', 'date_from', 'date_to'] as const;
const recordTypes = AUDIT_RECORD_TYPES.map((type) => ({ value: type.id, label: type.label }));

/** The audit log's filters: record type, person (everyone who appears in the log), and a date range. */
export function AuditLogFilters({ filters, onChange, onReset }: Props) {
  const people = useAuditPeople();
  const personOptions = (people.data?.results ?? []).map((person) => ({
    value: person.id,
    label: person.name,
  }));
  const filtered = FILTERS.some((filter) => filters[filter] !== undefined);
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Record Type"
        placeholder="All record types"
        data={recordTypes}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear record type' }}
        w={220}
        maw="100%"
        value={filters.record_type ?? null}
        onChange={(value) => onChange({ record_type: (value ?? undefined) as Filters['record_type'] })}
      />
      <Select
        label="Person"
        placeholder={people.isError ? 'Could not load people' : 'Everyone'}
        data={personOptions}
        searchable
        clearable
        nothingFoundMessage="Nobody of that name in the log"
        clearButtonProps={{ 'aria-label': 'Clear person' }}
        w={220}
        maw="100%"
        value={filters.user ?? null}
        onChange={(value) => onChange({ user: value ?? undefined })}
      />
      <Box w={190} maw="100%">
        <DateField
          label="From"
          clearable
          maxDate={filters.date_to}
          value={filters.date_from ?? ''}
          onChange={(value) => onChange({ date_from: value || undefined })}
        />
      </Box>
      <Box w={190} maw="100%">
        <DateField
          label="To"
          clearable
          minDate={filters.date_from}
          value={filters.date_to ?? ''}
          onChange={(value) => onChange({ date_to: value || undefined })}
        />
      </Box>
      {filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
          Reset Filters
        </Button>
      )}
    </Group>
  );
}
