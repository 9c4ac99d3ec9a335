import type { CmsPreview } from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { toSessionQuestion } from '../qa/dto';
import { draftRepository } from './draft-repository';
import { cmsQuestionRepository, type QuestionRow } from './question-repository';
import { contentOf } from './service';
import { questionVersionRepository } from './version-repository';

/**
 * Preview Q&A (spec §2 ngadmin/cms/preview-qna, issue 26): a question (any version) or a draft,
 * shaped by the learner player's own rules (qa/dto.ts toSessionQuestion) as an ended session
 * shows it, so its answer and explanation are there; the SPA's test view leaves them out.
 */

/** What an ended session's untouched item looks like: nothing picked, struck or noted. */
const untouched = () => ({
  position: 1,
  selectedKey: null,
  isCorrect: null,
  bookmarked: false,
  struckKeys: [],
  highlights: [],
  note: '',
});
const REVEALED = { viewMode: 'tutor', status: 'ended' } as const;

export function previewService(db: Database) {
  const questions = cmsQuestionRepository(db);

  async function ofDraft(draftId: number): Promise<CmsPreview> {
    const record = await draftRepository(db).get(draftId);
    if (!record) throw errors.draftNotFound();
    const { draft } = record;
    const bankTopics = await questions.topics(draft.bankId);
    const question: QuestionRow = {
      ...(await baseRow(draft.questionId)),
      id: draft.questionId ?? 0,
      bankId: draft.bankId,
      ...contentOf(draft),
      correctKey: draft.correctKey ?? 'A',
    };
    return {
      source: {
        kind: 'draft',
        questionId: draft.questionId,
        code: record.questionCode,
        version: draft.baseVersion,
        currentVersion: record.currentVersion,
        questionStatus: record.questionStatus,
        draftId: draft.id,
        draftStatus: draft.status,
        bankTitle: record.bankTitle,
      },
      question: toSessionQuestion({
        session: REVEALED,
        item: untouched(),
        question,
        topics: bankTopics
          .filter((t) => draft.topicIds.includes(t.id))
          .map((t) => ({ id: t.id, name: t.name })),
        choiceCounts: draft.questionId ? await questions.choiceCounts(draft.questionId) : [],
      }),
    };
  }

  /** The question's row (or an empty one for a new question): what the draft does not hold. */
  async function baseRow(questionId: number | null): Promise<QuestionRow> {
    const row = questionId === null ? undefined : await questions.question({ id: questionId });
    if (row) return row.question;
    const now = new Date();
    return {
      id: 0,
      bankId: 0,
      code: '',
      version: 0,
      status: 'published',
      retiredBy: null,
      curatedReview: false,
      stemHtml: '',
      leadIn: '',
      choices: [],
      correctKey: 'A',
      explanationSummary: '',
      educationalObjective: '',
      references: [],
      contentHash: '',
      topicGroups: [],
      sourceFile: '',
      createdAt: now,
      updatedAt: now,
    };
  }

  async function ofQuestion(
    where: { id: number } | { code: string },
    version: number | undefined,
  ): Promise<CmsPreview> {
    const row = await questions.question(where);
    if (!row) throw errors.questionNotFound();
    const current = row.question;
    let question = current;
    let topics = await questions.questionTopics(current.id);
    if (version !== undefined && version !== current.version) {
      const found = await questionVersionRepository(db).get(current.id, version);
      if (!found) {
        throw errors.questionVersionNotFound(
          `${current.code} has no version ${version}; its current version is ${current.version}.`,
        );
      }
      question = {
        ...current,
        ...contentOf(found.version),
        correctKey: found.version.correctKey,
        version,
      };
      topics = found.topics;
    }
    return {
      source: {
        kind: 'question',
        questionId: current.id,
        code: current.code,
        version: question.version,
        currentVersion: current.version,
        questionStatus: current.status,
        draftId: null,
        draftStatus: null,
        bankTitle: row.bankTitle,
      },
      question: toSessionQuestion({
        session: REVEALED,
        item: untouched(),
        question,
        topics,
        choiceCounts: await questions.choiceCounts(current.id),
      }),
    };
  }

  return {
    async preview(query: {
      questionId?: number | undefined;
      code?: string | undefined;
      version?: number | undefined;
      draftId?: number | undefined;
    }): Promise<CmsPreview> {
      if (query.draftId !== undefined) return ofDraft(query.draftId);
      if (query.questionId !== undefined)
        return ofQuestion({ id: query.questionId }, query.version);
      if (query.code !== undefined)
        return ofQuestion({ code: query.code.toUpperCase() }, query.version);
      throw errors.previewNeedsSubject();
    },
  };
}
