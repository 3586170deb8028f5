import { ref } from '@app/shared/i18n/message-ref';
import { sql } from 'drizzle-orm';
import {
  EMPLOYEE_MESSAGES as m,
  employeeInputSchema,
  employeeListQuerySchema,
  employeeSchema,
  employeesResource,
} from '@app/shared/employees/employee.schemas';
import { JOB_ROLE_MESSAGES } from '@app/shared/job-roles/job-role.schemas';
import { GENDERS } from '@app/shared/common/people';
import { labelOf } from '../../records/labels';
import { declareResource, type WithPhoto } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { jobRoles } from '../job-roles/job-roles.table';
import { photoPath, recordPhotos } from '../photos/record-photos';
import { employees } from './employees.table';

type Input = WithPhoto<ReturnType<typeof employeeInputSchema.parse>>;
type Row = Omit<Input, 'photo' | 'remove_photo'> & { photo: string | null };

const jobRoleOf = (column: typeof jobRoles.title | typeof jobRoles.category) =>
  sql`(select ${column} from ${jobRoles}
    where ${jobRoles.tenant_id} = ${employees.tenant_id} and ${jobRoles.id} = ${employees.job_role_id})`;

const records = tenantRecords({
  table: employees,
  columns: {
    id: employees.id,
    staff_number: employees.staff_number,
    first_name: employees.first_name,
    last_name: employees.last_name,
    other_name: employees.other_name,
    full_name: employees.full_name,
    gender: employees.gender,
    gender_label: labelOf(employees.gender, GENDERS).as('gender_label'),
    date_of_birth: employees.date_of_birth,
    job_role: employees.job_role_id,
    job_role_title: sql<string | null>`${jobRoleOf(jobRoles.title)}`.as('job_role_title'),
    photo: photoPath(employees, employeesResource),
  },
  notFound: ref('employees.notFound'),
  search: [employees.staff_number, employees.full_name],
  orderings: {
    staff_number: employees.staff_number,
    full_name: employees.full_name,
    date_of_birth: employees.date_of_birth,
  },
  defaultOrder: [employees.full_name, employees.staff_number],
  filters: (query: { job_role_category?: number | undefined }) => [
    query.job_role_category === undefined
      ? undefined
      : sql`${jobRoleOf(jobRoles.category)} = ${query.job_role_category}`,
  ],
  toRow: (row: Row) => ({
    staff_number: row.staff_number,
    first_name: row.first_name,
    last_name: row.last_name,
    other_name: row.other_name,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    job_role_id: row.job_role,
    photo: row.photo,
  }),
  unique: { employees_staff_number_idx: { field: 'staff_number', message: m.duplicate } },
  references: { job_role_id: { field: 'job_role', message: JOB_ROLE_MESSAGES.invalid } },
  audit: {
    recordType: 'employee',
    label: sql`${employees.full_name} || ' (' || ${employees.staff_number} || ')'`,
  },
});

const employeeService = {
  ...records,
  ...recordPhotos(employees, ref('employees.notFound'), records),
};

export const employeesDeclaration = declareResource({
  resource: employeesResource,
  area: 'people',
  noun: 'employee',
  schemas: { read: employeeSchema, input: employeeInputSchema, listQuery: employeeListQuerySchema },
  service: employeeService,
  sample: async (n) => ({
    staff_number: `ST-${String(n).padStart(4, '0')}`,
    first_name: `Ann${n}`,
    last_name: 'Wanjiru',
    gender: 2,
    date_of_birth: `19${70 + (n % 25)}-0${1 + (n % 9)}-1${n % 10}`,
  }),
});
