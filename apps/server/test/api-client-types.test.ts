import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OpenAPI3 } from 'openapi-typescript';
import { API_CLIENT_SCHEMA, apiClientTypes } from '../scripts/api-client-types';
import { createTestApp } from './test-app';

describe('the typed API client', () => {
  it('holds the types the served OpenAPI document makes (npm run api-client:generate)', async () => {
    const { app } = await createTestApp();
    const served = await app.inject('/api/docs/json');
    expect(served.statusCode).toBe(200);
    const file = path.resolve(import.meta.dirname, '../../..', API_CLIENT_SCHEMA);
    const generated = await apiClientTypes(served.json<OpenAPI3>(), file);
    expect(
      generated === (await readFile(file, 'utf8')),
      `${API_CLIENT_SCHEMA} is not what the routes' schemas make: run npm run api-client:generate`,
    ).toBe(true);
  });
});
