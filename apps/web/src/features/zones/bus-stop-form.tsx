import { Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import {
  ARRIVAL_RADIUS,
  busStopInputSchema,
  busStopsResource,
  type BusStop,
} from '@app/shared/bus-stops/bus-stop.schemas';
import { LATITUDE_LIMIT, LONGITUDE_LIMIT } from '@app/shared/common/coordinates';
import { CoordinateInput } from '../../components/coordinate-input';
import { StopsMap } from '../../components/map/stops-map';
import { StatusSelect } from '../../components/status-select';
import { RecordFormModal } from '../records/record-form-modal';
import { useRecordList } from '../records/records.api';
import { ZoneSelect } from './zone-select';
import { BUS_STOP_TEXTS } from './zone-texts';

/** A number field of the form holds '' while blank (or '-' half typed): the shared schema names it. */
const typedNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: number | string) => value, schema);
/** A blank radius is the default one, as when the field is not sent. */
const blankAsDefault = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: number | string | undefined) => (value === '' ? undefined : value), schema);
/** The shared schema over the form's values. */
const busStopFormSchema = busStopInputSchema.extend({
  latitude: typedNumber(busStopInputSchema.shape.latitude),
  longitude: typedNumber(busStopInputSchema.shape.longitude),
  arrival_radius: blankAsDefault(busStopInputSchema.shape.arrival_radius),
});
type BusStopFormValues = z.input<typeof busStopFormSchema>;

/** Add (in `zone`) or edit a bus stop; closed when `target` is null. */
export function BusStopFormModal({
  target,
  onClose,
}: {
  target: { zone: string; record: BusStop | null } | null;
  onClose: () => void;
}) {
  const zone = target?.zone ?? '';
  const initialValues = useCallback(
    (stop: BusStop | null): BusStopFormValues => ({
      zone: stop?.zone ?? zone,
      title: stop?.title ?? '',
      description: stop?.description ?? '',
      latitude: stop?.latitude ?? '',
      longitude: stop?.longitude ?? '',
      is_active: stop?.is_active ?? true,
      arrival_radius: stop?.arrival_radius ?? ARRIVAL_RADIUS.default,
    }),
    [zone],
  );
  return (
    <RecordFormModal
      resource={busStopsResource}
      target={target && { record: target.record }}
      onClose={onClose}
      titles={BUS_STOP_TEXTS.titles}
      messages={BUS_STOP_TEXTS.messages}
      schema={busStopFormSchema}
      initialValues={initialValues}
      fields={(form, stop) => <BusStopFields form={form} stop={stop} />}
      size="lg"
    />
  );
}

function BusStopFields({ form, stop }: { form: UseFormReturnType<BusStopFormValues>; stop: BusStop | null }) {
  const intl = useIntl();
  const { zone, latitude, longitude } = form.values;
  const point =
    typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
  const pick = useCallback(
    (picked: { latitude: number; longitude: number }) => form.setValues(picked),
    // The form object is new on every render; its setter is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.setValues],
  );
  return (
    <Stack gap="sm">
      <ZoneSelect
        value={zone}
        onChange={(value) => form.setFieldValue('zone', value)}
        error={form.errors.zone}
      />
      <TextInput
        label={intl.formatMessage({ id: 'busStops.titleColumn' })}
        required
        data-autofocus
        {...form.getInputProps('title')}
      />
      <TextInput
        label={intl.formatMessage({ id: 'busStops.description' })}
        {...form.getInputProps('description')}
      />
      <Group grow align="flex-start" gap="sm">
        <CoordinateInput
          label={intl.formatMessage({ id: 'busStops.latitude' })}
          limit={LATITUDE_LIMIT}
          {...form.getInputProps('latitude')}
        />
        <CoordinateInput
          label={intl.formatMessage({ id: 'busStops.longitude' })}
          limit={LONGITUDE_LIMIT}
          {...form.getInputProps('longitude')}
        />
      </Group>
      <StatusSelect required {...form.getInputProps('is_active')} />
      <NumberInput
        label={intl.formatMessage({ id: 'busStops.arrivalRadius' })}
        description={intl.formatMessage(
          { id: 'busStops.arrivalRadiusHint' },
          { gap: ARRIVAL_RADIUS.departureGap },
        )}
        min={ARRIVAL_RADIUS.min}
        max={ARRIVAL_RADIUS.max}
        // What was typed stays (12.5 or 5 get the schema's message, nothing is clamped).
        allowNegative
        allowDecimal
        clampBehavior="none"
        inputMode="numeric"
        {...form.getInputProps('arrival_radius')}
      />
      <ZoneStopsAround zone={zone} except={stop?.id} point={point} onPick={pick} />
    </Stack>
  );
}

/** The picker, among the zone's other stops, so a new stop is placed where it belongs. */
function ZoneStopsAround(props: {
  zone: string;
  except: string | undefined;
  point: { latitude: number; longitude: number } | null;
  onPick: (point: { latitude: number; longitude: number }) => void;
}) {
  const others = useRecordList<BusStop>(
    busStopsResource,
    { zone: props.zone, page_size: 500, ordering: 'title' },
    { enabled: !!props.zone },
  );
  const intl = useIntl();
  const stops = useMemo(
    () =>
      (props.zone ? (others.data?.results ?? []) : [])
        .filter((stop) => stop.id !== props.except)
        .map((stop) => ({
          id: stop.id,
          latitude: stop.latitude,
          longitude: stop.longitude,
          label: stop.title,
        })),
    [others.data, props.zone, props.except],
  );
  return (
    <StopsMap
      stops={stops}
      height={260}
      ariaLabel={intl.formatMessage({ id: 'busStops.pickerMap' })}
      picker={{ value: props.point, onPick: props.onPick }}
    />
  );
}
