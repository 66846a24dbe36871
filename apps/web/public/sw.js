// The service worker: shows the push messages the server sends (job alerts) and opens their page,
// and keeps what an agent needs on site readable without a signal: the app itself, the pages of
// their work, and the answers of the calls those pages make, each read from the network first.

const OFFLINE_CACHE = 'fieldhire-offline-v1';
/** Calls whose last answer is kept for offline reading: the agent's work orders and who they are. */
const KEPT_API =
  /^\/api\/(work-orders\/(\d+\/)?|user-info\/?|dyn\/jobtype\/?|notifications\/count\/?)$/;
/** Thumbnails of delivered photos: an item's file never changes, so a kept one is always right. */
const KEPT_THUMBS = /^\/api\/work-orders\/\d+\/items\/\d+\/thumb\/$/;
/** Pages opened from the home screen on site; a page not yet kept falls back to My work. */
const WORK_PAGES = /^\/(work(\/.*)?|work-orders\/\d+\/?)$/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(OFFLINE_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = (await cache.match(request)) ?? (fallbackUrl && (await cache.match(fallbackUrl)));
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(OFFLINE_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (WORK_PAGES.test(url.pathname)) event.respondWith(networkFirst(request, '/work'));
    return;
  }
  if (url.pathname.startsWith('/assets/') || KEPT_THUMBS.test(url.pathname))
    event.respondWith(cacheFirst(request));
  else if (KEPT_API.test(url.pathname)) event.respondWith(networkFirst(request));
});

// Signing out forgets what was kept for offline reading.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'forget-offline') event.waitUntil(caches.delete(OFFLINE_CACHE));
});

self.addEventListener('push', (event) => {
  if (!event.data) return;
  let message;
  try {
    message = event.data.json();
  } catch {
    return;
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
