import { Paper, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Journey } from '@app/shared/journeys/journey.schemas';
import { StopsMap } from '../../components/map/stops-map';
import { useJourneyStops } from './journey-stops.api';

/** The route on a map: its stops numbered in sequence, joined by a line (markers show without tiles). */
export function RouteMapCard({ journey }: { journey: Journey }) {
  const intl = useIntl();
  const stops = useJourneyStops(journey.id);
  const rows = stops.data?.results ?? [];
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        <FormattedMessage id="routeStops.routeMap" />
      </Title>
      {stops.isSuccess && rows.length === 0 ? (
        <Text c="dimmed">
          <FormattedMessage id="routeStops.noStops" />
        </Text>
      ) : (
        <StopsMap
          ariaLabel={intl.formatMessage({ id: 'routeStops.routeMapLabel' }, { code: journey.code })}
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
