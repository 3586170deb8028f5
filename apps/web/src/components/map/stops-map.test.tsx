import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { signInAs, TEST_API as API } from '../../test/signed-in';
import type { MapPoint } from './map-types';
import { StopsMap } from './stops-map';

// Leaflet draws lines in SVG when the browser can; jsdom lacks only this method of it.
SVGSVGElement.prototype.createSVGRect ??= () => ({}) as DOMRect;
// jsdom lays nothing out: the map is given a size, or every stop would be at one pixel.
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });

const TILES = 'http://tiles.invalid/{z}/{x}/{y}.png';
let settingsStatus: number;
const server = setupServer(
  http.get(`${API}/console/map-settings/`, () =>
    settingsStatus === 200
      ? HttpResponse.json({ tile_url: TILES, attribution: 'District GIS' })
      : HttpResponse.json({ detail: 'Down' }, { status: settingsStatus }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  settingsStatus = 200;
  signInAs(100);
});
afterEach(() => server.resetHandlers());

const stops = [
  { id: 's2', latitude: -1.28, longitude: 36.82, label: 'Market', sequence: 2 },
  { id: 's1', latitude: -1.3, longitude: 36.8, label: 'Gate', sequence: 1 },
  { id: 's3', latitude: -1.26, longitude: 36.85, label: 'Church', sequence: 3 },
];

describe('StopsMap', () => {
  it('shows every stop with its label and number, named for screen readers, with the server tiles', async () => {
    const { container } = renderScreen(<StopsMap stops={stops} ariaLabel="Stops of Route 7" />);
    const map = screen.getByRole('region', { name: 'Stops of Route 7' });
    for (const label of ['Gate', 'Market', 'Church']) expect(screen.getByText(label)).not.toBeNull();
    const markers = [...container.querySelectorAll('.leaflet-marker-icon')];
    expect(markers.map((marker) => [marker.getAttribute('title'), marker.textContent])).toEqual([
      ['Market', '2'],
      ['Gate', '1'],
      ['Church', '3'],
    ]);
    // Not controls: the keyboard pans the map, which is the one focusable part.
    expect(markers.every((marker) => !marker.hasAttribute('tabindex'))).toBe(true);
    expect(map.getAttribute('tabindex')).toBe('0');
    await waitFor(() => expect(container.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(container.querySelector('img.leaflet-tile')!.getAttribute('src')).toMatch(
      /^http:\/\/tiles\.invalid\/\d+\/\d+\/\d+\.png$/,
    );
    expect(screen.getByText('District GIS', { exact: false })).not.toBeNull();
    expect(container.querySelector('path.leaflet-interactive')).toBeNull();
  });

  it('keeps the names of many stops for hover, so that they do not pile up, with every marker numbered', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      id: `m${index + 1}`,
      latitude: -1.3 + index / 1000,
      longitude: 36.8 + index / 1000,
      label: `Stop ${index + 1}`,
      sequence: index + 1,
    }));
    const { container } = renderScreen(<StopsMap stops={many} ariaLabel="Stops of Route 9" />);
    expect(screen.queryByText('Stop 1')).toBeNull();
    const markers = [...container.querySelectorAll('.leaflet-marker-icon')];
    expect(markers.map((marker) => marker.textContent)).toEqual(many.map((stop) => String(stop.sequence)));
    fireEvent.mouseOver(markers[0]!);
    expect(screen.getByText('Stop 1')).not.toBeNull();
  });

  it('still shows the stops and their line when the tile settings cannot be had', async () => {
    settingsStatus = 500;
    const { container } = renderScreen(<StopsMap stops={stops} line ariaLabel="Route 7" />);
    expect(screen.getByText('Market')).not.toBeNull();
    // One line through the stops in sequence (Gate, Market, Church), not in the order given.
    const paths = container.querySelectorAll('path.leaflet-interactive');
    expect(paths).toHaveLength(1);
    const corners = [...paths[0]!.getAttribute('d')!.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(corners).toHaveLength(3);
    // West to east in sequence: the x of each corner grows.
    expect(corners[0]![0]).toBeLessThan(corners[1]![0]!);
    expect(corners[1]![0]).toBeLessThan(corners[2]![0]!);
    await waitFor(() => expect(container.querySelector('.leaflet-control-attribution')).not.toBeNull());
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
  });

  it('sets the point from a click, rounded to seven decimals, and shows it as a draggable marker', () => {
    const { container } = renderScreen(<Picker initial={null} />);
    screen.getByText(/Click the map to place the point/);
    expect(container.querySelector('.leaflet-marker-icon')).toBeNull();
    fireEvent.click(screen.getByRole('region', { name: 'Where the stop is' }), { clientX: 150, clientY: 80 });
    const point = JSON.parse(screen.getByRole('status').textContent!) as {
      latitude: number;
      longitude: number;
    };
    for (const value of [point.latitude, point.longitude]) {
      expect(Number.isFinite(value)).toBe(true);
      expect(Math.round(value * 1e7) / 1e7).toBe(value);
    }
    // Up and left of the centre (the town): north and west of it.
    expect(point.latitude).toBeGreaterThan(-1.2921);
    expect(point.longitude).toBeLessThan(36.8219);
    const marker = container.querySelector('.leaflet-marker-icon');
    expect(marker?.getAttribute('title')).toBe('Chosen point');
    expect(marker?.classList.contains('leaflet-marker-draggable')).toBe(true);
  });

  it('draws no marker for a point off the globe (a half-typed latitude)', () => {
    renderScreen(<Picker initial={{ latitude: 123, longitude: 36.8 }} />);
    expect(document.querySelector('.leaflet-marker-icon')).toBeNull();
  });
});

/** A form's coordinates as the picker fills them, shown for the test to read. */
function Picker({ initial }: { initial: MapPoint | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StopsMap stops={[]} ariaLabel="Where the stop is" picker={{ value, onPick: setValue }} />
      <output role="status">{JSON.stringify(value)}</output>
    </>
  );
}
