import type { LabValuesSpecialty } from '@boardready/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { OpenCalculatorButton, useCalculatorIcon, useCalculatorStore } from '@/features/calculator';
import { FlashCardsPage } from '@/features/flash-cards/components/flash-cards-screen';
import { TOOL_BUTTON } from '@/features/flash-cards/components/study-toolbar';
import { ProductScreenPage } from '@/features/product-screens/components/product-screen-page';
import { LabValuesPopupButton } from '@/features/references/components/lab-values-popup';
import { myProductsQuery } from '@/lib/my-products';

/**
 * A flash-card deck and its study player with what they need from other features, composed here
 * because a feature never imports another feature: while cards are studied, the deck's lab
 * values and the calculator icon (spec §4 Show Calculator Icon), as in a Q&A session or a book;
 * and the product screen's own words for a product that is not the learner's or cannot be used.
 */
export default function FlashCardsRoute() {
  const params = useParams();
  const studying = params['*'] === 'study';
  useCalculatorIcon(studying);
  const showIcon = useCalculatorStore((state) => state.showCalculatorIcon);
  const product = useQuery(myProductsQuery).data?.products.find(
    (p) => String(p.userProductId) === params.userProductId,
  );
  const specialty = (product?.specialty ?? 'IM').toLowerCase() as LabValuesSpecialty;
  return (
    <FlashCardsPage
      tools={
        studying && (
          <>
            <LabValuesPopupButton specialty={specialty} className={TOOL_BUTTON} />
            {showIcon && <OpenCalculatorButton />}
          </>
        )
      }
      unavailable={<ProductScreenPage />}
    />
  );
}
