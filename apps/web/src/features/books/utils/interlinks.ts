import type { Interlink } from '@boardready/contracts';

/** What a finished or pending interlink call leaves on screen. */
export interface InterlinkResult {
  status: 'pending' | 'error' | 'success';
  data?: Interlink[] | undefined;
}

/**
 * Spec §7 interlinks (QA-44..46): a non-empty list is kept and shown; an empty list, a call still
 * running or a failed call all count as no interlinks, so the reader shows nothing and no error.
 */
export function shownInterlinks(result: InterlinkResult): Interlink[] {
  if (result.status !== 'success' || !result.data) return [];
  return result.data.length > 0 ? result.data : [];
}

/** "Heart failure — 12 questions in IM Q&A" (one question is "1 question"). */
export function interlinkLabel(
  link: Pick<Interlink, 'topicName' | 'questionCount'>,
  productName: string,
) {
  const questions = link.questionCount === 1 ? '1 question' : `${link.questionCount} questions`;
  return `${link.topicName} — ${questions} in ${productName}`;
}
