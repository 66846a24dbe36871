import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema, type Schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs SQL text with `$1…` parameters; text without parameters may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const EXTENSIONS = ['pg_trgm', 'cube', 'earthdistance'];

async function createExtensions(db: Database) {
  for (const name of EXTENSIONS) {
    await db.execute(sql.raw(`CREATE EXTENSION IF NOT EXISTS ${name}`));
  }
}

/**
 * How long PostgreSQL runs one statement before it cancels it (0: no limit, for bulk loads). The
 * client gives up DRIVER_GRACE_MS later, when the server's own cancellation has not come back: the
 * link itself is stalled.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
const DRIVER_GRACE_MS = 2_000;
/** How long a request waits for a connection of the pool, new or free, before it fails. */
const CONNECT_TIMEOUT_MS = 3_000;

export type DatabaseTarget =
  | { url: string; statementTimeoutMs?: number }
  /** `loadDataDir`: an embedded database's files, as PGlite's dumpDataDir gave them, to start from. */
  | { pgliteDir: string; loadDataDir?: Blob };

/**
 * A query the driver gave up on (`query_timeout`) leaves its connection waiting for the answer,
 * and every later query on it queued behind: such a connection is closed, so the pool drops it
 * and opens a new one when the database answers again.
 */
function closeWhenStalled(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise)
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout')
          (
            client as unknown as { connection: { stream: { destroy(): void } } }
          ).connection.stream.destroy();
      });
    return result;
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const statementTimeoutMs = target.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
    // JIT compilation costs tens of milliseconds and pays off only for long analytic queries.
    // Connections stay open once made: a pool that closes idle ones opens them again at the next
    // burst, and the queries handed to a new connection wait for a new PostgreSQL backend.
    // Every wait is bounded, so a database that stops answering (a partition, a stuck primary)
    // fails requests in seconds instead of holding them: the connection, each statement, and a
    // transaction left idle by a process that lost its link (its locks are released).
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(statementTimeoutMs > 0 && { query_timeout: statementTimeoutMs + DRIVER_GRACE_MS }),
      options: [
        '-c jit=off',
        `-c statement_timeout=${statementTimeoutMs}`,
        `-c idle_in_transaction_session_timeout=${statementTimeoutMs > 0 ? statementTimeoutMs * 2 : 0}`,
      ].join(' '),
    });
    // A connection the server drops while it sits idle (a restart, an administrator's terminate)
    // is an error on the pool; the pool replaces the connection, and the process carries on.
    pool.on('error', (error) => {
      process.emitWarning(`an idle database connection failed: ${error.message}`);
    });
    pool.on('connect', closeWhenStalled);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      async migrate() {
        // Migrations (an index built over a million rows) take what they take.
        const client = new pg.Client({ connectionString: target.url, options: '-c jit=off' });
        await client.connect();
        try {
          const migrator = drizzlePg({ client, schema, casing: 'snake_case' });
          await createExtensions(migrator);
          await migratePg(migrator, { migrationsFolder });
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = target.pgliteDir;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { cube, earthdistance, pg_trgm },
    loadDataDir: target.loadDataDir,
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    async migrate() {
      await createExtensions(db);
      await migratePglite(db, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/**
 * The query `text` (`$1…` placeholders) with `values` as a drizzle query, so it runs on whatever
 * `db` is: the pool, or the caller's transaction.
 */
export function textQuery(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`);
  });
  return sql.join(chunks);
}

/**
 * A list of ids as one `int[]` parameter: the statement's text is the same however many ids it is
 * given, so a prepared statement serves every list.
 */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** Runs a raw query and returns its rows; both drivers answer with a `rows` array. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const rawDialect = new PgDialect();

/**
 * A raw query that PostgreSQL parses and plans once per connection, under `name`, for queries run
 * with every request; its parameters are `sql.placeholder(key)`, given as `values` when run.
 */
export function preparedQuery<T>(name: string, query: SQL) {
  const built = rawDialect.sqlToQuery(query);
  return async (db: Database, values: Record<string, unknown>): Promise<T[]> => {
    const result: unknown = await db._.session
      .prepareQuery(built, undefined, name, false)
      .execute(values);
    return (result as { rows: T[] }).rows;
  };
}

/** Statement names by query text: each text is hashed once. */
const statementNames = new Map<string, string>();
const STATEMENT_NAMES_KEPT = 500;

/**
 * Runs `query` (a drizzle query, or text with `$1…` and its values) as a statement PostgreSQL
 * parses and plans once per connection, named after its text. For statements run with every
 * change whose text does not vary with their values (a CTE costing a millisecond to plan each
 * time); text that varies with the number of values makes one statement per shape. The embedded
 * database runs it as any query.
 */
export async function runPrepared<T>(
  db: Database,
  query: SQL | { text: string; values: readonly unknown[] },
): Promise<T[]> {
  const built =
    'text' in query
      ? { sql: query.text, params: query.values.map((value) => value ?? null) }
      : (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    name = `h_${createHash('sha1').update(built.sql).digest('base64url')}`;
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    statementNames.set(built.sql, name);
  }
  const result: unknown = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/**
 * Lets the transaction commit without waiting for its WAL to reach the disk. Only for the work of
 * a queued job: the job's completion, a later commit that does wait, makes this one durable with
 * it, and a crash before that runs the job again.
 */
export async function commitWithoutWaiting(tx: Database) {
  await tx.execute(sql`set local synchronous_commit = off`);
}
