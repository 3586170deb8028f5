import { z } from 'zod';
import { defineResource, resourceListQuerySchema } from '../common/resource';
import { text } from '../common/text';
import { ref } from '../i18n/message-ref';

export const jobRolesResource = defineResource({
  name: 'job-roles',
  path: '/employees/job-roles/',
  orderingFields: ['title', 'category'],
});

/** Job role categories (spec part 2 §3); Driver (4) decides who may drive a vehicle. */
export const JOB_ROLE_CATEGORIES = [
  { id: 1, label: 'Teacher' },
  { id: 2, label: 'Principal' },
  { id: 3, label: 'Director' },
  { id: 4, label: 'Driver' },
  { id: 100, label: 'Other' },
] as const;
export const DRIVER_CATEGORY = 4;

export const JOB_ROLE_MESSAGES = {
  titleRequired: ref('jobRoles.titleRequired'),
  categoryRequired: ref('jobRoles.categoryRequired'),
  unknownCategory: ref('jobRoles.unknownCategory'),
  duplicate: ref('jobRoles.duplicate'),
  invalid: ref('jobRoles.invalid'),
} as const;
const m = JOB_ROLE_MESSAGES;

const categoryIds = JOB_ROLE_CATEGORIES.map((category) => category.id as number);
export const jobRoleInputSchema = z.object({
  title: text({ error: m.titleRequired }).min(1, m.titleRequired).max(100, ref('jobRoles.titleTooLong')),
  category: z
    .number({ message: m.categoryRequired })
    .refine((value) => categoryIds.includes(value), m.unknownCategory),
});
export const jobRoleSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.number(),
  category_label: z.string(),
});
export const jobRoleListQuerySchema = resourceListQuerySchema(jobRolesResource);
export type JobRoleInput = z.input<typeof jobRoleInputSchema>;
export type JobRole = z.infer<typeof jobRoleSchema>;
