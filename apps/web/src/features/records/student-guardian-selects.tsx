import type { ReactNode } from 'react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { searchParam } from '@app/shared/common/list';
import { guardiansResource, type Guardian } from '@app/shared/guardians/guardian.schemas';
import { studentsResource, type Student } from '@app/shared/students/student.schemas';
import { ServerSearchSelect, type SelectOption } from '../../components/server-search-select';
import { useRecordList } from './records.api';

// A school has hundreds of students and guardians: the first few by name, the rest found by searching
// (the select waits 300 ms after typing and sends only more than one character, spec part 2 §9).
const OPTIONS_PAGE_SIZE = 20;

type Props = {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** Takes the focus when the modal opens (the first field to fill in). */
  autoFocus?: boolean;
  /** The edited record's choice, shown before (or without) the options holding it. */
  selected?: SelectOption | undefined;
};

/** Students searched on the server by name, admission and transport number; named with the admission number. */
export function StudentSelect({ value, onChange, error, autoFocus, selected }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const students = useRecordList<Student>(studentsResource, {
    search: searchParam(search),
    page_size: OPTIONS_PAGE_SIZE,
    ordering: 'full_name',
  });
  return (
    <ServerSearchSelect
      label={intl.formatMessage({ id: 'records.student' })}
      placeholder={intl.formatMessage({ id: 'records.chooseStudent' })}
      required
      data-autofocus={autoFocus || undefined}
      value={value}
      onChange={onChange}
      selected={selected}
      options={students.data?.results.map((student) => ({
        value: student.id,
        label: `${student.full_name} (${student.admission_number})`,
      }))}
      isFetching={students.isFetching}
      onSearch={setSearch}
      nothingFoundMessage={intl.formatMessage({
        id: students.isPending ? 'records.loadingOptions' : 'records.noStudents',
      })}
      error={error ?? (students.isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined)}
    />
  );
}

/** Guardians searched on the server by name, phone and e-mail; named with the phone number. */
export function GuardianSelect({ value, onChange, error, autoFocus }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const guardians = useRecordList<Guardian>(guardiansResource, {
    search: searchParam(search),
    page_size: OPTIONS_PAGE_SIZE,
    ordering: 'full_name',
  });
  return (
    <ServerSearchSelect
      label={intl.formatMessage({ id: 'records.guardian' })}
      placeholder={intl.formatMessage({ id: 'records.chooseGuardian' })}
      required
      data-autofocus={autoFocus || undefined}
      value={value}
      onChange={onChange}
      options={guardians.data?.results.map((guardian) => ({
        value: guardian.id,
        label: `${guardian.full_name} (${guardian.mobile_number})`,
      }))}
      isFetching={guardians.isFetching}
      onSearch={setSearch}
      nothingFoundMessage={intl.formatMessage({
        id: guardians.isPending ? 'records.loadingOptions' : 'records.noGuardians',
      })}
      error={
        error ?? (guardians.isError ? intl.formatMessage({ id: 'common.formOptionsFailed' }) : undefined)
      }
    />
  );
}
