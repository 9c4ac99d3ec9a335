import type { AccountProfile, BoardIdentifiers } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { audit } from '../audit/audit';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { delayFor, type ThrottlePolicy } from '../auth/throttle';
import { throttleRepository } from '../auth/throttle-repository';
import { hashToken, newToken } from '../auth/tokens';
import type { Mailer } from '../mail/outbox';
import { accountSettingsRepository } from './repository';

const MINUTE = 60_000;

/** Wrong current passwords on My Account: a stolen session must not become a password oracle. */
export const PASSWORD_CHECK_POLICY: ThrottlePolicy = {
  windowMs: 15 * MINUTE,
  maxFailures: 5,
  lockMs: 15 * MINUTE,
  slowAfter: 2,
  delayStepMs: 250,
  maxDelayMs: 1000,
};

export interface AccountServiceOptions {
  mail: Mailer;
  productName: string;
  supportEmail: string;
  sessionIdleMinutes: number;
  passwordCheck?: ThrottlePolicy;
}

export interface RequestMeta {
  requestId: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Credentials and sign-ins belong to the person: staff acting as a user (assume) may fix their
 * name or board IDs, but never their e-mail, password or sessions (decision 0502).
 */
function refuseWhileAssuming(auth: AuthContext, what: string) {
  if (auth.assumedAccount) {
    throw errors.assumedSession(
      `While you act as this user, only they can change their ${what}. Ask them to do it, or send them a reset link.`,
    );
  }
}

export function accountService(db: Database, options: AccountServiceOptions) {
  const repo = accountSettingsRepository(db);
  const counters = throttleRepository(db);
  const passwordPolicy = options.passwordCheck ?? PASSWORD_CHECK_POLICY;

  async function profile(auth: AuthContext): Promise<AccountProfile> {
    const account = auth.actingAccount;
    const [identifiers, signedInDevices] = await Promise.all([
      repo.boardIdentifiers(account.id),
      repo.activeSessionCount(account.id, new Date()),
    ]);
    return {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      boardIdentifiers: identifiers,
      signedInDevices,
      assumed: auth.assumedAccount !== null,
    };
  }

  /** The session's account row is read per request: re-read it after a change. */
  function withAccount(auth: AuthContext, changes: Partial<AuthContext['account']>): AuthContext {
    const account = { ...auth.actingAccount, ...changes };
    return auth.assumedAccount
      ? { ...auth, assumedAccount: account, actingAccount: account }
      : { ...auth, account, actingAccount: account };
  }

  /**
   * Checks the current password, counting each check per account before it is judged (429 once
   * locked), so that checks sent together cannot outrun the limit.
   */
  async function confirmPassword(auth: AuthContext, password: string, meta: RequestMeta) {
    const account = auth.account;
    const key = `password-check:account:${account.id}`;
    const now = new Date();
    const attempt = await counters.attempt(key, now, passwordPolicy);
    if (attempt.lockedForMs > 0) {
      const minutes = Math.ceil(attempt.lockedForMs / MINUTE);
      throw errors.rateLimited(
        `Too many wrong passwords. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
        { retryAfterSeconds: attempt.lockedForMs / 1000 },
      );
    }
    if (await verifyPassword(account.passwordHash, password)) {
      await counters.clear(key);
      return;
    }
    await counters.failed(key, attempt.number, now, passwordPolicy);
    await audit(db, {
      action: 'account.password_check_failed',
      actorAccountId: account.id,
      subjectAccountId: account.id,
      requestId: meta.requestId,
    });
    await sleep(delayFor(attempt.number, passwordPolicy));
    throw errors.wrongPassword(undefined, {
      fields: { currentPassword: 'Your current password is not correct.' },
    });
  }

  function auditEntry(auth: AuthContext, action: string, meta: RequestMeta, details = {}) {
    return audit(db, {
      action,
      actorAccountId: auth.account.id,
      subjectAccountId: auth.actingAccount.id,
      requestId: meta.requestId,
      details: auth.assumedAccount ? { ...details, assumed: true } : details,
    });
  }

  return {
    profile,

    async changeName(
      auth: AuthContext,
      name: { firstName: string; lastName: string },
      meta: RequestMeta,
    ) {
      const before = auth.actingAccount;
      if (before.firstName === name.firstName && before.lastName === name.lastName) {
        return profile(auth);
      }
      await repo.setName(before.id, name, new Date());
      await auditEntry(auth, 'account.name_changed', meta, {
        from: `${before.firstName} ${before.lastName}`,
        to: `${name.firstName} ${name.lastName}`,
      });
      return profile(withAccount(auth, name));
    },

    async changeEmail(
      auth: AuthContext,
      input: { email: string; currentPassword: string },
      meta: RequestMeta,
    ) {
      refuseWhileAssuming(auth, 'e-mail address');
      const oldEmail = auth.account.email;
      if (input.email === oldEmail.toLowerCase()) {
        throw errors.sameEmail(undefined, {
          fields: { email: 'This is already your e-mail address.' },
        });
      }
      await confirmPassword(auth, input.currentPassword, meta);
      if (!(await repo.setEmail(auth.account.id, input.email, new Date()))) {
        const taken = 'Another account uses this e-mail address. Choose another one.';
        throw errors.emailTaken(taken, { fields: { email: taken } });
      }
      await options.mail({
        to: oldEmail,
        subject: `Your ${options.productName} e-mail address was changed`,
        text: `Hello ${auth.account.firstName},\n\nThe e-mail address of your ${options.productName} account was changed from ${oldEmail} to ${input.email}. From now on, sign in with the new address; we write to it from now on.\n\nIf you did not make this change, write to ${options.supportEmail} at once: someone else may know your password.\n`,
      });
      await auditEntry(auth, 'account.email_changed', meta, { from: oldEmail, to: input.email });
      return profile(withAccount(auth, { email: input.email }));
    },

    /** Returns the new session token: this browser stays signed in with a fresh one. */
    async changePassword(
      auth: AuthContext,
      input: { currentPassword: string; newPassword: string },
      meta: RequestMeta,
    ) {
      refuseWhileAssuming(auth, 'password');
      if (input.currentPassword === input.newPassword) {
        throw errors.samePassword(undefined, {
          fields: { newPassword: 'Choose a password different from your current one.' },
        });
      }
      // Before the current password is checked: a refused new one costs no try of the lock.
      assertAcceptablePassword(input.newPassword, auth.account.email, 'newPassword');
      await confirmPassword(auth, input.currentPassword, meta);
      const now = new Date();
      const token = newToken();
      const expiresAt = new Date(now.getTime() + options.sessionIdleMinutes * MINUTE);
      const { otherSessionsEnded } = await repo.replacePassword({
        accountId: auth.account.id,
        passwordHash: await hashPassword(input.newPassword),
        keepSessionId: auth.sessionId,
        newSession: { tokenHash: hashToken(token), expiresAt },
        now,
      });
      await options.mail({
        to: auth.account.email,
        subject: `Your ${options.productName} password was changed`,
        text: `Hello ${auth.account.firstName},\n\nThe password of your ${options.productName} account was changed, and every other browser or device signed in to it was signed out.\n\nIf you did not make this change, reset your password at once and write to ${options.supportEmail}.\n`,
      });
      await auditEntry(auth, 'account.password_changed', meta, { otherSessionsEnded });
      return {
        token,
        expiresAt,
        result: {
          message:
            otherSessionsEnded === 0
              ? 'Your password has been changed.'
              : `Your password has been changed, and ${otherSessionsEnded} other ${otherSessionsEnded === 1 ? 'browser or device was' : 'browsers or devices were'} signed out.`,
          otherSessionsEnded,
        },
      };
    },

    async setBoardIdentifiers(auth: AuthContext, values: BoardIdentifiers, meta: RequestMeta) {
      const accountId = auth.actingAccount.id;
      const before = await repo.boardIdentifiers(accountId);
      const changed = (Object.keys(values) as (keyof BoardIdentifiers)[]).filter(
        (key) => before[key] !== values[key],
      );
      if (changed.length > 0) {
        await repo.setBoardIdentifiers(accountId, values, new Date());
        // Which fields, not their values: the log need not hold birthdays.
        await auditEntry(auth, 'account.board_identifiers_changed', meta, { fields: changed });
      }
      return profile(auth);
    },

    async signOutEverywhere(auth: AuthContext, meta: RequestMeta) {
      refuseWhileAssuming(auth, 'sign-ins');
      const sessionsEnded = await repo.endAllSessions(auth.account.id);
      await auditEntry(auth, 'account.signed_out_everywhere', meta, { sessionsEnded });
      return { signedOut: true as const, sessionsEnded };
    },
  };
}
