/** The family app's worker (public/family-sw.js): notices by web push, opening the app on a tap. */
export const WORKER_URL = '/family-sw.js';
export const WORKER_SCOPE = '/family';

/** Registers the worker, once a page is shown; a browser that refuses workers simply gets no push. */
export function registerFamilyWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE }).catch(() => undefined);
  });
}
