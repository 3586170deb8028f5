import { http, HttpResponse } from 'msw';
import type { DocumentType } from '@app/shared/documents/document-type.schemas';
import type { Document } from '@app/shared/documents/document.schemas';
import { TEST_API as API } from '../../test/signed-in';

// A fake school's documents for the screens' tests (msw): what each call sent is kept to look at.

export const DOCUMENTS = `${API}/transport/documents/`;
export const VEHICLE = '6c1d2f63-69a4-4b52-8b66-2a1d7b1d3c22';
export const EMPLOYEE = '7d2e3a74-7ab5-4c63-9c77-3b2e8c2e4d33';
export const INSURANCE = '5b0c1e52-58f3-4a41-9a55-1f0c6a0c2b11';
export const LICENCE = '5b0c1e52-58f3-4a41-9a55-1f0c6a0c2b22';

const TYPES: DocumentType[] = [
  {
    id: INSURANCE,
    title: 'Insurance Certificate',
    applies_to: 'vehicle',
    is_active: true,
    document_count: 1,
  },
  { id: LICENCE, title: 'Driving Licence', applies_to: 'employee', is_active: true, document_count: 1 },
];

const base = {
  number: '',
  issued_on: null,
  notes: '',
  file_name: null,
  file_type: null,
  file_size: null,
} satisfies Partial<Document>;

export const expiredInsurance: Document = {
  ...base,
  id: 'd1',
  document_type: INSURANCE,
  document_type_title: 'Insurance Certificate',
  owner_kind: 'vehicle',
  vehicle: VEHICLE,
  employee: null,
  owner_label: 'KBZ 412A',
  number: 'INS-1',
  issued_on: '2025-01-10',
  expires_on: '2025-06-01',
  days_left: -12,
  file_name: 'insurance.pdf',
  file_type: 'application/pdf',
  file_size: 2048,
};
export const licenceSoon: Document = {
  ...base,
  id: 'd2',
  document_type: LICENCE,
  document_type_title: 'Driving Licence',
  owner_kind: 'employee',
  vehicle: null,
  employee: EMPLOYEE,
  owner_label: 'Ann Wanjiru',
  expires_on: '2025-06-25',
  days_left: 12,
};

/** What the fake server was sent, by call. */
export type Sent = {
  lists: URL[];
  bodies: { method: string; id?: string; body: unknown }[];
  files: { id: string; text: string }[];
  deleted: string[];
};

const page = <T>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

/** The handlers over `documents` (changed by the writes) and `sent`. */
export function documentHandlers(documents: Document[], sent: Sent) {
  return [
    http.get(DOCUMENTS, ({ request }) => {
      const url = new URL(request.url);
      sent.lists.push(url);
      const vehicle = url.searchParams.get('vehicle');
      const employee = url.searchParams.get('employee');
      const type = url.searchParams.get('document_type');
      const within = url.searchParams.get('expiring_within_days');
      const size = Number(url.searchParams.get('page_size') ?? 50);
      const matching = documents.filter(
        (document) =>
          (!vehicle || document.vehicle === vehicle) &&
          (!employee || document.employee === employee) &&
          (!type || document.document_type === type) &&
          (within === null || document.days_left <= Number(within)),
      );
      return HttpResponse.json({
        count: matching.length,
        next: null,
        previous: null,
        results: matching.slice(0, size),
      });
    }),
    http.post(DOCUMENTS, async ({ request }) => {
      const body = (await request.json()) as Record<string, string | null>;
      sent.bodies.push({ method: 'POST', body });
      const type = TYPES.find((candidate) => candidate.id === body.document_type)!;
      const created: Document = {
        ...base,
        id: `d${documents.length + 1}`,
        document_type: type.id,
        document_type_title: type.title,
        owner_kind: body.vehicle ? 'vehicle' : 'employee',
        vehicle: body.vehicle ?? null,
        employee: body.employee ?? null,
        owner_label: body.vehicle ? 'KBZ 412A' : 'Ann Wanjiru',
        number: body.number ?? '',
        issued_on: body.issued_on ?? null,
        expires_on: body.expires_on!,
        days_left: 40,
      };
      documents.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put(`${DOCUMENTS}:id/`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<Document>;
      sent.bodies.push({ method: 'PUT', id: String(params.id), body });
      const index = documents.findIndex((document) => document.id === params.id);
      documents[index] = { ...documents[index]!, ...body };
      return HttpResponse.json(documents[index]);
    }),
    http.put(`${DOCUMENTS}:id/file/`, async ({ request, params }) => {
      const file = (await request.formData()).get('file') as File;
      sent.files.push({ id: String(params.id), text: await file.text() });
      const index = documents.findIndex((document) => document.id === params.id);
      documents[index] = {
        ...documents[index]!,
        // The name as a browser sends it (jsdom's files reach msw without theirs).
        file_name: 'scan.pdf',
        file_type: 'application/pdf',
        file_size: file.size,
      };
      return HttpResponse.json(documents[index]);
    }),
    http.delete(`${DOCUMENTS}:id/`, ({ params }) => {
      sent.deleted.push(String(params.id));
      documents.splice(
        documents.findIndex((document) => document.id === params.id),
        1,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/transport/document-types/`, ({ request }) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('applies_to');
      return page(TYPES.filter((type) => !kind || type.applies_to === kind));
    }),
    http.get(`${API}/transport/vehicles/`, () =>
      page([
        { id: VEHICLE, registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33, is_active: true },
      ]),
    ),
    http.get(`${API}/employees/`, () =>
      page([{ id: EMPLOYEE, full_name: 'Ann Wanjiru', staff_number: 'S-1' }]),
    ),
  ];
}
