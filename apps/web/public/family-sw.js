// The family app's service worker (issue 23 §2, §3), scope /family: it shows the school's notices
// that arrive by web push, and a tap on one opens (or focuses) the family app. It caches nothing: a
// guardian's screens are live data, and the app is small enough to load over a slow network.
// A plain script served as it is (public/), so the browser fetches one small file and no chunks.

/** The app's page a notice opens: its own `url` if it names one of the app's pages, else the app. */
function targetOf(data) {
  const url = data && typeof data.url === 'string' ? data.url : '/family';
  return url.startsWith('/family') ? url : '/family';
}

self.addEventListener('install', () => {
  // Nothing to cache: take over at once, so a new release's worker shows the next notice.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The payload is the notice as the server worded it in the guardian's language: { title, body, url, tag }.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: the text as the notice's body.
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Transport Admin';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      // One notice per tag: a repeated delivery replaces the one shown instead of adding a second.
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      icon: '/family-icon-192.png',
      badge: '/family-icon-192.png',
      data: { url: targetOf(data) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(targetOf(event.notification.data), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname.startsWith('/family'));
      if (open) {
        await open.focus();
        if (open.url !== target && 'navigate' in open) await open.navigate(target);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
