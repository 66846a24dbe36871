import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  API_KEY_PATTERN,
  API_KEY_TEXT,
  type ApiKey,
  type CreatedApiKey,
} from '@fieldhire/contract/api-keys';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

const KEYS = '/api/developers/keys/';
const withKey = (key: string) => ({ authorization: `Bearer ${key}` });

describe('API keys', () => {
  it('are made by owners and admins with scopes, shown once, stored hashed, and revoked at once', async () => {
    const owner = await signedIn(app, db, 'employer');
    const admin = await teammate(app, db, owner, 'admin');
    const made = await admin.client.post(KEYS, { name: 'Dispatch system', scopes: ['jobs:read'] });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json<CreatedApiKey>();
    expect(key.key).toMatch(API_KEY_PATTERN);
    expect(key).toMatchObject({
      name: 'Dispatch system',
      scopes: ['jobs:read'],
      shown: key.key.slice(0, 12),
      last_used_at: null,
      revoked_at: null,
    });
    const [stored] = await queryRows<{ key_hash: string }>(
      db,
      sql`select key_hash from api_keys where id = ${key.id}`,
    );
    expect(stored!.key_hash).not.toContain(key.key.slice(8));
    expect(stored!.key_hash).toMatch(/^[0-9a-f]{64}$/);

    // The list never holds the key again, and says when and from where it was last used.
    const used = await app.inject({ url: '/api/v1/jobs/', headers: withKey(key.key) });
    expect(used.statusCode, used.body).toBe(200);
    const listed = (await owner.client.get(KEYS)).json<{ results: ApiKey[] }>().results;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(key.key);
    expect(listed[0]!.last_used_at).not.toBeNull();
    expect(listed[0]!.last_used_ip).toBe('127.0.0.1');

    expect((await owner.client.delete(`${KEYS}${key.id}/`)).statusCode).toBe(204);
    const refused = await app.inject({ url: '/api/v1/jobs/', headers: withKey(key.key) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ detail: API_KEY_TEXT.keyRefused });
    expect(
      (await owner.client.get(KEYS)).json<{ results: ApiKey[] }>().results[0]!.revoked_at,
    ).not.toBeNull();
  });

  it('refuse a bad name or scope, and keep them from members, agents, guests and other companies', async () => {
    const owner = await signedIn(app, db, 'employer');
    const member = await teammate(app, db, owner, 'member');
    const agent = await signedIn(app, db, 'candidate');
    const other = await signedIn(app, db, 'employer');
    expect((await owner.client.post(KEYS, { name: ' ', scopes: ['jobs:read'] })).statusCode).toBe(
      400,
    );
    expect((await owner.client.post(KEYS, { name: 'CRM', scopes: [] })).statusCode).toBe(400);
    expect(
      (await owner.client.post(KEYS, { name: 'CRM', scopes: ['everything'] })).statusCode,
    ).toBe(400);
    const key = (
      await owner.client.post(KEYS, { name: 'CRM', scopes: ['jobs:write'] })
    ).json<CreatedApiKey>();
    for (const client of [member.client, agent.client]) {
      expect((await client.get(KEYS)).statusCode).toBe(403);
      expect((await client.post(KEYS, { name: 'Mine', scopes: ['jobs:read'] })).statusCode).toBe(
        403,
      );
      expect((await client.delete(`${KEYS}${key.id}/`)).statusCode).toBe(403);
    }
    expect((await new ApiClient(app).get(KEYS)).statusCode).toBe(401);
    expect((await other.client.delete(`${KEYS}${key.id}/`)).statusCode).toBe(404);
    expect((await other.client.get(KEYS)).json<{ results: ApiKey[] }>().results).toEqual([]);
    // A key manages no keys: the developers' routes take sessions only.
    const withItsKey = await app.inject({ url: KEYS, headers: withKey(key.key) });
    expect(withItsKey.statusCode).toBe(401);
  });
});
