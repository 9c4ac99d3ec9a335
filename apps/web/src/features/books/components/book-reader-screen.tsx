import type { TopicQuestionsLink, UserProduct } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useStemHighlights } from '@/components/question-player/use-stem-highlights';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { plainText } from '@/components/ui/rich-label';
import { ApiError } from '@/lib/api-client';
import { myProductsQuery } from '@/lib/my-products';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { useBookContents } from '../api/book-contents';
import { useBookHighlights } from '../api/book-highlights';
import { bookSectionQuery, useBookSection } from '../api/book-section';
import { useReadingProgress } from '../api/reading-progress';
import { useReadingPlace } from '../hooks/use-reading-place';
import { useSectionFocus } from '../hooks/use-section-focus';
import { firstSection, initialSection, SECTION_ID } from '../utils/initial-section';
import { paintedHighlights } from '../utils/study';
import { BookSearchDialog } from './book-search-dialog';
import { ContentsList } from './contents-nav';
import { HighlightsDialog } from './highlights-dialog';
import { ReaderLayout } from './reader-layout';
import { ContentsSkeleton, SectionSkeleton } from './reader-skeletons';
import { SectionArticle, SectionFrame } from './section-article';
import { SelectionTools } from './selection-tools';

export interface BookReaderPageProps {
  /** the tools composed around the reader (the calculator icon), at the end of its toolbar */
  tools?: ReactNode;
  /**
   * What shows when the product is not the learner's or cannot be used now (expired, not
   * started): the product screen, so the reader says it in the same words.
   */
  unavailable: ReactNode;
  /** makes a Q&A session from an interlink and opens it; rejects with the reason to show */
  onPractice?: (link: TopicQuestionsLink) => Promise<void>;
}

const LINK = 'font-semibold text-brand-700 underline';

/** The API's answers that mean the product itself is wrong here, not the book or the section. */
function productProblem(...errors: (Error | null)[]): ApiError | undefined {
  return errors.find(
    (error): error is ApiError =>
      error instanceof ApiError &&
      (error.code === ErrorCode.productNotFound || error.code === ErrorCode.notABook),
  );
}

/**
 * The book reader (decision 1001) at /book/:userProductId/:sectionId: the contents, one section
 * at a time, the way to the next, and the questions that test it. /book/:userProductId opens the
 * section the learner was last in, on any device (else the first); search, highlights and notes
 * are at hand in its toolbar (issue 24).
 *
 * The learner's products are checked first, as on the product screen: a product that is not theirs
 * or not usable now shows that screen, and the book's calls (which would answer 404 or 403) are
 * never made.
 */
export function BookReaderPage({ tools, unavailable, onPractice }: BookReaderPageProps) {
  const { userProductId = '', '*': sectionId = '' } = useParams();
  const products = useQuery(myProductsQuery);
  const product = products.data?.products.find((p) => String(p.userProductId) === userProductId);

  if (!products.data) {
    // Once a try failed, the product screen says it (and keeps saying it): switching back and
    // forth would mount its query again, and a query that failed starts over when one mounts.
    return products.isPending && products.failureCount === 0 ? (
      <ReaderLoading tools={tools} sectionId={sectionId} />
    ) : (
      unavailable
    );
  }
  if (!product?.isUsable) return unavailable;
  if (product.applicationType !== 'onlineBookCore') return <NotABook product={product} />;
  return (
    <BookReader
      product={product}
      sectionId={sectionId}
      tools={tools}
      onPractice={onPractice}
      unavailable={unavailable}
    />
  );
}

function ReaderLoading({ tools, sectionId }: { tools: ReactNode; sectionId: string }) {
  usePageTitle('My Products');
  return (
    <ReaderLayout title="" tools={tools} sectionId={sectionId} contents={<ContentsSkeleton />}>
      <SectionSkeleton label="Loading the book…" />
    </ReaderLayout>
  );
}

/** The product's name as the product header shows it: its shortName, else its fullName. */
function bookName(product: UserProduct): string {
  return plainText(product.shortName).trim() || plainText(product.fullName).trim();
}

function NotABook({ product }: { product: UserProduct }) {
  const name = bookName(product);
  return (
    <Page title="Not a book" windowTitle={name}>
      <p className="text-slate-700">
        {plainText(product.fullName)} is not a book, so it does not open in the book reader.
      </p>
      <Link to={product.route} className={LINK}>
        Open {name}
      </Link>
    </Page>
  );
}

function BookReader({
  product,
  sectionId,
  tools,
  onPractice,
  unavailable,
}: {
  product: UserProduct;
  sectionId: string;
  tools: ReactNode;
  onPractice: ((link: TopicQuestionsLink) => Promise<void>) | undefined;
  unavailable: ReactNode;
}) {
  const id = product.userProductId;
  const shortName = bookName(product);
  const queryClient = useQueryClient();
  const headingId = useId();
  const wellFormed = sectionId === '' || SECTION_ID.test(sectionId);
  const contents = useBookContents(id);
  const section = useBookSection(id, sectionId, sectionId !== '' && wellFormed);
  const progress = useReadingProgress(id);
  const highlights = useBookHighlights(id);
  const textRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const [panel, setPanel] = useState<'search' | 'highlights' | null>(null);

  const problem = productProblem(contents.error, section.error);
  const notFound =
    !wellFormed ||
    (section.error instanceof ApiError && section.error.code === ErrorCode.sectionNotFound);
  const headingRef = useSectionFocus(sectionId, section.isSuccess || section.isError || notFound);

  usePageTitle(
    section.data
      ? `${shortName}: ${section.data.title}`
      : notFound
        ? `${shortName}: Section not found`
        : shortName,
  );

  // The text's sanitizer loads while the section does, not after it.
  useEffect(() => {
    void import('@/components/ui/sanitized-rich-text');
  }, []);

  // The products list was out of date (the product went away): ask again, then say so.
  useEffect(() => {
    if (problem) void queryClient.invalidateQueries({ queryKey: myProductsQuery.queryKey });
  }, [problem, queryClient]);

  // /book/:id: the section last read is fetched while the contents load.
  const last = sectionId === '' ? (progress.data?.lastSectionId ?? null) : null;
  useEffect(() => {
    if (last) void queryClient.prefetchQuery(bookSectionQuery(id, last));
  }, [id, last, queryClient]);

  // The place in the book is kept once the section is on screen (on the server, for every
  // device), and read once its end is seen; its neighbours are fetched ahead.
  const shown = section.data;
  useReadingPlace(id, shown?.id, endRef);
  // The learner's highlights in the text on screen: with a note in their own colour.
  const painted = useMemo(
    () => paintedHighlights(highlights.data ?? [], shown?.id ?? ''),
    [highlights.data, shown?.id],
  );
  useStemHighlights(textRef, painted.plain, 'book-highlight');
  useStemHighlights(textRef, painted.noted, 'book-note');
  useEffect(() => {
    if (!shown) return;
    for (const neighbour of [shown.next, shown.previous]) {
      if (neighbour) void queryClient.prefetchQuery(bookSectionQuery(id, neighbour.id));
    }
  }, [id, shown, queryClient]);

  if (problem)
    return problem.code === ErrorCode.notABook ? <NotABook product={product} /> : unavailable;

  if (sectionId === '' && contents.data && !progress.isPending) {
    // A place that could not be asked for opens the first section.
    const target = initialSection(contents.data, progress.data?.lastSectionId ?? null);
    if (target) return <Navigate to={paths.bookSection(id, target)} replace />;
  }

  const retryContents = () => void contents.refetch();
  const navContents = contents.data ? (
    <ContentsList contents={contents.data} currentSectionId={sectionId} />
  ) : contents.isError ? (
    <LoadError message="The contents could not be loaded." onRetry={retryContents} />
  ) : (
    <ContentsSkeleton />
  );

  let body: ReactNode;
  if (sectionId === '') {
    body = contents.data ? (
      <SectionFrame
        title="This book has no sections yet"
        headingRef={headingRef}
        headingId={headingId}
      >
        <p className="text-slate-700">
          Its chapters are still being written. Please come back later.
        </p>
      </SectionFrame>
    ) : contents.isError ? (
      <BookLoadError error={contents.error} onRetry={retryContents} />
    ) : (
      <SectionSkeleton label="Loading the book…" />
    );
  } else if (notFound) {
    const first = contents.data ? firstSection(contents.data) : null;
    body = (
      <SectionFrame title="Section not found" headingRef={headingRef} headingId={headingId}>
        <div className="flex flex-col items-start gap-3">
          <p className="text-slate-700">
            This book has no section “{sectionId}”. It may have been renamed or the link is
            mistyped.
          </p>
          {first ? (
            <Link to={paths.bookSection(id, first.id)} className={LINK}>
              Go to the first section: {first.title}
            </Link>
          ) : (
            <Link to={paths.book(id)} className={LINK}>
              Open the book
            </Link>
          )}
        </div>
      </SectionFrame>
    );
  } else if (section.data) {
    body = (
      <SectionArticle
        userProductId={id}
        section={section.data}
        headingRef={headingRef}
        headingId={headingId}
        onPractice={onPractice}
        textRef={textRef}
        endRef={endRef}
      >
        <SelectionTools userProductId={id} sectionId={section.data.id} textRef={textRef} />
      </SectionArticle>
    );
  } else if (section.isError) {
    body = (
      <SectionFrame
        title="The section could not be loaded"
        headingRef={headingRef}
        headingId={headingId}
      >
        <BookLoadError error={section.error} onRetry={() => void section.refetch()} />
      </SectionFrame>
    );
  } else {
    body = <SectionSkeleton label="Loading the section…" />;
  }

  return (
    <ReaderLayout
      title={contents.data?.title ?? plainText(product.fullName)}
      tools={
        <>
          <StudyButton onClick={() => setPanel('search')}>Search</StudyButton>
          <StudyButton onClick={() => setPanel('highlights')}>
            <span className="sm:hidden">Notes</span>
            <span className="hidden sm:inline">Highlights &amp; notes</span>
          </StudyButton>
          {tools}
        </>
      }
      sectionId={sectionId}
      contents={navContents}
    >
      {body}
      <BookSearchDialog
        userProductId={id}
        open={panel === 'search'}
        onOpenChange={(open) => setPanel(open ? 'search' : null)}
      />
      <HighlightsDialog
        userProductId={id}
        open={panel === 'highlights'}
        onOpenChange={(open) => setPanel(open ? 'highlights' : null)}
      />
    </ReaderLayout>
  );
}

/** A study tool in the reader's toolbar (search, highlights and notes). */
function StudyButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 sm:px-3"
    >
      {children}
    </button>
  );
}

/**
 * A failed call: the server's own reason when it refused (the text of the book is not there
 * yet), else the app's usual retry.
 */
function BookLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status < 500)
    return <Alert tone="error">{error.message}</Alert>;
  return (
    <LoadError
      message="The book could not be loaded. Check your connection and try again."
      onRetry={onRetry}
    />
  );
}
