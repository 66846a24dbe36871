import { z } from 'zod';
import { ApplicationStatus } from './jobs';
import { WorkOrderStatus } from './work-orders';

/** A page of a list in the public API: up to `limit` items after the one `cursor` names. */
export const CursorQuery = z.object({
  limit: z.coerce
    .number({ error: 'Give limit as a number from 1 to 100.' })
    .int('Give limit as a number from 1 to 100.')
    .min(1, 'Give limit as a number from 1 to 100.')
    .max(100, 'Give limit as a number from 1 to 100.')
    .default(20),
  cursor: z
    .string()
    .regex(/^[0-9A-Za-z_-]{1,40}$/, 'Use the next_cursor of the page before.')
    .optional(),
});
export type CursorQuery = z.infer<typeof CursorQuery>;

/** A page of `item`s; `next_cursor` asks for the next one, null on the last page. */
export const cursorPage = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), next_cursor: z.string().nullable() });

/** The company's applicants across its jobs, newest first, of one status when given. */
export const ApplicantsPageQuery = CursorQuery.extend({ status: ApplicationStatus.optional() });
export type ApplicantsPageQuery = z.infer<typeof ApplicantsPageQuery>;

/** The company's work orders, newest first, of one status when given. */
export const WorkOrdersPageQuery = CursorQuery.extend({ status: WorkOrderStatus.optional() });
export type WorkOrdersPageQuery = z.infer<typeof WorkOrdersPageQuery>;
