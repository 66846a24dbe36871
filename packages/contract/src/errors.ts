import { z } from 'zod';

export const ApiError = z.object({
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const Detail = z.object({ detail: z.string() });
export type Detail = z.infer<typeof Detail>;

export * from './error-codes';
