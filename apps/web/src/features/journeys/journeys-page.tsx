import { IconListDetails } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { journeyListQuerySchema, journeysResource, type Journey } from '@app/shared/journeys/journey.schemas';
import type { Column } from '../../components/data-table';
import { DirectionBadge, journeyName, timeRange } from '../../components/journey-labels';
import { StatusBadge } from '../../components/status-badge';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { journeyForm, journeyTexts, type JourneyFormValues } from './journey-form';

type Screen = RecordScreen<Journey, JourneyFormValues>;

/** Spec part 2 §2: route code, name, direction badge, status, time range; then Details, edit, delete. */
const columns: Column<Journey>[] = [
  { key: 'code', title: 'Route Code', sortKey: 'code', render: (journey) => journey.code },
  { key: 'title', title: 'Name', sortKey: 'title', render: (journey) => journey.title },
  { key: 'direction', title: 'Direction', render: (journey) => <DirectionBadge journey={journey} /> },
  { key: 'status', title: 'Status', render: (journey) => <StatusBadge isActive={journey.is_active} /> },
  { key: 'time_range', title: 'Time Range', sortKey: 'start_time', render: timeRange },
];

const screen: Screen = {
  resource: journeysResource,
  area: 'transport',
  title: 'Routes',
  listQuerySchema: journeyListQuerySchema,
  searchDebounceMs: 500,
  columns,
  name: journeyName,
  texts: journeyTexts,
  loadErrorText: (message) => `Error loading journeys: ${message}`,
  form: journeyForm,
  height: 500,
};

/** /routes: the school's routes, searched by code or name; Details opens a route's stops. */
export function JourneysPage() {
  const navigate = useNavigate();
  const page = useMemo<Screen>(
    () => ({
      ...screen,
      rowActions: [
        {
          label: 'Details',
          icon: IconListDetails,
          permission: { area: 'transport', access: 'read' },
          onClick: (journey) => void navigate(`/routes/details/${journey.id}`),
        },
        'edit',
        'delete',
      ],
    }),
    [navigate],
  );
  return <RecordListPage screen={page} />;
}
