import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  documentFilePath,
  documentsResource,
  MAX_DOCUMENT_FILE_BYTES,
} from '@app/shared/documents/document.schemas';
import { documentTypesResource } from '@app/shared/documents/document-type.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { createReference } from '../../../test/resources/samples';

// A document's file (issue 25 §3): PDF, JPEG or PNG told by its content, at most 10 MB, served to the
// school's signed-in users only, replaced or removed; other schools' calls are in tenant-isolation-documents.
const { t, school } = await appWithSchool();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#246' } })
  .png()
  .toBuffer();

/** Each document of this file gets a type of its own: titles are unique in a school. */
let typeSerial = 0;

async function newDocument(as: SignedIn = school): Promise<string> {
  const type = await t.request('POST', documentTypesResource.path, {
    ...as.auth,
    body: { title: `Insurance ${++typeSerial}`, applies_to: 'vehicle' },
  });
  const created = await t.request('POST', documentsResource.path, {
    ...as.auth,
    body: {
      document_type: type.body.id,
      vehicle: await createReference(t, 'vehicles', as),
      expires_on: '2027-05-31',
    },
  });
  return created.body.id;
}

const upload = (id: string, bytes: Buffer, name: string, type = 'application/pdf') => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return t.request('PUT', documentFilePath(id), { ...school.auth, form });
};
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'uploads', school.tenantId, 'documents');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe('document files', () => {
  it('stores a PDF, serves it to the school as a download, and replaces it with a new file', async () => {
    const id = await newDocument();
    expect(await t.request('GET', documentFilePath(id), school.auth)).toMatchObject({
      status: 404,
      body: { detail: 'This document has no file.' },
    });
    const before = storedFiles();
    const stored = await upload(id, PDF, 'Bima ya KDA 101X.pdf');
    expect(stored).toMatchObject({
      status: 200,
      body: { id, file_name: 'Bima ya KDA 101X.pdf', file_type: 'application/pdf', file_size: PDF.length },
    });
    const served = await t.request('GET', documentFilePath(id), school.auth);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Bima ya KDA 101X.pdf"; filename*=UTF-8''Bima%20ya%20KDA%20101X.pdf`,
    );
    expect(served.body).toBe(PDF.toString());
    const first = storedFiles().filter((name) => !before.includes(name));
    expect(first).toHaveLength(1);

    // A PNG is a PNG whatever its name says; the PDF it replaces is gone from the disk.
    const replaced = await upload(id, png, 'scan.pdf');
    expect(replaced.body).toMatchObject({
      file_name: 'scan.pdf',
      file_type: 'image/png',
      file_size: png.length,
    });
    const image = await t.request('GET', documentFilePath(id), school.auth);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(image.body, png)).toBe(0);
    expect(storedFiles()).not.toContain(first[0]);
    expect(storedFiles().filter((name) => !before.includes(name))).toHaveLength(1);
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its content, one over 10 MB, or none', async () => {
    const id = await newDocument();
    const before = storedFiles();
    expect(await upload(id, Buffer.from('Just text, named like a PDF.\n'), 'licence.pdf')).toMatchObject({
      status: 400,
      body: { file: ['The file must be a PDF, JPEG or PNG'] },
    });
    const tooLarge = Buffer.concat([png, Buffer.alloc(MAX_DOCUMENT_FILE_BYTES + 1 - png.length)]);
    expect(await upload(id, tooLarge, 'large.png', 'image/png')).toMatchObject({
      status: 400,
      body: { file: ['The file must be at most 10 MB'] },
    });
    // Exactly 10 MB is allowed.
    const atLimit = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_FILE_BYTES - PDF.length)]);
    expect(await upload(id, atLimit, 'big.pdf')).toMatchObject({
      status: 200,
      body: { file_size: MAX_DOCUMENT_FILE_BYTES },
    });
    const empty = await t.request('PUT', documentFilePath(id), { ...school.auth, form: new FormData() });
    expect(empty).toMatchObject({ status: 400, body: { file: ['Choose a file'] } });
    expect(storedFiles().filter((name) => !before.includes(name))).toHaveLength(1);
  });

  it('removes the file and keeps the document; deleting the document removes its file', async () => {
    const id = await newDocument();
    const before = storedFiles();
    await upload(id, PDF, 'medical.pdf');
    const removed = await t.request('DELETE', documentFilePath(id), school.auth);
    expect(removed).toMatchObject({
      status: 200,
      body: { id, file_name: null, file_type: null, file_size: null },
    });
    expect(storedFiles()).toEqual(before);
    expect((await t.request('GET', documentFilePath(id), school.auth)).status).toBe(404);

    await upload(id, png, 'badge.png', 'image/png');
    expect(storedFiles()).toHaveLength(before.length + 1);
    expect((await t.request('DELETE', documentsResource.itemPath(id), school.auth)).status).toBe(204);
    expect(storedFiles()).toEqual(before);
  });

  it("records the file's coming and going in the document's audit trail", async () => {
    const id = await newDocument();
    await upload(id, PDF, 'inspection.pdf');
    await t.request('DELETE', documentFilePath(id), school.auth);
    const log = await t.request(
      'GET',
      `/school/audit-log/?record_type=document&record_id=${id}`,
      school.auth,
    );
    const [removal, addition] = log.body.results;
    expect(addition).toMatchObject({
      action: 'update',
      changes: {
        file_name: { old: null, new: 'inspection.pdf' },
        file_type: { old: null, new: 'application/pdf' },
      },
    });
    expect(removal).toMatchObject({
      action: 'update',
      changes: { file_name: { old: 'inspection.pdf', new: null } },
    });
  });

  it('answers 404 for a document that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const other = await signedInAs(t);
    expect((await t.request('GET', documentFilePath(missing), other.auth)).status).toBe(404);
    expect((await t.request('DELETE', documentFilePath(missing), other.auth)).status).toBe(404);
    expect((await upload(missing, PDF, 'x.pdf')).status).toBe(404);
  });
});
