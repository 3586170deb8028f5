import { Text, VisuallyHidden } from '@mantine/core';
import type { AuditEntry } from '@app/shared/audit-log/audit-log.schemas';
import { formatAuditValue, photoChange, shownFields } from './audit-values';

/** A value as people read it (see formatAuditValue); nothing as 'empty'. */
function ShownValue({ value, timeZone }: { value: AuditEntry['changes'][string]['old']; timeZone: string }) {
  const shown = formatAuditValue(value, timeZone);
  if (shown === null) {
    return (
      <Text span fs="italic" c="dimmed" size="sm">
        empty
      </Text>
    );
  }
  return <>{shown}</>;
}

/**
 * What an entry changed, one line per field, as the record's own screen shows its values: 'Last
 * name: Atieno → Kamau', 'Photo changed'; long values wrap.
 */
export function AuditChanges({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const fields = shownFields(entry.changes);
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      {entry.count !== null && (
        <Text size="sm">
          {entry.count} {entry.count === 1 ? 'record' : 'records'}
        </Text>
      )}
      {fields.map(({ field, name }) => {
        const change = entry.changes[field]!;
        const photo = photoChange(change);
        if (photo) {
          return (
            <Text size="sm" fw={600} key={field}>
              {photo}
            </Text>
          );
        }
        return (
          <Text size="sm" key={field}>
            <Text span fw={600} size="sm">
              {name}:
            </Text>{' '}
            {'old' in change && <ShownValue value={change.old} timeZone={timeZone} />}
            {'old' in change && 'new' in change && (
              <>
                {' '}
                <span aria-hidden>→</span>
                <VisuallyHidden> changed to</VisuallyHidden>{' '}
              </>
            )}
            {'new' in change && <ShownValue value={change.new} timeZone={timeZone} />}
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
