import type {
  CmsBank,
  CmsContent,
  CmsDraft,
  CmsDraftSummary,
  CmsQuestion,
  CmsQuestionVersion,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import type { QaDraftStatus } from '../../db/schema';
import { audit } from '../audit/audit';
import { assertValidContent, type BankTopics, draftContentHash } from './content-checks';
import { type DraftRecord, type DraftRow, draftLists, draftRepository } from './draft-repository';
import { cmsQuestionRepository, type QuestionRow } from './question-repository';
import { questionVersionRepository } from './version-repository';

/**
 * Content management's workflow (issue 26, decision 1305): a draft is written (draft, or sent
 * back), submitted, approved by another content manager, and published as the question's next
 * version (a new question: version 1). Every write is audited in its transaction.
 */

/** The staff member at the keyboard: rights are the account's, the audit names them. */
export interface Actor {
  /** the account acted as: the rights, the author, the reviewer */
  accountId: number;
  /** the person at the keyboard (the same, unless they assume someone): audited, and never the reviewer of their own draft either */
  signedInId: number;
  requestId: string;
}

const EDITABLE: QaDraftStatus[] = ['draft', 'sent_back'];
const RECENT_DAYS = 30;
const LIST_LIMIT = 50;

/** A question row's content as a draft holds it. */
export function contentOf(row: {
  stemHtml: string;
  leadIn: string;
  choices: CmsContent['choices'];
  correctKey: CmsContent['correctKey'];
  explanationSummary: string;
  educationalObjective: string;
  references: { kind: string; citation: string; year: number; url?: string }[];
  topicIds: number[];
  curatedReview: boolean;
}): CmsContent {
  return {
    stemHtml: row.stemHtml,
    leadIn: row.leadIn,
    choices: row.choices.map(({ key, text, explanation }) => ({ key, text, explanation })),
    correctKey: row.correctKey,
    explanationSummary: row.explanationSummary,
    educationalObjective: row.educationalObjective,
    references: row.references.map((r) => ({
      kind: r.kind as CmsContent['references'][number]['kind'],
      citation: r.citation,
      year: r.year,
      ...(r.url ? { url: r.url } : {}),
    })),
    topicIds: [...row.topicIds],
    curatedReview: row.curatedReview,
  };
}

/** The next free code of a bank: its prefix (from its codes) and one more than the highest number. */
export function nextCode(codes: string[], bankCode: string): string {
  let prefix = bankCode.toUpperCase().replace(/[^A-Z]/g, '') || 'Q';
  let highest = 0;
  let width = 4;
  for (const code of codes) {
    const match = /^([A-Z]+)-(\d+)$/.exec(code);
    if (!match) continue;
    const n = Number(match[2]);
    if (n >= highest) {
      highest = n;
      prefix = match[1]!;
      width = Math.max(4, match[2]!.length);
    }
  }
  return `${prefix}-${String(highest + 1).padStart(width, '0')}`;
}

export function contentManagerService(db: Database) {
  const questions = cmsQuestionRepository(db);

  async function bankTopics(repo: ReturnType<typeof cmsQuestionRepository>, bankId: number) {
    const bank = await repo.bank(bankId);
    const topics = await repo.topics(bankId);
    const groups = new Set(topics.filter((t) => t.parentId === null).map((t) => t.id));
    const leaves = new Set(topics.filter((t) => t.parentId !== null).map((t) => t.id));
    return { bankCode: bank?.code ?? String(bankId), leaves, groups } satisfies BankTopics;
  }

  /** The draft as the editor reads it, with what `viewer` may do with it now. */
  async function toDraft(tx: Database, record: DraftRecord, viewer: number): Promise<CmsDraft> {
    const repo = draftRepository(tx);
    const { draft } = record;
    const events = await repo.events(draft.id);
    const people = await repo.names(
      [draft.authorId, draft.submittedBy, draft.reviewedBy, draft.publishedBy].filter(
        (id): id is number => id !== null,
      ),
    );
    const person = (id: number | null) =>
      id === null ? null : { accountId: id, name: people.get(id) ?? 'Former staff member' };
    const own = isOwn(draft, viewer);
    return {
      draftId: draft.id,
      bankId: draft.bankId,
      bankCode: record.bankCode,
      bankTitle: record.bankTitle,
      questionId: draft.questionId,
      questionCode: record.questionCode,
      baseVersion: draft.baseVersion,
      currentVersion: record.currentVersion,
      questionStatus: record.questionStatus,
      status: draft.status,
      lockVersion: draft.lockVersion,
      changeNote: draft.changeNote,
      content: contentOf(draft),
      author: person(draft.authorId),
      submittedBy: person(draft.submittedBy),
      reviewedBy: person(draft.reviewedBy),
      publishedBy: person(draft.publishedBy),
      publishedVersion: draft.publishedVersion,
      createdAt: draft.createdAt.toISOString(),
      updatedAt: draft.updatedAt.toISOString(),
      submittedAt: draft.submittedAt?.toISOString() ?? null,
      publishedAt: draft.publishedAt?.toISOString() ?? null,
      events: events.map((e) => ({
        id: e.id,
        kind: e.kind,
        body: e.body,
        by: e.accountId === null ? null : { accountId: e.accountId, name: e.name },
        createdAt: e.createdAt.toISOString(),
      })),
      can: {
        edit: EDITABLE.includes(draft.status),
        submit: EDITABLE.includes(draft.status),
        review: draft.status === 'submitted' && !own,
        publish: draft.status === 'approved',
        discard:
          draft.status !== 'published' && (draft.authorId === null || draft.authorId === viewer),
      },
      reviewBlocked:
        draft.status === 'submitted' && own
          ? 'You wrote or submitted this draft: another content manager reviews it.'
          : null,
    };
  }

  /** A draft the caller wrote or submitted is theirs: they may not review it. */
  function isOwn(draft: DraftRow, accountId: number) {
    return draft.authorId === accountId || draft.submittedBy === accountId;
  }

  async function found(tx: Database, draftId: number, lock = false) {
    const record = await draftRepository(tx).get(draftId, lock);
    if (!record) throw errors.draftNotFound();
    return record;
  }

  function wrongStatus(record: DraftRecord, action: string): never {
    const labels: Record<QaDraftStatus, string> = {
      draft: 'is a draft not yet submitted',
      submitted: 'is awaiting review',
      sent_back: 'was sent back to its author',
      approved: 'is approved and waiting to be published',
      published: 'is published',
    };
    throw errors.draftWrongStatus(
      `This draft ${labels[record.draft.status]}: it cannot be ${action} now.`,
    );
  }

  /** Reads the draft again after a write and answers it, with the audit row in the same transaction. */
  async function written(
    tx: Database,
    draftId: number,
    actor: Actor,
    action: string,
    details: Record<string, unknown> = {},
  ) {
    await audit(tx, {
      action: `cms.draft.${action}`,
      actorAccountId: actor.signedInId,
      requestId: actor.requestId,
      details: { draftId, ...details },
    });
    return toDraft(tx, await found(tx, draftId), actor.accountId);
  }

  function summary(
    row: Awaited<ReturnType<ReturnType<typeof draftRepository>['summaries']>>[number],
  ): CmsDraftSummary {
    return {
      draftId: row.draftId,
      status: row.status,
      bankCode: row.bankCode,
      questionId: row.questionId,
      questionCode: row.questionCode,
      leadIn: row.leadIn,
      changeNote: row.changeNote,
      author: row.authorId === null ? null : row.author,
      updatedAt: row.updatedAt.toISOString(),
      publishedVersion: row.publishedVersion,
    };
  }

  return {
    async listDrafts(accountId: number, now = new Date()) {
      const repo = draftRepository(db);
      const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
      const [mine, awaitingMyReview, sentBack, publishedRecently] = await Promise.all([
        repo.summaries(draftLists.mine(accountId), LIST_LIMIT),
        repo.summaries(draftLists.awaitingReview(accountId), LIST_LIMIT),
        repo.summaries(draftLists.sentBack(), LIST_LIMIT),
        repo.summaries(draftLists.publishedSince(since), LIST_LIMIT),
      ]);
      return {
        mine: mine.map(summary),
        awaitingMyReview: awaitingMyReview.map(summary),
        sentBack: sentBack.map(summary),
        publishedRecently: publishedRecently.map(summary),
      };
    },

    async listBanks(): Promise<{ banks: CmsBank[] }> {
      const [banks, topics] = await Promise.all([questions.banks(), questions.topics()]);
      return {
        banks: banks.map((bank) => {
          const mine = topics.filter((t) => t.bankId === bank.id);
          return {
            bankId: bank.id,
            code: bank.code,
            title: bank.title,
            specialty: bank.specialty,
            topics: mine
              .filter((t) => t.parentId === null)
              .map((group) => ({
                topicId: group.id,
                name: group.name,
                children: mine
                  .filter((t) => t.parentId === group.id)
                  .map((leaf) => ({ topicId: leaf.id, name: leaf.name })),
              })),
          };
        }),
      };
    },

    async searchQuestions(search: string, limit: number) {
      return { questions: await questions.search(search, limit) };
    },

    async question(questionId: number): Promise<CmsQuestion> {
      const row = await questions.question({ id: questionId });
      if (!row) throw errors.questionNotFound();
      const [versions, open] = await Promise.all([
        questionVersionRepository(db).list(questionId),
        draftRepository(db).openDraftOf(questionId),
      ]);
      return {
        questionId,
        code: row.question.code,
        bankId: row.question.bankId,
        bankCode: row.bankCode,
        bankTitle: row.bankTitle,
        status: row.question.status,
        version: row.question.version,
        openDraft: open ? { draftId: open.id, status: open.status, author: open.author } : null,
        versions: versions.map((v) => ({
          version: v.version,
          origin: v.origin,
          publishedAt: v.publishedAt.toISOString(),
          publishedBy: v.firstName === null ? null : `${v.firstName} ${v.lastName}`,
          draftId: v.draftId,
          changeNote: v.changeNote,
        })),
      };
    },

    async questionVersion(questionId: number, version: number): Promise<CmsQuestionVersion> {
      const row = await questions.question({ id: questionId });
      if (!row) throw errors.questionNotFound();
      const found = await questionVersionRepository(db).get(questionId, version);
      if (!found) {
        throw errors.questionVersionNotFound(
          `${row.question.code} has no version ${version}; its current version is ${row.question.version}.`,
        );
      }
      return {
        questionId,
        code: row.question.code,
        version,
        content: contentOf(found.version),
        topics: found.topics.map((t) => ({ topicId: t.id, name: t.name })),
      };
    },

    async createDraft(
      actor: Actor,
      body: { questionId: number } | { bankId: number },
      now = new Date(),
    ): Promise<CmsDraft> {
      return db.transaction(async (tx) => {
        const repo = draftRepository(tx);
        const qs = cmsQuestionRepository(tx);
        let values: Parameters<typeof repo.insert>[0];
        if ('questionId' in body) {
          const row = await qs.question({ id: body.questionId });
          if (!row) throw errors.questionNotFound();
          const q = row.question;
          if (q.status === 'retired') throw errors.questionRetired();
          const open = await repo.openDraftOf(q.id);
          if (open) {
            throw errors.openDraftExists(
              `${q.code} already has an open draft (#${open.id}${open.author ? ` by ${open.author}` : ''}): continue that one.`,
            );
          }
          const topics = await qs.questionTopics(q.id);
          values = {
            bankId: q.bankId,
            questionId: q.id,
            baseVersion: q.version,
            ...contentOf({ ...q, topicIds: topics.map((t) => t.id) }),
          };
        } else {
          if (!(await qs.bank(body.bankId))) throw errors.bankNotFound();
          values = { bankId: body.bankId };
        }
        const draft = await repo.insert({
          ...values,
          authorId: actor.accountId,
          createdAt: now,
          updatedAt: now,
        });
        await repo.addEvent(draft.id, actor.accountId, 'created');
        return written(tx, draft.id, actor, 'create', {
          questionId: draft.questionId,
          bankId: draft.bankId,
        });
      });
    },

    async draft(accountId: number, draftId: number) {
      return toDraft(db, await found(db, draftId), accountId);
    },

    async saveDraft(
      actor: Actor,
      draftId: number,
      body: { lockVersion: number; changeNote: string; content: CmsContent },
      now = new Date(),
    ) {
      const before = await found(db, draftId);
      // half-written work is saved: only what no further typing makes right is refused
      assertValidContent(
        body.content,
        await bankTopics(questions, before.draft.bankId),
        'save',
        'The draft was not saved',
      );
      return db.transaction(async (tx) => {
        const repo = draftRepository(tx);
        const saved = await repo.save(
          draftId,
          body.lockVersion,
          { ...body.content, changeNote: body.changeNote.trim() },
          now,
        );
        if (!saved) {
          const record = await found(tx, draftId);
          if (!EDITABLE.includes(record.draft.status)) wrongStatus(record, 'changed');
          throw errors.draftConflict(
            `Someone else saved this draft after you opened it (it is at save ${record.draft.lockVersion} now; you started from save ${body.lockVersion}). Nothing was saved: your text is still on screen.`,
          );
        }
        return written(tx, draftId, actor, 'save', { lockVersion: saved.lockVersion });
      });
    },

    async submitDraft(actor: Actor, draftId: number, lockVersion: number, now = new Date()) {
      return db.transaction(async (tx) => {
        const repo = draftRepository(tx);
        // held until the move: the content judged is the content submitted
        const record = await found(tx, draftId, true);
        const { draft } = record;
        if (!EDITABLE.includes(draft.status)) wrongStatus(record, 'submitted');
        if (draft.lockVersion !== lockVersion) {
          throw errors.draftConflict(
            'Someone saved this draft after you opened it: read their version before submitting.',
          );
        }
        assertValidContent(
          contentOf(draft),
          await bankTopics(cmsQuestionRepository(tx), draft.bankId),
          'submit',
          'The draft was not submitted',
        );
        await repo.move(
          draftId,
          EDITABLE,
          { status: 'submitted', submittedBy: actor.accountId, submittedAt: now },
          now,
          lockVersion,
        );
        await repo.addEvent(draftId, actor.accountId, 'submitted');
        return written(tx, draftId, actor, 'submit');
      });
    },

    async commentDraft(actor: Actor, draftId: number, body: string) {
      return db.transaction(async (tx) => {
        await found(tx, draftId);
        await draftRepository(tx).addEvent(draftId, actor.accountId, 'comment', body);
        return written(tx, draftId, actor, 'comment');
      });
    },

    async reviewDraft(
      actor: Actor,
      draftId: number,
      verdict: 'approved' | 'sent_back',
      comment: string,
      now = new Date(),
    ) {
      return db.transaction(async (tx) => {
        const repo = draftRepository(tx);
        const record = await found(tx, draftId, true);
        if (record.draft.status !== 'submitted') {
          wrongStatus(record, verdict === 'approved' ? 'approved' : 'sent back');
        }
        if (isOwn(record.draft, actor.accountId) || isOwn(record.draft, actor.signedInId)) {
          throw errors.ownSubmission();
        }
        if (verdict === 'approved') {
          // a guard: only complete drafts are submitted, but the bank's topics may have moved since
          assertValidContent(
            contentOf(record.draft),
            await bankTopics(cmsQuestionRepository(tx), record.draft.bankId),
            'submit',
            'The draft cannot be approved',
          );
        }
        await repo.move(
          draftId,
          ['submitted'],
          { status: verdict, reviewedBy: actor.accountId, reviewedAt: now },
          now,
        );
        await repo.addEvent(draftId, actor.accountId, verdict, comment);
        return written(tx, draftId, actor, verdict === 'approved' ? 'approve' : 'sendBack');
      });
    },

    /**
     * Publishes an approved draft: the question's row takes the content as its next version (a
     * new question is created at version 1 with the bank's next code), the version is recorded
     * whole, and sessions made before keep reading the version they hold.
     */
    async publishDraft(actor: Actor, draftId: number, now = new Date()) {
      return db.transaction(async (tx) => {
        const repo = draftRepository(tx);
        const qs = cmsQuestionRepository(tx);
        const record = await found(tx, draftId, true);
        const { draft } = record;
        if (draft.status !== 'approved') wrongStatus(record, 'published');
        const content = contentOf(draft);
        // the bank's topics may have changed since the draft was saved
        assertValidContent(
          content,
          await bankTopics(qs, draft.bankId),
          'submit',
          'The draft cannot be published',
        );
        const publishedContent = {
          stemHtml: content.stemHtml,
          leadIn: content.leadIn,
          choices: content.choices,
          correctKey: content.correctKey!,
          explanationSummary: content.explanationSummary,
          educationalObjective: content.educationalObjective,
          references: content.references,
          curatedReview: content.curatedReview,
          contentHash: draftContentHash(content),
          updatedAt: now,
        };
        let question: QuestionRow;
        if (draft.questionId !== null) {
          const row = await qs.question({ id: draft.questionId }, true);
          if (!row) throw errors.questionNotFound();
          if (row.question.status === 'retired') throw errors.questionRetired();
          if (row.question.version !== draft.baseVersion) {
            throw errors.questionChangedSinceDraft(
              `${row.question.code} is at version ${row.question.version} now; this draft started from version ${draft.baseVersion}. Start a new change from version ${row.question.version}.`,
            );
          }
          question = { ...row.question, ...publishedContent, version: row.question.version + 1 };
          await qs.updateQuestion(question.id, { ...publishedContent, version: question.version });
        } else {
          const bank = await qs.bank(draft.bankId);
          if (!bank) throw errors.bankNotFound();
          let code = nextCode(await qs.codes(bank.id), bank.code);
          while (await qs.codeTaken(code)) code = nextCode([code], bank.code);
          question = await qs.insertQuestion({
            ...publishedContent,
            bankId: bank.id,
            code,
            version: 1,
            status: 'published',
            sourceFile: 'content-manager',
            createdAt: now,
          });
        }
        await qs.setTopics(question.id, content.topicIds);
        await questionVersionRepository(tx).recordCurrent([question.id], 'contentManager', {
          draftId,
          accountId: actor.accountId,
          at: now,
        });
        await repo.move(
          draftId,
          ['approved'],
          {
            status: 'published',
            questionId: question.id,
            publishedVersion: question.version,
            publishedBy: actor.accountId,
            publishedAt: now,
          },
          now,
        );
        await repo.addEvent(draftId, actor.accountId, 'published', `Version ${question.version}`);
        return written(tx, draftId, actor, 'publish', {
          questionId: question.id,
          code: question.code,
          version: question.version,
        });
      });
    },

    async discardDraft(actor: Actor, draftId: number) {
      return db.transaction(async (tx) => {
        const record = await found(tx, draftId, true);
        if (record.draft.status === 'published') wrongStatus(record, 'discarded');
        if (record.draft.authorId !== null && record.draft.authorId !== actor.accountId) {
          throw errors.notDraftAuthor();
        }
        await draftRepository(tx).remove(draftId);
        await audit(tx, {
          action: 'cms.draft.discard',
          actorAccountId: actor.signedInId,
          requestId: actor.requestId,
          details: { draftId, questionId: record.draft.questionId },
        });
        return { draftId };
      });
    },
  };
}
