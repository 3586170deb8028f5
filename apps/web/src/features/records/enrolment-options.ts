import {
  academicPeriodsResource,
  type AcademicPeriod,
} from '@app/shared/academic-periods/academic-period.schemas';
import { gradeLevelsResource, type GradeLevel } from '@app/shared/grade-levels/grade-level.schemas';
import { streamsResource, type Stream } from '@app/shared/streams/stream.schemas';
import type { SelectOption } from '../../components/server-search-select';
import { useRecordList } from './records.api';

// A school has a few periods, grade levels and streams: one page holds them all.
const ALL = 500;

type Options = { options: SelectOption[]; isError: boolean };

/** The school's academic periods, the latest first. */
export function useAcademicPeriodOptions(): Options {
  const periods = useRecordList<AcademicPeriod>(academicPeriodsResource, {
    page_size: ALL,
    ordering: '-start_date',
  });
  return {
    options: (periods.data?.results ?? []).map((period) => ({ value: period.id, label: period.title })),
    isError: periods.isError,
  };
}

export function useGradeLevelOptions(): Options {
  const grades = useRecordList<GradeLevel>(gradeLevelsResource, { page_size: ALL, ordering: 'title' });
  return {
    options: (grades.data?.results ?? []).map((grade) => ({
      value: grade.es_grade_level,
      label: grade.title,
    })),
    isError: grades.isError,
  };
}

const byGradeThenTitle = (a: Stream, b: Stream) =>
  a.grade_level_title.localeCompare(b.grade_level_title, undefined, { numeric: true }) ||
  a.title.localeCompare(b.title, undefined, { numeric: true });

/**
 * The streams (of one grade level when given), each named with its grade level, as two grade levels
 * may each have a stream called "North".
 */
export function useStreamOptions(gradeLevel?: string): Options {
  const streams = useRecordList<Stream>(streamsResource, { page_size: ALL, grade_level: gradeLevel });
  return {
    options: [...(streams.data?.results ?? [])]
      .sort(byGradeThenTitle)
      .map((stream) => ({ value: stream.id, label: `${stream.title} (${stream.grade_level_title})` })),
    isError: streams.isError,
  };
}
