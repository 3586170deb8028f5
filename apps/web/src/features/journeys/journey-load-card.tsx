import { Alert, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DayOfWeek } from '@app/shared/common/weekdays';
import type { Journey, JourneyLoad } from '@app/shared/journeys/journey.schemas';
import { ListState } from '../../components/list-state';
import { useFormats } from '../../i18n/use-formats';
import { errorMessage } from '../../lib/api-error';
import { useJourneyLoad } from './journeys.api';

/**
 * Riders per weekday against the vehicle's capacity, from the route's active assignments and their
 * weekdays, with a warning naming the days the vehicle is too small for.
 */
export function JourneyLoadCard({ journey }: { journey: Journey }) {
  const intl = useIntl();
  const load = useJourneyLoad(journey.id);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        <FormattedMessage id="routes.ridersPerWeekday" />
      </Title>
      {load.isSuccess ? (
        <LoadTable load={load.data} code={journey.code} />
      ) : (
        <ListState
          isLoading={load.isPending}
          error={
            load.isError
              ? errorMessage(load.error, intl.formatMessage({ id: 'routes.loadLoadFailed' }))
              : null
          }
          onRetry={() => void load.refetch()}
          isRetrying={load.isFetching}
          emptyMessage=""
        />
      )}
    </Paper>
  );
}

function LoadTable({ load, code }: { load: JourneyLoad; code: string }) {
  const intl = useIntl();
  const formats = useFormats();
  // The weekday in the reader's language (the server's day_name is English data).
  const weekday = (day: { day_of_week: number }) => formats.weekday(day.day_of_week as DayOfWeek);
  const over = load.days.filter((day) => day.over_capacity);
  return (
    <Stack gap="sm">
      {over.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={intl.formatMessage({ id: 'routes.overCapacity' })}
        >
          <FormattedMessage
            id="routes.overCapacityText"
            values={{
              seats: load.capacity,
              days: over
                .map((day) =>
                  intl.formatMessage({ id: 'routes.dayRiders' }, { day: weekday(day), riders: day.riders }),
                )
                .join(', '),
            }}
          />
        </Alert>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label={intl.formatMessage({ id: 'routes.loadTableLabel' }, { code })} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="routes.day" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="routes.riders" />
              </Table.Th>
              <Table.Th ta="right">
                <FormattedMessage id="routes.seats" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="routes.load" />
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {load.days.map((day) => (
              <Table.Tr key={day.day_of_week}>
                <Table.Td>{weekday(day)}</Table.Td>
                <Table.Td ta="right">{day.riders}</Table.Td>
                <Table.Td ta="right">{load.capacity}</Table.Td>
                <Table.Td>
                  {day.over_capacity ? (
                    <Badge color="red" variant="light" tt="none">
                      <FormattedMessage id="routes.overBy" values={{ count: day.riders - load.capacity }} />
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      <FormattedMessage id="routes.free" values={{ count: load.capacity - day.riders }} />
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
