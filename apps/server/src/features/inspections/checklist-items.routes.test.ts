import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checklistItemsResource } from '@app/shared/inspections/inspection.schemas';
import { appWithSchool, signedInAs, type SignedIn } from '../../../test/factories';
import { createSchool } from '../tenants/create-school';
import { tenants } from '../tenants/tenants.table';
import { preloadChecklist } from './default-checklist-items';

// The inspection checklists' own rules and messages (issue 25 §1); the standard calls, isolation,
// permissions and audit trail are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();

const PATH = checklistItemsResource.path;
const addItem = (body: Record<string, unknown>, as: SignedIn = school) =>
  t.request('POST', PATH, { ...as.auth, body });
const checklistOf = async (as: SignedIn, type: string) =>
  (await t.request('GET', `${PATH}?vehicle_type=${type}&page_size=500`, as.auth)).body.results.map(
    (item: { title: string; position: number }) => [item.position, item.title],
  );

const ENGLISH = [
  'Brakes',
  'Tyres and wheel nuts',
  'Lights and indicators',
  'Mirrors',
  'Doors and emergency exits',
  'Seat belts',
  'First-aid kit',
  'Fire extinguisher',
  'Horn',
  'Windscreen and wipers',
  'Speed governor',
  'Fuel, oil and coolant',
];

describe('inspection checklist items', () => {
  it("adds an item after its type's last unless a position is given, and lists each type in order", async () => {
    const own = await signedInAs(t);
    expect(await addItem({ vehicle_type: 'van', title: ' Spare wheel ' }, own)).toMatchObject({
      status: 201,
      body: { vehicle_type: 'van', title: 'Spare wheel', position: 1, is_active: true },
    });
    await addItem({ vehicle_type: 'van', title: 'Jack', position: 5 }, own);
    await addItem({ vehicle_type: 'van', title: 'Warning triangle' }, own);
    // Another type's positions are its own.
    await addItem({ vehicle_type: 'bus', title: 'Jack' }, own);
    expect(await checklistOf(own, 'van')).toEqual([
      [1, 'Spare wheel'],
      [5, 'Jack'],
      [6, 'Warning triangle'],
    ]);
    expect(await checklistOf(own, 'bus')).toEqual([[1, 'Jack']]);
    // A replaced item keeps its place unless it is given another.
    const [spare] = (await t.request('GET', `${PATH}?search=spare`, own.auth)).body.results;
    const renamed = await t.request('PUT', checklistItemsResource.itemPath(spare.id), {
      ...own.auth,
      body: { vehicle_type: 'van', title: 'Spare wheel and jack', is_active: false },
    });
    expect(renamed.body).toMatchObject({ position: 1, is_active: false });
  });

  it('answers each field its message', async () => {
    expect(await addItem({})).toMatchObject({
      status: 400,
      body: {
        vehicle_type: ['Choose bus, minibus or van'],
        title: ['Checklist item title is required'],
      },
    });
    for (const position of [0, 1000, 1.5, '2'])
      expect(await addItem({ vehicle_type: 'bus', title: 'Wipers', position })).toMatchObject({
        status: 400,
        body: { position: ['Position must be a whole number from 1 to 999'] },
      });
    expect(await addItem({ vehicle_type: 'lorry', title: 'x'.repeat(151), is_active: 'yes' })).toMatchObject({
      status: 400,
      body: {
        vehicle_type: ['Choose bus, minibus or van'],
        title: ['Checklist item title must be at most 150 characters'],
        is_active: ['Status must be Active or Inactive'],
      },
    });
    expect(await t.request('GET', `${PATH}?vehicle_type=lorry&is_active=maybe`, school.auth)).toMatchObject({
      status: 400,
      body: {
        vehicle_type: ['Choose bus, minibus or van'],
        is_active: ['Status must be Active or Inactive'],
      },
    });
  });

  it("refuses a title the type's checklist has, in any case; another type may have it", async () => {
    expect((await addItem({ vehicle_type: 'minibus', title: 'Roof hatch' })).status).toBe(201);
    expect(await addItem({ vehicle_type: 'minibus', title: 'ROOF HATCH' })).toMatchObject({
      status: 400,
      body: { title: ["This vehicle type's checklist already has an item with this title."] },
    });
    expect((await addItem({ vehicle_type: 'bus', title: 'Roof hatch' })).status).toBe(201);
  });

  it("is the fleet's: managers keep it, drivers do not read it", async () => {
    const manager = await signedInAs(t, { role: 200, tenantId: school.tenantId });
    expect((await t.request('GET', PATH, manager.auth)).status).toBe(200);
    expect((await addItem({ vehicle_type: 'bus', title: 'Ramp' }, manager)).status).toBe(201);
    const teacher = await signedInAs(t, { role: 404, tenantId: school.tenantId });
    expect((await addItem({ vehicle_type: 'bus', title: 'Ramp 2' }, teacher)).status).toBe(403);
    const driver = await signedInAs(t, { role: 401, tenantId: school.tenantId });
    expect((await t.request('GET', PATH, driver.auth)).status).toBe(403);
  });

  it('preloads the usual items for every vehicle type of a new school, in its language', async () => {
    const created = await createSchool(t.database.db, {
      name: 'Kilimani School',
      admin_email: 'head@kilimani.test',
    });
    const admin = await signedInAs(t, { tenantId: created.tenant_id });
    for (const type of ['bus', 'minibus', 'van'])
      expect(await checklistOf(admin, type)).toEqual(ENGLISH.map((title, i) => [i + 1, title]));

    const swahili = await signedInAs(t);
    await t.database.db
      .update(tenants)
      .set({ default_language: 'sw' })
      .where(eq(tenants.id, swahili.tenantId));
    await preloadChecklist(t.database.db, swahili.tenantId, 'sw');
    const bus = await checklistOf(swahili, 'bus');
    expect(bus[0]).toEqual([1, 'Breki']);
    expect(bus[11]).toEqual([12, 'Mafuta, oili na kipoza injini']);
  });
});
