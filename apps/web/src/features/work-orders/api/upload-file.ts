import { IDEMPOTENCY_HEADER, type WorkOrder } from '@fieldhire/contract/work-orders';
import { ApiRequestError, apiErrorOf, authHeaders } from '../../../lib/api-client';

export interface UploadRequest {
  workOrderId: number;
  deliverableId: string;
  file: File;
  idempotencyKey: string;
  /** From 0 to 1 as the file goes up. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text || null;
  }
}

/**
 * Uploads a photo or document of a deliverable (multipart field `file`), reporting its progress,
 * which fetch cannot. Sends what the api client sends, and fails as it does.
 */
export async function uploadDeliverableFile({
  workOrderId,
  deliverableId,
  file,
  idempotencyKey,
  onProgress,
  signal,
}: UploadRequest): Promise<WorkOrder> {
  const headers = await authHeaders('POST', { [IDEMPOTENCY_HEADER]: idempotencyKey });
  const form = new FormData();
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/work-orders/${workOrderId}/deliverables/${deliverableId}/`);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as WorkOrder);
      } else reject(apiErrorOf(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, null));
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
