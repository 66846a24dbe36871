import { z } from 'zod';
import { recordId } from './params';

/** What a company's key may do through the public API, each scope on its own. */
export const API_SCOPE_LABELS = {
  'jobs:read': 'Read jobs',
  'jobs:write': 'Post and change jobs',
  'applicants:read': 'Read applicants',
  'applicants:write': 'Change applicants’ status',
  'work_orders:read': 'Read work orders',
  'work_orders:write': 'Approve, send back and cancel work orders',
  'payments:read': 'Read payments',
} as const;
export type ApiScope = keyof typeof API_SCOPE_LABELS;
export const API_SCOPES = Object.keys(API_SCOPE_LABELS) as [ApiScope, ...ApiScope[]];

/** A key as it is handed out once: its prefix, then 40 secret characters. */
export const API_KEY_PREFIX = 'fh_live_';
export const API_KEY_PATTERN = /^fh_live_[0-9A-Za-z_-]{40}$/;
/** The characters of a key shown again later, so its owner can tell it apart. */
export const API_KEY_SHOWN_CHARS = 12;
export const API_KEY_NAME_MAX = 80;
/** Requests a key may make per minute, counted per key. */
export const API_KEY_RATE_LIMIT = 120;
export const API_KEYS_PER_COMPANY = 20;

export const API_KEY_TEXT = {
  managersOnly: "Only the company's owner and admins manage its API keys.",
  notFound: 'API key not found.',
  tooMany: `A company holds at most ${API_KEYS_PER_COMPANY} keys; revoke one you no longer use.`,
  keyNeeded: 'Send your API key as "Authorization: Bearer <key>".',
  keyRefused: 'This API key is not valid, or it was revoked.',
  scopeMissing: (scope: ApiScope) => `This API key lacks the scope "${scope}".`,
  rateLimited: 'Too many requests for this API key; wait for the window to reset.',
  idempotencyBusy: 'A request with this Idempotency-Key is still running; retry shortly.',
} as const;

export const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, as the owner saw them. */
  shown: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  created_at: z.string(),
  created_by: z.string().nullable(),
  last_used_at: z.string().nullable(),
  last_used_ip: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

/** A key just made: the only answer that holds the whole key. */
export const CreatedApiKey = ApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeyList = z.object({ results: z.array(ApiKey) });
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyBody = z.object({
  name: z
    .string({ error: 'Name the key: where it is used.' })
    .trim()
    .min(1, 'Name the key: where it is used.')
    .max(API_KEY_NAME_MAX, `Keep the name under ${API_KEY_NAME_MAX} characters.`),
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'Choose scopes from the list.' }))
    .min(1, 'Choose at least one scope.')
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

export const ApiKeyParams = z.object({ id: recordId });
