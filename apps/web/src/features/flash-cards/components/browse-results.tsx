import type { BrowseCard } from '@boardready/contracts';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { plainText } from '@/components/ui/rich-label';
import { formatInterval } from '../utils/intervals';
import { QUEUE_TONE, queueOf } from '../utils/queues';
import { STATE_NAMES } from './card-info-dialog';

const DAY_SECONDS = 86_400;
const SNIPPET = 110;

/** The front as one line of text, as Anki's browser shows its sort field. */
function snippet(card: BrowseCard): string {
  const text = plainText(card.frontHtml).replace(/\s+/g, ' ').trim();
  return text.length > SNIPPET ? `${text.slice(0, SNIPPET - 1)}…` : text;
}

/** A learning card comes back within the day: its time matters; a review's day is enough. */
function dueText(card: BrowseCard): string {
  if (!card.due) return '—';
  const due = new Date(card.due);
  return card.state === 'review'
    ? due.toLocaleDateString(undefined, { dateStyle: 'medium' })
    : due.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

const days = (value: number | null) => (value === null ? '—' : formatInterval(value * DAY_SECONDS));

/** A card in (re)learning has steps of minutes, not an interval of days: Anki says so. */
const intervalText = (card: BrowseCard) =>
  card.state === 'learning' || card.state === 'relearning' ? '(learning)' : days(card.intervalDays);

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const MARKS = [
  { key: 'suspended', label: 'Suspended', tone: 'bg-amber-100 text-amber-900' },
  { key: 'buried', label: 'Buried', tone: 'bg-slate-200 text-slate-800' },
  { key: 'flagged', label: 'Flagged', tone: 'bg-red-100 text-red-900' },
] as const;

/** The card's state in its queue's colour, and its marks (suspended, buried, flagged). */
export function CardMarks({ card }: { card: BrowseCard }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className={`font-semibold ${QUEUE_TONE[queueOf(card.state)]}`}>
        {STATE_NAMES[card.state]}
      </span>
      {MARKS.filter(({ key }) => card[key]).map(({ key, label, tone }) => (
        <span key={key} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
          {label}
        </span>
      ))}
    </span>
  );
}

/** The card's name and front: the control that opens it (Enter or a click). */
function OpenCard({ card, onOpen }: { card: BrowseCard; onOpen(cardId: number): void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(card.cardId)}
      className="flex w-full flex-col items-start gap-0.5 rounded-md px-1 py-1 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
    >
      <span className="font-mono text-xs font-semibold text-brand-700">{card.code}</span>
      <span className="text-sm text-slate-900">{snippet(card)}</span>
    </button>
  );
}

const HEAD = 'px-2 py-2 font-semibold';
const NUMBER_HEAD = `${HEAD} text-right`;
const CELL = 'px-2 py-2 align-top';
const NUMBER = `${CELL} text-right tabular-nums whitespace-nowrap`;

function columns(onOpen: (cardId: number) => void): DataTableColumn<BrowseCard>[] {
  return [
    {
      id: 'card',
      header: 'Card',
      rowHeader: true,
      headerClassName: HEAD,
      cellClassName: `${CELL} min-w-[16rem] font-normal`,
      cell: (card) => <OpenCard card={card} onOpen={onOpen} />,
    },
    {
      id: 'state',
      header: 'State',
      headerClassName: HEAD,
      cellClassName: CELL,
      cell: (card) => <CardMarks card={card} />,
    },
    {
      id: 'due',
      header: 'Due',
      headerClassName: HEAD,
      cellClassName: `${CELL} whitespace-nowrap`,
      cell: dueText,
    },
    {
      id: 'interval',
      header: 'Interval',
      headerClassName: NUMBER_HEAD,
      cellClassName: NUMBER,
      cell: intervalText,
    },
    {
      id: 'stability',
      header: 'Stability',
      headerClassName: NUMBER_HEAD,
      cellClassName: NUMBER,
      cell: (card) => days(card.stability),
    },
    {
      id: 'reviews',
      header: 'Reviews',
      headerClassName: NUMBER_HEAD,
      cellClassName: NUMBER,
      cell: (card) => card.reps,
    },
    {
      id: 'lapses',
      header: 'Lapses',
      headerClassName: NUMBER_HEAD,
      cellClassName: NUMBER,
      cell: (card) => card.lapses,
    },
    {
      id: 'topic',
      header: 'Topic',
      headerClassName: HEAD,
      cellClassName: `${CELL} text-slate-700`,
      cell: (card) => card.topics.map((topic) => topic.name).join(', '),
    },
  ];
}

/**
 * A page of the browser's cards: a table with its headers from sm up, a list of cards on a
 * phone (the same content; only one is ever displayed). Each card opens by its name.
 */
export function BrowseResults({
  cards,
  onOpen,
}: {
  cards: readonly BrowseCard[];
  onOpen(cardId: number): void;
}) {
  return (
    <>
      <div className="relative min-w-0 overflow-x-auto max-sm:hidden">
        <DataTable
          columns={columns(onOpen)}
          rows={cards}
          rowKey={(card) => card.cardId}
          caption="Cards of this deck with their state"
          captionClassName="sr-only"
          className="w-full text-left text-sm"
          headRowClassName="border-b border-slate-200 text-slate-700"
        />
      </div>
      <ul
        aria-label="Cards of this deck with their state"
        className="flex flex-col gap-2 sm:hidden"
      >
        {cards.map((card) => (
          <li key={card.cardId} className="rounded-lg border border-slate-200 bg-white p-2">
            <OpenCard card={card} onOpen={onOpen} />
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 pt-1 text-sm text-slate-700">
              <CardMarks card={card} />
              <span>Due {dueText(card)}</span>
              {card.intervalDays !== null && <span>Interval {intervalText(card)}</span>}
              <span>
                {count(card.reps, 'review')}, {count(card.lapses, 'lapse')}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
