import type { BookSection, BookSectionRef, TopicQuestionsLink } from '@boardready/contracts';
import type { ReactNode, Ref, RefObject } from 'react';
import { Link } from 'react-router';
import { NARROW_SCREEN_TABLES, RichText } from '@/components/ui/rich-text';
import { paths } from '@/lib/paths';
import { SectionInterlinks } from './section-interlinks';

/**
 * Reading text in the question-text subset (decision 0801): paragraphs, lists, tables with a
 * caption and header cells, images. Its size follows the learner's text-size preference
 * (text-question), like a question's stem.
 */
const BOOK_TEXT = [
  'flex flex-col gap-4 text-question text-slate-800',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-1.5 [&_li]:pl-1 [&_li]:marker:text-slate-500',
  '[&_table]:my-2 [&_table]:w-full [&_table]:bg-white [&_table]:border-collapse [&_table]:text-[0.875em] [&_table]:leading-normal',
  '[&_caption]:mb-2 [&_caption]:text-left [&_caption]:font-semibold [&_caption]:text-slate-900',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:text-slate-900',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_tbody_tr:nth-child(even)]:bg-slate-50 [&_td]:break-words [&_th]:break-words [&_td]:hyphens-auto [&_th]:hyphens-auto',
  NARROW_SCREEN_TABLES,
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md',
].join(' ');

/** The section's frame: its chapter above the heading, whatever the body (text or a message). */
export function SectionFrame({
  eyebrow,
  title,
  headingRef,
  headingId,
  children,
}: {
  eyebrow?: string | undefined;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={headingId} className="mx-auto w-full max-w-[70ch]">
      <header className="mb-6 flex flex-col gap-1.5">
        {eyebrow && <p className="text-sm font-semibold text-brand-700">{eyebrow}</p>}
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="text-2xl leading-tight font-bold text-balance text-slate-900 sm:text-3xl"
        >
          {title}
        </h1>
      </header>
      {children}
    </article>
  );
}

function NeighbourLink({
  userProductId,
  section,
  direction,
}: {
  userProductId: number;
  section: BookSectionRef;
  direction: 'previous' | 'next';
}) {
  const next = direction === 'next';
  const label = next ? 'Next' : 'Previous';
  return (
    <Link
      to={paths.bookSection(userProductId, section.id)}
      rel={next ? 'next' : 'prev'}
      // Named in one phrase ("Next: Arrhythmias"), whatever the layout does with its two lines.
      aria-label={`${label}: ${section.title}`}
      className={`flex flex-col gap-0.5 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-brand-600 hover:bg-brand-50 ${next ? 'items-end text-right sm:col-start-2' : 'items-start'}`}
    >
      <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</span>
      <span className="font-semibold text-brand-700">
        {!next && <span aria-hidden="true">← </span>}
        {section.title}
        {next && <span aria-hidden="true"> →</span>}
      </span>
    </Link>
  );
}

/**
 * One section: the chapter, the title, the text, the way on, and its practice questions.
 * `textRef` holds the text alone (highlights count in it), `endRef` marks its end (reaching it
 * reads the section), `children` come after the text (the tools for selected words).
 */
export function SectionArticle({
  userProductId,
  section,
  headingRef,
  headingId,
  textRef,
  endRef,
  children,
  onPractice,
}: {
  userProductId: number;
  section: BookSection;
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  textRef?: Ref<HTMLDivElement>;
  endRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
  onPractice?: ((link: TopicQuestionsLink) => Promise<void>) | undefined;
}) {
  return (
    <SectionFrame
      eyebrow={section.chapter.title}
      title={section.title}
      headingRef={headingRef}
      headingId={headingId}
    >
      <div ref={textRef}>
        <RichText html={section.html} className={BOOK_TEXT} />
      </div>
      <div ref={endRef} aria-hidden="true" />
      {children}
      {(section.previous || section.next) && (
        <nav
          aria-label="Previous and next sections"
          className="mt-10 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2"
        >
          {section.previous && (
            <NeighbourLink
              userProductId={userProductId}
              section={section.previous}
              direction="previous"
            />
          )}
          {section.next && (
            <NeighbourLink userProductId={userProductId} section={section.next} direction="next" />
          )}
        </nav>
      )}
      <SectionInterlinks
        userProductId={userProductId}
        sectionId={section.id}
        onPractice={onPractice}
      />
    </SectionFrame>
  );
}
