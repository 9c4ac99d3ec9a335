import type { FlashCardLink, TopicQuestionsLink } from '@boardready/contracts';
import { plainText } from '@/components/ui/rich-label';

/** A link names a card by its front; a long one is cut, as a browser's list would. */
const CARD_TEXT_MAX = 140;

/** "Heart failure — 12 questions in IM Q&A" (one question is "1 question"). */
export function practiceLabel(
  link: Pick<TopicQuestionsLink, 'topicName' | 'questionCount'>,
  productName: string,
) {
  const questions = link.questionCount === 1 ? '1 question' : `${link.questionCount} questions`;
  return `${link.topicName} — ${questions} in ${productName}`;
}

/** The card's front as one line of text (a cloze blank reads [...]). */
export function cardLinkText(link: Pick<FlashCardLink, 'frontHtml'>) {
  const text = plainText(link.frontHtml).replace(/\s+/g, ' ').trim();
  return text.length > CARD_TEXT_MAX ? `${text.slice(0, CARD_TEXT_MAX - 1).trimEnd()}…` : text;
}
