import type { CmsContent } from '@boardready/contracts';
import {
  CMS_CHOICE_KEYS,
  type CmsChoiceKey,
  contentFormatProblems,
  missingContent,
} from '@boardready/contracts/content-manager-rules';

/**
 * The draft editor's form values and the draft's content, both ways. The form keeps text as typed
 * (a year is text until it is sent; a choice's letter comes from its place), and the shared rules
 * judge the content it makes as the server does: what is wrong stops a save, what is missing is
 * listed until the draft is submitted.
 */

export interface DraftFormValues {
  changeNote: string;
  stemHtml: string;
  leadIn: string;
  choices: { text: string; explanation: string }[];
  /** '' until one is marked */
  correctKey: CmsChoiceKey | '';
  explanationSummary: string;
  educationalObjective: string;
  references: { kind: string; citation: string; year: string; url: string }[];
  /** checkbox values: topic ids as text */
  topicIds: string[];
  curatedReview: boolean;
}

export function formValuesOf(content: CmsContent, changeNote: string): DraftFormValues {
  return {
    changeNote,
    stemHtml: content.stemHtml,
    leadIn: content.leadIn,
    choices: content.choices.map(({ text, explanation }) => ({ text, explanation })),
    correctKey: content.correctKey ?? '',
    explanationSummary: content.explanationSummary,
    educationalObjective: content.educationalObjective,
    references: content.references.map((r) => ({
      kind: r.kind,
      citation: r.citation,
      year: String(r.year),
      url: r.url ?? '',
    })),
    topicIds: content.topicIds.map(String),
    curatedReview: content.curatedReview,
  };
}

export function contentOf(values: DraftFormValues): CmsContent {
  return {
    stemHtml: values.stemHtml.trim(),
    leadIn: values.leadIn.trim(),
    choices: values.choices.map((choice, i) => ({
      key: CMS_CHOICE_KEYS[i] ?? 'E',
      text: choice.text.trim(),
      explanation: choice.explanation.trim(),
    })),
    correctKey: values.correctKey === '' ? null : values.correctKey,
    explanationSummary: values.explanationSummary.trim(),
    educationalObjective: values.educationalObjective.trim(),
    references: values.references.map((r) => ({
      kind: r.kind as CmsContent['references'][number]['kind'],
      citation: r.citation.trim(),
      year: Number(r.year),
      ...(r.url.trim() ? { url: r.url.trim() } : {}),
    })),
    topicIds: (values.topicIds ?? []).map(Number),
    curatedReview: values.curatedReview,
  };
}

/**
 * What stops a save, by the form's field paths: the shared rules of what is wrong whatever else is
 * typed, and what only the form can get wrong (a year that is not a number). Half-written content
 * passes. A list's own problem goes to `<list>.root`, where react-hook-form keeps a field array's.
 */
export function saveProblems(values: DraftFormValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(contentFormatProblems(contentOf(values)))) {
    problems[formPathOf(path)] = message;
  }
  values.references.forEach((r, i) => {
    if (!/^\d{4}$/.test(r.year.trim()))
      problems[`references.${i}.year`] = 'Write the year, e.g. 2024.';
  });
  return problems;
}

/** What the draft still needs before it may be submitted (the shared rules), each said once. */
export function neededToSubmit(values: DraftFormValues): string[] {
  return [...new Set(Object.values(missingContent(contentOf(values))))];
}

/** The server's field paths (`content.choices.1.text`) as the form's. */
export function formPathOf(serverPath: string): string {
  const path = serverPath.replace(/^content\./, '');
  return path === 'choices' || path === 'references' ? `${path}.root` : path;
}

/** A blank choice or reference, to add. */
export const BLANK_CHOICE = { text: '', explanation: '' };
export const BLANK_REFERENCE = { kind: 'textbook', citation: '', year: '', url: '' };
