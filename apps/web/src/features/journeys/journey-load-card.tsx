import { Alert, Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Journey, JourneyLoad } from '@app/shared/journeys/journey.schemas';
import { ListState } from '../../components/list-state';
import { errorMessage } from '../../lib/api-error';
import { useJourneyLoad } from './journeys.api';
import { countOf } from '../../lib/plural';

const LOAD_FAILED = "Failed to load the route's riders";

/**
 * Riders per weekday against the vehicle's capacity, from the route's active assignments and their
 * weekdays, with a warning naming the days the vehicle is too small for.
 */
export function JourneyLoadCard({ journey }: { journey: Journey }) {
  const load = useJourneyLoad(journey.id);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Riders per Weekday
      </Title>
      {load.isSuccess ? (
        <LoadTable load={load.data} code={journey.code} />
      ) : (
        <ListState
          isLoading={load.isPending}
          error={load.isError ? errorMessage(load.error, LOAD_FAILED) : null}
          onRetry={() => void load.refetch()}
          isRetrying={load.isFetching}
          emptyMessage=""
        />
      )}
    </Paper>
  );
}

function LoadTable({ load, code }: { load: JourneyLoad; code: string }) {
  const over = load.days.filter((day) => day.over_capacity);
  return (
    <Stack gap="sm">
      {over.length > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Over capacity">
          More riders than the vehicle&apos;s {countOf(load.capacity, 'seat')} on{' '}
          {over.map((day) => `${day.day_name} (${day.riders})`).join(', ')}. Move riders to another route or
          give this route a larger vehicle.
        </Alert>
      )}
      <Table.ScrollContainer minWidth={320}>
        <Table aria-label={`Riders of route ${code} per weekday`} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th ta="right">Riders</Table.Th>
              <Table.Th ta="right">Seats</Table.Th>
              <Table.Th>Load</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {load.days.map((day) => (
              <Table.Tr key={day.day_of_week}>
                <Table.Td>{day.day_name}</Table.Td>
                <Table.Td ta="right">{day.riders}</Table.Td>
                <Table.Td ta="right">{load.capacity}</Table.Td>
                <Table.Td>
                  {day.over_capacity ? (
                    <Badge color="red" variant="light" tt="none">
                      Over by {day.riders - load.capacity}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {load.capacity - day.riders} free
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
