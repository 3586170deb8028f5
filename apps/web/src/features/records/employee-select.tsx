import { useState } from 'react';
import { useIntl } from 'react-intl';
import { searchParam } from '@app/shared/common/list';
import { employeesResource, type Employee } from '@app/shared/employees/employee.schemas';
import type { MessageKey } from '@app/shared/i18n/catalogue';
import { ServerSearchSelect, type RecordSelectProps } from '../../components/server-search-select';
import { useRecordList } from './records.api';

// A school may employ many people: the first few by name, the rest found by searching.
const OPTIONS_PAGE_SIZE = 20;

type Props = RecordSelectProps & {
  /** The form's words for it: a route's attendant, a document's employee. */
  labelKey: MessageKey;
  placeholderKey: MessageKey;
  noneFoundKey: MessageKey;
  /** Required (a document's owner), or clearable (a route's attendant). */
  required?: boolean;
};

/** An employee of the school, searched on the server by name and staff number. */
export function EmployeeSelect({
  value,
  onChange,
  selected,
  error,
  labelKey,
  placeholderKey,
  noneFoundKey,
  required,
}: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const employees = useRecordList<Employee>(employeesResource, {
    search: searchParam(search),
    page_size: OPTIONS_PAGE_SIZE,
    ordering: 'full_name',
  });
  return (
    <ServerSearchSelect
      label={intl.formatMessage({ id: labelKey })}
      placeholder={intl.formatMessage({ id: placeholderKey })}
      required={required}
      clearable={!required}
      value={value}
      onChange={onChange}
      selected={selected}
      options={employees.data?.results.map((employee) => ({ value: employee.id, label: employee.full_name }))}
      isFetching={employees.isFetching}
      onSearch={setSearch}
      nothingFoundMessage={intl.formatMessage({
        id: employees.isPending ? 'records.loadingOptions' : noneFoundKey,
      })}
      error={
        error ?? (employees.isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined)
      }
    />
  );
}
