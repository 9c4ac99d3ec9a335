import { Alert } from '@/components/ui/alert';

/**
 * In place of a self-assessment question staff retired (decision 0905): it is not shown, not
 * answerable and not scored, in the exam and in the review alike.
 */
export function SaWithdrawnNotice({ afterwards }: { afterwards: string }) {
  return (
    <Alert>
      <span className="font-semibold">This question was removed after review.</span> Our editors
      found it wrong or out of date, so it is not scored. {afterwards}
    </Alert>
  );
}

/** The screen-reader suffix for a withdrawn question in a list of questions. */
export const WITHDRAWN_LABEL = 'removed after review';
