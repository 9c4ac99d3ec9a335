import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import type { Mailer } from '../mail/outbox';
import { termsRepository } from '../terms-of-use/repository';
import { accountRepository } from './account-repository';
import { assertAcceptablePassword } from './password-policy';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { sessionRepository } from './session-repository';
import { type Attempt, delayFor, type ThrottlePolicy } from './throttle';
import { throttleRepository } from './throttle-repository';
import {
  knownDeviceRepository,
  pendingRegistrationRepository,
  resetTokenRepository,
} from './token-repository';
import { hashToken, newToken } from './tokens';

export interface AuthPolicies {
  loginPerAccount: ThrottlePolicy;
  loginPerAddress: ThrottlePolicy;
  resetPerAccount: ThrottlePolicy;
  /** mail a registration may send one address (a link, or "you already have an account") */
  registerPerEmail: ThrottlePolicy;
  sessionIdleMinutes: number;
  resetTokenMinutes: number;
  registrationLinkHours: number;
}

const MINUTE = 60_000;
/** Mail a stranger can make us send one address: three an hour, then silence for an hour. */
const THREE_MAILS_AN_HOUR: ThrottlePolicy = {
  windowMs: 60 * MINUTE,
  maxFailures: 3,
  lockMs: 60 * MINUTE,
  slowAfter: 99,
  delayStepMs: 0,
  maxDelayMs: 0,
};
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
  resetPerAccount: THREE_MAILS_AN_HOUR,
  registerPerEmail: THREE_MAILS_AN_HOUR,
  resetTokenMinutes: 60,
  registrationLinkHours: 24,
};

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

/** The answer to a registration, the same whether or not the address has an account. */
export function registrationRequestMessage(email: string, hours: number) {
  return `We have sent a link to ${email}. Open it within ${hours} hours to finish creating your account.`;
}

/** Where links in mail point: the configured origin, never a request's Host. */
export interface MailLinks {
  origin: string;
}

interface Counted {
  key: string;
  policy: ThrottlePolicy;
  /** what a successful sign-in does to the key: an address many people share is only released */
  onSuccess: 'clear' | 'release';
  attempt: Attempt;
}

export function authService(db: Database, policies: AuthPolicies, mail: Mailer, links: MailLinks) {
  const accountsRepo = accountRepository(db);
  const sessions = sessionRepository(db);
  const counters = throttleRepository(db);
  const terms = termsRepository(db);
  const resetTokens = resetTokenRepository(db);
  const pending = pendingRegistrationRepository(db);
  const devices = knownDeviceRepository(db);

  async function startSession(accountId: number, meta: RequestMeta, deviceToken?: string) {
    const token = newToken();
    const expiresAt = new Date(Date.now() + policies.sessionIdleMinutes * MINUTE);
    await sessions.create({
      tokenHash: hashToken(token),
      accountId,
      expiresAt,
      userAgent: meta.userAgent,
    });
    // The browser is remembered, so that a lock strangers cause does not keep it out (issue 20).
    const device = deviceToken ?? newToken();
    await devices.remember(hashToken(device), accountId, new Date());
    return { token, expiresAt, deviceToken: device };
  }

  /**
   * Counts this sign-in attempt on each key before the password is checked; refuses it when a key
   * is locked (or this attempt is past the limit). A known device is counted on its own key only.
   */
  async function countAttempt(
    email: string,
    accountId: number | null,
    meta: RequestMeta & { deviceToken?: string | undefined },
    now: Date,
  ): Promise<Counted[]> {
    const deviceHash = meta.deviceToken ? hashToken(meta.deviceToken) : null;
    const known =
      accountId !== null && deviceHash && (await devices.isKnown(deviceHash, accountId));
    const keys: Omit<Counted, 'attempt'>[] = known
      ? [
          {
            key: `login:device:${deviceHash}`,
            policy: policies.loginPerAccount,
            onSuccess: 'clear',
          },
        ]
      : [
          { key: `login:account:${email}`, policy: policies.loginPerAccount, onSuccess: 'clear' },
          { key: `login:ip:${meta.ip}`, policy: policies.loginPerAddress, onSuccess: 'release' },
        ];
    const counted: Counted[] = [];
    for (const key of keys) {
      const attempt = await counters.attempt(key.key, now, key.policy);
      if (attempt.lockedForMs > 0) {
        // Refused unjudged: it must not count against the keys before this one.
        for (const earlier of counted) await counters.release(earlier.key);
        throw errors.rateLimited(lockedMessage(attempt.lockedForMs), {
          retryAfterSeconds: attempt.lockedForMs / 1000,
        });
      }
      counted.push({ ...key, attempt });
    }
    return counted;
  }

  return {
    async login(
      email: string,
      password: string,
      meta: RequestMeta & { deviceToken?: string | undefined },
    ) {
      const now = new Date();
      const account = await accountsRepo.findByEmail(email);
      const counted = await countAttempt(email, account?.id ?? null, meta, now);
      const ok = await verifyPassword(
        account?.passwordHash ?? (await dummyPasswordHash()),
        password,
      );
      if (!account || !ok) {
        for (const { key, policy, attempt } of counted) {
          await counters.failed(key, attempt.number, now, policy);
        }
        await audit(db, {
          action: 'auth.login_failed',
          subjectAccountId: account?.id ?? null,
          requestId: meta.requestId,
          details: { ip: meta.ip },
        });
        await sleep(Math.max(...counted.map((c) => delayFor(c.attempt.number, c.policy))));
        throw errors.invalidCredentials();
      }
      for (const { key, onSuccess } of counted) {
        await (onSuccess === 'clear' ? counters.clear(key) : counters.release(key));
      }
      if (needsRehash(account.passwordHash)) {
        await accountsRepo.setPasswordHash(account.id, await hashPassword(password));
      }
      const session = await startSession(account.id, meta, meta.deviceToken);
      await audit(db, {
        action: 'auth.login',
        actorAccountId: account.id,
        subjectAccountId: account.id,
        requestId: meta.requestId,
        details: { ip: meta.ip },
      });
      return { account, termsVersion: await terms.currentVersion(), ...session };
    },

    /**
     * The work behind a registration, done after the answer (which never depends on it): a new
     * address gets a link that creates the account; one that has an account is told so by mail.
     */
    async requestRegistration(
      input: { firstName: string; lastName: string; email: string; password: string },
      meta: RequestMeta,
    ) {
      const now = new Date();
      const attempt = await counters.attempt(
        `register:email:${input.email}`,
        now,
        policies.registerPerEmail,
      );
      const existing = await accountsRepo.findByEmail(input.email);
      await audit(db, {
        action: 'auth.register_requested',
        subjectAccountId: existing?.id ?? null,
        requestId: meta.requestId,
        details: { ip: meta.ip, mailed: attempt.lockedForMs === 0 },
      });
      if (attempt.lockedForMs > 0) return; // quietly: no mail bombing
      if (existing) {
        await mail({
          to: existing.email,
          subject: 'You already have an account',
          text: `Hello ${existing.firstName},\n\nSomeone (we hope you) tried to create an account with this e-mail address, which already has one. Sign in at ${links.origin}/login, or choose a new password at ${links.origin}/resetpassword if you have forgotten it.\n\nIf this was not you, ignore this mail: nothing has changed.\n`,
        });
        return;
      }
      const token = newToken();
      await pending.add({
        tokenHash: hashToken(token),
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: await hashPassword(input.password),
        // The form says that creating an account agrees to the terms in force (decision 0601).
        termsVersion: await terms.currentVersion(),
        expiresAt: new Date(now.getTime() + policies.registrationLinkHours * 60 * MINUTE),
      });
      const link = `${links.origin}/verifyemail?token=${encodeURIComponent(token)}`;
      await mail({
        to: input.email,
        subject: 'Confirm your e-mail address',
        text: `Hello ${input.firstName},\n\nOpen this link within ${policies.registrationLinkHours} hours to confirm your e-mail address and finish creating your account:\n\n${link}\n\nIf you did not ask for an account, ignore this mail: none is created.\n`,
        secrets: [link],
      });
    },

    /** The mailed link came back: the account is created and signed in. */
    async confirmRegistration(token: string, meta: RequestMeta & { deviceToken?: string }) {
      const now = new Date();
      const registration = await pending.claim(hashToken(token), now);
      if (!registration) {
        throw errors.invalidRegistrationToken();
      }
      const account = await accountsRepo.create({
        email: registration.email,
        firstName: registration.firstName,
        lastName: registration.lastName,
        passwordHash: registration.passwordHash,
        acceptedTermsVersion: registration.termsVersion,
        acceptedTermsAt: registration.createdAt,
      });
      await pending.dropForEmailAndExpired(registration.email, now);
      if (!account) {
        // Only the mailbox's owner holds the link: telling them is no leak.
        throw errors.emailTaken();
      }
      const session = await startSession(account.id, meta, meta.deviceToken);
      await audit(db, {
        action: 'auth.register',
        actorAccountId: account.id,
        subjectAccountId: account.id,
        requestId: meta.requestId,
        details: { termsVersion: registration.termsVersion },
      });
      return { account, termsVersion: await terms.currentVersion(), ...session };
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

    /**
     * The work behind a reset request, done after the answer (RESET_REQUEST_MESSAGE, whether or
     * not the e-mail has an account): the link goes to the account's owner only.
     */
    async requestReset(email: string, meta: RequestMeta) {
      const account = await accountsRepo.findByEmail(email);
      const now = new Date();
      const attempt = account
        ? await counters.attempt(`reset:account:${account.id}`, now, policies.resetPerAccount)
        : null;
      await audit(db, {
        action: 'auth.reset_requested',
        subjectAccountId: account?.id ?? null,
        requestId: meta.requestId,
        details: { ip: meta.ip, mailed: attempt !== null && attempt.lockedForMs === 0 },
      });
      if (!account || !attempt || attempt.lockedForMs > 0) return; // quietly: no mail bombing
      const token = newToken();
      await resetTokens.add(
        hashToken(token),
        account.id,
        new Date(now.getTime() + policies.resetTokenMinutes * MINUTE),
      );
      const link = `${links.origin}/resetpassword?token=${encodeURIComponent(token)}`;
      await mail({
        to: account.email,
        subject: 'Reset your password',
        text: `Hello ${account.firstName},\n\nSomeone (we hope you) asked to reset the password of your account. Open this link within ${policies.resetTokenMinutes} minutes to choose a new one:\n\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.\n`,
        secrets: [link],
      });
    },

    async confirmReset(token: string, password: string, meta: RequestMeta) {
      const now = new Date();
      const tokenHash = hashToken(token);
      const owner = await resetTokens.liveOwner(tokenHash, now);
      const account = owner === null ? null : await accountsRepo.findById(owner);
      if (!account) throw invalidResetToken();
      // Checked before the link is used, so that a refused password leaves the link working.
      assertAcceptablePassword(password, account.email);
      const passwordHash = await hashPassword(password);
      const claimed = await db.transaction(async (tx) => {
        const tokens = resetTokenRepository(tx);
        if ((await tokens.claim(tokenHash, now)) === null) return false;
        await tokens.useAllOf(account.id, now);
        await accountRepository(tx).setPasswordHash(account.id, passwordHash);
        await sessionRepository(tx).deleteAllForAccount(account.id);
        // Whoever knew the old password may have signed in somewhere: no browser passes locks now.
        await knownDeviceRepository(tx).forgetAll(account.id);
        return true;
      });
      if (!claimed) throw invalidResetToken();
      // The lock message offers a reset: a reset lifts the lock.
      await counters.clear(`reset:account:${account.id}`);
      await counters.clear(`login:account:${account.email}`);
      await audit(db, {
        action: 'auth.password_reset',
        actorAccountId: account.id,
        subjectAccountId: account.id,
        requestId: meta.requestId,
        details: { ip: meta.ip },
      });
      return 'Your password has been changed. Sign in with your new password.';
    },

    async authenticateApi3(sessionId: number) {
      await sessions.markApi3Authenticated(sessionId, new Date());
    },
  };
}

function invalidResetToken() {
  return errors.invalidResetToken();
}
