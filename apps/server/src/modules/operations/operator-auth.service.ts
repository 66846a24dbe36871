import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  OPERATOR_SESSION_HOURS,
  OPS_TEXT,
  type Operator,
  type OperatorLoginBody,
  type OperatorLoginResponse,
} from '@fieldhire/contract/operations';
import { ERROR_CODES } from '@fieldhire/contract/errors';
import type { Database } from '../../db/database';
import type { AttemptLimiter } from '../../platform/attempt-limiter';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  randomToken,
  sha256,
  verifyPassword,
} from '../../platform/crypto';
import { AppError, badRequest, notAuthenticated, tooManyRequests } from '../../platform/errors';
import { createOperatorsRepository, type OperatorRow } from './operators.repository';

const ISSUER = 'Fieldhire Ops';
/** A code of the step before or after the current one is accepted: clocks drift. */
const CODE_TOLERANCE_SECONDS = 30;

const asOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
});

/** Made from the command line only: no route creates an operator. */
export async function createOperator(
  db: Database,
  { email, name, password }: { email: string; name: string; password: string },
) {
  const row = await createOperatorsRepository(db).insert({
    email: email.trim(),
    name: name.trim(),
    passwordHash: await hashPassword(password),
    totpSecret: generateSecret(),
  });
  return row ? asOperator(row) : null;
}

/**
 * Operators sign in with a password, then a TOTP code; a first sign-in enrols the authenticator
 * app. A session whose code was not checked reaches nothing but the code step.
 */
export function createOperatorAuth({ db, limiter }: { db: Database; limiter: AttemptLimiter }) {
  const repository = createOperatorsRepository(db);

  async function enrolment(row: OperatorRow) {
    const otpauthUrl = generateURI({ issuer: ISSUER, label: row.email, secret: row.totpSecret });
    return {
      secret: row.totpSecret,
      otpauth_url: otpauthUrl,
      qr_code: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
    };
  }

  async function guarded(key: string) {
    const wait = await limiter.blockedFor(key);
    if (wait !== null) throw tooManyRequests(wait);
  }

  return {
    async login(
      body: OperatorLoginBody,
    ): Promise<OperatorLoginResponse & { token: string; expires: Date }> {
      const row = await repository.findByEmail(body.email);
      const key = row ? `operator:${row.id}` : `typed:${body.email.trim().toLowerCase()}`;
      await guarded(key);
      const valid = await verifyPassword(body.password, row?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!row || !valid) {
        await limiter.fail(key);
        throw new AppError(400, ERROR_CODES.invalidCredentials, OPS_TEXT.badCredentials);
      }
      const token = randomToken();
      const expires = new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000);
      await repository.insertSession(row.id, sha256(token), expires);
      const enrolled = row.totpEnrolledAt !== null;
      return {
        token,
        expires,
        next: enrolled ? 'code' : 'enrol',
        enrolment: enrolled ? null : await enrolment(row),
      };
    },

    /**
     * Checks the code of a signed-in session; a code is accepted once, in its time step. The
     * operator's row is locked first, so codes sent at once are checked, and counted as failures,
     * one after another. Answers the session's new token: the one given before the code ends.
     */
    async verifyCode(token: string | null, code: string) {
      const session = token ? await repository.sessionByHash(sha256(token)) : null;
      if (!session) throw notAuthenticated(OPS_TEXT.signInFirst);
      const key = `operator:${session.operatorId}`;
      const next = randomToken();
      const accepted = await db.transaction(async (tx) => {
        const scoped = createOperatorsRepository(tx);
        const row = await scoped.lock(session.operatorId);
        if (!row) return null;
        await guarded(key);
        const result = await verify({
          secret: row.totpSecret,
          token: code,
          epochTolerance: CODE_TOLERANCE_SECONDS,
          ...(row.totpLastStep !== null && { afterTimeStep: row.totpLastStep }),
        });
        if (!result.valid || !('timeStep' in result)) {
          await limiter.fail(key);
          return null;
        }
        await scoped.acceptCode(row.id, result.timeStep, row.totpEnrolledAt === null);
        await scoped.verifySession(session.id, sha256(next));
        return row;
      });
      if (!accepted) throw badRequest(OPS_TEXT.badCode, { code: [OPS_TEXT.badCode] });
      await limiter.reset(key);
      return { operator: asOperator(accepted), token: next, expires: session.expiresAt };
    },

    /** The operator of a session whose code was checked, or null. */
    async resolve(token: string | null) {
      const session = token ? await repository.sessionByHash(sha256(token)) : null;
      if (!session?.verified) return null;
      const row = await repository.findById(session.operatorId);
      return row ? asOperator(row) : null;
    },

    async signOut(token: string | null) {
      const session = token ? await repository.sessionByHash(sha256(token)) : null;
      if (session) await repository.deleteSession(session.id);
    },
  };
}
export type OperatorAuth = ReturnType<typeof createOperatorAuth>;
