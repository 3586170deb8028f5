import { useState } from 'react';
import { searchParam } from '@app/shared/common/list';
import { employeesResource, type Employee } from '@app/shared/employees/employee.schemas';
import { DRIVER_CATEGORY } from '@app/shared/job-roles/job-role.schemas';
import { ServerSearchSelect, type RecordSelectProps } from '../../components/server-search-select';
import { useIntl } from 'react-intl';
import { useRecordList } from '../records/records.api';

// A school may employ many people: the first few by name, the rest found by searching.
const OPTIONS_PAGE_SIZE = 20;
const ORDER = 'full_name';

/**
 * The driver of an assignment: employees whose job role is in the Driver category; a school that has
 * given nobody that role yet is offered every employee, so it can still assign. Searched on the server
 * by name and staff number.
 */
export function DriverSelect({ value, onChange, selected, error }: RecordSelectProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  // Unsearched, this is also the first page of options when the school has drivers (the same query).
  const drivers = useRecordList<Employee>(employeesResource, {
    job_role_category: DRIVER_CATEGORY,
    page_size: OPTIONS_PAGE_SIZE,
    ordering: ORDER,
  });
  const hasDrivers = (drivers.data?.count ?? 0) > 0;
  const options = useRecordList<Employee>(
    employeesResource,
    {
      job_role_category: hasDrivers ? DRIVER_CATEGORY : undefined,
      search: searchParam(search),
      page_size: OPTIONS_PAGE_SIZE,
      ordering: ORDER,
    },
    { enabled: drivers.isSuccess },
  );
  const isError = drivers.isError || options.isError;
  return (
    <ServerSearchSelect
      label={intl.formatMessage({ id: 'personnel.driver' })}
      placeholder={intl.formatMessage({ id: 'personnel.driverPlaceholder' })}
      description={
        drivers.isSuccess && !hasDrivers ? intl.formatMessage({ id: 'personnel.noDriversYet' }) : undefined
      }
      required
      value={value}
      onChange={onChange}
      selected={selected}
      options={options.data?.results.map((employee) => ({ value: employee.id, label: employee.full_name }))}
      isFetching={drivers.isFetching || options.isFetching}
      onSearch={setSearch}
      nothingFoundMessage={intl.formatMessage({
        id: options.isPending && !isError ? 'personnel.loadingOptions' : 'personnel.noEmployeesFound',
      })}
      error={error ?? (isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined)}
    />
  );
}
