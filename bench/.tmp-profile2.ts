import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/server/src/db/database';
import { createMessagingRepository } from '../apps/server/src/modules/messaging/messaging.repository';
import { createAccountsRepository } from '../apps/server/src/modules/accounts/accounts.repository';
import { createCompaniesRepository } from '../apps/server/src/modules/companies/companies.repository';

const url = 'postgres://postgres@127.0.0.1:5432/fieldhire_bench_messaging';
const database = await openDatabase({ url });
const db = database.db;
const m = createMessagingRepository(db);
const a = createAccountsRepository(db);
const c = createCompaniesRepository(db);
const [u] = await queryRows<{ id: number; cid: number }>(db, sql`select u.id, cp.conversation_id as cid from users u join conversation_participants cp on cp.user_id = u.id where u.username = 'bench_msg_1'`);
async function time(label: string, fn: () => Promise<unknown>, n = 300) {
  for (let i = 0; i < 20; i++) await fn();
  const t: number[] = [];
  for (let i = 0; i < n; i++) { const t0 = performance.now(); await fn(); t.push(performance.now() - t0); }
  t.sort((a, b) => a - b);
  console.log(label.padEnd(30), 'p50', t[Math.floor(n / 2)]!.toFixed(2), 'p95', t[Math.floor(n * 0.95)]!.toFixed(2));
}
await time('select 1', () => db.execute(sql`select 1`));
await time('findById', () => a.findById(u!.id));
await time('membershipOf', () => c.membershipOf(u!.id));
await time('unreadCount', () => m.unreadCount(u!.id));
await time('profileCounts', () => a.profileCounts(u!.id));
await time('participants', () => m.participants([u!.cid]));
await time('findViewerByTokenHash', () => a.findViewerByTokenHash('x'.repeat(64)));
await database.close();
