import { companyPath } from '@fieldhire/contract/company-path';
import type { Database } from '../../db/database';
import { escapeHtml } from '../../platform/escape-html';
import { createTtlCache } from '../../platform/ttl-cache';
import { createSitemapRepository, type SitemapEntry, type SitemapKind } from './sitemap.repository';
import { toIso } from '../../platform/iso-time';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_PAGE_SIZE = 50_000;
const CACHE_MS = 10 * 60_000;

/** Paths a crawler has no business in: the API and every signed-in area. */
const PRIVATE_PATHS = [
  '/api/',
  '/ops',
  '/dashboard',
  '/messages',
  '/employer/',
  '/billing/',
  '/work',
  '/earnings',
  '/applications',
  '/saved',
  '/notifications',
  '/settings/',
  '/profile',
  '/cart',
  '/checkout',
];

const PATHS: Record<SitemapKind, (id: number) => string> = {
  jobs: (id) => `/jobs/${id}`,
  companies: companyPath,
};

export function createSitemaps({
  db,
  publicUrl,
  pageSize = SITEMAP_PAGE_SIZE,
}: {
  db: Database;
  publicUrl: string;
  pageSize?: number;
}) {
  const repository = createSitemapRepository(db);
  const starts = createTtlCache<number[]>({ ttlMs: CACHE_MS, maxEntries: 4 });
  const pages = createTtlCache<string>({ ttlMs: CACHE_MS, maxEntries: 64 });
  const pageStarts = (kind: SitemapKind) =>
    starts.get(kind, () => repository.pageStarts(kind, pageSize));

  const urlSet = (kind: SitemapKind, entries: SitemapEntry[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (entry) =>
          `<url><loc>${escapeHtml(`${publicUrl}${PATHS[kind](entry.id)}`)}</loc><lastmod>${toIso(entry.lastmod)}</lastmod></url>`,
      ),
      '</urlset>',
    ].join('\n');

  return {
    robots: () =>
      [
        'User-agent: *',
        ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
        'Allow: /',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),

    /** The sitemap index: one sitemap per page of open jobs and of company pages (at least one each). */
    async index() {
      const names: string[] = [];
      for (const kind of ['jobs', 'companies'] as const) {
        const count = Math.max(1, (await pageStarts(kind)).length);
        for (let page = 1; page <= count; page += 1) names.push(`${kind}-${page}.xml`);
      }
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...names.map(
          (name) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${name}`)}</loc></sitemap>`,
        ),
        '</sitemapindex>',
      ].join('\n');
    },

    /** One sitemap (`jobs-2`, say), or null when there is no such page. */
    async page(kind: SitemapKind, page: number) {
      const all = await pageStarts(kind);
      if (page < 1 || page > Math.max(1, all.length)) return null;
      const from = all[page - 1];
      const before = all[page] ?? null;
      // Bounded by the next page's first id, so a page never repeats a URL of the next one.
      return pages.get(`${kind}-${page}`, async () =>
        urlSet(kind, from === undefined ? [] : await repository.page(kind, from, before, pageSize)),
      );
    },

    /** Jobs opened or closed: the next request reads the sitemaps afresh. */
    forget() {
      starts.clear();
      pages.clear();
    },
  };
}
export type Sitemaps = ReturnType<typeof createSitemaps>;
