import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ERROR_CODES, type ApiError } from '@fieldhire/contract/errors';
import { DATABASE_UNAVAILABLE_DETAIL } from '@fieldhire/contract/error-codes';
import { isDatabaseUnavailable, type DatabaseOutage } from './database-outage';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More members of the answer's body beside `detail` and `code`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string, fields?: Record<string, string[]>) =>
  new AppError(400, fields ? ERROR_CODES.validation : ERROR_CODES.badRequest, detail, fields);
export const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: [message] });
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new AppError(401, ERROR_CODES.notAuthenticated, detail);
export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new AppError(403, ERROR_CODES.permissionDenied, detail);
export const notFound = (detail = 'Not found.') => new AppError(404, ERROR_CODES.notFound, detail);
export const conflict = (detail: string) => new AppError(409, ERROR_CODES.conflict, detail);
export const paymentRequired = (detail: string) =>
  new AppError(402, ERROR_CODES.paymentRequired, detail);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    ERROR_CODES.rateLimited,
    'Too many requests. Please try again later.',
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_CODES.badRequest,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_CODES.badRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_CODES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_REQ_FILE_TOO_LARGE: ERROR_CODES.tooLarge,
  FST_FILES_LIMIT: ERROR_CODES.tooLarge,
  FST_PARTS_LIMIT: ERROR_CODES.tooLarge,
  FST_FIELDS_LIMIT: ERROR_CODES.tooLarge,
};

const TOO_LARGE_DETAIL: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body too large.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'The form has too many files.',
};

/** Database refusals caused by the input that slipped past validation: a 400, never a 500. */
const INPUT_SQL_STATES: Record<string, string> = {
  '22003': 'A number is out of range.',
  '22021': 'Text contains characters that cannot be stored.',
  '22P05': 'Text contains characters that cannot be stored.',
  '22007': 'A date is not valid.',
  '22008': 'A date is out of range.',
};

function fieldName(instancePath: string, missingProperty: unknown) {
  const path = instancePath
    .replace(/^\//, '')
    .replace(/\/\d+(?=\/|$)/g, '')
    .replaceAll('/', '.');
  if (typeof missingProperty === 'string')
    return path ? `${path}.${missingProperty}` : missingProperty;
  return path || 'non_field_errors';
}

function validationBody(
  error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0],
): ApiError {
  const fields: Record<string, string[]> = {};
  if (hasZodFastifySchemaValidationErrors(error)) {
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, issue.params?.missingProperty);
      const messages = (fields[name] ??= []);
      const message = issue.message ?? 'Invalid value.';
      // One line per distinct message: a long array of bad items must not make a huge answer.
      if (!messages.includes(message)) messages.push(message);
    }
  }
  const first = Object.entries(fields)[0];
  const detail = first ? `${first[0]}: ${first[1][0]}` : 'Invalid input.';
  return { detail, code: ERROR_CODES.validation, fields };
}

export function registerErrorHandler(app: FastifyInstance, outage?: DatabaseOutage) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiError = { ...error.extra, detail: error.detail, code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply
        .status(error.statusCode)
        .headers(error.headers ?? {})
        .send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ detail: 'Internal server error.', code: ERROR_CODES.server });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        detail: 'Too many requests. Please try again later.',
        code: ERROR_CODES.rateLimited,
      });
    }
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? ERROR_CODES.badRequest;
      const detail =
        status === 413
          ? (TOO_LARGE_DETAIL[error.code] ?? 'Upload file too large, limit is 50 MB')
          : error.message;
      return reply.status(status).send({ detail, code });
    }
    if (isDatabaseError(error, '23505')) {
      request.log.warn({ err: error }, 'concurrent write refused by a unique index');
      return reply.status(409).send({
        detail: 'This was changed by another request at the same time. Try again.',
        code: ERROR_CODES.conflict,
      });
    }
    const inputState = Object.keys(INPUT_SQL_STATES).find((state) => isDatabaseError(error, state));
    if (inputState) {
      request.log.warn({ err: error }, 'input refused by the database');
      return reply
        .status(400)
        .send({ detail: INPUT_SQL_STATES[inputState]!, code: ERROR_CODES.badRequest });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database could not answer');
      outage?.noteError(error);
      return outage
        ? outage.unavailable(reply)
        : reply
            .status(503)
            .send({ detail: DATABASE_UNAVAILABLE_DETAIL, code: ERROR_CODES.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error.', code: ERROR_CODES.server });
  });
}

/** Errors the router raises before any route or hook runs (the `frameworkErrors` option). */
export function sendRouterError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body: ApiError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { detail: 'A path parameter is too long.', code: ERROR_CODES.badRequest }
      : error.code === 'FST_ERR_BAD_URL'
        ? { detail: 'The URL is not correctly encoded.', code: ERROR_CODES.badRequest }
        : { detail: 'Internal server error.', code: ERROR_CODES.server };
  void reply.status(body.code === ERROR_CODES.server ? 500 : 400).send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; body: ApiError }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    body: { detail: 'The request took too long to arrive.', code: 'request_timeout' },
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: { detail: 'The request headers are too large.', code: 'headers_too_large' },
  },
};

/**
 * Requests Node cannot parse as HTTP never reach Fastify: answer them on the socket, in the app's
 * error shape (the `clientErrorHandler` option).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, body } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    body: { detail: 'The request is not valid HTTP.', code: ERROR_CODES.badRequest },
  };
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0] ?? '/';
  return reply
    .status(404)
    .send({ detail: `No route for ${request.method} ${pathname}.`, code: ERROR_CODES.notFound });
}

/**
 * For `.catch()` on a write guarded by a unique index: a concurrent request that won the race
 * becomes a 409 with `detail`; any other error passes through.
 */
export const conflictOnUnique =
  (detail: string) =>
  (error: unknown): never => {
    if (isDatabaseError(error, '23505')) throw conflict(detail);
    throw error;
  };

/** True when a database error (possibly wrapped by drizzle) has the given SQLSTATE code. */
export function isDatabaseError(error: unknown, sqlState: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}
