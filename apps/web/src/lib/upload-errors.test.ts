import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { chosenFileProblem, uploadErrorMessage } from './upload-errors';

describe('uploadErrorMessage', () => {
  it('maps 413 to the upload limit message', () => {
    const error = new ApiRequestError(413, { detail: 'Too big', code: 'payload_too_large' });
    expect(uploadErrorMessage(error)).toBe('Upload file too large, limit is 50 MB');
  });

  it('maps 500 to the corrupted file message', () => {
    expect(uploadErrorMessage(new ApiRequestError(500, 'Internal Server Error'))).toBe(
      'Error 500: Internal Server Error, file may be corrupted',
    );
  });

  it('lists each field error of a 400 on its own line', () => {
    const error = new ApiRequestError(400, {
      detail: 'Check the highlighted fields.',
      code: 'validation_error',
      fields: {
        zip: ['Enter a 5-digit ZIP code.'],
        phone: ['Enter a valid phone number.', 'Too short.'],
      },
    });
    expect(uploadErrorMessage(error)).toBe(
      'Error 400: Bad Input:\nzip: Enter a 5-digit ZIP code.\nphone: Enter a valid phone number.\nphone: Too short.',
    );
  });

  it('falls back to the detail of a 400 without field errors', () => {
    const error = new ApiRequestError(400, { detail: 'Unsupported file.', code: 'bad_request' });
    expect(uploadErrorMessage(error)).toBe('Error 400: Bad Input:\nUnsupported file.');
  });

  it('shows the status and the response for other statuses', () => {
    expect(
      uploadErrorMessage(
        new ApiRequestError(403, {
          detail: 'You can only edit your own profile.',
          code: 'permission_denied',
        }),
      ),
    ).toBe('Error 403: You can only edit your own profile.');
    expect(uploadErrorMessage(new ApiRequestError(502, 'Bad Gateway'))).toBe(
      'Error 502: Bad Gateway',
    );
  });

  it('shows the no-response message when the request never got an answer', () => {
    expect(uploadErrorMessage(new ApiRequestError(0, null))).toBe(
      'An unexpected error occurred. Please try again.',
    );
    expect(uploadErrorMessage(new TypeError('Failed to fetch'))).toBe(MESSAGES.noResponse);
  });
});

function fileOf(name: string, type: string, size?: number) {
  const file = new File(['x'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('chosenFileProblem', () => {
  it('refuses files over 50 MB before they are sent', () => {
    const huge = fileOf('scan.pdf', 'application/pdf', UPLOAD_LIMIT_BYTES + 1);
    expect(chosenFileProblem(huge, 'resume')).toBe(MESSAGES.uploadTooLarge);
    expect(
      chosenFileProblem(fileOf('logo.png', 'image/png', UPLOAD_LIMIT_BYTES + 1), 'image'),
    ).toBe(MESSAGES.uploadTooLarge);
    expect(
      chosenFileProblem(fileOf('exact.pdf', 'application/pdf', UPLOAD_LIMIT_BYTES), 'resume'),
    ).toBeNull();
    expect(chosenFileProblem(null, 'image')).toBeNull();
  });

  it('takes PNG, JPEG and WebP images and PDF, DOC and DOCX resumes only', () => {
    expect(chosenFileProblem(fileOf('logo.webp', 'image/webp'), 'image')).toBeNull();
    expect(chosenFileProblem(fileOf('logo.gif', 'image/gif'), 'image')).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(chosenFileProblem(fileOf('cv.pdf', 'application/pdf'), 'image')).toBe(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(chosenFileProblem(fileOf('cv.docx', ''), 'resume')).toBeNull();
    expect(chosenFileProblem(fileOf('cv.txt', 'text/plain'), 'resume')).toBe(
      'Choose a PDF, DOC or DOCX file.',
    );
    expect(chosenFileProblem(fileOf('photo.png', 'image/png'), 'resume')).toBe(
      'Choose a PDF, DOC or DOCX file.',
    );
  });
});
