import { dueCountText } from '@boardready/contracts/due-rules';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { useDueItems } from '@/lib/due-items';
import { useMyProducts } from '@/lib/my-products';
import { paths } from '@/lib/paths';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { dueEntries, trainerProducts } from '../utils/due-list';

const TITLE = 'Personal Trainer (Classic)';
const PRIMARY_LINK =
  'inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';
const SECONDARY_LINK =
  'inline-flex min-h-10 items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';
const TEXT_LINK = 'font-semibold text-brand-700 underline hover:text-brand-800';

/**
 * /personaltrainer (no guard, decision 0501): signed out it explains the Personal Trainer and
 * offers sign-in; signed in it lists what is due now and leads to the Study Board.
 */
export function PersonalTrainerClassicPage() {
  const { isLoggedIn, account } = useSession();
  return <Page title={TITLE}>{isLoggedIn && account ? <DueNow /> : <Introduction />}</Page>;
}

function Introduction() {
  const { productName } = usePublicConfig();
  const back = encodeURIComponent(paths.personalTrainerClassic);
  return (
    <>
      <p className="text-lg text-slate-800">
        The {productName} Personal Trainer plans your board preparation and tells you what to study
        each day.
      </p>
      <ul className="flex list-disc flex-col gap-2 pl-6 text-slate-700">
        <li>
          <strong className="text-slate-900">Preview</strong> a topic before you study it in depth.
        </li>
        <li>
          <strong className="text-slate-900">Study</strong> each topic with your question bank,
          study guide and flash cards, in a sensible order.
        </li>
        <li>
          <strong className="text-slate-900">Spaced retrieval</strong> brings back what you learned
          just before you would forget it.
        </li>
        <li>
          The Personal Trainer tab counts what is due now; the Study Board and My Progress show the
          plan and how far you have come.
        </li>
      </ul>
      <p className="text-slate-700">
        It comes with our question banks, study guides and flash cards. Sign in to see what is due
        for you.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link to={`${paths.login}?returnUrl=${back}`} className={PRIMARY_LINK}>
          Sign In
        </Link>
        <Link to={`${paths.login}?mode=register&returnUrl=${back}`} className={SECONDARY_LINK}>
          Create Account
        </Link>
      </div>
      <p className="text-sm text-slate-700">
        New here?{' '}
        <Link to={paths.freeTrials} className={TEXT_LINK}>
          Start a free trial
        </Link>{' '}
        after you sign in.
      </p>
    </>
  );
}

function DueNow() {
  const due = useDueItems(true);
  const products = useMyProducts(true);
  const now = new Date();

  if (due.isPending || products.isPending) {
    return (
      <p aria-busy="true" className="text-slate-700">
        Loading what is due…
      </p>
    );
  }
  if (due.isError || products.isError) {
    return (
      <>
        <Alert tone="error">What is due could not be loaded.</Alert>
        <div>
          <Button
            variant="secondary"
            onClick={() => Promise.all([due.refetch(), products.refetch()])}
          >
            Try Again
          </Button>
        </div>
      </>
    );
  }

  const followed = trainerProducts(products.data.products);
  const entries = dueEntries(due.data.dueNow, products.data.products, now);
  if (followed.length === 0 && entries.length === 0) {
    return (
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
        <p className="text-slate-800">
          The Personal Trainer comes with our question banks, study guides and flash cards. You have
          none of them yet.
        </p>
        <div>
          <Link to={paths.freeTrials} className={PRIMARY_LINK}>
            See the Free Trials
          </Link>
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          A plain list of what your Personal Trainer has due now, soonest first. Work through it on
          the Study Board.
        </p>
        <Link to={paths.dashboard} className={PRIMARY_LINK}>
          Go to the Study Board
        </Link>
      </div>
      {followed.length > 0 && (
        <p className="text-sm text-slate-700">
          Following: {followed.map((p) => p.shortName).join(', ')}.
        </p>
      )}
      <section aria-labelledby="due-now-heading" className="flex flex-col gap-3">
        <h2 id="due-now-heading" className="text-lg font-semibold text-slate-900">
          Due now ({dueCountText(due.data.dueNow.length)})
        </h2>
        {entries.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800">
            Nothing is due right now. New items appear here when they fall due.
          </p>
        ) : (
          <ol
            aria-labelledby="due-now-heading"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
          >
            {entries.map((entry) => (
              <li key={entry.key} className="flex flex-col gap-0.5 px-4 py-3">
                <span className="font-medium text-slate-900">{entry.title}</span>
                <span className="text-sm text-slate-700">
                  {entry.kind} · {entry.product} · {entry.due}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

export default PersonalTrainerClassicPage;
