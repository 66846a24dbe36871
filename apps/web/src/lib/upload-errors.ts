import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import { IMAGE_TYPES, RESUME_TYPES } from '@fieldhire/contract/profiles';
import { ApiRequestError } from './api-client';

function badInputLines(error: ApiRequestError): string[] {
  const fields = error.fields;
  if (fields) {
    return Object.entries(fields).flatMap(([field, messages]) =>
      messages.map((message) => `${field}: ${message}`),
    );
  }
  const text = error.detail ?? (typeof error.data === 'string' ? error.data : null);
  return text ? [text] : [];
}

function responseText(error: ApiRequestError): string {
  if (typeof error.data === 'string') return error.data;
  return error.detail ?? '';
}

/** The spec's message for a failed profile or company upload: one line per field error on a 400. */
export function uploadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === 0) return MESSAGES.noResponse;
  switch (error.status) {
    case 413:
      return MESSAGES.uploadTooLarge;
    case 500:
      return MESSAGES.uploadServerError;
    case 400:
      return [MESSAGES.uploadBadInput, ...badInputLines(error)].join('\n');
    default:
      return `Error ${error.status}: ${responseText(error)}`;
  }
}

/** What a file picker accepts: the types the server keeps, as MIME types and file name endings. */
export const UPLOAD_KINDS = {
  image: {
    types: IMAGE_TYPES as readonly string[],
    endings: ['.png', '.jpg', '.jpeg', '.webp'],
    wrongType: 'Choose a PNG, JPEG or WebP image.',
  },
  resume: {
    types: RESUME_TYPES as readonly string[],
    endings: ['.pdf', '.doc', '.docx'],
    wrongType: 'Choose a PDF, DOC or DOCX file.',
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The picker's `accept` list for a kind of upload. */
export function acceptOf(kind: UploadKind): string {
  const { types, endings } = UPLOAD_KINDS[kind];
  return [...types, ...endings].join(',');
}

/**
 * Why a chosen file cannot be uploaded (over the limit, or of a type the server refuses), checked
 * when it is chosen; null when it may be sent. The server's own limit still decides.
 */
export function chosenFileProblem(file: File | null | undefined, kind: UploadKind): string | null {
  if (!file) return null;
  if (file.size > UPLOAD_LIMIT_BYTES) return MESSAGES.uploadTooLarge;
  const { types, endings, wrongType } = UPLOAD_KINDS[kind];
  const name = file.name.toLowerCase();
  // Some systems give no MIME type for Office files; the name's ending then decides.
  const known = file.type ? types.includes(file.type) : endings.some((end) => name.endsWith(end));
  return known ? null : wrongType;
}
