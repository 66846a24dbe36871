/** Installs the app's service worker (push messages, offline copies of the work pages). */
export const registerServiceWorker = () => navigator.serviceWorker.register('/sw.js');
