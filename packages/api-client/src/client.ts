import createClient from 'openapi-fetch';
import type { paths } from './schema';

export type { paths } from './schema';

/**
 * A typed client of Fieldhire's public API (`/api/v1/`) for a company's own systems: every call's
 * path, parameters, body and answer are checked against the OpenAPI document the server serves.
 * `baseUrl` is the site's address (`https://fieldhire.example`); `key` a company's API key.
 * `fetch` replaces the global one (a test's in-process server, a proxy).
 */
export function createFieldhireClient(
  baseUrl: string,
  key: string,
  options: { fetch?: (request: Request) => Promise<Response> } = {},
) {
  return createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${key}` },
    ...(options.fetch && { fetch: options.fetch }),
  });
}

export type FieldhireClient = ReturnType<typeof createFieldhireClient>;
