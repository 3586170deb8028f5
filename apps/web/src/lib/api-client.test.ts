import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setSessionExpiredHandler } from './api-client';
import { ApiError } from './api-error';
import { readAuthData, writeAuthData, writeSelection } from './session';

const login = (access: string, refresh = 'refresh-1') => ({
  user: {
    id: 'u1',
    email: 'a@b.test',
    first_name: 'Ann',
    last_name: 'Bee',
    language: null,
    tenants: [
      {
        tenant: 't1',
        name: 'Hillside',
        domain: 'http://cell.example/api',
        time_zone: 'UTC',
        default_language: 'en' as const,
        profiles: [
          {
            profile_id: 'p1',
            profile_type: 100,
            role: 100,
            role_name: 'School Administrator',
            person_name: null,
          },
        ],
      },
    ],
  },
  access,
  refresh,
});
/** The URL and options of the n-th fetch call. */
const call = (n: number) => {
  const [url, init] = fetchMock.mock.calls[n]!;
  return {
    url: String(url),
    headers: (init?.headers ?? {}) as Record<string, string>,
    body: String(init?.body),
    rawBody: init?.body,
  };
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let expired: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  expired = vi.fn<() => void>();
  setSessionExpiredHandler(expired);
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('refuses a business call without a stored token', async () => {
    await expect(api.get('/transport/vehicles/')).rejects.toThrow('No authentication token found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls the stored school’s domain with the bearer token and the school and profile headers', async () => {
    writeAuthData(login('access-1'));
    writeSelection('t1', 'p1');
    fetchMock.mockResolvedValue(json(200, { count: 0, next: null, previous: null, results: [] }));
    await api.get('/transport/vehicles/', { search: 'kb', page: undefined });
    expect(call(0).url).toBe('http://cell.example/api/transport/vehicles/?search=kb');
    expect(call(0).headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'X-TENANT-ID': 't1',
      'X-PROFILE-ID': 'p1',
    });
  });

  it('renews the access token once on a 401 and repeats the call', async () => {
    writeAuthData(login('old-access'));
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'Given token not valid or expired.' }))
      .mockResolvedValueOnce(json(200, { access: 'new-access', refresh: 'refresh-2' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.get('/transport/vehicles/')).resolves.toEqual({ ok: true });
    expect(call(1).url).toMatch(/\/api\/user\/token\/refresh\/$/);
    expect(JSON.parse(call(1).body)).toEqual({ refresh: 'refresh-1' });
    expect(call(2).headers.Authorization).toBe('Bearer new-access');
    expect(readAuthData()).toMatchObject({ access: 'new-access', refresh: 'refresh-2' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('uses the pair another tab stored meanwhile rather than renewing again', async () => {
    writeAuthData(login('old-access'));
    fetchMock
      .mockImplementationOnce(async () => {
        // Another tab renews while this call is on its way with the old token.
        writeAuthData(login('tab-access', 'tab-refresh'));
        return json(401, { detail: 'Given token not valid or expired.' });
      })
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.get('/transport/vehicles/')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call(1).headers.Authorization).toBe('Bearer tab-access');
    expect(readAuthData()).toMatchObject({ access: 'tab-access', refresh: 'tab-refresh' });
  });

  it('renews inside the browser-wide lock, so the tabs of one browser take turns', async () => {
    writeAuthData(login('old-access'));
    let held = false;
    const request = vi.fn(
      async (name: string, _options: object, task: (lock: object) => Promise<unknown>) => {
        held = true;
        try {
          return await task({ name });
        } finally {
          held = false;
        }
      },
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'Given token not valid or expired.' }))
      .mockImplementationOnce(async () => {
        expect(held).toBe(true);
        return json(200, { access: 'new-access', refresh: 'refresh-2' });
      })
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.get('/transport/vehicles/')).resolves.toEqual({ ok: true });
    expect(request).toHaveBeenCalledOnce();
    expect(request.mock.calls[0]![0]).toBe('transport-admin-session-renewal');
    expect(readAuthData()).toMatchObject({ access: 'new-access', refresh: 'refresh-2' });
  });

  it('waits for the pair of a tab that was renewing, rather than renewing again', async () => {
    writeAuthData(login('old-access'));
    // The lock is another tab's at first; when it lets go, its pair reaches this tab a moment later.
    const request = vi.fn(
      async (_name: string, options: unknown, task?: (lock: object | null) => unknown) => {
        if (typeof options === 'function') {
          setTimeout(() => {
            writeAuthData(login('other-tab-access'));
            window.dispatchEvent(new StorageEvent('storage', { key: 'authData' }));
          }, 50);
          return (options as () => unknown)();
        }
        return task!(null);
      },
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'Given token not valid or expired.' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    await expect(api.get('/transport/vehicles/')).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/token/refresh/'),
    );
    expect(readAuthData()).toMatchObject({ access: 'other-tab-access' });
  });

  it('signs out and goes to /login when the renewal fails', async () => {
    writeAuthData(login('old-access'));
    writeSelection('t1', 'p1');
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'Given token not valid or expired.' }))
      .mockResolvedValueOnce(json(401, { detail: 'Your session has expired. Please sign in again.' }));
    const failure = await api.get('/transport/vehicles/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(readAuthData()).toBeNull();
    expect(localStorage.getItem('currentTenantId')).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });

  it('gives the server’s words and field messages of a 400', async () => {
    writeAuthData(login('access-1'));
    fetchMock.mockResolvedValue(
      json(400, {
        registration_number: ['A vehicle with this registration number already exists in this school.'],
      }),
    );
    const failure = (await api.post('/transport/vehicles/', {}).catch((error: unknown) => error)) as ApiError;
    expect(failure.message).toBe('A vehicle with this registration number already exists in this school.');
    expect(failure.fieldErrors).toEqual({
      registration_number: 'A vehicle with this registration number already exists in this school.',
    });
  });

  it('sends a FormData as multipart: as it is, with the browser choosing the Content-Type', async () => {
    writeAuthData(login('access-1'));
    writeSelection('t1', 'p1');
    fetchMock.mockResolvedValue(json(201, { id: 'e1' }));
    const form = new FormData();
    form.append('staff_number', 'ST-1');
    form.append('photo', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await expect(api.post('/employees/', form)).resolves.toEqual({ id: 'e1' });
    expect(call(0).rawBody).toBe(form);
    expect(call(0).headers['Content-Type']).toBeUndefined();
    expect(call(0).headers).toMatchObject({ Authorization: 'Bearer access-1', 'X-TENANT-ID': 't1' });
  });

  it('sends the same form again after renewing the token', async () => {
    writeAuthData(login('old-access'));
    const form = new FormData();
    form.append('staff_number', 'ST-1');
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'Given token not valid or expired.' }))
      .mockResolvedValueOnce(json(200, { access: 'new-access', refresh: 'refresh-2' }))
      .mockResolvedValueOnce(json(200, { id: 'e1' }));
    await expect(api.put('/employees/e1/', form)).resolves.toEqual({ id: 'e1' });
    expect(call(2).rawBody).toBe(form);
    expect(call(2).headers.Authorization).toBe('Bearer new-access');
  });

  it('fetches a photo as a blob with the auth headers, adding to the query it already has', async () => {
    writeAuthData(login('access-1'));
    writeSelection('t1', 'p1');
    fetchMock.mockResolvedValue(new Response('webp-bytes', { headers: { 'content-type': 'image/webp' } }));
    const photo = await api.blob('/employees/e1/photo/?v=abc.png', { size: 'thumb' });
    expect(photo.type).toBe('image/webp');
    expect(await photo.text()).toBe('webp-bytes');
    expect(call(0).url).toBe('http://cell.example/api/employees/e1/photo/?v=abc.png&size=thumb');
    expect(call(0).headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'X-TENANT-ID': 't1',
      'X-PROFILE-ID': 'p1',
    });
  });

  it('fetches a file with the name its content-disposition gives, or none', async () => {
    writeAuthData(login('access-1'));
    writeSelection('t1', 'p1');
    const csv = (disposition?: string) =>
      new Response('a,b\n1,2\n', {
        headers: {
          'content-type': 'text/csv',
          ...(disposition ? { 'content-disposition': disposition } : {}),
        },
      });
    fetchMock.mockResolvedValueOnce(csv('attachment; filename="trips-2026-03-01.csv"'));
    const file = await api.file('/reports/trips/', { start_date: '2026-03-01', format: 'csv' });
    expect(file.fileName).toBe('trips-2026-03-01.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(call(0).url).toBe('http://cell.example/api/reports/trips/?start_date=2026-03-01&format=csv');
    expect(call(0).headers).toMatchObject({
      Authorization: 'Bearer access-1',
      'X-TENANT-ID': 't1',
      Accept: '*/*',
    });

    // The encoded name wins over the plain one; a bare name is read too; no header, no name.
    fetchMock.mockResolvedValueOnce(csv(`attachment; filename="caf.csv"; filename*=UTF-8''caf%C3%A9.csv`));
    expect((await api.file('/x/')).fileName).toBe('café.csv');
    fetchMock.mockResolvedValueOnce(csv('attachment; filename=report.pdf'));
    expect((await api.file('/x/')).fileName).toBe('report.pdf');
    fetchMock.mockResolvedValueOnce(csv());
    expect((await api.file('/x/')).fileName).toBeNull();
  });

  it('gives the server’s words when a photo cannot be had', async () => {
    writeAuthData(login('access-1'));
    fetchMock.mockResolvedValue(json(404, { detail: 'No photo.' }));
    const failure = (await api.blob('/employees/e1/photo/').catch((error: unknown) => error)) as ApiError;
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure.status).toBe(404);
    expect(failure.message).toBe('No photo.');
  });
});
