/**
 * The rules of a question draft (content management, issue 26), zod-free, on both sides: what is
 * wrong whatever else is typed is refused on every save; what is missing only on submit (and
 * again on approve and publish). The server adds the HTML subset (decision 0801) and the bank's
 * topics to the first; the SPA's editor lists the second while the draft is written.
 */

export const CMS_CHOICE_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
export type CmsChoiceKey = (typeof CMS_CHOICE_KEYS)[number];
export const CMS_MIN_CHOICES = 2;
export const CMS_REFERENCE_KINDS = ['guideline', 'textbook', 'article'] as const;
export const CMS_MAX_TOPICS = 10;
export const CMS_MAX_REFERENCES = 10;
export const CMS_COMMENT_MAX = 4000;
export const CMS_CHANGE_NOTE_MAX = 2000;

export type CmsDraftStatusName = 'draft' | 'submitted' | 'sent_back' | 'approved' | 'published';

export const CMS_STATUS_LABELS: Record<CmsDraftStatusName, string> = {
  draft: 'Draft',
  submitted: 'Awaiting review',
  sent_back: 'Sent back',
  approved: 'Approved, not published',
  published: 'Published',
};

/** The content of a draft as the editor and the server see it (the contract's cmsContent). */
export interface CmsContentShape {
  stemHtml: string;
  leadIn: string;
  choices: { key: CmsChoiceKey; text: string; explanation: string }[];
  correctKey: CmsChoiceKey | null;
  explanationSummary: string;
  educationalObjective: string;
  references: { kind: string; citation: string; year: number; url?: string | undefined }[];
  topicIds: number[];
  curatedReview: boolean;
}

/**
 * What is wrong with a draft's content whatever else is typed, by field path (`choices.1.key`…),
 * each with the sentence the editor shows under it: refused on every save (the server adds the
 * HTML subset and the bank's topics). Empty when it may be saved, however incomplete.
 */
export function contentFormatProblems(content: CmsContentShape): Record<string, string> {
  const problems: Record<string, string> = {};
  content.choices.forEach((choice, i) => {
    if (choice.key !== CMS_CHOICE_KEYS[i]) {
      problems[`choices.${i}.key`] = `Choice ${i + 1} is lettered ${CMS_CHOICE_KEYS[i]}.`;
    }
  });
  if (new Set(content.topicIds).size !== content.topicIds.length) {
    problems.topicIds = 'A topic is listed twice.';
  }
  return problems;
}

/**
 * What a draft still needs before it is submitted for review (a stem, a lead-in asking a
 * question, 2–5 choices with one correct, the explanation, the objective, a reference, a topic),
 * by field path; empty when it is complete. The editor lists these calmly while it is written.
 */
export function missingContent(content: CmsContentShape): Record<string, string> {
  const problems: Record<string, string> = {};
  const blank = (text: string) => text.trim() === '';
  if (blank(content.stemHtml)) problems.stemHtml = 'Write the stem (the case).';
  if (blank(content.leadIn)) problems.leadIn = 'Write the lead-in question.';
  else if (!content.leadIn.trim().endsWith('?')) {
    problems.leadIn = 'The lead-in is a question: end it with ?';
  }
  if (content.choices.length < CMS_MIN_CHOICES) {
    problems.choices = `Give at least ${CMS_MIN_CHOICES} choices.`;
  }
  content.choices.forEach((choice, i) => {
    if (blank(choice.text))
      problems[`choices.${i}.text`] = `Write the text of choice ${choice.key}.`;
  });
  if (content.correctKey === null) {
    problems.correctKey = 'Mark the one correct choice.';
  } else if (!content.choices.some((c) => c.key === content.correctKey)) {
    problems.correctKey = `The correct answer ${content.correctKey} is not one of the choices.`;
  }
  if (blank(content.explanationSummary)) {
    problems.explanationSummary = 'Write the explanation.';
  }
  if (blank(content.educationalObjective)) {
    problems.educationalObjective = 'Write the educational objective.';
  }
  if (content.references.length === 0) problems.references = 'Cite at least one reference.';
  content.references.forEach((reference, i) => {
    if (blank(reference.citation)) problems[`references.${i}.citation`] = 'Write the citation.';
  });
  if (content.topicIds.length === 0) problems.topicIds = 'Tag at least one topic.';
  return problems;
}

/**
 * Every rule of a draft's content (what is missing and what is wrong), by field path: what
 * submitting, approving and publishing require. Empty when the draft is publishable content.
 */
export function contentProblems(content: CmsContentShape): Record<string, string> {
  return { ...missingContent(content), ...contentFormatProblems(content) };
}
