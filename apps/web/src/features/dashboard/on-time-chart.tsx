import { BarChart } from '@mantine/charts';
import dayjs from 'dayjs';
import type { Dashboard } from '@app/shared/dashboard/dashboard.schemas';
import { rateText } from './dashboard-tiles';

/**
 * The on-time rate of each of the last 7 days as bars, named for assistive technology by the same
 * figures (a day without arrivals has no bar).
 */
export function OnTimeChart({ days, height }: { days: Dashboard['on_time']['days']; height: number }) {
  const data = days.map((day) => ({ day: dayjs(day.date).format('ddd'), rate: day.rate }));
  const label = `On-time rate per day: ${days
    .map((day) => `${dayjs(day.date).format('dddd, MMMM D')} ${rateText(day.rate)}`)
    .join('; ')}`;
  return (
    <BarChart
      h={height}
      role="img"
      aria-label={label}
      data={data}
      dataKey="day"
      series={[{ name: 'rate', label: 'On time', color: 'teal.7' }]}
      // Seven weekdays: short enough for every label to show on a phone.
      xAxisProps={{ interval: 0 }}
      yAxisProps={{ domain: [0, 100], ticks: [0, 50, 100], width: 44 }}
      unit="%"
      gridAxis="x"
      tickLine="none"
      maxBarWidth={28}
      // Not focusable: the image's name holds every figure, and its region links to the full report.
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
