import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '@fieldhire/contract/verification';
import { users } from './accounts';
import { companies } from './companies';
import { createdAt } from './column-types';
import { operators } from './operations';

/**
 * A document a company or an agent sent to be verified. Exactly one of `companyId` and `userId`
 * is set. A verified document gives its owner a badge until `expiresOn` passes.
 */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: DOCUMENT_KINDS }).notNull(),
    /** Its stored name in the private file store, and the name it was sent with. */
    file: text().notNull(),
    fileName: text().notNull(),
    expiresOn: date({ mode: 'string' }),
    status: text({ enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text(),
    reviewedBy: integer().references(() => operators.id),
    reviewedAt: timestamp({ withTimezone: true }),
    /** When the owner was told it expires soon. */
    remindedAt: timestamp({ withTimezone: true }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_documents_company_idx').on(t.companyId, t.kind),
    index('verification_documents_user_idx').on(t.userId, t.kind),
    index('verification_documents_status_idx').on(t.status, t.createdAt),
  ],
);
