import { createServer } from 'node:http';
import { E2E_PORT } from '../playwright.config';

/** The loopback origin the e2e server may post push messages to (PUSH_SERVICE_ORIGINS). */
export const PUSH_ORIGIN = `http://127.0.0.1:${E2E_PORT + 26}`;

export interface RecordedPush {
  path: string;
  encoding: string | undefined;
  authorization: string | undefined;
  bytes: number;
}

/** A push service endpoint on loopback that accepts every message and records how it came. */
export async function startPushRecorder() {
  const received: RecordedPush[] = [];
  const server = createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        encoding: request.headers['content-encoding'],
        authorization: request.headers.authorization,
        bytes,
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(E2E_PORT + 26, '127.0.0.1', resolve));
  return {
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
