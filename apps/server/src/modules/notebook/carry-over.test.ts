import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_FOLDER, openDatabase } from '../../db/client';

/**
 * Migration 0015 (decision 0908): the session items' notes and bookmarks move to the notebook,
 * one entry per learner and question (the most recent note; the bookmark as last set), and the
 * items' columns go. The database is made at 0014, given old marks, then migrated.
 */

let database: DatabaseHandle;
let folder: string;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'migrations-0014-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 14);
  writeFileSync(journalFile, JSON.stringify(journal));
  database = await openDatabase({ migrationsFolder: folder });
  await database.migrate();
  // Rows written in SQL as 0014 had them: today's seed writes today's tables, which every later
  // migration would have to be patched in for.
  await database.db.execute(sql`insert into product_types (code, display_name, icon, sort_order)
    values ('qa', 'Q&A', 'quiz', 1) on conflict do nothing`);
  await database.db.execute(sql`insert into products (code, type_code, specialty, short_name, full_name)
    values ('MS-QA', 'qa', 'MS', 'MedStudent Q&A', 'Medical Student Clerkship Q&A')`);
  await database.db.execute(sql`insert into accounts (email, first_name, last_name, password_hash)
    values ('student@demo.test', 'Sam', 'Lee', 'x'), ('combo@demo.test', 'Casey', 'Morgan', 'x')`);
  await database.db.execute(sql`insert into user_products (account_id, product_id, starts_at, ends_at)
    select a.id, p.id, now() - interval '1 day', now() + interval '1 year'
    from accounts a cross join products p where p.code = 'MS-QA'`);
  await database.db.execute(sql`insert into qa_banks (code, title, specialty)
    values ('ms', 'MedStudent', 'MS')`);
  await database.db.execute(sql`insert into qa_questions (bank_id, code, version, status, stem_html,
      lead_in, choices, correct_key, explanation_summary, educational_objective, "references",
      content_hash, source_file)
    select b.id, 'MS-' || n, 1, 'published', '<p>Stem ' || n || '</p>', 'Which?',
      '[{"key":"A","html":"One"},{"key":"B","html":"Two"}]'::jsonb, 'A', 'Because.', 'Know it.',
      '[]'::jsonb, md5(n::text), 'questions/general.yaml'
    from qa_banks b cross join generate_series(1, 6) n`);
}, 240_000);
afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

test('0015 carries the session marks over to the notebook and drops the item columns', async () => {
  const [a, b] = await rows<{ id: number }>(sql`select id from accounts
    where email in ('student@demo.test', 'combo@demo.test') order by email desc`);
  const product = async (accountId: number) =>
    (
      await rows<{ id: number }>(sql`select up.id from user_products up
        join products p on p.id = up.product_id where up.account_id = ${accountId} and p.code = 'MS-QA'`)
    )[0]!.id;
  const q = (await rows<{ id: number }>(sql`select id from qa_questions order by id limit 6`)).map(
    (r) => r.id,
  );
  const session = async (accountId: number, name: string, updatedAt: string) =>
    (
      await rows<{ id: number }>(sql`insert into qa_sessions (account_id, user_product_id, name,
        session_type, view_mode, requested_count, question_count, filters, created_at, updated_at)
        values (${accountId}, ${await product(accountId)}, ${name}, 'UserDefined', 'tutor', 6, 6,
          '{}'::jsonb, ${updatedAt}::timestamptz, ${updatedAt}::timestamptz) returning id`)
    )[0]!.id;
  const item = (
    sessionId: number,
    position: number,
    questionId: number,
    bookmarked: boolean,
    note: string,
  ) =>
    database.db.execute(sql`insert into qa_session_items
      (session_id, position, question_id, question_version, bookmarked, note)
      values (${sessionId}, ${position}, ${questionId}, 1, ${bookmarked}, ${note})`);
  const history = (accountId: number, questionId: number, bookmarked: boolean) =>
    database.db.execute(sql`insert into qa_learner_questions (account_id, question_id, seen, bookmarked)
      values (${accountId}, ${questionId}, true, ${bookmarked})`);

  const older = await session(a!.id, 'Older', '2026-01-01T00:00:00Z');
  const newer = await session(a!.id, 'Newer', '2026-02-01T00:00:00Z');
  // q0: a note in each session: the newer one wins
  await item(older, 1, q[0]!, false, 'old note');
  await item(newer, 1, q[0]!, false, 'new note');
  // q1: bookmarked in the older session, bare in the newer: the bookmark stays (history says so)
  await item(older, 2, q[1]!, true, '');
  await item(newer, 2, q[1]!, false, '');
  await history(a!.id, q[1]!, true);
  // q2: bookmarked once, then unbookmarked in the newer session: no entry
  await item(older, 3, q[2]!, true, '');
  await item(newer, 3, q[2]!, false, '   ');
  await history(a!.id, q[2]!, false);
  // q3: met, never marked: no entry
  await item(newer, 4, q[3]!, false, '');
  // q4: a bookmark whose sessions were deleted lives in the history alone
  await history(a!.id, q[4]!, true);
  // another learner's note on q0 is theirs
  await item(await session(b!.id, 'Theirs', '2026-03-01T00:00:00Z'), 1, q[0]!, true, 'their note');

  // the whole journal again: the migrator applies what 0014 did not have
  cpSync(path.join(MIGRATIONS_FOLDER, 'meta'), path.join(folder, 'meta'), { recursive: true });
  await database.migrate();
  const [applied] = await rows<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  const all = JSON.parse(
    readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  );
  expect(applied!.n).toBe(all.entries.length);

  const entries = await rows<{
    account_id: number;
    question_id: number;
    note: string;
    bookmarked: boolean;
  }>(
    sql`select account_id, question_id, note, bookmarked from qa_notebook_entries
      order by account_id, question_id`,
  );
  const byAccount = (id: number) =>
    entries.filter((e) => e.account_id === id).map(({ account_id: _, ...e }) => e);
  expect(byAccount(a!.id)).toEqual(
    [
      { question_id: q[0], note: 'new note', bookmarked: false },
      { question_id: q[1], note: '', bookmarked: true },
      { question_id: q[4], note: '', bookmarked: true },
    ].sort((x, y) => x.question_id! - y.question_id!),
  );
  expect(byAccount(b!.id)).toEqual([{ question_id: q[0], note: 'their note', bookmarked: true }]);
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where (table_name = 'qa_session_items' and column_name in ('bookmarked', 'note'))
      or (table_name = 'qa_learner_questions' and column_name = 'bookmarked')`);
  expect(columns).toEqual([]);
});
