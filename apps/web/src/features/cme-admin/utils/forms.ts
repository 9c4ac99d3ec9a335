// The staff CME forms' schemas: the contracts' bodies from what the forms hold (text, credits).
// Loaded lazily (zod) on first validation.
import { cmeActivityRuleBody, mocResultBody } from '@boardready/contracts/cme';
import { CME_WORK_KINDS, QUARTERS_PER_CREDIT } from '@boardready/contracts/cme-rules';
import { z } from 'zod';

/** '' → null; anything else a number (a word stays NaN, for the contract's own message). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export const ruleForm = z
  .object({
    activityCode: z.string(),
    title: z.string(),
    kind: z.enum(CME_WORK_KINDS),
    unitsPerCredit: z.string(),
    passingPercent: z.string(),
    maxQuarters: z.string(),
    abimRatioPercent: z.string(),
    abpRatioPercent: z.string(),
    releasedOn: z.string(),
    expiresOn: z.string(),
    active: z.boolean(),
  })
  .transform((values) => {
    const maxCredits = numberOrNull(values.maxQuarters);
    return {
      ...values,
      unitsPerCredit: numberOrNull(values.unitsPerCredit),
      // only a questions rule has a passing share
      passingPercent: values.kind === 'questions' ? numberOrNull(values.passingPercent) : null,
      // credits as typed, in quarters: 7.5 → 30 (7.3 stays a fraction, which the contract refuses)
      maxQuarters:
        maxCredits === null ? null : Math.round(maxCredits * QUARTERS_PER_CREDIT * 1e6) / 1e6,
      abimRatioPercent: numberOrNull(values.abimRatioPercent),
      abpRatioPercent: numberOrNull(values.abpRatioPercent),
    };
  })
  .pipe(cmeActivityRuleBody);

export const rejectForm = z
  .object({ reason: z.string() })
  .transform(({ reason }) => ({ outcome: 'rejected' as const, reason }))
  // the contract's rejection (its reason's rules and messages)
  .pipe(mocResultBody.options[1]);
