import type { CsrfResponse } from '@fieldhire/contract/accounts';
import { CSRF_COOKIE, CSRF_HEADER } from '@fieldhire/contract/session';
import type { ApiError } from '@fieldhire/contract/errors';
import { getAuthToken } from './auth-token';
import { readCookie } from './cookies';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  query?: QueryParams;
  /** On a 403, refresh the CSRF token and retry once (login, contact, email verification). */
  retryOnCsrf?: boolean;
  signal?: AbortSignal;
  /** Sent besides the token and CSRF headers (an idempotency key). */
  headers?: Record<string, string>;
}

export type ApiErrorData = ApiError | string | null;

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** The server's `{ detail, code, fields? }`, or the raw body when it is not one; null when there was no response. */
  readonly data: ApiErrorData;
  /** How long the server asked to wait before trying again (its Retry-After), if it said. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    data: ApiErrorData,
    options?: { cause?: unknown; retryAfterSeconds?: number | null },
  ) {
    super(
      status === 0
        ? 'Network request failed'
        : typeof data === 'object' && data
          ? data.detail
          : `Request failed with status ${status}`,
      options,
    );
    this.status = status;
    this.data = data;
    this.retryAfterSeconds = options?.retryAfterSeconds ?? null;
  }

  get detail(): string | undefined {
    return typeof this.data === 'object' && this.data ? this.data.detail : undefined;
  }

  get code(): string | undefined {
    return typeof this.data === 'object' && this.data ? this.data.code : undefined;
  }

  get fields(): Record<string, string[]> | undefined {
    return typeof this.data === 'object' && this.data ? this.data.fields : undefined;
  }
}

const SAFE_METHODS = new Set<HttpMethod>(['GET']);

/** What the client reads of an answer: the browser's `Response`, or an in-process API's answer. */
export type TransportResponse = Pick<Response, 'ok' | 'status' | 'text'> & {
  headers: Pick<Headers, 'get'>;
};

type Transport = (url: string, init: RequestInit) => Promise<TransportResponse>;

let transport: Transport = (url, init) => fetch(url, init);

/** Where requests go: the browser's fetch, or on the server a call into the API in the same process. */
export function setApiTransport(next: Transport) {
  transport = next;
}

// The server's csrfToken from a response body, used when the cookie is not readable from script.
let lastCsrfToken: string | null = null;
let pendingRefresh: Promise<string> | null = null;

function currentCsrfToken() {
  return readCookie(CSRF_COOKIE) ?? lastCsrfToken;
}

export function rememberCsrfToken(token: string | null) {
  lastCsrfToken = token;
}

export function refreshCsrfToken(): Promise<string> {
  pendingRefresh ??= send<CsrfResponse>('/api/refresh-csrf/', {})
    .then(({ csrfToken }) => {
      lastCsrfToken = csrfToken;
      return csrfToken;
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

function buildUrl(path: string, query?: QueryParams) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: TransportResponse): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (response.headers.get('content-type')?.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

// A light check rather than ApiError.parse: zod would more than double the startup bundle.
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { detail, code, fields } = body as Record<string, unknown>;
  return (
    typeof detail === 'string' &&
    typeof code === 'string' &&
    (fields === undefined || (typeof fields === 'object' && fields !== null))
  );
}

function toErrorData(body: unknown): ApiErrorData {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  return isApiError(body) ? body : JSON.stringify(body);
}

/** The seconds of a Retry-After header given as a number (the API never sends a date). */
function retryAfterOf(response: TransportResponse) {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

/** The error apiRequest throws for a response with this status and (parsed) body. */
export const apiErrorOf = (status: number, body: unknown) =>
  new ApiRequestError(status, toErrorData(body));

function requestHeaders(method: HttpMethod, extra?: Record<string, string>) {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const token = getAuthToken();
  if (token) headers.set('Authorization', `Token ${token}`);
  if (!SAFE_METHODS.has(method)) {
    const csrf = currentCsrfToken();
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  return headers;
}

/**
 * The headers apiRequest would send (token, CSRF, `extra`), for a request it cannot send itself:
 * an upload that reports its progress through XMLHttpRequest.
 */
export async function authHeaders(method: HttpMethod, extra?: Record<string, string>) {
  if (!SAFE_METHODS.has(method) && !currentCsrfToken()) await refreshCsrfToken();
  return requestHeaders(method, extra);
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const headers = requestHeaders(method, options.headers);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  let response: TransportResponse;
  let data: unknown;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
    data = await readBody(response);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, null, { cause: error });
  }
  if (!response.ok)
    throw new ApiRequestError(response.status, toErrorData(data), {
      retryAfterSeconds: retryAfterOf(response),
    });
  return data as T;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  if (!SAFE_METHODS.has(method) && !currentCsrfToken()) await refreshCsrfToken();
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!options.retryOnCsrf || !(error instanceof ApiRequestError) || error.status !== 403) {
      throw error;
    }
    await refreshCsrfToken();
    return send<T>(path, options);
  }
}

type ReadOptions = Omit<RequestOptions, 'method' | 'body'>;
type WriteOptions = Omit<RequestOptions, 'method' | 'body'>;

export const apiClient = {
  get: <T>(path: string, options?: ReadOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: WriteOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: WriteOptions) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
