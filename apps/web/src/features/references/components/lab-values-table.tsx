import type { LabGroup, LabTest, LabValuesSpecialty } from '@boardready/contracts';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { TextField } from '@/components/ui/text-field';
import { useLabValues } from '../api/lab-values';
import { abbreviations } from '../utils/abbreviations';
import { filterLabValues } from '../utils/filter-lab-values';
import { ReferenceDisclaimer, ReferenceSources } from './reference-sources';

export interface LabValuesTableProps {
  specialty: LabValuesSpecialty;
  /** put the cursor in the filter at once (a pop-up over a question opens ready to type) */
  autoFocus?: boolean;
  /** level of the group headings: 2 under a page's h1, 3 inside a dialog with its own title */
  headingLevel?: 2 | 3;
}

/**
 * A specialty's normal lab values with instant filtering: self-contained (it loads its data and
 * lays itself out by the width of its container, not the window), so the lab-values page and a
 * pop-up from a Q&A session show the same thing (decision 0503).
 */
export function LabValuesTable({ specialty, autoFocus, headingLevel = 2 }: LabValuesTableProps) {
  const table = useLabValues(specialty);
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  const idPrefix = useId();
  const result = useMemo(
    () => (table.data ? filterLabValues(table.data.groups, deferredFilter) : null),
    [table.data, deferredFilter],
  );

  if (table.isPending) return <LoadingState label="Loading lab values…" />;
  if (table.isError || !result) {
    return (
      <LoadError
        message="The lab values could not be loaded. Check your connection and try again."
        onRetry={() => table.refetch()}
      />
    );
  }
  const groupId = (group: LabGroup) => `${idPrefix}-${group.id}`;
  const filtering = deferredFilter.trim() !== '';

  return (
    <div className="@container flex flex-col gap-4">
      <ReferenceDisclaimer>{table.data.disclaimer}</ReferenceDisclaimer>
      <TextField
        type="search"
        label="Filter lab values"
        placeholder="K, A1c, ferritin, urine sodium…"
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <p role="status" className="text-sm text-slate-600">
        {filtering
          ? `Showing ${result.shown} of ${result.total} tests`
          : `${result.total} tests in ${result.groups.length} groups`}
      </p>
      {result.groups.length > 1 && (
        <nav aria-label="Lab value groups" className="flex flex-wrap gap-2">
          {result.groups.map((group) => (
            <button
              key={group.id}
              type="button"
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-800"
              onClick={() => {
                const heading = document.getElementById(groupId(group));
                heading?.scrollIntoView({ block: 'start' });
                heading?.focus({ preventScroll: true });
              }}
            >
              {group.name}
            </button>
          ))}
        </nav>
      )}
      {result.groups.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-md border border-slate-200 bg-white px-4 py-6">
          <p className="text-slate-800">No lab values match “{deferredFilter.trim()}”.</p>
          <Button variant="secondary" onClick={() => setFilter('')}>
            Clear Filter
          </Button>
        </div>
      )}
      {result.groups.map((group) => (
        <LabGroupSection
          key={group.id}
          group={group}
          headingId={groupId(group)}
          headingLevel={headingLevel}
        />
      ))}
      <ReferenceSources sources={table.data.sources} />
    </div>
  );
}

/** One reference interval of a test: a row of the wide table. */
interface RangeRow {
  test: LabTest;
  range: LabTest['ranges'][number];
}

const VALUE_CELL = 'px-3 py-2 whitespace-nowrap text-slate-900 tabular-nums';

const rangeColumns = (hasLabels: boolean): (DataTableColumn<RangeRow> | false)[] => [
  {
    id: 'test',
    header: 'Test',
    rowHeader: true,
    spansBody: true,
    headerClassName: 'w-2/5 px-3 py-2 font-semibold',
    cellClassName: 'px-3 py-2 text-left font-normal',
    cell: ({ test }) => <TestName test={test} />,
  },
  hasLabels && {
    id: 'label',
    header: 'Applies to',
    headerClassName: 'px-3 py-2 font-semibold',
    cellClassName: 'px-3 py-2 text-slate-700',
    cell: ({ range }) => range.label,
  },
  {
    id: 'conventional',
    header: 'Conventional units',
    headerClassName: 'px-3 py-2 font-semibold',
    cellClassName: VALUE_CELL,
    cell: ({ range }) => range.conventional,
  },
  {
    id: 'si',
    header: 'SI units',
    headerClassName: 'px-3 py-2 font-semibold',
    cellClassName: VALUE_CELL,
    cell: ({ range }) => range.si,
  },
];

function LabGroupSection({
  group,
  headingId,
  headingLevel,
}: {
  group: LabGroup;
  headingId: string;
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hasLabels = group.tests.some((t) => t.ranges.some((r) => r.label));
  return (
    <section aria-labelledby={headingId} className="flex scroll-mt-4 flex-col gap-2">
      <Heading
        id={headingId}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold text-slate-900"
      >
        {group.name}
      </Heading>
      {/* Wide containers: a table, one row per reference interval. */}
      <DataTable
        className="hidden w-full border-collapse overflow-hidden rounded-md border border-slate-200 bg-white text-sm @xl:table"
        headClassName="bg-slate-100 text-left text-slate-700"
        headRowClassName=""
        bodyClassName="border-t border-slate-200 even:bg-slate-50"
        rowClassName="align-top"
        columns={rangeColumns(hasLabels)}
        bodies={group.tests.map((test) => ({
          key: test.name,
          rows: test.ranges.map((range) => ({ test, range })),
        }))}
        rowKey={({ range }) => `${range.label ?? ''}-${range.conventional}`}
      />
      {/* Narrow containers (a phone, a small pop-up): one card per test. */}
      <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-white @xl:hidden">
        {group.tests.map((test) => (
          <li key={test.name} className="flex flex-col gap-2 px-3 py-3 text-sm">
            <TestName test={test} />
            {test.ranges.map((range) => (
              <dl
                key={`${range.label ?? ''}-${range.conventional}`}
                className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5"
              >
                {range.label && (
                  <>
                    <dt className="text-slate-600">For</dt>
                    <dd className="font-medium text-slate-800">{range.label}</dd>
                  </>
                )}
                <dt className="text-slate-600">Conventional</dt>
                <dd className="tabular-nums">{range.conventional}</dd>
                <dt className="text-slate-600">SI</dt>
                <dd className="tabular-nums">{range.si}</dd>
              </dl>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TestName({ test }: { test: LabTest }) {
  const shown = abbreviations(test.aliases);
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold text-slate-900">
        {test.name}
        {shown.length > 0 && (
          <span className="font-normal text-slate-600"> ({shown.join(', ')})</span>
        )}
      </span>
      {test.specimen && <span className="text-xs text-slate-600">{test.specimen}</span>}
      {test.note && <span className="text-xs text-slate-700">{test.note}</span>}
    </span>
  );
}
