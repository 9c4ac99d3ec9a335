import type { BookSectionLink, FlashCardLink, TopicQuestionsLink } from '@boardready/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { plainText } from '@/components/ui/rich-label';
import { flashCardBrowseHref } from '@/lib/interlinks';
import { paths } from '@/lib/paths';
import { cardLinkText, practiceLabel } from './interlink-labels';

/** The reason a practice session could not start, for a failure that brings none. */
const START_FAILED = 'The practice session could not be started. Please try again.';

const LINK =
  'text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800 hover:decoration-brand-700';
const ROW = 'flex flex-col gap-0.5 py-2 first:pt-0 last:pb-0';

/** One kind of interlink under its heading (h2 where the screen's sections are h2, else h3). */
export function InterlinkGroup({
  heading,
  level = 3,
  children,
}: {
  heading: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <Heading id={headingId} className="text-sm font-bold text-slate-800">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

/** Book sections that teach this: each opens the section in its book. */
export function BookSectionLinks({ links }: { links: readonly BookSectionLink[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 text-sm">
      {links.map((link) => (
        <li key={`${link.userProductId}-${link.sectionId}`} className={ROW}>
          <Link
            to={paths.bookSection(link.userProductId, link.sectionId)}
            className={`${LINK} font-semibold`}
          >
            {link.sectionTitle}
          </Link>
          <span className="text-xs text-slate-600">
            {link.chapterTitle} · {plainText(link.productName)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Flash cards on the same point: each opens the card in its deck's browser. */
export function FlashCardLinks({ links }: { links: readonly FlashCardLink[] }) {
  return (
    <ul className="flex flex-col divide-y divide-slate-200 text-sm">
      {links.map((link) => (
        <li key={`${link.userProductId}-${link.cardId}`} className={ROW}>
          <Link
            to={flashCardBrowseHref(link.userProductId, link.cardId)}
            className={`${LINK} leading-6`}
          >
            {cardLinkText(link)}
          </Link>
          <span className="text-xs text-slate-600">
            {link.code} · {plainText(link.productName)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Topics with questions to practice (QA-30): each with a button that makes a session of the
 * topic's questions and opens it; a failure says so under the list.
 */
export function TopicPracticeList({
  links,
  onPractice,
}: {
  links: readonly TopicQuestionsLink[];
  onPractice: (link: TopicQuestionsLink) => Promise<void>;
}) {
  const [starting, setStarting] = useState<TopicQuestionsLink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (link: TopicQuestionsLink) => {
    setStarting(link);
    setFailure(null);
    try {
      await onPractice(link);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : START_FAILED);
    } finally {
      setStarting(null);
    }
  };

  return (
    <>
      <ul className="flex flex-col divide-y divide-slate-200">
        {links.map((link) => {
          const productName = plainText(link.productName);
          const busy =
            starting?.userProductId === link.userProductId &&
            starting.coreContentTopicId === link.coreContentTopicId;
          return (
            <li
              key={`${link.userProductId}-${link.coreContentTopicId}`}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span className="text-sm text-slate-800">{practiceLabel(link, productName)}</span>
              <Button
                variant="secondary"
                className="shrink-0 self-start sm:self-auto"
                busy={busy}
                disabled={starting !== null && !busy}
                onClick={() => start(link)}
                aria-label={`Start a session: ${link.topicName}, ${productName}`}
              >
                Start a session
              </Button>
            </li>
          );
        })}
      </ul>
      {failure && <Alert tone="error">{failure}</Alert>}
    </>
  );
}
