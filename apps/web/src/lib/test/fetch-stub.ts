import { vi } from 'vitest';

export interface StubCall {
  method: string;
  /** Path and query string. */
  path: string;
  headers: Headers;
  /** Parsed JSON body, or the raw body (FormData) as sent. */
  body: unknown;
}

export type StubReply =
  { status?: number; body?: unknown; headers?: Record<string, string> } | Error;
export type StubHandler =
  StubReply | StubReply[] | ((call: StubCall) => StubReply | Promise<StubReply>);

export const TEST_CSRF_TOKEN = 'test-csrf-token';

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
  });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces global fetch. Keys are "METHOD /path/" (no query string); an array replies in turn and
 * then repeats its last entry; an Error is thrown as a network failure. GET /api/refresh-csrf/
 * answers by default, setting the csrftoken cookie like the server does.
 */
export function stubFetch(routes: Record<string, StubHandler> = {}) {
  const calls: StubCall[] = [];
  const served = new Map<string, number>();
  const handlers: Record<string, StubHandler> = {
    'GET /api/refresh-csrf/': () => {
      document.cookie = `csrftoken=${TEST_CSRF_TOKEN}; path=/; Secure; SameSite=Strict`;
      return { body: { csrfToken: TEST_CSRF_TOKEN } };
    },
    ...routes,
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, window.location.origin);
    const method = init.method ?? 'GET';
    const call: StubCall = {
      method,
      path: `${url.pathname}${url.search}`,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
    };
    calls.push(call);

    const key = `${method} ${url.pathname}`;
    const handler = handlers[key];
    if (handler === undefined)
      return jsonResponse(404, { detail: `No stub for ${key}`, code: 'not_found' });

    let reply: StubReply;
    if (typeof handler === 'function') {
      reply = await handler(call);
    } else if (Array.isArray(handler)) {
      const index = served.get(key) ?? 0;
      served.set(key, index + 1);
      reply = handler[Math.min(index, handler.length - 1)] ?? { status: 500 };
    } else {
      reply = handler;
    }
    if (reply instanceof Error) throw reply;
    return jsonResponse(reply.status ?? 200, reply.body, reply.headers);
  });

  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path.split('?')[0] === path),
  };
}
