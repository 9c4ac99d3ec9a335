import type { CmeProductRule } from '@boardready/contracts';
import { type CmeWorkKind, creditsOf } from '@boardready/contracts/cme-rules';

/**
 * The rule form's values as its fields hold them (text): the maximum in credits (7.5), the ratios
 * empty for no points of that board. forms.ts turns them into the contract's body (quarters).
 */
export interface RuleFormValues {
  activityCode: string;
  title: string;
  kind: CmeWorkKind;
  unitsPerCredit: string;
  passingPercent: string;
  /** in credits, as typed; sent as quarters (the field keeps the body's name: its errors come by it) */
  maxQuarters: string;
  abimRatioPercent: string;
  abpRatioPercent: string;
  releasedOn: string;
  expiresOn: string;
  active: boolean;
}

export const RULE_FIELDS = [
  'activityCode',
  'title',
  'kind',
  'unitsPerCredit',
  'passingPercent',
  'maxQuarters',
  'abimRatioPercent',
  'abpRatioPercent',
  'releasedOn',
  'expiresOn',
  'active',
] as const;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));
const credits = (quarters: number) => creditsOf(quarters).replace(/\.?0+$/, '');

/** Today and two years on, as a new activity's dates (the accreditor's usual term is up to 3). */
function newTerm(today: Date) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const later = new Date(today);
  later.setUTCFullYear(later.getUTCFullYear() + 2);
  return { releasedOn: day(today), expiresOn: day(later) };
}

/** The form's values for a product: its rule, or a questions rule to start from. */
export function ruleFormValuesOf(product: CmeProductRule, today = new Date()): RuleFormValues {
  const rule = product.rule;
  if (!rule) {
    return {
      activityCode: '',
      title: product.productName,
      kind: product.typeCode === 'onlineBookCore' ? 'book_chapters' : 'questions',
      unitsPerCredit: product.typeCode === 'onlineBookCore' ? '1' : '10',
      passingPercent: product.typeCode === 'onlineBookCore' ? '' : '50',
      maxQuarters: '',
      abimRatioPercent: product.specialty === 'IM' ? '100' : '',
      abpRatioPercent: product.specialty === 'PEDS' ? '100' : '',
      ...newTerm(today),
      active: true,
    };
  }
  return {
    activityCode: rule.activityCode,
    title: rule.title,
    kind: rule.kind,
    unitsPerCredit: text(rule.unitsPerCredit),
    passingPercent: text(rule.passingPercent),
    maxQuarters: credits(rule.maxQuarters),
    abimRatioPercent: text(rule.abimRatioPercent),
    abpRatioPercent: text(rule.abpRatioPercent),
    releasedOn: rule.releasedOn,
    expiresOn: rule.expiresOn,
    active: rule.active,
  };
}
