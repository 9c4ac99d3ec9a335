import type { LabValuesSpecialty } from '@boardready/contracts';
import { Link, useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { paths } from '@/lib/paths';
import { LabValuesTable } from './lab-values-table';

const SPECIALTIES: { key: LabValuesSpecialty; label: string; title: string }[] = [
  { key: 'im', label: 'IM', title: 'Internal Medicine' },
  { key: 'peds', label: 'PEDS', title: 'Pediatrics' },
  { key: 'ms', label: 'MS', title: 'Medical Students' },
];

/** /labvalues/im, /labvalues/peds, /labvalues/ms: a specialty's normal lab values (spec §2). */
export function LabValuesPage() {
  const { specialty: param = '' } = useParams();
  const current = SPECIALTIES.find((s) => s.key === param.toLowerCase());

  if (!current) {
    return (
      <Page title="Normal Lab Values">
        <p className="text-slate-800">
          There is no lab-values table for “{param}”. Choose a specialty:
        </p>
        <SpecialtySwitch />
      </Page>
    );
  }
  return (
    <Page title="Normal Lab Values" windowTitle={`${current.label} Normal Lab Values`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700">
          {current.title}:{' '}
          {current.key === 'peds' ? 'pediatric intervals by age' : 'adult intervals'}, in
          conventional and SI units.
        </p>
        <SpecialtySwitch current={current.key} />
      </div>
      <LabValuesTable specialty={current.key} />
    </Page>
  );
}

export default LabValuesPage;

/** The three tables, one click apart; the filter is kept when switching (compare K in IM and PEDS). */
function SpecialtySwitch({ current }: { current?: LabValuesSpecialty }) {
  return (
    <nav aria-label="Specialty">
      <ul className="inline-flex overflow-hidden rounded-md border border-slate-300 bg-white">
        {SPECIALTIES.map((s) => (
          <li key={s.key} className="border-l border-slate-300 first:border-l-0">
            <Link
              to={paths.labValues(s.key)}
              title={s.title}
              aria-current={s.key === current ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center px-4 text-sm font-semibold ${
                s.key === current ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
              }`}
            >
              {s.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
