import {
  maySpend,
  type LoginBody,
  type RegisterBody,
  type UserInfo,
} from '@fieldhire/contract/accounts';
import { TOKEN_TTL_DAYS } from '@fieldhire/contract/session';
import { MESSAGES } from '@fieldhire/contract/constants';
import { ERROR_CODES } from '@fieldhire/contract/errors';
import { OPS_TEXT } from '@fieldhire/contract/operations';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import type { AttemptLimiter } from '../../platform/attempt-limiter';
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  randomToken,
  sha256,
  verifyPassword,
} from '../../platform/crypto';
import { AppError, badRequest, notAuthenticated, tooManyRequests } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { CompaniesService } from '../companies/companies.service';
import type { MessagingService } from '../messaging/messaging.service';
import {
  createAccountsRepository,
  type UserRow,
  type VerificationPurpose,
} from './accounts.repository';
import { passwordResetEmail, signUpAttemptEmail, verificationEmail } from './account-emails';

const DAY_MS = 24 * 60 * 60 * 1000;
const VERIFY_TTL_MS = 3 * DAY_MS;
const RESET_TTL_MS = 60 * 60 * 1000;
const PASSWORD_RESET_JOB = 'password-reset';

/** The code in an emailed link names the user the link was made for (base64url of the id). */
export const userCode = (userId: number) => Buffer.from(String(userId)).toString('base64url');

export type VerifyOutcome = 'verified' | 'expired' | 'mismatch';

interface AccountsDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  companies: CompaniesService;
  messaging: MessagingService;
  loginLimiter: AttemptLimiter;
  /** Runs the password reset's lookup and email, so known and unknown emails answer alike. */
  queue: JobQueue;
  /** Tells the users' open pages that their user info changed. */
  userInfoChanged: (userIds: number[]) => Promise<void>;
  unreadNotifications: (userId: number) => Promise<number>;
}

export function createAccountsService({
  db,
  mailer,
  publicUrl,
  companies,
  messaging,
  loginLimiter,
  queue,
  userInfoChanged,
  unreadNotifications,
}: AccountsDeps) {
  const repository = createAccountsRepository(db);

  queue.define<{ email: string }>({
    name: PASSWORD_RESET_JOB,
    retryLimit: 5,
    async handle({ email }) {
      const user = await repository.findByEmail(email);
      if (!user) return;
      await db.transaction(async (tx) => {
        await mailer.send(passwordResetEmail(user, await issueLink(user, 'password_reset', tx)), {
          tx,
        });
      });
      mailer.wake();
    },
  });

  async function issueLink(user: UserRow, purpose: VerificationPurpose, tx = db) {
    const token = randomToken();
    const ttl = purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS;
    await createAccountsRepository(tx).insertVerification(
      user.id,
      purpose,
      sha256(token),
      new Date(Date.now() + ttl),
    );
    const route = purpose === 'verify_email' ? 'verify-email' : 'reset-password';
    return `${publicUrl}/${route}/${userCode(user.id)}/${token}`;
  }

  /** Within `tx`, the email leaves once it commits and the mailer is woken. */
  async function sendVerificationEmail(user: UserRow, tx?: Database) {
    const link = await issueLink(user, 'verify_email', tx);
    await mailer.send(verificationEmail(user, link), { tx });
  }

  async function userInfo(user: UserRow): Promise<UserInfo> {
    const [membership, unread, notificationsUnread, profile] = await Promise.all([
      companies.membershipOf(user.id),
      messaging.unreadCount(user.id),
      unreadNotifications(user.id),
      user.role === 'candidate' ? repository.profileCounts(user.id) : null,
    ]);
    const profileComplete = profile
      ? Boolean(user.headline && user.zip && profile.jobTypes > 0 && profile.towns > 0)
      : membership !== null;
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      avatar: user.avatar,
      email_verified: user.emailVerified,
      company: membership
        ? {
            id: membership.companyId,
            name: membership.name,
            avatar: membership.avatar,
            role: membership.role,
            may_approve_spending: maySpend(membership.role, membership.mayApproveSpending),
          }
        : null,
      unread_messages: unread,
      unread_notifications: notificationsUnread,
      profile_complete: profileComplete,
    };
  }

  /** Consumes an emailed link, telling apart an unknown or expired token (401) from a wrong code (400). */
  async function consumeLink(code: string, token: string, purpose: VerificationPurpose) {
    const link = await repository.findVerification(sha256(token), purpose);
    if (!link || link.expiresAt < new Date()) return { outcome: 'expired' as const };
    if (code !== userCode(link.userId)) return { outcome: 'mismatch' as const };
    const user = await repository.findById(link.userId);
    if (!user) return { outcome: 'expired' as const };
    if (link.usedAt) return { outcome: 'used' as const, user };
    const fresh = await repository.useVerification(link.id);
    return { outcome: fresh ? ('fresh' as const) : ('used' as const), user };
  }

  return {
    /**
     * Sign-up never tells whether an email has an account: every path hashes the password first,
     * and a known email (in any case) creates and changes nothing; its owner is emailed a password
     * reset link and the caller gets the answer a new email gets. Usernames are public handles
     * (profiles are found by them), so a taken one is refused, by the username alone.
     */
    async register(body: RegisterBody) {
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const scoped = createAccountsRepository(tx);
        const created = await scoped.insertUnlessTaken({
          username: body.username,
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          role: body.role,
        });
        if (created) {
          if (body.role === 'employer' && body.company_name) {
            await companies.createWithOwner(body.company_name, created.id, tx);
          }
          await sendVerificationEmail(created, tx);
          return;
        }
        if (await scoped.usernameTaken(body.username)) {
          throw badRequest('Please correct the errors below.', {
            username: ['A user with that username already exists.'],
          });
        }
        const owner = await scoped.findByEmail(body.email);
        if (owner) {
          const link = await issueLink(owner, 'password_reset', tx);
          await mailer.send(signUpAttemptEmail(owner, link), { tx });
        }
      });
      mailer.wake();
    },

    async login(body: LoginBody) {
      const typed = body.username.trim().toLowerCase();
      const user = await repository.findByLogin(typed);
      // Failures count per account, whether its username or its email was typed.
      const key = user ? `account:${user.id}` : `typed:${typed}`;
      const wait = await loginLimiter.blockedFor(key);
      if (wait !== null) throw tooManyRequests(wait);
      const valid = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !valid) {
        await loginLimiter.fail(key);
        throw new AppError(400, ERROR_CODES.invalidCredentials, MESSAGES.badCredentials);
      }
      await loginLimiter.reset(key);
      if (user.suspendedAt)
        throw new AppError(403, ERROR_CODES.accountSuspended, OPS_TEXT.suspended);
      const token = randomToken();
      const expires = new Date(Date.now() + TOKEN_TTL_DAYS * DAY_MS);
      await repository.insertAuthToken(user.id, sha256(token), expires);
      await repository.touchLogin(user.id);
      return { token, expires: expires.toISOString(), user_info: await userInfo(user) };
    },

    async resolveToken(token: string): Promise<Viewer | null> {
      const row = await repository.findViewerByTokenHash(sha256(token));
      if (!row) return null;
      const { mayApproveSpending, ...viewer } = row;
      return { ...viewer, maySpend: maySpend(row.teamRole, mayApproveSpending) };
    },

    signout: (viewer: Viewer) => repository.deleteAuthToken(viewer.tokenId),

    async userInfoOf(userId: number) {
      const user = await repository.findById(userId);
      if (!user) throw notAuthenticated();
      return userInfo(user);
    },

    async profileSnapshot(userId: number) {
      const user = await repository.findById(userId);
      if (!user) throw notAuthenticated();
      const { headline, about, experience, zip, city, state, resume, phone } = user;
      return {
        name: `${user.firstName} ${user.lastName}`,
        headline,
        about,
        experience,
        zip,
        city,
        state,
        resume,
        phone,
      };
    },

    async resendVerification(userId: number) {
      const user = await repository.findById(userId);
      if (!user) throw notAuthenticated();
      if (user.emailVerified) throw badRequest('Your email address is already verified.');
      await sendVerificationEmail(user);
    },

    async verifyEmail(code: string, token: string): Promise<VerifyOutcome> {
      const result = await consumeLink(code, token, 'verify_email');
      if (result.outcome === 'expired' || result.outcome === 'mismatch') return result.outcome;
      if (result.outcome === 'used' && !result.user.emailVerified) return 'expired';
      await repository.markEmailVerified(result.user.id);
      await userInfoChanged([result.user.id]);
      return 'verified';
    },

    /**
     * Only queues the request: the lookup, the link and the email run in a background job, so a
     * known email costs the request what an unknown one does, and a request survives a restart.
     */
    async requestPasswordReset(email: string) {
      await queue.send(PASSWORD_RESET_JOB, { email });
      queue.wake(PASSWORD_RESET_JOB);
    },

    async confirmPasswordReset(
      code: string,
      token: string,
      password: string,
    ): Promise<VerifyOutcome> {
      const result = await consumeLink(code, token, 'password_reset');
      if (result.outcome !== 'fresh') return result.outcome === 'mismatch' ? 'mismatch' : 'expired';
      await repository.setPassword(result.user.id, await hashPassword(password));
      await repository.markEmailVerified(result.user.id);
      await repository.deleteAuthTokensOf(result.user.id);
      await userInfoChanged([result.user.id]);
      return 'verified';
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
