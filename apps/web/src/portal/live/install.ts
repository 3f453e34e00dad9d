/**
 * Issue 29 §3: the portal installs as a web app. The manifest link is added by the portal's
 * pages only (the office's screens stay a plain site); the service worker (public/portal-sw.js)
 * is scoped to /portal. Files the first visit loaded before the worker controlled the page are
 * named to it, so the next offline load finds them.
 */
export function installPortalApp() {
  if (!document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/portal.webmanifest';
    document.head.appendChild(link);
  }
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/portal-sw.js', { scope: '/portal' })
    .then((registration) => {
      // Not `serviceWorker.ready`: a page first loaded at / and routed here is outside the scope.
      const worker = registration.active ?? registration.waiting ?? registration.installing;
      const send = () => {
        const urls = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((u) => new URL(u).pathname.startsWith('/assets/'));
        worker?.postMessage({ type: 'cache-assets', urls });
      };
      if (worker?.state === 'activated') send();
      else worker?.addEventListener('statechange', () => worker.state === 'activated' && send());
    })
    .catch(() => undefined); // No worker (an old browser, a private window): the portal works online.
}
