import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';

/**
 * The OpenAPI document the server serves at /api/docs/json, from an app built on an empty
 * in-memory database: its routes' schemas are all the document needs.
 */
export async function openApiDocument() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'fieldhire-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://fieldhire.localhost',
    WEB_DIST_DIR: '/nonexistent',
    UPLOAD_DIR: path.join(scratch, 'uploads'),
    PRIVATE_UPLOAD_DIR: path.join(scratch, 'private'),
  });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    const app = await buildApp({ config, database, logger: false });
    const response = await app.inject('/api/docs/json');
    await app.close();
    if (response.statusCode !== 200)
      throw new Error(`/api/docs/json answered ${response.statusCode}`);
    return response.json<Record<string, unknown>>();
  } finally {
    await database.close();
  }
}

// `tsx scripts/openapi-document.ts <file>` writes it to <file>.
const target = process.argv[2];
if (target && import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
}
