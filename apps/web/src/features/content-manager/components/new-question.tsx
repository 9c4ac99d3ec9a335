import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/lib/paths';
import { useCreateDraft } from '../api/create-draft';
import { useBanks } from '../api/list-banks';

/** Starts a draft of a new question in a bank; it gets its code when it is published. */
export function NewQuestion() {
  const banks = useBanks();
  const create = useCreateDraft();
  const navigate = useNavigate();
  const [bankId, setBankId] = useState('');
  const chosen = bankId || String(banks.data?.banks[0]?.bankId ?? '');
  return (
    <Panel title="New question" description="Written, reviewed and published like a change.">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          create.mutate(
            { bankId: Number(chosen) },
            { onSuccess: (draft) => navigate(paths.cmsDraft(draft.draftId)) },
          );
        }}
      >
        <SelectField
          label="Question bank"
          className="min-w-0 flex-1 basis-60"
          value={chosen}
          onChange={(event) => setBankId(event.target.value)}
          options={(banks.data?.banks ?? []).map((bank) => ({
            value: String(bank.bankId),
            label: bank.title,
          }))}
        />
        <Button type="submit" busy={create.isPending} disabled={!chosen}>
          Start a new question
        </Button>
      </form>
      {(banks.error ?? create.error) && (
        <Alert tone="error">{(banks.error ?? create.error)?.message}</Alert>
      )}
    </Panel>
  );
}
