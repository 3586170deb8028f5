import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { english } from '@app/shared/i18n/english';
import { startTestApp, type TestApp } from '../../../test/build-test-app';
import { DATABASE_UNAVAILABLE, RETRY_AFTER_SECONDS } from '../../http/database-outage';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok while the database answers', async () => {
    const response = await t.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await startTestApp();
    await broken.database.close();
    const response = await broken.request('GET', '/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ detail: english(DATABASE_UNAVAILABLE) });
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    // In the caller's language, which the header alone says (accounts are in the lost database).
    const inKiswahili = await broken.request('GET', '/health', { headers: { 'accept-language': 'sw' } });
    expect(inKiswahili.body).toEqual({
      detail: 'Hifadhidata haijibu. Tafadhali jaribu tena baada ya muda mfupi.',
    });
    await broken.app.close();
    fs.rmSync(broken.dataDir, { recursive: true, force: true });
  });

  it('serves the OpenAPI explorer', async () => {
    const response = await t.request('GET', '/docs/json');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.paths)).toContain('/api/health');
  });
});
