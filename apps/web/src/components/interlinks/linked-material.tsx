import { type InterlinkRequest, linksOfKind, useInterlinks } from '@/lib/interlinks';
import { usePracticeTopic } from '@/lib/qa/use-practice-topic';
import {
  BookSectionLinks,
  FlashCardLinks,
  InterlinkGroup,
  TopicPracticeList,
} from './interlink-lists';

/**
 * What a question's explanation or a flash card's back links to (spec §7, decision 1103): the
 * book sections that teach it ("Read more"), its flash cards, and questions to practice, each in
 * the learner's products usable now. Nothing shows while the list loads, when it is empty or when
 * the call failed (QA-44..46).
 */
export function LinkedMaterial({
  request,
  level = 3,
  className = '',
}: {
  request: InterlinkRequest;
  /** the heading level of its groups */
  level?: 2 | 3;
  className?: string;
}) {
  const links = useInterlinks(request);
  const practice = usePracticeTopic();
  if (links.length === 0) return null;
  const sections = linksOfKind(links, 'bookSection');
  const cards = linksOfKind(links, 'flashCard');
  const questions = linksOfKind(links, 'topicQuestions');
  return (
    <div
      data-testid="linked-material"
      className={`flex flex-col gap-4 border-t border-slate-200 pt-4 ${className}`}
    >
      {sections.length > 0 && (
        <InterlinkGroup heading="Read more" level={level}>
          <BookSectionLinks links={sections} />
        </InterlinkGroup>
      )}
      {cards.length > 0 && (
        <InterlinkGroup heading="Flash cards" level={level}>
          <FlashCardLinks links={cards} />
        </InterlinkGroup>
      )}
      {questions.length > 0 && (
        <InterlinkGroup heading="Practice questions" level={level}>
          <TopicPracticeList links={questions} onPractice={practice} />
        </InterlinkGroup>
      )}
    </div>
  );
}
