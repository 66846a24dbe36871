import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the push service accepted, decrypted, with the sender's VAPID claims. */
export interface ReceivedPush {
  device: string;
  message: unknown;
  ttl: string | undefined;
  urgency: string | undefined;
  vapid: { publicKey: string; audience: string; subject: string; expires: number };
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
  /** The status this device's endpoint answers (410: the browser dropped the subscription). */
  status: number;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
const withOne = (text: string, ...parts: Buffer[]) =>
  Buffer.concat([Buffer.from(text, 'latin1'), ...parts, Buffer.from([1])]);

/** Decrypts an `aes128gcm` Web Push body (RFC 8291 keys, RFC 8188 record) for the device. */
export function decryptPush(body: Buffer, { ecdh, auth }: Pick<Device, 'ecdh' | 'auth'>) {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ikm = hmac(
    hmac(auth, ecdh.computeSecret(senderKey)),
    withOne('WebPush: info\0', ecdh.getPublicKey(), senderKey),
  );
  const prk = hmac(salt, ikm);
  const key = hmac(prk, withOne('Content-Encoding: aes128gcm\0')).subarray(0, 16);
  const nonce = hmac(prk, withOne('Content-Encoding: nonce\0')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The last record does not end with its delimiter.');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the `vapid t=…, k=…` authorization (an ES256 JWT signed by key k) and answers its claims. */
export function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID signature does not verify.');
  const { aud, sub, exp } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  return { publicKey, audience: aud, subject: sub, expires: exp };
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A push service on loopback, as a browser vendor runs one: each device gets an endpoint and keys
 * like a browser's subscription, and every message posted to it is verified and decrypted.
 */
export async function startPushService(port = 0) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const failures: string[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const name = decodeURIComponent(request.url?.replace(/^\/push\//, '') ?? '');
      const device = devices.get(name);
      const body = await readBody(request);
      if (!device) return response.writeHead(404).end();
      if (device.status !== 201) return response.writeHead(device.status).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        received.push({
          device: name,
          message: JSON.parse(decryptPush(body, device)),
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          vapid: verifyVapid(request.headers.authorization),
        });
        response.writeHead(201).end();
      } catch (error) {
        failures.push(String(error));
        response.writeHead(400).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    failures,
    /** A new device: its subscription as `PushSubscription.toJSON()` gives it. */
    subscribe(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, status: 201 });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      };
    },
    /** From now on the device's endpoint answers `status` (410 Gone: unsubscribed). */
    answer(name: string, status: number) {
      devices.get(name)!.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type LoopbackPushService = Awaited<ReturnType<typeof startPushService>>;
