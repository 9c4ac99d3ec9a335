import type { CmeActivitySummary, CmeClaim, CmeOverview } from '@boardready/contracts/cme';
import { creditsOf, MOC_REPORT_STATUS_LABELS } from '@boardready/contracts/cme-rules';
import { useEffect, useId, useRef } from 'react';
import { get, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { certificateFileName, certificateHref } from '../api/cme-files';
import { type ClaimForm, useClaimForm } from '../hooks/use-claim-form';
import { hourOptions } from '../utils/claim-form';
import { creditsText, pointsText } from '../utils/wording';
import { EvaluationFields } from './evaluation-fields';
import { MocReportFields } from './moc-report-fields';

/**
 * The claim of an activity's claimable credit, in a dialog: the time attested, the evaluation,
 * the MOC reports; then the certificate. `activity` is read from the page's figures, so a claim
 * refused for a moved credit shows the new figure.
 */
export function ClaimDialog({
  activity,
  identifiers,
  open,
  onOpenChange,
}: {
  activity: CmeActivitySummary | undefined;
  identifiers: CmeOverview['identifiers'];
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const formId = useId();
  return (
    <Dialog
      open={open && activity !== undefined}
      onOpenChange={onOpenChange}
      title="Claim credit"
      size="md"
    >
      {activity && (
        <ClaimBody
          // a new form for each activity opened
          key={activity.activityId}
          activity={activity}
          identifiers={identifiers}
          formId={formId}
          onClose={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function ClaimBody({
  activity,
  identifiers,
  formId,
  onClose,
}: {
  activity: CmeActivitySummary;
  identifiers: CmeOverview['identifiers'];
  formId: string;
  onClose(): void;
}) {
  const incompleteBoards = (ticked: readonly string[]) => {
    const boards = identifiers.filter((i) => ticked.includes(i.board) && !i.complete);
    if (boards.length === 0) return undefined;
    return `Save your ${boards.map((b) => b.board).join(' and ')} identifiers first, or untick the board.`;
  };
  const { form, onSubmit, failure, mocFailure, claimed, busy } = useClaimForm(
    activity,
    incompleteBoards,
  );
  if (claimed) return <ClaimDone claim={claimed} onClose={onClose} />;

  const nothingLeft = activity.claimableQuarters === 0;
  return (
    <>
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">{activity.title}</p>
        <p className="text-sm text-slate-700">
          Activity ID <span className="font-mono">{activity.activityCode}</span> ·{' '}
          {creditsText(activity.claimableQuarters)} earned and not yet claimed
        </p>
      </div>
      {nothingLeft && failure && <Alert tone="error">{failure}</Alert>}
      {nothingLeft ? (
        <p className="text-slate-800">There is no credit left to claim in this activity.</p>
      ) : (
        <form
          id={formId}
          noValidate
          aria-label="Claim credit"
          className="flex flex-col gap-6"
          onSubmit={(event) => void onSubmit(event)}
        >
          <AttestationFields form={form} claimableQuarters={activity.claimableQuarters} />
          <EvaluationFields form={form} />
          {activity.moc.length > 0 && (
            <MocReportFields
              form={form}
              activity={activity}
              identifiers={identifiers}
              failure={mocFailure}
            />
          )}
          {failure && <Alert tone="error">{failure}</Alert>}
          {/* kept in sight at the foot of the dialog's scrolling body */}
          <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-5 py-3">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <ClaimButton form={form} busy={busy} />
          </div>
        </form>
      )}
      {nothingLeft && (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </>
  );
}

/** The submit button names the credit chosen. */
function ClaimButton({ form, busy }: { form: ClaimForm; busy: boolean }) {
  const quarters = Number(useWatch({ control: form.control, name: 'claimedQuarters' })) || 0;
  return (
    <Button type="submit" busy={busy}>
      Claim {creditsText(quarters)}
    </Button>
  );
}

/** The time spent, in quarter hours up to the claimable credit, and the attestation. */
function AttestationFields({
  form,
  claimableQuarters,
}: {
  form: ClaimForm;
  claimableQuarters: number;
}) {
  const hours = creditsOf(
    Number(useWatch({ control: form.control, name: 'claimedQuarters' })) || 0,
  );
  const claimedError: { message?: string } | undefined = get(
    form.formState.errors,
    'claimedQuarters',
  );
  const attestedError: { message?: string } | undefined = get(form.formState.errors, 'attested');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">Your time</legend>
      <SelectField
        label="Hours you spent on this activity"
        hint={`In quarter hours, up to the ${creditsText(claimableQuarters)} you earned. The work this credit covers is spent by the claim, even if you claim less.`}
        options={hourOptions(claimableQuarters)}
        className="sm:max-w-md"
        error={claimedError?.message}
        {...form.register('claimedQuarters')}
      />
      <div className="flex flex-col gap-1">
        <label className="flex items-start gap-3 text-sm text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            aria-invalid={attestedError ? true : undefined}
            aria-describedby={attestedError ? 'attested-error' : undefined}
            {...form.register('attested')}
          />
          <span>
            I attest that I spent {hours} hours on this activity. I claim only the credit
            commensurate with the extent of my participation in the activity.
          </span>
        </label>
        {attestedError?.message && (
          <p id="attested-error" className="ml-7 text-sm text-red-700">
            {attestedError.message}
          </p>
        )}
      </div>
    </fieldset>
  );
}

/** The claim made: what it gave, its reports on their way, and its certificate. */
function ClaimDone({ claim, onClose }: { claim: CmeClaim; onClose(): void }) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2" role="status">
        <p
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          You claimed {creditsText(claim.claimedQuarters)} AMA PRA Category 1 Credit™.
        </p>
        <p className="text-sm text-slate-800">
          {claim.title} (Activity ID {claim.activityCode}).
        </p>
        {claim.reports.map((report) => (
          <p key={report.reportId} className="text-sm text-slate-800">
            {pointsText(report.board, report.pointsQuarters)}:{' '}
            {MOC_REPORT_STATUS_LABELS[report.status]}.
          </p>
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <a
          href={certificateHref(claim.claimId)}
          download={certificateFileName(claim.claimId)}
          className="inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Download certificate
        </a>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
