import type { Database } from '../../db/client';
import type { SaFormSource } from '../qbank-content/sa-forms';
import { ImportError } from './import-bank';
import { saFormImportRepository } from './sa-form-repository';

/**
 * Imports a bank's self-assessment forms (decision 0904), after the bank itself, by form code and
 * in one transaction. A form someone has attempted keeps its questions: its scores and percentiles
 * compare like with like, so changing them needs a new form code (titles, limits and the passing
 * standard may change). Unchanged forms write nothing.
 */
export async function importSaForms(
  db: Database,
  bankCode: string,
  forms: SaFormSource[],
): Promise<{ created: number; updated: number; unchanged: number }> {
  return db.transaction(async (tx) => {
    const repo = saFormImportRepository(tx);
    const report = { created: 0, updated: 0, unchanged: 0 };
    const problems: string[] = [];
    const bankId = await repo.bankId(bankCode);
    if (bankId === undefined) throw new ImportError(bankCode, ['import the bank before its forms']);
    for (const form of forms) {
      const product = await repo.product(form.productCode);
      if (!product) {
        problems.push(
          `forms/${form.code}.yaml: product '${form.productCode}' is not in the database`,
        );
        continue;
      }
      const codes = form.blocks.flatMap((b) => b.questionIds);
      const ids = await repo.questionIds(bankId, codes);
      const items = form.blocks.flatMap((block, b) =>
        block.questionIds.map((code) => ({ blockNumber: b + 1, questionId: ids.get(code)! })),
      );
      const rows = items.map((item, i) => ({ ...item, position: i + 1 }));
      const values = {
        bankId,
        code: form.code,
        title: form.title,
        productId: product.id,
        passingPercent: form.passingPercent,
        blocks: form.blocks.map((b) => ({
          timeLimitSeconds: b.timeLimitSeconds,
          questionCount: b.questionIds.length,
        })),
        questionCount: rows.length,
      };
      const existing = await repo.form(form.code);
      if (!existing) {
        const formId = await repo.insertForm(values);
        await repo.replaceItems(
          formId,
          rows.map((r) => ({ ...r, formId })),
        );
        report.created += 1;
        continue;
      }
      const old = await repo.items(existing.id);
      const sameItems =
        old.length === rows.length &&
        old.every(
          (o, i) => o.questionId === rows[i]!.questionId && o.blockNumber === rows[i]!.blockNumber,
        );
      const sameForm =
        existing.title === values.title &&
        existing.productId === values.productId &&
        existing.passingPercent === values.passingPercent &&
        existing.blocks.length === values.blocks.length &&
        existing.blocks.every(
          (b, i) =>
            b.timeLimitSeconds === values.blocks[i]!.timeLimitSeconds &&
            b.questionCount === values.blocks[i]!.questionCount,
        );
      if (sameItems && sameForm) {
        report.unchanged += 1;
        continue;
      }
      if (!sameItems && (await repo.hasAttempts(existing.id))) {
        problems.push(
          `forms/${form.code}.yaml: learners have taken this form, so its questions cannot change; give the new form a new code`,
        );
        continue;
      }
      await repo.updateForm(existing.id, { ...values, importedAt: new Date() });
      if (!sameItems) {
        await repo.replaceItems(
          existing.id,
          rows.map((r) => ({ ...r, formId: existing.id })),
        );
      }
      report.updated += 1;
    }
    if (problems.length > 0) throw new ImportError(bankCode, problems);
    return report;
  });
}
