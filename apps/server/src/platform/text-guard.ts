import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

const NUL = '\u0000';

/** The dotted path of the first string under `value` that holds a NUL character, if any. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'non_field_errors' : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findNulCharacter(item, path);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(item, path ? `${path}.${key}` : key) ?? (key.includes(NUL) ? key : null);
      if (found) return found;
    }
  }
  return null;
}

export const nulCharacterError = (field: string) => fieldError(field, 'Text cannot contain NUL characters.');

/** PostgreSQL cannot store NUL in text: refuse it up front with a 400 naming the field. */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field =
      findNulCharacter(request.params) ?? findNulCharacter(request.query) ?? findNulCharacter(request.body);
    if (field) throw nulCharacterError(field);
  });
}
