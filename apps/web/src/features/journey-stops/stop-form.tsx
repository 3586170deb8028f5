import { Group, NumberInput, Select, Stack } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { busStopsResource, type BusStop } from '@app/shared/bus-stops/bus-stop.schemas';
import { MAX_PAGE_SIZE } from '@app/shared/common/list';
import {
  journeyStopInputSchema,
  type JourneyStop,
  type JourneyStopInput,
} from '@app/shared/journey-stops/journey-stop.schemas';
import { shortTime, type Journey } from '@app/shared/journeys/journey.schemas';
import { ref } from '@app/shared/i18n/message-ref';
import { zonesResource, type Zone } from '@app/shared/zones/zone.schemas';
import { timeRange } from '../../components/journey-labels';
import type { RecordFormDeclaration } from '../records/record-form-modal';
import type { RecordFormTexts } from '../records/record-messages';
import { useRecordList } from '../records/records.api';

/** What the form holds: the stop's fields, and the zone that narrows the bus stops (dropped on submit). */
type StopFormValues = JourneyStopInput & { zone?: string };

/** The Add Stop modal's titles and toasts, with the spec's fallback for a failed add (part 2 §8). */
export const JOURNEY_STOP_TEXTS: RecordFormTexts = {
  titles: { add: ref('routeStops.addStop'), edit: ref('routeStops.editStop') },
  messages: {
    added: ref('routeStops.added'),
    updated: ref('routeStops.updated'),
    deleted: ref('routeStops.removed'),
    addFailed: ref('routeStops.addFailed'),
    updateFailed: ref('routeStops.saveFailed'),
    deleteFailed: ref('common.unknownError'),
  },
};

/** The next free place at the end of the route: one after the highest sequence. */
const nextSequence = (stops: JourneyStop[]) =>
  stops.reduce((last, stop) => Math.max(last, stop.sequence), 0) + 1;

/** The Add Stop form of a route, also used to edit one of its stops. */
export function stopForm(
  journey: Journey,
  stops: JourneyStop[],
): RecordFormDeclaration<JourneyStop, StopFormValues, unknown> {
  return {
    schema: journeyStopInputSchema,
    initialValues: (stop) => ({
      journey: journey.id,
      zone: stop?.zone ?? '',
      bus_stop: stop?.bus_stop ?? '',
      sequence: stop?.sequence ?? nextSequence(stops),
      expected_time: stop ? shortTime(stop.expected_time) : '',
    }),
    fields: (form) => <StopFields form={form} journey={journey} />,
  };
}

// A school has tens of zones and stops per zone: one page holds them.
const ALL = { page_size: MAX_PAGE_SIZE, ordering: 'title' };

function StopFields({ form, journey }: { form: UseFormReturnType<StopFormValues>; journey: Journey }) {
  const intl = useIntl();
  const { values, errors } = form;
  const zones = useRecordList<Zone>(zonesResource, ALL);
  const busStops = useRecordList<BusStop>(busStopsResource, { ...ALL, zone: values.zone || undefined });
  const optionsFailed =
    zones.isError || busStops.isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined;
  return (
    <Stack gap="sm">
      <Select
        label={intl.formatMessage({ id: 'routeStops.zone' })}
        description={intl.formatMessage({ id: 'routeStops.zoneHint' })}
        placeholder={intl.formatMessage({ id: 'routeStops.allZones' })}
        clearable
        searchable
        data-autofocus
        data={(zones.data?.results ?? []).map((zone) => ({ value: zone.id, label: zone.title }))}
        value={values.zone || null}
        onChange={(zone) => {
          form.setFieldValue('zone', zone ?? '');
          // A bus stop of another zone is no longer offered.
          const kept = busStops.data?.results.find((stop) => stop.id === values.bus_stop);
          if (zone && kept && kept.zone !== zone) form.setFieldValue('bus_stop', '');
        }}
        nothingFoundMessage={intl.formatMessage({ id: 'routeStops.noZonesFound' })}
        error={optionsFailed}
      />
      <Select
        label={intl.formatMessage({ id: 'routeStops.busStop' })}
        required
        searchable
        data={(busStops.data?.results ?? []).map((stop) => ({
          value: stop.id,
          label: values.zone
            ? stop.title
            : intl.formatMessage(
                { id: 'routeStops.stopInZone' },
                { stop: stop.title, zone: stop.zone_title },
              ),
        }))}
        value={values.bus_stop || null}
        onChange={(stop) => form.setFieldValue('bus_stop', stop ?? '')}
        nothingFoundMessage={intl.formatMessage({
          id: busStops.isPending ? 'routeStops.loadingOptions' : 'routeStops.noBusStopsFound',
        })}
        error={errors.bus_stop ?? optionsFailed}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={intl.formatMessage({ id: 'routeStops.sequence' })}
          required
          min={1}
          allowDecimal={false}
          clampBehavior="none"
          {...form.getInputProps('sequence')}
        />
        <TimeInput
          label={intl.formatMessage({ id: 'routeStops.expectedTime' })}
          description={intl.formatMessage({ id: 'routeStops.within' }, { range: timeRange(journey) })}
          required
          {...form.getInputProps('expected_time')}
        />
      </Group>
    </Stack>
  );
}
