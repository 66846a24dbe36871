import { sql } from 'drizzle-orm';
import type { DocumentKind } from '@fieldhire/contract/verification';
import { queryRows, type Database } from '../../db/database';

/** A document's owner: a company or an agent. */
export type DocumentOwner = { companyId: number } | { userId: number };

export interface DocumentRow {
  id: number;
  company_id: number | null;
  user_id: number | null;
  kind: DocumentKind;
  file: string;
  file_name: string;
  expires_on: string | null;
  status: 'pending' | 'verified' | 'rejected';
  /** Verified and past its expiry date. */
  expired: boolean;
  rejection_reason: string | null;
  reviewed_at: Date | string | null;
  created_at: Date | string;
  owner_name: string;
}

const ownerCondition = (owner: DocumentOwner) =>
  'companyId' in owner ? sql`d.company_id = ${owner.companyId}` : sql`d.user_id = ${owner.userId}`;

const documentSelect = sql`select d.id, d.company_id, d.user_id, d.kind, d.file, d.file_name,
         to_char(d.expires_on, 'YYYY-MM-DD') as expires_on, d.status,
         (d.status = 'verified' and d.expires_on < current_date) as expired,
         d.rejection_reason, d.reviewed_at, d.created_at,
         coalesce(c.name, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''),
                  u.username, '') as owner_name
  from verification_documents d
  left join companies c on c.id = d.company_id
  left join users u on u.id = d.user_id`;

export function createVerificationRepository(db: Database) {
  return {
    async insert(
      owner: DocumentOwner,
      values: {
        kind: DocumentKind;
        file: string;
        fileName: string;
        expiresOn: string | null;
        uploadedBy: number;
      },
    ) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into verification_documents (company_id, user_id, kind, file, file_name, expires_on, uploaded_by)
            values (${'companyId' in owner ? owner.companyId : null}, ${'userId' in owner ? owner.userId : null},
                    ${values.kind}, ${values.file}, ${values.fileName}, ${values.expiresOn}, ${values.uploadedBy})
            returning id`,
      );
      return row!.id;
    },

    async ofOwner(owner: DocumentOwner) {
      return queryRows<DocumentRow>(
        db,
        sql`${documentSelect} where ${ownerCondition(owner)} order by d.created_at desc, d.id desc`,
      );
    },

    async find(id: number, lock = false) {
      const [row] = await queryRows<DocumentRow>(
        db,
        sql`${documentSelect} where d.id = ${id} ${lock ? sql`for update of d` : sql``}`,
      );
      return row ?? null;
    },

    async remove(id: number) {
      await db.execute(sql`delete from verification_documents where id = ${id}`);
    },

    /** The review queue: pending documents oldest first, reviewed ones newest first. */
    async byStatus(status: 'pending' | 'verified' | 'rejected', limit: number) {
      return queryRows<DocumentRow>(
        db,
        status === 'pending'
          ? sql`${documentSelect} where d.status = 'pending' order by d.created_at, d.id limit ${limit}`
          : sql`${documentSelect} where d.status = ${status}
                order by d.reviewed_at desc nulls last, d.id desc limit ${limit}`,
      );
    },

    async review(
      id: number,
      values: { status: 'verified' | 'rejected'; reason: string | null; operatorId: number },
    ) {
      await db.execute(
        sql`update verification_documents
               set status = ${values.status}, rejection_reason = ${values.reason},
                   reviewed_by = ${values.operatorId}, reviewed_at = now()
             where id = ${id}`,
      );
    },

    /**
     * Verified documents that expire within `days` days and whose owner was not told yet: marked
     * told, and answered, in one statement (a second run finds none of them).
     */
    async claimExpiring(days: number, limit: number) {
      return queryRows<{
        id: number;
        kind: DocumentKind;
        company_id: number | null;
        user_id: number | null;
        expires_on: string;
      }>(
        db,
        sql`update verification_documents set reminded_at = now()
             where id in (select id from verification_documents
                           where status = 'verified' and reminded_at is null
                             and expires_on >= current_date
                             and expires_on <= current_date + ${days}::int
                           order by expires_on, id limit ${limit} for update skip locked)
         returning id, kind, company_id, user_id, to_char(expires_on, 'YYYY-MM-DD') as expires_on`,
      );
    },
  };
}
