import {
  ACADEMIC_PERIOD_MESSAGES as m,
  academicPeriodInputSchema,
  academicPeriodListQuerySchema,
  academicPeriodSchema,
  academicPeriodsResource,
} from '@app/shared/academic-periods/academic-period.schemas';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { academicPeriods } from './academic-periods.table';

const academicPeriodRecords = tenantRecords({
  table: academicPeriods,
  columns: {
    id: academicPeriods.id,
    title: academicPeriods.title,
    start_date: academicPeriods.start_date,
    end_date: academicPeriods.end_date,
  },
  notFound: m.notFound,
  search: [academicPeriods.title],
  orderings: {
    start_date: academicPeriods.start_date,
    end_date: academicPeriods.end_date,
    title: academicPeriods.title,
  },
  defaultOrder: [academicPeriods.start_date, academicPeriods.title],
  unique: { academic_periods_title_idx: { field: 'title', message: m.duplicate } },
});

export const academicPeriodsDeclaration = declareResource({
  resource: academicPeriodsResource,
  area: 'setup',
  noun: 'academic period',
  schemas: {
    read: academicPeriodSchema,
    input: academicPeriodInputSchema,
    listQuery: academicPeriodListQuerySchema,
  },
  service: academicPeriodRecords,
  sample: async (n) => ({
    title: `Term ${n}`,
    start_date: `${2001 + (n % 30)}-01-0${1 + (n % 9)}`,
    end_date: `${2001 + (n % 30)}-04-${10 + (n % 18)}`,
  }),
});
