import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@app/shared/common/people';
import { english } from '@app/shared/i18n/english';
import { resourceDeclarations } from '../../src/records/resources';
import { startTestApp, type TestApp } from '../build-test-app';
import { signedInAs, type SignedIn } from '../factories';
import { sampleInput } from './samples';

/**
 * Every record type with a photo (DESIGN §7), with no row to add: multipart create and replace with a
 * photo checked by content, the photo and its thumbnail served only to the same school, and removed
 * with the record.
 */
// Another host than the test server's: the photo's URL must carry it, not the request's.
const PUBLIC_URL = 'https://transport.school.example';
let t: TestApp;
let school: SignedIn;
let other: SignedIn;
let png: Buffer;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL });
  school = await signedInAs(t, { role: 100 });
  other = await signedInAs(t, { role: 100 });
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .toBuffer();
});
afterAll(() => t.close());

function form(fields: Record<string, unknown>, photo?: { bytes: Buffer; name: string; type: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, String(value));
  if (photo) data.append('photo', new Blob([photo.bytes], { type: photo.type }), photo.name);
  return data;
}

/** The call behind a photo's URL, which must be the school's API base (PUBLIC_URL + /api) and a path. */
function apiPathOf(url: unknown): string {
  expect(url).toEqual(expect.stringMatching(new RegExp(`^${PUBLIC_URL}/api/`)));
  return (url as string).slice(`${PUBLIC_URL}/api`.length);
}

const withPhotos = resourceDeclarations.filter((declaration) => declaration.service.photoOf);

describe.each(withPhotos.map((declaration) => ({ name: declaration.resource.name, declaration })))(
  'photos of $name',
  ({ declaration }) => {
    const { resource } = declaration;
    const uploadsOf = (tenant: string) => path.join(t.dataDir, 'uploads', tenant);

    it('stores a photo sent with the form, re-encoded without metadata, with a thumbnail', async () => {
      // A school of its own, so its uploads folder holds this record's files only.
      const school = await signedInAs(t, { role: 100 });
      const input = await sampleInput(t, declaration, { referencesIn: school });
      const created = await t.request('POST', resource.path, {
        ...school.auth,
        form: form(input, { bytes: png, name: 'me.png', type: 'image/png' }),
      });
      expect(created.status).toBe(201);
      // A URL any client fetches as it is, the same in every read of the record.
      const photoUrl = created.body.photo as string;
      const photoPath = apiPathOf(photoUrl);
      expect(photoPath).toMatch(new RegExp(`^${resource.path}[0-9a-f-]+/photo/\\?v=`));
      const id = String(created.body[resource.idField]);
      expect((await t.request('GET', resource.itemPath(id), school.auth)).body.photo).toBe(photoUrl);
      const listed = await t.request('GET', `${resource.path}?page_size=500`, school.auth);
      expect(listed.body.results.map((record: { photo: string | null }) => record.photo)).toContain(photoUrl);

      const full = await t.request('GET', photoPath, school.auth);
      expect(full.status).toBe(200);
      expect(full.headers.get('content-type')).toBe('image/png');
      expect(full.headers.get('cache-control')).toContain('private');
      const meta = await sharp(full.body as Buffer).metadata();
      expect([meta.width, meta.height]).toEqual([640, 480]);
      expect(meta.exif).toBeUndefined();
      const thumb = await t.request('GET', `${photoPath}&size=thumb`, school.auth);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(thumb.body as Buffer).metadata()).width).toBe(96);

      // Another school: no photo, whatever the address.
      expect((await t.request('GET', photoPath, other.auth)).status).toBe(404);
      expect(
        (await t.request('GET', photoPath, { tenant: school.tenantId, profile: school.profileId })).status,
      ).toBe(401);

      // Replaced by a new photo: a new address, the old files gone; removed with the record.
      const replaced = await t.request('PUT', resource.itemPath(id), {
        ...school.auth,
        form: form(input, { bytes: await sharp(png).jpeg().toBuffer(), name: 'x.bin', type: 'text/plain' }),
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.photo).not.toBe(photoUrl);
      const replacedPath = apiPathOf(replaced.body.photo);
      expect((await t.request('GET', replacedPath, school.auth)).headers.get('content-type')).toBe(
        'image/jpeg',
      );
      // The new photo and its thumbnail, and nothing of the old one.
      expect(fs.readdirSync(uploadsOf(school.tenantId))).toHaveLength(2);
      const cleared = await t.request('PUT', resource.itemPath(id), {
        ...school.auth,
        form: form({ ...input, remove_photo: 'true' }),
      });
      expect(cleared).toMatchObject({ status: 200, body: { photo: null } });
      expect((await t.request('GET', replacedPath, school.auth)).status).toBe(404);
    });

    it('refuses a file that is not a JPEG, PNG or WebP image, whatever its name, and one over 5 MB', async () => {
      const input = await sampleInput(t, declaration, { referencesIn: school });
      const before = (await t.request('GET', `${resource.path}?page_size=1`, school.auth)).body.count;
      const fakes = [
        { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'a.png', type: 'image/png' },
        { bytes: Buffer.from('GIF89a....'), name: 'a.gif', type: 'image/gif' },
        {
          bytes: Buffer.concat([png.subarray(0, 64), Buffer.alloc(200)]),
          name: 'cut.png',
          type: 'image/png',
        },
      ];
      for (const fake of fakes) {
        const response = await t.request('POST', resource.path, { ...school.auth, form: form(input, fake) });
        expect(response, fake.name).toMatchObject({
          status: 400,
          body: { photo: [english(PHOTO_MESSAGES.type)] },
        });
      }
      const huge = Buffer.concat([png, Buffer.alloc(MAX_PHOTO_BYTES)]);
      const tooLarge = await t.request('POST', resource.path, {
        ...school.auth,
        form: form(input, { bytes: huge, name: 'big.png', type: 'image/png' }),
      });
      expect(tooLarge).toMatchObject({ status: 400, body: { photo: [english(PHOTO_MESSAGES.size)] } });
      expect((await t.request('GET', `${resource.path}?page_size=1`, school.auth)).body.count).toBe(before);
    });
  },
);
