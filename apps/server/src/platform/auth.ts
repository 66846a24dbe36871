import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SPENDING_TEXT, type Role, type TeamRole } from '@fieldhire/contract/accounts';
import type { ApiScope } from '@fieldhire/contract/api-keys';
import { AUTH_COOKIE, CSRF_COOKIE, CSRF_HEADER } from '@fieldhire/contract/session';
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
  /** May spend the company's money: approve work, which charges its card. */
  maySpend: boolean;
  tokenId: number;
  /** Set when a company's API key makes the request: it acts as the owner, within its scopes. */
  apiKey?: { id: number; name: string; scopes: readonly ApiScope[] };
}

export type ApiKeyResolver = (key: string, ip: string) => Promise<Viewer | null>;

export type TokenResolver = (token: string) => Promise<Viewer | null>;

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
  interface FastifyContextConfig {
    /**
     * The route sends files the browser loads itself (an `<img>`, a download link), which carry
     * no Authorization header: it also takes the session cookie, for reading only.
     */
    sessionCookie?: boolean;
  }
}

/** A session token as it is handed out: 40 hexadecimal digits. */
const SESSION_TOKEN = /^[0-9a-f]{40}$/i;
const TOKEN_HEADER = /^Token ([0-9a-f]{40})$/i;

/** The session token as stored (lower case), or null when `value` is not one. */
export function sessionToken(value: unknown): string | null {
  return typeof value === 'string' && SESSION_TOKEN.test(value) ? value.toLowerCase() : null;
}
/** The methods that change something: they carry the CSRF header and never trust a kept session. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Calls that carry their own credential in the path or a signature, not the browser's session:
 * the payment webhook and one-click unsubscribe links, which mail clients POST without cookies.
 */
const CSRF_EXEMPT = /^\/api\/(billing\/webhook|unsubscribe\/[^/]+(\/undo)?)\/?$/;
/** The public API: it takes an API key in its Authorization header and never a session or cookie. */
const PUBLIC_API_PATH = /^\/api\/v1(\/|$)/;
const BEARER_HEADER = /^Bearer (\S+)$/i;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The session's token from its cookie. The web app writes it SameSite=Strict, so no other site's
 * page makes the browser send it.
 */
function sessionCookieToken(request: FastifyRequest) {
  return sessionToken(request.cookies[AUTH_COOKIE]);
}

export function readToken(header: string | undefined): string | null {
  const match = header ? TOKEN_HEADER.exec(header.trim()) : null;
  return sessionToken(match?.[1]);
}

function csrfMatches(request: FastifyRequest) {
  const header = request.headers[CSRF_HEADER.toLowerCase()];
  const cookie = request.cookies[CSRF_COOKIE];
  return typeof header === 'string' && header.length > 0 && !!cookie && safeEqual(header, cookie);
}

interface AuthOptions {
  resolveToken: TokenResolver;
  resolveApiKey: ApiKeyResolver;
  /** Resolves the session of reads (GET, HEAD); writes always use `resolveToken`. */
  resolveTokenForRead?: TokenResolver;
}

export const authPlugin = fp<AuthOptions>(async (app, options) => {
  const { resolveToken, resolveTokenForRead = resolveToken, resolveApiKey } = options;
  app.decorateRequest('viewer', null);

  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    // No browser sends a key by itself, so the public API needs no CSRF check.
    if (PUBLIC_API_PATH.test(path)) {
      const key = BEARER_HEADER.exec(request.headers.authorization?.trim() ?? '')?.[1];
      if (key) request.viewer = await resolveApiKey(key, request.ip);
      return;
    }
    if (UNSAFE_METHODS.has(request.method) && !CSRF_EXEMPT.test(path) && !csrfMatches(request)) {
      throw new AppError(403, ERROR_CODES.csrf, CSRF_FAILED_DETAIL);
    }
    const token =
      readToken(request.headers.authorization) ??
      (request.routeOptions.config.sessionCookie && SAFE_METHODS.has(request.method)
        ? sessionCookieToken(request)
        : null);
    if (!token) return;
    const resolve = SAFE_METHODS.has(request.method) ? resolveTokenForRead : resolveToken;
    request.viewer = await resolve(token);
  });
});

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw notAuthenticated();
  return request.viewer;
}

/** A viewer who belongs to a company. */
export type CompanyMember = Viewer & { role: 'employer'; companyId: number };
/** A member who manages the company: its owner or an admin. */
export type CompanyManager = CompanyMember & { teamRole: 'owner' | 'admin' };
export type CandidateViewer = Viewer & { role: 'candidate' };

/** Why a viewer is refused: one text for every reason, or a text per reason. */
type Refusal<Reason extends string> = string | Record<Reason, string>;

const refuse = <Reason extends string>(refusal: Refusal<Reason>, reason: Reason) =>
  permissionDenied(typeof refusal === 'string' ? refusal : refusal[reason]);

export function isCompanyMember(viewer: Viewer): viewer is CompanyMember {
  return viewer.role === 'employer' && viewer.companyId !== null;
}

const isManager = (member: CompanyMember): member is CompanyManager =>
  member.teamRole === 'owner' || member.teamRole === 'admin';

const isCandidate = (viewer: Viewer): viewer is CandidateViewer => viewer.role === 'candidate';

export function requireCompanyMember(
  viewer: Viewer,
  refusal: Refusal<'notEmployer' | 'noCompany'>,
): CompanyMember {
  if (viewer.role !== 'employer') throw refuse(refusal, 'notEmployer');
  if (!isCompanyMember(viewer)) throw refuse(refusal, 'noCompany');
  return viewer;
}

export function requireCompanyManager(
  viewer: Viewer,
  refusal: Refusal<'notEmployer' | 'noCompany' | 'notManager'>,
): CompanyManager {
  const member = requireCompanyMember(viewer, refusal);
  if (!isManager(member)) throw refuse(refusal, 'notManager');
  return member;
}

/** A viewer who may spend their company's money (approving work charges its card). */
export function requireSpender(viewer: Viewer) {
  if (!viewer.maySpend) throw permissionDenied(SPENDING_TEXT.approveNeedsPermission);
}

export function requireCandidate(viewer: Viewer, refusal: string): CandidateViewer {
  if (!isCandidate(viewer)) throw permissionDenied(refusal);
  return viewer;
}

export function requireVerifiedEmail(viewer: Viewer) {
  if (!viewer.emailVerified)
    throw new AppError(403, ERROR_CODES.emailNotVerified, EMAIL_NOT_VERIFIED_DETAIL);
}
