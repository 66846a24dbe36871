import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { API_SCOPES } from '@fieldhire/contract/api-keys';
import { users } from './accounts';
import { companies } from './companies';
import { createdAt } from './column-types';

/**
 * A company's key to the public API. Only the SHA-256 of the key is kept: a stolen table opens
 * nothing. A revoked key stays, so its requests in timelines keep their name.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    /** The key's first characters, shown to tell keys apart. */
    shown: text().notNull(),
    keyHash: text().notNull(),
    scopes: text({ enum: API_SCOPES }).array().notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
    index('api_keys_company_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * The answer of each POST a key made with an Idempotency-Key, for a day: a retry with the same
 * key and body gets it again instead of acting twice. `status` is null while the first runs.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    apiKeyId: integer()
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** The method, path and SHA-256 of the body: the same key with another request is refused. */
    request: text().notNull(),
    status: smallint(),
    body: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKeyId, t.key] }),
    index('api_idempotency_age_idx').on(t.createdAt),
  ],
);
