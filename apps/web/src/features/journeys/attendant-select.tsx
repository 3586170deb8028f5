import { useState } from 'react';
import { searchParam } from '@app/shared/common/list';
import { employeesResource, type Employee } from '@app/shared/employees/employee.schemas';
import { ServerSearchSelect, type RecordSelectProps } from '../../components/server-search-select';
import { useIntl } from 'react-intl';
import { useRecordList } from '../records/records.api';

// A school may employ many people: the first few by name, the rest found by searching.
const OPTIONS_PAGE_SIZE = 20;

/** A route's attendant: any employee, searched on the server by name and staff number; optional. */
export function AttendantSelect({ value, onChange, selected, error }: RecordSelectProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const employees = useRecordList<Employee>(employeesResource, {
    search: searchParam(search),
    page_size: OPTIONS_PAGE_SIZE,
    ordering: 'full_name',
  });
  return (
    <ServerSearchSelect
      label={intl.formatMessage({ id: 'routes.attendant' })}
      placeholder={intl.formatMessage({ id: 'routes.attendantPlaceholder' })}
      clearable
      value={value}
      onChange={onChange}
      selected={selected}
      options={employees.data?.results.map((employee) => ({ value: employee.id, label: employee.full_name }))}
      isFetching={employees.isFetching}
      onSearch={setSearch}
      nothingFoundMessage={intl.formatMessage({
        id: employees.isPending ? 'routes.loadingOptions' : 'routes.noEmployeesFound',
      })}
      error={
        error ?? (employees.isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined)
      }
    />
  );
}
