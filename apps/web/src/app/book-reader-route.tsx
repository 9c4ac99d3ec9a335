import { BookReaderPage } from '@/features/books/components/book-reader-screen';
import { OpenCalculatorButton, useCalculatorIcon, useCalculatorStore } from '@/features/calculator';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';
import { usePracticeTopic } from '@/lib/qa/use-practice-topic';

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
  const practice = usePracticeTopic();

  return (
    <BookReaderPage
      tools={showIcon && <OpenCalculatorButton />}
      unavailable={<ProductScreenPage />}
      onPractice={practice}
    />
  );
}
