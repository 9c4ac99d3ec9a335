import type { UserProduct } from '@boardready/contracts';

const DAY_MS = 86_400_000;
/** A full product shows how long it has left only when its end is this close. */
const ENDING_SOON_DAYS = 30;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Whole days left until `endsAt`, counting a started day as a day: 1 hour left is "1 day left". */
export function daysLeft(endsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(endsAt).getTime() - now.getTime()) / DAY_MS));
}

export function daysLeftText(days: number): string {
  return days === 1 ? '1 day left' : `${days} days left`;
}

export type BadgeTone = 'trial' | 'expired' | 'upcoming' | 'ending';

export interface Badge {
  label: string;
  tone: BadgeTone;
}

export interface AccessSummary {
  badges: Badge[];
  /** the validity window, e.g. "Jun 1, 2026 – Jun 1, 2027" */
  period: string;
  /** why the product cannot be opened now; null when it can */
  reason: string | null;
}

/**
 * What the overview says about one product (decision 0501): its dates, a trial badge, an expired
 * or not-started badge with the reason it cannot be opened, and the days left of a trial or of a
 * full product that ends soon.
 */
export function describeAccess(product: UserProduct, now: Date, host: string): AccessSummary {
  const badges: Badge[] = [];
  if (product.isTrial) badges.push({ label: 'Free trial', tone: 'trial' });
  let reason: string | null = null;
  switch (product.availability) {
    case 'expired':
      badges.push({ label: 'Expired', tone: 'expired' });
      reason = product.isTrial
        ? `Your free trial ended on ${formatDate(product.endsAt)}. Visit ${host} to buy the full product.`
        : `Your access ended on ${formatDate(product.endsAt)}. Visit ${host} to renew it.`;
      break;
    case 'notStarted':
      badges.push({ label: 'Not started', tone: 'upcoming' });
      reason = `Your access starts on ${formatDate(product.startsAt)}.`;
      break;
    case 'usable': {
      const left = daysLeft(product.endsAt, now);
      if (product.isTrial || left <= ENDING_SOON_DAYS) {
        badges.push({ label: daysLeftText(left), tone: 'ending' });
      }
      break;
    }
  }
  return {
    badges,
    period: `${formatDate(product.startsAt)} – ${formatDate(product.endsAt)}`,
    reason,
  };
}
