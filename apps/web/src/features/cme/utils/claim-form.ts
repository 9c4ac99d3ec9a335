import type { CmeActivitySummary, CmeClaimBody } from '@boardready/contracts/cme';
import {
  CME_EVALUATION_STATEMENTS,
  type CmeEvaluationKey,
  creditsOf,
  MOC_BOARDS,
  type MocBoard,
} from '@boardready/contracts/cme-rules';

/** The claim form's values: selects and radios hold strings ('' = nothing chosen yet). */
export interface ClaimFormValues {
  /** the credit claimed, in quarter hours */
  claimedQuarters: string;
  /** the claimable quarters the form shows: the claim covers exactly that work */
  claimableQuarters: number;
  attested: boolean;
  evaluation: { ratings: Record<CmeEvaluationKey, string>; comment: string };
  /** the boards the learner asks to report the claim's points to (their consent) */
  report: Partial<Record<MocBoard, boolean>>;
}

/** The body before the contract's schema checks it (the attestation may still be unticked). */
export type ClaimBodyDraft = Omit<CmeClaimBody, 'attested'> & { attested: boolean };

export function claimDefaults(activity: CmeActivitySummary): ClaimFormValues {
  return {
    claimedQuarters: String(activity.claimableQuarters),
    claimableQuarters: activity.claimableQuarters,
    attested: false,
    evaluation: {
      ratings: Object.fromEntries(CME_EVALUATION_STATEMENTS.map((s) => [s.key, ''])) as Record<
        CmeEvaluationKey,
        string
      >,
      comment: '',
    },
    report: {},
  };
}

export function toClaimBody(values: ClaimFormValues): ClaimBodyDraft {
  const reportTo = MOC_BOARDS.filter((board) => values.report[board] === true);
  return {
    claimedQuarters: Number(values.claimedQuarters),
    claimableQuarters: values.claimableQuarters,
    attested: values.attested,
    evaluation: {
      ratings: Object.fromEntries(
        CME_EVALUATION_STATEMENTS.map((s) => [s.key, Number(values.evaluation.ratings[s.key])]),
      ) as Record<CmeEvaluationKey, number>,
      comment: values.evaluation.comment,
    },
    reportTo,
    // ticking a board is the consent: its text stands beside the box
    mocConsent: reportTo.length > 0,
  };
}

/** The hours a learner may attest: quarter-hour steps up to the claimable credit. */
export function hourOptions(claimableQuarters: number): { value: string; label: string }[] {
  return Array.from({ length: claimableQuarters }, (_, i) => {
    const quarters = claimableQuarters - i;
    return { value: String(quarters), label: creditsOf(quarters) };
  });
}

/** The form's own field names the server may name in a 400 (its paths, dot-joined). */
export const CLAIM_SERVER_FIELDS = [
  'claimedQuarters',
  'attested',
  'evaluation.comment',
  ...CME_EVALUATION_STATEMENTS.map((s) => `evaluation.ratings.${s.key}` as const),
] as const;
