#!/usr/bin/env node
// Builds the web app unless its last build came from the same sources, so that `npm start` on an
// unchanged checkout serves within seconds instead of rebuilding for half a minute. The sources
// are every file the build reads: the web app's and the contract's, the lockfile and the shared
// TypeScript settings; their digest is kept beside the server build once a build succeeds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
const SOURCES = ['apps/web', 'packages/contract', 'package-lock.json', 'tsconfig.base.json'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-ssr', 'test-results']);
const OUTPUTS = [path.join(web, 'dist/index.html'), path.join(web, 'dist-ssr/entry-server.js')];
const STAMP = path.join(web, 'dist-ssr/.sources-sha256');

function* files(relative) {
  const absolute = path.join(root, relative);
  if (!statSync(absolute).isDirectory()) {
    yield relative;
    return;
  }
  const entries = readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !NOT_SOURCES.has(entry.name))
    .map((entry) => entry.name)
    .sort();
  for (const name of entries) yield* files(path.join(relative, name));
}

function sourcesDigest() {
  const hash = createHash('sha256');
  for (const source of SOURCES)
    for (const file of files(source)) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  return hash.digest('hex');
}

const digest = sourcesDigest();
const built =
  OUTPUTS.every((output) => existsSync(output)) &&
  existsSync(STAMP) &&
  readFileSync(STAMP, 'utf8').trim() === digest;
if (built) {
  console.log('The web app is built from these sources already (npm run build rebuilds it).');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(STAMP, `${digest}\n`);
