// @vitest-environment-options {"url": "http://127.0.0.1:3000/fleet/vehicles"}
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_META_NAME } from '@app/shared/common/api-base';
import { apiBase, schoolApiPath, writeAuthData, writeSelection } from './session';

// The page is open at 127.0.0.1 (see the environment options above) while the server's PUBLIC_URL says localhost.
const signInWith = (...domains: string[]) =>
  writeAuthData({
    access: 'a',
    refresh: 'r',
    user: {
      id: 'u1',
      email: 'a@b.test',
      first_name: 'Ann',
      last_name: 'Bee',
      language: null,
      tenants: domains.map((domain, i) => ({
        tenant: `t${i}`,
        name: `School ${i}`,
        domain,
        time_zone: 'UTC',
        default_language: 'en' as const,
        profiles: [
          {
            profile_id: `p${i}`,
            profile_type: 100,
            role: 100,
            role_name: 'School Administrator',
            person_name: null,
          },
        ],
      })),
    },
  });

function announce(base: string): void {
  const meta = document.createElement('meta');
  meta.name = API_BASE_META_NAME;
  meta.content = base;
  document.head.append(meta);
}

beforeEach(() => localStorage.clear());
afterEach(() =>
  document.head.querySelectorAll(`meta[name="${API_BASE_META_NAME}"]`).forEach((m) => m.remove()),
);

describe('apiBase', () => {
  it('calls a school of this deployment on the page’s own origin, whatever host its domain names', () => {
    announce('http://localhost:3000/api');
    signInWith('http://localhost:3000/api');
    expect(apiBase()).toBe('/api');
  });

  it('ignores a trailing slash and the case of the host', () => {
    announce('http://localhost:3000/api');
    signInWith('http://LOCALHOST:3000/api/');
    expect(apiBase()).toBe('/api');
  });

  it('without the announcement (vite dev), matches the page’s own origin + /api', () => {
    signInWith('http://127.0.0.1:3000/api');
    expect(apiBase()).toBe('/api');
    signInWith('http://localhost:3000/api');
    expect(apiBase()).toBe('http://localhost:3000/api');
  });

  it('calls a school placed on another deployment at its domain', () => {
    announce('http://localhost:3000/api');
    signInWith('https://cell-2.example/api');
    expect(apiBase()).toBe('https://cell-2.example/api');
    // Another port or path of the same host is another deployment too.
    signInWith('http://localhost:4000/api');
    expect(apiBase()).toBe('http://localhost:4000/api');
    signInWith('http://localhost:3000/other/api');
    expect(apiBase()).toBe('http://localhost:3000/other/api');
  });

  it('uses the chosen school’s domain, else the first school’s, else the default', () => {
    announce('http://localhost:3000/api');
    signInWith('https://cell-2.example/api', 'http://localhost:3000/api');
    expect(apiBase()).toBe('https://cell-2.example/api');
    writeSelection('t1', 'p1');
    expect(apiBase()).toBe('/api');
    localStorage.clear();
    expect(apiBase()).toBe('/api');
  });
});

describe('schoolApiPath', () => {
  const photo = '/employees/e1/photo/?v=a.png';

  it('makes a URL under the school’s API base the path of a call (then sent where apiBase() says)', () => {
    announce('http://localhost:3000/api');
    signInWith('http://localhost:3000/api');
    expect(schoolApiPath(`http://localhost:3000/api${photo}`)).toBe(photo);
    signInWith('https://cell-2.example/district/api/');
    expect(schoolApiPath(`https://CELL-2.example/district/api${photo}`)).toBe(photo);
  });

  it('knows this deployment’s own base before sign-in, announced or the page’s origin', () => {
    expect(schoolApiPath(`http://127.0.0.1:3000/api${photo}`)).toBe(photo);
    announce('https://school.example/api');
    expect(schoolApiPath(`https://school.example/api${photo}`)).toBe(photo);
  });

  it('gives no path for a URL under no base of the school, so no credentials go there', () => {
    signInWith('https://cell-2.example/api');
    expect(schoolApiPath(`https://elsewhere.example/api${photo}`)).toBeNull();
    expect(schoolApiPath(`https://cell-2.example/apix${photo}`)).toBeNull();
    expect(schoolApiPath(photo)).toBeNull();
  });
});
