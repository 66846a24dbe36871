import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { PushMessage, PushSubscriptionInput } from '@fieldhire/contract/push';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import { badRequest } from '../../platform/errors';
import type { JobQueue } from '../../platform/queue/job-queue';
import { createPushRepository } from './push.repository';

export const SEND_PUSH = 'send-push';

/** The browsers' own push services (Chrome, Firefox, Edge, Safari): messages go only there. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)*notify\.windows\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
];
/** How long a push service keeps a message for a device that is offline. */
const PUSH_TTL_SECONDS = 3600;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Whether the server may post to this endpoint: a browser push service over https, or an origin
 * the operator added (a push service of their own, or one on loopback in tests).
 */
export function isPushServiceAllowed(endpoint: string, extraOrigins: readonly string[]) {
  const url = new URL(endpoint);
  if (extraOrigins.includes(url.origin)) return true;
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  );
}

interface PushDeps {
  db: Database;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** `mailto:` or `https:` address push services may contact about this sender. */
  subject: string;
  configuredKeys: { publicKey: string; privateKey: string } | null;
  extraOrigins: readonly string[];
}

/** Web Push: browsers subscribe, and messages to their users are queued, encrypted and signed. */
export function createPushService({
  db,
  queue,
  log,
  subject,
  configuredKeys,
  extraOrigins,
}: PushDeps) {
  const repository = createPushRepository(db);
  let keys: Promise<{ publicKey: string; privateKey: string }> | null = null;

  async function loadKeys() {
    if (configuredKeys) return configuredKeys;
    const stored = await repository.vapidKeys();
    if (stored) return stored;
    const made = webpush.generateVAPIDKeys();
    await repository.storeVapidKeys(made.publicKey, made.privateKey);
    return (await repository.vapidKeys())!;
  }
  const vapidKeys = () => {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };

  /** Posts one message to one browser, forgetting the browser when its push service says it is gone. */
  async function deliver(subscriptionId: number, message: PushMessage) {
    const subscription = await repository.byId(subscriptionId);
    if (!subscription) return;
    const { publicKey, privateKey } = await vapidKeys();
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(message),
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ?? null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (response.status === 404 || response.status === 410) {
      await repository.forget(subscription.id);
      return;
    }
    if (response.status === 429 || response.status >= 500)
      throw new Error(`The push service answered ${response.status}; the message will be retried.`);
    if (!response.ok) {
      log.warn(
        { status: response.status, body: (await response.text()).slice(0, 500) },
        'push service refused a message',
      );
      return;
    }
    await repository.markSent(subscription.id);
  }

  queue.define<{ subscriptionId: number; message: PushMessage }>({
    name: SEND_PUSH,
    retryLimit: 4,
    retryDelaySeconds: 10,
    batchSize: 10,
    handle: ({ subscriptionId, message }) => deliver(subscriptionId, message),
  });

  return {
    async publicKey() {
      return { public_key: (await vapidKeys()).publicKey };
    },
    async subscribe(viewer: Viewer, input: PushSubscriptionInput) {
      if (!isPushServiceAllowed(input.endpoint, extraOrigins))
        throw badRequest("Push messages go only to a browser's own push service.");
      await repository.subscribe(viewer.id, input.endpoint, input.keys.p256dh, input.keys.auth);
    },
    async unsubscribe(viewer: Viewer, endpoint: string) {
      await repository.unsubscribe(viewer.id, endpoint);
    },
    /**
     * Queues each message to every browser of its person in the caller's transaction; answers
     * what starts the workers after the commit.
     */
    async queueFor(tx: Database, messages: { userId: number; message: PushMessage }[]) {
      if (messages.length === 0) return () => {};
      const subscriptions = await createPushRepository(tx).forUsers(
        messages.map((each) => each.userId),
      );
      const messageOf = new Map(messages.map((each) => [each.userId, each.message]));
      await queue.sendMany(
        SEND_PUSH,
        subscriptions.map((subscription) => ({
          subscriptionId: subscription.id,
          message: messageOf.get(subscription.userId)!,
        })),
        { tx },
      );
      return () => queue.wake(SEND_PUSH);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
