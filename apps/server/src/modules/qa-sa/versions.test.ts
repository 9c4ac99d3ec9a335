import {
  contentManagerEndpoints as CM,
  type CmsDraft,
  type QaSessionQuestion,
  qaSaEndpoints,
  type SaAttempt,
  type SaResults,
} from '@boardready/contracts';
import { and, eq, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { qaQuestions, qaSaAnswers, qaTopics } from '../../db/schema';
import { type QaClient, qaClient } from '../../test/qa-test-client';
import { demoForm } from '../../test/sa-forms';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * An attempt keeps the version each of its questions had when it started (decision 1305): a
 * content manager publishing a new version mid-attempt changes neither what the attempt shows
 * nor how it is scored; the next attempt gets the new version.
 */

const E = qaSaEndpoints;
let t: TestApp;
let learner: QaClient;
let curator: QaClient;
let admin: QaClient;
let formId: number;
let question: { questionId: number; correctKey: string };

beforeAll(async () => {
  t = await createTestApp();
  [learner, curator, admin] = await Promise.all([
    qaClient(t, 'learner@demo.test'),
    qaClient(t, 'curator@demo.test'),
    qaClient(t, 'admin@demo.test'),
  ]);
  const form = await demoForm(t.database.db, 'im-sa-1');
  formId = form.formId;
  question = form.questionAt.get(1)!;
}, 240_000);
afterAll(() => t.close());

async function ok<T>(
  response: { statusCode: number; body: string; json(): unknown },
  status = 200,
) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

const itemAt = async (attemptId: number, position: number) =>
  ok<QaSessionQuestion>(await learner.call(E.getItem, { params: { attemptId, position } }));

/** Ends both blocks of the demo form (2 blocks): the attempt is scored. */
async function finish(attemptId: number) {
  await ok(await learner.call(E.endBlock, { params: { attemptId, blockNumber: 1 }, body: {} }));
  await ok(await learner.call(E.startBlock, { params: { attemptId, blockNumber: 2 }, body: {} }));
  return ok<SaAttempt>(
    await learner.call(E.endBlock, { params: { attemptId, blockNumber: 2 }, body: {} }),
  );
}

/** A leaf topic of the question's bank under another top-level topic than the question's. */
async function leafElsewhere(questionId: number) {
  const db = t.database.db;
  const child = alias(qaTopics, 'child');
  const [q] = await db.select().from(qaQuestions).where(eq(qaQuestions.id, questionId));
  const [leaf] = await db
    .select({ id: qaTopics.id, parentId: qaTopics.parentId })
    .from(qaTopics)
    .where(
      and(
        eq(qaTopics.bankId, q!.bankId),
        isNotNull(qaTopics.parentId),
        ne(
          qaTopics.parentId,
          sql`(select coalesce(t.parent_id, t.id) from qa_question_topics qt
          join qa_topics t on t.id = qt.topic_id where qt.question_id = ${questionId} limit 1)`,
        ),
        notExists(db.select().from(child).where(eq(child.parentId, qaTopics.id))),
      ),
    )
    .limit(1);
  const [parent] = await db.select().from(qaTopics).where(eq(qaTopics.id, leaf!.parentId!));
  return { leafId: leaf!.id, topName: parent!.name };
}

describe('[decision 1305] a self-assessment attempt keeps its questions’ versions', () => {
  let first: number;
  let oldStem: string;
  let oldTopic: string;
  let newKey: string;
  let newTopic: string;

  test('a version published mid-attempt: the attempt still shows and scores the old one', async () => {
    first = (
      await ok<SaAttempt>(await learner.call(E.startAttempt, { params: { formId }, body: {} }), 201)
    ).attemptId;
    const before = await itemAt(first, 1);
    oldStem = before.question.stemHtml;

    // A content manager publishes version n+1 of position 1's question: new stem, new key, a
    // topic under another top-level topic.
    let draft = await ok<CmsDraft>(
      await curator.call(CM.createDraft, { body: { questionId: question.questionId } }),
      201,
    );
    newKey = draft.content.choices.find((c) => c.key !== question.correctKey)!.key;
    const elsewhere = await leafElsewhere(question.questionId);
    newTopic = elsewhere.topName;
    draft = await ok<CmsDraft>(
      await curator.call(CM.saveDraft, {
        params: { draftId: draft.draftId },
        body: {
          lockVersion: draft.lockVersion,
          changeNote: 'New key',
          content: {
            ...draft.content,
            stemHtml: '<p>The stem of the new version.</p>',
            correctKey: newKey,
            topicIds: [elsewhere.leafId],
          },
        },
      }),
    );
    await ok(
      await curator.call(CM.submitDraft, {
        params: { draftId: draft.draftId },
        body: { lockVersion: draft.lockVersion },
      }),
    );
    await ok(await admin.call(CM.approveDraft, { params: { draftId: draft.draftId }, body: {} }));
    const published = await ok<CmsDraft>(
      await admin.call(CM.publishDraft, { params: { draftId: draft.draftId }, body: {} }),
    );
    expect(published.publishedVersion).toBeGreaterThan(1);

    const during = await itemAt(first, 1);
    expect(during.question.stemHtml).toBe(oldStem);
    expect(during.question.choices).toEqual(before.question.choices);
    // answered with the old version's key: right, although the current version says otherwise
    await ok(
      await learner.call(E.answerItem, {
        params: { attemptId: first, position: 1 },
        body: { choiceKey: question.correctKey },
      }),
    );
    expect(await finish(first)).toMatchObject({ status: 'completed', correctCount: 1 });

    const results = await ok<SaResults>(
      await learner.call(E.results, { params: { attemptId: first } }),
    );
    oldTopic = results.items[0]!.topicName;
    expect(oldTopic).not.toBe(newTopic);
    expect(results.items[0]).toMatchObject({
      selectedKey: question.correctKey,
      correctKey: question.correctKey,
      isCorrect: true,
    });
    expect(results.topics.find((topic) => topic.name === oldTopic)?.correctCount).toBe(1);
    // the review shows the version answered, with its key
    const review = await itemAt(first, 1);
    expect(review.question.stemHtml).toBe(oldStem);
    expect(review.reveal?.correctKey).toBe(question.correctKey);
  });

  test('a new attempt gets the new version, and is scored on it', async () => {
    const second = (
      await ok<SaAttempt>(await learner.call(E.startAttempt, { params: { formId }, body: {} }), 201)
    ).attemptId;
    expect((await itemAt(second, 1)).question.stemHtml).toBe('<p>The stem of the new version.</p>');
    await ok(
      await learner.call(E.answerItem, {
        params: { attemptId: second, position: 1 },
        body: { choiceKey: newKey },
      }),
    );
    expect(await finish(second)).toMatchObject({ status: 'completed', correctCount: 1 });
    const results = await ok<SaResults>(
      await learner.call(E.results, { params: { attemptId: second } }),
    );
    expect(results.items[0]).toMatchObject({
      correctKey: newKey,
      isCorrect: true,
      topicName: newTopic,
    });
    // each attempt recorded the version it was given
    const versions = await t.database.db
      .select({ attemptId: qaSaAnswers.attemptId, version: qaSaAnswers.questionVersion })
      .from(qaSaAnswers)
      .where(eq(qaSaAnswers.position, 1));
    const of = (id: number) => versions.find((v) => v.attemptId === id)!.version;
    expect(of(second)).toBe(of(first) + 1);
  });
});
