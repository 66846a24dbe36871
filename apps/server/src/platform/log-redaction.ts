import type { FastifyRequest } from 'fastify';

/** Query parameters and path parts that are credentials: a calendar feed's or a socket's token. */
const SECRET_QUERY = /([?&](?:token|invite_token)=)[^&#]*/gi;
const SECRET_PATH = /^(\/api\/unsubscribe\/)[^/?#]+/;

/** The address as it may be logged: the credentials it carries replaced. */
export const redactUrl = (url: string) =>
  url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');

/** Fastify's request log line, with the address redacted. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
