import { useState } from 'react';
import { searchParam } from '@app/shared/common/list';
import { employeesResource, type Employee } from '@app/shared/employees/employee.schemas';
import { ServerSearchSelect, type RecordSelectProps } from '../../components/server-search-select';
import { FORM_OPTIONS_FAILED } from '../../lib/vehicle-personnel-labels';
import { useRecordList } from '../records/records.api';

// A school may employ many people: the first few by name, the rest found by searching.
const OPTIONS_PAGE_SIZE = 20;

/** A route's attendant: any employee, searched on the server by name and staff number; optional. */
export function AttendantSelect({ value, onChange, selected, error }: RecordSelectProps) {
  const [search, setSearch] = useState('');
  const employees = useRecordList<Employee>(employeesResource, {
    search: searchParam(search),
    page_size: OPTIONS_PAGE_SIZE,
    ordering: 'full_name',
  });
  return (
    <ServerSearchSelect
      label="Attendant"
      placeholder="Optional: choose or search an employee"
      clearable
      value={value}
      onChange={onChange}
      selected={selected}
      options={employees.data?.results.map((employee) => ({ value: employee.id, label: employee.full_name }))}
      isFetching={employees.isFetching}
      onSearch={setSearch}
      nothingFoundMessage={employees.isPending ? 'Loading...' : 'No employees found'}
      error={error ?? (employees.isError ? FORM_OPTIONS_FAILED : undefined)}
    />
  );
}
