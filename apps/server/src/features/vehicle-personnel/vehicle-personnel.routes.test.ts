import { describe, expect, it } from 'vitest';
import { employeesResource } from '@app/shared/employees/employee.schemas';
import { vehiclePersonnelResource } from '@app/shared/vehicle-personnel/vehicle-personnel.schemas';
import { vehiclesResource } from '@app/shared/vehicles/vehicle.schemas';
import { appWithSchool, createVehicleRecord, signedInAs } from '../../../test/factories';

// Personnel's own rules (spec part 1; DESIGN §5 "Vehicle personnel"); the standard calls, isolation
// and permissions are covered for every record type by test/resources/.
const { t, school } = await appWithSchool();

const PATH = vehiclePersonnelResource.path;
let serial = 0;
async function employee(first_name: string, as = school): Promise<string> {
  const response = await t.request('POST', employeesResource.path, {
    ...as.auth,
    body: {
      staff_number: `P-${++serial}`,
      first_name,
      last_name: 'Otieno',
      gender: 1,
      date_of_birth: '1979-09-09',
    },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}
const vehicle = async (registration_number: string, as = school) =>
  (await createVehicleRecord(t, as, { registration_number })).id;
const assign = (body: Record<string, unknown>, as = school) => t.request('POST', PATH, { ...as.auth, body });

describe('vehicle personnel', () => {
  it('answers the spec messages for missing fields, and an end before the start', async () => {
    expect(await assign({})).toMatchObject({
      status: 400,
      body: {
        vehicle: ['Vehicle is required'],
        driver: ['Driver is required'],
        start_date: ['Start date is required'],
        end_date: ['End date is required'],
      },
    });
    const body = { vehicle: await vehicle('KPA 100A'), driver: await employee('Peter') };
    expect(await assign({ ...body, start_date: '2026-03-02', end_date: '2026-03-01' })).toMatchObject({
      status: 400,
      body: { end_date: ['End date must be on or after the start date'] },
    });
    // One day is a valid range.
    expect((await assign({ ...body, start_date: '2026-03-02', end_date: '2026-03-02' })).status).toBe(201);
  });

  it('reads with the vehicle details and the driver name', async () => {
    const body = {
      vehicle: await vehicle('KPA 200B'),
      driver: await employee('Mary'),
      start_date: '2026-01-05',
      end_date: '2026-03-31',
    };
    const created = await assign(body);
    expect(created).toMatchObject({
      status: 201,
      body: {
        vehicle: body.vehicle,
        vehicle_details: { id: body.vehicle, registration_number: 'KPA 200B', code: 'BUS-01' },
        driver: body.driver,
        driver_name: 'Mary Otieno',
        is_active: true,
      },
    });
    const list = await t.request('GET', `${PATH}?vehicle=${body.vehicle}`, school.auth);
    expect(list.body.results).toEqual([created.body]);
  });

  it('refuses a second driver on a vehicle for overlapping dates, naming the clash', async () => {
    const bus = await vehicle('KPA 300C');
    const first = await employee('John');
    const second = await employee('Lucy');
    expect(
      (await assign({ vehicle: bus, driver: first, start_date: '2026-01-05', end_date: '2026-03-31' }))
        .status,
    ).toBe(201);
    const clash = await assign({
      vehicle: bus,
      driver: second,
      start_date: '2026-03-31',
      end_date: '2026-06-30',
    });
    expect(clash).toMatchObject({
      status: 400,
      body: { vehicle: ['KPA 300C is driven by John Otieno from 2026-01-05 to 2026-03-31.'] },
    });
    // The next day is free; an inactive assignment holds no dates.
    expect(
      (await assign({ vehicle: bus, driver: second, start_date: '2026-04-01', end_date: '2026-06-30' }))
        .status,
    ).toBe(201);
    const inactive = {
      vehicle: bus,
      driver: second,
      start_date: '2026-02-01',
      end_date: '2026-02-10',
      is_active: false,
    };
    expect((await assign(inactive)).status).toBe(201);
  });

  it('refuses a driver on two vehicles for overlapping dates, also on update', async () => {
    const driver = await employee('Kevin');
    const one = await vehicle('KPA 400D');
    const two = await vehicle('KPA 500E');
    await assign({ vehicle: one, driver, start_date: '2026-05-01', end_date: '2026-05-31' });
    const later = await assign({ vehicle: two, driver, start_date: '2026-06-01', end_date: '2026-06-30' });
    expect(later.status).toBe(201);
    const moved = await t.request('PUT', vehiclePersonnelResource.itemPath(later.body.id), {
      ...school.auth,
      body: { vehicle: two, driver, start_date: '2026-05-20', end_date: '2026-06-30' },
    });
    expect(moved).toMatchObject({
      status: 400,
      body: { driver: ['Kevin Otieno drives KPA 400D from 2026-05-01 to 2026-05-31.'] },
    });
    // Its own dates never clash with themselves.
    const kept = await t.request('PUT', vehiclePersonnelResource.itemPath(later.body.id), {
      ...school.auth,
      body: { vehicle: two, driver, start_date: '2026-06-02', end_date: '2026-06-30' },
    });
    expect(kept.status).toBe(200);
  });

  it('lets only one of two overlapping assignments sent at once win', async () => {
    const bus = await vehicle('KPA 600F');
    const drivers = await Promise.all(['Anne', 'Brian', 'Carol', 'David'].map((name) => employee(name)));
    const answers = await Promise.all(
      drivers.map((driver) =>
        assign({ vehicle: bus, driver, start_date: '2026-07-01', end_date: '2026-07-31' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
  });

  it('keeps a vehicle or an employee with assignments from deletion, naming them', async () => {
    const bus = await vehicle('KPA 700G');
    const driver = await employee('Hassan');
    await assign({ vehicle: bus, driver, start_date: '2026-08-01', end_date: '2026-08-31' });
    expect(await t.request('DELETE', vehiclesResource.itemPath(bus), school.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This vehicle cannot be deleted: it has 1 personnel assignment.' },
    });
    expect(await t.request('DELETE', employeesResource.itemPath(driver), school.auth)).toMatchObject({
      status: 409,
      body: { detail: 'This employee cannot be deleted: it has 1 personnel assignment.' },
    });
  });

  it("answers 400 for another school's vehicle or driver", async () => {
    const other = await signedInAs(t);
    const body = {
      vehicle: await vehicle('KPA 800H', other),
      driver: await employee('Zed', other),
      start_date: '2026-09-01',
      end_date: '2026-09-30',
    };
    expect(await assign(body)).toMatchObject({
      status: 400,
      body: { vehicle: ['Invalid vehicle.'] },
    });
    expect(await assign({ ...body, vehicle: await vehicle('KPA 801H') })).toMatchObject({
      status: 400,
      body: { driver: ['Invalid driver.'] },
    });
    // An id that cannot be one is the same answer, not a database error.
    expect(await assign({ ...body, vehicle: 'KPA 800H', driver: '12' })).toMatchObject({
      status: 400,
      body: { vehicle: ['Invalid vehicle.'], driver: ['Invalid driver.'] },
    });
  });
});
