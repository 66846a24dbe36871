import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, TeamRole } from '@fieldhire/contract/accounts';
import { CSRF_COOKIE, CSRF_HEADER } from '@fieldhire/contract/session';
import {
  CSRF_FAILED_DETAIL,
  EMAIL_NOT_VERIFIED_DETAIL,
  ERROR_CODES,
} from '@fieldhire/contract/errors';
import { safeEqual } from './crypto';
import { AppError, notAuthenticated, permissionDenied } from './errors';

export interface Viewer {
  id: number;
  role: Role;
  emailVerified: boolean;
  companyId: number | null;
  teamRole: TeamRole | null;
  tokenId: number;
}

export type TokenResolver = (token: string) => Promise<Viewer | null>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

const TOKEN_PATTERN = /^Token ([0-9a-f]{40})$/i;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls that carry their own credential in the path or a signature, not the browser's session:
 * the payment webhook and one-click unsubscribe links, which mail clients POST without cookies.
 */
const CSRF_EXEMPT = /^\/api\/(billing\/webhook|unsubscribe\/[^/]+(\/undo)?)\/?$/;

export function readToken(header: string | undefined): string | null {
  const match = header ? TOKEN_PATTERN.exec(header.trim()) : null;
  return match?.[1]?.toLowerCase() ?? null;
}

function csrfMatches(request: FastifyRequest) {
  const header = request.headers[CSRF_HEADER.toLowerCase()];
  const cookie = request.cookies[CSRF_COOKIE];
  return typeof header === 'string' && header.length > 0 && !!cookie && safeEqual(header, cookie);
}

export const authPlugin = fp<{ resolveToken: TokenResolver }>(async (app, { resolveToken }) => {
  app.decorateRequest('viewer', null);

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (UNSAFE_METHODS.has(request.method) && !CSRF_EXEMPT.test(path) && !csrfMatches(request)) {
      throw new AppError(403, ERROR_CODES.csrf, CSRF_FAILED_DETAIL);
    }
    const token = readToken(request.headers.authorization);
    if (token) request.viewer = await resolveToken(token);
  });
});

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw notAuthenticated();
  return request.viewer;
}

export function requireRole(request: FastifyRequest, role: Role): Viewer {
  const viewer = requireViewer(request);
  if (viewer.role !== role) throw permissionDenied(`Only ${role}s can do this.`);
  return viewer;
}

export function requireVerifiedEmail(viewer: Viewer) {
  if (!viewer.emailVerified)
    throw new AppError(403, ERROR_CODES.emailNotVerified, EMAIL_NOT_VERIFIED_DETAIL);
}

