import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFilePath, documentsResource } from '@app/shared/documents/document.schemas';
import { startTestApp, type TestApp } from './build-test-app';
import { signedInAs, type SignedIn } from './factories';
import { createSample, declarationNamed } from './resources/samples';

/**
 * Tenant isolation of documents' files (issue 25 §3): school B neither reads, replaces nor removes the
 * file of A's document, and B's headers with A's school are refused. The record calls of documents
 * and document types are in tenant-isolation.test.ts, with every record type.
 */
let t: TestApp;
let schoolA: SignedIn;
let schoolB: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  schoolA = await signedInAs(t);
  schoolB = await signedInAs(t);
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n% Certificate of Good Conduct\n%%EOF\n');
const formWith = (bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'clearance.pdf');
  return form;
};

describe('tenant isolation: document files', () => {
  it("never serves, replaces or removes another school's document file", async () => {
    const { id } = await createSample(t, declarationNamed(documentsResource.name), schoolA);
    const path = documentFilePath(id);
    expect((await t.request('PUT', path, { ...schoolA.auth, form: formWith(PDF) })).status).toBe(200);
    const served = async () => (await t.request('GET', path, schoolA.auth)).body;
    expect(await served()).toBe(PDF.toString());

    for (const [method, options] of [
      ['GET', schoolB.auth],
      ['PUT', { ...schoolB.auth, form: formWith(Buffer.from('%PDF-1.4\n% forged\n%%EOF\n')) }],
      ['DELETE', schoolB.auth],
    ] as const) {
      const response = await t.request(method, path, options);
      expect(response.status, method).toBe(404);
      expect(JSON.stringify(response.body), method).not.toContain('clearance');
    }
    expect(await served()).toBe(PDF.toString());
    expect((await t.request('GET', documentsResource.itemPath(id), schoolA.auth)).body).toMatchObject({
      file_name: 'clearance.pdf',
    });

    // A's school in the headers with B's token: refused at the door.
    const crossed = { token: schoolB.token, tenant: schoolA.tenantId, profile: schoolB.profileId };
    expect((await t.request('GET', path, crossed)).status).toBe(403);
    expect((await t.request('DELETE', path, crossed)).status).toBe(403);
    expect(await served()).toBe(PDF.toString());
  });
});
