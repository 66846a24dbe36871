import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_REUSED_DETAIL, ERROR_CODES } from '@fieldhire/contract/error-codes';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '@fieldhire/contract/work-orders';
import { AppError, badRequest } from './errors';

/**
 * A client's Idempotency-Key and the request it was sent with: a resend of the same request
 * answers as the first did, the same key on another request is refused (422), as Stripe does.
 */
export interface ClientKey {
  value: string;
  /** SHA-256 of the method, the path and the body. */
  request: string;
}

/** JSON with its object keys in order, so equal bodies read the same however they were written. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * The request's key, from its Idempotency-Key header (a malformed one is refused), with what it
 * was sent with: the JSON body, or `body` for a body the route read itself (an upload's digest).
 */
export function clientKeyOf(request: FastifyRequest, body?: string): ClientKey | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(header);
  if (!parsed.success)
    throw badRequest('Idempotency-Key must be 8-80 letters, digits, dashes or underscores.');
  const path = request.url.split('?', 1)[0]!;
  const sent = body ?? canonicalJson(request.body ?? null);
  return {
    value: parsed.data,
    request: createHash('sha256').update(`${request.method} ${path}\n${sent}`).digest('hex'),
  };
}

/** The key was stored with another request. */
export const keyReused = () =>
  new AppError(422, ERROR_CODES.idempotencyKeyReused, IDEMPOTENCY_KEY_REUSED_DETAIL);
