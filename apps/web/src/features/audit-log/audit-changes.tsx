import { Text, VisuallyHidden } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntry } from '@app/shared/audit-log/audit-log.schemas';
import { formatAuditValue, photoChange, shownFields } from './audit-values';

// Separators, the same in every language.
const SPACE = ' ';
const ARROW = '→';

/** A value as people read it (see formatAuditValue); nothing as 'empty'. */
function ShownValue({ value, timeZone }: { value: AuditEntry['changes'][string]['old']; timeZone: string }) {
  const shown = formatAuditValue(value, timeZone);
  if (shown === null) {
    return (
      <Text span fs="italic" c="dimmed" size="sm">
        <FormattedMessage id="auditLog.empty" />
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
  const intl = useIntl();
  const fields = shownFields(entry.changes);
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      {entry.count !== null && (
        <Text size="sm">
          <FormattedMessage id="auditLog.recordCount" values={{ count: entry.count }} />
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
              <FormattedMessage id="auditLog.fieldName" values={{ name }} />
            </Text>
            {SPACE}
            {'old' in change && <ShownValue value={change.old} timeZone={timeZone} />}
            {'old' in change && 'new' in change && (
              <>
                {SPACE}
                <span aria-hidden>{ARROW}</span>
                <VisuallyHidden>
                  {SPACE}
                  {intl.formatMessage({ id: 'auditLog.changedTo' })}
                </VisuallyHidden>
                {SPACE}
              </>
            )}
            {'new' in change && <ShownValue value={change.new} timeZone={timeZone} />}
          </Text>
        );
      })}
      {fields.length === 0 && entry.count === null && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="auditLog.noFieldValues" />
        </Text>
      )}
    </div>
  );
}
