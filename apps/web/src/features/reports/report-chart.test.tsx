import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReportChart as Chart } from '@app/shared/reports/report.schemas';
import { renderScreen } from '../../test/render-screen';
import { ReportChart } from './report-chart';

// Trip Summary's chart as the server sends it: the statuses in their order, each naming its status.
const byStatus: Chart = {
  title: 'Trips per day by status',
  type: 'stacked-bar',
  x_key: 'date',
  x_kind: 'date',
  series: [
    { key: 'scheduled', label: 'Scheduled', kind: 'count', trip_status: 1 },
    { key: 'active', label: 'Active', kind: 'count', trip_status: 2 },
    { key: 'completed', label: 'Completed', kind: 'count', trip_status: 3 },
    { key: 'cancelled', label: 'Cancelled', kind: 'count', trip_status: 4 },
  ],
  data: [{ date: '2026-03-02', scheduled: 2, active: 1, completed: 40, cancelled: 1 }],
};

beforeAll(() => {
  // jsdom lays nothing out: the chart's box gets a size, so that it draws.
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? new DOMRect(0, 0, 900, 300)
      : measure.call(this);
  });
});
afterAll(() => vi.restoreAllMocks());

describe('ReportChart', () => {
  it('draws each trip status in its badge colour, its legend in the statuses’ order', async () => {
    renderScreen(<ReportChart chart={byStatus} xLabel="Date" currency="KES" />);
    const figure = screen.getByRole('figure', { name: byStatus.title });
    await waitFor(() => expect(figure.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(4));
    // Scheduled blue, Active orange, Completed green, Cancelled red: TripStatusBadge's colours.
    const fills = [...figure.querySelectorAll('.recharts-bar')].map((bar) =>
      bar.querySelector('path')?.getAttribute('fill'),
    );
    expect(fills).toEqual(
      ['blue', 'orange', 'green', 'red'].map((color) => `var(--mantine-color-${color}-6)`),
    );
    const legend = [...figure.querySelectorAll('.mantine-ChartLegend-legendItem')].map(
      (item) => item.textContent,
    );
    expect(legend).toEqual(['Scheduled', 'Active', 'Completed', 'Cancelled']);
  });

  it('draws a series of a tone in the colours the screens give it, the others by their order', async () => {
    const compliance: Chart = {
      title: 'Vehicles and crew by compliance',
      type: 'stacked-bar',
      x_key: 'owners',
      x_kind: 'text',
      series: [
        { key: 'compliant', label: 'Compliant', kind: 'count', tone: 'good' },
        { key: 'expiring', label: 'Expiring', kind: 'count', tone: 'warning' },
        { key: 'non_compliant', label: 'Non-compliant', kind: 'count', tone: 'bad' },
      ],
      data: [{ owners: 'Vehicles', compliant: 5, expiring: 2, non_compliant: 1 }],
    };
    renderScreen(<ReportChart chart={compliance} xLabel="Owners" currency="KES" />);
    const figure = screen.getByRole('figure', { name: compliance.title });
    await waitFor(() => expect(figure.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3));
    const fills = [...figure.querySelectorAll('.recharts-bar')].map((bar) =>
      bar.querySelector('path')?.getAttribute('fill'),
    );
    // Valid green, expiring orange and expired red, as the badges of the same states.
    expect(fills).toEqual(['green', 'orange', 'red'].map((color) => `var(--mantine-color-${color}-6)`));
  });
});
