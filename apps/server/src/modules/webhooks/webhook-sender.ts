import http from 'node:http';
import https from 'node:https';
import {
  RefusedAddressError,
  addressAllowed,
  guardedLookup,
  literalHostOf,
} from './webhook-address';

const TIMEOUT_MS = 10_000;
/** What is kept of an answer for the delivery log. */
export const RESPONSE_KEPT_CHARS = 1000;

export interface WebhookAnswer {
  status: number;
  body: string;
}

/**
 * Posts one signed delivery and reads the start of its answer. Redirects are not followed: the
 * address a 3xx names was never checked. Rejects with what went wrong when no answer came.
 */
export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  allowLoopback: boolean,
): Promise<WebhookAnswer> {
  const url = new URL(target);
  const literal = literalHostOf(url);
  if (literal && !addressAllowed(literal, allowLoopback))
    return Promise.reject(new RefusedAddressError('private'));
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body).toString(),
          'user-agent': 'Fieldhire-Webhooks/1',
        },
        lookup: guardedLookup(allowLoopback),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < RESPONSE_KEPT_CHARS) text += chunk;
          else response.destroy();
        });
        const done = () =>
          resolve({ status: response.statusCode ?? 0, body: text.slice(0, RESPONSE_KEPT_CHARS) });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** What the delivery log says when no answer came. */
export function failureOf(error: unknown) {
  if (error instanceof RefusedAddressError)
    return error.reason === 'private'
      ? 'Refused: the address leads to a private network.'
      : 'Refused: the host name does not resolve.';
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `No answer within ${TIMEOUT_MS / 1000} s.`;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code ? `Connection failed (${code}).` : 'Connection failed.';
}
