import type { Interlink } from '@boardready/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { BookReaderPage } from '@/features/books/components/book-reader-screen';
import { OpenCalculatorButton, useCalculatorIcon, useCalculatorStore } from '@/features/calculator';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';
import { myProductsQuery } from '@/lib/my-products';
import { paths } from '@/lib/paths';
import { useQaStore } from '@/lib/qa/qa-store';

/** The Q&A state keeps no reason for a failed interlinked-book session (spec §4, QA-27). */
const PRACTICE_FAILED =
  'Your practice session could not be started. Check your connection and try again.';

/**
 * The book reader with what it needs from other features, composed here because a feature never
 * imports another feature: the calculator icon (spec §4 Show Calculator Icon while a book is on
 * screen), the product screen's own words for a product that is not the learner's or cannot be
 * used now, and the Q&A state's interlinked-book session (spec §4, QA-25..27) that an interlink's
 * practice button starts before the session player opens.
 */
export default function BookReaderRoute() {
  useCalculatorIcon();
  const showIcon = useCalculatorStore((state) => state.showCalculatorIcon);
  const startBookTopicSession = useQaStore((state) => state.startBookTopicSession);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const practice = async ({ userProductId, coreContentTopicId }: Interlink) => {
    const session = await startBookTopicSession({ userProductId, coreContentTopicId });
    if (!session) throw new Error(PRACTICE_FAILED);
    const { products } = await queryClient.ensureQueryData(myProductsQuery);
    const bank = products.find((product) => product.userProductId === userProductId);
    if (!bank) throw new Error(PRACTICE_FAILED);
    navigate(
      paths.qaSession(
        {
          specialtyTypeCode: bank.specialty,
          applicationTypeCode: bank.applicationType,
          userProductId,
        },
        session.qaSessionId,
      ),
    );
  };

  return (
    <BookReaderPage
      tools={showIcon && <OpenCalculatorButton />}
      unavailable={<ProductScreenPage />}
      onPractice={practice}
    />
  );
}
