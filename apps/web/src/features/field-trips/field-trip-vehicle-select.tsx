import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { searchParam } from '@app/shared/common/list';
import { vehiclesResource, type Vehicle } from '@app/shared/vehicles/vehicle.schemas';
import { ServerSearchSelect, type SelectOption } from '../../components/server-search-select';
import { vehicleLabel } from '../../lib/vehicle-personnel-labels';
import { useRecordList } from '../records/records.api';

// The first few by registration number, the rest found by searching.
const OPTIONS_PAGE_SIZE = 20;

type Props = {
  value: string;
  /** The chosen vehicle and its seats (null when unknown: an option kept from before). */
  onChange: (value: string, seats: number | null) => void;
  selected: SelectOption | undefined;
  error?: ReactNode;
};

/** A field trip's vehicle: the school's active vehicles, each with its seats, searched on the server. */
export function FieldTripVehicleSelect({ value, onChange, selected, error }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const vehicles = useRecordList<Vehicle>(vehiclesResource, {
    is_active: 'true',
    search: searchParam(search),
    page_size: OPTIONS_PAGE_SIZE,
    ordering: 'registration_number',
  });
  const results = vehicles.data?.results ?? [];
  return (
    <ServerSearchSelect
      label={intl.formatMessage({ id: 'records.vehicle' })}
      placeholder={intl.formatMessage({ id: 'records.chooseVehicle' })}
      required
      value={value}
      onChange={(next) =>
        onChange(next, results.find((vehicle) => vehicle.id === next)?.max_capacity ?? null)
      }
      selected={selected}
      options={vehicles.data?.results.map((vehicle) => ({
        value: vehicle.id,
        label: intl.formatMessage(
          { id: 'fieldTripScreens.vehicleWithSeats' },
          { vehicle: vehicleLabel(vehicle), seats: vehicle.max_capacity },
        ),
      }))}
      isFetching={vehicles.isFetching}
      onSearch={setSearch}
      nothingFoundMessage={intl.formatMessage({
        id: vehicles.isPending ? 'records.loadingOptions' : 'records.noVehicles',
      })}
      error={error ?? (vehicles.isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined)}
    />
  );
}
