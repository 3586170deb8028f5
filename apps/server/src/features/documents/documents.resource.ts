import { and, eq, sql } from 'drizzle-orm';
import {
  DOCUMENT_MESSAGES as m,
  documentInputSchema,
  documentListQuerySchema,
  documentSchema,
  documentsResource,
} from '@app/shared/documents/document.schemas';
import { AppError, FieldErrors } from '../../http/errors';
import type { TenantContext } from '../../http/tenant-context';
import { idFilter } from '../../records/id-filter';
import { lookup } from '../../records/lookups';
import { declareResource } from '../../records/resource-routes';
import { tenantRecords } from '../../records/tenant-records';
import { employees } from '../employees/employees.table';
import { tenants } from '../tenants/tenants.table';
import { vehicles } from '../vehicles/vehicles.table';
import { removeDocumentFile } from './document-files';
import type { DocumentOwnerKind } from '@app/shared/documents/document-type.schemas';
import { documentTypes } from './document-types.table';
import { documents } from './documents.table';

type Input = ReturnType<typeof documentInputSchema.parse>;

export const typeTitle = lookup(documents, documents.document_type_id, documentTypes)(documentTypes.title);
const registration = lookup(documents, documents.vehicle_id, vehicles)(vehicles.registration_number);
const employeeName = lookup(documents, documents.employee_id, employees)(employees.full_name);
export const ownerLabel = sql<string>`coalesce(${registration}, ${employeeName}, '')`;
/** Today in the school's time zone: a document's days are the school's days. */
export const schoolToday = sql`(select (now() at time zone ${tenants.time_zone})::date from ${tenants}
  where ${tenants.id} = ${documents.tenant_id})`;

export const documentRecords = tenantRecords({
  table: documents,
  columns: {
    id: documents.id,
    document_type: documents.document_type_id,
    document_type_title: typeTitle.as('document_type_title'),
    owner_kind: documents.owner_kind,
    vehicle: documents.vehicle_id,
    employee: documents.employee_id,
    owner_label: ownerLabel.as('owner_label'),
    number: documents.number,
    issued_on: documents.issued_on,
    expires_on: documents.expires_on,
    days_left: sql<number>`(${documents.expires_on} - ${schoolToday})`.as('days_left'),
    notes: documents.notes,
    file_name: documents.file_name,
    file_type: documents.file_type,
    file_size: documents.file_size,
  },
  notFound: m.notFound,
  search: [documents.number, typeTitle, registration, employeeName],
  orderings: {
    expires_on: documents.expires_on,
    issued_on: documents.issued_on,
    document_type_title: typeTitle,
  },
  // What expires first comes first: the office's question is what needs renewing.
  defaultOrder: [documents.expires_on],
  filters: (query: {
    vehicle?: string | undefined;
    employee?: string | undefined;
    document_type?: string | undefined;
    owner_kind?: DocumentOwnerKind | undefined;
    expiring_within_days?: number | undefined;
  }) => [
    idFilter(documents.vehicle_id, query.vehicle),
    idFilter(documents.employee_id, query.employee),
    idFilter(documents.document_type_id, query.document_type),
    query.owner_kind === undefined ? undefined : eq(documents.owner_kind, query.owner_kind),
    // The expired ones too: they need renewing first. On the (tenant_id, expires_on) index.
    query.expiring_within_days === undefined
      ? undefined
      : sql`${documents.expires_on} <= ${schoolToday} + ${query.expiring_within_days}::int`,
  ],
  toRow: (input: Input) => ({
    document_type_id: input.document_type,
    owner_kind: input.vehicle ? 'vehicle' : 'employee',
    vehicle_id: input.vehicle,
    employee_id: input.employee,
    number: input.number,
    issued_on: input.issued_on,
    expires_on: input.expires_on,
    notes: input.notes,
  }),
  // The type's key holds the owner's kind too: a type of the other kind is refused by it as well.
  references: {
    document_type_id: { field: 'document_type', message: m.invalidType },
    vehicle_id: { field: 'vehicle', message: m.invalidVehicle },
    employee_id: { field: 'employee', message: m.invalidEmployee },
  },
  audit: {
    recordType: 'document',
    // Coalesced: a type of another school reads as none here, and its key refuses the row after.
    label: sql`coalesce(${typeTitle}, '') || ': ' || ${ownerLabel}`,
    // Days left change with the calendar, not with the record; the owner is named by owner_label
    // (the vehicle's registration or the employee's name), not by the ids beside it.
    omit: ['days_left', 'vehicle', 'employee'],
  },
});

/**
 * A refused type said precisely: one of the school's types that is for the other kind of owner is
 * "This document type is for employees.", not an invalid one.
 */
async function typeAnswer(ctx: TenantContext, error: unknown, input: Input): Promise<unknown> {
  if (!(error instanceof FieldErrors) || !error.fields.document_type) return error;
  const [type] = await ctx.db
    .select({ applies_to: documentTypes.applies_to })
    .from(documentTypes)
    .where(and(eq(documentTypes.tenant_id, ctx.tenantId), eq(documentTypes.id, input.document_type)))
    .limit(1);
  if (!type) return error;
  const message = type.applies_to === 'vehicle' ? m.typeForVehicles : m.typeForEmployees;
  return new FieldErrors({ ...error.fields, document_type: [message] });
}

/** The stored file's name of a document of the caller's school (404 when there is no such document). */
export async function storedFileOf(ctx: TenantContext, id: string) {
  const [row] = await ctx.db
    .select({ file: documents.file, file_name: documents.file_name, file_type: documents.file_type })
    .from(documents)
    .where(documentRecords.byId(ctx, id))
    .limit(1);
  if (!row) throw new AppError(404, m.notFound);
  return row;
}

const documentService = {
  ...documentRecords,
  create: (ctx: TenantContext, input: Input) =>
    documentRecords.create(ctx, input).catch(async (error: unknown) => {
      throw await typeAnswer(ctx, error, input);
    }),
  update: (ctx: TenantContext, id: string, input: Input) =>
    documentRecords.update(ctx, id, input).catch(async (error: unknown) => {
      throw await typeAnswer(ctx, error, input);
    }),
  /** The document, then its file: a file without its row is only a leftover, never a lost record. */
  remove: async (ctx: TenantContext, id: string) => {
    const { file } = await storedFileOf(ctx, id);
    await documentRecords.remove(ctx, id);
    await removeDocumentFile(ctx, file);
  },
};

export const documentsDeclaration = declareResource({
  resource: documentsResource,
  area: 'fleet',
  noun: 'document',
  schemas: { read: documentSchema, input: documentInputSchema, listQuery: documentListQuerySchema },
  service: documentService,
  sample: async (n, reference) => {
    const forVehicle = n % 2 === 0;
    const kind = forVehicle ? 'vehicle' : 'employee';
    return {
      document_type: await reference('document-types', { applies_to: kind }),
      vehicle: forVehicle ? await reference('vehicles') : null,
      employee: forVehicle ? null : await reference('employees'),
      number: `DOC-${n}-${kind}`,
      issued_on: `2025-0${1 + (n % 9)}-1${n % 10}`,
      expires_on: `2027-0${1 + (n % 9)}-2${n % 9}`,
      notes: `Renewed at office ${n}`,
    };
  },
});
