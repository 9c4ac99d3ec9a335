import {
  CONTENT_PACKAGE_MAX_BYTES,
  CONTENT_PACKAGE_MAX_FILES,
  contentPackageEndpoints as endpoints,
  type ImportPreview,
} from '@boardready/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { auditLog, qaBanks, qaQuestions } from '../../db/schema';
import { databaseChecksum } from '../../test/db-checksum';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';

/** Content packages (issue 26, decision 1303): export, dry run and import of banks and decks. */

type Files = Record<string, string>;

describe('content packages: banks and decks exported and imported in the content format', () => {
  let t: TestApp;
  let curator: ReturnType<typeof as>;
  let learner: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp();
    curator = as(t.app, await signIn(t.app, 'curator@demo.test'));
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
  });
  afterAll(async () => {
    await t.close();
  });

  const exportFiles = async (kind: 'bank' | 'deck', code: string): Promise<Files> => {
    const response = await curator({
      method: 'GET',
      url: `${endpoints.export.path}?kind=${kind}&code=${code}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${kind}-${code}.zip"`,
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    return Object.fromEntries(
      Object.entries(entries).map(([name, data]) => [name, strFromU8(data)]),
    );
  };
  const zip = (files: Files) =>
    Buffer.from(
      zipSync(Object.fromEntries(Object.entries(files).map(([n, s]) => [n, strToU8(s)]))),
    ).toString('base64');
  const check = (files: Files) =>
    curator({
      method: 'POST',
      url: endpoints.check.path,
      payload: { fileName: 'upload.zip', archive: zip(files) },
    });
  const apply = (files: Files, expectCounts: ImportPreview['counts']) =>
    curator({
      method: 'POST',
      url: endpoints.import.path,
      payload: { fileName: 'upload.zip', archive: zip(files), expect: expectCounts },
    });
  /** A questions (cards) file with one entry changed by `edit`. */
  const edited = (
    files: Files,
    file: string,
    id: string,
    edit: (entry: Record<string, unknown>) => void,
  ) => {
    const list = parse(files[file]!) as Record<string, unknown>[];
    edit(list.find((entry) => entry.id === id)!);
    return { ...files, [file]: stringify(list) };
  };
  const checksum = () => databaseChecksum(t.database.db).take();

  test('the list names every bank and deck with its counts', async () => {
    const response = await curator({ method: 'GET', url: endpoints.list.path });
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'bank',
          code: 'im',
          specialty: 'IM',
          forms: 1,
          bankCode: null,
        }),
        expect.objectContaining({ kind: 'deck', code: 'im', bankCode: 'im' }),
      ]),
    );
    expect(
      items.find((i: { kind: string; code: string }) => i.kind === 'bank' && i.code === 'im')
        .published,
    ).toBeGreaterThan(10);
  });

  test('a bank exported and imported again changes nothing (same content hashes, no row written)', async () => {
    const files = await exportFiles('bank', 'im');
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'im/bank.yaml',
        'im/questions/cardiology.yaml',
        'im/forms/im-sa-1.yaml',
      ]),
    );
    expect(parse(files['im/bank.yaml']!)).toMatchObject({
      code: 'im',
      idPrefix: 'IM',
      products: ['IM-QA', 'IM-SA'],
    });
    const before = await checksum();
    const dryRun = await check(files);
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    const preview = dryRun.json() as ImportPreview;
    const published = await t.database.db.$count(
      qaQuestions,
      eq(qaQuestions.bankId, await bankId('im')),
    );
    expect(preview).toMatchObject({
      kind: 'bank',
      code: 'im',
      applied: false,
      changes: [],
      counts: { created: 0, updated: 0, retagged: 0, retired: 0, deleted: 0, unchanged: published },
      forms: { created: 0, updated: 0, unchanged: 1 },
    });
    expect(await checksum()).toEqual(before);

    const imported = await apply(files, preview.counts);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ applied: true, changes: [], counts: preview.counts });
    const after = await checksum();
    // only the audit row is new
    expect({ ...after, audit_log: '' }).toEqual({ ...before, audit_log: '' });
  });

  const bankId = async (code: string) =>
    (await t.database.db.select({ id: qaBanks.id }).from(qaBanks).where(eq(qaBanks.code, code)))[0]!
      .id;

  test('a deck exported and imported again changes nothing', async () => {
    const files = await exportFiles('deck', 'im');
    expect(parse(files['im/deck.yaml']!)).toMatchObject({
      code: 'im',
      idPrefix: 'IM-FC',
      bank: 'im',
    });
    const before = await checksum();
    const dryRun = await check(files);
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    const preview = dryRun.json() as ImportPreview;
    expect(preview).toMatchObject({
      kind: 'deck',
      changes: [],
      counts: { created: 0, updated: 0, retagged: 0 },
    });
    expect(preview.counts.unchanged).toBeGreaterThan(5);
    expect(await checksum()).toEqual(before);
  });

  test('a changed question with a raised version is a new version: shown by the dry run, kept by the import, audited', async () => {
    const files = edited(
      await exportFiles('bank', 'peds'),
      'peds/questions/cardiology.yaml',
      'PEDS-0013',
      (q) => {
        q.version = (q.version as number) + 1;
        q.educationalObjective = `${q.educationalObjective} (revised)`;
      },
    );
    const dryRun = await check(files);
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    const preview = dryRun.json() as ImportPreview;
    expect(preview.counts).toMatchObject({
      created: 0,
      updated: 1,
      retagged: 0,
      retired: 0,
      deleted: 0,
    });
    expect(preview.changes).toEqual([
      {
        id: 'PEDS-0013',
        change: 'newVersion',
        fromVersion: 1,
        toVersion: 2,
        file: 'questions/cardiology.yaml',
      },
    ]);
    const stored = async () =>
      (await t.database.db.select().from(qaQuestions).where(eq(qaQuestions.code, 'PEDS-0013')))[0]!;
    expect((await stored()).version).toBe(1);

    const imported = await apply(files, preview.counts);
    expect(imported.statusCode, imported.body).toBe(200);
    const row = await stored();
    expect(row.version).toBe(2);
    expect(row.educationalObjective).toMatch(/\(revised\)$/);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cms.package.import'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({ kind: 'bank', code: 'peds', counts: { updated: 1 } });

    // exported again, it is what was imported: nothing to do
    const again = await check(await exportFiles('bank', 'peds'));
    expect((again.json() as ImportPreview).changes).toEqual([]);
  });

  test('new and retagged cards, and a card left out, are told apart in a deck dry run', async () => {
    const files = await exportFiles('deck', 'peds');
    const cardFile = Object.keys(files).find((f) => f.startsWith('peds/cards/'))!;
    const cards = parse(files[cardFile]!) as Record<string, unknown>[];
    const [first, second, ...rest] = cards;
    if (!first || !second) throw new Error('the peds deck has fewer than two cards in a file');
    const prefix = String(first!.id).replace(/-\d+$/, '');
    const fresh = { ...first!, id: `${prefix}-9001`, version: 1 };
    const changed = {
      ...files,
      [cardFile]: stringify([{ ...first!, status: 'retired' }, ...rest, fresh]),
    };
    const before = await checksum();
    const response = await check(changed);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as ImportPreview;
    const byId = Object.fromEntries(preview.changes.map((c) => [c.id, c.change]));
    expect(byId[`${prefix}-9001`]).toBe('new');
    expect(byId[String(first!.id)]).toBe('retagged');
    expect(['retired', 'deleted']).toContain(byId[String(second!.id)]);
    expect(preview.counts.created).toBe(1);
    expect(await checksum()).toEqual(before);
  });

  test('a broken file answers 400 naming the file, question and field, and writes nothing', async () => {
    const files = edited(
      await exportFiles('bank', 'im'),
      'im/questions/cardiology.yaml',
      'IM-0001',
      (q) => {
        q.correct = 'F';
      },
    );
    const before = await checksum();
    for (const call of [check(files), apply(files, zeroCounts)]) {
      const response = await call;
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('content_package_invalid');
      expect(error.message).toContain('im/questions/cardiology.yaml: IM-0001: choices');
      expect(error.fields).toEqual({
        'im/questions/cardiology.yaml: IM-0001: choices': "the correct key 'F' is not a choice",
      });
    }
    expect(await checksum()).toEqual(before);
  });

  const zeroCounts = { created: 0, updated: 0, retagged: 0, unchanged: 0, retired: 0, deleted: 0 };

  test('a YAML syntax error, a stray file and an unknown topic are each named', async () => {
    const files = await exportFiles('bank', 'ms');
    const [questionsFile] = Object.keys(files).filter((f) => f.startsWith('ms/questions/'));
    const response = await check({
      ...edited(files, questionsFile!, parse(files[questionsFile!]!)[0].id, (q) => {
        q.topics = ['no-such-topic'];
      }),
      'ms/questions/broken.yaml': '- id: [unclosed',
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json().error.fields);
    expect(fields.some((f) => f.startsWith('ms/questions/broken.yaml'))).toBe(true);

    const stray = await check({ ...files, 'ms/notes.txt': 'hello' });
    expect(stray.json().error.fields).toEqual({
      'ms/notes.txt':
        'only bank.yaml and questions/<name>.yaml, forms/<name>.yaml belong in a bank archive',
    });

    const topic = await check(
      edited(files, questionsFile!, parse(files[questionsFile!]!)[0].id, (q) => {
        q.topics = ['no-such-topic'];
      }),
    );
    expect(topic.statusCode).toBe(400);
    expect(Object.entries(topic.json().error.fields)).toEqual([
      [
        expect.stringMatching(/^ms\/questions\/.+\.yaml: MS-\d+: topics$/),
        expect.stringContaining("there is no topic 'no-such-topic'"),
      ],
    ]);
  });

  test('changed content without a raised version is refused (409) naming the file and question', async () => {
    const files = edited(
      await exportFiles('bank', 'im'),
      'im/questions/cardiology.yaml',
      'IM-0001',
      (q) => {
        q.leadIn = 'Which of the following should be added now?';
      },
    );
    const before = await checksum();
    const response = await check(files);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'content_package_refused',
      fields: {
        'im/questions/cardiology.yaml: IM-0001':
          'the content changed but the version was not raised (still 1)',
      },
    });
    expect(await checksum()).toEqual(before);
  });

  test('an import that would now do other than the dry run showed is refused (409), nothing written', async () => {
    const files = edited(
      await exportFiles('bank', 'im'),
      'im/questions/cardiology.yaml',
      'IM-0001',
      (q) => {
        q.version = 2;
        q.leadIn = 'Which of the following should be added now?';
      },
    );
    const before = await checksum();
    const response = await apply(files, { ...zeroCounts, unchanged: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('content_package_changed');
    expect(await checksum()).toEqual(before);
    const [row] = await t.database.db
      .select({ version: qaQuestions.version })
      .from(qaQuestions)
      .where(and(eq(qaQuestions.code, 'IM-0001')));
    expect(row?.version).toBe(1);
  });

  test('not a zip, an empty archive, bad base64 and a missing bank: a 4xx saying so', async () => {
    const notZip = await curator({
      method: 'POST',
      url: endpoints.check.path,
      payload: { fileName: 'x.zip', archive: Buffer.from('plain text').toString('base64') },
    });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json().error.message).toMatch(/not a zip archive/);

    const badBase64 = await curator({
      method: 'POST',
      url: endpoints.check.path,
      payload: { fileName: 'x.zip', archive: '***' },
    });
    expect(badBase64.statusCode).toBe(400);
    expect(badBase64.json().error.fields).toHaveProperty('archive');

    const neither = await check({ 'x/readme.yaml': 'a: 1' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().error.message).toMatch(/neither a bank.yaml .* nor a deck.yaml/);

    const missing = await curator({
      method: 'GET',
      url: `${endpoints.export.path}?kind=deck&code=nope`,
    });
    expect(missing.statusCode).toBe(404);
    const badKind = await curator({
      method: 'GET',
      url: `${endpoints.export.path}?kind=book&code=im`,
    });
    expect(badKind.statusCode).toBe(400);
  });

  test('too large: an upload over the limit and an archive of too many files answer 413 in words', async () => {
    const tooMany: Files = { 'im/bank.yaml': 'code: im' };
    for (let i = 0; i <= CONTENT_PACKAGE_MAX_FILES; i++) tooMany[`im/questions/f${i}.yaml`] = '[]';
    const many = await check(tooMany);
    expect(many.statusCode).toBe(413);
    expect(many.json().error).toMatchObject({ code: 'content_package_too_large' });
    expect(many.json().error.message).toMatch(/more than 500 files/);

    const huge = await curator({
      method: 'POST',
      url: endpoints.check.path,
      payload: { fileName: 'big.zip', archive: 'A'.repeat(CONTENT_PACKAGE_MAX_BYTES * 1.5) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(/may be at most 16 MB/);
  });

  test('learners are refused (403) and signed-out callers (401) on every endpoint', async () => {
    const files = { 'im/bank.yaml': 'code: im' };
    const calls = [
      { method: 'GET' as const, url: endpoints.list.path },
      { method: 'GET' as const, url: `${endpoints.export.path}?kind=bank&code=im` },
      {
        method: 'POST' as const,
        url: endpoints.check.path,
        payload: { fileName: 'a.zip', archive: zip(files) },
      },
      {
        method: 'POST' as const,
        url: endpoints.import.path,
        payload: { fileName: 'a.zip', archive: zip(files), expect: zeroCounts },
      },
    ];
    for (const call of calls) {
      expect((await learner(call)).statusCode, call.url).toBe(403);
      expect(
        (await t.app.inject({ ...call, headers: { 'content-type': 'application/json' } }))
          .statusCode,
        call.url,
      ).toBe(401);
    }
  });
});
