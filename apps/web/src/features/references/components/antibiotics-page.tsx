import type { AntibioticAgent, AntibioticClass } from '@boardready/contracts';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAntibiotics } from '../api/antibiotics';
import { families, filterAntibiotics } from '../utils/filter-antibiotics';
import { AntibioticIndex } from './antibiotic-index';
import { ReferenceDisclaimer, ReferenceSources } from './reference-sources';

/** /helpfulstuff/antibiotics: classes, agents, spectrum, adverse effects and notes, searchable. */
export function AntibioticsPage() {
  const reference = useAntibiotics();
  const [query, setQuery] = useState('');
  const [family, setFamily] = useState('');
  const deferredQuery = useDeferredValue(query);
  const classes = reference.data?.classes;
  const familyList = useMemo(() => families(classes ?? []), [classes]);
  const result = useMemo(
    () => filterAntibiotics(classes ?? [], deferredQuery, family),
    [classes, deferredQuery, family],
  );

  return (
    <Page title="Antibiotics">
      <p className="text-slate-700">
        Antibacterial classes and their agents: how they work, what they cover, their key adverse
        effects and the points that come up on the boards.
      </p>
      {reference.isPending && <LoadingState label="Loading the antibiotics reference…" />}
      {reference.isError && (
        <LoadError
          message="The antibiotics reference could not be loaded. Check your connection and try again."
          onRetry={() => reference.refetch()}
        />
      )}
      {reference.data && (
        <>
          <ReferenceDisclaimer>{reference.data.disclaimer}</ReferenceDisclaimer>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <TextField
              type="search"
              label="Search antibiotics"
              placeholder="Drug, organism, adverse effect: MRSA, QT…"
              autoComplete="off"
              spellCheck={false}
              className="flex-1"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <SelectField
              label="Family"
              value={family}
              onChange={(event) => setFamily(event.target.value)}
              placeholder="All families"
              options={familyList.map((f) => ({ value: f, label: f }))}
            />
          </div>
          <p role="status" className="text-sm text-slate-600">
            {deferredQuery.trim() || family
              ? `Showing ${result.shownAgents} of ${result.totalAgents} agents in ${result.classes.length} ${result.classes.length === 1 ? 'class' : 'classes'}`
              : `${result.totalAgents} agents in ${result.classes.length} classes`}
          </p>
          {!deferredQuery.trim() && !family && <AntibioticIndex classes={reference.data.classes} />}
          {result.classes.length === 0 && (
            <div className="flex flex-col items-start gap-3 rounded-md border border-slate-200 bg-white px-4 py-6">
              <p className="text-slate-800">
                No antibiotics match “{deferredQuery.trim()}”{family && ` in ${family}`}.
              </p>
              <Button
                variant="secondary"
                onClick={() => {
                  setQuery('');
                  setFamily('');
                }}
              >
                Clear Search
              </Button>
            </div>
          )}
          {result.classes.map(({ cls, agents }) => (
            <AntibioticClassSection key={cls.id} cls={cls} agents={agents} />
          ))}
          <ReferenceSources sources={reference.data.sources} />
        </>
      )}
    </Page>
  );
}

export default AntibioticsPage;

function AntibioticClassSection({
  cls,
  agents,
}: {
  cls: AntibioticClass;
  agents: AntibioticAgent[];
}) {
  const headingId = useId();
  const partial = agents.length < cls.agents.length;
  return (
    <section
      id={cls.id}
      aria-labelledby={headingId}
      className="@container flex scroll-mt-20 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {cls.name}
        </h2>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {cls.family}
        </span>
      </header>
      <dl className="grid gap-x-4 gap-y-2 text-sm @2xl:grid-cols-[9rem_1fr]">
        <dt className="font-semibold text-slate-800">Mechanism</dt>
        <dd className="text-slate-700">{cls.mechanism}</dd>
        <dt className="font-semibold text-slate-800">Spectrum</dt>
        <dd className="text-slate-700">{cls.spectrum}</dd>
        <dt className="font-semibold text-slate-800">Key adverse effects</dt>
        <dd>
          <BulletList items={cls.adverseEffects} />
        </dd>
        {cls.notes.length > 0 && (
          <>
            <dt className="font-semibold text-slate-800">Notes</dt>
            <dd>
              <BulletList items={cls.notes} />
            </dd>
          </>
        )}
      </dl>
      <h3 className="text-sm font-semibold text-slate-800">
        {partial
          ? `Agents matching your search (${agents.length} of ${cls.agents.length})`
          : 'Agents'}
      </h3>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
        {agents.map((agent) => (
          <li
            key={agent.name}
            className="grid gap-1 px-3 py-2 text-sm @2xl:grid-cols-[14rem_1fr] @2xl:gap-4"
          >
            <div className="flex flex-col gap-1">
              <span className="font-semibold text-slate-900">{agent.name}</span>
              <span className="flex flex-wrap gap-1">
                <span className="sr-only">Routes:</span>
                {agent.routes.map((route) => (
                  <span
                    key={route}
                    className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800"
                  >
                    {route}
                  </span>
                ))}
              </span>
              {agent.aliases.length > 0 && (
                <span className="text-xs text-slate-600">Also: {agent.aliases.join(', ')}</span>
              )}
            </div>
            <div className="flex flex-col gap-1 text-slate-700">
              <span>{agent.spectrum}</span>
              {agent.notes && <span className="text-slate-600">{agent.notes}</span>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-0.5 pl-5 text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
