import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { rememberCsrfToken } from '../api-client';

// findBy* and waitFor wait up to 1 s by default: too little for a page's whole render when the
// two-core machine also runs the other test files.
configure({ asyncUtilTimeout: 10_000 });

// Browser APIs that jsdom lacks and Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure`;
  }
}

// Toasts live in a store outside React; one test's toasts must not show in the next test.
afterEach(() => {
  cleanup();
  notifications.clean();
  clearCookies();
  localStorage.clear();
  rememberCsrfToken(null);
});
