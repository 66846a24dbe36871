import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A `fetch` answered by the app in process (`app.inject`), for clients that take one: the
 * request goes through every hook and route as it would over a socket.
 */
export const injectFetch =
  (app: FastifyInstance) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answered = await app.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body && { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answered.headers))
      for (const each of Array.isArray(value) ? value : [value])
        if (each !== undefined) headers.append(name, String(each));
    const empty = answered.statusCode === 204 || answered.statusCode === 304;
    return new Response(empty ? null : answered.rawPayload, {
      status: answered.statusCode,
      headers,
    });
  };
