import type { NotebookPage as NotebookData, NotebookShow } from '@boardready/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { paths, type QaProductRoute } from '@/lib/paths';
import { qaScreenGate } from '@/lib/qa/qa-screen-gate';
import { useQaRoute } from '@/lib/qa/use-qa-route';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { NOTEBOOK_PAGE, useNotebook, useUpdateNotebookEntry } from '../api/notebook';
import { countText } from '../utils/entry-text';
import { NotebookEntryCard } from './notebook-entry-card';
import { NotebookFilters } from './notebook-filters';

/**
 * The learner's notebook of a Q&A product (decision 0908): every note and bookmark on the bank's
 * questions in one place, filtered, edited in place, each a link back to where it was last met.
 */
export function NotebookPage() {
  const { route, userProductId, product, productsStatus } = useQaRoute();
  usePageTitle(product ? `${product.shortName} notebook` : 'Notebook');
  const [show, setShow] = useState<NotebookShow>('all');
  const [topicId, setTopicId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(text.trim(), 300);
  const notebook = useNotebook(userProductId, { show, topicId, text: search, page });
  const update = useUpdateNotebookEntry(userProductId);

  const gate = qaScreenGate({
    loading: productsStatus === 'pending' || notebook.isPending,
    failed: notebook.isError,
    product,
    title: 'Notebook not available',
    failure: 'This question bank is not one of yours, or your notebook could not be loaded.',
  });
  if (gate || !product || !notebook.data) return gate;
  const data = notebook.data;
  const filtered = show !== 'all' || topicId !== null || search !== '';
  const clear = () => {
    setShow('all');
    setTopicId(null);
    setText('');
    setPage(0);
  };
  // a new filter starts again at the first page
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };

  return (
    <main className="mx-auto flex w-full max-w-[100rem] flex-col gap-5 px-4 py-6 desk:px-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">Notebook</p>
        <h1 className="text-2xl font-bold text-slate-900">{product.fullName}</h1>
        <p className="text-sm text-slate-700">
          Your notes and bookmarks stay with the question: whenever it comes back, in any session or
          exam, they come back with it.
        </p>
      </div>
      {data.counts.all === 0 ? (
        <EmptyNotebook route={route} />
      ) : (
        <>
          <NotebookFilters
            show={show}
            topicId={topicId}
            text={text}
            counts={data.counts}
            topics={data.topics}
            onShow={refilter(setShow)}
            onTopic={refilter(setTopicId)}
            onText={refilter(setText)}
          />
          <p className="text-sm text-slate-700" aria-live="polite">
            {filtered
              ? `${countText(data.total, 'entry', 'entries')} match`
              : countText(data.total, 'entry', 'entries')}
          </p>
          {data.entries.length === 0 ? (
            <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-slate-300 p-6">
              <p className="text-slate-800">No entries match these filters.</p>
              <Button variant="secondary" onClick={clear}>
                Show all entries
              </Button>
            </div>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Notebook entries">
              {data.entries.map((entry) => (
                <li key={entry.questionId}>
                  <NotebookEntryCard entry={entry} route={route} onChange={update.mutateAsync} />
                </li>
              ))}
            </ul>
          )}
          <Pager data={data} page={page} onPage={setPage} />
        </>
      )}
    </main>
  );
}

function EmptyNotebook({ route }: { route: QaProductRoute }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-6">
      <h2 className="text-lg font-semibold text-slate-900">Your notebook is empty</h2>
      <p className="text-slate-700">
        While you work through a session, choose <strong>Note</strong> to write down what to
        remember about a question, or <strong>Bookmark</strong> to come back to it. They are kept
        here, and a session made with the Bookmarked filter brings those questions back.
      </p>
      <Link
        to={paths.qaOverview(route)}
        className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Go to your sessions
      </Link>
    </div>
  );
}

function Pager({
  data,
  page,
  onPage,
}: {
  data: NotebookData;
  page: number;
  onPage(page: number): void;
}) {
  const pages = Math.ceil(data.total / NOTEBOOK_PAGE);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Notebook pages" className="flex items-center gap-3">
      <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-slate-700">
        Page {page + 1} of {pages}
      </span>
      <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

export default NotebookPage;
