import type { CurrentSession, TermsOfUse } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { audit } from '../audit/audit';
import { SIGNED_OUT, toCurrentSession } from '../auth/account-dto';
import { sessionRepository } from '../auth/session-repository';
import { FIRST_TERMS_VERSION, termsRepository } from './repository';

/** Spec §4 terms of use, with the restricted session of decision 0601. */
export function termsService(db: Database) {
  const terms = termsRepository(db);
  const sessions = sessionRepository(db);

  return {
    async current(): Promise<TermsOfUse> {
      const row = await terms.current();
      if (!row) return { version: FIRST_TERMS_VERSION, summary: null, publishedAt: null };
      return {
        version: row.version,
        summary: row.summary,
        publishedAt: row.publishedAt.toISOString(),
      };
    },

    /**
     * Agreeing records the version in force and opens the full session. Declining ends this
     * session; an account that had accepted the version in force withdraws its agreement (every
     * session of it is restricted again until it agrees).
     */
    async answer(
      auth: AuthContext,
      agree: boolean,
      requestId: string,
    ): Promise<{ session: CurrentSession; signedOut: boolean }> {
      if (auth.assumedAccount) {
        throw errors.assumedSession(
          'While you act as this user, only they can answer the terms of use.',
        );
      }
      const version = auth.termsVersion;
      const base = {
        actorAccountId: auth.account.id,
        subjectAccountId: auth.account.id,
        requestId,
      };
      if (agree) {
        const account = await terms.setAccepted(auth.account.id, version, new Date());
        await audit(db, { ...base, action: 'terms.accept', details: { version } });
        return {
          session: toCurrentSession({ account, assumedAccount: null, termsVersion: version }),
          signedOut: false,
        };
      }
      const withdrawn = (auth.account.acceptedTermsVersion ?? 0) >= version;
      if (withdrawn) await terms.setAccepted(auth.account.id, null, null);
      await sessions.delete(auth.sessionId);
      await audit(db, { ...base, action: 'terms.decline', details: { version, withdrawn } });
      return { session: SIGNED_OUT, signedOut: true };
    },

    async publish(auth: AuthContext, summary: string, requestId: string): Promise<TermsOfUse> {
      const row = await terms.publish(summary, auth.account.id);
      if (!row) {
        throw errors.termsPublishConflict();
      }
      await audit(db, {
        action: 'terms.publish',
        actorAccountId: auth.account.id,
        requestId,
        details: { version: row.version },
      });
      return {
        version: row.version,
        summary: row.summary,
        publishedAt: row.publishedAt.toISOString(),
      };
    },
  };
}
