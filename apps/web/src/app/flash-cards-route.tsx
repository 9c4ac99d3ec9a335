import { useParams } from 'react-router';
import { OpenCalculatorButton, useCalculatorIcon, useCalculatorStore } from '@/features/calculator';
import { FlashCardsPage } from '@/features/flash-cards/components/flash-cards-screen';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';

/**
 * A flash-card deck and its study player with what they need from other features, composed here
 * because a feature never imports another feature: the calculator icon while cards are studied
 * (spec §4 Show Calculator Icon, as in a Q&A session or a book), and the product screen's own
 * words for a product that is not the learner's or cannot be used now.
 */
export default function FlashCardsRoute() {
  const studying = useParams()['*'] === 'study';
  useCalculatorIcon(studying);
  const showIcon = useCalculatorStore((state) => state.showCalculatorIcon);
  return (
    <FlashCardsPage
      tools={studying && showIcon && <OpenCalculatorButton />}
      unavailable={<ProductScreenPage />}
    />
  );
}
