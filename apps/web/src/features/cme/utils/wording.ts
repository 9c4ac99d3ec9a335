import type {
  CmeActivitySummary,
  CmeClaim,
  CmeOverview,
  MocDeadline,
} from '@boardready/contracts/cme';
import {
  CME_WORK_UNIT_LABELS,
  creditsOf,
  MOC_BOARD_LABELS,
  type MocBoard,
  QUARTERS_PER_CREDIT,
} from '@boardready/contracts/cme-rules';

/** "a, b and c" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "December 31, 2026" for a calendar day (YYYY-MM-DD), the same in every time zone. */
export function longDay(day: string, withYear = true): string {
  return new Date(`${day.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** "1.75 credits", "1.00 credit": AMA PRA credit is always read with two decimals. */
export function creditsText(quarters: number): string {
  return `${creditsOf(quarters)} ${quarters === QUARTERS_PER_CREDIT ? 'credit' : 'credits'}`;
}

/** MOC points without trailing zeros: 2, 1.5, 0.75. */
export function pointsOf(quarters: number): string {
  return String(quarters / QUARTERS_PER_CREDIT);
}

/** The MOC points (in quarters) a claim of `claimedQuarters` gives a board at its ratio. */
export function pointsQuartersOf(claimedQuarters: number, ratioPercent: number): number {
  return Math.floor((claimedQuarters * ratioPercent) / 100);
}

/** "1 ABIM Medical Knowledge MOC point per credit" */
export function mocPerCreditText(board: MocBoard, ratioPercent: number): string {
  const points = ratioPercent / 100;
  const noun = MOC_BOARD_LABELS[board].points;
  return `${points} ${points === 1 ? noun.replace(/points$/, 'point') : noun} per credit`;
}

/** "1 ABIM Medical Knowledge MOC point", "1.5 ABP MOC Part 2 points" */
export function pointsText(board: MocBoard, pointsQuarters: number): string {
  const points = pointsOf(pointsQuarters);
  const noun = MOC_BOARD_LABELS[board].points;
  return `${points} ${points === '1' ? noun.replace(/points$/, 'point') : noun}`;
}

/** "Report my 2 ABIM Medical Knowledge MOC points to ABIM" */
export function reportChoiceText(board: MocBoard, pointsQuarters: number): string {
  return `Report my ${pointsText(board, pointsQuarters)} to ${board}`;
}

/** "ABIM's deadline for 2026 work is December 31, 2026: claim by December 17 so …" */
export function deadlineText(deadline: MocDeadline): string {
  return `${deadline.board}'s deadline for ${deadline.year} work is ${longDay(deadline.deadline)}: claim by ${longDay(deadline.claimBy, false)} so your points are reported in time.`;
}

/** "45 days left", "1 day left", "Today is the last day" */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft <= 0) return 'Today is the last day.';
  return daysLeft === 1 ? '1 day left.' : `${daysLeft} days left.`;
}

/** What the next credit still needs, in words; null when the maximum is reached. */
export function nextCreditText(activity: CmeActivitySummary): string | null {
  const { next } = activity;
  if (!next) return null;
  const unit = CME_WORK_UNIT_LABELS[activity.kind];
  if (activity.kind === 'questions') {
    const base = `${next.unitsDone} of ${next.unitsPerCredit} questions toward your next credit`;
    if (next.blockPercentCorrect === null || next.unitsDone === 0) {
      return next.passingPercent === null
        ? base
        : `${base}; a block passes with ${next.passingPercent}% correct`;
    }
    return `${base}; ${next.blockPercentCorrect}% correct so far in this block (${next.passingPercent}% passes)`;
  }
  return `${next.unitsDone} of ${next.unitsPerCredit} ${next.unitsPerCredit === 1 ? unit.one : unit.many} toward your next credit`;
}

/** Blocks of questions that finished below the passing share: said once, plainly. */
export function failedBlocksText(activity: CmeActivitySummary): string | null {
  if (activity.blocksFailed === 0 || activity.kind !== 'questions') return null;
  const per = activity.next?.unitsPerCredit;
  const passing = activity.next?.passingPercent;
  const blocks = activity.blocksFailed === 1 ? '1 block' : `${activity.blocksFailed} blocks`;
  const size = per ? ` of ${per} questions` : '';
  const share = passing === null || passing === undefined ? '' : ` below ${passing}% correct`;
  return `${blocks}${size} finished${share} and earned no credit.`;
}

/** Each year's transcripts: the year's, and one per board its claims were reported to. */
export function transcriptsOf(
  overview: Pick<CmeOverview, 'claims' | 'transcriptYears'>,
): { year: number; boards: MocBoard[] }[] {
  return overview.transcriptYears.map((year) => {
    const boards = new Set<MocBoard>();
    for (const claim of overview.claims) {
      if (Number(claim.completedOn.slice(0, 4)) !== year) continue;
      for (const report of claim.reports) boards.add(report.board);
    }
    return { year, boards: [...boards].sort() };
  });
}

/** Newest claim first. */
export const newestFirst = (claims: readonly CmeClaim[]) =>
  [...claims].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.claimId - a.claimId);

/** When the activity takes claims, or why it no longer does. */
export function availabilityText(
  activity: Pick<CmeActivitySummary, 'open' | 'releasedOn' | 'expiresOn'>,
  today = new Date().toISOString().slice(0, 10),
): string {
  if (activity.open) return `Claims are taken until ${longDay(activity.expiresOn)}.`;
  if (activity.expiresOn <= today)
    return `This activity expired on ${longDay(activity.expiresOn)}: it takes no new claims.`;
  return 'This activity has been withdrawn: it takes no new claims.';
}
