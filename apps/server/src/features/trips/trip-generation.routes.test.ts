import { describe, expect, it } from 'vitest';
import { appWithSchool } from '../../../test/factories';
import { tripNetwork } from './trips.test-helpers';

// Trip generation (DESIGN §5; issue 10 §1): its rules, messages and races.
const { t, school } = await appWithSchool();
const network = tripNetwork(t);

describe('POST /transport/trips/generate-trips/', () => {
  it('answers the messages of the Generate Trips modal', async () => {
    for (const body of [{}, { start_date: '', end_date: '' }]) {
      expect(await network.generate(school, body)).toMatchObject({
        status: 400,
        body: { start_date: ['Start date is required'], end_date: ['End date is required'] },
      });
    }
    expect(
      await network.generate(school, { start_date: '2026-03-06', end_date: '2026-03-05' }),
    ).toMatchObject({
      status: 400,
      body: { end_date: ['End date must be on or after the start date'] },
    });
    // 366 days, both included, is the most one generation covers.
    expect(
      (await network.generate(school, { start_date: '2026-01-01', end_date: '2027-01-01' })).status,
    ).toBe(200);
    expect(
      await network.generate(school, { start_date: '2026-01-01', end_date: '2027-01-02' }),
    ).toMatchObject({
      status: 400,
      body: { end_date: ['Generate at most 366 days at a time'] },
    });
  });
});
