import { english } from '@app/shared/i18n/english';
import { describe, expect, it } from 'vitest';
import { activeTarget, navItemsFor, type NavItem } from './nav-items';

const labels = (items: NavItem[]) =>
  items.flatMap((item) =>
    ('children' in item ? item.children.map((child) => child.label) : [item.label]).map(english),
  );

describe('navItemsFor', () => {
  it('shows an Administrator every area of both spec parts', () => {
    const all = labels(navItemsFor(100));
    expect(all).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Vehicles',
        'Devices',
        'Documents',
        'Personnel',
        'Zones',
        'Route List',
        'Plan Routes',
        'Trip Management',
        'Active Trips',
        'Live Map',
        'Field Trips',
        'Run Sheet',
      ]),
    );
    expect(all).toEqual(expect.arrayContaining(['Students', 'Guardians', 'Employees', 'Job Roles']));
    expect(all).toEqual(
      expect.arrayContaining([
        'School Settings',
        'Academic Periods',
        'Grade Levels',
        'Streams',
        'Document Types',
        'Inspection Checklist',
        'Field Trip Approval Steps',
        'Restrictions',
        'Audit Log',
        'Cost Analysis',
        'Compliance',
        'Inspections',
      ]),
    );
    expect(all).toHaveLength(34);
  });

  it('shows a Teacher or Staff Member only their field trips, and a Driver only the run sheet (where `/` takes them)', () => {
    expect(labels(navItemsFor(404))).toEqual(['Field Trips']);
    expect(labels(navItemsFor(400))).toEqual(['Field Trips']);
    expect(labels(navItemsFor(401))).toEqual(['Run Sheet']);
    expect(labels(navItemsFor(402))).toEqual(['Run Sheet']);
  });

  it('shows the office the dashboard and the field trips', () => {
    for (const role of [100, 200, 403]) {
      expect(labels(navItemsFor(role))).toEqual(expect.arrayContaining(['Dashboard', 'Field Trips']));
    }
  });

  it('shows a Transport Manager the read-only people and setup areas too, but not the audit log', () => {
    expect(labels(navItemsFor(200))).toEqual(
      labels(navItemsFor(100)).filter((label) => label !== 'Audit Log'),
    );
  });

  it('gives every entry of the navigation its own icon', () => {
    const icons = navItemsFor(100).map((item) => item.icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('shows only the dashboard before a profile is chosen', () => {
    expect(labels(navItemsFor(null))).toEqual(['Dashboard']);
  });
});

describe('activeTarget', () => {
  it('highlights the most specific entry that covers the path', () => {
    expect(activeTarget('/')).toBe('/');
    expect(activeTarget('/fleet/vehicles')).toBe('/fleet/vehicles');
    expect(activeTarget('/fleet/devices')).toBe('/fleet/devices');
    expect(activeTarget('/fleet/documents')).toBe('/fleet/documents');
    expect(activeTarget('/routes/zones')).toBe('/routes/zones');
    expect(activeTarget('/routes/details/42')).toBe('/routes');
    expect(activeTarget('/transport/route-plans/7')).toBe('/transport/route-plans');
    expect(activeTarget('/trips/trip-details/7')).toBe('/trips/trips');
    expect(activeTarget('/trips/active-trips')).toBe('/trips/active-trips');
    expect(activeTarget('/trips/field-trips/7c0e6f2a-1b3d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(
      '/trips/field-trips',
    );
    expect(activeTarget('/nowhere')).toBeNull();
  });
});
