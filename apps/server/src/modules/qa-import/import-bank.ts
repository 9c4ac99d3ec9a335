import type { Database } from '../../db/client';
import { questionVersionRepository } from '../content-manager/version-repository';
import type { Bank, BankQuestion } from '../qbank-content/bank';
import { type ExistingQuestion, type QuestionRow, qaImportRepository } from './repository';

/**
 * Imports one typed bank (loadBank / generateSyntheticBank) into the database, idempotently and in
 * one transaction (decision 0801): rows are matched by their permanent codes; an unchanged
 * question (same content hash, version, tags and flags) is not written; changed content must come
 * with a raised version; a question gone from the source is deleted only if no session and no
 * learner's history holds it, otherwise retired. Problems are collected and thrown together
 * before anything is kept. Each new or changed question's version is kept whole
 * (qa_question_versions, issue 26). A question whose current version was published in the
 * content manager is the database's: the source changes it only with a higher version, and a
 * question created there is not "gone from the source". Likewise a question staff retired (the
 * API, qa:retire) stays retired until the source brings a higher version than the one retired.
 */

export interface ImportReport {
  bank: string;
  created: number;
  /** new content (a raised version) */
  updated: number;
  /** only tags, flags, status or file changed */
  retagged: number;
  unchanged: number;
  /** gone from the source but held by a session or a learner's history */
  retired: number;
  /** gone from the source and never used */
  deleted: number;
  products: string[];
  /** not fatal: e.g. a product of bank.yaml that this database does not have */
  warnings: string[];
}

/** A bank (or deck) refused whole: nothing of it was kept. */
export class ImportError extends Error {
  constructor(
    readonly code: string,
    readonly problems: string[],
    what: 'bank' | 'deck' = 'bank',
  ) {
    super(
      `The ${what} '${code}' was not imported (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${problems.join('\n')}`,
    );
    this.name = 'ImportError';
  }
}

/** Where a question's problem is shown: `questions/cardiology.yaml: IM-0007: …`. */
const at = (q: BankQuestion, message: string) => `${q.sourceFile}: ${q.id}: ${message}`;

/** The same strings, in any order. */
export const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Questions written by one import from which it is worth vacuuming afterwards. */
const BULK = 1000;

export async function importBank(
  db: Database,
  bank: Bank,
  options: {
    now?: Date;
    /**
     * false when `db` is the caller's transaction (a dry run, a bank imported with its forms):
     * VACUUM cannot run in one, so the caller calls vacuumAfterImport once it is committed.
     */
    vacuum?: boolean;
  } = {},
): Promise<ImportReport> {
  const report = await importInTransaction(db, bank, options.now ?? new Date());
  if (options.vacuum !== false) await vacuumAfterImport(db, report);
  return report;
}

/** After a bulk import, outside any transaction. */
export async function vacuumAfterImport(db: Database, report: ImportReport): Promise<void> {
  if (report.created + report.updated + report.deleted >= BULK) {
    await qaImportRepository(db).vacuumAnalyze();
  }
}

async function importInTransaction(db: Database, bank: Bank, now: Date): Promise<ImportReport> {
  return db.transaction(async (tx) => {
    const repo = qaImportRepository(tx);
    const report: ImportReport = {
      bank: bank.code,
      created: 0,
      updated: 0,
      retagged: 0,
      unchanged: 0,
      retired: 0,
      deleted: 0,
      products: [],
      warnings: [],
    };
    const problems: string[] = [];

    const existingBank = await repo.findBank(bank.code);
    const bankIdBefore = existingBank?.id ?? null;

    // Checks that need the database, before anything is written.
    for (const clash of await repo.codesInOtherBanks(
      bank.questions.map((q) => q.id),
      bankIdBefore,
    )) {
      problems.push(`${clash.code}: the id already belongs to the bank '${clash.bankCode}'`);
    }
    const productRows = await repo.productsByCode(bank.productCodes);
    for (const code of bank.productCodes) {
      if (!productRows.some((p) => p.code === code)) {
        report.warnings.push(`the product '${code}' is not in this database: not linked`);
      }
    }
    for (const served of await repo.productsServedElsewhere(
      productRows.map((p) => p.id),
      bankIdBefore,
    )) {
      const code = productRows.find((p) => p.id === served.productId)?.code;
      problems.push(
        `bank.yaml: products: '${code}' is already served by the bank '${served.bankCode}'`,
      );
    }
    const existing = bankIdBefore === null ? [] : await repo.questions(bankIdBefore);
    const byCode = new Map(existing.map((q) => [q.code, q]));
    const versions = questionVersionRepository(tx);
    const edited =
      bankIdBefore === null
        ? new Set<number>()
        : await versions.ownedByContentManager(bankIdBefore);
    /** the database's newer version, published in the content manager, stays */
    const keptFromEditors = (q: BankQuestion, old: ExistingQuestion) =>
      edited.has(old.id) && q.version <= old.version;
    /** a staff retirement stays until the source brings a higher version than the one retired */
    const keptRetired = (q: BankQuestion, old: ExistingQuestion) =>
      old.status === 'retired' && old.retiredBy === 'staff' && q.version <= old.version;
    for (const q of bank.questions) {
      const old = byCode.get(q.id);
      if (!old || keptFromEditors(q, old)) continue;
      if (q.version < old.version) {
        problems.push(at(q, `the version went down from ${old.version} to ${q.version}`));
      } else if (q.contentHash !== old.contentHash && q.version === old.version) {
        problems.push(
          at(q, `the content changed but the version was not raised (still ${q.version})`),
        );
      }
    }
    if (problems.length > 0) throw new ImportError(bank.code, problems);

    // The bank and the products it serves.
    let bankId: number;
    if (existingBank) {
      bankId = existingBank.id;
      if (existingBank.title !== bank.title || existingBank.specialty !== bank.specialty) {
        await repo.updateBank(bankId, { title: bank.title, specialty: bank.specialty });
      }
    } else {
      bankId = (
        await repo.insertBank({
          code: bank.code,
          title: bank.title,
          specialty: bank.specialty,
          importedAt: now,
        })
      ).id;
    }
    const wanted = new Set(productRows.map((p) => p.id));
    const linked = new Set((await repo.bankProducts(bankId)).map((l) => l.productId));
    await repo.linkProducts(
      bankId,
      [...wanted].filter((id) => !linked.has(id)),
    );
    await repo.unlinkProducts(
      bankId,
      [...linked].filter((id) => !wanted.has(id)),
    );
    report.products = productRows.map((p) => p.code).sort();

    const topicIds = await syncTopics(repo, bankId, bank);
    const objectiveIds = await syncObjectives(repo, bankId, bank);

    // Questions: insert the new, update the changed, leave the rest alone.
    const content = (q: BankQuestion): Omit<QuestionRow, 'bankId' | 'code'> => ({
      version: q.version,
      status: q.status,
      retiredBy: q.status === 'retired' ? 'import' : null,
      curatedReview: q.curatedReview,
      stemHtml: q.stem,
      leadIn: q.leadIn,
      choices: q.choices.map(({ key, text, explanation }) => ({ key, text, explanation })),
      correctKey: q.correctKey,
      explanationSummary: q.explanationSummary,
      educationalObjective: q.educationalObjective,
      references: q.references.map((r) => ({ ...r })),
      contentHash: q.contentHash,
      sourceFile: q.sourceFile,
    });
    const fresh = bank.questions.filter((q) => !byCode.has(q.id));
    const inserted = await repo.insertQuestions(
      fresh.map((q) => ({ ...content(q), bankId, code: q.id, createdAt: now, updatedAt: now })),
    );
    report.created = inserted.length;
    const idOf = new Map(inserted.map((row) => [row.code, row.id]));
    const relink: BankQuestion[] = [...fresh];
    const versioned = inserted.map((row) => row.id);
    for (const q of bank.questions) {
      const old = byCode.get(q.id);
      if (!old) continue;
      idOf.set(q.id, old.id);
      if (keptFromEditors(q, old)) {
        report.unchanged++;
        report.warnings.push(
          `${q.id}: version ${old.version} was published in the content manager; the source's version ${q.version} was left out (write the new version into the source)`,
        );
        continue;
      }
      const tagsChanged = !sameTags(q, old);
      const staffRetired = old.status === 'retired' && old.retiredBy === 'staff';
      const status = keptRetired(q, old) ? 'retired' : q.status;
      if (staffRetired && q.status === 'published') {
        report.warnings.push(
          keptRetired(q, old)
            ? `${q.id}: retired by staff at version ${old.version}; the source's version ${q.version} says published and was left retired (raise its version to publish it again)`
            : `${q.id}: retired by staff at version ${old.version}; the source's version ${q.version} publishes it again`,
        );
      }
      // a question already retired keeps who retired it; one the source retires now, the source
      const retiredBy =
        status === 'published'
          ? null
          : old.status === 'retired'
            ? (old.retiredBy ?? 'import')
            : 'import';
      if (q.contentHash !== old.contentHash || q.version !== old.version) {
        await repo.updateQuestion(old.id, { ...content(q), retiredBy, updatedAt: now });
        versioned.push(old.id);
        report.updated++;
      } else if (
        tagsChanged ||
        status !== old.status ||
        q.curatedReview !== old.curatedReview ||
        q.sourceFile !== old.sourceFile
      ) {
        await repo.updateQuestion(old.id, {
          status,
          retiredBy,
          curatedReview: q.curatedReview,
          sourceFile: q.sourceFile,
          updatedAt: now,
        });
        versioned.push(old.id);
        report.retagged++;
      } else {
        report.unchanged++;
      }
      if (tagsChanged) relink.push(q);
    }
    const relinkIds = relink.map((q) => idOf.get(q.id)!);
    await repo.setTopicLinks(
      relinkIds,
      relink.flatMap((q) =>
        q.topicIds.map((code) => ({ questionId: idOf.get(q.id)!, topicId: topicIds.get(code)! })),
      ),
    );
    await repo.setObjectiveLinks(
      relinkIds,
      relink.flatMap((q) =>
        q.mocLearningObjectiveIds.map((code) => ({
          questionId: idOf.get(q.id)!,
          objectiveId: objectiveIds.get(code)!,
        })),
      ),
    );

    // Gone from the source: retire what anyone used, delete the rest.
    const inSource = new Set(bank.questions.map((q) => q.id));
    const gone = existing.filter((q) => !inSource.has(q.code) && !edited.has(q.id));
    const used = await repo.questionsInUse(gone.map((q) => q.id));
    const toRetire = gone.filter((q) => used.has(q.id) && q.status !== 'retired');
    await repo.retireQuestions(
      toRetire.map((q) => q.id),
      now,
    );
    report.retired = toRetire.length;
    const toDelete = gone.filter((q) => !used.has(q.id));
    await repo.deleteQuestions(toDelete.map((q) => q.id));
    report.deleted = toDelete.length;
    for (const q of gone.filter((q) => used.has(q.id))) {
      report.warnings.push(
        `${q.code} is no longer in the source; kept as retired (learners used it)`,
      );
    }

    // every new or changed version kept whole; a retag updates the current version's tags
    await versions.recordCurrent(versioned, 'import', { at: now });

    // after the links and the topics' parents, whichever of them changed; learners' tallies by
    // topic follow their questions into the topics they are in now (a new bank has no learners)
    const regrouped = await repo.refreshTopicGroups(bankId);
    if (regrouped > 0 && existingBank) await repo.recountLearnerTopicStats(bankId);

    const changed =
      report.created + report.updated + report.retagged + report.retired + report.deleted > 0;
    if (changed && existingBank) await repo.updateBank(bankId, { importedAt: now });
    if (changed) await repo.analyze();
    return report;
  });
}

function sameTags(q: BankQuestion, old: ExistingQuestion): boolean {
  return (
    sameSet(q.topicIds, old.topicCodes) && sameSet(q.mocLearningObjectiveIds, old.objectiveCodes)
  );
}

type Repo = ReturnType<typeof qaImportRepository>;

/** Topic rows in step with bank.yaml; answers code → row id. Removed topics are deleted. */
async function syncTopics(repo: Repo, bankId: number, bank: Bank): Promise<Map<string, number>> {
  const rows = new Map((await repo.topics(bankId)).map((t) => [t.code, t]));
  const ids = new Map<string, number>();
  const upsert = async (code: string, name: string, parentId: number | null, sortOrder: number) => {
    const row = rows.get(code);
    if (!row) {
      ids.set(code, (await repo.insertTopic({ bankId, code, name, parentId, sortOrder })).id);
      return;
    }
    ids.set(code, row.id);
    if (row.name !== name || row.parentId !== parentId || row.sortOrder !== sortOrder) {
      await repo.updateTopic(row.id, { name, parentId, sortOrder });
    }
  };
  let order = 0;
  for (const group of bank.topics) await upsert(group.id, group.name, null, order++);
  for (const group of bank.topics) {
    for (const child of group.children) {
      await upsert(child.id, child.name, ids.get(group.id)!, order++);
    }
  }
  await repo.deleteTopics([...rows.values()].filter((t) => !ids.has(t.code)).map((t) => t.id));
  return ids;
}

async function syncObjectives(
  repo: Repo,
  bankId: number,
  bank: Bank,
): Promise<Map<string, number>> {
  const rows = new Map((await repo.objectives(bankId)).map((o) => [o.code, o]));
  const ids = new Map<string, number>();
  let order = 0;
  for (const objective of bank.mocLearningObjectives) {
    const sortOrder = order++;
    const row = rows.get(objective.id);
    if (!row) {
      const created = await repo.insertObjective({
        bankId,
        code: objective.id,
        text: objective.text,
        sortOrder,
      });
      ids.set(objective.id, created.id);
      continue;
    }
    ids.set(objective.id, row.id);
    if (row.text !== objective.text || row.sortOrder !== sortOrder) {
      await repo.updateObjective(row.id, { text: objective.text, sortOrder });
    }
  }
  await repo.deleteObjectives([...rows.values()].filter((o) => !ids.has(o.code)).map((o) => o.id));
  return ids;
}
