import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServedPage } from './web-app';

/** What the web app's server build exports. */
interface ServerEntry {
  setApiTransport(send: (url: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string): Promise<ServedPage['body'] | null>;
}

const NO_BODY = new Set([204, 304]);
const KEPT_ANSWERS = 100;

interface KeptAnswer {
  status: number;
  type: string;
  body: Buffer;
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

/**
 * Loads the web app's server build, if it was built, with its API requests answered by this
 * server in the same process (no socket, no session: the pages are rendered for a guest). A page
 * that fails to render is logged and left to the browser.
 */
export async function loadWebAppRenderer(app: FastifyInstance, entryPath: string) {
  if (!existsSync(entryPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  // Answers the API marks public for a while (the job types, the states) are read once a while,
  // not once a page.
  const kept = new Map<string, KeptAnswer>();
  const respond = ({ status, type, body }: Omit<KeptAnswer, 'until'>) =>
    new Response(NO_BODY.has(status) ? null : body, {
      status,
      headers: { 'content-type': type },
    });
  entry.setApiTransport(async (url, init) => {
    const method = (init.method ?? 'GET') as 'GET';
    const known = method === 'GET' ? kept.get(url) : undefined;
    if (known && known.until > Date.now()) return respond(known);
    const answer = await app.inject({ method, url, headers: { accept: 'application/json' } });
    const read = {
      status: answer.statusCode,
      type: String(answer.headers['content-type'] ?? ''),
      body: answer.rawPayload,
    };
    const lifetime = publicLifetimeMs(answer.headers['cache-control']);
    if (method === 'GET' && answer.statusCode === 200 && lifetime > 0) {
      if (kept.size >= KEPT_ANSWERS) kept.clear();
      kept.set(url, { ...read, until: Date.now() + lifetime });
    }
    return respond(read);
  });
  return async (url: string) => {
    try {
      return await entry.renderPage(url);
    } catch (error) {
      app.log.error({ err: error, url }, 'server rendering failed');
      return null;
    }
  };
}
