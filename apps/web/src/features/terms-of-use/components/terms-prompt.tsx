import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { showFailure } from '@/lib/snackbar';
import { answerTerms } from '../api/answer-terms';
import { TermsDialog } from './terms-dialog';

export const TERMS_SAVE_FAILED = 'Hmm, agreement failed to save. Please try again.';

/**
 * Asks for the terms and saves the answer (spec §4 steps 2 to 4). The dialog closes with its
 * answer while the answer is saved; a failed save says so (spec §8) and the dialog asks again.
 * A saved decline goes to /login?touDeclined=true; a saved agreement makes the session a full
 * one, and the gate then removes this prompt.
 */
export function TermsPrompt() {
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [saveFailure, setSaveFailure] = useState<string | null>(null);
  if (saving) return null;

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

  return <TermsDialog onAnswer={handleAnswer} saveFailure={saveFailure} />;
}

export default TermsPrompt;
