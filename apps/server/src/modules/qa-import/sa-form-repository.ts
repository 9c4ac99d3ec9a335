import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  products,
  qaBanks,
  qaQuestions,
  qaSaAttempts,
  qaSaFormItems,
  qaSaForms,
} from '../../db/schema';

/** Reads and writes of the self-assessment form import (decision 0904); one per transaction. */
export function saFormImportRepository(db: Database) {
  return {
    async bankId(code: string) {
      const [row] = await db.select({ id: qaBanks.id }).from(qaBanks).where(eq(qaBanks.code, code));
      return row?.id;
    },
    async product(code: string) {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.code, code));
      return row;
    },
    async questionIds(bankId: number, codes: string[]) {
      if (codes.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ id: qaQuestions.id, code: qaQuestions.code })
        .from(qaQuestions)
        .where(and(eq(qaQuestions.bankId, bankId), inArray(qaQuestions.code, codes)));
      return new Map(rows.map((r) => [r.code, r.id]));
    },
    async form(code: string) {
      const [row] = await db.select().from(qaSaForms).where(eq(qaSaForms.code, code));
      return row;
    },
    async items(formId: number) {
      return db
        .select()
        .from(qaSaFormItems)
        .where(eq(qaSaFormItems.formId, formId))
        .orderBy(qaSaFormItems.position);
    },
    async hasAttempts(formId: number) {
      const [row] = await db
        .select({ id: qaSaAttempts.id })
        .from(qaSaAttempts)
        .where(eq(qaSaAttempts.formId, formId))
        .limit(1);
      return row !== undefined;
    },
    async insertForm(values: typeof qaSaForms.$inferInsert) {
      const [row] = await db.insert(qaSaForms).values(values).returning({ id: qaSaForms.id });
      return row!.id;
    },
    async updateForm(id: number, values: Partial<typeof qaSaForms.$inferInsert>) {
      await db.update(qaSaForms).set(values).where(eq(qaSaForms.id, id));
    },
    async replaceItems(formId: number, rows: (typeof qaSaFormItems.$inferInsert)[]) {
      await db.delete(qaSaFormItems).where(eq(qaSaFormItems.formId, formId));
      if (rows.length > 0) await db.insert(qaSaFormItems).values(rows);
    },
  };
}
