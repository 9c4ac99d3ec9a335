import { z } from 'zod';
// Bundled into dist/server.js by esbuild, like the reference content (decision 0503).
import examsJson from '../../../../../content/exams/exams.json';

/**
 * The board exams the Personal Trainer plans for (content/exams/exams.json, issue 25): each names
 * its question bank, its length, an approximate passing percent and its blueprint, the share of
 * the exam of each top-level topic of the bank. Read and checked once per process.
 */

const examSchema = z.strictObject({
  code: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  specialty: z.enum(['IM', 'PEDS', 'MS']),
  bank: z.string().min(1),
  questionCount: z.number().int().min(1),
  passingPercent: z.number().min(1).max(99),
  weights: z
    .record(z.string(), z.number().positive())
    .refine((weights) => Object.keys(weights).length > 0, 'an exam weighs at least one topic'),
});
const examsFile = z.strictObject({
  $comment: z.string().optional(),
  exams: z.array(examSchema).min(1),
});

export type Exam = z.infer<typeof examSchema>;

let exams: Exam[] | undefined;

/** The exams, checked: a broken file stops the server with a clear reason. */
export function shippedExams(raw: unknown = examsJson): Exam[] {
  if (raw === examsJson && exams) return exams;
  const parsed = examsFile.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`content/exams/exams.json is invalid:\n${z.prettifyError(parsed.error)}`);
  }
  const codes = parsed.data.exams.map((e) => e.code);
  const twice = codes.filter((code, i) => codes.indexOf(code) !== i);
  if (twice.length > 0) throw new Error(`content/exams/exams.json names ${twice.join(', ')} twice`);
  if (raw === examsJson) exams = parsed.data.exams;
  return parsed.data.exams;
}

/** Each topic's share of the exam (the weights normalised to 1), by topic code. */
export function blueprintShares(exam: Exam): Map<string, number> {
  const total = Object.values(exam.weights).reduce((sum, w) => sum + w, 0);
  return new Map(Object.entries(exam.weights).map(([code, w]) => [code, w / total]));
}
