import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE } from '@fieldhire/contract/session';
import { sendRouteNotFound } from './errors';
import { compressPage } from './text-compression';

/** A page whose status and head the server decides (a job page, say), and its markup if rendered. */
export interface ServedPage {
  status: number;
  head: string;
  /** A public page the app can render on the server for a guest. */
  renderable?: boolean;
  /** The app's markup of the page, and the script with the data it was rendered from. */
  body?: { html: string; state: string };
}

/** `search` is the query with its `?`, or empty; a guest's request carries no session. */
export type PageResolver = (
  pathname: string,
  search: string,
  viewer: { guest: boolean },
) => Promise<ServedPage | null>;

/**
 * The built page as a template: each page's own head tags take the place of the generic title and
 * description, and its markup fills the root. The shell is cut and encoded once, not on every
 * request, and each part of a page is encoded on its own: a rendered page's markup, joined to the
 * rest as one string, cost ten times as much to encode (a 68 KB job list, 0.74 ms against 0.09).
 */
export function pageTemplate(shell: string) {
  const [beforeHead = '', afterHead = ''] = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .split('</head>');
  const [beforeRoot = '', afterRoot = ''] = afterHead.split('<div id="root"></div>');
  const opening = Buffer.from(`${beforeHead}  `);
  const closingHead = Buffer.from(`\n  </head>${beforeRoot}<div id="root">`);
  const closingRoot = Buffer.from('</div>');
  const rest = Buffer.from(afterRoot);
  return (page: ServedPage): Buffer =>
    Buffer.concat([
      opening,
      Buffer.from(page.head),
      closingHead,
      ...(page.body
        ? [Buffer.from(page.body.html), closingRoot, Buffer.from(page.body.state)]
        : [closingRoot]),
      rest,
    ]);
}

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli when the browser takes it, else gzip, else none: the order the API's answers use. */
export function acceptedEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((each) => each.trim());
    const q = params.find((each) => each.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) =>
    weights.get(name) ??
    (name === 'gzip' ? weights.get('x-gzip') : undefined) ??
    weights.get('*') ??
    0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

const encode = (document: Buffer, encoding: Encoding) =>
  encoding === 'identity' ? document : compressPage(document, encoding);

const SERVER_PATHS = /^\/(api|ws|uploads|healthz|readyz|metrics)(\/|$)/;

/**
 * Serves the built single-page app: hashed assets cached for a year, every other page gets
 * index.html; the build's .br and .gz copies are sent to browsers that accept them.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  pageFor: PageResolver = async () => null,
) {
  const pageDocument = pageTemplate(readFileSync(path.join(root, 'index.html'), 'utf8'));
  // A page kept for guests is answered many times: its document is written, and compressed for
  // each encoding asked, once.
  const documents = new WeakMap<ServedPage, Partial<Record<Encoding, Buffer>>>();
  const documentOf = (page: ServedPage, encoding: Encoding) => {
    let encoded = documents.get(page);
    if (!encoded) documents.set(page, (encoded = {}));
    const identity = (encoded.identity ??= pageDocument(page));
    return (encoded[encoding] ??= encode(identity, encoding));
  };
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    // A route per built file, so a page's path is not first looked for on disk.
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    const page = await pageFor(pathname, query === -1 ? '' : request.url.slice(query), {
      guest: !request.cookies[AUTH_COOKIE],
    });
    if (!page) return sendIndex(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(documentOf(page, encoding));
  };
  app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && !SERVER_PATHS.test(pathname))
      return sendPage(request, reply);
    return sendRouteNotFound(request, reply);
  });
}
