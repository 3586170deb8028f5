import { BarChart } from '@mantine/charts';
import { useIntl } from 'react-intl';
import type { Dashboard } from '@app/shared/dashboard/dashboard.schemas';
import { useFormats } from '../../i18n/use-formats';
import { rateText } from './dashboard-tiles';

/**
 * The on-time rate of each of the last 7 days as bars, named for assistive technology by the same
 * figures (a day without arrivals has no bar).
 */
export function OnTimeChart({ days, height }: { days: Dashboard['on_time']['days']; height: number }) {
  const intl = useIntl();
  const formats = useFormats();
  const data = days.map((day) => ({ day: formats.date(day.date, 'weekdayShort'), rate: day.rate }));
  const label = intl.formatMessage(
    { id: 'dashboard.chartLabel' },
    {
      days: days
        .map((day) =>
          intl.formatMessage(
            { id: 'dashboard.chartDay' },
            { date: formats.date(day.date, 'weekdayDayMonth'), rate: rateText(intl, formats, day.rate) },
          ),
        )
        .join('; '),
    },
  );
  return (
    <BarChart
      h={height}
      role="img"
      aria-label={label}
      data={data}
      dataKey="day"
      series={[{ name: 'rate', label: intl.formatMessage({ id: 'dashboard.onTime' }), color: 'teal.7' }]}
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
