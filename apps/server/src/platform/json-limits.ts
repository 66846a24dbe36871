import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@fieldhire/contract/errors';
import { AppError } from './errors';

/** Far above any body the API takes; well below what makes parsing or validation expensive. */
export const JSON_MAX_DEPTH = 32;
export const JSON_MAX_VALUES = 10_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;

export const jsonTooDeep = () =>
  new AppError(
    400,
    ERROR_CODES.badRequest,
    `The JSON body is nested too deeply (at most ${JSON_MAX_DEPTH} levels).`,
  );
export const jsonTooManyValues = () =>
  new AppError(
    413,
    ERROR_CODES.bodyTooLarge,
    `The JSON body has too many values (at most ${JSON_MAX_VALUES.toLocaleString('en-US')}).`,
  );

/**
 * Counts nesting and values in the raw bytes as they arrive, so a hostile body is refused before
 * it is parsed. Structural characters are ASCII and never occur inside a multi-byte UTF-8
 * sequence, so bytes can be scanned without decoding.
 */
export class JsonLimitsScanner extends Transform {
  private depth = 0;
  private values = 0;
  private inString = false;
  private escaped = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    const error = this.scan(chunk);
    if (error) callback(error);
    else callback(null, chunk);
  }

  private scan(chunk: Buffer): AppError | null {
    for (const byte of chunk) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
        continue;
      }
      if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        this.depth += 1;
        this.values += 1;
        if (this.depth > JSON_MAX_DEPTH) return jsonTooDeep();
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) this.depth -= 1;
      else if (byte === COMMA) this.values += 1;
      if (this.values > JSON_MAX_VALUES) return jsonTooManyValues();
    }
    return null;
  }
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType);

/** Bounds the nesting depth and the number of values of every JSON request body. */
export function limitJsonBodies(app: FastifyInstance) {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isJson(request.headers['content-type'])) return payload;
    const scanner = new JsonLimitsScanner();
    payload.on('error', (error) => scanner.destroy(error));
    // Once refused, the rest of the body is read and dropped, as Fastify does past its body limit.
    scanner.on('error', () => {
      payload.unpipe(scanner);
      payload.resume();
    });
    return payload.pipe(scanner);
  });
}
