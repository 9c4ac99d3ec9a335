import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { qaKeys } from '@/lib/qa/qa-call';
import { useQaStore } from '@/lib/qa/qa-store';
import { qaRedirectContext, qaRemovedTarget, useQaRemovedStore } from '@/lib/qa-removed';
import { QA_REMOVED_ALERT } from '@/lib/qa-removed-wording';
import { queryClient } from '@/lib/query-client';

/**
 * Spec §8 "The 422 alert" (decision 0901): up while the store says so, one however many calls
 * failed. Closing it leaves the session for the product's Q&A overview (or /dashboard) with
 * fresh Q&A data, where the pruned session opens again.
 */
export default function QaRemovedAlert() {
  const open = useQaRemovedStore((state) => state.open);
  const close = useQaRemovedStore((state) => state.close);
  const location = useLocation();
  const navigate = useNavigate();
  const action = useRef<HTMLButtonElement>(null);

  function handleClose() {
    const target = qaRemovedTarget(qaRedirectContext(location.pathname));
    useQaStore.getState().setActiveQaSession(null);
    void queryClient.invalidateQueries({ queryKey: qaKeys.all });
    close();
    void navigate(target, { replace: true });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && handleClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[5200] bg-slate-900/50" />
        <AlertDialog.Content
          // Radix focuses a Cancel button, and this alert has only its one action.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            action.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-[5201] flex w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl bg-white p-5 shadow-2xl"
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            {QA_REMOVED_ALERT.title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="flex flex-col gap-2 text-sm text-slate-700">
              {QA_REMOVED_ALERT.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </AlertDialog.Description>
          <div className="flex justify-end">
            {/* Action closes the dialog: onOpenChange runs handleClose, as Escape does. */}
            <AlertDialog.Action
              ref={action}
              className="inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {QA_REMOVED_ALERT.button}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
