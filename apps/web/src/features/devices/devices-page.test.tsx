import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Device, DeviceInput } from '@app/shared/devices/device.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { vehicleInService } from '../../test/vehicle-fixtures.test-helpers';
import { DevicesPage } from './devices-page';

// The Devices screen against a fake school server (msw) answering as issue 22 §1's API does.

const LIST = `${API}/transport/devices/`;
const BUS = '0b6f1c1e-3a2d-4c5e-8f90-1a2b3c4d5e01';
const VEHICLES = [
  vehicleInService({ id: BUS, registration_number: 'KBZ 412A', code: 'BUS-01', max_capacity: 33 }),
];
const NEW_SECRET = 'WOG9C-k_siEm4vkbjnxtF0MTQnY0H8qpXdte-8eEWwU';
const ROTATED_SECRET = '1QCJsE_ZiTVqX7LMYXNXPK_X0eyF0P3ySf8e3LFBlLo';

const device = (fields: Partial<Device> & Pick<Device, 'id' | 'identifier'>): Device => ({
  name: '',
  kind: 1,
  vehicle: null,
  vehicle_code: null,
  revoked_at: null,
  last_seen_at: null,
  created_at: '2026-11-01T08:00:00Z',
  ...fields,
});

let devices: Device[];
let bodies: DeviceInput[];

const server = setupServer(
  http.get(LIST, () =>
    HttpResponse.json({ count: devices.length, next: null, previous: null, results: devices }),
  ),
  http.post(LIST, async ({ request }) => {
    const body = (await request.json()) as DeviceInput;
    bodies.push(body);
    if (devices.some((one) => one.identifier === body.identifier))
      return HttpResponse.json(
        { identifier: ['A device with this identifier already exists.'] },
        { status: 400 },
      );
    const created = device({
      id: `d${devices.length + 1}`,
      identifier: body.identifier,
      name: body.name ?? '',
      kind: body.kind,
      vehicle: body.vehicle ?? null,
      vehicle_code: body.vehicle ? 'BUS-01' : null,
    });
    devices.push(created);
    return HttpResponse.json({ ...created, secret: NEW_SECRET }, { status: 201 });
  }),
  http.put(`${LIST}:id/`, async ({ request, params }) => {
    const body = (await request.json()) as DeviceInput;
    bodies.push(body);
    devices = devices.map((one) => (one.id === params.id ? { ...one, ...body, name: body.name ?? '' } : one));
    return HttpResponse.json(devices.find((one) => one.id === params.id));
  }),
  http.post(`${LIST}:id/secret/`, ({ params }) => {
    devices = devices.map((one) => (one.id === params.id ? { ...one, revoked_at: null } : one));
    const rotated = devices.find((one) => one.id === params.id)!;
    return HttpResponse.json({ ...rotated, secret: ROTATED_SECRET });
  }),
  http.post(`${LIST}:id/revoke/`, ({ params }) => {
    devices = devices.map((one) =>
      one.id === params.id ? { ...one, revoked_at: '2026-11-24T13:00:00Z' } : one,
    );
    return HttpResponse.json(devices.find((one) => one.id === params.id));
  }),
  http.get(`${API}/transport/vehicles/`, () =>
    HttpResponse.json({ count: VEHICLES.length, next: null, previous: null, results: VEHICLES }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  devices = [
    device({
      id: 'd1',
      identifier: '358240051111110',
      name: 'Bus 1 tracker',
      kind: 2,
      vehicle: BUS,
      vehicle_code: 'BUS-01',
      last_seen_at: '2026-11-24T12:49:00Z',
    }),
    device({ id: 'd2', identifier: 'hillside-traccar', name: 'Office Traccar', kind: 3 }),
    device({ id: 'd3', identifier: '0712345678', kind: 1, revoked_at: '2026-11-20T09:00:00Z' }),
  ];
  bodies = [];
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const table = () => screen.getByRole('table', { name: 'Devices' });
const rowOf = async (text: string) => (await within(table()).findByText(text)).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openAdd() {
  const user = userEvent.setup({ delay: null });
  renderScreen(<DevicesPage />, '/fleet/devices');
  await user.click(await screen.findByRole('button', { name: 'Add Device' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Add Device' }) };
}

describe('DevicesPage', () => {
  it('lists identifier, name, kind, vehicle, last seen and status, offering Revoke on active devices only', async () => {
    renderScreen(<DevicesPage />, '/fleet/devices');
    const tracker = await rowOf('358240051111110');
    expect(screen.getByRole('heading', { level: 1, name: 'Devices' })).toBeTruthy();
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Identifier', 'Name', 'Kind', 'Vehicle', 'Last Seen', 'Status', 'Actions']);
    expect(cellsOf(tracker).slice(0, 6)).toEqual([
      '358240051111110',
      'Bus 1 tracker',
      'Tracker',
      'BUS-01',
      'November 24, 2026 at 12:49 PM',
      'Active',
    ]);
    expect(cellsOf(await rowOf('hillside-traccar')).slice(0, 6)).toEqual([
      'hillside-traccar',
      'Office Traccar',
      'Traccar server',
      'Many vehicles',
      'Never',
      'Active',
    ]);
    const phone = await rowOf('0712345678');
    expect(cellsOf(phone).slice(0, 6)).toEqual(['0712345678', '—', 'Phone', '—', 'Never', 'Revoked']);
    expect(screen.getByText('3 devices')).toBeTruthy();

    // Each button names its device; a revoked one has nothing to revoke.
    const trackerName = 'Bus 1 tracker (358240051111110)';
    for (const action of ['Edit', 'Rotate Secret', 'Revoke', 'Delete'])
      expect(within(tracker).getByRole('button', { name: `${action} ${trackerName}` })).toBeTruthy();
    expect(within(phone).getByRole('button', { name: 'Rotate Secret 0712345678' })).toBeTruthy();
    expect(within(phone).queryByRole('button', { name: /^Revoke/ })).toBeNull();
  });

  it('adds a device, then shows its secret once with the URL to put in the app, each to copy', async () => {
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/Identifier/), 'bus-2-phone');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bus 2 phone');
    await user.click(within(dialog).getByRole('combobox', { name: /Vehicle/ }));
    // jsdom never ends the dropdown's opening transition: its options stay `display: none`.
    await user.click(await screen.findByRole('option', { name: 'KBZ 412A (BUS-01)', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Device added successfully')).toBeTruthy();
    const secret = await screen.findByRole('dialog', { name: 'Device Secret' });
    expect(bodies).toEqual([{ identifier: 'bus-2-phone', name: 'Bus 2 phone', kind: 1, vehicle: BUS }]);
    expect(secret.textContent).toContain('This is the secret of Bus 2 phone (bus-2-phone).');
    expect(secret.textContent).toContain('it will not be shown again');
    expect(secret.textContent).toContain('See the GPS devices guide');
    expect((within(secret).getByLabelText('Secret') as HTMLTextAreaElement).value).toBe(NEW_SECRET);
    // The school's API base: this console's origin + /api where the server serves it; here its own host.
    expect((within(secret).getByLabelText(/Server URL/) as HTMLTextAreaElement).value).toBe(
      `${API}/gps/osmand/?key=${NEW_SECRET}`,
    );
    expect(secret.textContent).toContain('with bus-2-phone as the device identifier');

    await user.click(within(secret).getByRole('button', { name: 'Copy secret' }));
    expect(within(secret).getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(NEW_SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Copy URL' }));
    expect(await navigator.clipboard.readText()).toBe(`${API}/gps/osmand/?key=${NEW_SECRET}`);

    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table()).findByText('bus-2-phone')).toBeTruthy();
    // Shown once: nothing on the screen holds it any more.
    expect(document.body.innerHTML).not.toContain(NEW_SECRET);
  });

  it('puts the server’s message about a taken identifier under the Identifier field', async () => {
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByLabelText(/Identifier/), '358240051111110');
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Traccar server', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const field = within(dialog).getByLabelText(/Identifier/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('A device with this identifier already exists.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Device Secret' })).toBeNull();
  });

  it('hides the vehicle of a Traccar server, which forwards many vehicles, and sends none', async () => {
    const { user, dialog } = await openAdd();
    expect(within(dialog).getByRole('combobox', { name: /Vehicle/ })).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Identifier/), 'school-traccar');
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Traccar server', hidden: true }));
    expect(within(dialog).queryByRole('combobox', { name: /Vehicle/ })).toBeNull();
    expect(dialog.textContent).toContain('so it has no vehicle of its own');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const secret = await screen.findByRole('dialog', { name: 'Device Secret' });
    expect(bodies).toEqual([{ identifier: 'school-traccar', name: '', kind: 3, vehicle: null }]);
    expect((within(secret).getByLabelText(/Forwarding URL/) as HTMLTextAreaElement).value).toBe(
      `${API}/gps/traccar/?key=${NEW_SECRET}`,
    );
  });

  it('edits a device from its values, its vehicle chosen, and shows no secret', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<DevicesPage />, '/fleet/devices');
    await user.click(await screen.findByRole('button', { name: 'Edit Bus 1 tracker (358240051111110)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Device' });
    expect((within(dialog).getByLabelText(/Identifier/) as HTMLInputElement).value).toBe('358240051111110');
    expect((within(dialog).getByRole('combobox', { name: /Kind/ }) as HTMLInputElement).value).toBe(
      'Tracker',
    );
    // By its code until the vehicle options come, then as the select words every vehicle.
    expect((within(dialog).getByRole('combobox', { name: /Vehicle/ }) as HTMLInputElement).value).toContain(
      'BUS-01',
    );
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Bus 1 GPS');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Device updated successfully')).toBeTruthy();
    expect(bodies).toEqual([{ identifier: '358240051111110', name: 'Bus 1 GPS', kind: 2, vehicle: BUS }]);
    expect(await within(table()).findByText('Bus 1 GPS')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before rotating a secret, then shows the new one; Cancel rotates nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<DevicesPage />, '/fleet/devices');
    const rotate = await screen.findByRole('button', { name: 'Rotate Secret 0712345678' });
    await user.click(rotate);
    let confirm = await screen.findByRole('dialog', { name: 'Rotate Secret' });
    expect(confirm.textContent).toContain('Make a new secret for 0712345678?');
    expect(confirm.textContent).toContain('with a new secret it becomes active again');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(rotate);
    confirm = await screen.findByRole('dialog', { name: 'Rotate Secret' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate Secret' }));
    expect(await screen.findByText('New secret made for 0712345678')).toBeTruthy();
    const secret = await screen.findByRole('dialog', { name: 'Device Secret' });
    expect((within(secret).getByLabelText('Secret') as HTMLTextAreaElement).value).toBe(ROTATED_SECRET);
    expect((within(secret).getByLabelText(/Server URL/) as HTMLTextAreaElement).value).toBe(
      `${API}/gps/osmand/?key=${ROTATED_SECRET}`,
    );
    // Active again: the list was fetched anew.
    await waitFor(async () => expect(cellsOf(await rowOf('0712345678'))[5]).toBe('Active'));
  });

  it('asks before revoking; the row then shows Revoked and no longer offers Revoke', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<DevicesPage />, '/fleet/devices');
    const revokeName = 'Revoke Bus 1 tracker (358240051111110)';
    await user.click(await screen.findByRole('button', { name: revokeName }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Device' });
    expect(confirm.textContent).toContain('Revoke Bus 1 tracker (358240051111110)?');
    expect(confirm.textContent).toContain('refused from now on');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Device revoked successfully')).toBeTruthy();
    await waitFor(async () => expect(cellsOf(await rowOf('358240051111110'))[5]).toBe('Revoked'));
    expect(screen.queryByRole('button', { name: revokeName })).toBeNull();
  });

  it('says why a revoke failed', async () => {
    server.use(
      http.post(`${LIST}:id/revoke/`, () =>
        HttpResponse.json({ detail: 'Device not found.' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<DevicesPage />, '/fleet/devices');
    await user.click(await screen.findByRole('button', { name: 'Revoke Office Traccar (hillside-traccar)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke Device' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Device not found.')).toBeTruthy();
    expect(cellsOf(await rowOf('hillside-traccar'))[5]).toBe('Active');
  });
});

describe('DevicesPage in Kiswahili', () => {
  it('shows its heading, columns, values and buttons in Kiswahili', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<DevicesPage />, '/fleet/devices', 'sw');
    const list = await screen.findByRole('table', { name: 'Vifaa vya GPS' });
    await within(list).findByText('358240051111110');
    expect(screen.getByRole('heading', { level: 1, name: 'Vifaa vya GPS' })).toBeTruthy();
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Kitambulisho',
      'Jina',
      'Aina',
      'Gari',
      'Mara ya Mwisho Kuonekana',
      'Hali',
      'Vitendo',
    ]);
    const traccar = (await within(list).findByText('hillside-traccar')).closest('tr')!;
    expect(cellsOf(traccar).slice(2, 5)).toEqual(['Seva ya Traccar', 'Magari mengi', 'Hakijaonekana']);
    expect(list.textContent).toContain('Kifuatiliaji');
    expect(list.textContent).toContain('Imebatilishwa');
    expect(screen.getByText('vifaa 3')).toBeTruthy();
    expect(screen.getByPlaceholderText('Tafuta vifaa...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Badilisha Siri 0712345678' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Batilisha Office Traccar (hillside-traccar)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Batilisha Kifaa' });
    expect(within(confirm).getByRole('button', { name: 'Ghairi' })).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Ghairi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Ongeza Kifaa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ongeza Kifaa' });
    expect(within(dialog).getByLabelText(/Kitambulisho/)).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: /Aina/ })).toBeTruthy();
  }, 60_000);
});
