import type { CmeActivitySummary, CmeClaim } from '@boardready/contracts/cme';
import { ErrorCode } from '@boardready/contracts/errors';
import { useEffect, useState } from 'react';
import { type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/forms';
import { useClaimCredit } from '../api/claim-credit';
import { CLAIM_SERVER_FIELDS, type ClaimFormValues, claimDefaults } from '../utils/claim-form';
import type { claimForm } from '../utils/claim-form-schema';

type ClaimOutput = z.output<typeof claimForm>;

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';

const resolver = lazyZodResolver<ClaimFormValues, ClaimOutput>(
  async () => (await import('../utils/claim-form-schema')).claimForm as never,
);

/**
 * The claim form of one activity: client checks by the contract's schema, then the claim; the
 * server's refusals land under their fields, a moved claimable credit is read again and said.
 * `incompleteBoards` are boards ticked whose identifiers are not yet saved: they stop the claim.
 */
export function useClaimForm(
  activity: CmeActivitySummary,
  incompleteBoards: (ticked: readonly string[]) => string | undefined,
) {
  const claim = useClaimCredit(activity.activityId);
  const [failure, setFailure] = useState<string>();
  const [mocFailure, setMocFailure] = useState<string>();
  const [claimed, setClaimed] = useState<CmeClaim>();
  const form = useForm<ClaimFormValues, unknown, ClaimOutput>({
    resolver,
    defaultValues: claimDefaults(activity),
  });

  // The claimable credit was read again (after a 409, or new work): the form claims that now.
  const { claimableQuarters } = activity;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (getValues('claimableQuarters') === claimableQuarters) return;
    setValue('claimableQuarters', claimableQuarters);
    const chosen = Number(getValues('claimedQuarters'));
    if (claimableQuarters > 0 && (chosen > claimableQuarters || chosen < 1))
      setValue('claimedQuarters', String(claimableQuarters));
  }, [claimableQuarters, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(undefined);
    setMocFailure(undefined);
    const missing = incompleteBoards(body.reportTo ?? []);
    if (missing) {
      setMocFailure(missing);
      return;
    }
    try {
      setClaimed(await claim.mutateAsync(body));
    } catch (error) {
      if (!(error instanceof ApiError)) return setFailure(UNREACHABLE);
      if (error.code === ErrorCode.claimableCreditChanged) return setFailure(error.message);
      if (
        error.code === ErrorCode.boardIdentifiersIncomplete ||
        error.code === ErrorCode.boardTakesNoPoints
      )
        return setMocFailure(error.message);
      let focused = false;
      for (const [name, message] of Object.entries(error.fields ?? {})) {
        if ((CLAIM_SERVER_FIELDS as readonly string[]).includes(name)) {
          form.setError(
            name as Path<ClaimFormValues>,
            { type: 'server', message },
            {
              shouldFocus: !focused,
            },
          );
          focused = true;
        } else if (name === 'reportTo' || name === 'mocConsent') setMocFailure(message);
      }
      setFailure(error.message);
    }
  });

  return { form, onSubmit, failure, mocFailure, claimed, busy: claim.isPending };
}

/** The claim form as its parts take it. */
export type ClaimForm = UseFormReturn<ClaimFormValues, unknown, ClaimOutput>;
