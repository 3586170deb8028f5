import { z } from 'zod';
import { reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { GRADE_LEVEL_MESSAGES } from '../grade-levels/grade-level.schemas';

/** Streams (classes) of a grade level, each with its student capacity. */
export const streamsResource = defineResource({
  name: 'streams',
  path: '/grade-levels/streams/',
  orderingFields: ['title', 'short_title', 'student_capacity', 'grade_level_title'],
});

export const MAX_STREAM_CAPACITY = 1000;
export const STREAM_MESSAGES = {
  titleRequired: 'Stream name is required',
  gradeLevelRequired: 'Grade level is required',
  shortTitleRequired: 'Short title is required',
  capacity: 'Student capacity must be greater than 0',
  capacityMax: `Student capacity must be at most ${MAX_STREAM_CAPACITY}`,
  capacityWhole: 'Student capacity must be a whole number',
  duplicate: 'A stream with this name already exists in this grade level.',
  invalid: 'Invalid stream.',
} as const;
const m = STREAM_MESSAGES;

export const streamInputSchema = z.object({
  title: text({ error: m.titleRequired })
    .min(1, m.titleRequired)
    .max(100, 'Stream name must be at most 100 characters'),
  grade_level: reference(m.gradeLevelRequired, GRADE_LEVEL_MESSAGES.invalid),
  short_title: text({ error: m.shortTitleRequired })
    .min(1, m.shortTitleRequired)
    .max(20, 'Short title must be at most 20 characters'),
  student_capacity: z
    .number({ message: m.capacity })
    .int(m.capacityWhole)
    .min(1, m.capacity)
    .max(MAX_STREAM_CAPACITY, m.capacityMax),
});
export const streamSchema = z.object({
  id: z.string(),
  title: z.string(),
  grade_level: z.string(),
  grade_level_title: z.string(),
  short_title: z.string(),
  student_capacity: z.number(),
});
export const streamListQuerySchema = resourceListQuerySchema(streamsResource, {
  grade_level: text().optional(),
});
export type StreamInput = z.input<typeof streamInputSchema>;
export type Stream = z.infer<typeof streamSchema>;
