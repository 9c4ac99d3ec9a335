import type { FreeTrial, UserProduct } from '@boardready/contracts';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { PublicSiteLink } from '@/components/ui/public-site-link';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useFreeTrials } from '../api/free-trials';
import { useStartTrial } from '../api/start-trial';
import { formatDate } from '../utils/access';
import { groupTrials, type TrialGroup } from '../utils/trials';
import { OpenLink } from './open-link';
import { TrialCard, type TrialCardProps } from './trial-card';

/** /products/freetrials: the trial catalogue per specialty; a trial starts with one click. */
export function FreeTrialsPage() {
  const catalogue = useFreeTrials();
  const startTrial = useStartTrial();
  const { publicHost } = usePublicConfig();
  const [started, setStarted] = useState<UserProduct | null>(null);
  const [failure, setFailure] = useState<{ productId: number; message: string } | null>(null);
  const now = new Date();

  if (catalogue.isPending) {
    return (
      <Page title="Free Trials">
        <p aria-busy="true" className="text-slate-700">
          Loading the free trials…
        </p>
      </Page>
    );
  }
  if (catalogue.isError) {
    return (
      <Page title="Free Trials">
        <Alert tone="error">The free trials could not be loaded.</Alert>
        <div>
          <Button variant="secondary" onClick={() => catalogue.refetch()}>
            Try Again
          </Button>
        </div>
      </Page>
    );
  }

  const { trialDays, trials, productTypes } = catalogue.data;
  const handleStart = (trial: FreeTrial) => {
    setFailure(null);
    setStarted(null);
    startTrial.mutate(trial.productId, {
      onSuccess: ({ product }) => setStarted(product),
      onError: (error) =>
        setFailure({
          productId: trial.productId,
          message:
            error instanceof ApiError
              ? error.message
              : 'The trial could not be started. Please try again.',
        }),
    });
  };
  const groups = groupTrials(trials);
  // a product may set its own trial length (issue 26): then each card says its own
  const sameLength = trials.every((trial) => trial.trialDays === trialDays);

  return (
    <Page title="Free Trials">
      <p className="text-slate-700">
        Try a product free{sameLength ? ` for ${trialDays} days` : ''}, with nothing to pay. Each
        product can be tried once; when the trial ends, so does its access.
      </p>
      {started && (
        <Alert tone="success">
          <span className="flex flex-wrap items-center gap-3">
            <span>
              Your free trial of {started.shortName} has started. It ends on{' '}
              {formatDate(started.endsAt)}.
            </span>
            <OpenLink to={started.route} productName={started.shortName} />
          </span>
        </Alert>
      )}
      {groups.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-800">
          No free trials are offered right now. Visit <PublicSiteLink host={publicHost} /> to see
          all our products.
        </p>
      ) : (
        groups.map((group) => (
          <TrialGroupSection
            key={group.specialty}
            group={group}
            card={(trial) => ({
              trial,
              type: productTypes.find((t) => t.code === trial.applicationType),
              now,
              starting: startTrial.isPending && startTrial.variables === trial.productId,
              error: failure?.productId === trial.productId ? failure.message : null,
              onStart: handleStart,
            })}
          />
        ))
      )}
    </Page>
  );
}

function TrialGroupSection({
  group,
  card,
}: {
  group: TrialGroup;
  card: (trial: FreeTrial) => TrialCardProps;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {group.title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {group.trials.map((trial) => (
          <TrialCard key={trial.productId} {...card(trial)} />
        ))}
      </ul>
    </section>
  );
}

export default FreeTrialsPage;
