import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { z } from 'zod';
import { VEHICLE_TYPES, type VehicleType } from '@app/shared/inspections/inspection-codes';
import {
  checklistItemInputSchema,
  checklistItemListQuerySchema,
  checklistItemsResource,
  type ChecklistItem,
} from '@app/shared/inspections/inspection.schemas';
import { StatusBadge } from '../../components/status-badge';
import { StatusSelect } from '../../components/status-select';
import { useListParams } from '../../lib/list-params';
import { RecordListPage, type RecordScreen } from '../records/record-list-page';
import { optionalPosition, PositionInput, positionColumn } from '../records/record-position';
import { recordTexts } from '../records/record-messages';
import { vehicleTypeOptions } from './inspection-labels';

type Values = { vehicle_type: VehicleType; title: string; position: number | ''; is_active: boolean };

// The list always shows one type's checklist, the buses' at first: a list of every type mixed says little.
const listQuerySchema = checklistItemListQuerySchema.extend({
  vehicle_type: z.enum(VEHICLE_TYPES).catch('bus').default('bus'),
});

// An empty position puts the item after the type's last one (the server's rule).
const formSchema = checklistItemInputSchema.extend({
  position: optionalPosition(checklistItemInputSchema.shape.position),
});

const screenOf = (
  intl: IntlShape,
  vehicleType: VehicleType,
  filters: ReactNode,
): RecordScreen<ChecklistItem, Values> => ({
  resource: checklistItemsResource,
  // The checklists are the fleet's, as the inspections are.
  area: 'fleet',
  title: intl.formatMessage({ id: 'inspectionScreens.checklistTitle' }),
  listQuerySchema,
  searchDebounceMs: 500,
  columns: [
    positionColumn(intl.formatMessage({ id: 'inspectionScreens.position' })),
    {
      key: 'title',
      title: intl.formatMessage({ id: 'inspectionScreens.itemTitle' }),
      sortKey: 'title',
      render: (item) => item.title,
    },
    {
      key: 'is_active',
      title: intl.formatMessage({ id: 'common.status' }),
      render: (item) => <StatusBadge isActive={item.is_active} />,
    },
  ],
  name: (item) => item.title,
  texts: recordTexts('inspectionScreens'),
  filters,
  form: {
    schema: formSchema as never,
    initialValues: (item) => ({
      vehicle_type: item?.vehicle_type ?? vehicleType,
      title: item?.title ?? '',
      position: item?.position ?? '',
      is_active: item?.is_active ?? true,
    }),
    fields: (form) => (
      <Stack gap="sm">
        <Select
          label={intl.formatMessage({ id: 'inspectionScreens.vehicleType' })}
          required
          data={vehicleTypeOptions(intl)}
          allowDeselect={false}
          {...form.getInputProps('vehicle_type')}
        />
        <TextInput
          label={intl.formatMessage({ id: 'inspectionScreens.itemTitle' })}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <PositionInput
          label={intl.formatMessage({ id: 'inspectionScreens.position' })}
          description={intl.formatMessage({ id: 'inspectionScreens.positionHint' })}
          {...form.getInputProps('position')}
        />
        <StatusSelect required {...form.getInputProps('is_active')} />
      </Stack>
    ),
  },
});

/**
 * School Setup → Inspection Checklist (issue 25 §1): the items a driver goes through before a trip,
 * one list a vehicle type, in their order; each added, renamed, moved, retired or deleted.
 */
export function ChecklistPage() {
  const intl = useIntl();
  const { params, setParams } = useListParams(listQuerySchema);
  const vehicleType = params.vehicle_type;
  const screen = useMemo(
    () =>
      screenOf(
        intl,
        vehicleType,
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'inspectionScreens.vehicleType' })}
          data={vehicleTypeOptions(intl)}
          value={vehicleType}
          onChange={(value) => setParams({ vehicle_type: value, page: 1 })}
          w="fit-content"
        />,
      ),
    [intl, vehicleType, setParams],
  );
  return <RecordListPage screen={screen} />;
}
