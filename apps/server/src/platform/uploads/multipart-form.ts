import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../errors';
import { findNulCharacter, nulCharacterError } from '../text-guard';

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  files: Record<string, Buffer>;
  /** Each file's name as the browser sent it. */
  fileNames: Record<string, string>;
}

/**
 * Reads a multipart form: text fields (a repeated name, or `name[]`, becomes a list) and the named
 * files. The upload limit of @fastify/multipart stops a file past 50 MB while it streams (413).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<MultipartForm> {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', 'Send the form as multipart/form-data.');
  const fields: Record<string, string | string[]> = {};
  const files: Record<string, Buffer> = {};
  const fileNames: Record<string, string> = {};
  try {
    await collectParts(request, fileFields, fields, files, fileNames);
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('The multipart form could not be read.');
  }
  const nulField = findNulCharacter(fields);
  if (nulField) throw nulCharacterError(nulField);
  return { fields, files, fileNames };
}

async function collectParts(
  request: FastifyRequest,
  fileFields: readonly string[],
  fields: MultipartForm['fields'],
  files: MultipartForm['files'],
  fileNames: MultipartForm['fileNames'],
) {
  for await (const part of request.parts()) {
    const name = part.fieldname.replace(/\[\]$/, '');
    if (part.type === 'file') {
      if (!fileFields.includes(name)) {
        part.file.resume();
        throw new AppError(400, 'bad_request', `Unexpected file field "${name}".`);
      }
      const content = await part.toBuffer();
      if (content.length > 0) {
        files[name] = content;
        fileNames[name] = part.filename.slice(0, 200);
      }
      continue;
    }
    const value = String(part.value);
    const previous = fields[name];
    if (previous === undefined) fields[name] = part.fieldname.endsWith('[]') ? [value] : value;
    else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
}

/** Validates the text fields of a multipart form with a contract schema: a 400 with every field error. */
export function parseFormFields<T extends z.ZodType>(
  schema: T,
  fields: MultipartForm['fields'],
): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name =
      issue.path.filter((part) => typeof part === 'string').join('.') || 'non_field_errors';
    (errors[name] ??= []).push(issue.message);
  }
  const [name, messages] = Object.entries(errors)[0]!;
  throw badRequest(`${name}: ${messages[0]}`, errors);
}
