import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { qaEndpoints } from '@boardready/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import {
  accounts,
  products,
  qaBankProducts,
  qaBanks,
  qaLearnerQuestions,
  qaLearnerTopicStats,
  qaMocObjectives,
  qaQuestionMocObjectives,
  qaQuestions,
  qaQuestionTopics,
  qaTopics,
} from '../../db/schema';
import { demoQbanks, seedDemoQbanks } from '../../seed/demo-qbanks';
import { seedDatabase } from '../../seed/seed';
import { learnerTopicStatsDrift, type QaClient, qaClient } from '../../test/qa-test-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type Bank, type BankQuestion, contentHash } from '../qbank-content/bank';
import { generateSyntheticBank } from '../qbank-content/synthetic';
import { writeBank } from '../qbank-content/write-bank';
import { ImportError, importBank } from './import-bank';

let t: TestApp;
let db: Database;
/** a content manager, who retires questions (decision 0902) */
let curator: QaClient;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  curator = await qaClient(t, 'curator@demo.test');
});
afterAll(() => t.close());

/** A small PEDS-shaped synthetic bank of its own code and prefix, serving no demo product. */
function syntheticBank(code: string, prefix: string, questionCount = 30): Bank {
  return generateSyntheticBank({
    seed: 7,
    questionCount,
    specialty: 'PEDS',
    code,
    idPrefix: prefix,
    productCodes: ['NO-SUCH-QA'],
    topicGroups: 3,
    topicsPerGroup: 3,
    mocObjectiveCount: 4,
  });
}

function edit(bank: Bank, index: number, change: Partial<BankQuestion>): Bank {
  const questions = bank.questions.map((q, i) => {
    if (i !== index) return q;
    const next = { ...q, ...change };
    return { ...next, contentHash: contentHash(next) };
  });
  return { ...bank, questions };
}

/** Everything the import writes for a bank, to compare before and after. */
async function bankRows(code: string) {
  const [bank] = await db.select().from(qaBanks).where(eq(qaBanks.code, code));
  if (!bank) return null;
  const questions = await db
    .select()
    .from(qaQuestions)
    .where(eq(qaQuestions.bankId, bank.id))
    .orderBy(asc(qaQuestions.id));
  const ids = questions.map((q) => q.id);
  return JSON.stringify({
    bank,
    topics: await db
      .select()
      .from(qaTopics)
      .where(eq(qaTopics.bankId, bank.id))
      .orderBy(asc(qaTopics.id)),
    objectives: await db
      .select()
      .from(qaMocObjectives)
      .where(eq(qaMocObjectives.bankId, bank.id))
      .orderBy(asc(qaMocObjectives.id)),
    questions,
    topicLinks: await db
      .select()
      .from(qaQuestionTopics)
      .where(inArray(qaQuestionTopics.questionId, ids))
      .orderBy(asc(qaQuestionTopics.questionId), asc(qaQuestionTopics.topicId)),
    objectiveLinks: await db
      .select()
      .from(qaQuestionMocObjectives)
      .where(inArray(qaQuestionMocObjectives.questionId, ids))
      .orderBy(asc(qaQuestionMocObjectives.questionId), asc(qaQuestionMocObjectives.objectiveId)),
  });
}

/** A topic's row id in the bank of `bankCode` (topic codes repeat across banks). */
async function topicId(bankCode: string, code: string) {
  const [row] = await db
    .select({ id: qaTopics.id })
    .from(qaTopics)
    .innerJoin(qaBanks, eq(qaBanks.id, qaTopics.bankId))
    .where(and(eq(qaBanks.code, bankCode), eq(qaTopics.code, code)));
  return row!.id;
}

async function questionRow(code: string) {
  const [row] = await db.select().from(qaQuestions).where(eq(qaQuestions.code, code));
  return row;
}

/** Staff retire the question of this code through the API. */
async function retireAsStaff(code: string) {
  const questionId = (await questionRow(code))!.id;
  const response = await curator.call(qaEndpoints.retireQuestion, {
    params: { questionId },
    body: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ status: 'retired', changed: true });
}

describe('importing a bank', () => {
  test('a new bank is imported whole; importing it again writes nothing', async () => {
    const bank = syntheticBank('import-a', 'IMPA');
    const report = await importBank(db, bank);
    expect(report).toMatchObject({
      bank: 'import-a',
      created: 30,
      updated: 0,
      unchanged: 0,
      products: [],
      warnings: ["the product 'NO-SUCH-QA' is not in this database: not linked"],
    });
    const first = await bankRows('import-a');
    const q = bank.questions[0]!;
    const row = await questionRow(q.id);
    expect(row).toMatchObject({
      version: q.version,
      status: q.status,
      stemHtml: q.stem,
      correctKey: q.correctKey,
      contentHash: q.contentHash,
      sourceFile: q.sourceFile,
    });
    expect(row!.choices).toEqual(q.choices);
    const links = await db
      .select({ code: qaTopics.code })
      .from(qaQuestionTopics)
      .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
      .where(eq(qaQuestionTopics.questionId, row!.id));
    expect(links.map((l) => l.code).sort()).toEqual([...q.topicIds].sort());

    const again = await importBank(db, bank, { now: new Date(Date.now() + 60_000) });
    expect(again).toMatchObject({
      created: 0,
      updated: 0,
      retagged: 0,
      unchanged: 30,
      retired: 0,
      deleted: 0,
    });
    expect(await bankRows('import-a')).toBe(first);
  });

  test('changed content needs a raised version; the error names file and question and nothing is kept', async () => {
    const bank = syntheticBank('import-b', 'IMPB');
    await importBank(db, bank);
    const before = await bankRows('import-b');
    const q = bank.questions[3]!;
    const sneaky = edit(edit(bank, 3, { leadIn: 'Which of the following is now the answer?' }), 0, {
      curatedReview: !bank.questions[0]!.curatedReview,
    });
    const error = await importBank(db, sneaky).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).problems).toEqual([
      `${q.sourceFile}: ${q.id}: the content changed but the version was not raised (still ${q.version})`,
    ]);
    expect(await bankRows('import-b')).toBe(before);

    const lowered = edit(bank, 3, { version: q.version - 1 || 0 });
    if (q.version > 1) {
      const down = await importBank(db, lowered).catch((e: unknown) => e);
      expect((down as ImportError).problems[0]).toMatch(/the version went down/);
    }
  });

  test('a raised version updates the content; new tags or flags alone retag', async () => {
    const bank = syntheticBank('import-c', 'IMPC');
    await importBank(db, bank);
    const q0 = bank.questions[0]!;
    const q1 = bank.questions[1]!;
    const otherLeaf = bank.topics[2]!.children[2]!.id;
    let next = edit(bank, 0, {
      leadIn: 'Which of the following is the best next step?',
      version: q0.version + 1,
    });
    next = edit(next, 1, { topicIds: [otherLeaf], curatedReview: !q1.curatedReview });
    const report = await importBank(db, next);
    expect(report).toMatchObject({ created: 0, updated: 1, retagged: 1, unchanged: 28 });
    expect(await questionRow(q0.id)).toMatchObject({
      version: q0.version + 1,
      leadIn: 'Which of the following is the best next step?',
    });
    const row1 = (await questionRow(q1.id))!;
    expect(row1.curatedReview).toBe(!q1.curatedReview);
    const links = await db
      .select({ code: qaTopics.code })
      .from(qaQuestionTopics)
      .innerJoin(qaTopics, eq(qaTopics.id, qaQuestionTopics.topicId))
      .where(eq(qaQuestionTopics.questionId, row1.id));
    expect(links.map((l) => l.code)).toEqual([otherLeaf]);
    expect(row1.topicGroups).toEqual([await topicId(bank.code, bank.topics[2]!.id)]);
  });

  test('a question counts for the groups of its topics, kept when a topic moves to another group', async () => {
    const bank = syntheticBank('import-t', 'IMPT');
    const [first, second] = [bank.topics[0]!, bank.topics[1]!];
    const moved = first.children[0]!;
    const tagged = bank.questions.find((q) => q.topicIds.includes(moved.id))!;
    await importBank(db, edit(bank, bank.questions.indexOf(tagged), { topicIds: [moved.id] }));
    expect((await questionRow(tagged.id))!.topicGroups).toEqual([
      await topicId(bank.code, first.id),
    ]);
    // a learner's first answer to it, kept under the first group as the answer statement keeps it
    const [learner] = await db.select({ id: accounts.id }).from(accounts).limit(1);
    await db.insert(qaLearnerQuestions).values({
      accountId: learner!.id,
      questionId: (await questionRow(tagged.id))!.id,
      seen: true,
      answered: true,
      lastCorrect: true,
      answerCount: 1,
      firstKey: 'A',
      firstCorrect: true,
      firstAnsweredAt: new Date(),
    });
    await db.insert(qaLearnerTopicStats).values({
      accountId: learner!.id,
      topicId: await topicId(bank.code, first.id),
      answered: 1,
      correct: 1,
    });
    // the leaf moves from the first group to the second; the question's tags stay as they were
    const regrouped = {
      ...bank,
      topics: bank.topics.map((group) =>
        group === first
          ? { ...group, children: group.children.slice(1) }
          : group === second
            ? { ...group, children: [...group.children, moved] }
            : group,
      ),
    };
    await importBank(db, edit(regrouped, bank.questions.indexOf(tagged), { topicIds: [moved.id] }));
    expect((await questionRow(tagged.id))!.topicGroups).toEqual([
      await topicId(bank.code, second.id),
    ]);
    // the learner's tally by topic followed the question
    expect(await learnerTopicStatsDrift(db)).toEqual([]);
    expect(
      await db
        .select({ topicId: qaLearnerTopicStats.topicId, answered: qaLearnerTopicStats.answered })
        .from(qaLearnerTopicStats)
        .where(eq(qaLearnerTopicStats.accountId, learner!.id)),
    ).toContainEqual({ topicId: await topicId(bank.code, second.id), answered: 1 });
  });

  test('a question gone from the source is retired when a learner used it, deleted otherwise', async () => {
    const bank = syntheticBank('import-d', 'IMPD');
    await importBank(db, bank);
    const [used, unused] = [bank.questions[0]!, bank.questions[1]!];
    const [learner] = await db.select({ id: accounts.id }).from(accounts).limit(1);
    await db.insert(qaLearnerQuestions).values({
      accountId: learner!.id,
      questionId: (await questionRow(used.id))!.id,
      seen: true,
      answered: true,
      lastCorrect: false,
    });
    const report = await importBank(db, { ...bank, questions: bank.questions.slice(2) });
    expect(report).toMatchObject({ retired: 1, deleted: 1, unchanged: 28 });
    expect(report.warnings).toContain(
      `${used.id} is no longer in the source; kept as retired (learners used it)`,
    );
    expect(await questionRow(used.id)).toMatchObject({ status: 'retired' });
    expect(await questionRow(unused.id)).toBeUndefined();
    // Put back in the source as published, it is published again.
    const back = await importBank(db, bank);
    expect(back).toMatchObject({ created: 1, retagged: used.status === 'published' ? 1 : 0 });
    expect((await questionRow(used.id))!.status).toBe(used.status);
  });

  test('a question staff retired stays retired through imports of its version, and the report says so', async () => {
    const bank = syntheticBank('import-r', 'IMPR');
    await importBank(db, bank);
    const index = bank.questions.findIndex((q) => q.status === 'published');
    const q = bank.questions[index]!;
    await retireAsStaff(q.id);
    expect(await questionRow(q.id)).toMatchObject({ status: 'retired', retiredBy: 'staff' });
    const before = await bankRows(bank.code);

    // the same source, which says published: nothing written, a warning
    const same = await importBank(db, bank);
    expect(same).toMatchObject({ created: 0, updated: 0, retagged: 0, unchanged: 30 });
    expect(same.warnings).toContain(
      `${q.id}: retired by staff at version ${q.version}; the source's version ${q.version} says published and was left retired (raise its version to publish it again)`,
    );
    expect(await bankRows(bank.code)).toBe(before);

    // new flags of the same version are taken, the retirement stays
    const retagged = await importBank(db, edit(bank, index, { curatedReview: !q.curatedReview }));
    expect(retagged).toMatchObject({ retagged: 1, unchanged: 29 });
    expect(await questionRow(q.id)).toMatchObject({
      status: 'retired',
      retiredBy: 'staff',
      curatedReview: !q.curatedReview,
    });
  });

  test('a source with a higher version than the one staff retired publishes it again, and warns', async () => {
    const bank = syntheticBank('import-v', 'IMPV');
    await importBank(db, bank);
    const index = bank.questions.findIndex((q) => q.status === 'published');
    const q = bank.questions[index]!;
    await retireAsStaff(q.id);
    const next = edit(bank, index, {
      leadIn: 'Which of the following is the most likely diagnosis now?',
      version: q.version + 1,
    });
    const report = await importBank(db, next);
    expect(report).toMatchObject({ updated: 1, unchanged: 29 });
    expect(report.warnings).toContain(
      `${q.id}: retired by staff at version ${q.version}; the source's version ${q.version + 1} publishes it again`,
    );
    expect(await questionRow(q.id)).toMatchObject({
      status: 'published',
      retiredBy: null,
      version: q.version + 1,
      leadIn: 'Which of the following is the most likely diagnosis now?',
    });
    // published again, it is an ordinary question: the next import of its version keeps it so
    const again = await importBank(db, next);
    expect(again).toMatchObject({ unchanged: 30, warnings: [expect.stringMatching(/NO-SUCH-QA/)] });
  });

  test('a question the source retires is published again when the source says so', async () => {
    const bank = syntheticBank('import-i', 'IMPI');
    const index = bank.questions.findIndex((q) => q.status === 'published');
    const q = bank.questions[index]!;
    await importBank(db, edit(bank, index, { status: 'retired' }));
    expect(await questionRow(q.id)).toMatchObject({ status: 'retired', retiredBy: 'import' });
    const report = await importBank(db, bank);
    expect(report).toMatchObject({ retagged: 1, warnings: [expect.stringMatching(/NO-SUCH-QA/)] });
    expect(await questionRow(q.id)).toMatchObject({ status: 'published', retiredBy: null });
  });

  test('an id of another bank, or a product another bank serves, is refused', async () => {
    const a = syntheticBank('import-e', 'IMPE', 5);
    await importBank(db, a);
    const thief = { ...syntheticBank('import-f', 'IMPF', 5), questions: a.questions };
    const clash = await importBank(db, thief).catch((e: unknown) => e);
    expect((clash as ImportError).problems).toContain(
      `${a.questions[0]!.id}: the id already belongs to the bank 'import-e'`,
    );
    expect(await bankRows('import-f')).toBeNull();
    const product = await importBank(db, {
      ...syntheticBank('import-g', 'IMPG', 5),
      productCodes: ['IM-QA'],
    }).catch((e: unknown) => e);
    expect((product as ImportError).message).toContain(
      "'IM-QA' is already served by the bank 'im'",
    );
    expect(await bankRows('import-g')).toBeNull();
  });
});

describe('the demo seed', () => {
  test('imports the demo banks and maps them to the Q&A and self-assessment products of bank.yaml', async () => {
    const links = await db
      .select({ bank: qaBanks.code, product: products.code })
      .from(qaBankProducts)
      .innerJoin(qaBanks, eq(qaBanks.id, qaBankProducts.bankId))
      .innerJoin(products, eq(products.id, qaBankProducts.productId))
      .orderBy(asc(products.code));
    expect(links).toEqual([
      { bank: 'im', product: 'IM-QA' },
      { bank: 'im', product: 'IM-SA' },
      { bank: 'ms', product: 'MS-QA' },
      { bank: 'ms', product: 'MS-SA' },
      { bank: 'peds', product: 'PEDS-QA' },
      { bank: 'peds', product: 'PEDS-SA' },
    ]);
    const before = await bankRows('peds');
    await seedDatabase(db, { demo: true });
    expect(await bankRows('peds')).toBe(before);
  });

  test('a demo question retired in the back office stays retired when the seed runs again (every start)', async () => {
    const { bank } = (await demoQbanks()).find((b) => b.bank.code === 'ms')!;
    const q = bank.questions.find((question) => question.status === 'published')!;
    await retireAsStaff(q.id);
    await seedDemoQbanks(db);
    expect(await questionRow(q.id)).toMatchObject({ status: 'retired', retiredBy: 'staff' });
  });

  test('production imports no demo bank', async () => {
    const fresh = await openDatabase({});
    try {
      await fresh.migrate();
      await seedDatabase(fresh.db, { demo: false });
      expect(await fresh.db.select().from(qaBanks)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});

describe('npm run qbank:import', () => {
  const exec = promisify(execFile);
  const serverDir = path.resolve(import.meta.dirname, '../../..');
  const run = (args: string[], env: Record<string, string>) =>
    exec(process.execPath, ['--import', 'tsx', 'src/modules/qa-import/cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env, INIT_CWD: '', LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  test('imports a bank folder into DATA_DIR, again without changes, and names file and question of a bad one', async () => {
    const work = mkdtempSync(path.join(tmpdir(), 'br-qbank-import-'));
    try {
      const qbanks = path.join(work, 'content', 'qbanks');
      const bankDir = await writeBank(qbanks, {
        ...syntheticBank('cli-bank', 'CLIB', 6),
        productCodes: ['IM-QA'],
      });
      const env = { DATA_DIR: path.join(work, 'data') };
      const first = await run([bankDir], env);
      expect(first.stderr).toBe('');
      expect(first.stdout).toContain('cli-bank: 6 new, 0 updated');
      expect(first.stdout).toContain("warning: the product 'IM-QA' is not in this database");
      const second = await run([bankDir], env);
      expect(second.stdout).toContain('cli-bank: 0 new, 0 updated, 0 retagged, 6 unchanged');

      const name = readdirSync(path.join(bankDir, 'questions')).sort()[0]!;
      const file = path.join(bankDir, 'questions', name);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/correct: [A-E]/, 'correct: F'));
      const bad = await run([bankDir], env);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toMatch(
        new RegExp(
          `content/qbanks/cli-bank/questions/${name}: CLIB-\\d+: choices: the correct key 'F' is not a choice`,
        ),
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
