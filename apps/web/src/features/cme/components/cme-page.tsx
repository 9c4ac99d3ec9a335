import type { CmeOverview } from '@boardready/contracts/cme';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { Panel } from '@/components/ui/panel';
import { QueryStatus } from '@/components/ui/query-status';
import { paths } from '@/lib/paths';
import { useCmeOverview } from '../api/cme-overview';
import { daysLeftText, deadlineText } from '../utils/wording';
import { ActivityCard } from './activity-card';
import { ClaimDialog } from './claim-dialog';
import { ClaimsList } from './claims-list';
import { TranscriptLinks } from './transcript-links';

const TEXT_LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * /cme (issue 28, decision 1501): the AMA PRA Category 1 Credit™ the learner's work earned in each
 * product with an accredited activity, claims with attestation and evaluation, certificates and
 * transcripts, and the MOC points reported to the boards.
 */
export function CmePage() {
  const overview = useCmeOverview();
  return (
    <Page title="CME/MOC">
      <p className="text-slate-700">
        The CME credit your study earns, your claims and certificates, and the MOC points we report
        to your board.
      </p>
      <QueryStatus query={overview} loading="Loading your CME credit…" />
      {overview.data && <CmeContent overview={overview.data} />}
    </Page>
  );
}

function CmeContent({ overview }: { overview: CmeOverview }) {
  const [claiming, setClaiming] = useState<number>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const activity = overview.activities.find((a) => a.activityId === claiming);
  return (
    <div className="flex flex-col gap-6">
      {overview.deadlines.map((deadline) => (
        <Alert key={`${deadline.board}-${deadline.year}`}>
          <strong className="font-semibold">{deadlineText(deadline)}</strong>{' '}
          {daysLeftText(deadline.daysLeft)}
        </Alert>
      ))}

      <section aria-labelledby="cme-activities" className="flex flex-col gap-3">
        <h2 id="cme-activities" className="text-lg font-semibold text-slate-900">
          Your activities
        </h2>
        {overview.activities.length === 0 ? (
          <NoActivities />
        ) : (
          overview.activities.map((a) => (
            <ActivityCard
              key={a.activityId}
              activity={a}
              onClaim={(id) => {
                setClaiming(id);
                setDialogOpen(true);
              }}
            />
          ))
        )}
      </section>

      <section aria-labelledby="cme-claims" className="flex flex-col gap-3">
        <h2 id="cme-claims" className="text-lg font-semibold text-slate-900">
          Your claims
        </h2>
        {overview.claims.length === 0 ? (
          <p className="text-slate-700">
            {overview.activities.length === 0
              ? 'You have no claims yet.'
              : 'You have not claimed any credit yet. Once an activity above shows credit ready to claim, claim it there: its certificate then waits for you here.'}
          </p>
        ) : (
          <ClaimsList claims={overview.claims} />
        )}
      </section>

      {overview.transcriptYears.length > 0 && (
        <Panel
          title="Transcripts"
          description="Each year’s claims in one PDF, and the MOC points reported to each board."
        >
          <TranscriptLinks overview={overview} />
        </Panel>
      )}

      <ClaimDialog
        activity={activity}
        identifiers={overview.identifiers}
        open={dialogOpen}
        onOpenChange={setDialogOpen}
      />
    </div>
  );
}

function NoActivities() {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm sm:p-6">
      <p>None of your products carries CME credit.</p>
      <p className="text-sm text-slate-700">
        Our board-review question banks and books for physicians are accredited for AMA PRA Category
        1 Credit™, and many give ABIM or ABP MOC points too: answer their questions or read their
        chapters, and the credit you earn shows here, ready to claim.
      </p>
      <p className="text-sm">
        <Link to={paths.products} className={TEXT_LINK}>
          See My Products
        </Link>
      </p>
    </div>
  );
}

export default CmePage;
