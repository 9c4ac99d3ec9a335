import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { sessionQuery, useSession } from '@/lib/session';
import { showFailure } from '@/lib/snackbar';
import { answerTerms } from '../api/answer-terms';
import { shouldOpenTermsDialog } from '../utils/should-open';

// Only restricted sessions ever see it: kept off the first load.
const TermsDialog = lazy(() => import('./terms-dialog'));

export const TERMS_SAVE_FAILED = 'Hmm, agreement failed to save. Please try again.';

/**
 * Opens the terms dialog by the rule of spec §4 and saves its answer. The dialog closes with its
 * answer while the answer is saved; a failed save says so (spec §8) and, the terms still
 * unanswered, the dialog opens again. A saved decline goes to /login?touDeclined=true.
 */
export function TermsGate() {
  const session = useSession();
  const authLoading = useIsFetching({ queryKey: sessionQuery.queryKey }) > 0;
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  if (saving || !shouldOpenTermsDialog(authLoading, session)) return null;

  const handleAnswer = async (agree: boolean) => {
    setSaving(true);
    setSaveFailure(null);
    try {
      await answerTerms(agree);
      if (!agree) navigate(`${paths.login}?touDeclined=true`, { replace: true });
    } catch {
      showFailure(TERMS_SAVE_FAILED);
      setSaveFailure(TERMS_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Suspense fallback={null}>
      <TermsDialog onAnswer={handleAnswer} saveFailure={saveFailure} />
    </Suspense>
  );
}
