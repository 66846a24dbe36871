import { expect, it, vi } from 'vitest';
import { freshFile } from './fresh-file';

it('puts back the window, the timers and the app modules that a file leaves for the next', async () => {
  // In a worker of its own (isolate: true) this takes the baseline; otherwise all is fresh already.
  freshFile();
  const apiClient = await import('../api-client');
  let hits = 0;
  window.addEventListener('online', () => (hits += 1));
  document.addEventListener('visibilitychange', () => (hits += 1), { capture: true });
  setTimeout(() => (hits += 100), 20);
  setInterval(() => (hits += 1000), 10);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 777 });
  localStorage.setItem('draft', '1');
  sessionStorage.setItem('draft', '1');
  document.cookie = 'token=abc; path=/; Secure';
  history.pushState(null, '', '/jobs?page=2');
  document.documentElement.setAttribute('data-app', 'ready');
  document.documentElement.append(document.createElement('aside'));
  document.head.append(document.createElement('style'));
  document.body.append(document.createElement('main'));
  vi.useFakeTimers();

  freshFile();

  expect(vi.isFakeTimers()).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 60));
  window.dispatchEvent(new Event('online'));
  document.dispatchEvent(new Event('visibilitychange'));
  expect(hits).toBe(0);
  expect(await import('../api-client')).not.toBe(apiClient);
  expect('serviceWorker' in navigator).toBe(false);
  expect(window.scrollY).toBe(0);
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(document.cookie).toBe('');
  expect(location.href).toBe('https://localhost/');
  expect(document.documentElement.getAttributeNames()).toEqual([]);
  expect([...document.documentElement.children]).toEqual([document.head, document.body]);
  expect(document.head.innerHTML).toBe('');
  expect(document.body.innerHTML).toBe('');
});
