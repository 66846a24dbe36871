import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './db/seed/demo-seed';
import { seedProducts } from './db/seed/products';
import { createReferenceService } from './modules/reference/reference.service';
import { loadGeoData } from './platform/geo/geo-data';
import { createRedisClient } from './platform/redis';
import { createFileStore, createPrivateFileStore } from './platform/uploads/file-store';

const startedAt = Date.now();
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, statementTimeoutMs: config.statementTimeoutMs }
    : { pgliteDir: config.pgliteDir },
);
await database.migrate();
await seedProducts(database.db);
// Named after the process, so Redis's CLIENT LIST tells which server holds which connection.
const redis = config.redisUrl
  ? createRedisClient(config.redisUrl, `fieldhire-${process.pid}`)
  : undefined;
loadGeoData();
await createReferenceService(database.db).sync();
const seeded =
  config.seed &&
  (await seedDemo(database.db, {
    files: createFileStore(config.uploadDir),
    privateFiles: createPrivateFileStore(config.privateUploadDir),
  }));
const app = await buildApp({ config, database, redis });
if (seeded) app.log.info('seeded the demo marketplace');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(
  { database: database.kind, startupMs: Date.now() - startedAt },
  `Fieldhire is serving ${config.publicUrl}`,
);
if (config.seed) {
  const logins = DEMO_LOGINS.map((login) => `${login.role}: ${login.email}`).join(', ');
  console.log(
    `\n  Fieldhire: ${config.publicUrl}\n  Demo logins (password "${DEMO_PASSWORD}"): ${logins}\n`,
  );
}
