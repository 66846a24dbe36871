import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

const NUL = '\u0000';

/**
 * The dotted path of the first string under `value` that holds a NUL character, if any. Walks with
 * its own stack rather than recursion, so no nesting depth can overflow the call stack.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path: at } = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return at || 'non_field_errors';
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push({ value: current[index], path: at });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        if (key.includes(NUL)) return key;
        pending.push({ value: item, path: at ? `${at}.${key}` : key });
      }
    }
  }
  return null;
}

export const nulCharacterError = (field: string) =>
  fieldError(field, 'Text cannot contain NUL characters.');

/** PostgreSQL cannot store NUL in text: refuse it up front with a 400 naming the field. */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.params) ??
      findNulCharacter(request.query) ??
      findNulCharacter(request.body);
    if (field) throw nulCharacterError(field);
  });
}
