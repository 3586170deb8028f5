import { z } from 'zod';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

/** Grade levels: the spec names their id `es_grade_level`, in reads and in paths. */
export const gradeLevelsResource = defineResource({
  name: 'grade-levels',
  path: '/grade-levels/',
  idField: 'es_grade_level',
  orderingFields: ['title', 'short_title'],
});

export const GRADE_LEVEL_MESSAGES = {
  titleRequired: ref('gradeLevels.titleRequired'),
  titleTooLong: ref('gradeLevels.titleTooLong'),
  shortTitleRequired: ref('gradeLevels.shortTitleRequired'),
  shortTitleTooLong: ref('gradeLevels.shortTitleTooLong'),
  duplicate: ref('gradeLevels.duplicate'),
  invalid: ref('gradeLevels.invalid'),
  notFound: ref('gradeLevels.notFound'),
} as const;
const m = GRADE_LEVEL_MESSAGES;

export const gradeLevelInputSchema = z.object({
  title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(100, m.titleTooLong),
  short_title: text({ error: m.shortTitleRequired })
    .min(1, m.shortTitleRequired)
    .max(20, m.shortTitleTooLong),
});
export const gradeLevelSchema = z.object({
  es_grade_level: z.string(),
  title: z.string(),
  short_title: z.string(),
});
export const gradeLevelListQuerySchema = resourceListQuerySchema(gradeLevelsResource);
export type GradeLevelInput = z.input<typeof gradeLevelInputSchema>;
export type GradeLevel = z.infer<typeof gradeLevelSchema>;
