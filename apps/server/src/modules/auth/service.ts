import { RESET_REQUEST_MESSAGE } from '@boardready/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../plugins/app-error';
import { audit } from '../audit/audit';
import type { Mailer } from '../mail/outbox';
import { termsRepository } from '../terms-of-use/repository';
import { accountRepository } from './account-repository';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { sessionRepository } from './session-repository';
import { delayFor, type ThrottlePolicy, throttle } from './throttle';
import { hashToken, newToken } from './tokens';

export interface AuthPolicies {
  loginPerAccount: ThrottlePolicy;
  loginPerAddress: ThrottlePolicy;
  resetPerAccount: ThrottlePolicy;
  sessionIdleMinutes: number;
  resetTokenMinutes: number;
}

const MINUTE = 60_000;
export const DEFAULT_AUTH_POLICIES: Omit<AuthPolicies, 'sessionIdleMinutes'> = {
  loginPerAccount: {
    windowMs: 15 * MINUTE,
    maxFailures: 10,
    lockMs: 15 * MINUTE,
    slowAfter: 3,
    delayStepMs: 250,
    maxDelayMs: 2000,
  },
  loginPerAddress: {
    windowMs: 15 * MINUTE,
    maxFailures: 100,
    lockMs: 15 * MINUTE,
    slowAfter: 20,
    delayStepMs: 100,
    maxDelayMs: 2000,
  },
  resetPerAccount: {
    windowMs: 60 * MINUTE,
    maxFailures: 3,
    lockMs: 60 * MINUTE,
    slowAfter: 99,
    delayStepMs: 0,
    maxDelayMs: 0,
  },
  resetTokenMinutes: 60,
};

const INVALID_CREDENTIALS = 'The e-mail address or password is incorrect.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockedMessage(ms: number) {
  // A lock shorter than a minute is told in seconds, so the message matches Retry-After.
  const [n, unit] =
    ms < MINUTE
      ? [Math.max(1, Math.ceil(ms / 1000)), 'second']
      : [Math.ceil(ms / MINUTE), 'minute'];
  return `Too many failed sign-in attempts. Try again in ${n} ${unit}${n === 1 ? '' : 's'}, or reset your password.`;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string | undefined;
  requestId: string;
}

export function authService(db: Database, policies: AuthPolicies, mail: Mailer) {
  const accountsRepo = accountRepository(db);
  const sessions = sessionRepository(db);
  const counters = throttle(db);
  const terms = termsRepository(db);

  async function startSession(accountId: number, meta: RequestMeta) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + policies.sessionIdleMinutes * MINUTE);
    await sessions.create({
      tokenHash: hashToken(token),
      accountId,
      expiresAt,
      userAgent: meta.userAgent,
    });
    return { token, expiresAt };
  }

  return {
    async login(email: string, password: string, meta: RequestMeta) {
      const now = new Date();
      const accountKey = `login:account:${email}`;
      const addressKey = `login:ip:${meta.ip}`;
      const [byAccount, byAddress] = await Promise.all([
        counters.state(accountKey, now, policies.loginPerAccount),
        counters.state(addressKey, now, policies.loginPerAddress),
      ]);
      const lockedFor = Math.max(byAccount.lockedForMs, byAddress.lockedForMs);
      if (lockedFor > 0) throw tooManyRequests(lockedMessage(lockedFor), lockedFor / 1000);

      const account = await accountsRepo.findByEmail(email);
      const ok = await verifyPassword(
        account?.passwordHash ?? (await dummyPasswordHash()),
        password,
      );
      if (!account || !ok) {
        const [accountFailures, addressFailures] = [
          await counters.fail(accountKey, now, policies.loginPerAccount),
          await counters.fail(addressKey, now, policies.loginPerAddress),
        ];
        await audit(db, {
          action: 'auth.login_failed',
          subjectAccountId: account?.id ?? null,
          requestId: meta.requestId,
          details: { ip: meta.ip },
        });
        await sleep(
          Math.max(
            delayFor(accountFailures, policies.loginPerAccount),
            delayFor(addressFailures, policies.loginPerAddress),
          ),
        );
        throw unauthorized(INVALID_CREDENTIALS, 'invalid_credentials');
      }
      await counters.clear(accountKey);
      if (needsRehash(account.passwordHash)) {
        await accountsRepo.setPasswordHash(account.id, await hashPassword(password));
      }
      const session = await startSession(account.id, meta);
      await audit(db, {
        action: 'auth.login',
        actorAccountId: account.id,
        subjectAccountId: account.id,
        requestId: meta.requestId,
        details: { ip: meta.ip },
      });
      return { account, termsVersion: await terms.currentVersion(), ...session };
    },

    async register(
      input: { firstName: string; lastName: string; email: string; password: string },
      meta: RequestMeta,
    ) {
      const passwordHash = await hashPassword(input.password);
      // The form says that creating an account agrees to the terms in force (decision 0601).
      const termsVersion = await terms.currentVersion();
      const account = await accountsRepo.create({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        acceptedTermsVersion: termsVersion,
        acceptedTermsAt: new Date(),
      });
      if (!account) {
        throw conflict(
          'email_taken',
          'An account with this e-mail address already exists. Sign in, or reset your password.',
        );
      }
      const session = await startSession(account.id, meta);
      await audit(db, {
        action: 'auth.register',
        actorAccountId: account.id,
        subjectAccountId: account.id,
        requestId: meta.requestId,
        details: { termsVersion },
      });
      return { account, termsVersion, ...session };
    },

    async logout(
      sessionId: number,
      meta: RequestMeta & { accountId: number; assumedAccountId: number | null },
    ) {
      await sessions.delete(sessionId);
      if (meta.assumedAccountId) {
        await audit(db, {
          action: 'assume.stop',
          actorAccountId: meta.accountId,
          subjectAccountId: meta.assumedAccountId,
          requestId: meta.requestId,
          details: { reason: 'sign_out' },
        });
      }
      await audit(db, {
        action: 'auth.logout',
        actorAccountId: meta.accountId,
        subjectAccountId: meta.accountId,
        requestId: meta.requestId,
      });
    },

    /** Always answers the same, whether or not the e-mail has an account. */
    async requestReset(email: string, resetUrl: (token: string) => string, meta: RequestMeta) {
      const account = await accountsRepo.findByEmail(email);
      if (!account) return RESET_REQUEST_MESSAGE;
      const now = new Date();
      const key = `reset:account:${account.id}`;
      const state = await counters.state(key, now, policies.resetPerAccount);
      if (state.lockedForMs > 0) return RESET_REQUEST_MESSAGE; // quietly: no mail bombing
      await counters.fail(key, now, policies.resetPerAccount);
      const token = newToken();
      await db.insert(passwordResetTokens).values({
        tokenHash: hashToken(token),
        accountId: account.id,
        expiresAt: new Date(now.getTime() + policies.resetTokenMinutes * MINUTE),
      });
      await mail({
        to: account.email,
        subject: 'Reset your password',
        text: `Hello ${account.firstName},\n\nSomeone (we hope you) asked to reset the password of your account. Open this link within ${policies.resetTokenMinutes} minutes to choose a new one:\n\n${resetUrl(token)}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.\n`,
      });
      await audit(db, {
        action: 'auth.reset_requested',
        subjectAccountId: account.id,
        requestId: meta.requestId,
      });
      return RESET_REQUEST_MESSAGE;
    },

    async confirmReset(token: string, password: string, meta: RequestMeta) {
      const now = new Date();
      const passwordHash = await hashPassword(password);
      const accountId = await db.transaction(async (tx) => {
        // Claiming the token and using it happen in one statement: a token works exactly once.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ accountId: passwordResetTokens.accountId });
        if (!claimed) return null;
        // Any other link still in a mailbox dies with the old password.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.accountId, claimed.accountId),
              isNull(passwordResetTokens.usedAt),
            ),
          );
        await accountRepository(tx as never as Database).setPasswordHash(
          claimed.accountId,
          passwordHash,
        );
        await sessionRepository(tx as never as Database).deleteAllForAccount(claimed.accountId);
        return claimed.accountId;
      });
      if (!accountId) {
        throw badRequest(
          'invalid_reset_token',
          'This reset link is invalid, used or expired. Ask for a new one.',
        );
      }
      await counters.clear(`reset:account:${accountId}`);
      await audit(db, {
        action: 'auth.password_reset',
        actorAccountId: accountId,
        subjectAccountId: accountId,
        requestId: meta.requestId,
      });
      return 'Your password has been changed. Sign in with your new password.';
    },

    async authenticateApi3(sessionId: number) {
      await sessions.markApi3Authenticated(sessionId, new Date());
    },
  };
}
