import type { ChoiceKey } from '@boardready/contracts';

/**
 * A test-mode answer's state under the question: saving while it is on its way, saved once the
 * server has it (or, offline, once this device keeps it to send). It says "saved" no sooner: a
 * learner who leaves the page then has it.
 */
export function AnswerStatus({
  answerKey,
  saving,
  changeableUntil,
}: {
  answerKey: ChoiceKey;
  saving: boolean;
  /** until when it can change: 'you end the session', 'the block ends' */
  changeableUntil: string;
}) {
  return (
    <p className="mt-4 text-sm text-slate-600" role="status">
      {saving
        ? `Saving answer ${answerKey}…`
        : `Answer ${answerKey} saved. You can change it until ${changeableUntil}.`}
    </p>
  );
}
