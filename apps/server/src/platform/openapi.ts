import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const API_PREFIX = /^\/api\//;

const pascal = (word: string) =>
  word
    .split(/[^0-9A-Za-z]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/**
 * A route's operationId from its method and path, unique as they are: `POST
 * /api/v1/work-orders/:id/approve/` is `postV1WorkOrdersByIdApprove`. Generated clients name
 * their calls by it.
 */
export function operationIdOf(method: string, url: string) {
  const words = url
    .replace(API_PREFIX, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^(?::(.+)|\{(.+)\})$/.exec(segment);
      return param ? `By${pascal(param[1] ?? param[2]!)}` : pascal(segment);
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

/**
 * The OpenAPI document @fastify/swagger serves at /api/docs/json: OpenAPI 3.1 (JSON Schema
 * 2020-12, which says "or null" without OpenAPI 3.0's `nullable`), every route's zod schemas, an
 * operationId for each, and the two ways to authenticate.
 */
export const OPENAPI_OPTIONS: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Fieldhire API',
      version: '1.0.0',
      description: 'Job marketplace for field-service work.',
    },
    servers: [{ url: '/', description: 'This site' }],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'A session: `Token <token>` from /api/login/.',
        },
        apiKey: { type: 'http', scheme: 'bearer', description: "A company's API key." },
      },
    },
    // A session where the route needs one, else nobody: each route checks who may call it.
    security: [{ token: [] }, {}],
  },
  transform: (input) => {
    const transformed = jsonSchemaTransform(input);
    const { method } = input.route;
    const schema = transformed.schema as { operationId?: string };
    if (typeof method === 'string' && !schema.operationId)
      schema.operationId = operationIdOf(method, input.url);
    return transformed;
  },
};
