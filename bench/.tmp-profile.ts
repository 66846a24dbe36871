import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/database';
import { loadConfig } from '../apps/server/src/config';
import { buildApp } from '../apps/server/src/app';
import { createMessagingService } from '../apps/server/src/modules/messaging/messaging.service';
import { createHash } from 'node:crypto';

const url = 'postgres://postgres@127.0.0.1:5432/fieldhire_bench_messaging';
const database = await openDatabase({ url });
const app = await buildApp({ config: loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', RATE_LIMITS: 'false', WEB_DIST_DIR: '/x' }), database, logger: false });
await app.ready();
const tokenOf = (i: number) => createHash('sha256').update(`fieldhire-bench-${i}`).digest('hex').slice(0, 40);
const [conv] = await queryRows<{ id: number }>(database.db, sql`select cp.conversation_id as id from conversation_participants cp join users u on u.id = cp.user_id where u.username = 'bench_msg_0'`);
const csrf = 'abc';
async function time(label: string, fn: () => Promise<unknown>, n = 200) {
  for (let i = 0; i < 10; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const t0 = performance.now(); await fn(); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b);
  console.log(label, 'p50', t[Math.floor(n / 2)]!.toFixed(2), 'p95', t[Math.floor(n * 0.95)]!.toFixed(2));
}
await time('inject POST message', () => app.inject({ method: 'POST', url: `/api/messages/?conversation_id=${conv!.id}`, headers: { authorization: `Token ${tokenOf(0)}`, 'x-csrftoken': csrf }, cookies: { csrftoken: csrf }, payload: { content: 'x' } }));
await time('inject GET user-info', () => app.inject({ method: 'GET', url: `/api/user-info`, headers: { authorization: `Token ${tokenOf(1)}` } }));
await time('inject GET healthz', () => app.inject({ method: 'GET', url: `/healthz` }));
await time('select 1', () => database.db.execute(sql`select 1`));
await app.close();
await database.close();
