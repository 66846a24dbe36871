import { z } from 'zod';

/** The server's VAPID public key, base64url, for `pushManager.subscribe`. */
export const PushKey = z.object({ public_key: z.string() });
export type PushKey = z.infer<typeof PushKey>;

const PushEndpoint = z.string().url('Give the push service address.').max(1000);

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionInput = z.object({
  endpoint: PushEndpoint,
  keys: z.object({
    // A P-256 public key (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/, 'This is not a push subscription key.'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'This is not a push subscription secret.'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

export const PushSubscriptionRemoval = z.object({ endpoint: PushEndpoint });
export type PushSubscriptionRemoval = z.infer<typeof PushSubscriptionRemoval>;

/** What a push message carries: the service worker shows it and opens `url` when clicked. */
export const PushMessage = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** A later message with the same tag replaces the earlier on the device. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof PushMessage>;
