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

/**
 * Loads the web app's server build, if it was built, with its API requests answered by this
 * server in the same process (no socket, no session: the pages are rendered for a guest). A page
 * that fails to render is logged and left to the browser.
 */
export async function loadWebAppRenderer(app: FastifyInstance, entryPath: string) {
  if (!existsSync(entryPath)) return undefined;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  entry.setApiTransport(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
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
