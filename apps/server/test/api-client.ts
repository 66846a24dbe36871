import type { FastifyInstance, InjectOptions } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Talks to the app like the web client: CSRF cookie + header, Token header once logged in. */
export class ApiClient {
  csrfToken: string | null = null;
  token: string | null = null;
  /** Cookies sent with every request besides the CSRF one (an operator's session). */
  cookies: Record<string, string> = {};

  constructor(private readonly app: FastifyInstance) {}

  async refreshCsrf() {
    const response = await this.app.inject({ method: 'GET', url: '/api/refresh-csrf/' });
    this.csrfToken = response.json<{ csrfToken: string }>().csrfToken;
    return response;
  }

  async request(method: Method, url: string, body?: unknown, extra: Partial<InjectOptions> = {}) {
    if (method !== 'GET' && !this.csrfToken) await this.refreshCsrf();
    const headers: Record<string, string> = {};
    if (this.token) headers.authorization = `Token ${this.token}`;
    if (method !== 'GET' && this.csrfToken) headers['x-csrftoken'] = this.csrfToken;
    return this.app.inject({
      method,
      url,
      headers: { ...headers, ...(extra.headers as Record<string, string> | undefined) },
      cookies: { ...this.cookies, ...(this.csrfToken ? { csrftoken: this.csrfToken } : {}) },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string, body?: unknown) => this.request('DELETE', url, body);
  /** Sends a multipart body built by `multipart()`. */
  form = (
    method: 'POST' | 'PATCH',
    url: string,
    form: { payload: Buffer; headers: Record<string, string> },
  ) => this.request(method, url, form.payload, { headers: form.headers });
}

let counter = 0;
export function uniqueUser(
  role: 'candidate' | 'employer' = 'candidate',
  extra: Record<string, string | undefined> = {},
) {
  counter += 1;
  const id = `${process.pid}${Date.now().toString(36)}${counter}`;
  return {
    username: `user_${id}`,
    email: `user_${id}@example.test`,
    password: 'correct-horse-battery',
    first_name: 'Test',
    last_name: 'User',
    role,
    ...(role === 'employer' ? { company_name: `Company ${id}` } : {}),
    ...extra,
  };
}
