import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { firstRenderElement } from './app/first-render';
import { Providers } from './app/providers';
import { createRoutes } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { userInfoKey } from './lib/user-info';

export { setApiTransport };

/** The whole markup once every part is ready: the page is complete for crawlers and caches. */
function renderComplete(element: ReactNode) {
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline: a large one would otherwise arrive as a separate segment revealed
      // by an inline script, which the content security policy does not allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/**
 * A boundary that was not ready in a synchronous render: React marks it for the browser to render,
 * which the page must never leave to it.
 */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * The page's markup in one synchronous pass when every part of it is ready (its route's code and
 * data are loaded before it renders), else once its parts are ready.
 */
function renderMarkup(element: ReactNode) {
  const html = renderToString(element);
  return html.includes(UNFINISHED_BOUNDARY) ? renderComplete(element) : html;
}

/** The query cache of the page being rendered: each render has its own. */
const renderQueries = new AsyncLocalStorage<QueryClient>();

/** Stands for the query cache of the render a loader runs in, so the routes are built once. */
const renderQueryClient = new Proxy({} as QueryClient, {
  get(_target, key) {
    const client = renderQueries.getStore();
    if (!client) throw new Error('a page loader ran outside a page render');
    const value: unknown = Reflect.get(client, key, client);
    return typeof value === 'function'
      ? (value as (...args: unknown[]) => unknown).bind(client)
      : value;
  },
});

/**
 * The route table and its matcher, built once: a page's code, once loaded by its lazy route, stays
 * on the route for every later render.
 */
const handler = createStaticHandler(
  createRoutes(renderQueryClient, { awaitData: true, pages: 'public' }),
);

/**
 * A public page rendered for a guest: its markup and the script holding the data it was rendered
 * from, or null when its data could not be read (the browser then renders it alone).
 */
export async function renderPage(url: string): Promise<{ html: string; state: string } | null> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userInfoKey, null);
  const context = await renderQueries.run(queryClient, () => handler.query(new Request(url)));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderMarkup(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  const state = firstRenderElement({
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: null, errors: null },
  });
  return { html, state };
}
