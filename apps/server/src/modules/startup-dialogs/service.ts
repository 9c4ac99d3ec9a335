import type {
  ApplicationType,
  CrossSellProduct,
  StartupDialog,
  StartupDialogName,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/session';
import { startupDialogRepository } from './repository';

const DAY = 86_400_000;

/** Decision 0601: when the startup dialogs ask, and how long they rest once closed. */
export const STARTUP_DIALOG_RULES = {
  /** a new account is left alone in its first week */
  settleDays: 7,
  crossSellRestDays: 30,
  feedbackRestDays: 90,
  crossSellMaxProducts: 3,
} as const;

export function startupDialogService(db: Database, opts: { publicHost: string }) {
  const repo = startupDialogRepository(db);
  const rested = (at: Date | undefined, days: number, now: Date) =>
    !at || now.getTime() - at.getTime() >= days * DAY;

  function refuseWhileAssuming(auth: AuthContext) {
    if (auth.assumedAccount) {
      throw errors.assumedSession(
        'While you act as this user, their startup dialogs are left for them.',
      );
    }
  }

  return {
    /** At most one dialog a visit: the cross-sell when there is something to offer, else feedback. */
    async next(auth: AuthContext, now = new Date()): Promise<StartupDialog> {
      const account = auth.actingAccount;
      if (auth.assumedAccount) return { dialog: null };
      if (now.getTime() - account.createdAt.getTime() < STARTUP_DIALOG_RULES.settleDays * DAY) {
        return { dialog: null };
      }
      const dismissed = await repo.dismissals(account.id);
      if (rested(dismissed.crossSell, STARTUP_DIALOG_RULES.crossSellRestDays, now)) {
        const rows = await repo.unownedProducts(
          account.id,
          STARTUP_DIALOG_RULES.crossSellMaxProducts,
        );
        if (rows.length > 0) {
          const products: CrossSellProduct[] = rows.map((row) => ({
            ...row,
            applicationType: row.applicationType as ApplicationType,
            url: `https://${opts.publicHost}/products/${encodeURIComponent(row.code)}`,
          }));
          return { dialog: 'crossSell', products };
        }
      }
      if (rested(dismissed.feedback, STARTUP_DIALOG_RULES.feedbackRestDays, now)) {
        return { dialog: 'feedback' };
      }
      return { dialog: null };
    },

    async dismiss(auth: AuthContext, dialog: StartupDialogName, now = new Date()) {
      refuseWhileAssuming(auth);
      await repo.dismiss(auth.account.id, dialog, now);
      const days =
        dialog === 'crossSell'
          ? STARTUP_DIALOG_RULES.crossSellRestDays
          : STARTUP_DIALOG_RULES.feedbackRestDays;
      return { dialog, hiddenUntil: new Date(now.getTime() + days * DAY).toISOString() };
    },

    /** An answer also rests the popup, as a dismissal does. */
    async sendFeedback(auth: AuthContext, body: { rating: number; comment?: string | undefined }) {
      refuseWhileAssuming(auth);
      const id = await repo.addFeedback({
        accountId: auth.account.id,
        rating: body.rating,
        comment: body.comment ? body.comment : null,
      });
      await repo.dismiss(auth.account.id, 'feedback', new Date());
      return { id };
    },

    async listFeedback(limit: number) {
      return (await repo.listFeedback(limit)).map(({ entry, email }) => ({
        id: entry.id,
        at: entry.createdAt.toISOString(),
        rating: entry.rating,
        comment: entry.comment,
        account:
          entry.accountId !== null && email !== null
            ? { AccountId: entry.accountId, Email: email }
            : null,
      }));
    },
  };
}
