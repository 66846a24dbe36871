import { DetailedError, Upload } from 'tus-js-client';
import { RESUMABLE_UPLOADS_PATH } from '@fieldhire/contract/work-orders';
import { apiErrorOf, authHeaders } from '../../../lib/api-client';

const CHUNK_BYTES = 1024 * 1024;

function parseBody(body: string | undefined): unknown {
  try {
    return body ? (JSON.parse(body) as unknown) : null;
  } catch {
    return { detail: body };
  }
}

export interface ResumableUploadOptions {
  file: Blob;
  name: string;
  /** The upload begun by an earlier try, to resume from what the server has. */
  uploadUrl?: string;
  onUrl: (url: string) => void;
  onProgress: (fraction: number) => void;
}

/**
 * Sends a file in 1 MB chunks with the tus protocol; after a dropped connection it asks the
 * server how much arrived and sends the rest. Answers the upload's id for the deliverable.
 */
export function uploadResumably({
  file,
  name,
  uploadUrl,
  onUrl,
  onProgress,
}: ResumableUploadOptions) {
  return new Promise<string>((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: RESUMABLE_UPLOADS_PATH,
      uploadUrl: uploadUrl ?? null,
      chunkSize: CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000],
      storeFingerprintForResuming: false,
      metadata: { filename: name, filetype: file.type },
      async onBeforeRequest(request) {
        const headers = await authHeaders(request.getMethod() === 'HEAD' ? 'GET' : 'PATCH');
        headers.forEach((value, header) => request.setHeader(header, value));
      },
      onUploadUrlAvailable() {
        if (upload.url) onUrl(upload.url);
      },
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: () => resolve(upload.url!.split('/').filter(Boolean).pop()!),
      onError(error) {
        // A refusal (too large, signed out) is final; anything else is the network, tried later.
        const response = error instanceof DetailedError ? error.originalResponse : null;
        const status = response?.getStatus() ?? 0;
        if (status >= 400 && status < 500 && status !== 409 && status !== 423)
          reject(apiErrorOf(status, parseBody(response?.getBody())));
        else reject(error);
      },
    });
    upload.start();
  });
}
