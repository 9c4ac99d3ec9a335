import type { CmeActivitySummary, CmeOverview } from '@boardready/contracts/cme';
import { CME_PROVIDER_NAME, MOC_BOARD_LABELS } from '@boardready/contracts/cme-rules';
import { useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import type { ClaimForm } from '../hooks/use-claim-form';
import { listText, pointsQuartersOf, reportChoiceText } from '../utils/wording';
import { BoardIdentifiersFields } from './board-identifiers-fields';

/**
 * The boards this activity gives MOC points for: a box per board asks to report the claim's
 * points there (the consent beside it); where the board's identifiers are incomplete, they are
 * asked for here.
 */
export function MocReportFields({
  form,
  activity,
  identifiers,
  failure,
}: {
  form: ClaimForm;
  activity: CmeActivitySummary;
  identifiers: CmeOverview['identifiers'];
  failure: string | undefined;
}) {
  const claimedQuarters = Number(useWatch({ control: form.control, name: 'claimedQuarters' }));
  const report = useWatch({ control: form.control, name: 'report' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">MOC points</legend>
      {failure && <Alert tone="error">{failure}</Alert>}
      {activity.moc.map(({ board, ratioPercent }) => {
        const points = pointsQuartersOf(claimedQuarters, ratioPercent);
        const status = identifiers.find((i) => i.board === board);
        const incomplete = status !== undefined && !status.complete;
        if (points === 0)
          return (
            <p key={board} className="text-sm text-slate-700">
              A claim this small gives no {MOC_BOARD_LABELS[board].points}.
            </p>
          );
        const consentId = `moc-consent-${board}`;
        return (
          <div key={board} className="flex flex-col gap-2">
            <label className="flex items-start gap-3 text-sm font-medium text-slate-900">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
                aria-describedby={consentId}
                {...form.register(`report.${board}`)}
              />
              {reportChoiceText(board, points)}
            </label>
            <p id={consentId} className="ml-7 text-sm text-slate-700">
              I consent to {CME_PROVIDER_NAME} sharing my completion of this activity, with my{' '}
              {board} ID, my name and my birth month and day, with the ACCME and the{' '}
              {MOC_BOARD_LABELS[board].name} through the ACCME’s Program and Activity Reporting
              System (PARS), so that {board} credits these points to me.
            </p>
            {incomplete && report?.[board] === true && (
              <div className="ml-7">
                <BoardIdentifiersFields board={board} missing={status.missing} />
              </div>
            )}
            {incomplete && report?.[board] !== true && (
              <p className="ml-7 text-sm text-slate-700">
                {board} needs {listText(status.missing)} before we can report to it: tick the box to
                add them.
              </p>
            )}
          </div>
        );
      })}
      {activity.moc.length > 0 && (
        <p className="text-sm text-slate-700">
          Leave a box unticked if you do not want your points reported to that board.
        </p>
      )}
    </fieldset>
  );
}
