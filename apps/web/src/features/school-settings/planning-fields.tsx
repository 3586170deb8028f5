import { Fieldset, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT } from '@app/shared/common/coordinates';
import { PLANNING_LIMITS, type SchoolSettings } from '@app/shared/school-settings/school-settings.schemas';
import { CoordinateInput } from '../../components/coordinate-input';

/**
 * The School Settings form's values: a number field holds '' while blank, which the shared schema
 * names ("Cost per km is required").
 */
type BlankableNumbers =
  'cost_per_km' | 'max_ride_minutes' | 'walk_limit_metres' | 'school_latitude' | 'school_longitude';
export type SettingsValues = Omit<SchoolSettings, BlankableNumbers> & {
  [K in BlankableNumbers]: SchoolSettings[K] | string;
};

/**
 * Route planning (issue 24): the arrival window of the morning runs, the afternoon's dismissal, and
 * how long a pupil may ride and how far walk to a stop. The planner plans within these.
 */
export function PlanningFields({
  form,
  readOnly,
}: {
  form: UseFormReturnType<SettingsValues>;
  readOnly: boolean;
}) {
  const intl = useIntl();
  const { max_ride_minutes: ride, walk_limit_metres: walk } = PLANNING_LIMITS;
  // Not set yet is null; the field shows it blank, and a blank field is sent as null again.
  const place = (name: 'school_latitude' | 'school_longitude') => ({
    value: form.values[name] ?? '',
    onChange: (value: unknown) => form.setFieldValue(name, value as number | string),
    error: form.errors[name],
    readOnly,
    required: false,
  });
  return (
    <Fieldset
      legend={intl.formatMessage({ id: 'schoolSettings.routePlanning' })}
      variant="unstyled"
      aria-describedby="route-planning-hint"
    >
      <Stack gap="md">
        <Text id="route-planning-hint" size="sm" c="dimmed">
          <FormattedMessage id="schoolSettings.routePlanningDescription" />
        </Text>
        <div>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <CoordinateInput
              label={intl.formatMessage({ id: 'schoolSettings.schoolLatitude' })}
              limit={LATITUDE_LIMIT}
              {...place('school_latitude')}
            />
            <CoordinateInput
              label={intl.formatMessage({ id: 'schoolSettings.schoolLongitude' })}
              limit={LONGITUDE_LIMIT}
              {...place('school_longitude')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={6}>
            <FormattedMessage id="schoolSettings.schoolLocationDescription" />
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TimeInput
            label={intl.formatMessage({ id: 'schoolSettings.arrivalWindowStart' })}
            description={intl.formatMessage({ id: 'schoolSettings.arrivalWindowStartDescription' })}
            required
            readOnly={readOnly}
            {...form.getInputProps('arrival_window_start')}
          />
          <TimeInput
            label={intl.formatMessage({ id: 'schoolSettings.arrivalWindowEnd' })}
            description={intl.formatMessage({ id: 'schoolSettings.arrivalWindowEndDescription' })}
            required
            readOnly={readOnly}
            {...form.getInputProps('arrival_window_end')}
          />
          <TimeInput
            label={intl.formatMessage({ id: 'schoolSettings.dismissalTime' })}
            description={intl.formatMessage({ id: 'schoolSettings.dismissalTimeDescription' })}
            required
            readOnly={readOnly}
            {...form.getInputProps('dismissal_time')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label={intl.formatMessage({ id: 'schoolSettings.maxRideMinutes' })}
            description={intl.formatMessage({ id: 'schoolSettings.maxRideMinutesDescription' })}
            required
            readOnly={readOnly}
            min={ride.min}
            max={ride.max}
            // What was typed stays (2 or 12.5 get the schema's message, nothing is clamped).
            clampBehavior="none"
            allowNegative={false}
            inputMode="numeric"
            {...form.getInputProps('max_ride_minutes')}
          />
          <NumberInput
            label={intl.formatMessage({ id: 'schoolSettings.walkLimitMetres' })}
            description={intl.formatMessage({ id: 'schoolSettings.walkLimitMetresDescription' })}
            required
            readOnly={readOnly}
            min={walk.min}
            max={walk.max}
            step={50}
            clampBehavior="none"
            allowNegative={false}
            inputMode="numeric"
            {...form.getInputProps('walk_limit_metres')}
          />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
