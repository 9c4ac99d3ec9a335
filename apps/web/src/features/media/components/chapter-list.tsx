import type { MediaChapter, TopicQuestionsLink } from '@boardready/contracts';
import { clockTime } from '@boardready/contracts/media-rules';
import {
  BookSectionLinks,
  FlashCardLinks,
  InterlinkGroup,
  TopicPracticeList,
} from '@/components/interlinks/interlink-lists';
import { Icon } from '@/components/ui/icon';
import { linksOfKind } from '@/lib/interlinks';

/**
 * The lecture's chapters: each seeks the player to its start; the one under way is marked. A
 * chapter's topic links to its questions, book sections and flash cards in the learner's
 * products (decision 1103's interlinks, drawn as every screen draws them).
 */
export function ChapterList({
  chapters,
  current,
  onSeek,
  onPractice,
}: {
  chapters: readonly MediaChapter[];
  /** the chapter under way, -1 before the first */
  current: number;
  onSeek: (seconds: number) => void;
  onPractice?: ((link: TopicQuestionsLink) => Promise<void>) | undefined;
}) {
  if (chapters.length === 0)
    return <p className="px-1 text-sm text-slate-600">This lecture has no chapters.</p>;
  return (
    <ol aria-label="Chapters" className="flex flex-col gap-1">
      {chapters.map((chapter, index) => {
        const now = index === current;
        return (
          <li
            key={`${chapter.startSeconds}-${chapter.title}`}
            className={`rounded-lg border ${now ? 'border-brand-600 bg-brand-50' : 'border-transparent'}`}
          >
            <button
              type="button"
              onClick={() => onSeek(chapter.startSeconds)}
              aria-current={now ? 'true' : undefined}
              className="flex w-full items-start gap-3 rounded-lg px-2 py-2 text-left hover:bg-slate-100"
            >
              <span className="min-w-10 pt-0.5 text-sm font-semibold text-brand-700 tabular-nums">
                {clockTime(chapter.startSeconds)}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-slate-900">{chapter.title}</span>
                {chapter.topicName && (
                  <span className="text-xs text-slate-600">{chapter.topicName}</span>
                )}
              </span>
              {now && (
                <span className="flex shrink-0 items-center gap-1 pt-0.5 text-xs font-semibold text-brand-700">
                  <Icon name="play_circle" className="size-4" />
                  Now
                </span>
              )}
            </button>
            {chapter.links.length > 0 && <ChapterLinks chapter={chapter} onPractice={onPractice} />}
          </li>
        );
      })}
    </ol>
  );
}

/** What a chapter's topic links to, folded away until asked for (a chapter may have many). */
function ChapterLinks({
  chapter,
  onPractice,
}: {
  chapter: MediaChapter;
  onPractice?: ((link: TopicQuestionsLink) => Promise<void>) | undefined;
}) {
  const questions = onPractice ? linksOfKind(chapter.links, 'topicQuestions') : [];
  const sections = linksOfKind(chapter.links, 'bookSection');
  const cards = linksOfKind(chapter.links, 'flashCard');
  const count = questions.length + sections.length + cards.length;
  if (count === 0) return null;
  return (
    <details className="group px-2 pb-2 pl-[3.75rem]">
      <summary className="cursor-pointer rounded text-sm font-semibold text-brand-700 hover:underline">
        Study this topic
        <span className="font-normal text-slate-600"> ({count})</span>
      </summary>
      <div className="mt-2 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-3">
        {questions.length > 0 && onPractice && (
          <InterlinkGroup heading="Practice questions">
            <TopicPracticeList links={questions} onPractice={onPractice} />
          </InterlinkGroup>
        )}
        {sections.length > 0 && (
          <InterlinkGroup heading="Read more">
            <BookSectionLinks links={sections} />
          </InterlinkGroup>
        )}
        {cards.length > 0 && (
          <InterlinkGroup heading="Flash cards">
            <FlashCardLinks links={cards} />
          </InterlinkGroup>
        )}
      </div>
    </details>
  );
}
