import { z } from 'zod';
import { dateString } from '../common/dates';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

/**
 * A school's academic periods: a year and its terms (DESIGN §5; beyond the spec they get full
 * CRUD and a screen). Periods may overlap, as terms lie inside their year: a route names one period
 * and runs on the dates it covers, so nothing needs periods to be disjoint. A title is unique in a school.
 */
export const academicPeriodsResource = defineResource({
  name: 'academic-periods',
  path: '/schools/academic-periods/',
  orderingFields: ['start_date', 'end_date', 'title'],
});

export const ACADEMIC_PERIOD_MESSAGES = {
  titleRequired: ref('academicPeriods.titleRequired'),
  titleTooLong: ref('academicPeriods.titleTooLong'),
  startRequired: ref('academicPeriods.startRequired'),
  endRequired: ref('academicPeriods.endRequired'),
  endAfterStart: ref('academicPeriods.endAfterStart'),
  duplicate: ref('academicPeriods.duplicate'),
  invalid: ref('academicPeriods.invalid'),
  notFound: ref('academicPeriods.notFound'),
} as const;
const m = ACADEMIC_PERIOD_MESSAGES;

export const academicPeriodInputSchema = z
  .object({
    title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(100, m.titleTooLong),
    start_date: dateString(undefined, m.startRequired),
    end_date: dateString(undefined, m.endRequired),
  })
  .refine((period) => period.end_date > period.start_date, {
    path: ['end_date'],
    message: m.endAfterStart,
  });
export const academicPeriodSchema = z.object({
  id: z.string(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});
export const academicPeriodListQuerySchema = resourceListQuerySchema(academicPeriodsResource);
export type AcademicPeriodInput = z.input<typeof academicPeriodInputSchema>;
export type AcademicPeriod = z.infer<typeof academicPeriodSchema>;
