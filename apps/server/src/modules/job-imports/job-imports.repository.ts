import { and, eq, sql } from 'drizzle-orm';
import type { JobImportError } from '@fieldhire/contract/job-imports';
import type { Database } from '../../db/database';
import { jobImports } from '../../db/schema/jobs';
import type { ImportedJob } from '../jobs/imported-job';

/** A checked row kept between the preview and the import, with its row number in the file. */
export interface StoredImportRow extends ImportedJob {
  row: number;
  /** What the preview found the row would do. */
  action: 'create' | 'update' | 'unchanged';
}

export type JobImportRow = typeof jobImports.$inferSelect;

export function createJobImportsRepository(db: Database) {
  return {
    async insert(values: {
      companyId: number;
      createdBy: number;
      fileName: string;
      rows: StoredImportRow[];
      errors: JobImportError[];
      totalRows: number;
      createdCount: number;
      updatedCount: number;
      unchangedCount: number;
    }) {
      const [row] = await db.insert(jobImports).values(values).returning();
      return row!;
    },

    /**
     * The company's import (null for another company's), with its first `sampleRows` rows and
     * `maxErrors` errors rather than all of them.
     */
    async find(companyId: number, id: number, sampleRows: number, maxErrors: number) {
      const [row] = await db
        .select({
          id: jobImports.id,
          fileName: jobImports.fileName,
          status: jobImports.status,
          totalRows: jobImports.totalRows,
          processedRows: jobImports.processedRows,
          createdCount: jobImports.createdCount,
          updatedCount: jobImports.updatedCount,
          unchangedCount: jobImports.unchangedCount,
          createdAt: jobImports.createdAt,
          finishedAt: jobImports.finishedAt,
          validRows: sql<number>`jsonb_array_length(${jobImports.rows})`,
          sample: sql<
            StoredImportRow[]
          >`jsonb_path_query_array(${jobImports.rows}, ${`$[0 to ${sampleRows - 1}]`}::jsonpath)`,
          errorCount: sql<number>`jsonb_array_length(${jobImports.errors})`,
          errors: sql<
            JobImportError[]
          >`jsonb_path_query_array(${jobImports.errors}, ${`$[0 to ${maxErrors - 1}]`}::jsonpath)`,
          failure: sql<
            string | null
          >`(select e ->> 'message' from jsonb_array_elements(${jobImports.errors}) e where (e ->> 'row')::int = 0 limit 1)`,
        })
        .from(jobImports)
        .where(and(eq(jobImports.id, id), eq(jobImports.companyId, companyId)));
      return row ?? null;
    },

    /** Moves a previewed import to running; false when it had already been started. */
    async start(id: number) {
      const rows = await db
        .update(jobImports)
        .set({
          status: 'running',
          processedRows: 0,
          createdCount: 0,
          updatedCount: 0,
          unchangedCount: 0,
        })
        .where(and(eq(jobImports.id, id), eq(jobImports.status, 'previewed')))
        .returning({ id: jobImports.id });
      return rows.length > 0;
    },

    async rowsOf(id: number) {
      const [row] = await db
        .select({
          rows: jobImports.rows,
          companyId: jobImports.companyId,
          createdBy: jobImports.createdBy,
          status: jobImports.status,
          processedRows: jobImports.processedRows,
        })
        .from(jobImports)
        .where(eq(jobImports.id, id));
      return row ? { ...row, rows: row.rows as StoredImportRow[] } : null;
    },

    /** Adds a written batch to the import's progress. */
    async progress(
      id: number,
      done: { rows: number; created: number; updated: number; unchanged: number },
    ) {
      await db
        .update(jobImports)
        .set({
          processedRows: sql`${jobImports.processedRows} + ${done.rows}`,
          createdCount: sql`${jobImports.createdCount} + ${done.created}`,
          updatedCount: sql`${jobImports.updatedCount} + ${done.updated}`,
          unchangedCount: sql`${jobImports.unchangedCount} + ${done.unchanged}`,
        })
        .where(eq(jobImports.id, id));
    },

    /** Ends the import; a failure's reason is added to its errors as row 0. */
    async finish(id: number, failure?: string) {
      await db
        .update(jobImports)
        .set({
          status: failure ? 'failed' : 'done',
          finishedAt: new Date(),
          ...(failure && {
            errors: sql`${jobImports.errors} || ${JSON.stringify([{ row: 0, column: null, message: failure }])}::jsonb`,
          }),
        })
        .where(eq(jobImports.id, id));
    },
  };
}
