import type { ResidentSummary } from '@boardready/contracts';
import { AT_RISK_LABELS } from '@boardready/contracts/program-dashboard-rules';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';

/** What the program dashboard's screens share: link and table styles, a figure, risk flags. */

export const TEXT_LINK =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';
const HEAD = 'px-2 py-2 font-semibold';
const CELL = 'px-2 py-2 align-top';
const NUMBER = `${CELL} text-right tabular-nums`;
const NUMBER_HEAD = `${HEAD} text-right`;

/** A column of figures, right-aligned. */
export function numberColumn<Row>(
  id: string,
  header: ReactNode,
  cell: (row: Row) => ReactNode,
): DataTableColumn<Row> {
  return {
    id,
    header,
    headerClassName: NUMBER_HEAD,
    cellClassName: `${NUMBER} whitespace-nowrap`,
    cell,
  };
}

/** A column of text; `nowrap` keeps a short text (a date, a status) on one line. */
export function textColumn<Row>(
  id: string,
  header: ReactNode,
  cell: (row: Row) => ReactNode,
  nowrap = false,
): DataTableColumn<Row> {
  return {
    id,
    header,
    headerClassName: HEAD,
    cellClassName: nowrap ? `${CELL} whitespace-nowrap` : CELL,
    cell,
  };
}

/** The column that names each row (its cells are row headers). */
export function nameColumn<Row>(
  header: ReactNode,
  cell: (row: Row) => ReactNode,
  className = '',
): DataTableColumn<Row> {
  return {
    id: 'name',
    header,
    rowHeader: true,
    headerClassName: HEAD,
    cellClassName: `${CELL} font-normal ${className}`,
    cell,
  };
}

/** An address with its query, or without a bare '?'. */
export const withSearch = (path: string, search: URLSearchParams) => {
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/** One figure of a summary (inside a <dl>). */
export function Figure({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="flex flex-col rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
      {detail && <dd className="text-xs text-slate-600">{detail}</dd>}
    </div>
  );
}

/** The at-risk reasons as labels, each with its sentence. */
export function RiskFlags({ flags }: { flags: ResidentSummary['atRisk'] }) {
  if (flags.length === 0) return <span className="text-slate-600">No</span>;
  return (
    <ul className="flex min-w-[13rem] flex-col gap-1.5">
      {flags.map((flag) => (
        <li key={flag.code} className="flex flex-col items-start gap-0.5">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {AT_RISK_LABELS[flag.code]}
          </span>
          <span className="text-xs text-slate-700">{flag.text}</span>
        </li>
      ))}
    </ul>
  );
}
