import { Paper, Text, Title } from '@mantine/core';
import type { Journey } from '@app/shared/journeys/journey.schemas';
import { StopsMap } from '../../components/map/stops-map';
import { useJourneyStops } from './journey-stops.api';

/** The route on a map: its stops numbered in sequence, joined by a line (markers show without tiles). */
export function RouteMapCard({ journey }: { journey: Journey }) {
  const stops = useJourneyStops(journey.id);
  const rows = stops.data?.results ?? [];
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Route Map
      </Title>
      {stops.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">No stops added</Text>
      ) : (
        <StopsMap
          ariaLabel={`Map of route ${journey.code}: its stops in sequence`}
          line
          stops={rows.map((stop) => ({
            id: stop.id,
            latitude: stop.latitude,
            longitude: stop.longitude,
            label: stop.bus_stop_title,
            sequence: stop.sequence,
          }))}
        />
      )}
    </Paper>
  );
}
