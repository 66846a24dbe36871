import { sql } from 'drizzle-orm';
import type { AuditEntry } from '@fieldhire/contract/operations';
import { queryRows, type Database } from '../../db/database';
import { toIso } from '../../platform/iso-time';

export interface AuditRecord {
  operatorId: number;
  action: string;
  targetType: string;
  targetId: number;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

interface AuditRow {
  id: number;
  operator: string;
  action: string;
  target_type: string;
  target_id: number;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: Date | string;
}

const toEntry = ({ created_at, ...row }: AuditRow): AuditEntry => ({
  ...row,
  at: toIso(created_at),
});

export const AUDIT_PAGE = 50;

/** The operator audit log: rows are only ever inserted (a trigger refuses the rest). */
export function createAuditRepository(db: Database) {
  return {
    async record(entry: AuditRecord) {
      await db.execute(
        sql`insert into operator_audit (operator_id, action, target_type, target_id, before, after, reason)
            values (${entry.operatorId}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
                    ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
                    ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb,
                    ${entry.reason ?? null})`,
      );
    },

    /**
     * Newest first, `AUDIT_PAGE` at a time before `beforeId`; `q` matches the action, the reason,
     * the operator's email or the record's id.
     */
    async search(filter: {
      q?: string | undefined;
      targetType?: string | undefined;
      targetId?: number | undefined;
      beforeId?: number | undefined;
    }) {
      const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const id = filter.q && /^\d{1,9}$/.test(filter.q) ? Number(filter.q) : -1;
      const rows = await queryRows<AuditRow>(
        db,
        sql`select a.id, o.email as operator, a.action, a.target_type, a.target_id, a.before,
                   a.after, a.reason, a.created_at
              from operator_audit a join operators o on o.id = a.operator_id
             where true
             ${filter.targetType ? sql`and a.target_type = ${filter.targetType}` : sql``}
             ${filter.targetId ? sql`and a.target_id = ${filter.targetId}` : sql``}
             ${filter.beforeId ? sql`and a.id < ${filter.beforeId}` : sql``}
             ${like ? sql`and (a.action ilike ${like} or a.reason ilike ${like} or o.email ilike ${like} or a.target_id = ${id})` : sql``}
             order by a.id desc limit ${AUDIT_PAGE + 1}`,
      );
      const entries = rows.slice(0, AUDIT_PAGE).map(toEntry);
      return {
        entries,
        next_before_id: rows.length > AUDIT_PAGE ? (entries.at(-1)?.id ?? null) : null,
      };
    },
  };
}
