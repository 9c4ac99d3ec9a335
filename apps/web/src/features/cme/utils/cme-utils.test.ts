import type { CmeActivitySummary } from '@boardready/contracts/cme';
import { describe, expect, test } from 'vitest';
import { claimDefaults, hourOptions, toClaimBody } from './claim-form';
import {
  availabilityText,
  creditsText,
  daysLeftText,
  failedBlocksText,
  mocPerCreditText,
  nextCreditText,
  pointsQuartersOf,
  reportChoiceText,
  transcriptsOf,
} from './wording';

const activity: CmeActivitySummary = {
  activityId: 3,
  activityCode: 'BR-IM',
  title: 'IM Q&A',
  productId: 1,
  productName: 'IM Q&A',
  specialty: 'IM',
  kind: 'questions',
  rule: '',
  unitsDone: 0,
  blocksFailed: 0,
  earnedQuarters: 0,
  maxQuarters: 8,
  claimedQuarters: 0,
  claimableQuarters: 3,
  next: { unitsDone: 0, unitsPerCredit: 20, blockPercentCorrect: null, passingPercent: 50 },
  moc: [],
  releasedOn: '2026-01-01',
  expiresOn: '2027-12-31',
  open: true,
};

describe('CME wording', () => {
  test('credits always with two decimals; points without', () => {
    expect(creditsText(4)).toBe('1.00 credit');
    expect(creditsText(7)).toBe('1.75 credits');
    expect(pointsQuartersOf(7, 100)).toBe(7);
    expect(pointsQuartersOf(7, 50)).toBe(3);
    expect(reportChoiceText('ABIM', 4)).toBe(
      'Report my 1 ABIM Medical Knowledge MOC point to ABIM',
    );
    expect(reportChoiceText('ABP', 6)).toBe('Report my 1.5 ABP MOC Part 2 points to ABP');
    expect(mocPerCreditText('ABIM', 100)).toBe('1 ABIM Medical Knowledge MOC point per credit');
    expect(mocPerCreditText('ABP', 200)).toBe('2 ABP MOC Part 2 points per credit');
  });

  test('the next credit, by kind of work', () => {
    expect(nextCreditText(activity)).toBe(
      '0 of 20 questions toward your next credit; a block passes with 50% correct',
    );
    expect(
      nextCreditText({
        ...activity,
        next: { unitsDone: 12, unitsPerCredit: 20, blockPercentCorrect: 58, passingPercent: 50 },
      }),
    ).toBe(
      '12 of 20 questions toward your next credit; 58% correct so far in this block (50% passes)',
    );
    expect(
      nextCreditText({
        ...activity,
        kind: 'book_chapters',
        next: { unitsDone: 1, unitsPerCredit: 2, blockPercentCorrect: null, passingPercent: null },
      }),
    ).toBe('1 of 2 chapters read toward your next credit');
    expect(nextCreditText({ ...activity, next: null })).toBeNull();
    expect(failedBlocksText({ ...activity, blocksFailed: 2 })).toBe(
      '2 blocks of 20 questions finished below 50% correct and earned no credit.',
    );
  });

  test('open, expired or withdrawn; days left', () => {
    expect(availabilityText(activity, '2026-05-01')).toBe(
      'Claims are taken until December 31, 2027.',
    );
    expect(availabilityText({ ...activity, open: false }, '2028-01-02')).toBe(
      'This activity expired on December 31, 2027: it takes no new claims.',
    );
    expect(availabilityText({ ...activity, open: false }, '2026-05-01')).toBe(
      'This activity has been withdrawn: it takes no new claims.',
    );
    expect(daysLeftText(1)).toBe('1 day left.');
    expect(daysLeftText(0)).toBe('Today is the last day.');
  });

  test('transcripts: each year, and the boards its claims were reported to', () => {
    const claim = (completedOn: string, boards: ('ABIM' | 'ABP')[]) => ({
      claimId: 1,
      activityId: 3,
      activityCode: 'BR-IM',
      title: 'IM Q&A',
      claimedQuarters: 4,
      coveredQuarters: 4,
      completedOn,
      createdAt: `${completedOn}T00:00:00.000Z`,
      reports: boards.map((board, i) => ({
        reportId: i,
        board,
        pointsQuarters: 4,
        status: 'queued' as const,
        rejectReason: null,
        updatedAt: `${completedOn}T00:00:00.000Z`,
      })),
    });
    expect(
      transcriptsOf({
        transcriptYears: [2026, 2025],
        claims: [claim('2026-02-01', ['ABP', 'ABIM']), claim('2025-12-30', [])],
      }),
    ).toEqual([
      { year: 2026, boards: ['ABIM', 'ABP'] },
      { year: 2025, boards: [] },
    ]);
  });
});

describe('the claim form', () => {
  test('hours in quarter steps, the claimable first', () => {
    expect(hourOptions(3)).toEqual([
      { value: '3', label: '0.75' },
      { value: '2', label: '0.50' },
      { value: '1', label: '0.25' },
    ]);
  });

  test('the body: numbers, the boards ticked and their consent', () => {
    const values = claimDefaults(activity);
    expect(toClaimBody(values)).toMatchObject({
      claimedQuarters: 3,
      claimableQuarters: 3,
      reportTo: [],
      mocConsent: false,
    });
    values.report.ABIM = true;
    values.evaluation.ratings.freeOfBias = '5';
    const body = toClaimBody(values);
    expect(body.reportTo).toEqual(['ABIM']);
    expect(body.mocConsent).toBe(true);
    expect(body.evaluation.ratings.freeOfBias).toBe(5);
  });
});
