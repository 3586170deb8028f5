import { useState } from 'react';
import { useIntl } from 'react-intl';
import { searchParam } from '@app/shared/common/list';
import { studentsResource, type Student } from '@app/shared/students/student.schemas';
import { ServerSearchSelect } from '../../components/server-search-select';
import { useRecordList } from '../records/records.api';

// Spec part 2 §9: the assignment search waits 1000 ms and starts above one character.
const STUDENT_SEARCH_DEBOUNCE_MS = 1000;
const OPTIONS_PAGE_SIZE = 20;
// What searchParam() waits for before it searches.
const SEARCH_MIN_CHARACTERS = 2;

export type ChosenStudent = { id: string; name: string };

type Props = {
  value: string;
  onChange: (student: ChosenStudent | null) => void;
  error?: string | undefined;
};

/** Students found by the server by name or admission number, only once two characters are typed. */
export function StudentSearchSelect({ value, onChange, error }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const term = searchParam(search);
  const students = useRecordList<Student>(
    studentsResource,
    { search: term, page_size: OPTIONS_PAGE_SIZE, ordering: 'full_name' },
    { enabled: term !== undefined },
  );
  const found = term ? (students.data?.results ?? []) : [];
  return (
    <ServerSearchSelect
      label={intl.formatMessage({ id: 'riders.student' })}
      description={intl.formatMessage({ id: 'riders.typeMore' }, { min: SEARCH_MIN_CHARACTERS })}
      placeholder={intl.formatMessage({ id: 'riders.nameOrAdmission' })}
      required
      data-autofocus
      debounce={STUDENT_SEARCH_DEBOUNCE_MS}
      value={value}
      onChange={(id) => {
        const student = found.find((candidate) => candidate.id === id);
        onChange(student ? { id: student.id, name: student.full_name } : null);
      }}
      options={found.map((student) => ({
        value: student.id,
        label: `${student.full_name} (${student.admission_number})`,
      }))}
      isFetching={students.isFetching}
      onSearch={setSearch}
      // Before two characters there is no list at all (an empty listbox is no listbox to assistive technology).
      nothingFoundMessage={
        term &&
        intl.formatMessage({ id: students.isPending ? 'riders.loadingOptions' : 'riders.noStudentsFound' })
      }
      error={
        error ?? (students.isError ? intl.formatMessage({ id: 'riders.studentsLoadFailed' }) : undefined)
      }
    />
  );
}
