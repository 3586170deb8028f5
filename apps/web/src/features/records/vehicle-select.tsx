import { useState } from 'react';
import { useIntl } from 'react-intl';
import { searchParam } from '@app/shared/common/list';
import { vehiclesResource, type Vehicle } from '@app/shared/vehicles/vehicle.schemas';
import { ServerSearchSelect, type RecordSelectProps } from '../../components/server-search-select';
import { vehicleLabel } from '../../lib/vehicle-personnel-labels';
import { useRecordList } from './records.api';

// A school may run many vehicles: the first few by registration number, the rest found by searching.
const OPTIONS_PAGE_SIZE = 20;

type Props = RecordSelectProps & {
  /** 'Vehicle' unless the form names it otherwise ('Default Vehicle' of a route). */
  label?: string;
};

/** The vehicle of an assignment, searched on the server by registration number and code. */
export function VehicleSelect({ value, onChange, selected, error, label }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const vehicles = useRecordList<Vehicle>(vehiclesResource, {
    search: searchParam(search),
    page_size: OPTIONS_PAGE_SIZE,
    ordering: 'registration_number',
  });
  return (
    <ServerSearchSelect
      label={label ?? intl.formatMessage({ id: 'records.vehicle' })}
      placeholder={intl.formatMessage({ id: 'records.chooseVehicle' })}
      required
      value={value}
      onChange={onChange}
      selected={selected}
      options={vehicles.data?.results.map((vehicle) => ({ value: vehicle.id, label: vehicleLabel(vehicle) }))}
      isFetching={vehicles.isFetching}
      onSearch={setSearch}
      nothingFoundMessage={intl.formatMessage({
        id: vehicles.isPending ? 'records.loadingOptions' : 'records.noVehicles',
      })}
      error={error ?? (vehicles.isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined)}
    />
  );
}
