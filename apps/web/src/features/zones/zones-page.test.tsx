import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BusStop } from '@app/shared/bus-stops/bus-stop.schemas';
import type { Zone } from '@app/shared/zones/zone.schemas';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import { ZonesPage } from './zones-page';

/** A field's value as a person pastes it: one input event, as a typed value ends. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

// The Zones screen against a fake school server (msw): the spec's messages for each failure, the
// zone's bus-stops modal, and the bus stop form with its map. Against the real server: e2e/zones.spec.ts.

// Leaflet draws in SVG and measures its container; jsdom has neither, so they are given here.
SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });

const ZONES = `${API}/transport/zones/`;
const STOPS = `${API}/transport/bus-stops/`;
const NORTH = '11111111-1111-4111-8111-111111111111';
const SOUTH = '22222222-2222-4222-8222-222222222222';
let zones: Zone[];
let stops: BusStop[];
let posted: { path: string; body: unknown }[];
const page = <T,>(results: T[]) =>
  HttpResponse.json({ count: results.length, next: null, previous: null, results });

const server = setupServer(
  http.get(ZONES, () => page(zones)),
  http.post(ZONES, async ({ request }) => {
    const body = (await request.json()) as Zone;
    posted.push({ path: 'zones', body });
    const zone = { ...body, id: `z${zones.length + 1}`, bus_stop_count: 0 };
    zones.push(zone);
    return HttpResponse.json(zone, { status: 201 });
  }),
  http.delete(`${ZONES}:id/`, () =>
    HttpResponse.json({ detail: 'This zone cannot be deleted: it has 2 bus stops.' }, { status: 409 }),
  ),
  http.get(STOPS, ({ request }) => {
    const zone = new URL(request.url).searchParams.get('zone');
    return page(stops.filter((stop) => stop.zone === zone));
  }),
  http.post(STOPS, async ({ request }) => {
    const body = (await request.json()) as BusStop;
    posted.push({ path: 'bus-stops', body });
    const stop = { ...body, id: `s${stops.length + 1}`, zone_title: 'North' };
    stops.push(stop);
    return HttpResponse.json(stop, { status: 201 });
  }),
  http.get(`${API}/console/map-settings/`, () =>
    HttpResponse.json({ tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'OSM' }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  zones = [
    { id: NORTH, title: 'North', description: 'Past the river', is_active: true, bus_stop_count: 2 },
    { id: SOUTH, title: 'South', description: '', is_active: false, bus_stop_count: 0 },
  ];
  stops = [stop('s1', 'Baobab Corner', -1.2801, 36.8101), stop('s2', 'Church Stage', -1.2855, 36.8202)];
  posted = [];
  signInAs(100);
});
afterEach(() => {
  server.resetHandlers();
  // Toasts live in a store of their own, five shown at most: one test's must not hide the next one's.
  notifications.clean();
});

function stop(id: string, title: string, latitude: number, longitude: number): BusStop {
  return {
    id,
    zone: NORTH,
    zone_title: 'North',
    title,
    description: '',
    latitude,
    longitude,
    is_active: true,
    arrival_radius: 40,
  };
}
const table = () => screen.getByRole('table', { name: 'Zones' });
const failWith = (path: string, status: number, body: object = {}) =>
  server.use(http.get(path, () => HttpResponse.json(body, { status })));

describe('Zones screen', () => {
  it('lists title, description and status with Edit, View Stops, Add Stop and Delete per zone', async () => {
    renderScreen(<ZonesPage />);
    const row = (await within(table()).findByText('North')).closest('tr')!;
    expect(within(row).getByText('Past the river')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(table()).getByText('Inactive')).toBeTruthy();
    for (const action of ['Edit', 'View Stops', 'Add Stop', 'Delete']) {
      expect(within(row).getByRole('button', { name: `${action} North` })).toBeTruthy();
    }
  });

  it("says 'Failed to fetch zones' when the list fails without a reason", async () => {
    failWith(ZONES, 500);
    renderScreen(<ZonesPage />);
    expect(await screen.findByText('Failed to fetch zones')).toBeTruthy();
  });

  it('adds a zone after the spec’s message for a missing title, and toasts', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await within(table()).findByText('North');
    await user.click(screen.getByRole('button', { name: 'Add Zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Zone' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Zone title is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Zone Title/), ' East ');
    await user.type(within(dialog).getByLabelText(/Description/), 'By the lake');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Zone added successfully')).toBeTruthy();
    expect(posted).toEqual([
      { path: 'zones', body: { title: 'East', description: 'By the lake', is_active: true } },
    ]);
  });

  it("falls back to 'An error occurred while saving the zone' when the server gives no field", async () => {
    server.use(http.post(ZONES, () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit North' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add Zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Zone' });
    await user.type(within(dialog).getByLabelText(/Zone Title/), 'East');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('An error occurred while saving the zone')).toBeTruthy();
  });

  it('shows the server’s reason a zone cannot be deleted, else the spec’s fallback', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This zone cannot be deleted: it has 2 bus stops.')).toBeTruthy();
    server.use(http.delete(`${ZONES}:id/`, () => new HttpResponse(null, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('An error occurred while deleting the zone')).toBeTruthy();
    // Nothing was deleted: the zone is still listed.
    expect(within(table()).getByText('North')).toBeTruthy();
  });

  it("shows a zone's stops on a map with their names and in a table, or says there are none", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await user.click(await screen.findByRole('button', { name: 'View Stops North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bus Stops: North' });
    const list = await within(dialog).findByRole('table', { name: 'Bus stops of North' });
    expect(within(list).getByText('Baobab Corner')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Edit Church Stage' })).toBeTruthy();
    const map = within(dialog).getByRole('region', { name: 'Map of the bus stops of North' });
    // The labels are on the map itself, tiles or not.
    expect(within(map).getByText('Baobab Corner')).toBeTruthy();
    expect(within(map).getByText('Church Stage')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Stops South' }));
    const empty = await screen.findByRole('dialog', { name: 'Bus Stops: South' });
    expect(await within(empty).findByText('No bus stops found in this zone')).toBeTruthy();
    expect(within(empty).queryByRole('region', { name: /Map/ })).toBeNull();
  });

  it("says 'Failed to load bus stops for this zone' when they cannot be listed", async () => {
    failWith(STOPS, 500);
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await user.click(await screen.findByRole('button', { name: 'View Stops North' }));
    expect(await screen.findByText('Failed to load bus stops for this zone')).toBeTruthy();
  });

  it('adds a stop to the zone of its row: required messages, then a map click fills the coordinates', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Stop North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bus Stop' });
    await waitFor(() =>
      expect((within(dialog).getByRole('combobox', { name: /^Zone/ }) as HTMLInputElement).value).toBe(
        'North',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    for (const message of ['Title is required', 'Latitude is required', 'Longitude is required']) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    const latitude = within(dialog).getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement;
    const longitude = within(dialog).getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement;
    expect(latitude.getAttribute('inputmode')).toBe('decimal');
    // The zone's other stops are on the map, for a new one to be placed among them.
    const map = within(dialog).getByRole('region', { name: /click to set the bus stop/ });
    await within(map).findByText('Baobab Corner');
    fireEvent.click(map, { clientX: 420, clientY: 90 });
    await waitFor(() => expect(latitude.value).not.toBe(''));
    expect(longitude.value).not.toBe('');
    for (const field of [latitude, longitude]) expect(field.value).toMatch(/^-?\d+(\.\d{1,7})?$/);
    expect(within(map).getByTitle('Chosen point')).toBeTruthy();
    // The radius is the default one unless changed.
    expect(within(dialog).getByRole('textbox', { name: 'Arrival radius (m)' })).toHaveProperty('value', '40');

    await user.type(within(dialog).getByLabelText(/Title/), 'Mosque');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Bus stop added successfully')).toBeTruthy();
    expect(posted).toEqual([
      {
        path: 'bus-stops',
        body: {
          zone: NORTH,
          title: 'Mosque',
          description: '',
          latitude: Number(latitude.value),
          longitude: Number(longitude.value),
          is_active: true,
          arrival_radius: 40,
        },
      },
    ]);
  });

  // Pasted, not typed key by key: each key re-rendered the modal and its map, 20 s in all on a busy machine.
  it("takes a stop's arrival radius of whole metres from 10 to 500, a blank one the default", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Stop North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bus Stop' });
    await fill(user, within(dialog).getByLabelText(/Title/), 'School Yard');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Latitude' }), '-1.2921');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Longitude' }), '36.8219');
    const radius = within(dialog).getByRole('textbox', { name: 'Arrival radius (m)' });
    expect(within(dialog).getByText(/has left it 10 m further out/)).toBeTruthy();
    for (const typed of ['5', '12.5', '501']) {
      await fill(user, radius, typed);
      await user.click(within(dialog).getByRole('button', { name: 'Add' }));
      expect(
        within(dialog).getByText('Arrival radius must be a whole number of metres from 10 to 500'),
      ).toBeTruthy();
    }
    expect(posted).toEqual([]);
    await fill(user, radius, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Bus stop added successfully')).toBeTruthy();
    expect(posted).toMatchObject([
      { path: 'bus-stops', body: { title: 'School Yard', arrival_radius: 150 } },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Add Stop North' }));
    const again = await screen.findByRole('dialog', { name: 'Add Bus Stop' });
    await fill(user, within(again).getByLabelText(/Title/), 'Kerbside');
    await fill(user, within(again).getByRole('textbox', { name: 'Latitude' }), '-1.2922');
    await fill(user, within(again).getByRole('textbox', { name: 'Longitude' }), '36.8218');
    await user.clear(within(again).getByRole('textbox', { name: 'Arrival radius (m)' }));
    await user.click(within(again).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toMatchObject({ body: { title: 'Kerbside', arrival_radius: 40 } });
  });

  it("falls back to 'An error occurred while adding the bus stop'; typed coordinates are checked first", async () => {
    server.use(http.post(STOPS, () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Stop South' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bus Stop' });
    await user.type(within(dialog).getByLabelText(/Title/), 'Gate');
    await user.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '91');
    await user.type(within(dialog).getByRole('textbox', { name: 'Longitude' }), '36.8219123');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Latitude must be between -90 and 90')).toBeTruthy();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Latitude' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '-1.2921');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('An error occurred while adding the bus stop')).toBeTruthy();
  });

  it("says 'Failed to load zones' under the zone field when the zones cannot be had", async () => {
    // Only the form's call for every zone fails; the screen's page of them was answered.
    server.use(
      http.get(ZONES, ({ request }) =>
        new URL(request.url).searchParams.get('page_size') === '500'
          ? HttpResponse.json({}, { status: 500 })
          : page(zones),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Stop North' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bus Stop' });
    expect(await within(dialog).findByText('Failed to load zones')).toBeTruthy();
  });

  it("shows the list and a zone's stops in Kiswahili", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<ZonesPage />, '/', 'sw');
    const zonesTable = await screen.findByRole('table', { name: 'Maeneo' });
    const row = (await within(zonesTable).findByText('North')).closest('tr')!;
    expect(zonesTable.textContent).toContain('Maelezo');
    await user.click(within(row).getByRole('button', { name: /Angalia Vituo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Vituo vya Basi: North' });
    const list = await within(dialog).findByRole('table', { name: 'Vituo vya basi vya North' });
    expect(list.textContent).toContain('Latitudo');
    expect(within(dialog).getByRole('region', { name: 'Ramani ya vituo vya basi vya North' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ongeza Kituo' })).toBeTruthy();
  });
});
