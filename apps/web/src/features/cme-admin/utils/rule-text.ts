import type { CmeActivityRule, MocDeadline } from '@boardready/contracts';
import {
  CME_WORK_UNIT_LABELS,
  creditsOf,
  MOC_BOARD_LABELS,
  type MocBoard,
} from '@boardready/contracts/cme-rules';

/** Quarters as a figure without trailing zeros: 7 → "1.75", 50 → "12.5", 4 → "1". */
const figure = (quarters: number) => creditsOf(quarters).replace(/\.?0+$/, '');

/** 7 quarters → "1.75 credits"; 4 → "1 credit". */
export function creditsText(quarters: number): string {
  const text = figure(quarters);
  return `${text} ${text === '1' ? 'credit' : 'credits'}`;
}

/** "1 credit per 20 questions answered for the first time, 50% correct" */
export function ruleSentence(
  rule: Pick<CmeActivityRule, 'kind' | 'unitsPerCredit' | 'passingPercent'>,
) {
  const unit = CME_WORK_UNIT_LABELS[rule.kind];
  const units = rule.unitsPerCredit === 1 ? `1 ${unit.one}` : `${rule.unitsPerCredit} ${unit.many}`;
  const passing =
    rule.kind === 'questions' && rule.passingPercent !== null
      ? `, ${rule.passingPercent}% correct`
      : '';
  return `1 credit per ${units}${passing}`;
}

/** "ABIM 100% · ABP 50%", or "No MOC points" */
export function mocText(rule: Pick<CmeActivityRule, 'abimRatioPercent' | 'abpRatioPercent'>) {
  const parts = [
    rule.abimRatioPercent === null ? null : `ABIM ${rule.abimRatioPercent}%`,
    rule.abpRatioPercent === null ? null : `ABP ${rule.abpRatioPercent}%`,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : 'No MOC points';
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const MOMENT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar day (YYYY-MM-DD) as such, whatever the admin's time zone: "Mar 2, 2026" */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
export const formatLongDay = (day: string) => LONG_DAY.format(new Date(`${day}T00:00:00Z`));
/** A moment in the admin's own time zone: "Mar 3, 2026, 4:05 PM" */
export const formatMoment = (iso: string) => MOMENT.format(new Date(iso));

/** A birth month and day as PARS takes them: "03/14" */
export const birthText = (month: number, day: number) =>
  `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;

/**
 * The deadline warning, one sentence for the boards that share a deadline:
 * "ABIM and ABP take 2026 completions until December 31, 2026 (32 days left). …"
 */
export function deadlineSentences(deadlines: readonly MocDeadline[]): string[] {
  const groups = new Map<string, MocDeadline[]>();
  for (const d of deadlines) {
    const key = `${d.deadline}|${d.claimBy}|${d.year}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const boards = group.map((d) => d.board).join(' and ');
    const left =
      first.daysLeft === 0
        ? 'today is the last day'
        : first.daysLeft === 1
          ? '1 day left'
          : `${first.daysLeft} days left`;
    return `${boards} ${group.length > 1 ? 'take' : 'takes'} ${first.year} completions until ${formatLongDay(first.deadline)} (${left}). Learners are asked to claim by ${formatLongDay(first.claimBy)}: export the queued reports and upload them to PARS before the deadline.`;
  });
}

export const boardName = (board: MocBoard) => MOC_BOARD_LABELS[board].name;
