import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

/** Where the public API's types are committed, from the repository's root. */
export const API_CLIENT_SCHEMA = 'packages/api-client/src/schema.ts';

const PUBLIC_API = '/api/v1/';

/**
 * The TypeScript types of the public API's paths in `document` (the OpenAPI document the server
 * serves), as the committed schema.ts holds them: formatted like the repository's code.
 */
export async function apiClientTypes(document: OpenAPI3, file: string) {
  const publicOnly: OpenAPI3 = {
    ...document,
    paths: Object.fromEntries(
      Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith(PUBLIC_API)),
    ),
  };
  const ast = await openapiTS(publicOnly, { alphabetize: true });
  const source = [
    '// Generated from the OpenAPI document by `npm run api-client:generate`; do not edit.',
    '/* eslint-disable */',
    astToString(ast),
  ].join('\n');
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}
