import { IconListDetails } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate } from 'react-router';
import { journeyListQuerySchema, journeysResource, type Journey } from '@app/shared/journeys/journey.schemas';
import type { Column } from '../../components/data-table';
import { DirectionBadge, journeyName, timeRange } from '../../components/journey-labels';
import { StatusBadge } from '../../components/status-badge';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { journeyForm, journeyTexts, type JourneyFormValues } from './journey-form';

type Screen = RecordScreen<Journey, JourneyFormValues>;

/** Spec part 2 §2: route code, name, direction badge, status, time range; then Details, edit, delete. */
const journeyColumns = (intl: IntlShape): Column<Journey>[] => [
  {
    key: 'code',
    title: intl.formatMessage({ id: 'routes.routeCode' }),
    sortKey: 'code',
    render: (journey) => journey.code,
  },
  {
    key: 'title',
    title: intl.formatMessage({ id: 'routes.name' }),
    sortKey: 'title',
    render: (journey) => journey.title,
  },
  {
    key: 'direction',
    title: intl.formatMessage({ id: 'routes.direction' }),
    render: (journey) => <DirectionBadge journey={journey} />,
  },
  {
    key: 'status',
    title: intl.formatMessage({ id: 'common.status' }),
    render: (journey) => <StatusBadge isActive={journey.is_active} />,
  },
  {
    key: 'time_range',
    title: intl.formatMessage({ id: 'routes.timeRange' }),
    sortKey: 'start_time',
    render: timeRange,
  },
];

const journeysScreen = (intl: IntlShape): Screen => ({
  resource: journeysResource,
  area: 'transport',
  title: intl.formatMessage({ id: 'routes.title' }),
  listQuerySchema: journeyListQuerySchema,
  searchDebounceMs: 500,
  columns: journeyColumns(intl),
  name: journeyName,
  texts: journeyTexts,
  loadErrorText: (message) => intl.formatMessage({ id: 'routes.loadErrorReason' }, { message }),
  form: journeyForm,
  height: 500,
});

/** /routes: the school's routes, searched by code or name; Details opens a route's stops. */
export function JourneysPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const page = useMemo<Screen>(
    () => ({
      ...journeysScreen(intl),
      rowActions: [
        {
          label: intl.formatMessage({ id: 'routes.details' }),
          icon: IconListDetails,
          permission: { area: 'transport', access: 'read' },
          onClick: (journey) => void navigate(`/routes/details/${journey.id}`),
        },
        'edit',
        'delete',
      ],
    }),
    [intl, navigate],
  );
  return <RecordListPage screen={page} />;
}
