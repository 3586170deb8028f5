import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  inspectionItemPhotoPath,
  inspectionsResource,
  MAX_INSPECTION_PHOTO_BYTES,
} from '@app/shared/inspections/inspection.schemas';
import { appWithSchool, type SignedIn } from '../../../test/factories';
import { inspectionFixtures } from './inspections.test-helpers';

// A finding's photo (issue 25 §1): JPEG or PNG by its content, at most 10 MB, given by the driver who
// made the inspection or by the office, served to the school only.
const { t, school } = await appWithSchool();
const fixtures = inspectionFixtures(t);
const bus = await fixtures.checklist(school, 'bus');
const driver = await fixtures.crew(school, 401);
const trip = await fixtures.tripWithVehicle(school, { driver: driver.personId });
const inspection = (
  await fixtures.inspect(driver, {
    vehicle: trip.vehicle,
    trip: trip.id,
    kind: 'pre_trip',
    items: fixtures.answers(bus, { 0: 'minor' }),
  })
).body;
const finding = inspection.items[0].id as string;
const path = inspectionItemPhotoPath(inspection.id, finding);

const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
  .png()
  .toBuffer();
const webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
  .webp()
  .toBuffer();
const formWith = (bytes: Buffer, name = 'tyre.jpg') => {
  const form = new FormData();
  form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), name);
  return form;
};
const put = (as: SignedIn, form: FormData) => t.request('PUT', path, { ...as.auth, form });

describe("a finding's photo", () => {
  it('takes a JPEG or PNG by its content, from the driver who made the inspection, and serves it', async () => {
    const answer = await put(driver, formWith(png));
    expect(answer).toMatchObject({ status: 200, body: { id: inspection.id } });
    expect(answer.body.items[0]).toMatchObject({ id: finding, has_photo: true });
    const served = await fetch(`${t.url}/api${path}`, {
      headers: {
        authorization: `Bearer ${school.token}`,
        'x-tenant-id': school.tenantId,
        'x-profile-id': school.profileId,
      },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const thumb = await fetch(`${t.url}/api${path}?size=thumb`, {
      headers: {
        authorization: `Bearer ${driver.token}`,
        'x-tenant-id': school.tenantId,
        'x-profile-id': driver.profileId,
      },
    });
    expect(thumb.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses another type by content, a file over 10 MB, and no file', async () => {
    const refused = { status: 400, body: { photo: ['The photo must be a JPEG or PNG image'] } };
    expect(await put(school, formWith(Buffer.from('not an image at all'), 'fake.jpg'))).toMatchObject(
      refused,
    );
    expect(await put(school, formWith(webp, 'photo.png'))).toMatchObject(refused);
    const large = Buffer.concat([png, Buffer.alloc(MAX_INSPECTION_PHOTO_BYTES)]);
    expect(await put(school, formWith(large))).toMatchObject({
      status: 400,
      body: { photo: ['The photo must be at most 10 MB'] },
    });
    expect(await put(school, new FormData())).toMatchObject({
      status: 400,
      body: { photo: ['Choose a photo'] },
    });
  });

  it('is not for another driver; the office removes it', async () => {
    const stranger = await fixtures.crew(school, 401);
    expect((await put(stranger, formWith(png))).status).toBe(404);
    expect((await t.request('GET', path, stranger.auth)).status).toBe(404);
    expect((await t.request('DELETE', path, stranger.auth)).status).toBe(404);
    await put(school, formWith(png));
    const removed = await t.request('DELETE', path, school.auth);
    expect(removed.body.items[0]).toMatchObject({ has_photo: false });
    expect(await t.request('GET', path, school.auth)).toMatchObject({
      status: 404,
      body: { detail: 'This finding has no photo.' },
    });
    expect(
      (await t.request('GET', inspectionsResource.itemPath(inspection.id), school.auth)).body.items[0],
    ).toMatchObject({
      has_photo: false,
    });
  });
});
