import { useState } from 'react';
import { useSession } from '@/lib/session';
import { showFailure } from '@/lib/snackbar';
import { stopAssuming } from '../api/assume';

/**
 * Spec §2 assume-user banner: shown while an assumed account is set, reading 'Assuming User '
 * with the account's Email and '(#' AccountId ')'; its Cancel link stops assuming.
 */
export function AssumeBanner({ onStopped }: { onStopped: () => void }) {
  const { account, assumedBy } = useSession();
  const [stopping, setStopping] = useState(false);
  if (!assumedBy || !account) return null;

  const handleCancel = async () => {
    setStopping(true);
    try {
      await stopAssuming();
      onStopped();
    } catch {
      showFailure('Hmm, we could not stop assuming this user. Please try again.');
    } finally {
      setStopping(false);
    }
  };

  return (
    <section
      aria-label="Assuming a user"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-amber-300 px-4 py-2 text-sm font-medium text-amber-950"
    >
      <p>
        Assuming User {account.Email} (#{account.AccountId})
      </p>
      <button
        type="button"
        disabled={stopping}
        aria-busy={stopping || undefined}
        onClick={handleCancel}
        className="font-semibold underline underline-offset-2 hover:no-underline disabled:opacity-60"
      >
        Cancel
      </button>
    </section>
  );
}

export default AssumeBanner;
