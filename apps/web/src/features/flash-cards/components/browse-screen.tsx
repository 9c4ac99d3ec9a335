import type { DeckOverview } from '@boardready/contracts';
import {
  BROWSE_DUE,
  BROWSE_SORTS,
  BROWSE_STATES,
} from '@boardready/contracts/flash-card-browse-rules';
import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useAddressSearch } from '@/lib/use-address-search';
import { useBrowseCards } from '../api/browse-cards';
import {
  BROWSE_MARKS,
  type BrowseFilters,
  filtersFrom,
  isFiltered,
  openCardFrom,
  searchFrom,
  withChange,
} from '../utils/browse-filters';
import { BrowseCardDialog } from './browse-card-dialog';
import { BrowseResults } from './browse-results';
import { STATE_NAMES } from './card-info-dialog';

const DUE_NAMES = { today: 'Due today', overdue: 'Overdue' } as const;
const MARK_NAMES = { flagged: 'Flagged', suspended: 'Suspended', buried: 'Buried' } as const;
const SORT_NAMES = {
  due: 'Due date',
  created: 'Deck order',
  difficulty: 'Difficulty',
  lapses: 'Lapses',
} as const;
const options = <K extends string>(keys: readonly K[], names: Record<K, string>) =>
  keys.map((value) => ({ value, label: names[value] }));

/** The filters as native selects: each change reads the list again from its first page. */
function FilterFields({
  deck,
  filters,
  onChange,
}: {
  deck: DeckOverview;
  filters: BrowseFilters;
  onChange(change: Partial<BrowseFilters>): void;
}) {
  const topics = deck.topics.map((topic) => ({ value: String(topic.id), label: topic.name }));
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <SelectField
        label="State"
        placeholder="Any state"
        options={options(BROWSE_STATES, STATE_NAMES)}
        value={filters.state ?? ''}
        onChange={(e) => onChange({ state: (e.target.value || null) as BrowseFilters['state'] })}
      />
      <SelectField
        label="Topic"
        placeholder="All topics"
        options={topics}
        value={filters.topicId === null ? '' : String(filters.topicId)}
        onChange={(e) => onChange({ topicId: e.target.value ? Number(e.target.value) : null })}
      />
      <SelectField
        label="Due"
        placeholder="Any time"
        options={options(BROWSE_DUE, DUE_NAMES)}
        value={filters.due ?? ''}
        onChange={(e) => onChange({ due: (e.target.value || null) as BrowseFilters['due'] })}
      />
      <SelectField
        label="Marked"
        placeholder="Any card"
        options={options(BROWSE_MARKS, MARK_NAMES)}
        value={filters.mark ?? ''}
        onChange={(e) => onChange({ mark: (e.target.value || null) as BrowseFilters['mark'] })}
      />
      <SelectField
        label="Sort by"
        options={options(BROWSE_SORTS, SORT_NAMES)}
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.target.value as BrowseFilters['sort'] })}
      />
      <SelectField
        label="Order"
        options={[
          { value: 'asc', label: 'Ascending' },
          { value: 'desc', label: 'Descending' },
        ]}
        value={filters.order}
        onChange={(e) => onChange({ order: e.target.value as BrowseFilters['order'] })}
      />
    </div>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <span className="text-sm text-slate-700 tabular-nums">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}

/**
 * Anki's Browse (issue 24) at /flashcards/:id/browse: every card of the deck with the learner's
 * state of it, searched by its words or its code, filtered and sorted, a page at a time. The
 * list lives in the address, and ?card= opens a card over it (other screens link cards so).
 */
export function BrowseScreen({ deck, windowTitle }: { deck: DeckOverview; windowTitle: string }) {
  usePageTitle(windowTitle);
  const [search, changeSearch] = useAddressSearch();
  const filters = filtersFrom(search);
  const openCard = openCardFrom(search);
  const list = useBrowseCards(deck.userProductId, filters);
  const headingId = useId();

  const change = (patch: Partial<BrowseFilters>) =>
    changeSearch((current) => searchFrom(withChange(filtersFrom(current), patch)));
  const setCard = (cardId: number | null) =>
    changeSearch((current) => {
      if (cardId === null) current.delete('card');
      else current.set('card', String(cardId));
      return current;
    });
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    change({ q: typeof text === 'string' ? text.trim() : '' });
  };

  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-6 sm:px-4 desk:px-6">
      <div className="flex flex-col gap-1">
        <Link
          to={paths.flashCards(deck.userProductId)}
          className="self-start text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {deck.title}
        </Link>
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          Browse cards
        </h1>
      </div>

      <search aria-label="Search the cards">
        <form onSubmit={handleSearch} className="flex items-end gap-2">
          <TextField
            key={filters.q}
            label="Search"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={100}
            placeholder="Words of a card, or a code such as IM-FC-0012"
            className="min-w-0 flex-1"
          />
          <Button type="submit">Search</Button>
        </form>
      </search>

      <FilterFields deck={deck} filters={filters} onChange={change} />

      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <p role="status" className="text-sm text-slate-700">
          {page
            ? `${page.total} ${page.total === 1 ? 'card' : 'cards'}${isFiltered(filters) ? ' found' : ''}`
            : ''}
        </p>
        {page ? (
          page.cards.length > 0 ? (
            <BrowseResults cards={page.cards} onOpen={setCard} />
          ) : (
            <p className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-slate-700">
              {isFiltered(filters)
                ? 'No card matches this search. Try other words or fewer filters.'
                : 'This page is past the last card.'}
            </p>
          )
        ) : list.isError ? (
          <LoadError
            message="The cards could not be loaded. Check your connection and try again."
            onRetry={() => void list.refetch()}
          />
        ) : (
          <LoadingState label="Loading the cards…" />
        )}
        {page && <Pager page={filters.page} pages={pages} onPage={(n) => change({ page: n })} />}
      </section>

      <BrowseCardDialog
        userProductId={deck.userProductId}
        cardId={openCard}
        onClose={() => setCard(null)}
      />
    </main>
  );
}
