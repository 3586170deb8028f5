import { Text, VisuallyHidden } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditEntry } from '@app/shared/audit-log/audit-log.schemas';
import type { Formats } from '@app/shared/i18n/formats';
import { attachmentChange, formatAuditField, shownFields } from './audit-values';

// Separators, the same in every language.
const SPACE = ' ';
const ARROW = '→';

type ShownValueProps = {
  changes: AuditEntry['changes'];
  field: string;
  side: 'old' | 'new';
  formats: Formats;
};

/** One side of a field's change as people read it (see formatAuditField); nothing as 'empty'. */
function ShownValue({ changes, field, side, formats }: ShownValueProps) {
  const intl = useIntl();
  const shown = formatAuditField(changes, field, side, formats, intl);
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
export function AuditChanges({ entry, formats }: { entry: AuditEntry; formats: Formats }) {
  const intl = useIntl();
  const fields = shownFields(entry.changes, intl);
  return (
    <div style={{ overflowWrap: 'anywhere' }}>
      {entry.count !== null && (
        <Text size="sm">
          <FormattedMessage id="auditLog.recordCount" values={{ count: entry.count }} />
        </Text>
      )}
      {fields.map(({ field, name }) => {
        const change = entry.changes[field]!;
        const attachment = attachmentChange(field, change, intl);
        if (attachment) {
          return (
            <Text size="sm" fw={600} key={field}>
              {attachment}
            </Text>
          );
        }
        return (
          <Text size="sm" key={field}>
            <Text span fw={600} size="sm">
              <FormattedMessage id="auditLog.fieldName" values={{ name }} />
            </Text>
            {SPACE}
            {'old' in change && (
              <ShownValue changes={entry.changes} field={field} side="old" formats={formats} />
            )}
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
            {'new' in change && (
              <ShownValue changes={entry.changes} field={field} side="new" formats={formats} />
            )}
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
