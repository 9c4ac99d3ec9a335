import type { CmeActivitySummary } from '@boardready/contracts/cme';
import { creditsOf } from '@boardready/contracts/cme-rules';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  availabilityText,
  creditsText,
  failedBlocksText,
  mocPerCreditText,
  nextCreditText,
} from '../utils/wording';

/** One figure of the activity: its name small above, the figure large. */
function Figure({ term, quarters, note }: { term: string; quarters: number; note?: string }) {
  return (
    <div className="flex flex-col rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">
        {creditsOf(quarters)}
        {note && <span className="ml-1 text-xs font-normal text-slate-600">{note}</span>}
      </dd>
    </div>
  );
}

/**
 * A product's accredited activity: its rule, what the learner earned, claimed and may claim,
 * how far the next credit is, the MOC points it gives, and the claim button while it is open.
 */
export function ActivityCard({
  activity,
  onClaim,
}: {
  activity: CmeActivitySummary;
  onClaim(activityId: number): void;
}) {
  const headingId = useId();
  const progressId = useId();
  const next = nextCreditText(activity);
  const failed = failedBlocksText(activity);
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {activity.title}
        </h3>
        <p className="text-sm text-slate-600">
          Activity ID <span className="font-mono text-slate-800">{activity.activityCode}</span>
          {activity.productName !== activity.title && <> · {activity.productName}</>}
        </p>
        <p className="text-sm text-slate-800">{activity.rule}</p>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure term="Earned" quarters={activity.earnedQuarters} />
        <Figure term="Claimed" quarters={activity.claimedQuarters} />
        <Figure term="Claimable" quarters={activity.claimableQuarters} />
        <Figure term="Maximum" quarters={activity.maxQuarters} />
      </dl>

      {activity.next && next ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={progressId} className="text-sm text-slate-800">
            {next}
          </label>
          <progress
            id={progressId}
            max={activity.next.unitsPerCredit}
            value={activity.next.unitsDone}
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
          />
        </div>
      ) : (
        <p className="text-sm text-slate-800">
          You have earned the most credit this activity gives ({creditsText(activity.maxQuarters)}).
        </p>
      )}
      {failed && <p className="text-sm text-slate-700">{failed}</p>}

      <div className="flex flex-col gap-1 text-sm text-slate-700">
        {activity.moc.length > 0 ? (
          <p>
            <span className="font-medium text-slate-800">MOC: </span>
            {activity.moc.map((m) => mocPerCreditText(m.board, m.ratioPercent)).join('; ')}.
          </p>
        ) : (
          <p>This activity gives AMA PRA Category 1 Credit™ only, no MOC points.</p>
        )}
        <p>{availabilityText(activity)}</p>
      </div>

      {activity.claimableQuarters > 0 &&
        (activity.open ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button onClick={() => onClaim(activity.activityId)} aria-describedby={headingId}>
              Claim credit
            </Button>
            <span className="text-sm text-slate-700">
              {creditsText(activity.claimableQuarters)} ready to claim.
            </span>
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            {creditsText(activity.claimableQuarters)} earned here can no longer be claimed.
          </p>
        ))}
    </section>
  );
}
