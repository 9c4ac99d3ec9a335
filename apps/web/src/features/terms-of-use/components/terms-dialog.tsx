import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { legalUrls, usePublicConfig } from '@/lib/public-config';
import { useTermsOfUse } from '../api/terms-of-use';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

/**
 * Spec §2 terms-of-use dialog: at most 768px wide, its title, its body, Agree and Disagree. The
 * '…' of the spec's body stands for text it leaves out (decision 0601): here, what changed in
 * this version and where to read both documents. It cannot be dismissed: it asks for an answer.
 * Agree answers true; the first Disagree only reveals the decline warning (spec §8); the
 * second answers false.
 */
export function TermsDialog({
  onAnswer,
  saveFailure,
}: {
  onAnswer: (agree: boolean) => void;
  /** the last answer failed to save: said here too, as the page behind is hidden from readers */
  saveFailure?: string | null;
}) {
  const { productName, supportEmail, supportPhone, publicHost } = usePublicConfig();
  const legal = legalUrls(publicHost);
  const terms = useTermsOfUse();
  const [warned, setWarned] = useState(false);
  const handleDisagree = () => {
    if (warned) onAnswer(false);
    else setWarned(true);
  };

  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[5050] bg-slate-900/60" />
        <AlertDialog.Content
          data-testid="terms-dialog"
          className="fixed left-1/2 top-1/2 z-[5060] max-h-[90dvh] w-[calc(100vw-2rem)] max-w-[768px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">
            Updated Terms &amp; Conditions and Privacy Policy
          </AlertDialog.Title>
          {saveFailure && (
            <div className="mt-4">
              <Alert tone="error">{saveFailure}</Alert>
            </div>
          )}
          <AlertDialog.Description asChild>
            <div className="mt-4 space-y-3 text-slate-700">
              <p>We've updated our Terms &amp; Conditions and Privacy Policy.</p>
              {terms.data?.summary && <p>What changed: {terms.data.summary}</p>}
              <p>
                Please read the{' '}
                <a className={LINK} href={legal.terms} target="_blank" rel="noreferrer">
                  Terms &amp; Conditions
                </a>{' '}
                and the{' '}
                <a className={LINK} href={legal.privacy} target="_blank" rel="noreferrer">
                  Privacy Policy
                </a>
                .
              </p>
              <p>You must agree in order to proceed.</p>
            </div>
          </AlertDialog.Description>
          {warned && (
            <div className="mt-4">
              <Alert tone="error">
                Unfortunately, you can't access your {productName} account or learning tools without
                accepting our updated Terms &amp; Conditions and Privacy Policy. If you have
                questions, reach out to {supportEmail} or call {supportPhone}.
              </Alert>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={handleDisagree}>
              Disagree
            </Button>
            <Button onClick={() => onAnswer(true)}>Agree</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
