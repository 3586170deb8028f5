import { z } from 'zod';
import { reference } from '../common/ids';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { GRADE_LEVEL_MESSAGES } from '../grade-levels/grade-level.schemas';
import { ref } from '../i18n/message-ref';

/** Streams (classes) of a grade level, each with its student capacity. */
export const streamsResource = defineResource({
  name: 'streams',
  path: '/grade-levels/streams/',
  orderingFields: ['title', 'short_title', 'student_capacity', 'grade_level_title'],
});

export const MAX_STREAM_CAPACITY = 1000;
export const STREAM_MESSAGES = {
  titleRequired: ref('streams.titleRequired'),
  titleTooLong: ref('streams.titleTooLong'),
  gradeLevelRequired: ref('streams.gradeLevelRequired'),
  shortTitleRequired: ref('streams.shortTitleRequired'),
  shortTitleTooLong: ref('streams.shortTitleTooLong'),
  capacity: ref('streams.capacity'),
  capacityMax: ref('streams.capacityMax', { max: MAX_STREAM_CAPACITY }),
  capacityWhole: ref('streams.capacityWhole'),
  duplicate: ref('streams.duplicate'),
  invalid: ref('streams.invalid'),
  notFound: ref('streams.notFound'),
} as const;
const m = STREAM_MESSAGES;

export const streamInputSchema = z.object({
  title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(100, m.titleTooLong),
  grade_level: reference(m.gradeLevelRequired, GRADE_LEVEL_MESSAGES.invalid),
  short_title: text({ error: m.shortTitleRequired })
    .min(1, m.shortTitleRequired)
    .max(20, m.shortTitleTooLong),
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
