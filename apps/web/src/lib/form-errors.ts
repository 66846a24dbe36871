import type { ZodType } from 'zod';
import { ApiRequestError } from './api-client';

export type FieldErrors = Record<string, string>;

/** First message per field path, in the shape Mantine's useForm expects. */
export function zodFieldErrors(schema: ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** A Mantine form `validate` function backed by a contract schema. */
export function zodResolver<Values>(
  schema: ZodType,
  toInput: (values: Values) => unknown = (values) => values,
) {
  return (values: Values): FieldErrors => zodFieldErrors(schema, toInput(values));
}

/** The server's 400 `fields` as form errors, or null when the error has none. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiRequestError) || !error.fields) return null;
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    if (messages.length > 0) errors[field] = messages.join(' ');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
