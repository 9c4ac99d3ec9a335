import type { DeckOverview, StudyCounts } from '@boardready/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { type DataTableColumn, ScrollingDataTable } from '@/components/ui/data-table';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { reviewLogCsvHref } from '../api/browse-cards';
import { QUEUE_TONE, type Queue } from '../utils/queues';
import { studyPath } from '../utils/study-path';
import { StudySettingsForm } from './study-settings-form';

/** The primary action's look as a link (the house's primary button). */
export const PRIMARY_LINK =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

const TEXT_LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

const TODAY: { queue: Queue; label: string; hint: string }[] = [
  { queue: 'new', label: 'New', hint: 'cards to meet for the first time' },
  { queue: 'learning', label: 'Learning', hint: 'cards being learned, due now' },
  { queue: 'review', label: 'Due', hint: 'reviews due today' },
];

function TodayCounts({ counts }: { counts: StudyCounts }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {TODAY.map(({ queue, label, hint }) => (
        <div
          key={queue}
          className="flex flex-col-reverse items-center gap-0.5 rounded-lg border border-slate-200 bg-slate-50 px-2 py-3 text-center"
        >
          <dt className="text-sm font-semibold text-slate-700">
            {label}
            <span className="sr-only">: {hint}</span>
          </dt>
          <dd className={`text-3xl font-bold tabular-nums ${QUEUE_TONE[queue]}`}>
            {counts[queue]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type DeckTopic = DeckOverview['topics'][number];

const NUMBER = 'px-1 py-2.5 text-right tabular-nums sm:px-2';

function topicColumns(userProductId: number): DataTableColumn<DeckTopic>[] {
  // A phone's column keeps the day's three counts; the total shows from sm up.
  const count = (id: Queue | 'due' | 'total', header: ReactNode, tone = 'text-slate-700') => ({
    id,
    header,
    headerClassName: `px-1 py-2 text-right font-semibold sm:px-2 ${id === 'total' ? 'max-sm:hidden' : ''}`,
    cellClassName: (topic: DeckTopic) =>
      `${NUMBER} ${id === 'total' ? 'max-sm:hidden' : ''} ${(topic[id as keyof DeckTopic] as number) > 0 ? `font-semibold ${tone}` : 'text-slate-500'}`,
    cell: (topic: DeckTopic) => topic[id as keyof DeckTopic] as number,
  });
  return [
    {
      id: 'name',
      header: 'Topic',
      rowHeader: true,
      headerClassName: 'py-2 pr-1 font-semibold sm:pr-2',
      cellClassName: 'py-2.5 pr-1 font-medium break-words hyphens-auto text-slate-900 sm:pr-2',
      cell: (topic) => topic.name,
    },
    count('new', 'New', QUEUE_TONE.new),
    // "Learn" on a phone, as Anki's own columns, and "Learning" to a screen reader everywhere
    count(
      'learning',
      <>
        <span aria-hidden="true" className="sm:hidden">
          Learn
        </span>
        <span className="max-sm:sr-only">Learning</span>
      </>,
      QUEUE_TONE.learning,
    ),
    count('due', 'Due', QUEUE_TONE.review),
    count('total', 'Total'),
    {
      id: 'study',
      header: <span className="sr-only">Study</span>,
      cellClassName: 'py-1.5 pl-1 text-right',
      cell: (topic) => (
        <Link
          to={studyPath(userProductId, topic.id)}
          aria-label={`Study ${topic.name}`}
          className="inline-flex min-h-10 items-center rounded-md px-1.5 text-sm font-semibold text-brand-700 sm:px-3 underline-offset-2 hover:bg-brand-50 hover:underline"
        >
          Study
        </Link>
      ),
    },
  ];
}

/**
 * A deck's overview (issue 24), Anki's deck screen: today's new, learning and due cards with
 * Study now, the same counts by topic with a Study link each, and the learner's study settings.
 */
export function DeckScreen({ deck, windowTitle }: { deck: DeckOverview; windowTitle: string }) {
  usePageTitle(windowTitle);
  const { counts } = deck;
  const nothingToday = counts.new + counts.learning + counts.review === 0;
  const todayId = useId();
  const topicsId = useId();
  return (
    <main className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-3 py-6 sm:px-4 desk:px-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Flash cards</p>
        <h1 className="text-2xl font-bold text-balance text-slate-900">{deck.title}</h1>
      </div>

      <section
        aria-labelledby={todayId}
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={todayId} className="text-lg font-semibold text-slate-900">
          Today
        </h2>
        <TodayCounts counts={counts} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Link to={studyPath(deck.userProductId)} className={`${PRIMARY_LINK} sm:px-6`}>
            Study now
          </Link>
          <p className="text-sm text-slate-600">
            {nothingToday
              ? 'Nothing is due now. New cards and reviews come back tomorrow.'
              : 'Learning cards first, then reviews, then new cards: the order Anki uses.'}
          </p>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to={paths.flashCards(deck.userProductId, 'browse')} className={TEXT_LINK}>
            Browse cards
          </Link>
          <a href={reviewLogCsvHref(deck.userProductId)} download className={TEXT_LINK}>
            Download review history (CSV)
          </a>
        </div>
      </section>

      <section
        aria-labelledby={topicsId}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={topicsId} className="text-lg font-semibold text-slate-900">
          Topics
        </h2>
        {deck.topics.length === 0 ? (
          <p className="text-slate-700">This deck has no cards yet.</p>
        ) : (
          <ScrollingDataTable
            columns={topicColumns(deck.userProductId)}
            rows={deck.topics}
            rowKey={(topic) => topic.id}
            caption="Cards of each topic for today"
          />
        )}
      </section>

      <StudySettingsForm settings={deck.settings} />
    </main>
  );
}
