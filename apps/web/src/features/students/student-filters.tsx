import { Group, Select } from '@mantine/core';
import { studentListQuerySchema } from '@app/shared/students/student.schemas';
import { useIntl } from 'react-intl';
import { useListParams } from '../../lib/list-params';
import {
  useAcademicPeriodOptions,
  useGradeLevelOptions,
  useStreamOptions,
} from '../records/enrolment-options';

type Filter = 'academic_period' | 'grade_level' | 'stream';

/**
 * The Students list's enrolment filters, kept in the address like the search and page (the list reads
 * them from there). Without a period, grade level and stream look at each student's current enrolment.
 */
export function StudentFilters() {
  const intl = useIntl();
  const { params, setParams } = useListParams(studentListQuerySchema);
  const periods = useAcademicPeriodOptions();
  const grades = useGradeLevelOptions();
  // A chosen grade level offers only its own streams.
  const streams = useStreamOptions(params.grade_level);

  const select = (filter: Filter, value: string | null) =>
    setParams({
      [filter]: value,
      // A stream of another grade level would match nobody: choosing a grade level starts its streams afresh.
      ...(filter === 'grade_level' ? { stream: null } : {}),
      page: 1,
    });

  const common = { clearable: true, w: 220, maw: '100%' } as const;
  return (
    <Group gap="sm" align="flex-end">
      <Select
        {...common}
        label={intl.formatMessage({ id: 'students.academicPeriod' })}
        placeholder={intl.formatMessage({
          id: periods.isError ? 'students.periodsLoadError' : 'students.allPeriods',
        })}
        data={periods.options}
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'students.clearPeriodFilter' }) }}
        value={params.academic_period ?? null}
        onChange={(value) => select('academic_period', value)}
      />
      <Select
        {...common}
        label={intl.formatMessage({ id: 'students.gradeLevel' })}
        placeholder={intl.formatMessage({
          id: grades.isError ? 'students.gradesLoadError' : 'students.allGrades',
        })}
        data={grades.options}
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'students.clearGradeFilter' }) }}
        value={params.grade_level ?? null}
        onChange={(value) => select('grade_level', value)}
      />
      <Select
        {...common}
        label={intl.formatMessage({ id: 'students.stream' })}
        placeholder={intl.formatMessage({
          id: streams.isError ? 'students.streamsLoadError' : 'students.allStreams',
        })}
        data={streams.options}
        searchable
        nothingFoundMessage={intl.formatMessage({ id: 'students.noStreamsFound' })}
        clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'students.clearStreamFilter' }) }}
        value={params.stream ?? null}
        onChange={(value) => select('stream', value)}
      />
    </Group>
  );
}
