import type { FastifyPluginAsync } from 'fastify';
import type { Sitemaps } from './sitemaps';

const SITEMAP_NAME = /^(jobs|companies)-([1-9]\d{0,5})\.xml$/;

/** The crawl files: robots.txt, the sitemap index and its sitemaps. */
export const publicPagesRoutes: FastifyPluginAsync<{ sitemaps: Sitemaps }> = async (
  app,
  { sitemaps },
) => {
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemaps.robots()),
  );

  app.get('/sitemap.xml', hide, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await sitemaps.index()),
  );

  app.get<{ Params: { name: string } }>('/sitemaps/:name', hide, async (request, reply) => {
    const match = SITEMAP_NAME.exec(request.params.name);
    const xml = match
      ? await sitemaps.page(match[1] as 'jobs' | 'companies', Number(match[2]))
      : null;
    if (xml === null)
      return reply.code(404).type('text/plain; charset=utf-8').send('There is no such sitemap.');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(xml);
  });
};
