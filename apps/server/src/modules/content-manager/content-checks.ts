import type { CmsContent } from '@boardready/contracts';
import { contentFormatProblems, missingContent } from '@boardready/contracts/content-manager-rules';
import { errors } from '@boardready/contracts/errors';
import { contentHash } from '../qbank-content/bank-checks';
import { checkRichText, type RichTextKind } from '../qbank-content/rich-text';

/**
 * A draft's content checked before anything is written (issue 26). Every save refuses what is
 * wrong whatever else is typed: the shared format rules (contentFormatProblems), the question-text
 * HTML subset of the bank format (decision 0801) on every rich field, plain-text citations and the
 * bank's topic tree (leaves of this bank only). Submitting, approving and publishing also require
 * the draft complete (missingContent). Each problem names its field.
 */

export interface BankTopics {
  bankCode: string;
  /** leaf topic ids of the bank */
  leaves: Set<number>;
  /** top-level topic ids of the bank */
  groups: Set<number>;
}

/** `save`: only what no further typing makes right; `submit`: that and what is still missing. */
export type ContentCheck = 'save' | 'submit';

export function draftContentProblems(content: CmsContent, topics: BankTopics, check: ContentCheck) {
  const problems = {
    ...(check === 'submit' ? missingContent(content) : {}),
    ...contentFormatProblems(content),
  };
  const rich = (field: string, html: string, kind: RichTextKind) => {
    if (html.trim() === '') return;
    const found = checkRichText(html, { kind });
    if (found.length > 0) {
      problems[field] = `Only the question-text HTML subset is allowed: ${found[0]}.`;
    }
  };
  rich('stemHtml', content.stemHtml, 'block');
  rich('leadIn', content.leadIn, 'inline');
  content.choices.forEach((choice, i) => {
    rich(`choices.${i}.text`, choice.text, 'inline');
    rich(`choices.${i}.explanation`, choice.explanation, 'block');
  });
  rich('explanationSummary', content.explanationSummary, 'block');
  rich('educationalObjective', content.educationalObjective, 'inline');
  content.references.forEach((reference, i) => {
    if (/[<>]|&[a-z#]/i.test(reference.citation)) {
      problems[`references.${i}.citation`] = 'A citation is plain text, without HTML or entities.';
    }
  });
  if (!problems.topicIds) {
    const groups = content.topicIds.filter((id) => topics.groups.has(id));
    const unknown = content.topicIds.filter(
      (id) => !topics.leaves.has(id) && !topics.groups.has(id),
    );
    if (unknown.length > 0) {
      problems.topicIds = `These topics are not in the bank ${topics.bankCode}: ${unknown.join(', ')}.`;
    } else if (groups.length > 0) {
      problems.topicIds = `Topic ${groups.join(', ')} is a top-level topic: tag a topic under it.`;
    }
  }
  return problems;
}

/** Refuses content with problems: 400 naming each field, the first one in the message. */
export function assertValidContent(
  content: CmsContent,
  topics: BankTopics,
  check: ContentCheck,
  what: string,
) {
  const problems = draftContentProblems(content, topics, check);
  const fields = Object.keys(problems);
  if (fields.length === 0) return;
  const first = fields[0]!;
  throw errors.invalidQuestionContent(`${what}: ${first}: ${problems[first]}`, {
    fields: Object.fromEntries(fields.map((f) => [`content.${f}`, problems[f]!])),
  });
}

/** The content hash the bank import keeps (decision 0801), of a draft's content. */
export function draftContentHash(content: CmsContent): string {
  return contentHash({
    id: '',
    version: 0,
    status: 'published',
    topicIds: [],
    curatedReview: content.curatedReview,
    mocLearningObjectiveIds: [],
    stem: content.stemHtml,
    leadIn: content.leadIn,
    choices: content.choices,
    correctKey: content.correctKey ?? 'A',
    explanationSummary: content.explanationSummary,
    educationalObjective: content.educationalObjective,
    references: content.references.map((r) => ({
      kind: r.kind,
      citation: r.citation,
      year: r.year,
      ...(r.url ? { url: r.url } : {}),
    })),
    sourceFile: '',
  });
}
