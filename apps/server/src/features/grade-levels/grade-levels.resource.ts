import {
  GRADE_LEVEL_MESSAGES as m,
  gradeLevelInputSchema,
  gradeLevelListQuerySchema,
  gradeLevelSchema,
  gradeLevelsResource,
} from '@app/shared/grade-levels/grade-level.schemas';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { gradeLevels } from './grade-levels.table';

const gradeLevelRecords = tenantRecords({
  table: gradeLevels,
  // The spec's name for the id, in reads and in paths.
  columns: { es_grade_level: gradeLevels.id, title: gradeLevels.title, short_title: gradeLevels.short_title },
  notFound: m.notFound,
  search: [gradeLevels.title, gradeLevels.short_title],
  orderings: { title: gradeLevels.title, short_title: gradeLevels.short_title },
  defaultOrder: [gradeLevels.title],
  unique: { grade_levels_title_idx: { field: 'title', message: m.duplicate } },
});

export const gradeLevelsDeclaration = declareResource({
  resource: gradeLevelsResource,
  area: 'setup',
  noun: 'grade level',
  schemas: { read: gradeLevelSchema, input: gradeLevelInputSchema, listQuery: gradeLevelListQuerySchema },
  service: gradeLevelRecords,
  sample: async (n) => ({ title: `Grade ${n}`, short_title: `G${n}` }),
});
