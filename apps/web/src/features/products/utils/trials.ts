import type { FreeTrial, ProductSpecialty } from '@boardready/contracts';
import { SPECIALTY_ORDER, SPECIALTY_TITLES } from '@/lib/specialties';
import { type Badge, daysLeft, daysLeftText } from './access';

export interface TrialGroup {
  specialty: ProductSpecialty;
  title: string;
  trials: FreeTrial[];
}

/** The catalogue per specialty, in the fixed order IM, PEDS, MS; a specialty with no offer is left out. */
export function groupTrials(trials: readonly FreeTrial[]): TrialGroup[] {
  return SPECIALTY_ORDER.map((specialty) => ({
    specialty,
    title: SPECIALTY_TITLES[specialty],
    trials: trials.filter((t) => t.specialty === specialty),
  })).filter((group) => group.trials.length > 0);
}

/** The badges of an offer: a running trial and its days left, a used-up trial, an owned product. */
export function trialBadges(trial: FreeTrial, now: Date): Badge[] {
  switch (trial.status) {
    case 'active':
      return [
        { label: 'Free trial', tone: 'trial' },
        { label: daysLeftText(daysLeft(trial.endsAt ?? now.toISOString(), now)), tone: 'ending' },
      ];
    case 'expired':
      return [{ label: 'Trial ended', tone: 'expired' }];
    case 'owned':
      return [{ label: 'Owned', tone: 'ending' }];
    default:
      return [];
  }
}
