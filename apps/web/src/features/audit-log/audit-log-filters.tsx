import { Box, Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { AUDIT_RECORD_TYPES, type AuditLogQuery } from '@app/shared/audit-log/audit-log.schemas';
import { localize } from '@app/shared/i18n/localize';
import { FormattedMessage, useIntl } from 'react-intl';
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

/** The audit log's filters: record type, person (everyone who appears in the log), and a date range. */
export function AuditLogFilters({ filters, onChange, onReset }: Props) {
  const intl = useIntl();
  const recordTypes = AUDIT_RECORD_TYPES.map((type) => ({
    value: type.id,
    label: localize(intl, type.label),
  }));
  const people = useAuditPeople();
  const personOptions = (people.data?.results ?? []).map((person) => ({
    value: person.id,
    label: person.name,
  }));
  const filtered = FILTERS.some((filter) => filters[filter] !== undefined);
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={intl.formatMessage({ id: 'auditLog.filterRecordType' })}
        placeholder={intl.formatMessage({ id: 'auditLog.allRecordTypes' })}
        data={recordTypes}
        clearable
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'auditLog.clearRecordType' }) }}
        w={220}
        maw="100%"
        value={filters.record_type ?? null}
        onChange={(value) => onChange({ record_type: (value ?? undefined) as Filters['record_type'] })}
      />
      <Select
        label={intl.formatMessage({ id: 'auditLog.filterPerson' })}
        placeholder={
          people.isError
            ? intl.formatMessage({ id: 'auditLog.peopleLoadError' })
            : intl.formatMessage({ id: 'auditLog.everyone' })
        }
        data={personOptions}
        searchable
        clearable
        nothingFoundMessage={intl.formatMessage({ id: 'auditLog.nobodyFound' })}
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'auditLog.clearPerson' }) }}
        w={220}
        maw="100%"
        value={filters.user ?? null}
        onChange={(value) => onChange({ user: value ?? undefined })}
      />
      <Box w={190} maw="100%">
        <DateField
          label={intl.formatMessage({ id: 'auditLog.filterFrom' })}
          clearable
          maxDate={filters.date_to}
          value={filters.date_from ?? ''}
          onChange={(value) => onChange({ date_from: value || undefined })}
        />
      </Box>
      <Box w={190} maw="100%">
        <DateField
          label={intl.formatMessage({ id: 'auditLog.filterTo' })}
          clearable
          minDate={filters.date_from}
          value={filters.date_to ?? ''}
          onChange={(value) => onChange({ date_to: value || undefined })}
        />
      </Box>
      {filtered && (
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onReset}>
          <FormattedMessage id="auditLog.resetFilters" />
        </Button>
      )}
    </Group>
  );
}
