import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { Formats } from '@app/shared/i18n/formats';
import type {
  ReportChart as Chart,
  ReportValue,
  ReportValueKind,
  SeriesTone,
} from '@app/shared/reports/report.schemas';
import { formatReportValue } from '@app/shared/reports/report-values';
import { tripStatusColor } from '../../components/trip-labels';
import { useFormats } from '../../i18n/use-formats';

// One colour per series, in the order the server lists them; a trip status in its badge's colour, a
// tone in the colours the screens' badges give it (an inspection passed green, minor defects orange, a
// major defect red; a document's days-left badge orange, then red).
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'red.6', 'grape.6', 'cyan.6', 'lime.7', 'pink.6'];
const TONE_COLORS: Record<SeriesTone, string> = { good: 'green.6', warning: 'orange.6', bad: 'red.6' };
const HEIGHT = 300;
// Names under bars turn aslant past this many, so that every one is shown without overlapping.
const UPRIGHT_NAMES = 8;

/** The unit of the value axis, named once beside it so that its ticks stay short numbers. */
function axisUnit(formats: Formats, kind: ReportValueKind, currency: string): string | undefined {
  if (kind === 'money') return currency;
  if (kind === 'distance') return formats.unitName('kilometer');
  if (kind === 'minutes') return formats.unitName('minute');
  return undefined;
}

/**
 * A tick of the value axis: '1.2K', '80%': never wrapped onto two lines as 'KES / 180.00' was. A
 * percent is not made compact: Kiswahili would write it out ('asilimia 80').
 */
const axisTick = (formats: Formats, kind: ReportValueKind) => (value: number) =>
  kind === 'percent'
    ? formats.number(value, { unit: 'percent', maxDigits: 1 })
    : formats.number(value, { compact: true });

/**
 * The report's chart (Mantine charts): bars, stacked bars or a line, values shown as the tables show
 * them. A figure named by its caption; the same numbers in a table that only a screen reader reads,
 * since a drawing says nothing to one.
 */
export function ReportChart({ chart, xLabel, currency }: { chart: Chart; xLabel: string; currency: string }) {
  const captionId = useId();
  const formats = useFormats();
  const format = (kind: Chart['x_kind'], value: ReportValue | undefined) =>
    formatReportValue(kind, value ?? null, currency, formats.locale);
  // Each date under the bars short ('Mar 5'), found by the long one the data holds ('March 5, 2026').
  const shortDates = new Map(
    chart.x_kind === 'date'
      ? chart.data.map((point) => {
          const day = String(point[chart.x_key] ?? '');
          return [format('date', day), day ? formats.date(day, 'dayMonthShort') : ''];
        })
      : [],
  );
  const shortDate = (value: string) => shortDates.get(value) ?? value;
  // The x values as people read them ('March 5, 2026'); the numbers stay numbers for the drawing.
  const data = chart.data.map((point) => ({
    ...point,
    [chart.x_key]: format(chart.x_kind, point[chart.x_key]),
  }));
  const series = chart.series.map((one, index) => ({
    name: one.key,
    label: one.label,
    color:
      one.trip_status !== undefined
        ? `${tripStatusColor(one.trip_status)}.6`
        : one.tone !== undefined
          ? TONE_COLORS[one.tone]
          : COLORS[index % COLORS.length]!,
  }));
  // The legend in the server's order (a status's, not the alphabet's, as recharts sorts by default).
  const order = new Map(chart.series.map((one, index) => [one.key, index]));
  const valueKind = chart.series[0]?.kind ?? 'number';
  const unit = axisUnit(formats, valueKind, currency);
  const aslant = chart.x_kind !== 'date' && data.length > UPRIGHT_NAMES;
  const common = {
    h: HEIGHT,
    data,
    dataKey: chart.x_key,
    series,
    withLegend: series.length > 1,
    legendProps: { itemSorter: (item: { dataKey?: unknown }) => order.get(String(item.dataKey)) ?? 0 },
    valueFormatter: (value: number) => format(valueKind, value),
    // Dates under the bars as 'Mar 5' (some skipped when crowded; the tooltip keeps 'March 5, 2026');
    // names (routes, vehicles) every one, aslant when many.
    xAxisProps:
      chart.x_kind === 'date'
        ? { tickFormatter: shortDate }
        : { interval: 0, ...(aslant ? { angle: -40, textAnchor: 'end' as const, height: 64 } : {}) },
    // Counts in whole steps: no axis of 0, 1, 2, 2, 3.
    yAxisProps: {
      allowDecimals: valueKind !== 'count',
      tickFormatter: axisTick(formats, valueKind),
      width: 48,
    },
    yAxisLabel: unit,
    'aria-hidden': true,
  };

  return (
    // Clipped: for a moment after the window narrows, the drawing keeps its old width.
    <Paper
      component="figure"
      withBorder
      radius="md"
      p="md"
      m={0}
      aria-labelledby={captionId}
      style={{ overflow: 'hidden' }}
    >
      <Text component="figcaption" id={captionId} fw={600} mb="sm">
        {chart.title}
      </Text>
      {chart.type === 'line' ? (
        <LineChart {...common} accessibilityLayer={false} />
      ) : (
        <BarChart
          {...common}
          type={chart.type === 'stacked-bar' ? 'stacked' : 'default'}
          accessibilityLayer={false}
        />
      )}
      <VisuallyHidden>
        <Table>
          <caption>{chart.title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{xLabel}</Table.Th>
              {chart.series.map((one) => (
                <Table.Th key={one.key} scope="col">
                  {one.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chart.data.map((point, index) => (
              <Table.Tr key={index}>
                <Table.Th scope="row">{format(chart.x_kind, point[chart.x_key])}</Table.Th>
                {chart.series.map((one) => (
                  <Table.Td key={one.key}>{format(one.kind, point[one.key])}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Paper>
  );
}
