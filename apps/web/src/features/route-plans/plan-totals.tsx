import { Paper, Table, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import type { Formats } from '@app/shared/i18n/formats';
import type { PlanTotals as Totals, RoutePlan } from '@app/shared/route-plans/route-plan.schemas';
import { useFormats } from '../../i18n/use-formats';

/** The speed the server's travel model drives at (ADR 023, issue 24 §2). */
const PLANNING_SPEED_KMH = 30;

type Measure = { key: keyof Totals; title: MessageKey; format: (formats: Formats, value: number) => string };

const count = (formats: Formats, value: number) => formats.number(value);
const minutes = (formats: Formats, value: number) => formats.number(value, { unit: 'minute', maxDigits: 0 });

/** The measures the office compares, each written in its unit. */
const MEASURES: Measure[] = [
  { key: 'buses', title: 'planRoutes.buses', format: count },
  { key: 'routes', title: 'planRoutes.routes', format: count },
  {
    key: 'kilometres',
    title: 'planRoutes.kilometres',
    format: (formats, value) => formats.number(value, { unit: 'kilometer', maxDigits: 1 }),
  },
  { key: 'longest_ride_minutes', title: 'planRoutes.longestRide', format: minutes },
  { key: 'average_ride_minutes', title: 'planRoutes.averageRide', format: minutes },
  { key: 'riders', title: 'planRoutes.riders', format: count },
];

/**
 * Today's routes of the direction and the proposal side by side, measured the same way (the server's
 * travel model, said under the table: the detour factor, and the road times the school gave if any).
 */
export function PlanTotals({ plan, totals }: { plan: RoutePlan; totals: Totals }) {
  const intl = useIntl();
  const formats = useFormats();
  const factor = Math.round(plan.detour_factor * 100) / 100;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="sm">
        <FormattedMessage id="planRoutes.totals" />
      </Title>
      <Table
        aria-label={intl.formatMessage({ id: 'planRoutes.totalsLabel' })}
        maw={560}
        striped
        verticalSpacing="xs"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="planRoutes.measure" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="planRoutes.today" />
            </Table.Th>
            <Table.Th ta="right">
              <FormattedMessage id="planRoutes.proposal" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {MEASURES.map((measure) => (
            <Table.Tr key={measure.key}>
              <Table.Th scope="row" fw={400}>
                <FormattedMessage id={measure.title} />
              </Table.Th>
              <Table.Td ta="right">{measure.format(formats, plan.current[measure.key])}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {measure.format(formats, totals[measure.key])}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        <FormattedMessage
          id={plan.detour_basis === 'recorded' ? 'planRoutes.detourRecorded' : 'planRoutes.detourDefault'}
          values={{ factor, speed: PLANNING_SPEED_KMH }}
        />
      </Text>
      {plan.road_pairs > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          <FormattedMessage id="planRoutes.roadPairsUsed" values={{ pairs: plan.road_pairs, factor }} />
        </Text>
      )}
    </Paper>
  );
}
