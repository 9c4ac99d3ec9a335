import type { UserProduct } from '@boardready/contracts';
import { ErrorCode } from '@boardready/contracts/errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError, LoadingState } from '@/components/ui/load-state';
import { Page } from '@/components/ui/page';
import { plainText } from '@/components/ui/rich-label';
import { preloadRichText } from '@/components/ui/rich-text';
import { ApiError } from '@/lib/api-client';
import { myProductsQuery } from '@/lib/my-products';
import { paths } from '@/lib/paths';
import { useDeckOverview } from '../api/deck-overview';
import { useTimeZoneSync } from '../hooks/use-time-zone-sync';
import { BrowseScreen } from './browse-screen';
import { DeckScreen } from './deck-screen';
import { StudyPlayer } from './study-player';

export interface FlashCardsPageProps {
  /** the tools composed around the study player (lab values, the calculator icon) */
  tools?: ReactNode;
  /**
   * What shows when the product is not the learner's or cannot be used now (expired, not
   * started): the product screen, so the deck says it in the same words.
   */
  unavailable: ReactNode;
}

/** The API's answers that mean the product itself is wrong here, not the deck. */
function isProductProblem(error: Error | null): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.productNotFound || error.code === ErrorCode.notAFlashCardProduct)
  );
}

/** The product's name as the product header shows it: its shortName, else its fullName. */
function deckName(product: UserProduct): string {
  return plainText(product.shortName).trim() || plainText(product.fullName).trim();
}

/** A topic id from the address: digits only, else the whole deck. */
function topicFrom(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/**
 * A flash-card product (issue 24) at /flashcards/:userProductId: the deck, and at …/study the
 * study player (?topicId= one topic). The learner's products are checked first, as on the
 * product screen: a product that is not theirs or not usable now shows that screen, and the
 * deck's calls (which would answer 404 or 403) are never made.
 */
export function FlashCardsPage({ tools, unavailable }: FlashCardsPageProps) {
  const { userProductId = '', '*': screen = '' } = useParams();
  const products = useQuery(myProductsQuery);
  const product = products.data?.products.find((p) => String(p.userProductId) === userProductId);

  if (!products.data) {
    return products.isPending && products.failureCount === 0 ? (
      <main className="mx-auto w-full max-w-4xl px-4 py-6">
        <LoadingState label="Loading the deck…" />
      </main>
    ) : (
      unavailable
    );
  }
  if (!product?.isUsable) return unavailable;
  if (product.applicationType !== 'fc') return <NotADeck product={product} />;
  if (screen !== '' && screen !== 'study' && screen !== 'browse')
    return <Navigate to={paths.flashCards(product.userProductId)} replace />;
  return (
    <FlashCards
      product={product}
      study={screen === 'study'}
      browse={screen === 'browse'}
      tools={tools}
      unavailable={unavailable}
    />
  );
}

function NotADeck({ product }: { product: UserProduct }) {
  const name = deckName(product);
  return (
    <Page title="Not a flash-card deck" windowTitle={name}>
      <p className="text-slate-700">
        {plainText(product.fullName)} is not a flash-card deck, so it does not open here.
      </p>
      <Link to={product.route} className="font-semibold text-brand-700 underline">
        Open {name}
      </Link>
    </Page>
  );
}

function FlashCards({
  product,
  study,
  browse,
  tools,
  unavailable,
}: {
  product: UserProduct;
  study: boolean;
  /** the card browser (…/browse) */
  browse: boolean;
  tools: ReactNode;
  unavailable: ReactNode;
}) {
  const id = product.userProductId;
  const name = deckName(product);
  const [search] = useSearchParams();
  const topicId = study ? topicFrom(search.get('topicId')) : null;
  const deck = useDeckOverview(id);
  const queryClient = useQueryClient();
  const problem = isProductProblem(deck.error);
  useTimeZoneSync();

  // The cards' text needs the sanitizer: it loads while the deck does.
  useEffect(() => {
    void preloadRichText();
  }, []);

  // The products list was out of date (the product went away): ask again, then say so.
  useEffect(() => {
    if (problem) void queryClient.invalidateQueries({ queryKey: myProductsQuery.queryKey });
  }, [problem, queryClient]);

  if (problem) return unavailable;

  if (study) {
    const topic = deck.data?.topics.find((t) => t.id === topicId);
    const title = deck.data?.title ?? plainText(product.fullName);
    return (
      <StudyPlayer
        userProductId={id}
        topicId={topicId}
        title={topic ? topic.name : title}
        subtitle={topic ? title : undefined}
        windowTitle={`${name}: ${topic ? topic.name : 'Study'}`}
        tools={tools}
      />
    );
  }

  if (deck.data && browse) {
    return <BrowseScreen deck={deck.data} windowTitle={`${name}: Browse`} />;
  }
  if (deck.data) return <DeckScreen deck={deck.data} windowTitle={name} />;
  return (
    <Page title={plainText(product.fullName)} windowTitle={name}>
      {deck.isError ? (
        deck.error instanceof ApiError && deck.error.status < 500 ? (
          <Alert tone="error">{deck.error.message}</Alert>
        ) : (
          <LoadError
            message="The deck could not be loaded. Check your connection and try again."
            onRetry={() => void deck.refetch()}
          />
        )
      ) : (
        <LoadingState label="Loading the deck…" />
      )}
    </Page>
  );
}
