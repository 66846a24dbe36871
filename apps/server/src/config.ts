import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/database';

const dataDir = (name: string) => fileURLToPath(new URL(`../../../data/${name}`, import.meta.url));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());
const flag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
    .transform((value) => ['1', 'true', 'on', 'yes'].includes(value))
    .optional(),
);

/** The chosen provider, else Stripe when its secret key is set, else the local sandbox. */
const paymentProviderOf = (env: {
  PAYMENT_PROVIDER?: 'sandbox' | 'stripe';
  STRIPE_SECRET_KEY?: string;
}) => env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');

const shedding = (maxEventLoopDelayMs: number, maxInFlight: number) =>
  maxEventLoopDelayMs > 0 ? { maxEventLoopDelayMs, maxInFlight } : null;

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    DATABASE_URL: optionalUrl,
    /**
     * PostgreSQL cancels a statement running longer (ms); the driver gives up 2 s later on a link
     * that stopped answering. 0: no limit.
     */
    DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).default(DEFAULT_STATEMENT_TIMEOUT_MS),
    ),
    PGLITE_DIR: z.preprocess(emptyToUndefined, z.string().default(dataDir('db'))),
    REDIS_URL: optionalUrl,
    /** Prefix of every Redis key and channel the app uses, so deployments can share one Redis. */
    REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().default('fieldhire:')),
    PUBLIC_URL: optionalUrl,
    UPLOAD_DIR: z.preprocess(emptyToUndefined, z.string().default(dataDir('uploads'))),
    /** Files only their parties may see (work-order photos, unfinished uploads); never served as is. */
    PRIVATE_UPLOAD_DIR: z.preprocess(
      emptyToUndefined,
      z.string().default(dataDir('private-uploads')),
    ),
    WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.preprocess(
      emptyToUndefined,
      z.string().default('Fieldhire <no-reply@fieldhire.test>'),
    ),
    OPERATOR_EMAIL: z.preprocess(
      emptyToUndefined,
      z.string().email().default('support@fieldhire.test'),
    ),
    PAYMENT_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'stripe']).optional()),
    STRIPE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    STRIPE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    /** Another Stripe API host (a local fake in tests), e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: optionalUrl,
    SEED: flag,
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    RATE_LIMITS: z.preprocess(emptyToUndefined, flag.default(true)),
    /**
     * Addresses of the reverse proxies allowed to set X-Forwarded-For, comma separated (IPs, CIDRs or
     * `loopback`, `linklocal`, `uniquelocal`). None by default, so clients cannot pick their address.
     */
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
    /** The bearer token `/metrics` answers to; unset, `/metrics` is a 404. */
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    /** Requests are shed (503) while the event loop runs this late; 0 turns shedding off (the tests' default). */
    SHED_EVENT_LOOP_DELAY_MS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).optional(),
    ),
    /** Requests are shed (503) while this many are being answered. */
    SHED_MAX_IN_FLIGHT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(256)),
    /** Seconds between polls of an idle background worker (at least 0.5). */
    QUEUE_POLL_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().min(0.5).default(2)),
    /** False: this process queues background work but leaves running it to other processes. */
    QUEUE_WORKERS: z.preprocess(emptyToUndefined, flag.default(true)),
    /** Seconds an instant job alert's email waits for more matches after its first. */
    ALERT_BATCH_SECONDS: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(0).max(55).default(40),
    ),
    /** The VAPID key pair push messages are signed with (base64url); made and stored when unset. */
    VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    /** Who push services may contact about this sender: a mailto: or https: URL. */
    VAPID_SUBJECT: z.preprocess(emptyToUndefined, z.string().optional()),
    /** Push service origins allowed besides the browsers' own, comma separated. */
    PUSH_SERVICE_ORIGINS: z.preprocess(emptyToUndefined, z.string().optional()),
    /** Webhooks may go to this machine (http or https on loopback): for development and tests only. */
    WEBHOOKS_ALLOW_LOOPBACK: z.preprocess(emptyToUndefined, flag.default(false)),
    /**
     * Seconds between a webhook's failed attempts, comma separated; attempts stop when the list
     * ends or 3 days after the first. The default spreads 12 attempts over about 3 days.
     */
    WEBHOOK_RETRY_SECONDS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d+(,\d+)*$/, 'Give seconds separated by commas.')
        .default('5,300,1800,7200,18000,36000,36000,36000,36000,36000,50000'),
    ),
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.',
  })
  .refine((env) => env.PAYMENT_PROVIDER !== 'stripe' || env.STRIPE_SECRET_KEY !== undefined, {
    path: ['STRIPE_SECRET_KEY'],
    message: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY.',
  })
  // Without webhooks Stripe renewals, cancellations and late payments would never be recorded.
  .refine((env) => paymentProviderOf(env) !== 'stripe' || env.STRIPE_WEBHOOK_SECRET !== undefined, {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message:
      'The Stripe payment provider needs STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint /api/billing/webhook/).',
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    pgliteDir: env.PGLITE_DIR,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    uploadDir: env.UPLOAD_DIR,
    privateUploadDir: env.PRIVATE_UPLOAD_DIR,
    webDistDir: env.WEB_DIST_DIR,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    operatorEmail: env.OPERATOR_EMAIL,
    paymentProvider: paymentProviderOf(env),
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
    stripeApiBase: env.STRIPE_API_BASE,
    seed: env.SEED ?? env.DATABASE_URL === undefined,
    logLevel: env.LOG_LEVEL,
    rateLimits: env.RATE_LIMITS,
    trustedProxies: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    metricsToken: env.METRICS_TOKEN,
    queuePollSeconds: env.QUEUE_POLL_SECONDS,
    queueWorkers: env.QUEUE_WORKERS,
    alertBatchSeconds: env.ALERT_BATCH_SECONDS,
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.OPERATOR_EMAIL}`,
    webhooks: {
      allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK,
      retrySeconds: env.WEBHOOK_RETRY_SECONDS.split(',').map(Number),
    },
    pushServiceOrigins: (env.PUSH_SERVICE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    loadShedding: shedding(
      env.SHED_EVENT_LOOP_DELAY_MS ?? (env.NODE_ENV === 'test' ? 0 : 200),
      env.SHED_MAX_IN_FLIGHT,
    ),
  }));

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
