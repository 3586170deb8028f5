import { z } from 'zod';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';

/** Grade levels: the spec names their id `es_grade_level`, in reads and in paths. */
export const gradeLevelsResource = defineResource({
  name: 'grade-levels',
  path: '/grade-levels/',
  idField: 'es_grade_level',
  orderingFields: ['title', 'short_title'],
});

export const GRADE_LEVEL_MESSAGES = {
  titleRequired: 'Grade level name is required',
  shortTitleRequired: 'Short title is required',
  duplicate: 'A grade level with this name already exists in this school.',
  invalid: 'Invalid grade level.',
} as const;
const m = GRADE_LEVEL_MESSAGES;

export const gradeLevelInputSchema = z.object({
  title: text({ error: m.titleRequired })
    .min(1, m.titleRequired)
    .max(100, 'Grade level name must be at most 100 characters'),
  short_title: text({ error: m.shortTitleRequired })
    .min(1, m.shortTitleRequired)
    .max(20, 'Short title must be at most 20 characters'),
});
export const gradeLevelSchema = z.object({
  es_grade_level: z.string(),
  title: z.string(),
  short_title: z.string(),
});
export const gradeLevelListQuerySchema = resourceListQuerySchema(gradeLevelsResource);
export type GradeLevelInput = z.input<typeof gradeLevelInputSchema>;
export type GradeLevel = z.infer<typeof gradeLevelSchema>;
