import { Anchor, Badge, type MantineColor } from '@mantine/core';
import {
  AUDIT_ACTIONS,
  auditRecordTypeLabel,
  type AuditAction,
  type AuditEntry,
} from '@app/shared/audit-log/audit-log.schemas';
import type { Column } from '../../components/data-table';
import { AuditChanges } from './audit-changes';
import { formatMoment } from './audit-values';

const actionColors: Record<AuditAction, MantineColor> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  import: 'grape',
};

function ActionBadge({ action }: { action: AuditAction }) {
  const label = AUDIT_ACTIONS.find((known) => known.id === action)?.label ?? action;
  return (
    <Badge color={actionColors[action]} variant="light" tt="none">
      {label}
    </Badge>
  );
}

/** The columns of audit entries: the whole log names each record; one record's history does not need to. */
export function auditColumns(
  timeZone: string,
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
      title: 'Record Type',
      width: 130,
      render: (entry) => auditRecordTypeLabel(entry.record_type),
    },
    {
      key: 'record',
      title: 'Record',
      width: 180,
      render: (entry) =>
        onRecord && entry.record_id ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="left"
            onClick={() => onRecord(entry)}
            aria-label={`Only the changes of ${entry.record_label}`}
          >
            {entry.record_label}
          </Anchor>
        ) : (
          entry.record_label
        ),
    },
  ];
  return [
    { key: 'at', title: 'When', width: 170, render: (entry) => formatMoment(entry.at, timeZone) },
    { key: 'who', title: 'Who', width: 150, render: (entry) => entry.actor_name || 'Unknown' },
    ...(withRecord ? record : []),
    { key: 'action', title: 'Action', width: 100, render: (entry) => <ActionBadge action={entry.action} /> },
    {
      key: 'changes',
      title: 'Changes',
      render: (entry) => <AuditChanges entry={entry} timeZone={timeZone} />,
    },
  ];
}
