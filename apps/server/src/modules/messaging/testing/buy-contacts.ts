import type { Database } from '../../../db/database';
import { products, purchases } from '../../../db/schema/billing';

/** Gives the company an active package with this many candidate contacts, as a purchase would. */
export async function buyContacts(db: Database, companyId: number, contacts: number) {
  const [product] = await db
    .insert(products)
    .values({
      slug: `contacts-${companyId}-${contacts}-${Date.now()}`,
      name: 'Contacts',
      description: 'Candidate contacts',
      priceCents: 100,
      interval: 'month',
      candidateContacts: contacts,
    })
    .returning({ id: products.id });
  await db.insert(purchases).values({ companyId, productId: product!.id, contactsTotal: contacts });
}
