import {
  CME_WORK_UNIT_LABELS,
  type CmeWorkKind,
  QUARTERS_PER_CREDIT,
} from '@boardready/contracts/cme-rules';

/**
 * The credit rules (decision 1501), pure: what a learner's recorded work earns under an
 * activity's rule. Earned credit is never stored; the service reads the work (first answers'
 * results in order, chapters read, lessons completed) and asks this file. Every
 * figure is a whole number of quarter hours.
 */

export interface CreditRule {
  kind: CmeWorkKind;
  /** units of work that earn one credit (a block of first answers, for questions) */
  unitsPerCredit: number;
  /** questions: the percent of a block's first answers correct for the block to earn its credit */
  passingPercent: number | null;
  maxQuarters: number;
  /** work is counted from this day (YYYY-MM-DD, from its UTC midnight) */
  releasedOn: string;
}

/**
 * Blocks of first answers that share a tally, and how many there are (one entry per distinct
 * tally, not per block). Every block holds `unitsPerCredit` answers but the last, which may be
 * under way.
 */
export interface BlockTally {
  answered: number;
  correct: number;
  blocks: number;
}

/** The learner's work under a rule, by kind. */
export type CreditWork =
  | { kind: 'questions'; blocks: readonly BlockTally[] }
  | { kind: 'book_chapters'; chaptersRead: number }
  | { kind: 'course_lessons'; lessonsCompleted: number };

export interface NextCredit {
  /** units done towards the next credit, and how many a credit takes */
  unitsDone: number;
  unitsPerCredit: number;
  /** questions: the percent correct of the block under way (null before its first answer) */
  blockPercentCorrect: number | null;
  passingPercent: number | null;
}

export interface Earning {
  /** units of work counted (first answers, chapters read, lessons completed) */
  unitsDone: number;
  blocksPassed: number;
  blocksFailed: number;
  earnedQuarters: number;
  /** null when the maximum is reached */
  next: NextCredit | null;
}

/** The first moment whose work counts: the release day's UTC midnight. */
export function releaseStart(releasedOn: string): Date {
  return new Date(`${releasedOn}T00:00:00.000Z`);
}

/** A block passes when its share correct reaches the passing percent (whole numbers, no floats). */
export function blockPasses(correct: number, answered: number, passingPercent: number): boolean {
  return correct * 100 >= passingPercent * answered;
}

/**
 * What the work earns under the rule: each complete block of first answers whose share correct
 * passes, each chapter read, each lesson completed, one credit per `unitsPerCredit` units; a
 * complete block is settled (later answers never undo it); earned credit stops at the maximum.
 */
export function earningOf(rule: CreditRule, work: CreditWork): Earning {
  const n = rule.unitsPerCredit;
  if (work.kind === 'questions' && rule.kind === 'questions') {
    const passing = rule.passingPercent ?? 0;
    let unitsDone = 0;
    let blocksPassed = 0;
    let blocksFailed = 0;
    let partial = { answered: 0, correct: 0 };
    for (const tally of work.blocks) {
      unitsDone += tally.answered * tally.blocks;
      if (tally.answered < n) {
        partial = { answered: tally.answered, correct: tally.correct };
      } else if (blockPasses(tally.correct, tally.answered, passing)) {
        blocksPassed += tally.blocks;
      } else {
        blocksFailed += tally.blocks;
      }
    }
    const earnedQuarters = Math.min(blocksPassed * QUARTERS_PER_CREDIT, rule.maxQuarters);
    return {
      unitsDone,
      blocksPassed,
      blocksFailed,
      earnedQuarters,
      next:
        earnedQuarters >= rule.maxQuarters
          ? null
          : {
              unitsDone: partial.answered,
              unitsPerCredit: n,
              blockPercentCorrect:
                partial.answered === 0
                  ? null
                  : Math.round((partial.correct * 100) / partial.answered),
              passingPercent: passing,
            },
    };
  }
  const units =
    work.kind === rule.kind
      ? work.kind === 'book_chapters'
        ? work.chaptersRead
        : work.kind === 'course_lessons'
          ? work.lessonsCompleted
          : 0
      : 0;
  const earnedQuarters = Math.min(Math.floor(units / n) * QUARTERS_PER_CREDIT, rule.maxQuarters);
  return {
    unitsDone: units,
    blocksPassed: 0,
    blocksFailed: 0,
    earnedQuarters,
    next:
      earnedQuarters >= rule.maxQuarters
        ? null
        : {
            unitsDone: units % n,
            unitsPerCredit: n,
            blockPercentCorrect: null,
            passingPercent: null,
          },
  };
}

/** A learner's first answer to a question of the bank. */
export interface FirstAnswer {
  questionId: number;
  answeredAt: Date;
  correct: boolean;
}

/**
 * A learner's first answers from the release on, in the order given (ties by question id), as
 * one character each: '1' right, '0' wrong. The repository reads the same string from the
 * database (one pass over an index, no rows to carry).
 */
export function firstAnswerResults(releasedOn: string, answers: readonly FirstAnswer[]): string {
  const from = releaseStart(releasedOn).getTime();
  return answers
    .filter((a) => a.answeredAt.getTime() >= from)
    .sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime() || a.questionId - b.questionId)
    .map((a) => (a.correct ? '1' : '0'))
    .join('');
}

/** The results cut N at a time, in order, tallied by distinct tally; the last block may be short. */
export function blocksOfResults(results: string, unitsPerCredit: number): BlockTally[] {
  const tallies = new Map<string, BlockTally>();
  for (let start = 0; start < results.length; start += unitsPerCredit) {
    const end = Math.min(start + unitsPerCredit, results.length);
    let correct = 0;
    for (let i = start; i < end; i++) if (results.charCodeAt(i) === 49) correct += 1; // '1'
    const key = `${end - start}:${correct}`;
    const tally = tallies.get(key) ?? { answered: end - start, correct, blocks: 0 };
    tally.blocks += 1;
    tallies.set(key, tally);
  }
  return [...tallies.values()];
}

/** The blocks of first answers as the rule counts them: N at a time from the release on. */
export function blocksOfAnswers(
  rule: Pick<CreditRule, 'unitsPerCredit' | 'releasedOn'>,
  answers: readonly FirstAnswer[],
): BlockTally[] {
  return blocksOfResults(firstAnswerResults(rule.releasedOn, answers), rule.unitsPerCredit);
}

/** A book as the chapter rule reads it: its chapters' sections. */
export interface ChapteredBook {
  chapters: readonly { sections: readonly { id: string }[] }[];
}

/** Chapters whose every section is among those read (read from the release on). */
export function chaptersRead(book: ChapteredBook, sectionsRead: ReadonlySet<string>): number {
  return book.chapters.filter(
    (chapter) =>
      chapter.sections.length > 0 && chapter.sections.every((s) => sectionsRead.has(s.id)),
  ).length;
}

/** A claim's share of the earned credit: [from, to) in quarters. */
export interface CoveredRange {
  coveredFromQuarters: number;
  coveredToQuarters: number;
}

/** The earned quarters claims have covered already. */
export function coveredQuarters(claims: readonly CoveredRange[]): number {
  return claims.reduce((sum, c) => sum + (c.coveredToQuarters - c.coveredFromQuarters), 0);
}

/**
 * Earned and not yet covered by a claim. A history reset may lower earned credit below what
 * claims covered: nothing is claimable then until new work passes it again.
 */
export function claimableQuarters(earnedQuarters: number, claims: readonly CoveredRange[]) {
  return Math.max(0, earnedQuarters - coveredQuarters(claims));
}

/** MOC points of a claim for a board at its ratio (percent of a point per credit), in quarters. */
export function mocPointsQuarters(claimedQuarters: number, ratioPercent: number): number {
  return Math.floor((claimedQuarters * ratioPercent) / 100);
}

/**
 * The rule in the learner's words: "1 credit per 10 questions answered for the first time, 50%
 * correct", "1 credit per chapter read".
 */
export function ruleInWords(
  rule: Pick<CreditRule, 'kind' | 'unitsPerCredit' | 'passingPercent'>,
): string {
  const label = CME_WORK_UNIT_LABELS[rule.kind];
  const units = rule.unitsPerCredit === 1 ? label.one : `${rule.unitsPerCredit} ${label.many}`;
  const share =
    rule.kind === 'questions' && rule.passingPercent !== null && rule.passingPercent > 0
      ? `, ${rule.passingPercent}% correct`
      : '';
  return `1 credit per ${units}${share}`;
}

/** YYYY-MM-DD of a moment, in UTC: the days of claims, releases and expiries. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Claims are taken while the activity is active, released and not past its expiry day. */
export function isOpen(
  activity: { active: boolean; releasedOn: string; expiresOn: string },
  now: Date,
): boolean {
  const today = utcDay(now);
  return activity.active && activity.releasedOn <= today && today <= activity.expiresOn;
}
