// The service worker (vite-plugin-pwa's generateSW, vite.config.ts; docs/decisions.md,
// "Offline"): registered once the page has loaded, so its precaching of the app waits for the
// first screen. A new build's worker installs in the background and waits until every tab of
// this one is closed: the next open is the new version, never a reload in the middle of an edit.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  // Fails where service workers are refused (a private window of some browsers, an http origin
  // that is not localhost): the app then works as before, online only.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {})
}
