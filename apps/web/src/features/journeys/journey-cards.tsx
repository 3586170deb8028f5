import { SimpleGrid } from '@mantine/core';
import type { Journey } from '@app/shared/journeys/journey.schemas';
import { FieldCard } from '../../components/field-list';
import { timeRange } from '../../components/journey-labels';
import { StatusBadge } from '../../components/status-badge';
import { countOf } from '../../lib/plural';

/** The Journey Details and Vehicle Details cards of a route (spec part 2 §2, Route details). */
export function JourneyCards({ journey }: { journey: Journey }) {
  const vehicle = journey.default_vehicle_details;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <FieldCard
        title="Journey Details"
        fields={[
          { label: 'Academic Period', value: journey.academic_period_title },
          { label: 'Attendant', value: journey.attendant_name ?? 'No attendant' },
          { label: 'Time Range', value: timeRange(journey) },
          { label: 'Direction', value: journey.direction_title },
        ]}
      />
      <FieldCard
        title="Vehicle Details"
        fields={[
          { label: 'Registration', value: vehicle.registration_number },
          { label: 'Code', value: vehicle.code },
          { label: 'Max Capacity', value: countOf(vehicle.max_capacity, 'passenger') },
          { label: 'Status', value: <StatusBadge isActive={vehicle.is_active} /> },
        ]}
      />
    </SimpleGrid>
  );
}
