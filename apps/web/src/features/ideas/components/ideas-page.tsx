import { ErrorCode } from '@boardready/contracts/errors';
import { IDEA_STATUS_LABELS } from '@boardready/contracts/ideas-rules';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { SelectField } from '@/components/ui/select-field';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useIdeas } from '../api/ideas';
import { countIdeas, type IdeaFilter, type IdeaSort, viewIdeas } from '../utils/ideas-view';
import { IdeaCard } from './idea-card';
import { IdeaForm } from './idea-form';

const SORTS = [
  { value: 'top', label: 'Most votes' },
  { value: 'newest', label: 'Newest' },
] as const;

const FILTERS: { value: IdeaFilter; label: string; empty: string }[] = [
  { value: 'all', label: 'All ideas', empty: 'No ideas yet. Be the first to share one!' },
  { value: 'mine', label: 'My ideas', empty: 'You have not shared an idea yet.' },
  { value: 'new', label: IDEA_STATUS_LABELS.new, empty: 'No new ideas right now.' },
  { value: 'planned', label: IDEA_STATUS_LABELS.planned, empty: 'Nothing is planned yet.' },
  { value: 'done', label: IDEA_STATUS_LABELS.done, empty: 'Nothing is done yet.' },
];

/**
 * /helpfulstuff/ideas: Bright Ideas. Shown while the ideasPortal flag is on; when it is off the
 * server answers ideas_unavailable and the page says so (decision 0503).
 */
export function IdeasPage() {
  const ideas = useIdeas();
  const [filter, setFilter] = useState<IdeaFilter>('all');
  const [sort, setSort] = useState<IdeaSort>('top');
  const all = ideas.data?.ideas;
  const shown = useMemo(() => viewIdeas(all ?? [], filter, sort), [all, filter, sort]);
  const counts = useMemo(() => countIdeas(all ?? []), [all]);

  if (
    ideas.isError &&
    ideas.error instanceof ApiError &&
    ideas.error.code === ErrorCode.ideasUnavailable
  ) {
    return (
      <Page title="Bright Ideas">
        <Alert tone="info">{ideas.error.message}</Alert>
        <p className="text-slate-700">
          Meanwhile, the{' '}
          <Link to={paths.helpfulStuff} className="font-medium text-brand-700 underline">
            Helpful Stuff
          </Link>{' '}
          page has your reference links, lab values and the antibiotics reference.
        </p>
      </Page>
    );
  }

  return (
    <Page title="Bright Ideas" wide>
      <p className="max-w-3xl text-slate-700">
        Tell us what would make your board preparation better. Vote for the ideas you want most; our
        team marks what is planned and what is done.
      </p>
      {ideas.isPending && <LoadingState label="Loading ideas…" />}
      {ideas.isError && (
        <LoadError
          message="The ideas could not be loaded. Check your connection and try again."
          onRetry={() => ideas.refetch()}
        />
      )}
      {ideas.data && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <section aria-labelledby="ideas-heading" className="flex flex-col gap-3">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="flex items-center justify-between gap-3">
                <h2 id="ideas-heading" className="text-lg font-semibold text-slate-900">
                  Ideas
                </h2>
                <a
                  href="#share-idea-heading"
                  className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline lg:hidden"
                >
                  Share an idea
                </a>
              </div>
              <div className="grid grid-cols-2 gap-3 sm:flex">
                <SelectField
                  label="Show"
                  value={filter}
                  onChange={(event) => setFilter(event.target.value as IdeaFilter)}
                  options={FILTERS.map((f) => ({
                    value: f.value,
                    label: `${f.label} (${counts[f.value]})`,
                  }))}
                />
                <SelectField
                  label="Sort by"
                  value={sort}
                  onChange={(event) => setSort(event.target.value as IdeaSort)}
                  options={SORTS}
                />
              </div>
            </div>
            {shown.length === 0 ? (
              <p className="rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-800">
                {FILTERS.find((f) => f.value === filter)?.empty}
              </p>
            ) : (
              <ul className="flex flex-col gap-3">
                {shown.map((idea) => (
                  <li key={idea.id}>
                    <IdeaCard idea={idea} canSetStatus={ideas.data.canSetStatus} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          {/* Beside the list on wide screens (and there while scrolling); after it on a phone. */}
          <div className="lg:sticky lg:top-4">
            <IdeaForm />
          </div>
        </div>
      )}
    </Page>
  );
}

export default IdeasPage;
