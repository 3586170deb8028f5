import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/build-test-app';

// Every answer carries the headers, made once for the process and the same on each request
// (security-headers.ts): an API call, a GPS ping's path and an unknown path alike.
const plain = await startTestApp({ PUBLIC_URL: 'http://transport.school.test' });
const secure = await startTestApp({ PUBLIC_URL: 'https://transport.school.test' });
afterAll(async () => Promise.all([plain.close(), secure.close()]));

describe('security headers', () => {
  it.each(['/health', '/gps/osmand/?id=nobody&lat=1&lon=1', '/no-such-path/'])(
    'are on %s, the same on every request',
    async (path) => {
      const first = await plain.request('GET', path);
      const second = await plain.request('GET', path);
      for (const response of [first, second]) {
        const policy = response.headers.get('content-security-policy')!;
        expect(policy).toContain("script-src 'self'");
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain('connect-src');
        expect(policy).toContain('http://transport.school.test');
        expect(policy).not.toContain('upgrade-insecure-requests');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
      expect(second.headers.get('content-security-policy')).toBe(
        first.headers.get('content-security-policy'),
      );
    },
  );

  it('keep the browser to https for a year, and upgrade its requests, when PUBLIC_URL is https', async () => {
    const response = await secure.request('GET', '/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
