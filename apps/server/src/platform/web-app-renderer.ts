import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServedPage } from './web-app';

/** What the web app's API client reads of an answer. */
interface ApiAnswer {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** What the web app's server build exports. */
interface ServerEntry {
  setApiTransport(send: (url: string, init: RequestInit) => Promise<ApiAnswer>): void;
  renderPage(url: string): Promise<ServedPage['body'] | null>;
}

/**
 * API answers already read for the page being rendered, by the path the web app asks for, as
 * the API would send them (JSON text).
 */
export interface ReadAnswers {
  get(url: string): string | undefined;
}

/** Renders a public page of the app for a guest; null when its data could not be read. */
export type PageRenderer = (url: string, read?: ReadAnswers) => Promise<ServedPage['body'] | null>;

const NO_BODY = new Set([204, 304]);
const KEPT_ANSWERS = 100;
const JSON_TYPE = 'application/json; charset=utf-8';

interface KeptAnswer {
  status: number;
  type: string;
  body: string;
  until: number;
}

/** How long an answer may be reused for every guest: what its `cache-control` allows publicly. */
function publicLifetimeMs(cacheControl: unknown) {
  if (typeof cacheControl !== 'string') return 0;
  const directives = cacheControl.split(',').map((each) => each.trim());
  if (!directives.includes('public')) return 0;
  const maxAge = directives.find((each) => each.startsWith('max-age='));
  return maxAge ? Number(maxAge.slice('max-age='.length)) * 1000 || 0 : 0;
}

const answer = ({ status, type, body }: Omit<KeptAnswer, 'until'>): ApiAnswer => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: (name) => (name.toLowerCase() === 'content-type' ? type : null) },
  text: () => Promise.resolve(NO_BODY.has(status) ? '' : body),
});

/**
 * Loads the web app's server build, if it was built, with its API requests answered by this
 * server in the same process (no socket, no session: the pages are rendered for a guest). A page
 * that fails to render is logged and left to the browser.
 */
export async function loadWebAppRenderer(
  app: FastifyInstance,
  entryPath: string,
): Promise<PageRenderer | undefined> {
  if (!existsSync(entryPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  const readForRender = new AsyncLocalStorage<ReadAnswers>();
  // Answers the API marks public for a while (the job types, the states) are read once a while,
  // not once a page.
  const kept = new Map<string, KeptAnswer>();
  entry.setApiTransport(async (url, init) => {
    const method = (init.method ?? 'GET') as 'GET';
    if (method === 'GET') {
      const read = readForRender.getStore()?.get(url);
      if (read !== undefined) return answer({ status: 200, type: JSON_TYPE, body: read });
      const known = kept.get(url);
      if (known && known.until > Date.now()) return answer(known);
    }
    const response = await app.inject({ method, url, headers: { accept: 'application/json' } });
    const got = {
      status: response.statusCode,
      type: String(response.headers['content-type'] ?? ''),
      body: response.payload,
    };
    const lifetime = publicLifetimeMs(response.headers['cache-control']);
    if (method === 'GET' && response.statusCode === 200 && lifetime > 0) {
      if (kept.size >= KEPT_ANSWERS) kept.clear();
      kept.set(url, { ...got, until: Date.now() + lifetime });
    }
    return answer(got);
  });
  return async (url, read = new Map()) => {
    try {
      return await readForRender.run(read, () => entry.renderPage(url));
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed');
      return null;
    }
  };
}
