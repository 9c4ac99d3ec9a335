import type { BookSection, BookSectionRef, TopicQuestionsLink } from '@boardready/contracts';
import type { ReactNode, Ref, RefObject } from 'react';
import { Link } from 'react-router';
import { READING_TEXT, RichText } from '@/components/ui/rich-text';
import { paths } from '@/lib/paths';
import { SectionInterlinks } from './section-interlinks';

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
        <RichText html={section.html} className={READING_TEXT} />
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
