import { ref } from '@app/shared/i18n/message-ref';
import {
  JOB_ROLE_CATEGORIES,
  JOB_ROLE_MESSAGES as m,
  jobRoleInputSchema,
  jobRoleListQuerySchema,
  jobRoleSchema,
  jobRolesResource,
} from '@app/shared/job-roles/job-role.schemas';
import { declareResource } from '../../records/resource-routes';
import { labelOf } from '../../records/labels';
import { tenantRecords } from '../../records/tenant-records';
import { jobRoles } from './job-roles.table';

const jobRoleRecords = tenantRecords({
  table: jobRoles,
  columns: {
    id: jobRoles.id,
    title: jobRoles.title,
    category: jobRoles.category,
    category_label: labelOf(jobRoles.category, JOB_ROLE_CATEGORIES).as('category_label'),
  },
  notFound: ref('jobRoles.notFound'),
  search: [jobRoles.title],
  orderings: { title: jobRoles.title, category: jobRoles.category },
  defaultOrder: [jobRoles.title],
  unique: { job_roles_title_idx: { field: 'title', message: m.duplicate } },
});

export const jobRolesDeclaration = declareResource({
  resource: jobRolesResource,
  area: 'people',
  noun: 'job role',
  schemas: { read: jobRoleSchema, input: jobRoleInputSchema, listQuery: jobRoleListQuerySchema },
  service: jobRoleRecords,
  sample: async (n) => ({
    title: `Role ${n}`,
    category: JOB_ROLE_CATEGORIES[n % JOB_ROLE_CATEGORIES.length]!.id,
  }),
});
