import { currentLanguage } from '../i18n/language';
import { ApiError, messageOf } from './api-error';
import {
  AUTH_BASE,
  apiBase,
  clearSession,
  readAuthData,
  readProfileId,
  readTenantId,
  writeAuthData,
} from './session';

type Query = Record<string, string | number | boolean | undefined | null>;
type Options = {
  query?: Query;
  /** JSON, or a FormData (records with a photo) sent as multipart/form-data. */
  body?: unknown;
  service?: 'api' | 'auth';
  authenticated?: boolean;
  /**
   * `blob`: the answer's bytes (a photo) rather than its JSON; `file`: the bytes and the file's name;
   * `stream`: the response itself, to read as it comes (Server-Sent Events).
   */
  as?: 'json' | 'blob' | 'file' | 'stream';
  /** Ends the call (and a stream being read) when aborted. */
  signal?: AbortSignal;
  /** Called with the share of the body sent (0 to 1): the request then goes by XHR, as fetch cannot tell. */
  onUploadProgress?: (sent: number) => void;
  /** The school and profile to call as, instead of the stored choice (an action kept to send later). */
  caller?: { tenant: string; profile: string };
};

/** fetch, or XMLHttpRequest when the caller follows the upload (a large import file). */
function transport(
  url: URL,
  init: RequestInit,
  onUploadProgress?: (sent: number) => void,
): Promise<Response> {
  if (!onUploadProgress) return fetch(url, init);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onUploadProgress(1);
    xhr.onload = () => resolve(new Response(xhr.responseText, { status: xhr.status }));
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/** A file the server sent: its bytes and the name its content-disposition gave it, if any. */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** `attachment; filename*=UTF-8''caf%C3%A9.csv` or `filename="report.csv"`: the name, or null. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoded name: the plain one below, if any.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(disposition);
  return plain?.[1] ?? plain?.[2] ?? null;
}

/** Where the browser goes when the session cannot be renewed. */
let onSessionExpired: () => void = () => window.location.assign('/login');
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

async function send<T>(method: string, path: string, options: Options = {}, isRetry = false): Promise<T> {
  const authenticated = options.authenticated ?? true;
  const base = options.service === 'auth' ? AUTH_BASE : apiBase();
  const url = new URL(`${base}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  // The server words its messages in the console's language (ADR 019).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (authenticated) {
    const access = readAuthData()?.access;
    if (!access) throw new ApiError(401, null, 'No authentication token found');
    headers.Authorization = `Bearer ${access}`;
    const tenantId = options.caller?.tenant ?? readTenantId();
    const profileId = options.caller?.profile ?? readProfileId();
    if (tenantId) headers['X-TENANT-ID'] = tenantId;
    if (profileId) headers['X-PROFILE-ID'] = profileId;
  }
  const isForm = options.body instanceof FormData;
  // The browser writes a form's Content-Type itself: it carries the part boundary.
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.as === 'blob' || options.as === 'file') headers.Accept = '*/*';
  if (options.as === 'stream') headers.Accept = 'text/event-stream';

  let response: Response;
  try {
    response = await transport(
      url,
      {
        method,
        headers,
        signal: options.signal,
        body:
          options.body === undefined
            ? undefined
            : isForm
              ? (options.body as FormData)
              : JSON.stringify(options.body),
      },
      options.onUploadProgress,
    );
  } catch {
    throw new ApiError(0, null, messageOf(0, null));
  }
  if (response.ok && options.as === 'stream') return response as T;
  if (response.ok && options.as === 'blob') return (await response.blob()) as T;
  if (response.ok && options.as === 'file') {
    const file: DownloadedFile = {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition')),
    };
    return file as T;
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.status === 401 && authenticated) {
    // Beyond the spec: renew the access token once, then retry; only a failed renewal signs out.
    if (!isRetry && (await refreshSession(headers.Authorization?.slice('Bearer '.length)))) {
      return send<T>(method, path, options, true);
    }
    console.warn('Session expired; sending the browser to /login');
    clearSession();
    onSessionExpired();
  }
  if (!response.ok) throw new ApiError(response.status, body, messageOf(response.status, body));
  return body as T;
}

let refreshing: Promise<boolean> | null = null;

/** The name of the lock that lets one tab of this browser renew the session at a time. */
const RENEWAL_LOCK = 'transport-admin-session-renewal';

/**
 * One renewal at a time, in this tab and across the tabs of this browser: parallel 401s of a tab share
 * one renewal, and the tabs take turns through a Web Lock. The pair lives in localStorage, which every
 * tab reads before each call, so a tab that waited finds the pair another tab stored and uses it
 * rather than presenting a refresh token that was just spent (the server would give it the same pair
 * for a few seconds, then take it as a stolen copy and end the session).
 */
function refreshSession(rejectedAccess: string | undefined): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      // Without Web Locks (an old browser) the server's grace window still keeps both tabs signed in.
      if (!('locks' in navigator)) return await renew(rejectedAccess);
      const alone = await navigator.locks.request(RENEWAL_LOCK, { ifAvailable: true }, async (lock) =>
        lock ? { renewed: await renew(rejectedAccess) } : null,
      );
      if (alone) return alone.renewed;
      // Another tab was renewing. Its pair reaches this tab's localStorage a moment after it lets go (the
      // browser copies storage between tabs' processes without waiting): wait for it before renewing again.
      return await navigator.locks.request(
        RENEWAL_LOCK,
        async () => (await renewedElsewhere(rejectedAccess)) || renew(rejectedAccess),
      );
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** How long a tab that waited for another's renewal waits for its pair to show in localStorage. */
const ELSEWHERE_WAIT_MS = 1000;

/** Whether another tab stored a new pair since `rejectedAccess` was sent, now or within a moment. */
function renewedElsewhere(rejectedAccess: string | undefined): Promise<boolean> {
  const renewed = () => {
    const data = readAuthData();
    return !!data && data.access !== rejectedAccess;
  };
  if (renewed()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (result: boolean) => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve(result);
    };
    const onStorage = () => {
      if (renewed()) done(true);
    };
    const timer = setTimeout(() => done(renewed()), ELSEWHERE_WAIT_MS);
    window.addEventListener('storage', onStorage);
  });
}

/** Renews the stored pair, unless another tab renewed it since `rejectedAccess` was sent. */
async function renew(rejectedAccess: string | undefined): Promise<boolean> {
  const data = readAuthData();
  if (!data?.refresh) return false;
  if (data.access !== rejectedAccess) return true;
  const response = await fetch(new URL(`${AUTH_BASE}/user/token/refresh/`, window.location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh: data.refresh }),
  });
  if (!response.ok) return false;
  const pair = (await response.json()) as { access: string; refresh: string };
  // The user stored meanwhile stays as it is; a sign-out meanwhile (in another tab) stands.
  const current = readAuthData();
  if (!current) return false;
  writeAuthData({ ...current, access: pair.access, refresh: pair.refresh });
  return true;
}

export const api = {
  get: <T>(path: string, query?: Query) => send<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, { body }),
  /** A POST as the school and profile that made it, whichever profile is chosen now (the run sheet's outbox). */
  postAs: <T>(path: string, body: unknown, caller: { tenant: string; profile: string }) =>
    send<T>('POST', path, { body, caller }),
  put: <T>(path: string, body: unknown) => send<T>('PUT', path, { body }),
  patch: <T>(path: string, body: unknown) => send<T>('PATCH', path, { body }),
  /** A body only where the call names what to delete by it (a push subscription's endpoint). */
  delete: <T = void>(path: string, body?: unknown) => send<T>('DELETE', path, { body }),
  /** A form with a large file, reporting the share of it sent so far. */
  upload: <T>(path: string, body: FormData, onUploadProgress: (sent: number) => void) =>
    send<T>('POST', path, { body, onUploadProgress }),
  /** A file the server gives only with the caller's headers (a photo), for a `blob:` URL. */
  blob: (path: string, query?: Query) => send<Blob>('GET', path, { query, as: 'blob' }),
  /** A file to save (a report, an import template), with the name the server gave it. */
  file: (path: string, query?: Query) => send<DownloadedFile>('GET', path, { query, as: 'file' }),
  /**
   * A stream the server keeps open (text/event-stream), with the caller's headers, which EventSource
   * cannot send: the response once its headers are in, its body read by the caller until `signal` aborts.
   */
  stream: (path: string, signal: AbortSignal) => send<Response>('GET', path, { as: 'stream', signal }),
};

/** Accounts and tenant calls (login, register, ...): the authentication service, token optional. */
export const authApi = {
  post: <T>(path: string, body: unknown, authenticated = false) =>
    send<T>('POST', path, { body, service: 'auth', authenticated }),
  get: <T>(path: string) => send<T>('GET', path, { service: 'auth', authenticated: true }),
  put: <T>(path: string, body: unknown) =>
    send<T>('PUT', path, { body, service: 'auth', authenticated: true }),
};
