import type { Report } from '@app/shared/reports/report.schemas';

/** A Trip Summary as the server answers it: figures, a stacked chart, a whole table and a paged one. */
export const tripSummary: Report = {
  name: 'trips',
  title: 'Trip Summary',
  school_name: 'Hillside Academy',
  time_zone: 'Africa/Nairobi',
  currency: 'KES',
  start_date: '2026-03-01',
  end_date: '2026-03-30',
  generated_at: '2026-03-30T14:05:09+03:00',
  figures: [
    { label: 'Trips', kind: 'count', value: 1234 },
    { label: 'Completion rate', kind: 'percent', value: 93.456 },
    { label: 'Distance', kind: 'distance', value: 5120.25 },
    { label: 'Cost', kind: 'money', value: 20480.5 },
  ],
  chart: {
    title: 'Trips per day by status',
    type: 'stacked-bar',
    x_key: 'date',
    x_kind: 'date',
    series: [
      { key: 'completed', label: 'Completed', kind: 'count' },
      { key: 'cancelled', label: 'Cancelled', kind: 'count' },
    ],
    data: [
      { date: '2026-03-02', completed: 40, cancelled: 1 },
      { date: '2026-03-03', completed: 41, cancelled: 0 },
    ],
  },
  tables: [
    {
      key: 'days',
      title: 'Trips per day',
      columns: [
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'completed', label: 'Completed', kind: 'count' },
        { key: 'rate', label: 'Completion Rate', kind: 'percent' },
      ],
      count: 2,
      paged: false,
      rows: [
        { date: '2026-03-02', completed: 40, rate: 97.56 },
        { date: '2026-03-03', completed: 41, rate: 100 },
      ],
    },
    {
      key: 'cancelled',
      title: 'Cancelled trips',
      columns: [
        { key: 'date', label: 'Date', kind: 'date' },
        { key: 'route', label: 'Route', kind: 'text' },
        { key: 'reason', label: 'Reason', kind: 'text' },
      ],
      count: 120,
      paged: true,
      rows: [{ date: '2026-03-02', route: 'LV-AM', reason: 'Bus broke down' }],
    },
  ],
};

/** The same range with nothing in it: no chart, an empty table. */
export const emptySummary: Report = {
  ...tripSummary,
  figures: [{ label: 'Trips', kind: 'count', value: 0 }],
  chart: null,
  tables: [{ ...tripSummary.tables[1]!, count: 0, rows: [] }],
};
