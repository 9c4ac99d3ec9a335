import type { FreeTrial, ProductType } from '@boardready/contracts';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/lib/paths';
import { formatDate } from '../utils/access';
import { trialBadges } from '../utils/trials';
import { Card } from './card';
import { OpenLink } from './open-link';

export interface TrialCardProps {
  trial: FreeTrial;
  type: ProductType | undefined;
  now: Date;
  starting: boolean;
  /** the server's message when starting this trial failed */
  error: string | null;
  onStart: (trial: FreeTrial) => void;
}

/** One offer: start it, open the running trial, or read why it cannot start (decision 0501). */
export function TrialCard({ trial, type, now, starting, error, onStart }: TrialCardProps) {
  return (
    <Card
      title={trial.shortName}
      badges={trialBadges(trial, now)}
      eyebrow={
        type && (
          <span className="flex items-center gap-1 text-xs font-semibold tracking-wide text-brand-800 uppercase">
            <Icon name={type.icon} className="size-4" />
            {type.displayName}
          </span>
        )
      }
    >
      <p className="text-sm font-medium text-slate-800">{trial.fullName}</p>
      {trial.description && <p className="text-sm text-slate-700">{trial.description}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="mt-auto flex flex-col gap-2">
        <TrialAction trial={trial} starting={starting} onStart={() => onStart(trial)} />
      </div>
    </Card>
  );
}

function TrialAction({
  trial,
  starting,
  onStart,
}: {
  trial: FreeTrial;
  starting: boolean;
  onStart: () => void;
}) {
  switch (trial.status) {
    case 'available':
      return (
        <div>
          <Button onClick={onStart} busy={starting}>
            Start {trial.trialDays}-day free trial
            <span className="sr-only"> of {trial.shortName}</span>
          </Button>
        </div>
      );
    case 'active':
      return (
        <>
          <p className="text-sm text-slate-800">
            Your free trial ends on {formatDate(trial.endsAt!)}.
          </p>
          {trial.route && (
            <div>
              <OpenLink to={trial.route} productName={trial.shortName} />
            </div>
          )}
        </>
      );
    case 'expired':
      return (
        <p className="text-sm text-slate-800">
          Your free trial ended on {formatDate(trial.endsAt!)}. A free trial cannot be started
          again.
        </p>
      );
    case 'owned':
      return trial.route ? (
        <>
          <p className="text-sm text-slate-800">You own this product.</p>
          <div>
            <OpenLink to={trial.route} productName={trial.shortName} />
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-800">
          You own this product; it needs no free trial. See{' '}
          <Link
            to={paths.products}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            My Products
          </Link>
          .
        </p>
      );
  }
}
