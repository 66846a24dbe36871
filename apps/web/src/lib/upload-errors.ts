import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
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

/** The 413 message for a file over the upload limit, checked before it is sent; null when it fits. */
export function oversizeFileMessage(file: File | null | undefined): string | null {
  return file && file.size > UPLOAD_LIMIT_BYTES ? MESSAGES.uploadTooLarge : null;
}
