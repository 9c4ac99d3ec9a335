import type { StudyCard } from '@boardready/contracts';
import type { RefObject } from 'react';
import { LinkedMaterial } from '@/components/interlinks/linked-material';
import { NARROW_SCREEN_TABLES, RichText } from '@/components/ui/rich-text';

/** Card text in the question-text subset (decision 0801), sized like a stem (text-question). */
const CARD_TEXT = [
  'flex flex-col gap-3 text-question text-slate-900',
  '[&_strong]:font-semibold',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1 [&_li]:marker:text-slate-500',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-[0.875em] [&_caption]:mb-1 [&_caption]:text-left [&_caption]:font-semibold',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-1.5',
  NARROW_SCREEN_TABLES,
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
].join(' ');

/** A cloze answer is the whole text with the deletion in bold: marked as Anki marks it. */
const CLOZE_ANSWER = '[&_strong]:text-brand-700';

/**
 * One card (issue 24): its front, and once revealed its answer, the extra under it in a muted
 * block, its topics, and what it links to (its book section, practice on its questions: decision
 * 1103). A basic card keeps its front above a rule; a cloze card's answer is its whole text
 * again, so it takes the front's place, as in Anki.
 */
export function CardView({
  userProductId,
  card,
  revealed,
  cardRef,
  answerRef,
}: {
  /** the deck's user product, whose card this is */
  userProductId: number;
  card: StudyCard;
  revealed: boolean;
  cardRef: RefObject<HTMLElement | null>;
  answerRef: RefObject<HTMLElement | null>;
}) {
  const cloze = card.kind === 'cloze';
  return (
    <section
      ref={cardRef}
      tabIndex={-1}
      aria-label="Flash card"
      data-testid="flash-card"
      className="flex min-h-[14rem] flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:min-h-[18rem] sm:p-8"
    >
      {(card.flagged || cloze) && (
        <div className="mb-3 flex items-center justify-between gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <span>{cloze ? 'Fill in the blank' : ''}</span>
          {card.flagged && (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900 normal-case">
              Flagged
            </span>
          )}
        </div>
      )}
      {!(revealed && cloze) && <RichText html={card.frontHtml} className={CARD_TEXT} />}
      {revealed && (
        <>
          {!cloze && <hr className="my-5 border-slate-200" />}
          <section
            ref={answerRef}
            tabIndex={-1}
            aria-label="Answer"
            className="-mx-2 rounded-md px-2 py-1"
          >
            <RichText
              html={card.backHtml}
              className={`${CARD_TEXT} ${cloze ? CLOZE_ANSWER : ''}`}
            />
          </section>
          {card.extraHtml && (
            <div className="mt-5 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
              <RichText
                html={card.extraHtml}
                className="flex flex-col gap-2 text-[0.95rem] leading-relaxed text-slate-700 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-6"
              />
            </div>
          )}
          {card.topics.length > 0 && (
            <p className="mt-4 text-sm text-slate-600">
              <span className="font-semibold">
                {card.topics.length === 1 ? 'Topic' : 'Topics'}:
              </span>{' '}
              {card.topics.map((topic) => topic.name).join(', ')}
            </p>
          )}
          <LinkedMaterial
            request={{ userProductId, applicationType: 'fc', id: card.cardId }}
            className="mt-5"
          />
        </>
      )}
    </section>
  );
}
