import { eq, sql } from 'drizzle-orm';
import {
  DOCUMENT_TYPE_MESSAGES as m,
  documentTypeInputSchema,
  documentTypeListQuerySchema,
  documentTypeSchema,
  documentTypesResource,
} from '@app/shared/documents/document-type.schemas';
import { FOREIGN_KEY_VIOLATION, pgErrorCode } from '../../db/errors';
import { FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { documentTypes } from './document-types.table';
import { documents } from './documents.table';

type Input = ReturnType<typeof documentTypeInputSchema.parse>;

// Counted in the same statement (also by a write's RETURNING), on the documents' (tenant, type) index.
const documentCount = sql<number>`(select count(*)::int from ${documents}
  where ${documents.tenant_id} = ${documentTypes.tenant_id} and ${documents.document_type_id} = ${documentTypes.id})`;

const records = tenantRecords({
  table: documentTypes,
  columns: {
    id: documentTypes.id,
    title: documentTypes.title,
    applies_to: documentTypes.applies_to,
    is_active: documentTypes.is_active,
    document_count: documentCount.as('document_count'),
  },
  notFound: m.notFound,
  search: [documentTypes.title],
  orderings: { title: documentTypes.title, applies_to: documentTypes.applies_to },
  defaultOrder: [documentTypes.title],
  filters: (query: {
    applies_to?: 'vehicle' | 'employee' | undefined;
    is_active?: 'true' | 'false' | undefined;
  }) => [
    query.applies_to ? eq(documentTypes.applies_to, query.applies_to) : undefined,
    query.is_active ? eq(documentTypes.is_active, query.is_active === 'true') : undefined,
  ],
  unique: { document_types_title_idx: { field: 'title', message: m.duplicate } },
  audit: {
    recordType: 'document-type',
    label: sql`${documentTypes.title}`,
    // Changes with the documents filed under the type, not with the type.
    omit: ['document_count'],
  },
});

const documentTypeService = {
  ...records,
  // The documents' key names their owner's kind: a type in use keeps the kind it has (the key refuses).
  update: (ctx: TenantContext, id: string, input: Input) =>
    records.update(ctx, id, input).catch((error: unknown) => {
      throw pgErrorCode(error) === FOREIGN_KEY_VIOLATION
        ? new FieldErrors({ applies_to: [m.appliesToInUse] })
        : error;
    }),
};

export const documentTypesDeclaration = declareResource({
  resource: documentTypesResource,
  area: 'fleet',
  noun: 'document type',
  schemas: {
    read: documentTypeSchema,
    input: documentTypeInputSchema,
    listQuery: documentTypeListQuerySchema,
  },
  service: documentTypeService,
  sample: async (n) => ({
    title: `Permit ${n}`,
    applies_to: n % 2 === 0 ? ('vehicle' as const) : ('employee' as const),
    is_active: n % 3 !== 0,
  }),
});
