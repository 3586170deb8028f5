import { GRADE_LEVEL_MESSAGES } from '@app/shared/grade-levels/grade-level.schemas';
import {
  STREAM_MESSAGES as m,
  streamInputSchema,
  streamListQuerySchema,
  streamSchema,
  streamsResource,
  type StreamInput,
} from '@app/shared/streams/stream.schemas';
import { idFilter } from '../../records/id-filter';
import { declareResource } from '../../records/resource-routes';
import { lookup } from '../../records/lookups';
import { tenantRecords } from '../../records/tenant-records';
import { gradeLevels } from '../grade-levels/grade-levels.table';
import { streams } from './streams.table';

// Read in the same statement, also by a write's RETURNING.
const gradeLevelTitle = lookup(streams, streams.grade_level_id, gradeLevels)(gradeLevels.title);

const streamRecords = tenantRecords({
  table: streams,
  columns: {
    id: streams.id,
    title: streams.title,
    grade_level: streams.grade_level_id,
    grade_level_title: gradeLevelTitle.as('grade_level_title'),
    short_title: streams.short_title,
    student_capacity: streams.student_capacity,
  },
  notFound: m.notFound,
  search: [streams.title, streams.short_title],
  orderings: {
    title: streams.title,
    short_title: streams.short_title,
    student_capacity: streams.student_capacity,
    grade_level_title: gradeLevelTitle,
  },
  defaultOrder: [gradeLevelTitle, streams.title],
  filters: (query: { grade_level?: string | undefined }) => [
    idFilter(streams.grade_level_id, query.grade_level),
  ],
  toRow: (input: StreamInput) => ({
    grade_level_id: input.grade_level,
    title: input.title,
    short_title: input.short_title,
    student_capacity: input.student_capacity,
  }),
  unique: { streams_title_idx: { field: 'title', message: m.duplicate } },
  references: { grade_level_id: { field: 'grade_level', message: GRADE_LEVEL_MESSAGES.invalid } },
});

export const streamsDeclaration = declareResource({
  resource: streamsResource,
  area: 'setup',
  noun: 'stream',
  schemas: { read: streamSchema, input: streamInputSchema, listQuery: streamListQuerySchema },
  service: streamRecords,
  sample: async (n, reference) => ({
    title: `Stream ${n}`,
    grade_level: await reference('grade-levels'),
    short_title: `S${n}`,
    student_capacity: 20 + (n % 30),
  }),
});
