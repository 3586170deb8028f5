import { Anchor, Badge, type MantineColor } from '@mantine/core';
import {
  AUDIT_ACTIONS,
  auditRecordTypeLabel,
  type AuditAction,
  type AuditEntry,
} from '@app/shared/audit-log/audit-log.schemas';
import type { Formats } from '@app/shared/i18n/formats';
import { localize } from '@app/shared/i18n/localize';
import { useIntl, type IntlShape } from 'react-intl';
import type { Column } from '../../components/data-table';
import { AuditChanges } from './audit-changes';

/** Room for a line of the Changes column such as 'Full name: Grace Atieno → Grace Kamau'. */
const CHANGES_MIN_WIDTH = 280;

const actionColors: Record<AuditAction, MantineColor> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  import: 'grape',
  view: 'gray',
};

function ActionBadge({ action }: { action: AuditAction }) {
  const intl = useIntl();
  const known = AUDIT_ACTIONS.find((entry) => entry.id === action);
  const label = known ? localize(intl, known.label) : action;
  return (
    // Whole: a squeezed column would cut its label short ("Cr…"), so the column keeps the badge's width.
    <Badge color={actionColors[action]} variant="light" tt="none" miw="max-content">
      {label}
    </Badge>
  );
}

/** The columns of audit entries: the whole log names each record; one record's history does not need to. */
export function auditColumns(
  intl: IntlShape,
  formats: Formats,
  {
    withRecord,
    onRecord,
  }: {
    withRecord: boolean;
    /** Narrows the log to one record's entries (the log's "record" filter). */
    onRecord?: (entry: AuditEntry) => void;
  },
): Column<AuditEntry>[] {
  const record: Column<AuditEntry>[] = [
    {
      key: 'record_type',
      title: intl.formatMessage({ id: 'auditLog.columnRecordType' }),
      width: 130,
      giveWay: 3,
      render: (entry) => localize(intl, auditRecordTypeLabel(entry.record_type)),
    },
    {
      key: 'record',
      title: intl.formatMessage({ id: 'auditLog.columnRecord' }),
      width: 180,
      render: (entry) =>
        onRecord && entry.record_id ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            onClick={() => onRecord(entry)}
            aria-label={intl.formatMessage(
              { id: 'auditLog.recordChangesLink' },
              { record: entry.record_label },
            )}
          >
            {entry.record_label}
          </Anchor>
        ) : (
          entry.record_label
        ),
    },
  ];
  return [
    {
      key: 'at',
      title: intl.formatMessage({ id: 'auditLog.columnWhen' }),
      width: 170,
      render: (entry) => formats.dateTime(entry.at),
    },
    {
      key: 'who',
      title: intl.formatMessage({ id: 'auditLog.columnWho' }),
      width: 150,
      giveWay: 2,
      render: (entry) => entry.actor_name || intl.formatMessage({ id: 'auditLog.unknownPerson' }),
    },
    ...(withRecord ? record : []),
    {
      key: 'action',
      title: intl.formatMessage({ id: 'auditLog.columnAction' }),
      width: 100,
      render: (entry) => <ActionBadge action={entry.action} />,
    },
    {
      key: 'changes',
      title: intl.formatMessage({ id: 'auditLog.columnChanges' }),
      // What people come for: it keeps room for a line such as 'Last name: Atieno → Kamau', and the
      // others give way to it, the record type first, then the person.
      minWidth: CHANGES_MIN_WIDTH,
      giveWay: 0,
      render: (entry) => <AuditChanges entry={entry} formats={formats} />,
    },
  ];
}
