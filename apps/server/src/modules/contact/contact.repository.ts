import type { Database } from '../../db/database';
import { contactMessages } from '../../db/schema/mail';

export function createContactRepository(db: Database) {
  return {
    async insert(values: typeof contactMessages.$inferInsert) {
      const [row] = await db
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
