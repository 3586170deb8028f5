import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Formats } from '@app/shared/i18n/formats';
import {
  studentRestrictionsResource,
  type StudentRestriction,
} from '@app/shared/student-restrictions/student-restriction.schemas';
import type { Column } from '../../components/data-table';
import { useFormats } from '../../i18n/use-formats';
import { RecordTableCard } from '../records/record-table-card';
import { eventTypeName, reasonName } from './restriction-labels';

const columnsOf = (intl: IntlShape, formats: Formats): Column<StudentRestriction>[] => [
  {
    key: 'event_type',
    title: intl.formatMessage({ id: 'restrictions.eventType' }),
    render: (restriction) => eventTypeName(intl, restriction.event_type, restriction.event_type_title),
  },
  {
    key: 'reason',
    title: intl.formatMessage({ id: 'restrictions.reason' }),
    render: (restriction) => reasonName(intl, restriction.reason, restriction.reason_title),
  },
  {
    key: 'dates',
    title: intl.formatMessage({ id: 'restrictions.dates' }),
    render: ({ start_date, end_date }) =>
      [start_date, end_date]
        .filter((day, index) => index === 0 || day !== start_date)
        .map((day) => formats.date(day))
        .join(' – '),
  },
];

/** The trips a student is not to be picked up or dropped off on, on their details screen; changed on Restrictions. */
export function StudentRestrictionsCard({ student }: { student: { id: string; name: string } }) {
  const intl = useIntl();
  const formats = useFormats();
  const columns = useMemo(() => columnsOf(intl, formats), [intl, formats]);
  return (
    <RecordTableCard<StudentRestriction>
      title={intl.formatMessage({ id: 'restrictions.cardTitle' })}
      label={intl.formatMessage({ id: 'restrictions.cardLabel' }, { name: student.name })}
      resource={studentRestrictionsResource}
      query={{ student: student.id, ordering: '-start_date' }}
      columns={columns}
      rowKey={(restriction) => restriction.id}
      emptyMessage={intl.formatMessage({ id: 'restrictions.noRestrictions' })}
      loadError={intl.formatMessage({ id: 'restrictions.loadError' })}
      height={200}
    />
  );
}
