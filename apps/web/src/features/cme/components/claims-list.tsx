import type { CmeClaim } from '@boardready/contracts/cme';
import { MOC_REPORT_STATUS_LABELS, type MocReportStatus } from '@boardready/contracts/cme-rules';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { certificateFileName, certificateHref } from '../api/cme-files';
import { creditsText, longDay, newestFirst, pointsText } from '../utils/wording';

const TEXT_LINK = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

const STATUS_TONES: Record<MocReportStatus, string> = {
  queued: 'bg-slate-100 text-slate-800',
  submitted: 'bg-brand-50 text-brand-800',
  accepted: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** The learner's claims, newest first: each with its certificate and its MOC reports' status. */
export function ClaimsList({ claims }: { claims: readonly CmeClaim[] }) {
  return (
    <ol aria-label="Your claims" className="flex flex-col gap-3">
      {newestFirst(claims).map((claim) => (
        <li
          key={claim.claimId}
          aria-label={`${claim.title}, ${longDay(claim.completedOn)}`}
          className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-semibold text-slate-900">{claim.title}</p>
            <p className="text-sm font-semibold text-slate-900 tabular-nums">
              {creditsText(claim.claimedQuarters)}
            </p>
          </div>
          <p className="text-sm text-slate-700">
            Completed {longDay(claim.completedOn)} · Activity ID{' '}
            <span className="font-mono">{claim.activityCode}</span>
            {claim.coveredQuarters > claim.claimedQuarters &&
              ` · covered ${creditsText(claim.coveredQuarters)} earned`}
          </p>
          {claim.reports.length > 0 && (
            <ul aria-label="MOC reports" className="flex flex-col gap-1">
              {claim.reports.map((report) => (
                <li
                  key={report.reportId}
                  className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-800"
                >
                  <span>{pointsText(report.board, report.pointsQuarters)}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONES[report.status]}`}
                  >
                    {MOC_REPORT_STATUS_LABELS[report.status]}
                  </span>
                  {report.status === 'rejected' && report.rejectReason && (
                    <span className="basis-full text-slate-700">
                      The board’s reason: {report.rejectReason}. Check your board identifiers on{' '}
                      <Link to={paths.account} className={TEXT_LINK}>
                        My Account
                      </Link>
                      : we send the report again once they are right.
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p>
            <a
              href={certificateHref(claim.claimId)}
              download={certificateFileName(claim.claimId)}
              className={`text-sm ${TEXT_LINK}`}
            >
              Download certificate
              <span className="sr-only">
                {' '}
                of {claim.title}, {longDay(claim.completedOn)}
              </span>
            </a>
          </p>
        </li>
      ))}
    </ol>
  );
}
