/*
 * Issue 29 §3: the crew portal's service worker, hand-written (no Workbox: four rules). Scope
 * /portal. It keeps the app itself readable offline: the portal's page (network first, the last
 * copy when the link is down) and the build's content-hashed files (cache first: a new build
 * names new files). His data is not kept here: the page keeps its last synced snapshot itself
 * (apps/web/src/portal/live/offline.ts) and clears it at sign-out; API calls are never cached.
 */
const CACHE = 'crew-portal-v1';
const SHELL = '/portal';
const STATIC = ['/portal.webmanifest', '/portal-icon.svg', '/portal-icon-192.png', '/portal-icon-512.png'];

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

async function put(request, response) {
  const cache = await caches.open(CACHE);
  await cache.put(request, response);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([SHELL, ...STATIC]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page names the build files it loaded before this worker controlled it (its first visit).
self.addEventListener('message', (event) => {
  const urls =
    event.data && event.data.type === 'cache-assets' && Array.isArray(event.data.urls) ? event.data.urls : [];
  const wanted = urls.filter((u) => typeof u === 'string' && isAsset(new URL(u)));
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(wanted.map((u) => cache.match(u).then((hit) => hit || cache.add(u).catch(() => undefined)))),
      ),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) event.waitUntil(put(SHELL, response.clone()));
          return response;
        })
        .catch(() => caches.match(SHELL).then((hit) => hit || Response.error())),
    );
    return;
  }
  if (isAsset(url) || STATIC.includes(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) event.waitUntil(put(request, response.clone()));
            return response;
          }),
      ),
    );
  }
});
