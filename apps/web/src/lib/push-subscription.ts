import type { PushKey } from '@fieldhire/contract/push';
import { apiClient } from './api-client';
import { UserFacingError } from './error-message';
import { registerServiceWorker } from './service-worker';

/** Whether this browser can take push messages: a secure page with service workers and push. */
export const pushSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
};

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a !== null && a !== undefined && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Asks for permission to notify, subscribes this browser to push messages signed with the
 * server's key and gives the subscription to the server. Safe to call again: the same
 * subscription is given again.
 */
export async function enablePush() {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new UserFacingError(
      'Notifications are blocked for Fieldhire in this browser. Allow them in the site settings, then try again.',
    );
  await registerServiceWorker();
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes((await apiClient.get<PushKey>('/api/push/key/')).public_key);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch {
    throw new UserFacingError('This browser could not sign up for push messages. Try again later.');
  }
  await apiClient.post('/api/push/subscriptions/', subscription.toJSON());
}
