import type { TrainerProfileAnswer, TrainerProfileInput } from '@boardready/contracts';
import { MAX_DAILY_MINUTES, WEEKDAYS } from '@boardready/contracts/trainer-rules';

/** The interview form's values: text as typed, read into the contract's input on save. */
export interface InterviewValues {
  examCode: string;
  examDate: string;
  weekdayMinutes: string[];
  userProductIds: number[];
}

/** An hour on weekdays and an hour and a half at the weekend, until the learner says otherwise. */
export const DEFAULT_MINUTES = [60, 60, 60, 60, 60, 90, 90];

/** What the form starts from: the saved plan, or the first exam of the learner's products' specialty. */
export function initialValues(answer: TrainerProfileAnswer): InterviewValues {
  if (answer.profile) {
    return {
      examCode: answer.profile.examCode,
      examDate: answer.profile.examDate,
      weekdayMinutes: answer.profile.weekdayMinutes.map(String),
      userProductIds: answer.profile.userProductIds,
    };
  }
  const specialty = answer.products[0]?.specialty;
  const exam = answer.exams.find((e) => e.specialty === specialty);
  return {
    examCode: exam?.code ?? '',
    examDate: '',
    weekdayMinutes: DEFAULT_MINUTES.map(String),
    userProductIds: answer.products
      .filter((p) => p.specialty === specialty)
      .map((p) => p.userProductId),
  };
}

/** The products the chosen exam can plan with: those of its specialty. */
export function productsFor(answer: TrainerProfileAnswer, examCode: string) {
  const exam = answer.exams.find((e) => e.code === examCode);
  return exam ? answer.products.filter((p) => p.specialty === exam.specialty) : [];
}

/**
 * The form's values as the API takes them, or the fields the browser can already tell are wrong
 * (the server checks everything again, and the date against the learner's own today).
 */
export function readInterview(
  values: InterviewValues,
  answer: TrainerProfileAnswer,
): { input: TrainerProfileInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!values.examCode) errors.examCode = 'Choose an exam.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.examDate)) errors.examDate = 'Give the date of your exam.';
  const minutes = values.weekdayMinutes.map((text) => (text.trim() === '' ? 0 : Number(text)));
  minutes.forEach((m, i) => {
    if (!Number.isInteger(m) || m < 0 || m > MAX_DAILY_MINUTES) {
      errors[`weekdayMinutes.${i}`] =
        `${WEEKDAYS[i]}: whole minutes from 0 to ${MAX_DAILY_MINUTES}.`;
    }
  });
  const offered = new Set(productsFor(answer, values.examCode).map((p) => p.userProductId));
  const chosen = values.userProductIds.filter((id) => offered.has(id));
  if (values.examCode && chosen.length === 0) {
    errors.userProductIds = 'Choose at least one product to study.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      examCode: values.examCode,
      examDate: values.examDate,
      weekdayMinutes: minutes,
      userProductIds: chosen,
    },
  };
}
