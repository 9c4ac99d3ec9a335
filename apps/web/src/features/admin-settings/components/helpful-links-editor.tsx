import type { FeatureFlags, HelpfulStuffUrls, ProductSpecialty } from '@boardready/contracts';
import { HELPFUL_LINKS_PER_SPECIALTY_MAX } from '@boardready/contracts/admin-settings-rules';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { SPECIALTY_ORDER, SPECIALTY_TITLES } from '@/lib/specialties';
import { useSetFeatureFlag } from '../api/admin-feature-flags';
import {
  type DraftLink,
  type DraftList,
  draftFrom,
  draftLink,
  draftProblems,
  flagValueOf,
  type HelpfulDraft,
  serverProblems,
  urlsOf,
} from '../utils/helpful-draft';
import { moveItem } from '../utils/move-item';
import { HelpfulLinksPreview } from './helpful-links-preview';

const SMALL = 'min-h-9 px-3 py-1';

/** How many of the problems are in one specialty's list. */
const problemCount = (problems: Map<string, string>, specialty: ProductSpecialty) =>
  [...problems.keys()].filter((key) => key === specialty || key.startsWith(`${specialty}.`)).length;

/**
 * The helpfulStuffUrls flag as link lists per specialty: add, edit, reorder, remove, or go back to
 * the built-in list; checked with the server's rules before it is sent, previewed as the menu.
 */
export function HelpfulLinksEditor({
  inForce,
  stored,
  builtIn,
}: {
  inForce: HelpfulStuffUrls;
  stored: HelpfulStuffUrls | null;
  builtIn: Required<HelpfulStuffUrls>;
}) {
  const [saved, setSaved] = useState(() => draftFrom(inForce, stored));
  const [draft, setDraft] = useState(saved);
  // Problems show from the first save on, and follow the edits from then; the server's own
  // (a rule the editor did not foresee) until the next edit.
  const [checking, setChecking] = useState(false);
  const [refused, setRefused] = useState<Map<string, string>>(new Map());
  const [focus, setFocus] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [tab, setTab] = useState<ProductSpecialty>('IM');
  const setFlag = useSetFeatureFlag();

  // After a move the row's button is drawn elsewhere: give it the focus back.
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const dirty = JSON.stringify(flagValueOf(draft)) !== JSON.stringify(flagValueOf(saved));
  const change = (specialty: ProductSpecialty, links: DraftLink[]) => {
    setDraft((d) => ({ ...d, [specialty]: { custom: true, links } }));
    setRefused(new Map());
    setFlag.reset();
  };
  const shown = checking ? new Map([...draftProblems(draft), ...refused]) : refused;
  const restart = (next: HelpfulDraft) => {
    setSaved(next);
    setDraft(next);
    setChecking(false);
    setRefused(new Map());
  };

  const save = () => {
    setChecking(true);
    const problems = draftProblems(draft);
    // the first specialty with something to fix comes to the front
    const first = SPECIALTY_ORDER.find((s) => problemCount(problems, s) > 0);
    if (first) {
      setTab(first);
      return;
    }
    const value = flagValueOf(draft);
    setFlag.mutate(
      { key: 'helpfulStuffUrls', value },
      {
        onSuccess: (flags: FeatureFlags) => restart(draftFrom(flags.helpfulStuffUrls, value)),
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const refusedNow = serverProblems(error.fields);
          setRefused(refusedNow);
          const first = SPECIALTY_ORDER.find((s) => problemCount(refusedNow, s) > 0);
          if (first) setTab(first);
        },
      },
    );
  };
  const resetAll = () =>
    setFlag.mutate(
      { key: 'helpfulStuffUrls', value: null },
      {
        onSuccess: (flags) => {
          restart(draftFrom(flags.helpfulStuffUrls, null));
          setConfirmReset(false);
        },
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <Tabs
        label="Specialty"
        value={tab}
        onValueChange={setTab}
        tabs={SPECIALTY_ORDER.map((specialty) => {
          const count = problemCount(shown, specialty);
          return {
            value: specialty,
            label: count > 0 ? `${specialty} (${count} to fix)` : specialty,
            content: (
              <SpecialtyLinks
                specialty={specialty}
                list={draft[specialty]}
                problems={shown}
                onChange={(links) => change(specialty, links)}
                onBuiltIn={() => {
                  setDraft((d) => ({
                    ...d,
                    [specialty]: {
                      custom: false,
                      links: builtIn[specialty].map((l) => draftLink(l)),
                    },
                  }));
                  setFlag.reset();
                }}
                onFocus={setFocus}
              />
            ),
          };
        })}
      />

      <div className="flex flex-col gap-3">
        {shown.size > 0 && (
          <Alert tone="error">
            Some links cannot be saved:{' '}
            {shown.size === 1 ? 'one problem is' : `${shown.size} problems are`} marked above.
          </Alert>
        )}
        {setFlag.isError && !(setFlag.error instanceof ApiError && setFlag.error.fields) && (
          <Alert tone="error">
            {setFlag.error instanceof ApiError
              ? setFlag.error.message
              : 'The links could not be saved. Check your connection and try again.'}
          </Alert>
        )}
        {setFlag.isSuccess && !dirty && (
          <Alert tone="success">Saved. Users get these links on their next visit.</Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={save} busy={setFlag.isPending} disabled={!dirty}>
            Save Helpful Stuff Links
          </Button>
          <Button
            variant="secondary"
            disabled={!dirty || setFlag.isPending}
            onClick={() => restart(saved)}
          >
            Discard Changes
          </Button>
          <Button
            variant="ghost"
            disabled={flagValueOf(saved) === null || setFlag.isPending}
            onClick={() => setConfirmReset(true)}
          >
            Use the Built-in Links Everywhere
          </Button>
        </div>
      </div>

      <section aria-labelledby="helpful-preview" className="flex min-w-0 flex-col gap-2">
        <h3 id="helpful-preview" className="text-base font-semibold text-slate-900">
          Preview of the Helpful Stuff menu
        </h3>
        <p className="text-sm text-slate-600">
          As the menu shows these links (unsaved changes included); each learner sees the columns of
          their own specialties. Links do not open from the preview.
        </p>
        <HelpfulLinksPreview urls={urlsOf(draft)} />
      </section>

      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Use the built-in links everywhere?"
        description="Every specialty's list goes back to the built-in Helpful Stuff links, for every user, on their next visit."
        confirmLabel="Use Built-in Links"
        busy={setFlag.isPending}
        onConfirm={resetAll}
      />
    </div>
  );
}

function SpecialtyLinks({
  specialty,
  list,
  problems,
  onChange,
  onBuiltIn,
  onFocus,
}: {
  specialty: ProductSpecialty;
  list: DraftList;
  problems: Map<string, string>;
  onChange: (links: DraftLink[]) => void;
  onBuiltIn: () => void;
  onFocus: (id: string) => void;
}) {
  const { links } = list;
  const headingId = `helpful-${specialty}`;
  const set = (index: number, field: 'label' | 'link', value: string) =>
    onChange(links.map((l, i) => (i === index ? { ...l, [field]: value } : l)));
  const move = (index: number, by: -1 | 1) => {
    const moved = links[index]!;
    onChange(moveItem(links, index, by));
    // at the end of the list the other button is the one left to press
    const to = index + by;
    const edge = to === 0 || to === links.length - 1;
    onFocus(`${moved.key}-${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}`);
  };
  // the focus goes to the row that takes the removed one's place, else to Add a link
  const remove = (index: number) => {
    const next = links[index + 1] ?? links[index - 1];
    onChange(links.filter((_, i) => i !== index));
    onFocus(next ? `${next.key}-remove` : `add-${specialty}`);
  };
  const listProblem = problems.get(specialty);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 sm:rounded-lg sm:border sm:border-slate-200 sm:p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {SPECIALTY_TITLES[specialty]} ({specialty})
        </h3>
        <span className="text-xs font-medium text-slate-600">
          {list.custom ? 'Your list' : 'The built-in list'} · {links.length} of{' '}
          {HELPFUL_LINKS_PER_SPECIALTY_MAX} links
        </span>
      </div>
      {listProblem && <p className="text-sm text-red-700">{listProblem}</p>}
      {links.length === 0 && (
        <p className="text-sm text-slate-600">
          No links: the column shows only what the app adds (the classic Personal Trainer).
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {links.map((link, index) => {
          const name = `${specialty} link ${index + 1}`;
          return (
            <li key={link.key}>
              <fieldset className="grid gap-2 rounded-md bg-slate-50 p-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start sm:p-3">
                <legend className="sr-only">{name}</legend>
                <TextField
                  id={`${link.key}-label`}
                  label="Label"
                  hint={index === 0 ? 'Markup such as <sup>®</sup> is allowed.' : undefined}
                  value={link.label}
                  error={problems.get(`${specialty}.${index}.label`)}
                  onChange={(e) => set(index, 'label', e.target.value)}
                />
                <TextField
                  label="Link"
                  value={link.link}
                  inputMode="url"
                  spellCheck={false}
                  error={problems.get(`${specialty}.${index}.link`)}
                  onChange={(e) => set(index, 'link', e.target.value)}
                />
                <div className="flex gap-1 sm:pt-6">
                  <Button
                    id={`${link.key}-up`}
                    variant="secondary"
                    className={SMALL}
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    Up
                  </Button>
                  <Button
                    id={`${link.key}-down`}
                    variant="secondary"
                    className={SMALL}
                    aria-label={`Move ${name} down`}
                    disabled={index === links.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Down
                  </Button>
                  <Button
                    id={`${link.key}-remove`}
                    variant="secondary"
                    className={SMALL}
                    aria-label={`Remove ${name}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          id={`add-${specialty}`}
          variant="secondary"
          className={SMALL}
          disabled={links.length >= HELPFUL_LINKS_PER_SPECIALTY_MAX}
          onClick={() => {
            const added = draftLink();
            onChange([...links, added]);
            onFocus(`${added.key}-label`);
          }}
        >
          Add a link<span className="sr-only"> to {specialty}</span>
        </Button>
        {list.custom && (
          <Button variant="ghost" className={SMALL} onClick={onBuiltIn}>
            Use the built-in list<span className="sr-only"> for {specialty}</span>
          </Button>
        )}
      </div>
    </section>
  );
}
