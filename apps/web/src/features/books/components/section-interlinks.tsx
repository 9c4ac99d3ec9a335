import type { TopicQuestionsLink } from '@boardready/contracts';
import { useId } from 'react';
import { FlashCardLinks, TopicPracticeList } from '@/components/interlinks/interlink-lists';
import { linksOfKind } from '@/lib/interlinks';
import { useSectionInterlinks } from '../api/section-interlinks';

/**
 * Spec §7 interlinks of the section on screen (QA-30, QA-44..46, decision 1103): the
 * question-bank topics it is linked to, each with a button that makes a session of its questions,
 * and the learner's flash cards on it. Nothing at all shows while the list loads, when it is
 * empty, or when the call failed.
 */
export function SectionInterlinks({
  userProductId,
  sectionId,
  onPractice,
}: {
  userProductId: number;
  sectionId: string;
  onPractice?: ((link: TopicQuestionsLink) => Promise<void>) | undefined;
}) {
  const links = useSectionInterlinks(userProductId, sectionId);
  const headingId = useId();
  const cardsHeadingId = useId();
  const questions = onPractice ? linksOfKind(links, 'topicQuestions') : [];
  const cards = linksOfKind(links, 'flashCard');
  if (questions.length === 0 && cards.length === 0) return null;

  return (
    <div className="mt-10 flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-5 font-sans text-base shadow-sm">
      {questions.length > 0 && onPractice && (
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              Practice questions
            </h2>
            <p className="text-sm text-slate-600">
              Test yourself on this section with questions from your question banks.
            </p>
          </div>
          <TopicPracticeList links={questions} onPractice={onPractice} />
        </section>
      )}
      {cards.length > 0 && (
        <section aria-labelledby={cardsHeadingId} className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={cardsHeadingId} className="text-lg font-semibold text-slate-900">
              Flash cards on this section
            </h2>
            <p className="text-sm text-slate-600">Open a card in your deck to review it.</p>
          </div>
          <FlashCardLinks links={cards} />
        </section>
      )}
    </div>
  );
}
