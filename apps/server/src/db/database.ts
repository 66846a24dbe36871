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

export type DatabaseTarget =
  | { url: string }
  /** `loadDataDir`: an embedded database's files, as PGlite's dumpDataDir gave them, to start from. */
  | { pgliteDir: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    // JIT compilation costs tens of milliseconds and pays off only for long analytic queries.
    // Connections stay open once made: a pool that closes idle ones opens them again at the next
    // burst, and the queries handed to a new connection wait for a new PostgreSQL backend.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      idleTimeoutMillis: 0,
      options: '-c jit=off',
    });
    // A connection the server drops while it sits idle (a restart, an administrator's terminate)
    // is an error on the pool; the pool replaces the connection, and the process carries on.
    pool.on('error', (error) => {
      process.emitWarning(`an idle database connection failed: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      async migrate() {
        await createExtensions(db);
        await migratePg(db, { migrationsFolder });
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
