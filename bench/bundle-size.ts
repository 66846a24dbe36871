/**
 * JavaScript each key page ships: opens home, the job list and a job page in Chromium against the
 * real server (built web app, demo database) and adds up the scripts each one loads, as gzip
 * (the target: at most 150 KB gzipped on the job list) and as sent (the build's brotli
 * copies). Results go to bench/RESULTS.md.
 *
 * Needs the built web app (`npm run build`). Environment: BENCH_PORT (3970), CHROMIUM_PATH
 * (/usr/bin/chromium), BENCH_NO_WRITE (set: only print), BENCH_WEB_DIST (another build of the web
 * app to measure instead of apps/web/dist, with its dist-ssr beside it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { firstJobId, startDemoServer } from './demo-server';
import { writeResultsSection } from './results-file';

const PORT = Number(process.env.BENCH_PORT ?? 3970);
const TARGET_KB = 150;
const dist = process.env.BENCH_WEB_DIST
  ? path.resolve(process.env.BENCH_WEB_DIST)
  : fileURLToPath(new URL('../apps/web/dist', import.meta.url));

interface PageWeight {
  page: string;
  path: string;
  scripts: number;
  gzipKb: number;
  sentKb: number;
  rawKb: number;
}

const kb = (bytes: number) => bytes / 1024;

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(1);
}

const server = await startDemoServer(PORT, { webDistDir: dist });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const weights: PageWeight[] = [];
try {
  const pages = [
    { page: 'Home', path: '/' },
    { page: 'Job list', path: '/jobs' },
    { page: 'Job page', path: `/jobs/${await firstJobId(server)}` },
  ];
  for (const { page, path: pagePath } of pages) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const scripts: Array<{ file: string; sent: Promise<number> }> = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const file = new URL(response.url()).pathname;
      scripts.push({
        file,
        sent: response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      });
    });
    await tab.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    let gzip = 0;
    let raw = 0;
    let sent = 0;
    const files: Array<{ file: string; gzip: number }> = [];
    for (const script of scripts) {
      const source = readFileSync(path.join(dist, script.file));
      const zipped = gzipSync(source, { level: 9 }).length;
      raw += source.length;
      gzip += zipped;
      sent += await script.sent;
      files.push({ file: script.file, gzip: zipped });
    }
    // Where the weight is: the page's largest scripts, on the console only.
    console.log(`${page} (${pagePath}):`);
    for (const { file, gzip: zipped } of files.sort((a, b) => b.gzip - a.gzip).slice(0, 8))
      console.log(`  ${kb(zipped).toFixed(1).padStart(6)} KB gzip  ${file}`);
    weights.push({
      page,
      path: pagePath,
      scripts: scripts.length,
      gzipKb: kb(gzip),
      sentKb: kb(sent),
      rawKb: kb(raw),
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const section = [
  '<!-- bundle:start -->',
  '## Web: JavaScript per page',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${cpus().length} cores) by ` +
    '`npm run build && npm run bundle -w @fieldhire/bench` (`bench/bundle-size.ts`): each page opened ' +
    'in Chromium (fresh cache) against the real server on the demo database, every script it loads ' +
    'until the network is idle added up. "gzip" compresses each file at level 9 (the ' +
    `target: the job list ships at most ${TARGET_KB} KB of gzipped JavaScript); "sent" is what ` +
    'the browser received: the build writes brotli and gzip copies of every text file and the server ' +
    'sends them to browsers that accept them.',
  '',
  '| page | scripts | JavaScript KB | gzip KB | sent KB (brotli) | target |',
  '|---|---|---|---|---|---|',
  ...weights.map(
    (w) =>
      `| ${w.page} (\`${w.path.replace(/\d+$/, '{id}')}\`) | ${w.scripts} | ${w.rawKb.toFixed(0)} | ` +
      `${w.gzipKb.toFixed(1)} | ${w.sentKb.toFixed(1)} | ` +
      `${w.page === 'Job list' ? `≤ ${TARGET_KB} KB gzip: ${w.gzipKb <= TARGET_KB ? 'met' : 'missed'}` : '-'} |`,
  ),
  '<!-- bundle:end -->',
].join('\n');
console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('bundle', section);
