/**
 * Asks the service worker to forget the pages and answers it keeps for reading offline, so the
 * next person signing in on this device does not find the last one's work.
 */
export function forgetOfflineCopies() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'forget-offline' });
}
