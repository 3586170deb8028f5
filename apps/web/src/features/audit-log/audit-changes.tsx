import { Text, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import type { AuditEntry } from '@app/shared/audit-log/audit-log.schemas';
import { DATE_DISPLAY_FORMAT, DATE_PATTERN } from '@app/shared/common/dates';

type Value = string | number | boolean | null | undefined;

/** A read field as people say it: 'date_of_birth' is 'Date of birth', 'gender_label' is 'Gender'. */
function fieldName(field: string): string {
  const words = field.replace(/_(label|title)$/, '').replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The fields worth reading, by name: a code or an id with its label beside it (gender and
 * gender_label, job_role and job_role_title) shows the label only. The entry keeps both.
 */
function shownFields(changes: AuditEntry['changes']): string[] {
  const fields = Object.keys(changes);
  return fields
    .filter((field) => !fields.includes(`${field}_label`) && !fields.includes(`${field}_title`))
    .sort((a, b) => fieldName(a).localeCompare(fieldName(b)));
}

/** A value as people read it: dates as 'March 14, 1990', a photo by its stored file, nothing as 'empty'. */
function ShownValue({ value }: { value: Value }) {
  if (value === null || value === undefined || value === '') {
    return (
      <Text span fs="italic" c="dimmed" size="sm">
        empty
      </Text>
    );
  }
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  const text = String(value);
  if (DATE_PATTERN.test(text)) return <>{dayjs(text).format(DATE_DISPLAY_FORMAT)}</>;
  // A photo's reference is its API path, named after the stored file (never the image itself).
  const photo = /\/photo\/\?v=([^&]+)$/.exec(text);
  if (photo) return <>photo {photo[1]}</>;
  return <>{text}</>;
}

/** What an entry changed, one line per field: 'Last name: Atieno → Kamau'; long values wrap. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const fields = shownFields(entry.changes);
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      {entry.count !== null && (
        <Text size="sm">
          {entry.count} {entry.count === 1 ? 'record' : 'records'}
        </Text>
      )}
      {fields.map((field) => {
        const change = entry.changes[field]!;
        return (
          <Text size="sm" key={field}>
            <Text span fw={600} size="sm">
              {fieldName(field)}:
            </Text>{' '}
            {'old' in change && <ShownValue value={change.old} />}
            {'old' in change && 'new' in change && (
              <>
                {' '}
                <span aria-hidden>→</span>
                <VisuallyHidden> changed to</VisuallyHidden>{' '}
              </>
            )}
            {'new' in change && <ShownValue value={change.new} />}
          </Text>
        );
      })}
      {fields.length === 0 && entry.count === null && (
        <Text size="sm" c="dimmed">
          No field values
        </Text>
      )}
    </div>
  );
}
