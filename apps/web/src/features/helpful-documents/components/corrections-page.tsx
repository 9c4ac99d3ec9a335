import type { CorrectionsSpecialty, QuestionCorrection } from '@boardready/contracts';
import { useParams } from 'react-router';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { useCorrections } from '../api/corrections';

const SPECIALTIES: Record<CorrectionsSpecialty, { label: string; title: string }> = {
  im: { label: 'IM', title: 'Internal Medicine' },
  peds: { label: 'PEDS', title: 'Pediatrics' },
};

const CHANGE_TEXT: Record<QuestionCorrection['change'], (version: number) => string> = {
  revised: (version) =>
    `Revised (version ${version}). New sessions show the corrected question; past sessions keep the version you answered.`,
  retired: () =>
    'Withdrawn. It is no longer drawn into new sessions; past sessions and reviews still show it.',
};

/**
 * /helpfulstuff/corrections/im|peds: the questions of the specialty's bank revised or withdrawn
 * since release, as the banks record them (decision 0204); nothing is listed that did not happen.
 */
export function CorrectionsPage() {
  const { specialty: param = '' } = useParams();
  const key = param.toLowerCase();
  const current = key === 'im' || key === 'peds' ? (key as CorrectionsSpecialty) : null;
  if (!current) {
    return (
      <Page title="Corrections & Updates">
        <p className="text-slate-800">
          Corrections & Updates are published for Internal Medicine (IM) and Pediatrics (PEDS) only;
          there is no page for “{param}”.
        </p>
      </Page>
    );
  }
  return (
    <Page
      title="Corrections & Updates"
      windowTitle={`${SPECIALTIES[current].label} Corrections & Updates`}
    >
      <CorrectionsList specialty={current} />
    </Page>
  );
}

export default CorrectionsPage;

function CorrectionsList({ specialty }: { specialty: CorrectionsSpecialty }) {
  const corrections = useCorrections(specialty);
  const { title } = SPECIALTIES[specialty];
  return (
    <>
      <p className="text-slate-700">
        {title}: changes to the questions of the question bank and the self-assessment forms after
        they were published. When a question is corrected or withdrawn it is listed here, so that
        you can tell why an answer you remember has changed.
      </p>
      {corrections.isPending && <LoadingState label="Loading corrections…" />}
      {corrections.isError && (
        <LoadError
          message="The corrections could not be loaded. Check your connection and try again."
          onRetry={() => corrections.refetch()}
        />
      )}
      {corrections.data && corrections.data.corrections.length === 0 && (
        <p className="rounded-md border border-slate-200 bg-white px-4 py-6 text-slate-800">
          No corrections have been published for this edition yet.
        </p>
      )}
      {corrections.data && corrections.data.corrections.length > 0 && (
        <ul className="flex flex-col gap-3">
          {corrections.data.corrections.map((c) => (
            <li key={c.code} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
              <h2 className="font-semibold text-slate-900">
                Question {c.code}
                <span className="font-normal text-slate-600"> · {c.bankTitle}</span>
              </h2>
              <p className="text-sm text-slate-800">{CHANGE_TEXT[c.change](c.version)}</p>
              <p className="mt-1 text-sm text-slate-600">
                <span className="font-medium">Teaching point:</span> {c.objective}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
