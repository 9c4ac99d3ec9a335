import type { Interlink } from '@boardready/contracts';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { plainText } from '@/components/ui/rich-label';
import { useSectionInterlinks } from '../api/section-interlinks';
import { interlinkLabel } from '../utils/interlinks';

/** The reason a practice session could not start, for a failure that brings none. */
const START_FAILED = 'The practice session could not be started. Please try again.';

/**
 * Spec §7 interlinks of the section on screen (QA-30, QA-44..46): the question-bank topics it is
 * linked to, each with a button that makes a session of its questions. Nothing at all shows while
 * the list loads, when it is empty, or when the call failed.
 */
export function SectionInterlinks({
  userProductId,
  sectionId,
  onPractice,
}: {
  userProductId: number;
  sectionId: string;
  onPractice?: ((link: Interlink) => Promise<void>) | undefined;
}) {
  const links = useSectionInterlinks(userProductId, sectionId);
  const headingId = useId();
  const [starting, setStarting] = useState<Interlink | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (links.length === 0 || !onPractice) return null;

  const start = async (link: Interlink) => {
    setStarting(link);
    setFailure(null);
    try {
      await onPractice(link);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : START_FAILED);
    } finally {
      setStarting(null);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 font-sans text-base shadow-sm"
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Practice questions
        </h2>
        <p className="text-sm text-slate-600">
          Test yourself on this section with questions from your question banks.
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-slate-200">
        {links.map((link) => {
          const productName = plainText(link.productName);
          const busy =
            starting?.userProductId === link.userProductId &&
            starting.coreContentTopicId === link.coreContentTopicId;
          return (
            <li
              key={`${link.userProductId}-${link.coreContentTopicId}`}
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
            >
              <span className="text-sm text-slate-800">{interlinkLabel(link, productName)}</span>
              <Button
                variant="secondary"
                className="shrink-0 self-start sm:self-auto"
                busy={busy}
                disabled={starting !== null && !busy}
                onClick={() => start(link)}
                aria-label={`Start a session: ${link.topicName}, ${productName}`}
              >
                Start a session
              </Button>
            </li>
          );
        })}
      </ul>
      {failure && <Alert tone="error">{failure}</Alert>}
    </section>
  );
}
