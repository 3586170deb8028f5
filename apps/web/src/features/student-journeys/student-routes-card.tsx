import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import {
  studentJourneysResource,
  type StudentJourney,
} from '@app/shared/student-journeys/student-journey.schemas';
import type { Column } from '../../components/data-table';
import { RecordTableCard } from '../records/record-table-card';
import { weekdayText } from './weekdays';
import { directionLabel } from '../../components/journey-labels';

const columnsOf = (intl: IntlShape): Column<StudentJourney>[] => {
  const none = intl.formatMessage({ id: 'riders.none' });
  return [
    {
      key: 'journey',
      title: intl.formatMessage({ id: 'riders.route' }),
      render: (assignment) => (
        <Anchor component={Link} to={`/routes/details/${assignment.journey}`}>
          <FormattedMessage
            id="riders.codeAndTitle"
            values={{ code: assignment.journey_code, title: assignment.journey_title }}
          />
        </Anchor>
      ),
    },
    {
      key: 'direction',
      title: intl.formatMessage({ id: 'riders.direction' }),
      render: (assignment) => intl.formatMessage({ id: directionLabel(assignment.direction) }),
    },
    {
      key: 'pick_point',
      title: intl.formatMessage({ id: 'riders.pickUpStopColumn' }),
      render: (assignment) => assignment.pick_point_title ?? none,
    },
    {
      key: 'drop_point',
      title: intl.formatMessage({ id: 'riders.dropOffStopColumn' }),
      render: (assignment) => assignment.drop_point_title ?? none,
    },
    {
      key: 'weekdays',
      title: intl.formatMessage({ id: 'riders.weekdays' }),
      render: (assignment) => weekdayText(intl.locale, assignment.bus_schedule),
    },
  ];
};

/** The routes a student rides, on their details screen: where they board and leave, on which days. */
export function StudentRoutesCard({ student }: { student: { id: string; name: string } }) {
  const intl = useIntl();
  const columns = useMemo(() => columnsOf(intl), [intl]);
  return (
    <RecordTableCard<StudentJourney>
      title={intl.formatMessage({ id: 'riders.routes' })}
      label={intl.formatMessage({ id: 'riders.routesOf' }, { name: student.name })}
      resource={studentJourneysResource}
      query={{ student: student.id, is_active: 'true' }}
      columns={columns}
      rowKey={(assignment) => assignment.id}
      emptyMessage={intl.formatMessage({ id: 'riders.noRoutes' })}
      loadError={intl.formatMessage({ id: 'riders.routesLoadFailed' })}
      height={220}
    />
  );
}
