import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { qaQuestions, qaSaFormItems, qaSaForms } from '../db/schema';

/** A demo form's id and, by position, its questions with their correct keys (from the database). */
export async function demoForm(db: Database, code: string) {
  const [form] = await db
    .select({ id: qaSaForms.id })
    .from(qaSaForms)
    .where(eq(qaSaForms.code, code));
  const rows = await db
    .select({
      position: qaSaFormItems.position,
      questionId: qaSaFormItems.questionId,
      correctKey: qaQuestions.correctKey,
    })
    .from(qaSaFormItems)
    .innerJoin(qaQuestions, eq(qaQuestions.id, qaSaFormItems.questionId))
    .where(eq(qaSaFormItems.formId, form!.id));
  return { formId: form!.id, questionAt: new Map(rows.map((r) => [r.position, r])) };
}
