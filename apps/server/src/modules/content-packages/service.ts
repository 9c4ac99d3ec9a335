import { createHash } from 'node:crypto';
import type {
  ArchiveUpload,
  ContentPackageKind,
  ContentPackageSummary,
  ImportCounts,
  ImportPreview,
  ItemChange,
} from '@boardready/contracts';
import { errors } from '@boardready/contracts/errors';
import type { Database } from '../../db/client';
import { findBadText } from '../../plugins/security';
import type { AuthContext } from '../../plugins/session';
import { audit } from '../audit/audit';
import { importDeck } from '../fc-import/import-deck';
import { ImportError, importBank, vacuumAfterImport } from '../qa-import/import-bank';
import { importSaForms } from '../qa-import/import-sa-forms';
import { type Bank, type BankIssue, formatIssue } from '../qbank-content/bank';
import { unpack, zipFolder } from './archive';
import {
  bankFromRows,
  bankPackageFiles,
  deckFromRows,
  deckPackageFiles,
  topicTree,
} from './package-files';
import { contentPackageRepository, type ItemState } from './repository';
import { type Staged, stageAndLoad } from './staging';

/**
 * Content packages (decision 1303): a bank or deck exported from the database as a zip of its
 * folder; an uploaded one checked as the CLI checks it, then imported by the content import in one
 * transaction with its audit row. The dry run is that same transaction rolled back, so what it
 * reports is what the import would do; the import is refused when it would do something else.
 */

/** Carries a dry run's answer out of the transaction it rolls back. */
class DryRunDone {
  constructor(readonly preview: ImportPreview) {}
}

const NO_FORMS = { created: 0, updated: 0, unchanged: 0 };

export function contentPackageService(db: Database, contentDir: string) {
  const repo = contentPackageRepository(db);

  async function bankFromDb(code: string): Promise<Bank | undefined> {
    const row = await repo.bank(code);
    if (!row) return undefined;
    const topics = topicTree(await repo.topics(row.id));
    return bankFromRows(
      { ...row, productCodes: await repo.bankProductCodes(row.id) },
      topics,
      await repo.objectives(row.id),
      await repo.questions(row.id),
    );
  }

  /** The staged archive, or the 400 naming every problem (file: item: field: message). */
  async function load(upload: ArchiveUpload): Promise<{ staged: Staged; sha256: string }> {
    const bytes = Buffer.from(upload.archive, 'base64');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const archive = unpack(bytes);
    if (archive.issues.length > 0) throw invalid(archive.issues);
    const result = await stageAndLoad(archive, {
      contentDir,
      catalog: await repo.catalog(),
      bankOf: bankFromDb,
    });
    if (!result.ok) throw invalid(result.issues);
    const content = result.staged.kind === 'bank' ? result.staged.bank : result.staged.deck;
    if (findBadText(content)) {
      throw invalid([
        {
          file: `${content.code}/`,
          message:
            'a text holds a character the database cannot store (NUL or half a surrogate pair)',
        },
      ]);
    }
    return { staged: result.staged, sha256 };
  }

  /** Imports the staged archive in one transaction; a dry run rolls it back. */
  async function run(
    staged: Staged,
    meta: { sha256: string; fileName: string },
    mode:
      | { dryRun: true }
      | { dryRun: false; expect: ImportCounts; auth: AuthContext; requestId: string },
  ): Promise<ImportPreview> {
    const now = new Date();
    const kind = staged.kind;
    const content = kind === 'bank' ? staged.bank : staged.deck;
    let bankReport: Awaited<ReturnType<typeof importBank>> | undefined;
    try {
      const preview = await db.transaction(async (tx) => {
        const txRepo = contentPackageRepository(tx);
        const before = await txRepo.itemStates(kind, content.code);
        let warnings: string[];
        let forms = NO_FORMS;
        if (staged.kind === 'bank') {
          bankReport = await importBank(tx, staged.bank, { now, vacuum: false });
          warnings = bankReport.warnings;
          forms = await importSaForms(tx, staged.bank.code, staged.forms);
        } else {
          warnings = (await importDeck(tx, staged.deck, { now })).warnings;
        }
        const after = await txRepo.itemStates(kind, content.code);
        const items = kind === 'bank' ? staged.bank.questions : staged.deck.notes;
        const changes = itemChanges(before, after, new Set(items.map((i) => i.id)), now);
        const preview: ImportPreview = {
          kind,
          code: content.code,
          title: content.title,
          sha256: meta.sha256,
          counts: countsOf(changes, items.length),
          changes,
          forms,
          warnings,
          applied: !mode.dryRun,
        };
        if (mode.dryRun) throw new DryRunDone(preview);
        if (!sameCounts(preview.counts, mode.expect)) {
          throw errors.contentPackageChanged(
            `The ${kind} changed since your check: the import would now do ${describe(preview.counts)}. Nothing was imported: check the archive again.`,
          );
        }
        await audit(tx, {
          action: 'cms.package.import',
          actorAccountId: mode.auth.account.id,
          requestId: mode.requestId,
          details: {
            kind,
            code: content.code,
            fileName: meta.fileName,
            sha256: meta.sha256,
            counts: preview.counts,
            forms,
          },
        });
        return preview;
      });
      if (bankReport) await vacuumAfterImport(db, bankReport);
      return preview;
    } catch (error) {
      if (error instanceof DryRunDone) return error.preview;
      if (error instanceof ImportError) throw refused(content.code, kind, error.problems);
      throw error;
    }
  }

  return {
    async list(): Promise<{ items: ContentPackageSummary[] }> {
      const banks = (await repo.banks()).map(
        (b): ContentPackageSummary => ({
          kind: 'bank',
          code: b.code,
          title: b.title,
          specialty: b.specialty,
          published: b.published,
          retired: b.retired,
          forms: b.forms,
          bankCode: null,
          importedAt: b.importedAt.toISOString(),
        }),
      );
      const decks = (await repo.decks()).map(
        (d): ContentPackageSummary => ({
          kind: 'deck',
          code: d.code,
          title: d.title,
          specialty: d.specialty,
          published: d.published,
          retired: d.retired,
          forms: 0,
          bankCode: d.bankCode,
          importedAt: d.importedAt.toISOString(),
        }),
      );
      return { items: [...banks, ...decks] };
    },

    /** The zip of a bank's (deck's) folder, and the name it is saved under. */
    async exportPackage(
      kind: ContentPackageKind,
      code: string,
    ): Promise<{ fileName: string; bytes: Uint8Array }> {
      if (kind === 'bank') {
        const row = await repo.bank(code);
        const bank = await bankFromDb(code);
        if (!row || !bank)
          throw errors.contentPackageNotFound(`There is no question bank '${code}'.`);
        const files = bankPackageFiles(bank, await repo.forms(row.id));
        return { fileName: `bank-${code}.zip`, bytes: zipFolder(code, files, row.importedAt) };
      }
      const row = await repo.deck(code);
      if (!row) throw errors.contentPackageNotFound(`There is no flash-card deck '${code}'.`);
      const bank = await bankFromDb(row.bankCode);
      const deck = deckFromRows(
        { ...row, productCodes: await repo.deckProductCodes(row.id) },
        bank?.topics ?? [],
        await repo.notes(row.id),
      );
      const when = (await repo.decks()).find((d) => d.code === code)?.importedAt ?? new Date();
      return { fileName: `deck-${code}.zip`, bytes: zipFolder(code, deckPackageFiles(deck), when) };
    },

    async check(upload: ArchiveUpload): Promise<ImportPreview> {
      const { staged, sha256 } = await load(upload);
      return run(staged, { sha256, fileName: upload.fileName }, { dryRun: true });
    },

    async import(
      upload: ArchiveUpload & { expect: ImportCounts },
      auth: AuthContext,
      requestId: string,
    ): Promise<ImportPreview> {
      const { staged, sha256 } = await load(upload);
      return run(
        staged,
        { sha256, fileName: upload.fileName },
        { dryRun: false, expect: upload.expect, auth, requestId },
      );
    },
  };
}

/**
 * What the import did to each item, read off the rows before and after it: rows it wrote carry
 * its `now`. Unchanged items are only counted.
 */
export function itemChanges(
  before: ItemState[],
  after: ItemState[],
  inArchive: Set<string>,
  now: Date,
): ItemChange[] {
  const old = new Map(before.map((row) => [row.code, row]));
  const changes: ItemChange[] = [];
  const seen = new Set<string>();
  for (const row of after) {
    seen.add(row.code);
    const was = old.get(row.code);
    const file = row.sourceFile;
    if (!was) {
      changes.push({
        id: row.code,
        change: 'new',
        fromVersion: null,
        toVersion: row.version,
        file,
      });
    } else if (was.version !== row.version) {
      changes.push({
        id: row.code,
        change: 'newVersion',
        fromVersion: was.version,
        toVersion: row.version,
        file,
      });
    } else if (row.updatedAt.getTime() === now.getTime()) {
      const retired = !inArchive.has(row.code);
      changes.push({
        id: row.code,
        change: retired ? 'retired' : 'retagged',
        fromVersion: was.version,
        toVersion: retired ? null : row.version,
        file,
      });
    }
  }
  for (const was of before) {
    if (!seen.has(was.code)) {
      changes.push({
        id: was.code,
        change: 'deleted',
        fromVersion: was.version,
        toVersion: null,
        file: was.sourceFile,
      });
    }
  }
  return changes.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export function countsOf(changes: ItemChange[], itemsInArchive: number): ImportCounts {
  const n = (change: ItemChange['change']) => changes.filter((c) => c.change === change).length;
  const counts = {
    created: n('new'),
    updated: n('newVersion'),
    retagged: n('retagged'),
    retired: n('retired'),
    deleted: n('deleted'),
  };
  return {
    ...counts,
    unchanged: itemsInArchive - counts.created - counts.updated - counts.retagged,
  };
}

const COUNT_KEYS = ['created', 'updated', 'retagged', 'unchanged', 'retired', 'deleted'] as const;

const sameCounts = (a: ImportCounts, b: ImportCounts) => COUNT_KEYS.every((k) => a[k] === b[k]);

const describe = (c: ImportCounts) =>
  `${c.created} new, ${c.updated} new versions, ${c.retagged} retagged, ${c.unchanged} unchanged, ${c.retired} retired, ${c.deleted} deleted`;

/** `file: item: field` → message, each problem once (the error's fields). */
function fieldsOf(issues: BankIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const where = [issue.file, issue.questionId, issue.field].filter(Boolean).join(': ');
    fields[where] = fields[where] ? `${fields[where]}; ${issue.message}` : issue.message;
  }
  return fields;
}

function invalid(issues: BankIssue[]) {
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'}`;
  return errors.contentPackageInvalid(
    `The archive has ${count}; nothing was imported. ${formatIssue(issues[0]!)}`,
    { fields: fieldsOf(issues) },
  );
}

/**
 * The import's own refusals (a version rule, an id or product of another bank), each
 * `location: message` with the location's parts (file, id, field) before the words.
 */
function refused(code: string, kind: ContentPackageKind, problems: string[]) {
  const issues = problems.map((problem): BankIssue => {
    const parts = problem.split(': ');
    const issue: BankIssue = { file: `${code}/`, message: '' };
    const fields: string[] = [];
    while (parts.length > 1 && /^[\w./#-]+$/.test(parts[0]!)) {
      const part = parts.shift()!;
      if (part.endsWith('.yaml')) issue.file = `${code}/${part}`;
      else if (/^[A-Z]+(?:-[A-Z]+)?-\d{4,}$/.test(part)) issue.questionId = part;
      else fields.push(part);
    }
    if (fields.length > 0) issue.field = fields.join('.');
    issue.message = parts.join(': ');
    return issue;
  });
  const count = `${issues.length} problem${issues.length === 1 ? '' : 's'}`;
  return errors.contentPackageRefused(
    `The ${kind} '${code}' does not fit the database (${count}); nothing was imported. ${formatIssue(issues[0]!)}`,
    { fields: fieldsOf(issues) },
  );
}
