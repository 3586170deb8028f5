import { SimpleGrid } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import type { Journey } from '@app/shared/journeys/journey.schemas';
import { FieldCard } from '../../components/field-list';
import { directionLabel, timeRange } from '../../components/journey-labels';
import { StatusBadge } from '../../components/status-badge';

/** The Journey Details and Vehicle Details cards of a route (spec part 2 §2, Route details). */
export function JourneyCards({ journey }: { journey: Journey }) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const vehicle = journey.default_vehicle_details;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <FieldCard
        title={t('routes.journeyDetails')}
        fields={[
          { label: t('routes.academicPeriod'), value: journey.academic_period_title },
          { label: t('routes.attendant'), value: journey.attendant_name ?? t('routes.noAttendant') },
          { label: t('routes.timeRange'), value: timeRange(journey) },
          { label: t('routes.direction'), value: t(directionLabel(journey.direction)) },
        ]}
      />
      <FieldCard
        title={t('routes.vehicleDetails')}
        fields={[
          { label: t('routes.registration'), value: vehicle.registration_number },
          { label: t('routes.code'), value: vehicle.code },
          {
            label: t('routes.maxCapacity'),
            value: intl.formatMessage({ id: 'routes.passengers' }, { count: vehicle.max_capacity }),
          },
          { label: t('common.status'), value: <StatusBadge isActive={vehicle.is_active} /> },
        ]}
      />
    </SimpleGrid>
  );
}
