import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { API_CLIENT_SCHEMA, apiClientTypes } from './api-client-types';
import { openApiDocument } from './openapi-document';

// Writes the public API's types for @fieldhire/api-client from the document the server serves.
const file = path.resolve(import.meta.dirname, '../../..', API_CLIENT_SCHEMA);
const document = (await openApiDocument()) as unknown as OpenAPI3;
await writeFile(file, await apiClientTypes(document, file));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
