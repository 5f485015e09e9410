/**
 * Starts the service worker (built by vite-plugin-pwa) once the first page has loaded and the
 * browser is idle, so installing it never competes with what the shopper is waiting for.
 * A new version takes over on the next visit (autoUpdate: the worker skips waiting).
 */
export function registerServiceWorker(delayMs = 3000) {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () =>
    setTimeout(() => {
      void import('workbox-window')
        .then(({ Workbox }) => new Workbox('/sw.js', { scope: '/' }).register())
        .catch(() => {
          // No worker (private mode, blocked): the shop works online as before.
        });
    }, delayMs);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
