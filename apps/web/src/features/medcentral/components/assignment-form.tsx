import type { AssignableContent } from '@boardready/contracts';
import {
  ASSIGNMENT_INSTRUCTIONS_MAX,
  ASSIGNMENT_KIND_LABELS,
  ASSIGNMENT_KINDS,
  ASSIGNMENT_QUESTIONS_MAX,
  ASSIGNMENT_TITLE_MAX,
  type AssignmentKind,
} from '@boardready/contracts/medcentral-rules';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal } from '../hooks/use-form-refusal';
import { type AssignmentFormValues, missingChoices } from '../utils/assignment-form';

const PRODUCT_LABELS: Record<AssignmentKind, string> = {
  questions: 'Question bank',
  book_section: 'Book',
  deck: 'Deck',
};

/** A group of checkboxes under one legend, its error announced with it. */
function CheckboxGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={
        [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <div className="grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-4"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

const toggle = (ids: number[], id: number, on: boolean) =>
  on ? [...new Set([...ids, id])] : ids.filter((x) => x !== id);

/**
 * An assignment's form (decision 1402): what it asks, from the program's licensed content (a new
 * one only: an assignment's content stays once given), its due moment and passing score, and to
 * whom. The server checks everything again; its field messages show under the fields.
 */
export function AssignmentForm({
  label,
  content,
  initial,
  fixedContent,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  content: AssignableContent;
  initial: AssignmentFormValues;
  /** an edit: what it asks, shown, not changed */
  fixedContent?: string;
  submitLabel: string;
  busy: boolean;
  /** rejects with the server's refusal */
  onSubmit(values: AssignmentFormValues): Promise<unknown>;
  onCancel?: () => void;
}) {
  const [v, setValues] = useState(initial);
  const { fields, failure, reset, refused } = useFormRefusal();
  const set = (change: Partial<AssignmentFormValues>) =>
    setValues((old) => ({ ...old, ...change }));

  const kinds = ASSIGNMENT_KINDS.filter(
    (kind) =>
      (kind === 'questions' && content.questionBanks.length > 0) ||
      (kind === 'book_section' && content.books.length > 0) ||
      (kind === 'deck' && content.decks.length > 0),
  );
  const productOptions = {
    questions: content.questionBanks,
    book_section: content.books,
    deck: content.decks,
  }[v.kind].map((p) => ({ value: String(p.productId), label: p.name }));
  const bank = content.questionBanks.find((b) => String(b.productId) === v.productId.questions);
  const book = content.books.find((b) => String(b.productId) === v.productId.book_section);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingChoices(v, !fixedContent);
    reset(missing);
    if (Object.keys(missing).length > 0) return;
    onSubmit(v).catch(refused);
  };

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Title"
        value={v.title}
        maxLength={ASSIGNMENT_TITLE_MAX}
        onChange={(e) => set({ title: e.target.value })}
        error={fields.title}
      />
      <TextArea
        label="Instructions"
        hint="Optional: what to do, and why."
        value={v.instructions}
        onChange={(e) => set({ instructions: e.target.value })}
        error={fields.instructions}
        counter={{ used: v.instructions.length, max: ASSIGNMENT_INSTRUCTIONS_MAX }}
        className="[&_textarea]:min-h-24"
      />
      {fixedContent ? (
        <p className="text-sm text-slate-800">
          <span className="font-medium">What: </span>
          {fixedContent}
        </p>
      ) : kinds.length === 0 ? (
        <Alert tone="info">
          Your program licenses no question bank, book or deck yet: ask your license admin.
        </Alert>
      ) : (
        <>
          <SelectField
            label="What"
            value={v.kind}
            onChange={(e) => set({ kind: e.target.value as AssignmentKind })}
            options={kinds.map((kind) => ({ value: kind, label: ASSIGNMENT_KIND_LABELS[kind] }))}
            error={fields.kind}
          />
          <SelectField
            label={PRODUCT_LABELS[v.kind]}
            value={v.productId[v.kind]}
            placeholder="Choose…"
            onChange={(e) => set({ productId: { ...v.productId, [v.kind]: e.target.value } })}
            options={productOptions}
            error={fields.productId}
          />
          {v.kind === 'questions' && bank && (
            <CheckboxGroup
              legend="Topics"
              hint="The questions are drawn now from these topics (none chosen: the whole bank) and kept: every resident gets the same."
              error={fields.topicIds}
            >
              {bank.topics.map((topic) => (
                <Checkbox
                  key={topic.topicId}
                  label={`${topic.name} (${topic.questionCount})`}
                  checked={v.topicIds.includes(topic.topicId)}
                  onChange={(on) => set({ topicIds: toggle(v.topicIds, topic.topicId, on) })}
                />
              ))}
            </CheckboxGroup>
          )}
          {v.kind === 'questions' && (
            <TextField
              label="Number of questions"
              type="number"
              inputMode="numeric"
              min={1}
              max={ASSIGNMENT_QUESTIONS_MAX}
              value={v.numberOfQuestions}
              onChange={(e) => set({ numberOfQuestions: e.target.value })}
              error={fields.numberOfQuestions}
            />
          )}
          {v.kind === 'book_section' && book && (
            <SelectField
              label="Section"
              value={v.sectionId}
              placeholder="Choose…"
              onChange={(e) => set({ sectionId: e.target.value })}
              options={book.chapters.flatMap((c) =>
                c.sections.map((s) => ({ value: s.sectionId, label: `${c.title}: ${s.title}` })),
              )}
              error={fields.sectionId}
            />
          )}
        </>
      )}
      {v.kind === 'questions' && (
        <TextField
          label="Passing score (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={v.passingScore}
          onChange={(e) => set({ passingScore: e.target.value })}
          error={fields.passingScore}
        />
      )}
      <TextField
        label="Due"
        type="datetime-local"
        value={v.due}
        onChange={(e) => set({ due: e.target.value })}
        error={fields.dueAt}
      />
      <SelectField
        label="Given to"
        value={v.audience}
        onChange={(e) => set({ audience: e.target.value as AssignmentFormValues['audience'] })}
        options={[
          { value: 'group', label: 'A group' },
          { value: 'residents', label: 'Chosen residents' },
        ]}
      />
      {v.audience === 'group' ? (
        <SelectField
          label="Group"
          value={v.groupId}
          placeholder="Choose…"
          onChange={(e) => set({ groupId: e.target.value })}
          options={content.groups.map((g) => ({
            value: String(g.groupId),
            label: `${g.name} (${g.residents} ${g.residents === 1 ? 'resident' : 'residents'})`,
          }))}
          error={fields.groupId}
        />
      ) : (
        <CheckboxGroup legend="Residents" error={fields.accountIds}>
          {content.residents.map((r) => (
            <Checkbox
              key={r.accountId}
              label={[r.name, r.groupName].filter(Boolean).join(' · ')}
              checked={v.accountIds.includes(r.accountId)}
              onChange={(on) => set({ accountIds: toggle(v.accountIds, r.accountId, on) })}
            />
          ))}
        </CheckboxGroup>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
