import type { ItemStatistic } from '@boardready/contracts';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { plainText } from '@/components/ui/rich-label';
import { paths } from '@/lib/paths';
import {
  correlationText,
  reasonText,
  secondsText,
  shareText,
  shortened,
} from '../utils/item-statistics-view';

const previewHref = (item: ItemStatistic) => `${paths.previewQna}?question=${item.questionId}`;

/** The question's code (its page in the content manager), its stem's first words, its topics. */
function QuestionCell({ item }: { item: ItemStatistic }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="flex flex-wrap items-baseline gap-x-2">
        <Link
          to={paths.cmsQuestion(item.questionId)}
          className="font-mono text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {item.code}
        </Link>
        {item.status === 'retired' && <span className="text-xs text-slate-600">(retired)</span>}
      </span>
      <span className="text-sm text-slate-900">{shortened(plainText(item.stemExcerpt), 110)}</span>
      {item.topics.length > 0 && (
        <span className="text-xs text-slate-600">{item.topics.join(', ')}</span>
      )}
    </div>
  );
}

/** "Needs review" with its reasons, or nothing to see. */
function ReviewCell({ item }: { item: ItemStatistic }) {
  if (!item.needsReview) return <span className="text-slate-600">No</span>;
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
        Needs review
      </span>
      <ul className="flex list-disc flex-col gap-0.5 pl-4 text-sm text-slate-800">
        {item.reasons.map((reason) => (
          <li key={reason}>{reasonText(reason, item)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Each choice's share of the first answers, the correct one marked. */
function ChoicesCell({ item }: { item: ItemStatistic }) {
  if (item.answered === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-sm tabular-nums">
      {item.choices.map((choice) => (
        <li
          key={choice.key}
          className={choice.correct ? 'font-semibold text-green-800' : 'text-slate-800'}
        >
          {choice.key} {shareText(choice.share)}
          {choice.correct && (
            <>
              <span aria-hidden="true"> ✓</span>
              <span className="sr-only"> (correct)</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

const flagsText = (item: ItemStatistic) =>
  item.flags > item.openFlags ? `${item.openFlags} (of ${item.flags})` : String(item.openFlags);

function PreviewLink({ item }: { item: ItemStatistic }) {
  return (
    <Link
      to={previewHref(item)}
      aria-label={`Preview ${item.code}`}
      className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      Preview
    </Link>
  );
}

const HEAD = 'px-2 py-2 font-semibold';
const NUMBER_HEAD = `${HEAD} text-right`;
const CELL = 'px-2 py-2 align-top';
const NUMBER = `${CELL} text-right tabular-nums whitespace-nowrap`;

const COLUMNS: DataTableColumn<ItemStatistic>[] = [
  {
    id: 'question',
    header: 'Question',
    rowHeader: true,
    headerClassName: HEAD,
    cellClassName: `${CELL} min-w-[14rem] font-normal`,
    cell: (item) => <QuestionCell item={item} />,
  },
  {
    id: 'review',
    header: 'Needs review',
    headerClassName: HEAD,
    cellClassName: `${CELL} min-w-[12rem]`,
    cell: (item) => <ReviewCell item={item} />,
  },
  {
    id: 'answered',
    header: 'Learners',
    headerClassName: NUMBER_HEAD,
    cellClassName: NUMBER,
    cell: (item) => item.answered,
  },
  {
    id: 'pValue',
    header: 'Right (p)',
    headerClassName: NUMBER_HEAD,
    cellClassName: NUMBER,
    cell: (item) => shareText(item.pValue),
  },
  {
    id: 'discrimination',
    header: 'Point-biserial',
    headerClassName: NUMBER_HEAD,
    cellClassName: NUMBER,
    cell: (item) => correlationText(item.discrimination),
  },
  {
    id: 'choices',
    header: 'Choices',
    headerClassName: HEAD,
    cellClassName: `${CELL} min-w-[9rem]`,
    cell: (item) => <ChoicesCell item={item} />,
  },
  {
    id: 'median',
    header: 'Median time',
    headerClassName: NUMBER_HEAD,
    cellClassName: NUMBER,
    cell: (item) => secondsText(item.medianSeconds),
  },
  {
    id: 'flags',
    header: 'Flags',
    headerClassName: NUMBER_HEAD,
    cellClassName: NUMBER,
    cell: flagsText,
  },
  {
    id: 'preview',
    header: <span className="sr-only">Preview</span>,
    headerClassName: HEAD,
    cellClassName: CELL,
    cell: (item) => <PreviewLink item={item} />,
  },
];

/** The figures of one question on a phone: the same as a table row, as a card. */
function ItemCard({ item }: { item: ItemStatistic }) {
  const figures: [string, string][] = [
    ['Learners', String(item.answered)],
    ['Right (p)', shareText(item.pValue)],
    ['Point-biserial', correlationText(item.discrimination)],
    ['Median time', secondsText(item.medianSeconds)],
    ['Flags', flagsText(item)],
  ];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <QuestionCell item={item} />
      {item.needsReview && <ReviewCell item={item} />}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        {figures.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-2">
            <dt className="text-slate-600">{term}</dt>
            <dd className="whitespace-nowrap tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-0.5">
        <span className="text-sm text-slate-600">Choices</span>
        <ChoicesCell item={item} />
      </div>
      <PreviewLink item={item} />
    </li>
  );
}

/**
 * A page of the bank's questions with their figures: a table from sm up, cards on a phone (the
 * same content; only one is ever displayed).
 */
export function ItemStatisticsResults({ items }: { items: readonly ItemStatistic[] }) {
  const caption = 'Questions of this bank with their item statistics';
  return (
    <>
      <div className="relative min-w-0 overflow-x-auto max-sm:hidden">
        <DataTable
          columns={COLUMNS}
          rows={items}
          rowKey={(item) => item.questionId}
          caption={caption}
          captionClassName="sr-only"
          className="w-full text-left text-sm"
          headRowClassName="border-b border-slate-200 text-slate-700"
        />
      </div>
      <ul aria-label={caption} className="flex flex-col gap-2 sm:hidden">
        {items.map((item) => (
          <ItemCard key={item.questionId} item={item} />
        ))}
      </ul>
    </>
  );
}
