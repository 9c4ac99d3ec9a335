import type {
  CmeActivitySummary,
  CmeClaim,
  CmeOverview,
  cmeClaimBody,
  transcriptQuery,
} from '@boardready/contracts';
import {
  boardIdentifierGaps,
  creditsOf,
  MOC_BOARD_LABELS,
  MOC_BOARDS,
  type MocBoard,
  mocDeadlinesNear,
} from '@boardready/contracts/cme-rules';
import { errors } from '@boardready/contracts/errors';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { audit } from '../audit/audit';
import type { Book } from '../books/book-content';
import {
  blocksOfResults,
  type CreditWork,
  chaptersRead,
  claimableQuarters,
  coveredQuarters,
  type Earning,
  earningOf,
  isOpen,
  mocPointsQuarters,
  releaseStart,
  ruleInWords,
  utcDay,
} from './earning';
import { renderCertificate, renderTranscript } from './pdf';
import {
  type ClaimWithActivity,
  cmeRepository,
  type HeldActivity,
  type LearnerIdentity,
  type ReportRow,
} from './repository';

/**
 * CME/MOC for the learner (issue 28, decision 1501): the overview of each held product's activity
 * (earned from the recorded work, claimed, claimable), a claim with its MOC reports in one
 * transaction, and the certificate and transcript PDFs made from the claim rows.
 */

export interface Actor {
  accountId: number;
  requestId: string;
}

export interface PdfFile {
  filename: string;
  pdf: Uint8Array;
}

type ClaimBody = z.output<typeof cmeClaimBody>;
type TranscriptQuery = z.output<typeof transcriptQuery>;

/** The ratio (percent of a point per credit) at which an activity gives a board's points. */
const ratioOf = (activity: HeldActivity, board: MocBoard) =>
  board === 'ABIM' ? activity.abimRatioPercent : activity.abpRatioPercent;

/** The field of the claim's refusal naming what the account lacks for a board. */
function identifierFields(board: MocBoard, identity: LearnerIdentity): Record<string, string> {
  const gaps = boardIdentifierGaps(board, identity);
  const fields: Record<string, string> = {};
  for (const gap of gaps) {
    if (gap.includes(' ID')) {
      fields[board === 'ABIM' ? 'abimNumber' : 'abpNumber'] =
        `Add ${gap} in your account to report ${board} points.`;
    } else if (gap.includes('month')) {
      fields.birthMonth = `Add ${gap} in your account: ${board} matches it with your ID.`;
    } else {
      fields.birthDay = `Add ${gap} in your account: ${board} matches it with your ID.`;
    }
  }
  return fields;
}

const fullName = (identity: Pick<LearnerIdentity, 'firstName' | 'lastName'>) =>
  `${identity.firstName} ${identity.lastName}`.trim();

/** A file name of the brand's letters and digits: "BoardReady-CME-certificate-12.pdf". */
const fileStem = (productName: string) =>
  productName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'CME';

export function cmeService(
  db: Database,
  books: readonly Book[],
  options: { productName: string; now?: () => Date },
) {
  const repo = cmeRepository(db);
  const now = options.now ?? (() => new Date());
  const bookOfProduct = new Map(books.flatMap((b) => b.productCodes.map((code) => [code, b])));

  /** The learner's work under an activity's rule, read from their recorded answers and reading. */
  async function workUnder(accountId: number, activity: HeldActivity): Promise<CreditWork> {
    const since = releaseStart(activity.releasedOn);
    switch (activity.kind) {
      case 'questions':
        return {
          kind: 'questions',
          blocks:
            activity.bankId === null
              ? []
              : blocksOfResults(
                  await repo.firstAnswerResults(accountId, activity.bankId, since),
                  activity.unitsPerCredit,
                ),
        };
      case 'book_chapters': {
        const book = bookOfProduct.get(activity.productCode);
        const read = book ? await repo.sectionsRead(accountId, book.code, since) : [];
        return {
          kind: 'book_chapters',
          chaptersRead: book ? chaptersRead(book, new Set(read)) : 0,
        };
      }
      case 'course_lessons':
        return {
          kind: 'course_lessons',
          lessonsCompleted: await repo.courseLessonsDone(accountId, activity.productCode, since),
        };
    }
  }

  async function earningFor(accountId: number, activity: HeldActivity): Promise<Earning> {
    return earningOf(activity, await workUnder(accountId, activity));
  }

  function toClaim(claim: ClaimWithActivity, reports: ReportRow[]): CmeClaim {
    return {
      claimId: claim.id,
      activityId: claim.activityId,
      activityCode: claim.activityCode,
      title: claim.title,
      claimedQuarters: claim.claimedQuarters,
      coveredQuarters: claim.coveredToQuarters - claim.coveredFromQuarters,
      completedOn: claim.completedOn,
      createdAt: claim.createdAt.toISOString(),
      reports: reports
        .filter((r) => r.claimId === claim.id)
        .map((r) => ({
          reportId: r.id,
          board: r.board,
          pointsQuarters: r.pointsQuarters,
          status: r.status,
          rejectReason: r.rejectReason,
          updatedAt: r.updatedAt.toISOString(),
        })),
    };
  }

  function summaryOf(
    activity: HeldActivity,
    earning: Earning,
    claims: ClaimWithActivity[],
    at: Date,
  ): CmeActivitySummary {
    const ranges = claims.filter((c) => c.activityId === activity.id);
    return {
      activityId: activity.id,
      activityCode: activity.activityCode,
      title: activity.title,
      productId: activity.productId,
      productName: activity.productName,
      specialty: activity.specialty,
      kind: activity.kind,
      rule: ruleInWords(activity),
      unitsDone: earning.unitsDone,
      blocksFailed: earning.blocksFailed,
      earnedQuarters: earning.earnedQuarters,
      maxQuarters: activity.maxQuarters,
      claimedQuarters: coveredQuarters(ranges),
      claimableQuarters: claimableQuarters(earning.earnedQuarters, ranges),
      next: earning.next,
      moc: MOC_BOARDS.flatMap((board) => {
        const ratioPercent = ratioOf(activity, board);
        return ratioPercent === null ? [] : [{ board, ratioPercent }];
      }),
      releasedOn: activity.releasedOn,
      expiresOn: activity.expiresOn,
      open: isOpen(activity, at),
    };
  }

  return {
    async overview(accountId: number): Promise<CmeOverview> {
      const at = now();
      const activities = await repo.activities(accountId, at);
      const claims = await repo.claims(accountId);
      const reports = await repo.reports(claims.map((c) => c.id));
      const summaries: CmeActivitySummary[] = [];
      for (const activity of activities) {
        summaries.push(summaryOf(activity, await earningFor(accountId, activity), claims, at));
      }
      // The boards that matter to this learner: those their activities give points of.
      const boards = MOC_BOARDS.filter((board) =>
        summaries.some((s) => s.moc.some((m) => m.board === board)),
      );
      const identity = boards.length > 0 ? await repo.identity(accountId) : null;
      return {
        activities: summaries,
        claims: claims.map((c) => toClaim(c, reports)),
        identifiers: boards.map((board) => {
          const missing = boardIdentifierGaps(board, identity);
          return { board, complete: missing.length === 0, missing };
        }),
        deadlines: mocDeadlinesNear(at).filter((d) => boards.includes(d.board)),
        transcriptYears: [...new Set(claims.map((c) => Number(c.completedOn.slice(0, 4))))].sort(
          (a, b) => b - a,
        ),
      };
    },

    /**
     * Claims the claimable credit of an activity, as the learner read it, with their attestation
     * and evaluation, and queues the MOC reports they consented to; nothing is written when any
     * check refuses. The claim covers all the claimable quarters and claims at most that many.
     */
    async claim(actor: Actor, activityId: number, body: ClaimBody): Promise<CmeClaim> {
      const at = now();
      const { accountId } = actor;
      const activity = await repo.activity(accountId, activityId, at);
      if (!activity) throw errors.cmeActivityNotFound();
      if (!isOpen(activity, at)) {
        throw errors.cmeActivityClosed(
          activity.active && utcDay(at) < activity.releasedOn
            ? `This activity takes claims from ${activity.releasedOn}.`
            : undefined,
        );
      }

      // What the boards need, before anything is read of the work.
      const ratios = new Map<MocBoard, number>();
      for (const board of body.reportTo) {
        const ratio = ratioOf(activity, board);
        if (ratio === null) {
          throw errors.boardTakesNoPoints(
            `This activity gives no ${MOC_BOARD_LABELS[board].points}: its claims cannot be reported to ${board}.`,
            { fields: { reportTo: `This activity gives no ${board} points.` } },
          );
        }
        const points = mocPointsQuarters(body.claimedQuarters, ratio);
        if (points === 0) {
          throw errors.boardTakesNoPoints(
            `A claim of ${creditsOf(body.claimedQuarters)} credit gives less than a quarter ${board} point at this activity's ${ratio}%: claim more, or do not report it to ${board}.`,
            { fields: { reportTo: `Too little credit for ${board} points.` } },
          );
        }
        ratios.set(board, ratio);
      }
      const identity = await repo.identity(accountId);
      const gaps = Object.assign(
        {},
        ...body.reportTo.map((board) => identifierFields(board, identity)),
      ) as Record<string, string>;
      if (Object.keys(gaps).length > 0)
        throw errors.boardIdentifiersIncomplete(undefined, { fields: gaps });

      const earning = await earningFor(accountId, activity);
      const ranges = await repo.coveredRanges(accountId, activityId);
      const covered = coveredQuarters(ranges);
      const claimable = claimableQuarters(earning.earnedQuarters, ranges);
      // more than the claimable credit the learner read: whatever it is now, that is refused
      if (body.claimedQuarters > body.claimableQuarters) {
        throw errors.claimExceedsEarned(undefined, {
          fields: {
            claimedQuarters: `You can claim at most ${creditsOf(claimable)} credits now.`,
          },
        });
      }
      // then the claim covers exactly what the learner read, or nothing
      if (body.claimableQuarters !== claimable) throw errors.claimableCreditChanged();

      const completedOn = utcDay(at);
      const claim = await db.transaction(async (tx) => {
        const txRepo = cmeRepository(tx);
        const row = await txRepo.addClaim({
          accountId,
          activityId,
          coveredFromQuarters: covered,
          coveredToQuarters: covered + claimable,
          claimedQuarters: body.claimedQuarters,
          completedOn,
          evaluation: { ratings: body.evaluation.ratings, comment: body.evaluation.comment },
          createdAt: at,
        });
        // another claim took this work first (a second tab, a double click)
        if (!row) return undefined;
        const reports = await txRepo.addReports(
          [...ratios].map(([board, ratio]) => ({
            claimId: row.id,
            accountId,
            board,
            pointsQuarters: mocPointsQuarters(body.claimedQuarters, ratio),
            boardId: (board === 'ABIM' ? identity.abimNumber : identity.abpNumber)!,
            firstName: identity.firstName,
            lastName: identity.lastName,
            birthMonth: identity.birthMonth!,
            birthDay: identity.birthDay!,
            activityCode: activity.activityCode,
            completedOn,
            consentedAt: at,
            updatedAt: at,
          })),
        );
        await audit(tx, {
          action: 'cme.claim',
          actorAccountId: accountId,
          subjectAccountId: accountId,
          requestId: actor.requestId,
          details: {
            claimId: row.id,
            activityId,
            activityCode: activity.activityCode,
            claimedQuarters: body.claimedQuarters,
            coveredQuarters: claimable,
            reportTo: body.reportTo,
          },
        });
        return toClaim(
          {
            ...row,
            activityCode: activity.activityCode,
            title: activity.title,
            productName: activity.productName,
          },
          reports,
        );
      });
      if (!claim) throw errors.claimableCreditChanged();
      return claim;
    },

    /** The certificate of one of the account's claims. */
    async certificate(accountId: number, claimId: number): Promise<PdfFile> {
      const claim = await repo.claim(accountId, claimId);
      if (!claim) throw errors.cmeClaimNotFound();
      const [reports, identity] = await Promise.all([
        repo.reports([claim.id]),
        repo.identity(accountId),
      ]);
      const pdf = await renderCertificate({
        claimId: claim.id,
        learnerName: fullName(identity),
        activityTitle: claim.title,
        activityCode: claim.activityCode,
        productName: claim.productName,
        completedOn: claim.completedOn,
        claimedQuarters: claim.claimedQuarters,
        createdAt: claim.createdAt,
        reports,
      });
      return { filename: `${fileStem(options.productName)}-CME-certificate-${claim.id}.pdf`, pdf };
    },

    /**
     * The account's claims completed in a year, oldest first, or those reported to one board: a
     * year without any still gives a transcript, which says so.
     */
    async transcript(accountId: number, query: TranscriptQuery): Promise<PdfFile> {
      const claims = (await repo.claims(accountId, { year: query.year })).reverse();
      const [reports, identity] = await Promise.all([
        repo.reports(claims.map((c) => c.id)),
        repo.identity(accountId),
      ]);
      const board = query.board ?? null;
      const kept = board
        ? claims.filter((c) => reports.some((r) => r.claimId === c.id && r.board === board))
        : claims;
      const pdf = await renderTranscript({
        year: query.year,
        board,
        learnerName: fullName(identity),
        madeAt: now(),
        claims: kept.map((c) => ({
          claimId: c.id,
          activityTitle: c.title,
          activityCode: c.activityCode,
          completedOn: c.completedOn,
          claimedQuarters: c.claimedQuarters,
          createdAt: c.createdAt,
          reports: reports.filter((r) => r.claimId === c.id),
        })),
      });
      const stem = fileStem(options.productName);
      return {
        filename: `${stem}-CME-transcript-${query.year}${board ? `-${board}` : ''}.pdf`,
        pdf,
      };
    },
  };
}
