import type { CmeActivityRuleBody, CmeProductRule } from '@boardready/contracts';
import {
  CME_WORK_KINDS,
  CME_WORK_UNIT_LABELS,
  type CmeWorkKind,
  MOC_RATIO_PERCENT_MAX,
} from '@boardready/contracts/cme-rules';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { bindField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { ServerForm } from '@/components/ui/server-form';
import { SwitchRow } from '@/components/ui/switch-row';
import { TextField } from '@/components/ui/text-field';
import { lazyZodResolver, useServerForm } from '@/lib/forms';
import { useSaveCmeRule } from '../api/cme-rules';
import { RULE_FIELDS, type RuleFormValues, ruleFormValuesOf } from '../utils/rule-form';

const resolver = lazyZodResolver<RuleFormValues, CmeActivityRuleBody>(
  async () => (await import('../utils/forms')).ruleForm,
);

const KIND_NAMES: Record<CmeWorkKind, string> = {
  questions: 'Questions answered for the first time',
  book_chapters: 'Book chapters read',
  course_lessons: 'Course lessons completed',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface FormProps {
  product: CmeProductRule;
  onClose: () => void;
  onSaved: (product: CmeProductRule) => void;
}

/**
 * A product's accredited activity and credit rule; closed when `product` is null. It stays
 * mounted, so that closing gives the focus back to the button that opened it.
 */
export function RuleFormDialog({
  product,
  ...props
}: Omit<FormProps, 'product'> & { product: CmeProductRule | null }) {
  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => !open && props.onClose()}
      size="md"
      title={product ? `CME rule of ${product.productCode}` : 'CME rule'}
    >
      {product && <RuleForm key={product.productId} product={product} {...props} />}
    </Dialog>
  );
}

/** Every field of the rule; the server's refusals show at their fields. */
function RuleForm({ product, onClose, onSaved }: FormProps) {
  const save = useSaveCmeRule();
  const form = useServerForm<RuleFormValues, CmeActivityRuleBody>({
    resolver,
    defaultValues: ruleFormValuesOf(product),
    serverFields: RULE_FIELDS,
    submit: async (body) => {
      onSaved(await save.mutateAsync({ productId: product.productId, body }));
    },
  });
  const kind = form.watch('kind');
  const active = form.watch('active');
  const units = CME_WORK_UNIT_LABELS[kind] ?? CME_WORK_UNIT_LABELS.questions;
  const kindLocked = product.claimCount > 0;

  return (
    <ServerForm form={form} label={`CME rule of ${product.productCode}`}>
      <p className="text-sm text-slate-700">
        {product.productName} ({product.productCode}). Credit is AMA PRA Category 1, counted in
        quarter credits; learners see the rule on their CME/MOC page at once.
      </p>
      {kindLocked && (
        <Alert tone="info">
          Learners have made {product.claimCount === 1 ? 'a claim' : `${product.claimCount} claims`}{' '}
          under this rule: its kind of work stays. Withdraw the activity to stop new claims.
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Activity ID"
          hint="As the accreditor issued it; reported to PARS."
          autoCapitalize="characters"
          spellCheck={false}
          {...bindField(form, 'activityCode')}
        />
        <SelectField
          label="Work that earns credit"
          hint={kindLocked ? 'Fixed: learners have claimed under this rule.' : undefined}
          options={CME_WORK_KINDS.map((value) => ({ value, label: KIND_NAMES[value] }))}
          {...bindField(form, 'kind')}
        />
      </div>
      <TextField
        label="Activity title"
        hint="On certificates and transcripts."
        {...bindField(form, 'title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`${capitalized(units.many)} per credit`}
          type="number"
          inputMode="numeric"
          min={1}
          {...bindField(form, 'unitsPerCredit')}
        />
        {kind === 'questions' && (
          <TextField
            label="Passing share correct (%)"
            hint="A block of first answers earns its credit at this share correct."
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            {...bindField(form, 'passingPercent')}
          />
        )}
        <TextField
          label="Maximum credit"
          hint="In credits, in quarter steps (7.5 is 7.5 credits)."
          type="number"
          inputMode="decimal"
          min={0.25}
          step={0.25}
          {...bindField(form, 'maxQuarters')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-slate-900">MOC points per credit</legend>
        <p className="text-sm text-slate-600">
          100% gives one point per credit; leave a board empty when the activity gives none of its
          points.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="ABIM Medical Knowledge points (%)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MOC_RATIO_PERCENT_MAX}
            {...bindField(form, 'abimRatioPercent')}
          />
          <TextField
            label="ABP Part 2 points (%)"
            type="number"
            inputMode="numeric"
            min={1}
            max={MOC_RATIO_PERCENT_MAX}
            {...bindField(form, 'abpRatioPercent')}
          />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Release date"
          hint="Work from this day on counts."
          type="date"
          {...bindField(form, 'releasedOn')}
        />
        <TextField
          label="Expiry date"
          hint="No claims after this day."
          type="date"
          {...bindField(form, 'expiresOn')}
        />
      </div>
      <div className="border-y border-slate-200">
        <SwitchRow
          label="Active"
          description="Off withdraws the activity: no new claims; earned and claimed credit stay."
          checked={active}
          field={form.register('active')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save Rule
        </Button>
      </div>
    </ServerForm>
  );
}
